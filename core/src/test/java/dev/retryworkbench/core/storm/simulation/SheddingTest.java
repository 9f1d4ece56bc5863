package dev.retryworkbench.core.storm.simulation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import dev.retryworkbench.core.storm.budget.AwsQuota;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.budget.RetryBudget;
import org.junit.jupiter.api.Test;

/**
 * A dependency that sheds load, Retry-After and cancellation, on the three-request scenario with a
 * base latency of 1,000 ms: request 1 runs from 485 to 1,485 ms, request 2 arrives at 1,279 ms while
 * it runs, request 3 at 2,858 ms. With a limit of 1 the dependency rejects request 2's attempts until
 * 1,485 ms.
 */
class SheddingTest {
    private static StormInputs.Builder overlapping() {
        StormInputs.Builder inputs = Scenarios.threeRequests();
        inputs.withBaseLatencyMs(1_000);
        inputs.withAttemptTimeoutMs(5_000);
        return inputs;
    }

    @Test
    void aShedAttemptTakesTheRejectionLatency() {
        // 5 ms: attempts at 1,279, 1,284 and 1,289 ms are all rejected (before 1,485): the SDK's three.
        StormRun fast = StormSimulation.simulate(overlapping().withShedding(new Shedding(1, 5, null)).build());
        assertThat(fast.rejected()).isEqualTo(3);
        assertThat(fast.series().rejected(1)).isEqualTo(3);
        assertThat(fast.series().failures(1)).isEqualTo(3);
        assertThat(fast.attempts()).isEqualTo(5);
        assertThat(fast.succeeded()).isEqualTo(2);
        // 205 ms: rejected at 1,279, again at 1,484 (one ms before request 1 ends), taken at 1,689.
        StormRun justBefore = StormSimulation.simulate(overlapping().withShedding(new Shedding(1, 205, null)).build());
        assertThat(justBefore.rejected()).isEqualTo(2);
        assertThat(justBefore.succeeded()).isEqualTo(3);
        // 206 ms: the retry comes at 1,485, the instant request 1 completes; completions come first.
        StormRun atTheEnd = StormSimulation.simulate(overlapping().withShedding(new Shedding(1, 206, null)).build());
        assertThat(atTheEnd.rejected()).isEqualTo(1);
        assertThat(atTheEnd.succeeded()).isEqualTo(3);
        assertThat(atTheEnd.attempts()).isEqualTo(4);
    }

    @Test
    void aRejectedAttemptIsNotInFlightAndAddsNoLatency() {
        StormInputs.Builder inputs = overlapping().withShedding(new Shedding(1, 5, null));
        inputs.withLatencyPerInFlightMs(100);
        StormRun run = StormSimulation.simulate(inputs.build());
        // Request 2's three attempts are all rejected, so only requests 1 and 3 were served, each alone.
        assertThat(run.series().meanServiceMs(0)).isEqualTo(1_000);
        assertThat(run.series().meanServiceMs(2)).isEqualTo(1_000);
        assertThat(run.series().attemptsStarted(1)).isEqualTo(3);
        assertThat(run.series().meanServiceMs(1)).isNaN();
        assertThat(run.series().inFlight(1)).isZero();
    }

    @Test
    void aRejectionSlowerThanTheTimeoutIsAPlainTimeout() {
        StormInputs.Builder inputs = overlapping().withShedding(new Shedding(1, 300, null));
        inputs.withAttemptTimeoutMs(200);
        inputs.withBaseLatencyMs(150);
        inputs.withSdk(StormInputs.layer(1));
        inputs.withLatencyPerInFlightMs(0);
        // Nothing overlaps at 150 ms, so no rejection: a limit of 1 with 150 ms attempts.
        assertThat(StormSimulation.simulate(inputs.build()).rejected()).isZero();
        StormInputs.Builder slow = overlapping().withShedding(new Shedding(1, 300, null));
        slow.withAttemptTimeoutMs(200);
        slow.withSdk(StormInputs.layer(1));
        // Request 1 times out at 685 but its work runs to 1,485; request 2 is rejected, after 300 > 200 ms: a timeout.
        StormRun run = StormSimulation.simulate(slow.build());
        assertThat(run.rejected()).isZero();
        assertThat(run.series().timeouts(1)).isEqualTo(1);
        assertThat(run.series().failures(1)).isZero();
    }

