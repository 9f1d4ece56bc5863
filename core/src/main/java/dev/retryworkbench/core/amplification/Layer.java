package dev.retryworkbench.core.amplification;

/** The three nested retry layers, innermost first; {@link #id()} is the stable name used in worksheets. */
public enum Layer {
    SDK("sdk", "SDK"),
    APPLICATION("application", "Application"),
    RUNNER("runner", "Job runner");

    private final String id;
    private final String label;

    Layer(String id, String label) {
        this.id = id;
        this.label = label;
    }

    /** Returns the lower-case identifier used in worksheets and in the timeline's action column. */
    public String id() {
        return id;
    }

    /** Returns the human-readable name shown in labels. */
    public String label() {
        return label;
    }

    /**
     * Finds the layer for an identifier, or returns null when there is none. Compares with each
     * constant, not {@code Enum.valueOf}, which TeaVM 0.16 crashes compiling, nor a string switch,
     * which costs the page script far more.
     */
    public static Layer fromId(String id) {
        for (Layer layer : new Layer[] {SDK, APPLICATION, RUNNER}) {
            if (layer.id.equals(id)) {
                return layer;
            }
        }
        return null;
    }
}
