package dev.retryworkbench.web;

import java.util.ArrayList;

/**
 * Reads the markup that {@link dev.retryworkbench.core.text.Html} writes, as {@link DomPatch} needs it
 * to update the results in place: tokens, the children of a range of tokens, and the attribute
 * values that turn one start tag into another. It relies on what {@code Html} guarantees (every
 * element closed, attribute values double-quoted and escaped), so it is no general HTML parser.
 */
final class Markup {
    private Markup() {
    }

    /**
     * Splits markup written by {@link Html} into its tokens, in order: start tags
     * ({@code <p class="x">}), texts as written (still escaped) and end tags ({@code </p>}). Returns
     * null when a tag is not closed.
     */
    public static String[] tokens(String markup) {
        ArrayList<String> tokens = new ArrayList<>();
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
     * Returns, for each token of {@code tokens} that starts a child (a start tag or a text), the index just
     * after that child: after the start tag's matching end tag, or after the text. One pass, so finding the
     * children of any element is then a walk over them alone ({@link #childStarts}). Returns null when the
     * tags do not balance.
     */
    public static int[] siblings(String[] tokens) {
        int[] next = new int[tokens.length];
        int[] open = new int[tokens.length];
        int depth = 0;
        for (int i = 0; i < tokens.length; i++) {
            int kind = kind(tokens[i]);
            if (kind == 1) {
                open[depth++] = i;
            } else if (kind == 2) {
                if (depth == 0) {
                    return null;
                }
                next[open[--depth]] = i + 1;
            } else {
                next[i] = i + 1;
            }
        }
        return depth == 0 ? next : null;
    }

    /**
     * Returns {@code after} in which each element written busy and empty ({@code aria-busy="true"} and an {@code id},
     * no children: its part of the results is still to come) holds the children the element of that id has in
     * {@code before}, so a page keeps showing them, marked busy, until the part comes; {@code after} itself when it
     * writes no such element. Both are {@link #tokens} of balanced markup.
     */
    public static String[] keepBusy(String[] before, String[] after) {
        String[] kept = after;
        int[] beforeNext = null;
        for (int i = kept.length - 2; i >= 0; i--) {
            String tag = kept[i];
            if (kind(tag) != 1 || kind(kept[i + 1]) != 2 || !tag.contains(" aria-busy=\"true\"")) {
                continue;
            }
            int idAt = tag.indexOf(" id=\"");
            int from = idAt < 0 ? -1 : startTagWith(before, tag.substring(idAt, tag.indexOf('"', idAt + 5) + 1));
            if (from < 0) {
                continue;
            }
            beforeNext = beforeNext == null ? siblings(before) : beforeNext;
            if (beforeNext == null) {
                return after;
            }
            // Its children are those between its start and end tags in before; nothing else moves.
            int to = beforeNext[from] - 1;
            String[] merged = new String[kept.length + to - from - 1];
            System.arraycopy(kept, 0, merged, 0, i + 1);
            System.arraycopy(before, from + 1, merged, i + 1, to - from - 1);
            System.arraycopy(kept, i + 1, merged, i + to - from, kept.length - i - 1);
            kept = merged;
        }
        return kept;
    }

    /** Returns the index of the first start tag of {@code tokens} that contains {@code attribute}, or -1. */
    private static int startTagWith(String[] tokens, String attribute) {
        for (int i = 0; i < tokens.length; i++) {
            if (kind(tokens[i]) == 1 && tokens[i].contains(attribute)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Returns where each child (an element or a text) of the tokens {@code [from, to)} starts, followed by
     * {@code to}, so child {@code i} spans {@code [starts[i], starts[i + 1])}; {@code next} is the tokens'
     * {@link #siblings} and the range an element's content or the whole.
     */
    public static int[] childStarts(int[] next, int from, int to) {
        int count = 0;
        for (int i = from; i < to; i = next[i]) {
            count++;
        }
        int[] starts = new int[count + 1];
        int child = 0;
        for (int i = from; i < to; i = next[i]) {
            starts[child++] = i;
        }
        starts[count] = to;
        return starts;
    }

    /**
     * Returns what turns one start tag of {@link #tokens} into another: the attributes whose values
     * differ, as name, value pairs with the values unescaped. Returns null when the tags differ in
     * element name or attribute names, which no attribute value can bridge.
     */
    public static String[] changedAttributes(String before, String after) {
        ArrayList<String> changes = new ArrayList<>(0);
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

    /** Reverses {@link Html#escape}: returns the text that {@code escaped} stands for. */
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
}
