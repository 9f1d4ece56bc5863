package dev.retryworkbench.core.storm.budget;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.retryworkbench.core.storm.simulation.Scenarios;
import dev.retryworkbench.core.storm.simulation.Shedding;
import dev.retryworkbench.core.storm.simulation.StormInputs;
import dev.retryworkbench.core.storm.simulation.StormRun;
import dev.retryworkbench.core.storm.simulation.StormSimulation;
import org.junit.jupiter.api.Test;

/**
 * The budgets of issue 19 on tiny scenarios (three requests on one client, 10 ms attempts, arrivals at
 * 485, 1,279 and 2,858 ms; see {@link Scenarios#threeRequests}) and by their rules called directly.
 */
class NewBudgetsTest {
    private static RetryBudget of(BudgetKind kind) {
        return RetryBudget.defaults(kind);
    }

    @Test
    void maxRetriesZeroAtAFullOutageIsNoRetries() {
        StormRun guarded = StormSimulation.simulate(Scenarios.threeRequests().withTrigger(Scenarios.outage(0, 3))
                .withBudget(RetryBudget.of(BudgetKind.MAX_RETRIES, new MaxRetriesBudget.Parameters(0))).build());
        StormInputs.Builder single = Scenarios.threeRequests().withTrigger(Scenarios.outage(0, 3));
        single.withSdk(StormInputs.layer(1));
        StormRun none = StormSimulation.simulate(single.build());
        assertThat(guarded.series()).usingRecursiveComparison().isEqualTo(none.series());
        assertThat(guarded.attempts()).isEqualTo(3);
        assertThat(guarded.refusedRetries()).isEqualTo(3);
    }

    @Test
    void maxRetriesLetsOneRetryGoAtATimeAndFreesItAtItsOutcome() {
        // One request at a time: each retry ends (fails) before the next is asked, so 1 is enough for all.
        StormRun run = StormSimulation.simulate(Scenarios.threeRequests().withTrigger(Scenarios.outage(0, 3))
                .withBudget(RetryBudget.of(BudgetKind.MAX_RETRIES, new MaxRetriesBudget.Parameters(1))).build());
        assertThat(run.attempts()).isEqualTo(9);
        assertThat(run.refusedRetries()).isZero();
    }

    @Test
    void ratioWithBothRatesZeroAllowsNoRetry() {
        StormSimulation simulation = Scenarios.simulation(Scenarios.threeRequests().withTrigger(Scenarios.outage(0, 3))
                .withBudget(RetryBudget.of(BudgetKind.RATIO, new RatioBudget.Parameters(0, 0, 10))).build());
        assertThat(simulation.result().attempts()).isEqualTo(3);
        assertThat(simulation.result().refusedRetries()).isEqualTo(3);
        assertThat(simulation.budgetBalance(0)).isZero();
    }

    @Test
    void ratioDepositsOnFirstTriesAndWithdrawsOneOverThePercent() {
        // percentCanRetry 0.5: a retry costs 2, no reserve. 485: deposit 1, refused (1 < 2). 1,279: 2,
        // retry (0), its failure refused. 2,858: 1, refused.
        StormSimulation simulation = Scenarios.simulation(Scenarios.threeRequests().withTrigger(Scenarios.outage(0, 3))
                .withBudget(RetryBudget.of(BudgetKind.RATIO, new RatioBudget.Parameters(0.5, 0, 10))).build());
        assertThat(simulation.result().attempts()).isEqualTo(4);
        assertThat(simulation.result().refusedRetries()).isEqualTo(3);
        assertThat(simulation.budgetBalance(0)).isEqualTo(1);
    }

