package dev.retryworkbench.core.policy;

import dev.retryworkbench.core.random.SplitMix64;

/**
 * The waits of one {@link RetryPolicy} as a function of the failure number: the one place where
 * every tool turns a policy into waits. The raw waits are computed once, iteratively in double
 * arithmetic (never with {@code Math.pow}, whose last bit differs between platforms), so a trace or
 * a schedule asks for any of them in constant time. Waits are doubles holding whole numbers of the
 * policy's unit: exact below 2^53, and far past the 2^31 an {@code int} would stop at.
 */
public final class Backoff {
    private final RetryPolicy policy;
    /** One second in the policy's unit: the polynomial shape is defined in seconds. */
    private final double second;
    /** raw[k - 1] is the raw wait after the k-th failed attempt, k = 1 .. attempts - 1. */
    private final double[] raw;

    private Backoff(RetryPolicy policy, double second) {
        this.policy = policy;
        this.second = second;
        raw = new double[policy.attempts() - 1];
        double max = policy.maximum();
        if (policy.shape() == BackoffShape.POLYNOMIAL) {
            for (int k = 1; k <= raw.length; k++) {
                double n = k - 1;
                raw[k - 1] = Math.min(max, (n * n * n * n + 15) * second);
            }
            return;
        }
        // Decorrelated waits grow by 3 at most, from the initial wait: its raw wait is the largest draw.
        double factor = policy.jitter() == Jitter.DECORRELATED ? 3 : policy.multiplier();
        double wait = policy.jitter() == Jitter.DECORRELATED ? Math.min(max, policy.initial() * 3) : policy.initial();
        for (int k = 0; k < raw.length; k++) {
            raw[k] = wait;
            // Once at the cap the wait stays there: min(max, max x factor) is max.
            wait = wait < max ? Math.min(max, wait * factor) : wait;
        }
    }

    /** Returns the waits of a policy in whole milliseconds, as traces and simulations use them. */
    public static Backoff inMilliseconds(RetryPolicy policy) {
        return new Backoff(policy, 1000);
    }

    /** Returns the waits of a policy in seconds, as the planner's schedule uses them. */
    public static Backoff inSeconds(RetryPolicy policy) {
        return new Backoff(policy, 1);
    }

    /** Returns the policy these waits belong to. */
    public RetryPolicy policy() {
        return policy;
    }

    /** Returns how many waits one full run of the policy has: one after each failed attempt but the last. */
    public int count() {
        return raw.length;
    }

    /**
     * Returns the raw wait after the {@code k}-th failed attempt, k = 1 .. attempts - 1, unrounded:
     * the shape's wait before jitter; for decorrelated jitter its largest draw, min(max, initial x 3^k).
     */
    public double raw(int k) {
        if (k < 1 || k > raw.length) {
            throw new IllegalArgumentException("backoff " + k + " is outside 1.." + raw.length);
        }
        return raw[k - 1];
    }

    /** Returns the raw wait after the {@code k}-th failed attempt in whole units: its floor. */
    public double rawWhole(int k) {
        return Math.floor(raw(k));
    }

    /**
     * Returns the wait after the {@code k}-th failed attempt in whole units, drawing once from
     * {@code random} unless the policy has no jitter. {@code previous} is the wait this run of the
     * policy took after failure k - 1; decorrelated jitter grows from it (its first wait from the
     * initial backoff), so a new run of the policy starts afresh.
     */
    public double next(int k, double previous, SplitMix64 random) {
        double whole = rawWhole(k);
        if (policy.shape() == BackoffShape.POLYNOMIAL) {
            return Math.min(policy.maximum(), whole + uniform(random, 0, 10.0 * k - 1) * second);
        }
        Jitter jitter = policy.jitter();
        // Comparisons, not a switch on the enum: TeaVM compiles such a switch to an extra lookup class.
        if (jitter == Jitter.FULL) {
            return uniform(random, 0, whole);
        }
        if (jitter == Jitter.EQUAL) {
            double half = Math.floor(whole / 2);
            return half + uniform(random, 0, whole - half);
        }
        if (jitter == Jitter.DECORRELATED) {
            double initial = Math.floor(policy.initial());
            double from = k == 1 ? initial : previous;
            return Math.min(Math.floor(policy.maximum()), uniform(random, initial, 3 * from));
        }
        if (jitter == Jitter.PROPORTIONAL) {
            double low = policy.jitterLow();
            return Math.floor(whole * (low + (policy.jitterHigh() - low) * random.unit()));
        }
        return whole;
    }

