package dev.retryworkbench.core.policy;

import dev.retryworkbench.core.Named;
import dev.retryworkbench.core.random.SplitMix64;

/**
 * How a raw backoff is randomised: one PRNG draw per backoff, in timeline order, on whole
 * milliseconds for traces ({@link #draw}) and as exact bounds on real seconds for schedules
 * ({@link #min}, {@link #mean}, {@link #max}).
 */
public enum Jitter implements Named {
    NONE("none", "No jitter"),
    FULL("full", "Full jitter"),
    EQUAL("equal", "Equal jitter");

    private final String id;
    private final String label;

    Jitter(String id, String label) {
        this.id = id;
        this.label = label;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String label() {
        return label;
    }

    /** Returns the kind with this id, or null. */
    public static Jitter fromId(String id) {
        return Named.byId(values(), id);
    }

    /** Returns true when a wait takes a PRNG draw, false when it is the raw wait itself. */
    public boolean draws() {
        return this != NONE;
    }

    /**
     * Returns the wait for a raw backoff of {@code raw} whole milliseconds, drawing once unless there
     * is no jitter: full uniformInt(0, raw); equal h + uniformInt(0, raw - h) with h = floor(raw / 2).
     */
    public int draw(int raw, SplitMix64 random) {
        // Comparisons, not a switch on the enum: TeaVM compiles such a switch to an extra lookup class.
        if (this == FULL) {
            return random.uniformInt(0, raw);
        }
        if (this == EQUAL) {
            int half = raw / 2;
            return half + random.uniformInt(0, raw - half);
        }
        return raw;
    }

    /**
     * Returns the shortest wait a draw can give for a raw backoff of whole milliseconds. Every draw is
     * uniformInt(least, raw): h + uniformInt(0, raw - h) is uniformInt(h, raw).
     */
    public int least(int raw) {
        if (this == FULL) {
            return 0;
        }
        return this == EQUAL ? raw / 2 : raw;
    }

    /** Returns the shortest wait for a raw wait on a continuous scale (the planner's seconds). */
    public double min(double raw) {
        if (this == FULL) {
            return 0;
        }
        return this == EQUAL ? raw / 2 : raw;
    }

    /** Returns the expected wait for a raw wait on a continuous scale: full raw / 2, equal 3 raw / 4. */
    public double mean(double raw) {
        if (this == FULL) {
            return raw / 2;
        }
        return this == EQUAL ? raw * 0.75 : raw;
    }

    /** Returns the longest wait for a raw wait: the raw wait itself, under every kind. */
    public double max(double raw) {
        return raw;
    }
}
