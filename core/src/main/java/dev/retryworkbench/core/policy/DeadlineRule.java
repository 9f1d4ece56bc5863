package dev.retryworkbench.core.policy;

import dev.retryworkbench.core.Named;

/** What a layer does with a backoff that would reach the end-to-end deadline. */
public enum DeadlineRule implements Named {
    /** Work runs until the deadline; the item running when it passes is cut there (version 1). */
    CLIP("clip", "Clip at the deadline"),
    /**
     * Before a wait of w that would start at t, a layer whose t + w >= deadline gives up instead of
     * waiting (Google's gax and api-core, tenacity's stop_before_delay).
     */
    SKIP("skip", "Give up before a wait that would reach it");

    private final String id;
    private final String label;

    DeadlineRule(String id, String label) {
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

    /** Returns the rule with this id, or null. */
    public static DeadlineRule fromId(String id) {
        return Named.byId(values(), id);
    }
}
