package dev.retryworkbench.core.policy;

import dev.retryworkbench.core.random.SplitMix64;

/**
 * The waits of one {@link RetryPolicy}, as a function of the failure number: the one place where
 * every tool turns a policy into waits. The raw waits are computed once, iteratively in double
 * arithmetic (never with {@code Math.pow}, whose last bit differs between platforms), so a trace or
 * a schedule asks for any of them in constant time.
 */
public final class Backoff {
    private final RetryPolicy policy;
    /** raw[k - 1] is the raw wait after the k-th failed attempt, k = 1 .. attempts - 1. */
    private final double[] raw;

    private Backoff(RetryPolicy policy) {
        this.policy = policy;
        raw = new double[policy.attempts() - 1];
        double wait = policy.initial();
        for (int k = 0; k < raw.length; k++) {
            raw[k] = wait;
            // Once at the cap the wait stays there: min(max, max x multiplier) is max.
            wait = wait < policy.maximum() ? Math.min(policy.maximum(), wait * policy.multiplier()) : wait;
        }
    }

    /** Returns the waits of {@code policy}. */
    public static Backoff of(RetryPolicy policy) {
        return new Backoff(policy);
    }

    /** Returns the policy these waits belong to. */
    public RetryPolicy policy() {
        return policy;
    }

    /** Returns how many waits one full run of the policy has: one after each failed attempt but the last. */
    public int count() {
        return raw.length;
    }

    /** Returns the raw wait after the {@code k}-th failed attempt, k = 1 .. attempts - 1, unrounded. */
    public double raw(int k) {
        if (k < 1 || k > raw.length) {
            throw new IllegalArgumentException("backoff " + k + " is outside 1.." + raw.length);
        }
        return raw[k - 1];
    }

    /** Returns the raw wait after the {@code k}-th failed attempt in whole units (milliseconds): its floor. */
    public int rawWhole(int k) {
        return (int) Math.floor(raw(k));
    }

    /**
     * Returns the wait after the {@code k}-th failed attempt in whole milliseconds, drawing from
     * {@code random} as the jitter kind says. {@code previous} is the wait this layer took before
     * (0 before its first), the state that decorrelated jitter kinds grow from.
     */
    public int next(int k, int previous, SplitMix64 random) {
        return policy.jitter().draw(rawWhole(k), random);
    }

    /** Returns the shortest wait {@link #next} can give after the {@code k}-th failed attempt. */
    public int least(int k) {
        return policy.jitter().least(rawWhole(k));
    }

    /** Returns the sum of the whole raw waits of one full run: the worst case the jitter allows. */
    public double totalWhole() {
        double total = 0;
        for (int k = 1; k <= raw.length; k++) {
            total += rawWhole(k);
        }
        return total;
    }
}
