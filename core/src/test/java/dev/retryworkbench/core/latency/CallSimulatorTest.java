package dev.retryworkbench.core.latency;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.policy.Backoff;
import dev.retryworkbench.core.policy.Hedging;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import org.junit.jupiter.api.Test;

/**
 * Each policy's semantics on hand-derived calls: every attempt takes exactly 100 ms (a flat curve), so only the
 * failure draws are random, and they are made certain with a failure probability of 0 or 0.9999999 (a draw of
 * 0.9999999 or more did not come up for these seeds), and waits without jitter: 25 ms, then 50 ms.
 */
class CallSimulatorTest {
    private static final double NO_TIMEOUT = Double.POSITIVE_INFINITY;
    private static final double ALMOST_ALWAYS = 0.9999999;

    private static LatencyInputs inputs(double failureProbability, Double failureAfterMs, double deadlineMs) {
        return new LatencyInputs(new LatencyCurve(100, 100, 100, 100, 100, 100), failureProbability, failureAfterMs,
                RetryPolicy.exponential(3, 25, 250, 2, Jitter.NONE), null, deadlineMs, Hedging.OFF, 250, 2, 1000, 42,
                0.05);
    }

    private static Backoff waits() {
        return Backoff.inMilliseconds(RetryPolicy.exponential(3, 25, 250, 2, Jitter.NONE));
    }

    private static CallSimulator run(LatencyInputs inputs, CallPolicy policy) {
        CallSimulator call = new CallSimulator(inputs, policy.attempts());
        CallDraws draws = new CallDraws(inputs, policy.attempts());
        draws.call(0);
        call.run(policy, draws);
        return call;
    }

    private static void assertCall(CallSimulator call, boolean succeeded, double endMs, int attempts, double timeMs) {
        assertThat(call.succeeded).as("succeeded").isEqualTo(succeeded);
        assertThat(call.endMs).as("end").isEqualTo(endMs);
        assertThat(call.attemptsStarted).as("attempts").isEqualTo(attempts);
        assertThat(call.attemptTimeMs).as("attempt time").isEqualTo(timeMs);
    }

    @Test
    void withoutHedgingAnAttemptAtItsPerTryTimeoutIsCutAndRetriedAfterTheBackoff() {
        // [0, 50] cut, wait 25, [75, 125] cut, wait 50, [175, 225] cut: the call fails at 225.
        CallPolicy cutAt50 = new CallPolicy(Hedging.OFF, 3, 50, 0, waits());
        assertCall(run(inputs(0, null, 2000), cutAt50), false, 225, 3, 150);
        // The deadline at 200 cuts the third attempt after 25 ms and ends the call there.
        assertCall(run(inputs(0, null, 200), cutAt50), false, 200, 3, 125);
        // Without a per-try timeout the first attempt succeeds.
        assertCall(run(inputs(0, null, 2000), new CallPolicy(Hedging.OFF, 3, NO_TIMEOUT, 0, waits())), true, 100, 1,
                100);
    }

    @Test
    void failuresAreRetriedAfterTheBackoffUntilTheLimit() {
        // A failure arrives after 10 ms: [0, 10], wait 25, [35, 45], wait 50, [95, 105].
        assertCall(run(inputs(ALMOST_ALWAYS, 10.0, 2000), new CallPolicy(Hedging.OFF, 3, NO_TIMEOUT, 0, waits())),
                false, 105, 3, 30);
    }

    @Test
    void hedgingAfterADelayStartsAnotherAttemptEveryDelayAndCancelsTheRestOnTheFirstSuccess() {
        // Starts at 0, 30 and 60; the first succeeds at 100, the others are cancelled after 70 and 40 ms.
        assertCall(run(inputs(0, null, 2000), new CallPolicy(Hedging.DELAY, 3, NO_TIMEOUT, 30, waits())), true, 100,
                3, 210);
        // gRPC without a hedging delay: all three at once.
        assertCall(run(inputs(0, null, 2000), new CallPolicy(Hedging.DELAY, 3, NO_TIMEOUT, 0, waits())), true, 100, 3,
                300);
        // A success exactly when the next hedge is due comes first: no second attempt.
        assertCall(run(inputs(0, null, 2000), new CallPolicy(Hedging.DELAY, 3, NO_TIMEOUT, 100, waits())), true, 100,
                1, 100);
    }

    @Test
    void hedgingAfterADelayStartsTheNextAttemptAtOnceWhenOneFails() {
        // [0, 10] fails, [10, 20] starts at once and fails, [20, 30] too; no attempt is left.
        assertCall(run(inputs(ALMOST_ALWAYS, 10.0, 2000), new CallPolicy(Hedging.DELAY, 3, NO_TIMEOUT, 30, waits())),
                false, 30, 3, 30);
    }

    @Test
    void envoysHedgeOnPerTryTimeoutKeepsTheSlowAttemptRunning() {
        // [0, 100]: per-try timeout at 40, retry after 25 at 65 (its own timeout at 105 never comes); the first
        // attempt succeeds at 100 and the second is cancelled after 35 ms.
        assertCall(run(inputs(0, null, 2000), new CallPolicy(Hedging.ON_PER_TRY_TIMEOUT, 3, 40, 0, waits())), true,
                100, 2, 135);
        // Per-try timeout 20: retries at 20 + 25 = 45 and 65 + 50 = 115; the first attempt wins at 100 before the third.
        assertCall(run(inputs(0, null, 2000), new CallPolicy(Hedging.ON_PER_TRY_TIMEOUT, 3, 20, 0, waits())), true,
                100, 2, 155);
    }

    @Test
    void underEnvoysHedgingAFailureBeforeThePerTryTimeoutIsRetriedAndOneAfterItStartsNothing() {
        // Failures at 10 ms, before the 40 ms per-try timeout: as plain retries, [0, 10], [35, 45], [95, 105].
        assertCall(run(inputs(ALMOST_ALWAYS, 10.0, 2000), new CallPolicy(Hedging.ON_PER_TRY_TIMEOUT, 3, 40, 0,
                waits())), false, 105, 3, 30);
        // Failures at 150 ms: [0, 150] times out at 40, retry at 65; [65, 215] times out at 105, retry at 155;
        // [155, 305]. Their failures start nothing; the last ends the call at 305.
        assertCall(run(inputs(ALMOST_ALWAYS, 150.0, 2000), new CallPolicy(Hedging.ON_PER_TRY_TIMEOUT, 3, 40, 0,
                waits())), false, 305, 3, 450);
        // The deadline at 200 cuts the two attempts running then: 150 + 135 + 45.
        assertCall(run(inputs(ALMOST_ALWAYS, 150.0, 200), new CallPolicy(Hedging.ON_PER_TRY_TIMEOUT, 3, 40, 0,
                waits())), false, 200, 3, 330);
    }
}
