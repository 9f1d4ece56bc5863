package dev.retryworkbench.core.policy;

import dev.retryworkbench.core.Named;

/** How a policy's raw waits grow from one failure to the next. */
public enum BackoffShape implements Named {
    /** w_1 = initial; w_(k+1) = min(maximum, w_k x multiplier): constant with a multiplier of 1. */
    EXPONENTIAL("exponential", "Exponential");

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
}
