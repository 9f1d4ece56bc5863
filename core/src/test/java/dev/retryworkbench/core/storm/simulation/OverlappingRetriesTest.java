package dev.retryworkbench.core.storm.simulation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.budget.EnvoyBudget;
import dev.retryworkbench.core.storm.budget.MaxRetriesBudget;
import dev.retryworkbench.core.storm.budget.RetryBudget;
import org.junit.jupiter.api.Test;

/**
 * The concurrency budgets where retries overlap: the three requests of {@link Scenarios#threeRequests}
 * (one client, arrivals at 485, 1,279 and 2,858 ms) with 1 s attempts, a 2 s timeout and every attempt
 * failing, so request 1's retries (1,485 to 2,485 and 2,485 to 3,485) overlap request 2's failure at
 * 2,279 and request 3's first try (2,858 to 3,858).
 */
class OverlappingRetriesTest {
    private static StormInputs.Builder overlapping() {
        StormInputs.Builder inputs = Scenarios.threeRequests().withTrigger(Scenarios.outage(0, 10));
        inputs.withBaseLatencyMs(1_000);
        inputs.withAttemptTimeoutMs(2_000);
        return inputs;
    }

    @Test
    void withoutABudgetEveryRequestMakesItsThreeAttempts() {
        StormRun run = StormSimulation.simulate(overlapping().build());
        assertThat(run.requests()).isEqualTo(3);
        assertThat(run.attempts()).isEqualTo(9);
        assertThat(run.succeeded()).isZero();
    }

    @Test
    void maxRetriesOneRefusesTheRetryAskedWhileAnotherIsActive() {
        // 1,485: request 1 retries (none active). 2,279: request 2 asks while request 1's retry is active
        // until 2,485: refused, request 2 ends after 1 attempt. 2,485: that retry's outcome frees its place,
        // request 1 retries again. 3,858 and 4,858: request 3's retries, request 1's last ended at 3,485.
        StormRun run = StormSimulation.simulate(overlapping().withBudget(RetryBudget.of(BudgetKind.MAX_RETRIES, new MaxRetriesBudget.Parameters(1))).build());
        assertThat(run.attempts()).isEqualTo(3 + 1 + 3);
        assertThat(run.refusedRetries()).isEqualTo(1);
        // Two at once: nothing refused.
        StormRun two = StormSimulation.simulate(overlapping().withBudget(RetryBudget.of(BudgetKind.MAX_RETRIES, new MaxRetriesBudget.Parameters(2))).build());
        assertThat(two.attempts()).isEqualTo(9);
        assertThat(two.refusedRetries()).isZero();
    }

    @Test
    void envoyWithNoPercentAndNoMinimumIsNoRetries() {
        StormRun guarded = StormSimulation.simulate(overlapping().withBudget(RetryBudget.of(BudgetKind.ENVOY, new EnvoyBudget.Parameters(0, 0))).build());
        StormInputs.Builder single = overlapping();
        single.withSdk(StormInputs.layer(1));
        StormRun none = StormSimulation.simulate(single.build());
        assertThat(guarded.series()).usingRecursiveComparison().isEqualTo(none.series());
        assertThat(guarded.attempts()).isEqualTo(3);
        assertThat(guarded.refusedRetries()).isEqualTo(3);
    }

    @Test
    void envoysShareOfActiveRequestsIsRoundedDown() {
        // 50%, no minimum. 1,485: requests 1 and 2 are active, floor(0.5 x 2) = 1 > 0 active retries: retry.
        // 2,279: request 2 asks with that retry active (1 < 1 fails): refused, request 2 ends. 2,485: request
        // 1 alone is active, floor(0.5 x 1) = 0: refused. 3,858: request 3 alone: refused. 2 + 1 + 1 attempts.
        StormRun run = StormSimulation.simulate(overlapping().withBudget(RetryBudget.of(BudgetKind.ENVOY, new EnvoyBudget.Parameters(50, 0))).build());
        assertThat(run.attempts()).isEqualTo(4);
        assertThat(run.refusedRetries()).isEqualTo(3);
        // A minimum of 1 lets one retry go at a time whatever the share: as max-retries 1.
        StormRun minimum = StormSimulation.simulate(overlapping().withBudget(RetryBudget.of(BudgetKind.ENVOY, new EnvoyBudget.Parameters(50, 1))).build());
        assertThat(minimum.attempts()).isEqualTo(7);
        assertThat(minimum.refusedRetries()).isEqualTo(1);
    }
}
