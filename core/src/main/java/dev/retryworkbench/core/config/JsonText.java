package dev.retryworkbench.core.config;

/**
 * The JSON parser (RFC 8259) of the whole code base, for config texts and worksheets alike, and one
 * that runs in the browser too: it builds {@link ConfigNode}s with positions, so a reader can point
 * at the value it rejects, and it fails with the line and column of the first error. Nesting is
 * limited to {@link #MAX_DEPTH} levels (iterative callers never see a stack overflow); strings are
 * quoted scalars, numbers and literals plain ones, kept as written ({@link JsonValues} turns them
 * into {@code core.json}'s values).
 */
final class JsonText {
    /** The deepest nesting read; real configs use fewer than 20 levels. */
    static final int MAX_DEPTH = 64;

    private final String text;
    /** Whether a byte order mark counts as space anywhere (pasted configs) or only before the value. */
    private final boolean marksInSpace;
    private int pos;
    private int line = 1;
    private int lineStart;

    private JsonText(String text, boolean marksInSpace) {
        this.text = text;
        this.marksInSpace = marksInSpace;
    }

    /** Parses a whole document, taking a byte order mark anywhere in its space for a space. */
    static ConfigNode parse(String text) throws ConfigError {
        return parse(text, true);
    }

    /**
     * Parses a whole document; with {@code marksInSpace} false a byte order mark is allowed once,
     * before the value, as a file saved with one has it (worksheets), and refused anywhere else.
     */
    static ConfigNode parse(String text, boolean marksInSpace) throws ConfigError {
        JsonText parser = new JsonText(text, marksInSpace);
        parser.space();
        if (!marksInSpace && parser.peek() == '\uFEFF') {
            parser.pos++;
            parser.space();
        }
        ConfigNode value = parser.value(0);
        parser.space();
        if (parser.pos < text.length()) {
            throw parser.error("the end of the JSON text after its value");
        }
        return value;
    }

    private ConfigNode value(int depth) throws ConfigError {
        if (depth >= MAX_DEPTH) {
            throw error("at most " + MAX_DEPTH + " levels of nesting");
        }
        if (pos >= text.length()) {
            throw error("a JSON value, not the end of the text");
        }
        char c = text.charAt(pos);
        if (c == '{') {
            return object(depth);
        }
        if (c == '[') {
            return array(depth);
        }
        if (c == '"') {
            int column = column();
            int startLine = line;
            return ConfigNode.scalar(string(), true, startLine, column);
        }
        if (c == '-' || (c >= '0' && c <= '9')) {
            return number();
        }
        for (String word : new String[] {"true", "false", "null"}) {
            if (text.startsWith(word, pos)) {
                ConfigNode node = ConfigNode.scalar(word, false, line, column());
                pos += word.length();
                return node;
            }
        }
        throw error("a JSON value (an object, array, string, number, true, false or null)");
    }

    private ConfigNode object(int depth) throws ConfigError {
        ConfigNode map = ConfigNode.map(line, column());
        pos++;
        space();
        if (peek() == '}') {
            pos++;
            return map;
        }
        while (true) {
            space();
            if (peek() != '"') {
                throw error("a member name in double quotes");
            }
            int keyLine = line;
            int keyColumn = column();
            String name = string();
            ConfigNode key = ConfigNode.scalar(name, true, keyLine, keyColumn);
            if (map.has(name)) {
                throw new ConfigError(keyLine, keyColumn, "a member name not used before in this object, not \""
                        + name + "\" again");
            }
            space();
            if (peek() != ':') {
                throw error("':' after the member name");
            }
            pos++;
            space();
            map.put(key, value(depth + 1));
            space();
            char c = peek();
            if (c == '}') {
                pos++;
                return map;
            }
            if (c != ',') {
                throw error("',' or '}' after the member's value");
            }
            pos++;
        }
    }

    private ConfigNode array(int depth) throws ConfigError {
        ConfigNode list = ConfigNode.list(line, column());
        pos++;
        space();
        if (peek() == ']') {
            pos++;
            return list;
        }
        while (true) {
            space();
            list.add(value(depth + 1));
            space();
            char c = peek();
            if (c == ']') {
                pos++;
                return list;
            }
            if (c != ',') {
                throw error("',' or ']' after the item");
            }
            pos++;
        }
    }

    private String string() throws ConfigError {
        pos++;
        StringBuilder sb = new StringBuilder();
        while (true) {
            if (pos >= text.length()) {
                throw error("a closing '\"' before the end of the text");
            }
            char c = text.charAt(pos);
            if (c == '"') {
                pos++;
                return sb.toString();
            }
            if (c < 0x20) {
                throw error("a closing '\"' or an escaped character, not a line break or control character");
            }
            pos++;
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            char e = peek();
            pos++;
            switch (e) {
                case '"': sb.append('"'); break;
                case '\\': sb.append('\\'); break;
                case '/': sb.append('/'); break;
                case 'b': sb.append('\b'); break;
                case 'f': sb.append('\f'); break;
                case 'n': sb.append('\n'); break;
                case 'r': sb.append('\r'); break;
                case 't': sb.append('\t'); break;
                case 'u':
                    int code = 0;
                    for (int i = 0; i < 4; i++) {
                        int digit = Syntax.hexDigit(peek());
                        if (digit < 0) {
                            throw error("four hexadecimal digits after \\u");
                        }
                        code = code * 16 + digit;
                        pos++;
                    }
                    sb.append((char) code);
                    break;
                default:
                    pos--;
                    throw error("an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX) after the backslash");
            }
        }
    }

    private ConfigNode number() throws ConfigError {
        int start = pos;
        int column = column();
        if (peek() == '-') {
            pos++;
        }
        if (peek() == '0') {
            pos++;
        } else if (Syntax.isDigit(peek())) {
            digits();
        } else {
            throw error("a digit");
        }
        if (peek() == '.') {
            pos++;
            if (!Syntax.isDigit(peek())) {
                throw error("a digit after the decimal point");
            }
            digits();
        }
        if (peek() == 'e' || peek() == 'E') {
            pos++;
            if (peek() == '+' || peek() == '-') {
                pos++;
            }
            if (!Syntax.isDigit(peek())) {
                throw error("a digit in the exponent");
            }
            digits();
        }
        return ConfigNode.scalar(text.substring(start, pos), false, line, column);
    }

    private void digits() {
        while (Syntax.isDigit(peek())) {
            pos++;
        }
    }

    private char peek() {
        return pos < text.length() ? text.charAt(pos) : '\0';
    }

    private void space() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == '\n') {
                line++;
                lineStart = pos + 1;
            } else if (c != ' ' && c != '\t' && c != '\r' && (c != '\uFEFF' || !marksInSpace)) {
                return;
            }
            pos++;
        }
    }

    private int column() {
        return pos - lineStart + 1;
    }

    private ConfigError error(String expected) {
        return new ConfigError(line, column(), expected);
    }
}
