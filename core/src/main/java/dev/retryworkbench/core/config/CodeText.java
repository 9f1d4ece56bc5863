package dev.retryworkbench.core.config;

/**
 * Reads the part of code that configures a retry: Python decorators and constructors
 * ({@code @retry(stop=stop_after_attempt(3))}, {@code Retry(total=5, backoff_factor=0.2)}), Java
 * annotations ({@code @Retryable(maxAttempts = 4, backoff = @Backoff(delay = 100))}) and Ruby
 * commands ({@code sidekiq_options retry: 5}). The result is a list of what the text says at its top
 * level: calls ({@link ConfigNode.Kind#CALL}, keyword arguments keyed by name), and assignments
 * ({@code name = value}) keyed by their name; other statements are skipped. Operators between calls
 * ({@code wait_fixed(1) + wait_random(0, 2)}, {@code stop_a | stop_b}) become calls named by the
 * operator; arithmetic on numbers ({@code 60 * 5}) is computed. Comments and strings are read as
 * those languages write them; it never runs anything.
 */
final class CodeText {
    static final int MAX_DEPTH = 64;

    private final String text;
    private final LineIndex lines;
    private int pos;

    private CodeText(String text) {
        this.text = text;
        this.lines = new LineIndex(text);
    }

    static ConfigNode parse(String text) throws ConfigError {
        CodeText parser = new CodeText(text);
        ConfigNode top = ConfigNode.list(1, 1);
        parser.statements(top);
        return top;
    }

    private void statements(ConfigNode top) throws ConfigError {
        while (true) {
            space(true);
            if (pos >= text.length()) {
                return;
            }
            char c = text.charAt(pos);
            int start = pos;
            if (c == '@' || Syntax.isLetter(c)) {
                ConfigNode name = nameOrCall(0);
                space(false);
                if (name.isScalar() && peek() == '=' && peekAt(1) != '=') {
                    pos++;
                    space(true);
                    if (startsValue()) {
                        top.put(name, expression(0));
                    }
                } else if (name.isScalar() && rubyKeywordFollows()) {
                    top.add(rubyCommand(name));
                } else if (name.isCall()) {
                    top.add(operators(name, 0));
                }
            } else if (startsValue() && c != '-' && c != '{') {
                // A statement's "{" opens a Java class or method body (or a Ruby block), read as statements: as a
                // dict literal it would end at its first member, and the annotations after it would go unread.
                top.add(expression(0));
            } else {
                pos++;
            }
            if (pos == start) {
                pos++;
            }
        }
    }

    private ConfigNode expression(int depth) throws ConfigError {
        return operators(primary(depth), depth);
    }

    /** Folds {@code a + b}, {@code a | b}, {@code a * b} ...: numbers are computed, calls kept as "+" calls. */
    private ConfigNode operators(ConfigNode left, int depth) throws ConfigError {
        while (true) {
            space(false);
            char op = peek();
            if (op != '+' && op != '-' && op != '*' && op != '/' && op != '|' && op != '&') {
                return left;
            }
            if (op == '*' && peekAt(1) == '*') {
                return left;
            }
            int at = pos;
            pos++;
            space(true);
            if (!startsValue()) {
                pos = at;
                return left;
            }
            ConfigNode right = primary(depth + 1);
            double a = number(left);
            double b = number(right);
            if (!Double.isNaN(a) && !Double.isNaN(b) && op != '|' && op != '&') {
                double value = op == '+' ? a + b : op == '-' ? a - b : op == '*' ? a * b : a / b;
                left = ConfigNode.scalar(plainNumber(value), false, left.line(), left.column());
            } else {
                ConfigNode call = ConfigNode.call(String.valueOf(op), left.line(), left.column());
                call.add(left);
                call.add(right);
                left = call;
            }
        }
    }

