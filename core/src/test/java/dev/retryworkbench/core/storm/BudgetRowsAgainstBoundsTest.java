package dev.retryworkbench.core.storm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.retryworkbench.core.storm.budget.BudgetBound;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.simulation.ComparisonRow;
import dev.retryworkbench.core.storm.simulation.StormResult;
import dev.retryworkbench.core.storm.simulation.StormRun;
import dev.retryworkbench.core.storm.simulation.StormSeries;
import dev.retryworkbench.core.storm.simulation.StormSimulation;
import dev.retryworkbench.core.storm.simulation.Strategy;
import org.junit.jupiter.api.Test;

/**
 * Issue 19's "Done when": each new budget's row in the comparison agrees with its bound in the bounds
 * table, for the entered scenario. The scenario, as the form enters it: a full outage over the whole
 * run (every attempt fails after 1 s, well within the 3 s timeout, no load effect), 10 clients at 40
 * requests per second each for 60 s, 200 workers per client (more than the 120 three immediate attempts
 * keep busy), the SDK's 3 immediate attempts, nothing retried by the outer layers. Every request reaches
 * a worker and starts its first try when taken up, so a row's SDK retries are its attempts minus its
 * requests, and in each second its attempts started minus the requests taken up.
 */
class BudgetRowsAgainstBoundsTest {
    private static final String[] OUTAGE = {"clients", "10", "rps", "400", "arrivals-stop", "60", "base-latency",
        "1000", "latency-per-in-flight", "0", "timeout", "3000", "trigger-start", "0", "trigger-end", "60",
        "trigger-failure-probability", "1", "trigger-rps", "", "concurrency-per-client", "200"};
    private static final int CLIENTS = 10;

    private static String[] with(String[] pairs, String... more) {
        String[] all = new String[pairs.length + more.length];
        System.arraycopy(pairs, 0, all, 0, pairs.length);
        System.arraycopy(more, 0, all, pairs.length, more.length);
        return all;
    }

    /** The row's own run, checked to be the run behind the row. */
    private static StormRun rowRun(StormResult result, Strategy strategy) {
        StormRun run = StormSimulation.simulate(strategy.inputs(result.inputs()));
        assertThat(ComparisonRow.of(strategy, run)).isEqualTo(result.row(strategy));
        assertThat(run.dropped()).isZero();
        return run;
    }

    private static int retries(StormRun run) {
        return run.attempts() - run.requests();
    }

    private static int retriesStarted(StormRun run, int second) {
        return run.series().attemptsStarted(second) - run.series().takenUp(second);
    }

    @Test
    void theQuotaRowsMakeExactlyTheirBoundsRetriesPerClient() {
        StormResult result = StormVerdictTest.result(OUTAGE);
        // floor(500 / 5) = 100 retries per client: no success ever refunds, every client has requests to spend
        // them on, so the rows make exactly 10 x 100.
        assertThat(result.budgetBound(BudgetKind.AWS_QUOTA).retriesAtOutage()).isEqualTo(100);
        assertThat(retries(rowRun(result, Strategy.of(BudgetKind.AWS_QUOTA)))).isEqualTo(CLIENTS * 100);
        // Adaptive mode: the same quota; no throttling error turns its limiter on, so it is the quota's run.
        assertThat(result.budgetBound(BudgetKind.AWS_ADAPTIVE).retriesAtOutage()).isEqualTo(100);
        StormRun adaptive = rowRun(result, Strategy.of(BudgetKind.AWS_ADAPTIVE));
        assertThat(retries(adaptive)).isEqualTo(CLIENTS * 100);
        assertThat(adaptive.rejected()).isZero();

        // The AWS 2026 costs entered (retry 14, after a timeout 14, after throttling 5): floor(500 / 14) = 35.
        StormResult aws2026 = StormVerdictTest.result(with(OUTAGE, "budget", "aws-quota", "budget-retry-cost", "14",
                "budget-timeout-retry-cost", "14", "budget-throttling-retry-cost", "5"));
        assertThat(aws2026.budgetBound(BudgetKind.AWS_QUOTA).retriesAtOutage()).isEqualTo(35);
        assertThat(retries(rowRun(aws2026, Strategy.ENTERED))).isEqualTo(CLIENTS * 35);
    }

