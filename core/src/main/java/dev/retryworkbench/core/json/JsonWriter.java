package dev.retryworkbench.core.json;

/**
 * Writes JSON text with two-space indentation; objects and arrays opened with {@code inline} stay on
 * one line, which keeps long tables readable one row per line. Numbers are written with
 * {@link ShortestDouble}, so the same values give the same bytes on every platform.
 */
public final class JsonWriter {
    private final StringBuilder out = new StringBuilder(4096);
    private int depth;
    private int inlineDepth = Integer.MAX_VALUE;
    private boolean first = true;
    private boolean afterName;

    /** Returns a writer of members and values {@code depth} levels deep, as another writer would place them there. */
    public static JsonWriter fragment(int depth) {
        JsonWriter json = new JsonWriter();
        json.depth = depth;
        return json;
    }

    /**
     * Writes members that {@link #fragment} wrote at this writer's depth (the text of {@link #fragmentText()}), so
     * JSON written elsewhere, by another script of the page, joins this one byte for byte as if written here.
     */
    public JsonWriter raw(String fragment) {
        if (!first) {
            out.append(',');
            if (inline()) {
                out.append(' ');
            }
        }
        out.append(fragment);
        first = false;
        return this;
    }

    /** Returns the text a {@link #fragment} wrote, without the trailing newline of {@link #toString()}. */
    public String fragmentText() {
        return out.toString();
    }

    /** Opens an object; {@code inline} keeps it and its content on one line. */
    public JsonWriter beginObject(boolean inline) {
        return open('{', inline);
    }

    /** Closes the innermost object. */
    public JsonWriter endObject() {
        return close('}');
    }

    /** Opens an array; {@code inline} keeps it and its content on one line. */
    public JsonWriter beginArray(boolean inline) {
        return open('[', inline);
    }

    /** Closes the innermost array. */
    public JsonWriter endArray() {
        return close(']');
    }

    /** Writes a member name; the next call writes its value. */
    public JsonWriter name(String name) {
        separate();
        string(name);
        out.append(inline() ? ": " : ": ");
        afterName = true;
        return this;
    }

    /** Writes a string, or null. */
    public JsonWriter value(String value) {
        separate();
        if (value == null) {
            out.append("null");
        } else {
            string(value);
        }
        return this;
    }

    /** Writes a finite number in its shortest round-trip form. */
    public JsonWriter value(double value) {
        separate();
        out.append(ShortestDouble.format(value));
        return this;
    }

    /** Writes a number, or null when {@code value} is null. */
    public JsonWriter value(Double value) {
        return value == null ? nullValue() : value(value.doubleValue());
    }

    /** Writes true or false. */
    public JsonWriter value(boolean value) {
        separate();
        out.append(value);
        return this;
    }

    /** Writes null. */
    public JsonWriter nullValue() {
        separate();
        out.append("null");
        return this;
    }

    /** Returns the text written, ending in a newline. */
    @Override
    public String toString() {
        return out.toString() + "\n";
    }

    private JsonWriter open(char bracket, boolean inline) {
        separate();
        out.append(bracket);
        depth++;
        if (inline && inlineDepth == Integer.MAX_VALUE) {
            inlineDepth = depth;
        }
        first = true;
        return this;
    }

    private JsonWriter close(char bracket) {
        boolean wasInline = inline();
        boolean empty = first;
        depth--;
        if (!wasInline && !empty) {
            newline();
        }
        if (inlineDepth > depth) {
            inlineDepth = Integer.MAX_VALUE;
        }
        out.append(bracket);
        first = false;
        return this;
    }

    private boolean inline() {
        return depth >= inlineDepth;
    }

    private void separate() {
        if (afterName) {
            afterName = false;
            return;
        }
        if (depth == 0) {
            return;
        }
        if (!first) {
            out.append(',');
            if (inline()) {
                out.append(' ');
            }
        }
        if (!inline()) {
            newline();
        }
        first = false;
    }

    private void newline() {
        out.append('\n');
        for (int i = 0; i < depth; i++) {
            out.append("  ");
        }
    }

    private void string(String text) {
        out.append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"': out.append("\\\""); break;
                case '\\': out.append("\\\\"); break;
                case '\n': out.append("\\n"); break;
                case '\r': out.append("\\r"); break;
                case '\t': out.append("\\t"); break;
                default:
                    if (c < 0x20 || c == 0x2028 || c == 0x2029) {
                        out.append("\\u");
                        String hex = Integer.toHexString(c);
                        for (int pad = hex.length(); pad < 4; pad++) {
                            out.append('0');
                        }
                        out.append(hex);
                    } else {
                        out.append(c);
                    }
            }
        }
        out.append('"');
    }
}
