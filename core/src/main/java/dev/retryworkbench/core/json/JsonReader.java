package dev.retryworkbench.core.json;

import java.util.ArrayList;
import java.util.List;

/**
 * Parses JSON text (RFC 8259) into plain values: {@link JsonObject},
 * {@code List<Object>}, {@code String}, {@link JsonNumber} (the number's text, so that each field
 * reads it with its own rules and message), {@code Boolean}, and {@link JsonNull#NULL}. Nesting depth and
 * duplicate names are limited, and every error names its position.
 */
public final class JsonReader {
    private static final int MAX_DEPTH = 64;

    private final String text;
    private int pos;

    private JsonReader(String text) {
        this.text = text;
    }

    /** Thrown for text that is not JSON. */
    public static final class JsonException extends Exception {
        JsonException(String message) {
            super(message);
        }
    }

    /** Parses a complete JSON document. */
    public static Object parse(String text) throws JsonException {
        JsonReader reader = new JsonReader(text);
        reader.skipSpace();
        if (reader.pos < text.length() && text.charAt(reader.pos) == '\uFEFF') {
            reader.pos++;
            reader.skipSpace();
        }
        Object value = reader.value(0);
        reader.skipSpace();
        if (reader.pos != text.length()) {
            throw reader.error("unexpected text after the document");
        }
        return value;
    }

    private Object value(int depth) throws JsonException {
        if (depth > MAX_DEPTH) {
            throw error("nested too deeply");
        }
        if (pos >= text.length()) {
            throw error("unexpected end of text");
        }
        char c = text.charAt(pos);
        switch (c) {
            case '{': return object(depth);
            case '[': return array(depth);
            case '"': return string();
            case 't': return literal("true", Boolean.TRUE);
            case 'f': return literal("false", Boolean.FALSE);
            case 'n': return literal("null", JsonNull.NULL);
            default:
                if (c == '-' || (c >= '0' && c <= '9')) {
                    return number();
                }
                throw error("unexpected character '" + c + "'");
        }
    }

    private JsonObject object(int depth) throws JsonException {
        JsonObject members = new JsonObject();
        pos++;
        skipSpace();
        if (peek() == '}') {
            pos++;
            return members;
        }
        while (true) {
            skipSpace();
            if (peek() != '"') {
                throw error("expected a member name");
            }
            String name = string();
            skipSpace();
            expect(':');
            skipSpace();
            if (members.has(name)) {
                throw error("duplicate member \"" + name + "\"");
            }
            members.add(name, value(depth + 1));
            skipSpace();
            char c = peek();
            pos++;
            if (c == '}') {
                return members;
            }
            if (c != ',') {
                pos--;
                throw error("expected ',' or '}'");
            }
        }
    }

    private List<Object> array(int depth) throws JsonException {
        List<Object> items = new ArrayList<>();
        pos++;
        skipSpace();
        if (peek() == ']') {
            pos++;
            return items;
        }
        while (true) {
            skipSpace();
            items.add(value(depth + 1));
            skipSpace();
            char c = peek();
            pos++;
            if (c == ']') {
                return items;
            }
            if (c != ',') {
                pos--;
                throw error("expected ',' or ']'");
            }
        }
    }

    private String string() throws JsonException {
        pos++;
        StringBuilder sb = new StringBuilder();
        while (true) {
            if (pos >= text.length()) {
                throw error("unterminated string");
            }
            char c = text.charAt(pos++);
            if (c == '"') {
                return sb.toString();
            }
            if (c < 0x20) {
                throw error("control character in string");
            }
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            if (pos >= text.length()) {
                throw error("unterminated string");
            }
            char e = text.charAt(pos++);
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
                    if (pos + 4 > text.length()) {
                        throw error("bad \\u escape");
                    }
                    int code = 0;
                    for (int i = 0; i < 4; i++) {
                        int digit = hexDigit(text.charAt(pos++));
                        if (digit < 0) {
                            throw error("bad \\u escape");
                        }
                        code = code * 16 + digit;
                    }
                    sb.append((char) code);
                    break;
                default:
                    throw error("bad escape \\" + e);
            }
        }
    }

    private JsonNumber number() throws JsonException {
        int start = pos;
        if (peek() == '-') {
            pos++;
        }
        if (peek() == '0') {
            pos++;
        } else if (isDigit(peek())) {
            digits();
        } else {
            throw error("bad number");
        }
        if (peek() == '.') {
            pos++;
            if (!isDigit(peek())) {
                throw error("bad number");
            }
            digits();
        }
        if (peek() == 'e' || peek() == 'E') {
            pos++;
            if (peek() == '+' || peek() == '-') {
                pos++;
            }
            if (!isDigit(peek())) {
                throw error("bad number");
            }
            digits();
        }
        return new JsonNumber(text.substring(start, pos));
    }

    private static int hexDigit(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        return c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
    }

    private void digits() {
        while (isDigit(peek())) {
            pos++;
        }
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private Object literal(String word, Object value) throws JsonException {
        if (!text.startsWith(word, pos)) {
            throw error("unexpected word");
        }
        pos += word.length();
        return value;
    }

    private void expect(char c) throws JsonException {
        if (peek() != c) {
            throw error("expected '" + c + "'");
        }
        pos++;
    }

    private char peek() {
        return pos < text.length() ? text.charAt(pos) : '\0';
    }

    private void skipSpace() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                return;
            }
            pos++;
        }
    }

    private JsonException error(String what) {
        int line = 1;
        int column = 1;
        for (int i = 0; i < pos && i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                line++;
                column = 1;
            } else {
                column++;
            }
        }
        return new JsonException("not valid JSON: " + what + " at line " + line + ", column " + column);
    }
}
