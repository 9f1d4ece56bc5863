package dev.retryworkbench.core.latency;

import dev.retryworkbench.core.policy.Hedging;
import dev.retryworkbench.core.policy.RetryPolicy;
import java.util.Objects;

/**
 * The latency planner's inputs, checked at construction with the fields of {@link LatencyFields}. Optional
 * inputs are null when not entered.
 *
 * @param curve              the attempt latency's quantile function
 * @param failureProbability the chance that an attempt fails, below 1
 * @param failureAfterMs     how long a failed attempt takes, or null for as long as its latency draw
 * @param policy             the attempt limit and backoff (in ms) of the retrying policy
 * @param perTryTimeoutMs    the per-try timeout, or null for none
 * @param deadlineMs         the call's deadline
 * @param hedging            how the entered policy hedges
 * @param hedgeDelayMs       the hedging delay (hedging after a delay)
 * @param hedgeMaxAttempts   the most hedged attempts per call (hedging after a delay)
 * @param calls              calls per row
 * @param seed               the first stream's seed, a whole number
 * @param extraLoadLimit     the share of extra attempts the suggested hedging delay keeps within
 */
public record LatencyInputs(LatencyCurve curve, double failureProbability, Double failureAfterMs, RetryPolicy policy,
        Double perTryTimeoutMs, double deadlineMs, Hedging hedging, double hedgeDelayMs, int hedgeMaxAttempts,
        int calls, double seed, double extraLoadLimit) {
    /** Checks every value with its field; throws {@link IllegalArgumentException} with the form's message. */
    public LatencyInputs {
        Objects.requireNonNull(curve, "curve");
        Objects.requireNonNull(policy, "policy");
        Objects.requireNonNull(hedging, "hedging");
        LatencyFields.FAILURE_PROBABILITY.require(failureProbability);
        if (failureProbability >= 1) {
            throw new IllegalArgumentException("a failure probability must be below 1");
        }
        if (failureAfterMs != null) {
            LatencyFields.FAILURE_AFTER.require(failureAfterMs);
        }
        LatencyFields.ATTEMPTS.require(policy.attempts());
        if (perTryTimeoutMs != null) {
            LatencyFields.PER_TRY_TIMEOUT.require(perTryTimeoutMs);
        } else if (hedging == Hedging.ON_PER_TRY_TIMEOUT) {
            throw new IllegalArgumentException(LatencyFields.perTryRequiredMessage());
        }
        LatencyFields.DEADLINE.require(deadlineMs);
        LatencyFields.HEDGE_DELAY.require(hedgeDelayMs);
        LatencyFields.HEDGE_MAX_ATTEMPTS.require(hedgeMaxAttempts);
        LatencyFields.CALLS.require(calls);
        LatencyFields.SEED.require(seed);
        LatencyFields.EXTRA_LOAD_LIMIT.require(extraLoadLimit * 100);
    }

    /** Returns the per-try timeout in ms, infinite for none. */
    double perTryMs() {
        return perTryTimeoutMs == null ? Double.POSITIVE_INFINITY : perTryTimeoutMs;
    }
}