    /**
     * Returns the shortest wait {@link #next} can give after the {@code k}-th failed attempt, in whole
     * units: none and polynomial the raw wait, full 0, equal floor(raw / 2), decorrelated the initial
     * backoff, proportional floor(raw x low).
     */
    public double least(int k) {
        double whole = rawWhole(k);
        if (policy.shape() == BackoffShape.POLYNOMIAL) {
            return whole;
        }
        Jitter jitter = policy.jitter();
        if (jitter == Jitter.FULL) {
            return 0;
        }
        if (jitter == Jitter.EQUAL) {
            return Math.floor(whole / 2);
        }
        if (jitter == Jitter.DECORRELATED) {
            return Math.floor(policy.initial());
        }
        if (jitter == Jitter.PROPORTIONAL) {
            return Math.floor(whole * policy.jitterLow());
        }
        return whole;
    }

    /**
     * Returns true when every draw of {@link #next} is uniformInt({@link #least}, {@link #rawWhole}), as
     * under full and equal jitter, so a run's draws can be summed in one tight loop.
     */
    public boolean uniformBetweenLeastAndRaw() {
        Jitter jitter = policy.jitter();
        return policy.shape() == BackoffShape.EXPONENTIAL && (jitter == Jitter.FULL || jitter == Jitter.EQUAL);
    }

    /**
     * Returns the next decorrelated wait on a continuous scale (the planner's seconds), drawing once:
     * min(maximum, initial + unit() x (3 x previous - initial)), the recurrence of {@link #next} with
     * uniformInt's whole units replaced by a uniform real, so sub-second waits are not rounded away.
     * {@code previous} is the wait before it in this run of the policy: the initial backoff for the
     * first wait. Only + - * / and min, so every platform draws the same waits.
     */
    public double nextDecorrelatedContinuous(double previous, SplitMix64 random) {
        double initial = policy.initial();
        return Math.min(policy.maximum(), initial + random.unit() * (3 * previous - initial));
    }

    /** Returns the shortest wait after failure {@code k} on a continuous scale (the planner's seconds). */
    public double min(int k) {
        double r = raw(k);
        Jitter jitter = policy.jitter();
        if (jitter == Jitter.FULL) {
            return 0;
        }
        if (jitter == Jitter.EQUAL) {
            return r / 2;
        }
        if (jitter == Jitter.DECORRELATED) {
            return policy.initial();
        }
        return jitter == Jitter.PROPORTIONAL ? r * policy.jitterLow() : r;
    }

    /**
     * Returns the expected wait after failure {@code k} on a continuous scale: full raw / 2, equal
     * 3 raw / 4, proportional (low + high) / 2 x raw; NaN for decorrelated jitter, whose mean has no
     * closed form here and is estimated from seeded draws instead.
     */
    public double mean(int k) {
        double r = raw(k);
        Jitter jitter = policy.jitter();
        if (jitter == Jitter.FULL) {
            return r / 2;
        }
        if (jitter == Jitter.EQUAL) {
            return r * 0.75;
        }
        if (jitter == Jitter.DECORRELATED) {
            return Double.NaN;
        }
        return jitter == Jitter.PROPORTIONAL ? r * ((policy.jitterLow() + policy.jitterHigh()) / 2) : r;
    }

    /** Returns the longest wait after failure {@code k} on a continuous scale. */
    public double max(int k) {
        double r = raw(k);
        return policy.jitter() == Jitter.PROPORTIONAL ? r * policy.jitterHigh() : r;
    }

    /**
     * Returns the longest wait {@link #next} can give after the {@code k}-th failed attempt, in whole
     * units, as the closed-form worst case takes it (specification, Part 4): the raw wait for none, full
     * and equal jitter and the decorrelated bound, floor(raw x high) for proportional jitter (above the
     * raw wait when high &gt; 1), and the polynomial shape's largest draw, raw + (10k - 1) s up to the maximum.
     */
    public double largest(int k) {
        double whole = rawWhole(k);
        if (policy.shape() == BackoffShape.POLYNOMIAL) {
            return Math.min(policy.maximum(), whole + (10.0 * k - 1) * second);
        }
        return policy.jitter() == Jitter.PROPORTIONAL ? Math.floor(whole * policy.jitterHigh()) : whole;
    }

    /** Returns the sum of {@link #largest} over one full run: the closed-form worst case's waits. */
    public double totalLargest() {
        double total = 0;
        for (int k = 1; k <= raw.length; k++) {
            total += largest(k);
        }
        return total;
    }

    /** Returns the sum of the whole raw waits of one full run. */
    public double totalWhole() {
        double total = 0;
        for (int k = 1; k <= raw.length; k++) {
            total += rawWhole(k);
        }
        return total;
    }

    /** uniformInt(lo, hi) of the PRNG contract on whole numbers held in doubles. */
    private static double uniform(SplitMix64 random, double lo, double hi) {
        return lo + Math.floor(random.unit() * (hi - lo + 1));
    }
}
