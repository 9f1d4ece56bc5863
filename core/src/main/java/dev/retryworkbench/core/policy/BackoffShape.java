package dev.retryworkbench.core.policy;

import dev.retryworkbench.core.Named;

/** How a policy's raw waits grow from one failure to the next. */
public enum BackoffShape implements Named {
    /** w_1 = initial; w_(k+1) = min(maximum, w_k x multiplier): constant with a multiplier of 1. */
    EXPONENTIAL("exponential", "Exponential"),
    /**
     * Sidekiq's default: raw_k = ((k - 1)^4 + 15) s plus its own draw uniformInt(0, 10k - 1) s, capped at
     * the maximum. Initial backoff, multiplier and the jitter kind do not apply.
     */
    POLYNOMIAL("polynomial", "Polynomial (Sidekiq)");

    private final String id;
    private final String label;

    BackoffShape(String id, String label) {
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

    /** Returns the shape with this id, or null. */
    public static BackoffShape fromId(String id) {
        return Named.byId(values(), id);
    }
}