    private ConfigNode primary(int depth) throws ConfigError {
        if (depth >= MAX_DEPTH) {
            throw error("at most " + MAX_DEPTH + " levels of nesting");
        }
        space(true);
        if (pos >= text.length()) {
            throw error("a value, not the end of the text");
        }
        char c = text.charAt(pos);
        int line = line();
        int column = column();
        if (c == '"' || c == '\'') {
            return ConfigNode.scalar(string(), true, line, column);
        }
        if (c == '-' || c == '.' || Syntax.isDigit(c)) {
            int start = pos;
            pos++;
            while (pos < text.length() && (Syntax.isWordChar(text.charAt(pos)) || text.charAt(pos) == '.'
                    || ((text.charAt(pos) == '-' || text.charAt(pos) == '+')
                    && (text.charAt(pos - 1) == 'e' || text.charAt(pos - 1) == 'E')))) {
                pos++;
            }
            String word = text.substring(start, pos);
            if (word.equals("-")) {
                ConfigNode negated = primary(depth + 1);
                double value = number(negated);
                return Double.isNaN(value) ? negated : ConfigNode.scalar(plainNumber(-value), false, line, column);
            }
            return ConfigNode.scalar(word, false, line, column);
        }
        if (c == ':' && Syntax.isLetter(peekAt(1))) {
            pos++;
            ConfigNode symbol = nameOrCall(depth);
            return ConfigNode.scalar(":" + symbol.text(), false, line, column);
        }
        if (c == '(' || c == '[' || c == '{') {
            return collection(depth);
        }
        if (c == '@' || Syntax.isLetter(c)) {
            ConfigNode node = nameOrCall(depth);
            if (node.isScalar() && (node.text().equals("new") || node.text().equals("lambda"))) {
                space(false);
                if (startsValue()) {
                    return primary(depth + 1);
                }
            }
            return node;
        }
        if (c == ')' || c == ']' || c == '}' || c == ',') {
            throw error("a value (a number, a string, a name or a call)");
        }
        return ConfigNode.scalar("", false, line, column);
    }

    /** Reads a dotted name, and its argument list if one follows: {@code stop_after_attempt(3)}. */
    private ConfigNode nameOrCall(int depth) throws ConfigError {
        int line = line();
        int column = column();
        boolean annotation = peek() == '@';
        if (annotation) {
            pos++;
            space(false);
        }
        int start = pos;
        while (pos < text.length() && (Syntax.isWordChar(text.charAt(pos)) || (text.charAt(pos) == '.'
                && pos + 1 < text.length() && Syntax.isLetter(text.charAt(pos + 1))) || text.charAt(pos) == '?'
                || text.charAt(pos) == '!')) {
            pos++;
        }
        if (start == pos) {
            throw error("a name after '@'");
        }
        String name = text.substring(start, pos);
        int afterName = pos;
        space(false);
        if (peek() == '(') {
            ConfigNode call = ConfigNode.call(name, line, column);
            arguments(call, ')', depth + 1);
            while (peek() == '.' && Syntax.isLetter(peekAt(1))) {
                pos++;
                ConfigNode next = nameOrCall(depth + 1);
                if (next.isCall()) {
                    call.put(ConfigNode.scalar("." + next.text(), false, next.line(), next.column()), next);
                }
            }
            return call;
        }
        pos = afterName;
        return annotation ? ConfigNode.call(name, line, column) : ConfigNode.scalar(name, false, line, column);
    }

    private void arguments(ConfigNode call, char close, int depth) throws ConfigError {
        if (depth >= MAX_DEPTH) {
            throw error("at most " + MAX_DEPTH + " levels of nesting");
        }
        int openLine = line();
        int openColumn = column();
        pos++;
        while (true) {
            space(true);
            if (pos >= text.length()) {
                return; // a pasted fragment may stop inside a class or a call: read what it holds
            }
            if (peek() == close) {
                pos++;
                return;
            }
            boolean splat = false;
            while (peek() == '*') {
                pos++;
                splat = true;
            }
            space(true);
            if (splat && (peek() == ',' || peek() == close)) {
                // A bare splat, Python's keyword-only marker or Ruby's anonymous rest: def perform(*)
                if (peek() == ',') {
                    pos++;
                }
                continue;
            }
            int keyLine = line();
            int keyColumn = column();
            int at = pos;
            String key = keyword();
            if (key != null) {
                call.put(ConfigNode.scalar(key, false, keyLine, keyColumn), expression(depth + 1));
            } else {
                pos = at;
                ConfigNode value = expression(depth + 1);
                space(true);
                if ((peek() == ':' || (peek() == '=' && peekAt(1) == '>')) && (value.isScalar())) {
                    pos += peek() == ':' ? 1 : 2;
                    call.put(hashKey(value), expression(depth + 1));
                } else if (peek() == ':' && !value.isScalar()) {
                    throw error("',' or '" + close + "'");
                } else {
                    call.add(value);
                }
            }
            space(true);
            if (peek() != ',' && peek() != close) {
                skipToSeparator(close, openLine, openColumn);
            }
            if (peek() == ',') {
                pos++;
            }
        }
    }

