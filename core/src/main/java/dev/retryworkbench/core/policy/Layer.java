package dev.retryworkbench.core.policy;

import dev.retryworkbench.core.Named;

/** The three nested retry layers, innermost first; {@link #id()} is the stable name used in worksheets. */
public enum Layer implements Named {
    SDK("sdk", "SDK", "sdk"),
    APPLICATION("application", "Application", "app"),
    RUNNER("runner", "Job runner", "runner");

    private final String id;
    private final String label;
    private final String fieldPrefix;

    Layer(String id, String label, String fieldPrefix) {
        this.id = id;
        this.label = label;
        this.fieldPrefix = fieldPrefix;
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
        return this == SDK ? label : Character.toLowerCase(label.charAt(0)) + label.substring(1);
    }

    /** Returns the prefix of this layer's form field ids, such as "app" in "app-attempts". */
    public String fieldPrefix() {
        return fieldPrefix;
    }

    /** Finds the layer for an identifier, or returns null when there is none. */
    public static Layer fromId(String id) {
        return Named.byId(values(), id);
    }
}
