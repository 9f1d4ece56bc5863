package dev.retryworkbench.core;

/** Backoff jitter modes shared by both tools; {@link #id()} is the stable name used in forms and worksheets. */
public enum Jitter {
    NONE("none", "No jitter"),
    FULL("full", "Full jitter"),
    EQUAL("equal", "Equal jitter");

    private final String id;
    private final String label;

    Jitter(String id, String label) {
        this.id = id;
        this.label = label;
    }

    /** Returns the lower-case identifier used in forms and worksheet files. */
    public String id() {
        return id;
    }

    /** Returns the human-readable name shown in selects. */
    public String label() {
        return label;
    }

    /**
     * Finds the mode for an identifier, or returns null when there is none. Compares with each
     * constant, not {@code Enum.valueOf}, which TeaVM 0.16 crashes compiling, nor a string switch,
     * which costs the page script far more.
     */
    public static Jitter fromId(String id) {
        for (Jitter jitter : new Jitter[] {NONE, FULL, EQUAL}) {
            if (jitter.id.equals(id)) {
                return jitter;
            }
        }
        return null;
    }
}
