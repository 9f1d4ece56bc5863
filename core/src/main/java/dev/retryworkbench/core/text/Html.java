package dev.retryworkbench.core.text;

/**
 * Builds an HTML fragment as text. The one place where data becomes markup: the build-time
 * pre-render on the JVM and the browser both call the renderers that use it.
 */
public final class Html {
    private final StringBuilder out = new StringBuilder(1024);

    /** Escapes text for use in element content and double-quoted attribute values. */
    public static String escape(String text) {
        if (text == null) {
            return "";
        }
        StringBuilder sb = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            String rep;
            switch (c) {
                case '&': rep = "&amp;"; break;
                case '<': rep = "&lt;"; break;
                case '>': rep = "&gt;"; break;
                case '"': rep = "&quot;"; break;
                case '\'': rep = "&#39;"; break;
                default: rep = null;
            }
            if (rep != null) {
                if (sb == null) {
                    sb = new StringBuilder(text.length() + 16);
                    sb.append(text, 0, i);
                }
                sb.append(rep);
            } else if (sb != null) {
                sb.append(c);
            }
        }
        return sb == null ? text : sb.toString();
    }

    /**
     * Opens an element. Attributes come as name, value pairs; a null value omits the attribute,
     * an empty name-only attribute is written for the value "" (for example {@code hidden}).
     */
    public Html open(String tag, String... attributes) {
        out.append('<').append(tag);
        for (int i = 0; i + 1 < attributes.length; i += 2) {
            String value = attributes[i + 1];
            if (value == null) {
                continue;
            }
            out.append(' ').append(attributes[i]);
            if (!value.isEmpty()) {
                out.append("=\"").append(escape(value)).append('"');
            }
        }
        out.append('>');
        return this;
    }

    /** Closes an element opened with {@link #open}. */
    public Html close(String tag) {
        out.append("</").append(tag).append('>');
        return this;
    }

    /** Writes an element holding escaped text. */
    public Html element(String tag, String text, String... attributes) {
        return open(tag, attributes).text(text).close(tag);
    }

    /** Appends escaped text. */
    public Html text(String text) {
        out.append(escape(text));
        return this;
    }

    /** Appends markup that is already safe, such as another renderer's output. */
    public Html raw(String markup) {
        out.append(markup);
        return this;
    }

    /** Returns the markup written so far. */
    @Override
    public String toString() {
        return out.toString();
    }
}
