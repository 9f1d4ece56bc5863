package dev.retryworkbench.core.policy;

import java.util.Objects;

/**
 * One layer's retry policy, in any time unit (the workbench's whole milliseconds, the planner's
 * seconds): how many attempts it makes, including the first, and how it waits between them. The
 * tools check their inputs with their own fields, whose messages people read; this only guards the
 * model's own invariants.
 *
 * @param attempts   the attempt limit, at least 1; 1 means the layer does not retry
 * @param shape      how the raw waits grow
 * @param initial    the raw wait after the first failed attempt, at least 0
 * @param maximum    the cap on every wait, at least {@code initial}
 * @param multiplier the factor between consecutive raw waits, at least 1
 * @param jitter     how each raw wait is randomised
 * @param jitterLow  the lower factor of proportional jitter, 0 to {@code jitterHigh}
 * @param jitterHigh the upper factor of proportional jitter, up to 2
 */
public record RetryPolicy(int attempts, BackoffShape shape, double initial, double maximum, double multiplier,
        Jitter jitter, double jitterLow, double jitterHigh) {
    /** The largest proportional jitter factor. */
    public static final double MAX_JITTER_FACTOR = 2;

    /** Creates a policy; throws {@link IllegalArgumentException} when a value breaks the model. */
    public RetryPolicy {
        Objects.requireNonNull(shape, "shape");
        Objects.requireNonNull(jitter, "jitter");
        if (attempts < 1 || !(initial >= 0) || !(maximum >= initial) || !(multiplier >= 1)
                || Double.isInfinite(maximum) || Double.isInfinite(multiplier)
                || !(jitterLow >= 0) || !(jitterHigh >= jitterLow) || jitterHigh > MAX_JITTER_FACTOR) {
            throw new IllegalArgumentException("not a retry policy: attempts " + attempts + ", waits from "
                    + (long) initial + " to " + (long) maximum);
        }
    }

    /** Returns an exponential policy under a jitter kind without factors. */
    public static RetryPolicy exponential(int attempts, double initial, double maximum, double multiplier,
            Jitter jitter) {
        return new RetryPolicy(attempts, BackoffShape.EXPONENTIAL, initial, maximum, multiplier, jitter, 1, 1);
    }

    /** Returns true when this policy retries, that is, its attempt limit is above 1. */
    public boolean retries() {
        return attempts > 1;
    }

    /** Returns true when two runs of this policy can wait differently: it retries, with a draw per wait. */
    public boolean randomised() {
        return retries() && (jitter.draws() || shape == BackoffShape.POLYNOMIAL);
    }
}
