package dev.retryworkbench.core.storm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import org.junit.jupiter.api.Test;

/**
 * A dependency that sheds load, Retry-After and cancellation, on the three-request scenario with a
 * base latency of 1,000 ms: request 1 runs from 485 to 1,485 ms, request 2 arrives at 1,279 ms while
 * it runs, request 3 at 2,858 ms. With a limit of 1 the dependency rejects request 2's attempts until
 * 1,485 ms.
 */
class SheddingTest {
    private static Inputs overlapping() {
        Inputs inputs = Inputs.threeRequests();
        inputs.baseMs = 1_000;
        inputs.timeoutMs = 5_000;
        return inputs;
    }

    @Test
    void aShedAttemptTakesTheRejectionLatency() {
        // 5 ms: attempts at 1,279, 1,284 and 1,289 ms are all rejected (before 1,485): the SDK's three.
        StormRun fast = overlapping().shedding(1, 5, null).run();
        assertThat(fast.rejected()).isEqualTo(3);
        assertThat(fast.series().rejected(1)).isEqualTo(3);
        assertThat(fast.series().failures(1)).isEqualTo(3);
        assertThat(fast.attempts()).isEqualTo(5);
        assertThat(fast.succeeded()).isEqualTo(2);
        // 205 ms: rejected at 1,279, again at 1,484 (one ms before request 1 ends), taken at 1,689.
        StormRun justBefore = overlapping().shedding(1, 205, null).run();
        assertThat(justBefore.rejected()).isEqualTo(2);
        assertThat(justBefore.succeeded()).isEqualTo(3);
        // 206 ms: the retry comes at 1,485, the instant request 1 completes; completions come first.
        StormRun atTheEnd = overlapping().shedding(1, 206, null).run();
        assertThat(atTheEnd.rejected()).isEqualTo(1);
        assertThat(atTheEnd.succeeded()).isEqualTo(3);
        assertThat(atTheEnd.attempts()).isEqualTo(4);
    }

    @Test
    void aRejectedAttemptIsNotInFlightAndAddsNoLatency() {
        Inputs inputs = overlapping().shedding(1, 5, null);
        inputs.perInFlightMs = 100;
        StormRun run = inputs.run();
        // Request 2's three attempts are all rejected, so only requests 1 and 3 were served, each alone.
        assertThat(run.series().meanServiceMs(0)).isEqualTo(1_000);
        assertThat(run.series().meanServiceMs(2)).isEqualTo(1_000);
        assertThat(run.series().attemptsStarted(1)).isEqualTo(3);
        assertThat(run.series().meanServiceMs(1)).isNaN();
        assertThat(run.series().inFlight(1)).isZero();
    }

    @Test
    void aRejectionSlowerThanTheTimeoutIsAPlainTimeout() {
        Inputs inputs = overlapping().shedding(1, 300, null);
        inputs.timeoutMs = 200;
        inputs.baseMs = 150;
        inputs.sdk = StormInputs.layer(1);
        inputs.perInFlightMs = 0;
        // Nothing overlaps at 150 ms, so no rejection: a limit of 1 with 150 ms attempts.
        assertThat(inputs.run().rejected()).isZero();
        Inputs slow = overlapping().shedding(1, 300, null);
        slow.timeoutMs = 200;
        slow.sdk = StormInputs.layer(1);
        // Request 1 times out at 685 but its work runs to 1,485; request 2 is rejected, after 300 > 200 ms: a timeout.
        StormRun run = slow.run();
        assertThat(run.rejected()).isZero();
        assertThat(run.series().timeouts(1)).isEqualTo(1);
        assertThat(run.series().failures(1)).isZero();
    }

