package dev.retryworkbench.core.policy;

import dev.retryworkbench.core.Named;

/**
 * How a policy randomises its waits: one PRNG draw per backoff, in timeline order. The arithmetic of
 * each kind lives in {@link Backoff}, next to the raw waits it draws from.
 */
public enum Jitter implements Named {
    /** The raw wait itself. */
    NONE("none", "No jitter"),
    /** uniformInt(0, raw). */
    FULL("full", "Full jitter"),
    /** h + uniformInt(0, raw - h), h = floor(raw / 2). */
    EQUAL("equal", "Equal jitter"),
    /** AWS Architecture Blog (2015): s_k = min(maximum, uniformInt(initial, 3 x s_(k-1))), s_0 = initial. */
    DECORRELATED("decorrelated", "Decorrelated jitter"),
    /** floor(raw x (low + (high - low) x unit())), with the policy's two factors. */
    PROPORTIONAL("proportional", "Proportional jitter");

    /** The kinds of version 1, which a page-wide jitter select offers. */
    public static final Jitter[] VERSION_1 = {NONE, FULL, EQUAL};

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
}