    /**
     * With a dependency that sheds above 200 attempts, part of the failures are throttled and cost
     * {@code throttlingRetryCost}. The row at the defaults (5 after a plain failure and after throttling)
     * still makes exactly 10 x floor(500 / 5). With the 2026 costs a client's retries lie between
     * floor(500 / 14) = 35 (every failure plain) and floor(500 / 5) = 100 (every failure throttled), the
     * table's figure when the dependency sheds: the bound holds only with the cheapest cost that can apply.
     */
    @Test
    void throttledRetriesCostTheThrottlingRetryCost() {
        String[] shedding = with(OUTAGE, "dependency-concurrency-limit", "200");
        StormResult result = StormVerdictTest.result(shedding);
        StormRun quota = rowRun(result, Strategy.of(BudgetKind.AWS_QUOTA));
        assertThat(quota.rejected()).isPositive();
        assertThat(result.budgetBound(BudgetKind.AWS_QUOTA).retriesAtOutage()).isEqualTo(100);
        assertThat(retries(quota)).isEqualTo(CLIENTS * 100);

        StormResult aws2026 = StormVerdictTest.result(with(shedding, "budget", "aws-quota", "budget-retry-cost", "14",
                "budget-timeout-retry-cost", "14", "budget-throttling-retry-cost", "5"));
        StormRun entered = rowRun(aws2026, Strategy.ENTERED);
        assertThat(entered.rejected()).isPositive();
        assertThat(aws2026.budgetBound(BudgetKind.AWS_QUOTA).retriesAtOutage()).isEqualTo(100);
        assertThat(retries(entered)).isBetween(CLIENTS * 35 + 1, CLIENTS * 100);
    }

    /**
     * The ratio: a retry at time t needs the balance over (t - 10 s, t], so the retries a client starts
     * in any 10 whole seconds [a, a + 10) are at most minRetriesPerSecond x ttl plus percentCanRetry x its
     * first tries in [a - 10, a + 10); over the run the row settles at the long-run bound 1 + 0.2 + 10 / 40.
     */
    @Test
    void theRatioRowKeepsWithinItsWindowAndSettlesAtItsLongRunBound() {
        StormResult result = StormVerdictTest.result(OUTAGE);
        BudgetBound bound = result.budgetBound(BudgetKind.RATIO);
        // floor(10 x 10 + 0.2 x 40 x 10) = 180 per client per 10 s; min(3, 1.45).
        assertThat(bound.retriesAtOutage()).isEqualTo(180);
        assertThat(bound.longRunAmplification()).isEqualTo(1.45);
        StormRun ratio = rowRun(result, Strategy.of(BudgetKind.RATIO));
        StormSeries series = ratio.series();
        for (int a = 0; a < series.length(); a++) {
            int retried = 0;
            for (int s = a; s < Math.min(a + 10, series.length()); s++) {
                retried += retriesStarted(ratio, s);
            }
            int firstTries = 0;
            for (int s = Math.max(0, a - 10); s < Math.min(a + 10, series.length()); s++) {
                firstTries += series.takenUp(s);
            }
            assertThat((double) retried).as("from second " + a).isLessThanOrEqualTo(CLIENTS * 10 * 10 + 0.2 * firstTries);
        }
        // In the steady outage, 10 s windows hold about the closed form's 10 x 180 retries.
        int steady = 0;
        for (int s = 20; s < 30; s++) {
            steady += retriesStarted(ratio, s);
        }
        assertThat(steady).isCloseTo(CLIENTS * 180, within(CLIENTS * 180 / 10));
        assertThat(ratio.amplification()).isCloseTo(bound.longRunAmplification(), within(0.01));
    }

    /**
     * Envoy's budget and max-retries are concurrencies: a retry here is active from its decision (no wait)
     * through its 1 s attempt, so every retry started in one whole second is still active at its end, and
     * the retries started in any second are at most the clients times the bound's retries at once.
     */
    @Test
    void theConcurrencyRowsNeverStartMoreRetriesInASecondThanTheirBoundHoldsAtOnce() {
        StormResult result = StormVerdictTest.result(OUTAGE);
        // Envoy with 200 workers: max(floor(0.2 x 200), 3) = 40; max-retries: 3.
        assertThat(result.budgetBound(BudgetKind.ENVOY).retryConcurrency()).isEqualTo(40);
        assertThat(result.budgetBound(BudgetKind.MAX_RETRIES).retryConcurrency()).isEqualTo(3);
        assertRetriesPerSecondWithin(rowRun(result, Strategy.of(BudgetKind.ENVOY)), CLIENTS * 40);
        StormRun maxRetries = rowRun(result, Strategy.of(BudgetKind.MAX_RETRIES));
        assertRetriesPerSecondWithin(maxRetries, CLIENTS * 3);
        // And it binds: through the outage's steady seconds, close to 30 retries a second.
        assertThat(retriesStarted(maxRetries, 30)).isBetween(25, 30);

        // With 20 workers per client, all busy, Envoy allows max(floor(0.2 x 20), 3) = 4 retries at once.
        StormResult small = StormVerdictTest.result(with(OUTAGE, "concurrency-per-client", "20"));
        assertThat(small.budgetBound(BudgetKind.ENVOY).retryConcurrency()).isEqualTo(4);
        StormRun envoy = rowRun(small, Strategy.of(BudgetKind.ENVOY));
        assertRetriesPerSecondWithin(envoy, CLIENTS * 4);
        assertThat(retriesStarted(envoy, 30)).isBetween(35, 40);
    }

    private static void assertRetriesPerSecondWithin(StormRun run, int most) {
        for (int s = 0; s < run.series().length(); s++) {
            assertThat(retriesStarted(run, s)).as("second " + s).isBetween(0, most);
        }
    }
}
