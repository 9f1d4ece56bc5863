package dev.retryworkbench.core.json;

/** The JSON null literal, as a value distinct from a missing member (Java's null). */
public final class JsonNull {
    /** The one null value. */
    public static final JsonNull NULL = new JsonNull();

    private JsonNull() {
    }

    @Override
    public String toString() {
        return "null";
    }
}
