package dev.retryworkbench.core.policy;

import dev.retryworkbench.core.Named;

/** The three nested retry layers, innermost first; {@link #id()} is the stable name used in worksheets. */
public enum Layer implements Named {
    SDK("sdk", "SDK", Role.SDK),
    APPLICATION("application", "Application", Role.APPLICATION),
    RUNNER("runner", "Job runner", Role.RUNNER);

    private final String id;
    private final String label;
    private final Role role;

    Layer(String id, String label, Role role) {
        this.id = id;
        this.label = label;
        this.role = role;
    }

    /** Returns the lower-case identifier used in worksheets and in the timeline's action column. */
    @Override
    public String id() {
        return id;
    }

    /** Returns the human-readable name shown in labels. */
    @Override
    public String label() {
        return label;
    }

    /** Returns the name inside a sentence: "SDK", "application", "job runner". */
    public String inSentence() {
        // String.toLowerCase is the browser's own in the page; Character.toLowerCase would build a 64K-entry
        // table on the first call, 20 ms of the page's first keystroke.
        return this == SDK ? label : label.toLowerCase();
    }

    /** Returns the role of this slot of the three-layer form. */
    public Role role() {
        return role;
    }

    /**
     * Returns true when presets of {@code presetRole} are written for this slot: those of its own role,
     * and on the innermost slot also those of every role further in (mesh, gateway, service), which the
     * three slots have no column of their own for.
     */
    public boolean takes(Role presetRole) {
        return presetRole == role || ordinal() == 0 && presetRole.isInwardOf(role);
    }

    /** Finds the layer for an identifier, or returns null when there is none. */
    public static Layer fromId(String id) {
        return Named.byId(values(), id);
    }
}
