package dev.retryworkbench.core.text;

/**
 * Texts to replace in a markup, in order: how a copy differs from the markup it is made from (a stack's next
 * column, the next retry budget), as pairs {@code from, to, from, to, ...}. The JVM applies them here; a page's
 * script applies the same pairs with the browser's own string search, many times faster than TeaVM's on the long
 * markups (docs/performance.md). An array, not a class: the page's script stays the smaller.
 */
public final class Renames {
    private Renames() {
    }

    /** Returns {@code text} with each pair of {@code pairs} applied in turn, to every occurrence, left to right. */
    public static String applyTo(String text, String... pairs) {
        if (pairs.length % 2 != 0) {
            throw new IllegalArgumentException("renames come in pairs: " + pairs.length + " texts");
        }
        for (int i = 0; i < pairs.length; i += 2) {
            text = replaced(text, pairs[i], pairs[i + 1]);
        }
        return text;
    }

    private static String replaced(String text, String from, String to) {
        if (from.isEmpty()) {
            throw new IllegalArgumentException("a rename of an empty text");
        }
        StringBuilder out = new StringBuilder(text.length() + 64);
        int start = 0;
        for (int at = text.indexOf(from); at >= 0; at = text.indexOf(from, start)) {
            out.append(text, start, at).append(to);
            start = at + from.length();
        }
        return out.append(text, start, text.length()).toString();
    }
}
