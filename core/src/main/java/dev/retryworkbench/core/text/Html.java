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

    /**
     * Splits markup written by this class into its tokens, in order: start tags
     * ({@code <p class="x">}), texts as written (still escaped) and end tags ({@code </p>}). Returns
     * null when a tag is not closed.
     */
    public static String[] tokens(String markup) {
        java.util.ArrayList<String> tokens = new java.util.ArrayList<>();
        int at = 0;
        while (at < markup.length()) {
            boolean tag = markup.charAt(at) == '<';
            int end = tag ? markup.indexOf('>', at) + 1 : markup.indexOf('<', at);
            if (end <= 0) {
                if (tag) {
                    return null;
                }
                end = markup.length();
            }
            tokens.add(markup.substring(at, end));
            at = end;
        }
        return tokens.toArray(new String[0]);
    }

    /** Returns 0 for a text token of {@link #tokens}, 1 for a start tag and 2 for an end tag. */
    public static int kind(String token) {
        return token.charAt(0) != '<' ? 0 : token.charAt(1) == '/' ? 2 : 1;
    }

    /**
     * Returns where each child (an element or a text) of {@code tokens[from, to)} starts, followed by
     * {@code to}, so child {@code i} spans {@code [starts[i], starts[i + 1])}. Returns null when the
     * tags in the range do not balance.
     */
    public static int[] childStarts(String[] tokens, int from, int to) {
        int[] starts = null;
        // The first pass checks and counts the children, the second records where they start.
        for (int pass = 0; pass < 2; pass++) {
            int count = 0;
            int depth = 0;
            for (int i = from; i < to; i++) {
                int kind = kind(tokens[i]);
                if (depth == 0 && starts != null) {
                    starts[count] = i;
                }
                count += depth == 0 ? 1 : 0;
                depth += kind == 1 ? 1 : kind == 2 ? -1 : 0;
                if (depth < 0) {
                    return null;
                }
            }
            if (depth != 0) {
                return null;
            }
            if (starts == null) {
                starts = new int[count + 1];
            }
            starts[count] = to;
        }
        return starts;
    }

    /**
     * Returns what turns one start tag of {@link #tokens} into another: the attributes whose values
     * differ, as name, value pairs with the values unescaped. Returns null when the tags differ in
     * element name or attribute names, which no attribute value can bridge.
     */
    public static String[] changedAttributes(String before, String after) {
        java.util.ArrayList<String> changes = new java.util.ArrayList<>(0);
        int b = 0;
        int a = 0;
        // Values are quoted and escaped, so a quote opens or closes one; all else must be the same.
        while (b < before.length() && a < after.length()) {
            char c = before.charAt(b);
            if (c != after.charAt(a)) {
                return null;
            }
            if (c == '"') {
                int bClose = before.indexOf('"', b + 1);
                int aClose = after.indexOf('"', a + 1);
                boolean same = bClose - b == aClose - a;
                for (int k = 1; same && k < aClose - a; k++) {
                    same = before.charAt(b + k) == after.charAt(a + k);
                }
                if (!same) {
                    changes.add(after.substring(after.lastIndexOf(' ', a) + 1, a - 1));
                    changes.add(unescape(after.substring(a + 1, aClose)));
                }
                b = bClose;
                a = aClose;
            }
            b++;
            a++;
        }
        return b == before.length() && a == after.length() ? changes.toArray(new String[0]) : null;
    }

    /** Reverses {@link #escape}: returns the text that {@code escaped} stands for. */
    public static String unescape(String escaped) {
        if (escaped.indexOf('&') < 0) {
            return escaped;
        }
        StringBuilder text = new StringBuilder(escaped.length());
        for (int i = 0; i < escaped.length(); i++) {
            char c = escaped.charAt(i);
            if (c == '&') {
                int end = escaped.indexOf(';', i);
                String name = escaped.substring(i + 1, end);
                // escape writes only these five references.
                c = name.equals("amp") ? '&' : name.equals("lt") ? '<' : name.equals("gt") ? '>'
                        : name.equals("quot") ? '"' : '\'';
                i = end;
            }
            text.append(c);
        }
        return text.toString();
    }

    /** Returns the markup written so far. */
    @Override
    public String toString() {
        return out.toString();
    }
}