    @Test
    void ratioWithdrawalsAndDepositsExpireAfterTheTtl() {
        // percentCanRetry 0: a retry costs 1; reserve 1 retry per second x 1 s = 1. Failure at 495: retry
        // (0); at 505 refused. Request 2 fails at 1,289: the withdrawal at 495 is within (289, 1,289]:
        // refused. Request 3 fails at 2,868: the window (1,868, 2,868] is empty: retry, then refused.
        StormSimulation simulation = Scenarios.simulation(Scenarios.threeRequests().withTrigger(Scenarios.outage(0, 3))
                .withBudget(RetryBudget.of(BudgetKind.RATIO, new RatioBudget.Parameters(0, 1, 1))).build());
        assertThat(simulation.result().attempts()).isEqualTo(2 + 1 + 2);
        assertThat(simulation.result().refusedRetries()).isEqualTo(3);
        assertThat(simulation.budgetBalance(0)).isZero();
        // A 10 s window holds a reserve of 10: every retry goes.
        StormRun roomy = StormSimulation.simulate(Scenarios.threeRequests().withTrigger(Scenarios.outage(0, 3))
                .withBudget(RetryBudget.of(BudgetKind.RATIO, new RatioBudget.Parameters(0, 1, 10))).build());
        assertThat(roomy.attempts()).isEqualTo(9);
    }

    @Test
    void envoyAllowsThePercentOfActiveRequestsRoundedDownOrTheMinimum() {
        EnvoyBudget envoy = new EnvoyBudget(new EnvoyBudget.Parameters(20, 1), 1);
        for (int i = 0; i < 14; i++) {
            envoy.requestStarted(0);
        }
        // 20% of 14 is 2.8: two retries at once (Envoy rounds down), not three.
        assertThat(envoy.allowRetry(0, 0, ClientBudgets.FAILED, 0)).isTrue();
        assertThat(envoy.allowRetry(1, 0, ClientBudgets.FAILED, 0)).isTrue();
        assertThat(envoy.allowRetry(2, 0, ClientBudgets.FAILED, 0)).isFalse();
        // A retry's outcome frees its place; a first try's does not.
        envoy.failed(3, 0, ClientBudgets.FAILED, false, 10);
        assertThat(envoy.allowRetry(3, 0, ClientBudgets.FAILED, 10)).isFalse();
        envoy.succeeded(0, 0, true, 10);
        assertThat(envoy.activeRetries(0)).isEqualTo(1);
        assertThat(envoy.allowRetry(3, 0, ClientBudgets.FAILED, 10)).isTrue();
        // Fewer active requests: the minimum of 1 holds.
        for (int i = 0; i < 13; i++) {
            envoy.requestEnded(0);
        }
        envoy.cut(1, 0, true);
        envoy.failed(3, 0, ClientBudgets.TIMED_OUT, true, 20);
        assertThat(envoy.activeRetries(0)).isZero();
        assertThat(envoy.allowRetry(4, 0, ClientBudgets.FAILED, 20)).isTrue();
        assertThat(envoy.allowRetry(5, 0, ClientBudgets.FAILED, 20)).isFalse();
    }

    @Test
    void envoyAccountingBalancesOverARun() {
        StormInputs inputs = StormInputs.builder().withBudget(of(BudgetKind.ENVOY)).build();
        StormSimulation simulation = new StormSimulation(inputs);
        simulation.advance(Integer.MAX_VALUE);
        assertThat(simulation.result().refusedRetries()).isPositive();
        assertThat(simulation.result().recovered()).isTrue();
    }

    @Test
    void theCubeRootUsesArithmeticOnly() {
        assertThat(AwsAdaptive.cubeRoot(0)).isZero();
        assertThat(AwsAdaptive.cubeRoot(27)).isEqualTo(3);
        assertThat(AwsAdaptive.cubeRoot(0.001)).isCloseTo(0.1, within(1e-15));
        for (double a : new double[] {0.06, 1, 2, 7.999, 8, 123.456, 1e6, 1e-9, 3.3e12}) {
            assertThat(AwsAdaptive.cubeRoot(a)).as("cbrt " + a).isCloseTo(Math.cbrt(a), within(Math.ulp(Math.cbrt(a)) * 2));
        }
    }

