package dev.retryworkbench.core;

/**
 * A value people pick by name, such as a jitter kind or a retry layer: a stable id for forms and
 * worksheets and a label for people. Enums implement it, so a select's options come from the enum.
 */
public interface Named {
    /** Returns the stable lower-case identifier used in forms and worksheet files. */
    String id();

    /** Returns the human-readable name. */
    String label();

    /**
     * Returns the value with this id among {@code values}, or null. Compares ids one by one, not
     * {@code Enum.valueOf}, which TeaVM 0.16 crashes compiling, nor a string switch, which costs
     * the page script far more.
     */
    static <T extends Named> T byId(T[] values, String id) {
        for (T value : values) {
            if (value.id().equals(id)) {
                return value;
            }
        }
        return null;
    }
}
