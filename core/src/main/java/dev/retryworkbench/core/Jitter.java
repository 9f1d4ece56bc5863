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
     * Finds the mode for an identifier, or returns null when there is none.
     * A switch, not {@code Enum.valueOf}: TeaVM 0.16 crashes compiling {@code valueOf}.
     */
    public static Jitter fromId(String id) {
        if (id == null) {
            return null;
        }
        switch (id) {
            case "none":
                return NONE;
            case "full":
                return FULL;
            case "equal":
                return EQUAL;
            default:
                return null;
        }
    }
}
