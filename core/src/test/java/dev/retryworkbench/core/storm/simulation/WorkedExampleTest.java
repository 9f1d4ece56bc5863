package dev.retryworkbench.core.storm.simulation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import org.junit.jupiter.api.Test;

/**
 * The specification's worked example: latency 1 s + 10 ms per attempt in flight, a 3 s timeout, 40
 * requests per second with 80 from 20 s to 29 s, three immediate SDK attempts. The spike tips the
 * dependency past the timeout and the retries keep it there (a metastable failure); no retries, or
 * any budget, lets it recover.
 */
class WorkedExampleTest {
    private static final StormResult RESULT = StormSimulator.run(StormInputs.workedExample());

    @Test
    void littlesLawPutsTheDependencyPastTheTimeoutAbove66Point7RequestsPerSecond() {
        // 1000 x (1 - 1000 / 3000) / 10.
        assertThat(RESULT.timeoutRateThreshold()).isCloseTo(200.0 / 3, within(1e-12));
    }

    @Test
    void theEnteredPolicyCollapsesAndDoesNotRecover() {
        StormRun run = RESULT.run();
        assertThat(run.recoverySeconds()).isNull();
        assertThat(RESULT.row(Strategy.ENTERED).recoverySeconds()).isNull();
        // The story's figures, "amplification about 2.4, about a third succeed": within 0.15 and 0.05.
        assertThat(run.amplification()).isCloseTo(2.4, within(0.15));
        assertThat(run.successShare()).isCloseTo(1.0 / 3, within(0.05));
        // After the spike every second carries about three attempts per arriving request.
        StormSeries series = run.series();
        for (int s = 40; s < 80; s++) {
            assertThat(series.successes(s)).as("second " + s).isZero();
        }
        assertThat(RESULT.peakRatio()).isEqualTo((double) run.peakAttemptsPerSecond() / 40);
        assertThat(RESULT.closedForm()).isNull();
    }

    @Test
    void noRetriesAndEveryBudgetRecoverWithinSeconds() {
        for (Strategy strategy : new Strategy[] {Strategy.NO_RETRIES, Strategy.of(BudgetKind.AWS_QUOTA), Strategy.of(BudgetKind.GRPC_THROTTLING),
                Strategy.of(BudgetKind.TOKEN_BUCKET), Strategy.of(BudgetKind.BREAKER)}) {
            ComparisonRow row = RESULT.row(strategy);
            assertThat(row.recoverySeconds()).as(strategy.id()).isNotNull().isBetween(0.0, 30.0);
            assertThat(row.successShare()).as(strategy.id()).isGreaterThan(0.7);
            assertThat(row.amplification()).as(strategy.id()).isLessThan(1.2);
        }
        assertThat(RESULT.row(Strategy.NO_RETRIES).amplification()).isEqualTo(1);
        assertThat(RESULT.row(Strategy.NO_RETRIES).refusedRetries()).isZero();
        assertThat(RESULT.row(Strategy.of(BudgetKind.TOKEN_BUCKET)).refusedRetries()).isPositive();
        assertThat(RESULT.comparison()).extracting(ComparisonRow::strategy).containsExactly(Strategy.values());
    }

    @Test
    void theCollapseIsNotOneSeedsLuck() {
        // Seeds 40..59: at least 19 collapse, each with amplification from 2 to 2.5 and a quarter to a half
        // succeeding (over seeds 0..99 the figures run 2.07 to 2.42 and 0.29 to 0.49; seed 5 recovers).
        StormInputs worked = StormInputs.workedExample();
        int collapsed = 0;
        for (long seed = 40; seed < 60; seed++) {
            StormRun run = StormSimulation.simulate(worked.toBuilder().withSeed(seed).build());
            if (run.recovered()) {
                continue;
            }
            collapsed++;
            assertThat(run.amplification()).as("seed " + seed).isBetween(2.0, 2.5);
            assertThat(run.successShare()).as("seed " + seed).isBetween(0.25, 0.5);
            if (seed < 45) {
                StormResult result = StormSimulator.run(worked.toBuilder().withSeed(seed).build());
                for (ComparisonRow row : result.comparison()) {
                    // The ratio budget's defaults (10 retries per second per client whatever the traffic)
                    // allow more than the worked example's 4 requests per second per client would retry.
                    // Hedging after Polly's 2 s without a budget: the trigger's latency passes 2 s (above 50
                    // requests per second), every request hedges, and the doubled load keeps it there. Envoy's
                    // hedging on the 3 s per-try timeout: every request still succeeds, but once the latency has
                    // passed 3 s each client keeps its 3 active hedges, and the load stays about 1.9 times the
                    // arrivals with the latency above 3 s (seed 40: 3.2 to 3.7 s from 39 s on).
                    assertThat(row.recoverySeconds() != null).as(row.name() + ", seed " + seed)
                            .isEqualTo(row.strategy() != Strategy.ENTERED && row.strategy() != Strategy.of(BudgetKind.RATIO)
                                    && row.strategy() != Strategy.NO_WAITS && row.strategy() != Strategy.HEDGING
                                    && row.strategy() != Strategy.ENVOY_HEDGING);
                }
            }
        }
        assertThat(collapsed).isGreaterThanOrEqualTo(19);
    }

    @Test
    void aBackoffOnlyDelaysTheRetries() {
        StormInputs worked = StormInputs.workedExample();
        StormRun waiting = StormSimulation.simulate(worked.toBuilder().withLayers(
                RetryPolicy.exponential(3, 100, 1_000, 2, Jitter.FULL), StormInputs.layer(1), StormInputs.layer(1))
                        .build());
        assertThat(waiting.recoverySeconds()).isNull();
        assertThat(waiting.amplification()).isCloseTo(RESULT.run().amplification(), within(0.1));
    }
}
