package dev.retryworkbench.core.config;

import java.util.function.IntFunction;

/**
 * A pasted config text, with each syntax's parse made once and kept: the formats' recognisers and
 * readers ask for the tree they read (a YAML or JSON document, code with calls, key = value lines),
 * and a text that is not of that syntax answers with its {@link ConfigError}.
 */
public final class ConfigInput {
    /** The longest text read: far beyond any policy's config, well within one task's time. */
    public static final int MAX_CHARS = 200_000;

    private final String text;
    private final String select;
    /** Picks by {@code select}'s name among the policies of the formats that name them lazily (null: the first). */
    private final Select picker;
    private boolean selectRead;
    private ConfigNode document;
    private ConfigError documentError;
    private ConfigNode code;
    private ConfigError codeError;
    private ConfigNode lines;
    private ConfigError linesError;

    /** Wraps a text; {@link #check} says whether any reader may look at it. */
    public ConfigInput(String text) {
        this(text, null, null);
    }

    /**
     * Wraps a text whose policy is the one named {@code select} (a {@code methodConfig} service or method, a
     * route's name, a resilience4j instance, the function a decorator sits on), or the first when it is null.
     */
    ConfigInput(String text, String select, Select picker) {
        this.text = text == null ? "" : text;
        this.select = select;
        this.picker = picker;
    }

    /**
     * Picks one of a text's policies by name, as {@code check}'s select asks ({@link ConfigFormats#read(String,
     * String, String)}). Only that reading makes one, so the pages, which never select, hold no code that names
     * the policies: a format hands the names over as a function that only a picker calls.
     */
    interface Select {
        /**
         * Returns the index of the policy whose name ({@code names}, null for none; without names, the
         * {@code name} member of each item of the list {@code at}) is the one asked for; throws an error at
         * {@code at} naming {@code what} and the names there are when none is.
         */
        int pick(int count, IntFunction<String> names, ConfigNode at, String what) throws ConfigError;
    }

    /**
     * Returns the policy to read among {@code count}: the one select names, or {@code first} without select.
     *
     * @param names the name of each policy (null for one without), asked only when there is a select
     * @param at    where to point an error that no policy has the name
     * @param what  the policies in words for that error: "a method under @Retryable"
     */
    int chosen(int count, IntFunction<String> names, ConfigNode at, String what, int first) throws ConfigError {
        selectRead = true;
        return picker == null ? first : picker.pick(count, names, at, what);
    }

    /**
     * Returns the item of {@code list} (of maps: routes, rules) whose {@code name} member select names, or
     * {@code first} without select; as {@link #chosen}, with no function at all in the pages' scripts.
     */
    int chosenByName(ConfigNode list, String what, int first) throws ConfigError {
        return chosen(list.size(), null, list, what, first);
    }

    /**
     * Returns the name of the policy to read, or null for the first; a reader that picks among several
     * policies asks for it, and {@link ConfigFormats#read} refuses a name that no reader asked for.
     */
    String select() {
        selectRead = true;
        return select;
    }

    /** Returns true when a name to select was given and no reader asked for it. */
    boolean selectIgnored() {
        return select != null && !selectRead;
    }

    /** Parses a YAML or JSON text, such as a checks' stack file, after the checks every config text passes. */
    public static ConfigNode parseDocument(String text) throws ConfigError {
        ConfigInput input = new ConfigInput(text);
        input.check();
        return input.document();
    }

    public String text() {
        return text;
    }

    /** Throws for a text no reader takes: empty, too long, or not text (control characters). */
    void check() throws ConfigError {
        if (text.length() > MAX_CHARS) {
            throw new ConfigError(1, 1, "a config of at most " + MAX_CHARS + " characters; this text has "
                    + text.length() + ": paste the policy's part alone");
        }
        boolean blank = true;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if ((c < 0x20 && c != '\n' && c != '\r' && c != '\t') || c == '\uFFFD' || c == 0x7F) {
                throw new ConfigError(Syntax.lineOf(text, i), Syntax.columnOf(text, i),
                        "text, not binary data (a control character is here)");
            }
            if (c != ' ' && c != '\n' && c != '\r' && c != '\t') {
                blank = false;
            }
        }
        if (blank) {
            throw new ConfigError(1, 1, "a config text; this one is empty");
        }
    }

    /** Returns true when the text starts (after white space) with '{' or '[': JSON. */
    boolean looksLikeJson() {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c != ' ' && c != '\n' && c != '\r' && c != '\t' && c != '\uFEFF') {
                return c == '{' || c == '[';
            }
        }
        return false;
    }

    /** Returns the text as a JSON document when it looks like one, else as a YAML document. */
    ConfigNode document() throws ConfigError {
        if (document == null && documentError == null) {
            try {
                document = looksLikeJson() ? JsonText.parse(text) : YamlText.parse(text);
            } catch (ConfigError e) {
                documentError = e;
            }
        }
        if (documentError != null) {
            throw documentError;
        }
        return document;
    }

    /** Returns the document, or null when the text is not YAML or JSON. */
    ConfigNode documentOrNull() {
        try {
            return document();
        } catch (ConfigError e) {
            return null;
        }
    }

    /** Returns the text as code: a map of its top-level calls, annotations and assignments. */
    ConfigNode code() throws ConfigError {
        if (code == null && codeError == null) {
            try {
                code = CodeText.parse(text);
            } catch (ConfigError e) {
                codeError = e;
            }
        }
        if (codeError != null) {
            throw codeError;
        }
        return code;
    }

    /** Returns the code tree, or null when the text does not read as code. */
    ConfigNode codeOrNull() {
        try {
            return code();
        } catch (ConfigError e) {
            return null;
        }
    }

    /** Returns the text as key = value lines (.properties, INI with sections as dotted prefixes). */
    ConfigNode lines() throws ConfigError {
        if (lines == null && linesError == null) {
            try {
                lines = LinesText.parse(text);
            } catch (ConfigError e) {
                linesError = e;
            }
        }
        if (linesError != null) {
            throw linesError;
        }
        return lines;
    }

    /** Returns the key = value tree, or null when the text is not key = value lines. */
    ConfigNode linesOrNull() {
        try {
            return lines();
        } catch (ConfigError e) {
            return null;
        }
    }

    /** Returns true when the text contains {@code word}. */
    boolean contains(String word) {
        return text.indexOf(word) >= 0;
    }
}