    @Test
    void retryAfterLengthensTheSdkWaitAfterARejectionOnly() {
        // Retry-After 300 ms: request 2's retry waits max(0, 300): 1,284 + 300 = 1,584, after 1,485: taken.
        StormRun run = StormSimulation.simulate(overlapping().withShedding(new Shedding(1, 5, 300.0)).build());
        assertThat(run.rejected()).isEqualTo(1);
        assertThat(run.succeeded()).isEqualTo(3);
        assertThat(run.attempts()).isEqualTo(4);
        // 150 ms is too short: 1,434 rejected, 1,589 taken.
        StormRun shorter = StormSimulation.simulate(overlapping().withShedding(new Shedding(1, 5, 150.0)).build());
        assertThat(shorter.rejected()).isEqualTo(2);
        assertThat(shorter.succeeded()).isEqualTo(3);
        // A drawn wait longer than the Retry-After stands: constant 400 ms backoff, 1,284 + 400 = 1,684.
        StormInputs.Builder waiting = overlapping().withShedding(new Shedding(1, 5, 300.0));
        waiting.withSdk(RetryPolicy.exponential(3, 400, 400, 1, Jitter.NONE));
        StormRun drawn = StormSimulation.simulate(waiting.build());
        StormInputs.Builder plain = overlapping().withShedding(new Shedding(1, 5, null));
        plain.withSdk(waiting.build().innermost().policy());
        assertThat(drawn).usingRecursiveComparison().isEqualTo(StormSimulation.simulate(plain.build()));
        // Failures that are not rejections keep their waits: an outage under a limit never reached.
        StormRun failing = StormSimulation.simulate(Scenarios.threeRequests().withTrigger(Scenarios.outage(0, 3))
                .withShedding(new Shedding(100, 5, 300.0)).build());
        assertThat(failing).usingRecursiveComparison().isEqualTo(StormSimulation.simulate(Scenarios.threeRequests()
                .withTrigger(Scenarios.outage(0, 3)).build()));
    }

    @Test
    void retryAfterDoesNotTouchTheOuterLayersWaits() {
        // SDK 1 attempt, application 2 with no wait: the application retry after a rejection is immediate.
        StormInputs.Builder inputs = overlapping().withShedding(new Shedding(1, 5, 300.0));
        inputs.withSdk(StormInputs.layer(1));
        inputs.withApplication(StormInputs.layer(2));
        StormRun run = StormSimulation.simulate(inputs.build());
        // 1,279 rejected, 1,284 rejected again (no Retry-After on the application layer), request 2 fails.
        assertThat(run.rejected()).isEqualTo(2);
        assertThat(run.succeeded()).isEqualTo(2);
    }

    @Test
    void cancelOnTimeoutTakesAbandonedWorkOutOfFlightAtTheTimeout() {
        StormInputs.Builder keeps = Scenarios.threeRequests();
        keeps.withBaseLatencyMs(1_000);
        keeps.withAttemptTimeoutMs(100);
        keeps.withSdk(StormInputs.layer(1));
        // Request 1 times out at 585; its work runs to 1,485, so it is in flight at 1 s.
        assertThat(StormSimulation.simulate(keeps.build()).series().inFlight(0)).isEqualTo(1);
        StormInputs.Builder cancels = Scenarios.threeRequests();
        cancels.withBaseLatencyMs(1_000);
        cancels.withAttemptTimeoutMs(100);
        cancels.withSdk(StormInputs.layer(1));
        cancels.withCancelOnTimeout(true);
        StormRun run = StormSimulation.simulate(cancels.build());
        assertThat(run.series().inFlight(0)).isZero();
        assertThat(run.series().timeouts(0)).isEqualTo(1);
        // Cancelled work frees the limit: with a limit of 1, request 2 (1,279) is not rejected.
        cancels.withShedding(new Shedding(1, 5, null));
        assertThat(StormSimulation.simulate(cancels.build()).rejected()).isZero();
        keeps.withShedding(new Shedding(1, 5, null));
        assertThat(StormSimulation.simulate(keeps.build()).rejected()).isEqualTo(1);
    }

    @Test
    void aThrottledRetryCostsTheThrottlingRetryCost() {
        // Capacity 12, throttlingRetryCost 7: request 2's first retry 12 -> 5, its second refused (5 < 7).
        RetryBudget quota = RetryBudget.of(BudgetKind.AWS_QUOTA, new AwsQuota.Parameters(12, 5, 10, 1, 7));
        StormSimulation simulation = Scenarios.simulation(overlapping().withShedding(new Shedding(1, 5, null))
                .withBudget(quota).build());
        assertThat(simulation.result().rejected()).isEqualTo(2);
        assertThat(simulation.result().refusedRetries()).isEqualTo(1);
        // Requests 1 and 3 succeed first time: +1 each, 5 -> 7.
        assertThat(simulation.budgetBalance(0)).isEqualTo(7);
    }
}