    @Test
    void awsAdaptiveTurnsItsLimiterOnAtTheFirstThrottlingErrorAndDelaysNeverRefuses() {
        AwsAdaptive adaptive = new AwsAdaptive(AwsQuota.STANDARD, 1);
        adaptive.ensureSlots(1);
        // Off: attempts go at once.
        assertThat(adaptive.sendAt(0, 5_000)).isEqualTo(5_000);
        // A throttling error at 10 s: one response in the bucket [0, 10) gives 1 / 10 s, smoothed 0.08;
        // W_max 0.08, new rate 0.056, so the fill rate is its minimum 0.5 and the capacity 1, full.
        adaptive.failed(0, 0, ClientBudgets.THROTTLED, false, 10_000);
        assertThat(adaptive.limiting(0)).isTrue();
        assertThat(adaptive.fillRate(0)).isEqualTo(0.5);
        assertThat(adaptive.sendAt(0, 10_000)).isEqualTo(10_000);
        // The bucket is empty: the next attempts wait 2 s each for a token at 0.5 per second, in turn.
        assertThat(adaptive.sendAt(0, 10_000)).isEqualTo(12_000);
        assertThat(adaptive.sendAt(0, 10_000)).isEqualTo(14_000);
        // It never refuses a retry for rate: only the quota does (500 tokens, 5 a throttled retry).
        assertThat(adaptive.allowRetry(0, 0, ClientBudgets.THROTTLED, 10_000)).isTrue();
        assertThat(adaptive.balance(0)).isEqualTo(495);
    }

    @Test
    void awsAdaptiveRaisesItsRateAlongTheCubicAfterAnError() {
        AwsAdaptive adaptive = new AwsAdaptive(AwsQuota.STANDARD, 1);
        // Responses every 0.1 s from 0.1 to 20 s: the measured rate settles near 10 per second.
        double t = 0;
        for (int i = 1; i <= 200; i++) {
            t = i * 100;
            adaptive.succeeded(i, 0, false, t);
        }
        adaptive.failed(0, 0, ClientBudgets.THROTTLED, false, 20_050);
        // W_max = the measured rate (off before), new rate 0.7 x W_max, capped at twice the measured.
        double afterError = adaptive.fillRate(0);
        assertThat(afterError).isBetween(0.7 * 9.5, 0.7 * 10.5);
        // K = (W_max x 0.3 / 0.4)^(1/3) s later the cubic is back at W_max; before, below it.
        double wMax = afterError / 0.7;
        double k = AwsAdaptive.cubeRoot(wMax * 0.3 / 0.4);
        adaptive.succeeded(1, 0, false, 20_050 + k * 500);
        assertThat(adaptive.fillRate(0)).isBetween(afterError, wMax);
    }

    @Test
    void awsAdaptiveSlowsAThrottledClientWhereTheQuotaAloneDoesNot() {
        // One client, 20 requests per second, 100 ms attempts against a dependency that takes 1 at a time:
        // about half the first tries are rejected, a throttling error each.
        StormInputs.Builder inputs = Scenarios.threeRequests().withShedding(new Shedding(1, 5, null));
        inputs.withRequestsPerSecond(20);
        inputs.withArrivalsStopSeconds(30);
        inputs.withBaseLatencyMs(100);
        StormRun quota = StormSimulation.simulate(inputs.withBudget(of(BudgetKind.AWS_QUOTA)).build());
        StormSimulation adaptive = Scenarios.simulation(inputs.withBudget(of(BudgetKind.AWS_ADAPTIVE)).build());
        StormRun limited = adaptive.result();
        assertThat(quota.rejected()).isPositive();
        // The limiter delays attempts to its fill rate: fewer attempts and rejections, none refused for rate.
        assertThat(limited.attempts()).isLessThan(quota.attempts());
        assertThat(limited.rejected()).isLessThan(quota.rejected());
        assertThat(limited.refusedRetries()).isLessThanOrEqualTo(quota.refusedRetries());
        // Delayed requests end later: the run outlasts the quota's.
        assertThat(limited.series().length()).isGreaterThanOrEqualTo(quota.series().length());
        // Without a throttling error the limiter never turns on: the same run as the quota's.
        StormInputs.Builder calm = Scenarios.threeRequests().withTrigger(Scenarios.outage(0, 3));
        assertThat(StormSimulation.simulate(calm.withBudget(of(BudgetKind.AWS_ADAPTIVE))
                .build())).usingRecursiveComparison()
                .isEqualTo(StormSimulation.simulate(calm.withBudget(of(BudgetKind.AWS_QUOTA)).build()));
    }
}