    @Test
    void retryAfterLengthensTheSdkWaitAfterARejectionOnly() {
        // Retry-After 300 ms: request 2's retry waits max(0, 300): 1,284 + 300 = 1,584, after 1,485: taken.
        StormRun run = overlapping().shedding(1, 5, 300.0).run();
        assertThat(run.rejected()).isEqualTo(1);
        assertThat(run.succeeded()).isEqualTo(3);
        assertThat(run.attempts()).isEqualTo(4);
        // 150 ms is too short: 1,434 rejected, 1,589 taken.
        StormRun shorter = overlapping().shedding(1, 5, 150.0).run();
        assertThat(shorter.rejected()).isEqualTo(2);
        assertThat(shorter.succeeded()).isEqualTo(3);
        // A drawn wait longer than the Retry-After stands: constant 400 ms backoff, 1,284 + 400 = 1,684.
        Inputs waiting = overlapping().shedding(1, 5, 300.0);
        waiting.sdk = RetryPolicy.exponential(3, 400, 400, 1, Jitter.NONE);
        StormRun drawn = waiting.run();
        Inputs plain = overlapping().shedding(1, 5, null);
        plain.sdk = waiting.sdk;
        assertThat(drawn).usingRecursiveComparison().isEqualTo(plain.run());
        // Failures that are not rejections keep their waits: an outage under a limit never reached.
        StormRun failing = Inputs.threeRequests().outage(0, 3).shedding(100, 5, 300.0).run();
        assertThat(failing).usingRecursiveComparison().isEqualTo(Inputs.threeRequests().outage(0, 3).run());
    }

    @Test
    void retryAfterDoesNotTouchTheOuterLayersWaits() {
        // SDK 1 attempt, application 2 with no wait: the application retry after a rejection is immediate.
        Inputs inputs = overlapping().shedding(1, 5, 300.0);
        inputs.sdk = StormInputs.layer(1);
        inputs.application = StormInputs.layer(2);
        StormRun run = inputs.run();
        // 1,279 rejected, 1,284 rejected again (no Retry-After on the application layer), request 2 fails.
        assertThat(run.rejected()).isEqualTo(2);
        assertThat(run.succeeded()).isEqualTo(2);
    }

    @Test
    void cancelOnTimeoutTakesAbandonedWorkOutOfFlightAtTheTimeout() {
        Inputs keeps = Inputs.threeRequests();
        keeps.baseMs = 1_000;
        keeps.timeoutMs = 100;
        keeps.sdk = StormInputs.layer(1);
        // Request 1 times out at 585; its work runs to 1,485, so it is in flight at 1 s.
        assertThat(keeps.run().series().inFlight(0)).isEqualTo(1);
        Inputs cancels = Inputs.threeRequests();
        cancels.baseMs = 1_000;
        cancels.timeoutMs = 100;
        cancels.sdk = StormInputs.layer(1);
        cancels.cancel = true;
        StormRun run = cancels.run();
        assertThat(run.series().inFlight(0)).isZero();
        assertThat(run.series().timeouts(0)).isEqualTo(1);
        // Cancelled work frees the limit: with a limit of 1, request 2 (1,279) is not rejected.
        cancels.shedding = new Shedding(1, 5, null);
        assertThat(cancels.run().rejected()).isZero();
        keeps.shedding = new Shedding(1, 5, null);
        assertThat(keeps.run().rejected()).isEqualTo(1);
    }

    @Test
    void aThrottledRetryCostsTheThrottlingRetryCost() {
        // Capacity 12, throttlingRetryCost 7: request 2's first retry 12 -> 5, its second refused (5 < 7).
        RetryBudget quota = new RetryBudget(BudgetKind.AWS_QUOTA, 12, 5, 10, 1, 10, 0.1, 0.1, 0.1)
                .withCosts(5, 10, 7);
        StormSimulation simulation = overlapping().shedding(1, 5, null).budget(quota).simulation();
        assertThat(simulation.result().rejected()).isEqualTo(2);
        assertThat(simulation.result().refusedRetries()).isEqualTo(1);
        // Requests 1 and 3 succeed first time: +1 each, 5 -> 7.
        assertThat(simulation.budgetBalance(0)).isEqualTo(7);
    }
}
