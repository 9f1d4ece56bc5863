package dev.retryworkbench.core.policy;

import dev.retryworkbench.core.Named;

/** How a policy hedges (the latency planner, a config's hedging), as the worksheet's {@code hedging} member names it. */
public enum Hedging implements Named {
    /** No hedging: an attempt that reaches the per-try timeout is cut, a failure retried after the backoff. */
    OFF("off", "Off"),
    /**
     * gRPC's {@code hedgingPolicy} and Polly's hedging: the first attempt at 0, another every delay while none has
     * succeeded and fewer than the maximum have started; a failed or cut attempt starts the next at once.
     * Written in a worksheet as the object {@code {"delayMs", "maxAttempts"}}.
     */
    DELAY(Hedging.MEMBERS, "After a fixed delay (gRPC, Polly)"),
    /**
     * Envoy's {@code hedge_on_per_try_timeout}: an attempt that reaches the per-try timeout keeps running while a
     * retry starts after the backoff.
     */
    ON_PER_TRY_TIMEOUT("on-per-try-timeout", "On per-try timeout (Envoy)");

    /**
     * The id of {@link #DELAY}: the form's {@code ChoiceField.MEMBERS}, which the policy model, standing below the
     * form, cannot import (LatencyPresetTest checks they agree).
     */
    static final String MEMBERS = "members";

    private final String id;
    private final String label;

    Hedging(String id, String label) {
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
    public static Hedging fromId(String id) {
        return Named.byId(values(), id);
    }
}