    /**
     * Skips what this reader does not follow inside an argument list (a comprehension's {@code for},
     * a lambda's body, a conditional) up to the next ',' or the closing bracket at the same depth.
     */
    private void skipToSeparator(char close, int openLine, int openColumn) throws ConfigError {
        int depth = 0;
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == '"' || c == '\'') {
                string();
                continue;
            }
            if (c == '#' || (c == '/' && peekAt(1) == '/') || (c == '/' && peekAt(1) == '*')) {
                space(true);
                continue;
            }
            if (depth == 0 && (c == ',' || c == close)) {
                return;
            }
            if (c == '(' || c == '[' || c == '{') {
                depth++;
            } else if (c == ')' || c == ']' || c == '}') {
                depth--;
                if (depth < 0) {
                    throw error("'" + close + "' to close the list of arguments at line " + openLine + ", column "
                            + openColumn);
                }
            }
            pos++;
        }
    }

    /** Reads {@code name=} or {@code name:} (Ruby), leaving the position after it; null if none. */
    private String keyword() {
        if (!Syntax.isLetter(peek())) {
            return null;
        }
        int start = pos;
        while (Syntax.isWordChar(peek())) {
            pos++;
        }
        String name = text.substring(start, pos);
        space(false);
        if (peek() == '=' && peekAt(1) != '=' && peekAt(1) != '>') {
            pos++;
            return name;
        }
        if (peek() == ':' && peekAt(1) != ':' && start + name.length() == pos) {
            pos++;
            return name;
        }
        return null;
    }

    private ConfigNode collection(int depth) throws ConfigError {
        char open = peek();
        char close = open == '(' ? ')' : open == '[' ? ']' : '}';
        ConfigNode holder = ConfigNode.call("", line(), column());
        arguments(holder, close, depth + 1);
        boolean keyed = holder.size() > 0 && holder.keyAt(0) != null;
        ConfigNode node = keyed ? ConfigNode.map(holder.line(), holder.column())
                : ConfigNode.list(holder.line(), holder.column());
        for (int i = 0; i < holder.size(); i++) {
            if (keyed && holder.keyAt(i) != null) {
                node.put(holder.keyAt(i), holder.valueAt(i));
            } else if (!keyed) {
                node.add(holder.valueAt(i));
            }
        }
        if (open == '(' && node.isList() && node.size() == 1) {
            return node.valueAt(0);
        }
        return node;
    }

    private boolean rubyKeywordFollows() throws ConfigError {
        int at = pos;
        if (!Syntax.isLetter(peek()) && peek() != ':' && peek() != '"' && peek() != '\'') {
            return false;
        }
        boolean follows = rubyKey() != null;
        pos = at;
        return follows && text.charAt(at - 1) == ' ';
    }

    /**
     * Reads a Ruby hash key, {@code retry:} or with a hash rocket {@code :retry =>} or {@code 'retry' =>},
     * leaving the position after it; null (position unspecified) if none.
     */
    private ConfigNode rubyKey() throws ConfigError {
        int line = line();
        int column = column();
        if (peek() == ':' || peek() == '"' || peek() == '\'') {
            if (peek() == ':' && !Syntax.isLetter(peekAt(1))) {
                return null;
            }
            ConfigNode key = primary(1);
            space(false);
            if (!key.isScalar() || peek() != '=' || peekAt(1) != '>') {
                return null;
            }
            pos += 2;
            return hashKey(key);
        }
        String key = keyword();
        return key == null ? null : ConfigNode.scalar(key, false, line, column);
    }

    /** A hash key as its name: the symbol {@code :retry} and the string {@code "retry"} are both {@code retry}. */
    private static ConfigNode hashKey(ConfigNode key) {
        return key.isScalar() && !key.quoted() && key.text().startsWith(":")
                ? ConfigNode.scalar(key.text().substring(1), false, key.line(), key.column()) : key;
    }

    /** A Ruby call without parentheses: {@code sidekiq_options retry: 5, queue: "low"} to the line's end. */
    private ConfigNode rubyCommand(ConfigNode name) throws ConfigError {
        ConfigNode call = ConfigNode.call(name.text(), name.line(), name.column());
        while (true) {
            space(false);
            int at = pos;
            ConfigNode key = rubyKey();
            if (key == null) {
                pos = at;
                return call;
            }
            call.put(key, expression(1));
            space(false);
            if (peek() != ',') {
                return call;
            }
            pos++;
            space(true);
        }
    }

    private String string() throws ConfigError {
        char quote = peek();
        boolean triple = text.startsWith("" + quote + quote + quote, pos);
        int line = line();
        int column = column();
        pos += triple ? 3 : 1;
        StringBuilder sb = new StringBuilder();
        while (true) {
            if (pos >= text.length() || (!triple && text.charAt(pos) == '\n')) {
                throw new ConfigError(line, column, "the closing quote of this string");
            }
            char c = text.charAt(pos);
            if (c == '\\' && pos + 1 < text.length()) {
                sb.append(text.charAt(pos + 1));
                pos += 2;
                continue;
            }
            if (c == '#' && quote == '"' && !triple && peekAt(1) == '{') {
                int end = interpolationEnd(pos + 2, 0);
                if (end > 0) {
                    sb.append(text, pos, end);
                    pos = end;
                    continue;
                }
            }
            if (c == quote && (!triple || text.startsWith("" + quote + quote + quote, pos))) {
                pos += triple ? 3 : 1;
                return sb.toString();
            }
            sb.append(c);
            pos++;
        }
    }

    /**
     * Returns the position after the '}' closing a Ruby interpolation ({@code "#{msg["class"]}"}) whose code
     * starts at {@code from}, with strings and braces nested inside it; -1 when the line ends first (then
     * the '#' is only a character, as in Python).
     */
    private int interpolationEnd(int from, int depth) {
        if (depth >= MAX_DEPTH) {
            return -1;
        }
        int braces = 0;
        int i = from;
        while (i < text.length() && text.charAt(i) != '\n') {
            char c = text.charAt(i);
            if (c == '\\') {
                i += 2;
            } else if (c == '{') {
                braces++;
                i++;
            } else if (c == '}') {
                if (braces-- == 0) {
                    return i + 1;
                }
                i++;
            } else if (c == '"' || c == '\'') {
                i = stringEnd(i, depth + 1);
                if (i < 0) {
                    return -1;
                }
            } else {
                i++;
            }
        }
        return -1;
    }

    /** Returns the position after a one-line string starting at {@code at} inside an interpolation, or -1. */
    private int stringEnd(int at, int depth) {
        char quote = text.charAt(at);
        int i = at + 1;
        while (i < text.length() && text.charAt(i) != '\n') {
            char c = text.charAt(i);
            if (c == '\\') {
                i += 2;
            } else if (c == quote) {
                return i + 1;
            } else if (c == '#' && quote == '"' && i + 1 < text.length() && text.charAt(i + 1) == '{') {
                i = interpolationEnd(i + 2, depth + 1);
                if (i < 0) {
                    return -1;
                }
            } else {
                i++;
            }
        }
        return -1;
    }

    private boolean startsValue() {
        char c = peek();
        return c == '"' || c == '\'' || c == '(' || c == '[' || c == '{' || c == '@' || c == '-' || c == '.'
                || Syntax.isDigit(c) || Syntax.isLetter(c) || (c == ':' && Syntax.isLetter(peekAt(1)));
    }

    /** Skips spaces and comments, and line breaks when {@code lines}. */
    private void space(boolean lines) {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == ' ' || c == '\t' || c == '\r' || c == '\uFEFF' || (lines && c == '\n')
                    || (c == '\\' && peekAt(1) == '\n')) {
                pos += c == '\\' ? 2 : 1;
            } else if (c == '#' || (c == '/' && peekAt(1) == '/')) {
                while (pos < text.length() && text.charAt(pos) != '\n') {
                    pos++;
                }
            } else if (c == '/' && peekAt(1) == '*') {
                int end = text.indexOf("*/", pos + 2);
                pos = end < 0 ? text.length() : end + 2;
            } else {
                return;
            }
        }
    }

    private char peek() {
        return pos < text.length() ? text.charAt(pos) : '\0';
    }

    private char peekAt(int ahead) {
        return pos + ahead < text.length() ? text.charAt(pos + ahead) : '\0';
    }

    private int line() {
        return lines.line(pos);
    }

    private int column() {
        return lines.column(pos);
    }

    private ConfigError error(String expected) {
        return new ConfigError(line(), column(), expected);
    }

    /** Returns a plain scalar's value as a number (Python and Java forms: 1_000, 2.0, 5L, 100f), or NaN. */
    static double number(ConfigNode node) {
        if (node == null || !node.isScalar() || node.quoted()) {
            return Double.NaN;
        }
        return Decimal.parse(node.text());
    }

    private static String plainNumber(double value) {
        return Decimal.text(value);
    }
}
