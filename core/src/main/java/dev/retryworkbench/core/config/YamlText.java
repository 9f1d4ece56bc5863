package dev.retryworkbench.core.config;

/**
 * A hand-written YAML subset, enough for the configs people paste: block mappings and sequences
 * (compact ones too), flow collections over several lines, plain, single- and double-quoted
 * scalars, literal and folded block scalars, comments, one optional {@code ---}. It refuses, with a
 * clear message, what would let a small text grow large or change meaning silently: anchors,
 * aliases and merge keys (no billion-laughs expansion), tags, directives, complex keys, several
 * documents, plain scalars over several lines, and tabs in indentation. YamlDifferentialTest checks
 * it against snakeyaml-engine. snakeyaml-engine compiles under TeaVM but adds about 144 KB
 * gzipped (docs/architecture.md), three times an on-demand script's whole budget.
 */
final class YamlText {
    /** The deepest nesting read, block and flow levels together. */
    static final int MAX_DEPTH = 64;

    private final String text;
    private final int[] lineStarts;
    private final int lineCount;
    private int li;
    /** A compact collection after "- " is parsed as if indented to its own column. */
    private int shiftedLine = -1;
    private int shiftedIndent;

    private YamlText(String text) {
        this.text = text;
        int count = 1;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                count++;
            }
        }
        lineStarts = new int[count];
        int n = 1;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                lineStarts[n++] = i + 1;
            }
        }
        lineCount = count;
    }

    /** Parses one document. */
    static ConfigNode parse(String text) throws ConfigError {
        return new YamlText(text).document();
    }

    private ConfigNode document() throws ConfigError {
        skipBlank();
        while (li < lineCount && text.startsWith("%", lineStarts[li])) {
            throw error(lineStarts[li], "no directives (%YAML, %TAG): paste the document itself");
        }
        if (li < lineCount && isMarker(li, "---")) {
            int after = lineStarts[li] + 3;
            if (!restBlank(after)) {
                throw error(skipSpaces(after), "a line break after '---' (the document starts on the next line)");
            }
            li++;
        }
        ConfigNode root = blockNode(-1, 0);
        skipBlank();
        if (li < lineCount) {
            if (isMarker(li, "---")) {
                throw error(lineStarts[li], "a single YAML document: paste one document, without a second '---'");
            }
            if (isMarker(li, "...")) {
                li++;
                skipBlank();
                if (li < lineCount) {
                    throw error(contentStart(li), "nothing after the end of the document ('...')");
                }
            } else {
                throw error(contentStart(li), "a key at the indentation of the lines above it");
            }
        }
        return root;
    }

    /** Parses the node starting on the next non-blank line, if it is indented beyond {@code parent}. */
    private ConfigNode blockNode(int parent, int depth) throws ConfigError {
        skipBlank();
        if (li >= lineCount || indent(li) <= parent) {
            return ConfigNode.scalar("", false, li < lineCount ? li + 1 : lineCount, 1);
        }
        checkDepth(depth, contentStart(li));
        int ind = indent(li);
        int start = contentStart(li);
        if (isDash(start)) {
            return sequence(ind, depth);
        }
        if (keyColon(start) >= 0) {
            return mapping(ind, depth);
        }
        return inlineValue(start, parent, depth);
    }

    private ConfigNode mapping(int ind, int depth) throws ConfigError {
        int first = contentStart(li);
        ConfigNode map = ConfigNode.map(li + 1, column(first));
        while (true) {
            skipBlank();
            if (li >= lineCount || indent(li) < ind || isMarker(li, "---") || isMarker(li, "...")) {
                return map;
            }
            int start = contentStart(li);
            if (indent(li) > ind) {
                throw error(start, "a key at column " + (ind + 1) + ", where this mapping's keys start");
            }
            if (isDash(start)) {
                throw error(start, "a key followed by ':' (a '-' item cannot follow a mapping's keys)");
            }
            int colon = keyColon(start);
            if (colon < 0) {
                throw error(start, "a key followed by ':'");
            }
            ConfigNode key = key(start, colon);
            if (map.has(key.text())) {
                throw error(start, "a key not used before in this mapping, not '" + key.text() + "' again");
            }
            int value = skipSpaces(colon + 1);
            if (atContentEnd(value)) {
                li++;
                skipBlank();
                if (li < lineCount && indent(li) == ind && isDash(contentStart(li))) {
                    map.put(key, sequence(ind, depth + 1));
                } else {
                    map.put(key, blockNode(ind, depth + 1));
                }
            } else {
                map.put(key, inlineValue(value, ind, depth + 1));
            }
        }
    }

    private ConfigNode sequence(int ind, int depth) throws ConfigError {
        ConfigNode list = ConfigNode.list(li + 1, column(contentStart(li)));
        while (true) {
            skipBlank();
            if (li >= lineCount || indent(li) < ind) {
                return list;
            }
            int start = contentStart(li);
            if (indent(li) > ind) {
                throw error(start, "a '-' item at column " + (ind + 1) + ", where this list's items start");
            }
            if (!isDash(start)) {
                return list;
            }
            int item = skipSpaces(start + 1);
            if (atContentEnd(item)) {
                li++;
                list.add(blockNode(ind, depth + 1));
            } else if (isDash(item) || keyColon(item) >= 0) {
                shiftedLine = li;
                shiftedIndent = item - lineStarts[li];
                list.add(blockNode(ind, depth + 1));
            } else {
                list.add(inlineValue(item, ind, depth + 1));
            }
        }
    }

    /** Parses a value that starts on the current line at {@code pos}, and moves past it. */
    private ConfigNode inlineValue(int pos, int parent, int depth) throws ConfigError {
        checkDepth(depth, pos);
        refuseMarkers(pos);
        char c = text.charAt(pos);
        if (c == '|' || c == '>') {
            return blockScalar(pos, parent);
        }
        ConfigNode node;
        int end;
        if (c == '[' || c == '{') {
            int[] at = {pos};
            node = flow(at, depth);
            end = at[0];
        } else if (c == '"' || c == '\'') {
            int[] at = {pos};
            node = quoted(at);
            end = at[0];
        } else {
            int stop = plainEnd(pos);
            for (int p = pos; p < stop; p++) {
                if (text.charAt(p) == ':' && (p + 1 == stop || isSpace(text.charAt(p + 1)))) {
                    throw error(p, "a value without ': ' (quote a value that holds one; a mapping starts on its own line)");
                }
            }
            node = ConfigNode.scalar(text.substring(pos, stop), false, lineOf(pos) + 1, column(pos));
            end = stop;
        }
        int rest = skipSpaces(end);
        if (!atContentEnd(rest)) {
            throw error(rest, "the end of the line after the value (or a comment after ' #')");
        }
        li = lineOf(end) + 1;
        if (!node.quoted() && node.isScalar()) {
            skipBlank();
            if (li < lineCount && indent(li) > parent && !isMarker(li, "---") && !isMarker(li, "...")) {
                throw error(contentStart(li), "a plain value on one line (a plain scalar continued on the next"
                        + " line is not read: quote it)");
            }
        }
        return node;
    }

    /**
     * Reads a literal or folded block scalar as YAML 1.2.2 section 8.1 says: the chomping indicator
     * ('-' strip, '+' keep, none clip) decides the final line break and trailing empty lines, an
     * indentation indicator fixes the content's indentation (else its first non-empty line does);
     * folding joins adjacent lines with a space, and keeps the line breaks around empty lines and
     * more-indented lines.
     */
    private ConfigNode blockScalar(int pos, int parent) throws ConfigError {
        boolean literal = text.charAt(pos) == '|';
        int line = lineOf(pos);
        int p = pos + 1;
        char chomp = ' ';
        int indent = 0;
        for (int i = 0; i < 2 && p < text.length(); i++, p++) {
            char c = text.charAt(p);
            if ((c == '-' || c == '+') && chomp == ' ') {
                chomp = c;
            } else if (c >= '1' && c <= '9' && indent == 0) {
                indent = Math.max(parent + 1, 1) + c - '1';
            } else {
                break;
            }
        }
        if (!atContentEnd(skipSpaces(p))) {
            throw error(skipSpaces(p), "a line break after the block scalar's '" + (literal ? '|' : '>') + "'");
        }
        li = line + 1;
        StringBuilder sb = new StringBuilder();
        int empty = 0;
        boolean normal = false;
        boolean content = false;
        boolean broken = false;
        for (; li < lineCount && !isMarker(li, "---") && !isMarker(li, "..."); li++) {
            int start = lineStarts[li];
            int end = lineEnd(li);
            int spaces = 0;
            while (start + spaces < end && text.charAt(start + spaces) == ' ') {
                spaces++;
            }
            if (indent == 0 && start + spaces < end) {
                if (spaces <= Math.max(parent, 0)) {
                    break;
                }
                if (spaces < empty) {
                    throw error(start + spaces, "a first line of the block scalar indented no less than the blank lines before it");
                }
                indent = spaces;
            }
            if (indent == 0 || (start + spaces == end && spaces <= indent)) {
                empty = Math.max(empty, spaces);
                if (li + 1 < lineCount) {
                    sb.append('\n');
                }
                continue;
            }
            if (spaces < indent) {
                break;
            }
            boolean more = start + indent < end && isSpace(text.charAt(start + indent));
            if (content && !literal && normal && !more && sb.charAt(sb.length() - 1) == '\n') {
                sb.setCharAt(sb.length() - 1, ' ');
                if (sb.length() > 1 && sb.charAt(sb.length() - 2) == '\n') {
                    sb.setLength(sb.length() - 1);
                }
            }
            sb.append(text, start + indent, end);
            broken = li + 1 < lineCount;
            if (broken) {
                sb.append('\n');
            }
            content = true;
            normal = !more;
            empty = 0;
        }
        if (chomp != '+') {
            int keep = sb.length();
            while (keep > 0 && sb.charAt(keep - 1) == '\n') {
                keep--;
            }
            sb.setLength(chomp == ' ' && content && broken ? keep + 1 : keep);
        }
        return ConfigNode.scalar(sb.toString(), true, line + 1, column(pos));
    }

    private ConfigNode flow(int[] at, int depth) throws ConfigError {
        int pos = at[0];
        checkDepth(depth, pos);
        char open = text.charAt(pos);
        char close = open == '[' ? ']' : '}';
        ConfigNode node = open == '[' ? ConfigNode.list(lineOf(pos) + 1, column(pos))
                : ConfigNode.map(lineOf(pos) + 1, column(pos));
        pos = flowSpace(pos + 1);
        while (true) {
            if (pos >= text.length()) {
                throw error(pos, "'" + close + "' to close the '" + open + "' at line " + node.line() + ", column "
                        + node.column());
            }
            if (text.charAt(pos) == close) {
                at[0] = pos + 1;
                return node;
            }
            at[0] = pos;
            ConfigNode item = flowItem(at, depth + 1);
            pos = flowSpace(at[0]);
            if (pos < text.length() && text.charAt(pos) == ':') {
                if (!item.isScalar()) {
                    throw error(pos, "a plain or quoted key before ':'");
                }
                if (open == '{' && node.has(item.text())) {
                    throw error(pos, "a key not used before in this mapping, not '" + item.text() + "' again");
                }
                at[0] = flowSpace(pos + 1);
                ConfigNode value = pos + 1 < text.length() && (text.charAt(at[0]) == ',' || text.charAt(at[0]) == close)
                        ? ConfigNode.scalar("", false, lineOf(pos) + 1, column(pos)) : flowItem(at, depth + 1);
                if (open == '{') {
                    node.put(item, value);
                } else {
                    ConfigNode pair = ConfigNode.map(item.line(), item.column());
                    pair.put(item, value);
                    node.add(pair);
                }
                pos = flowSpace(at[0]);
            } else if (open == '{') {
                node.put(item, ConfigNode.scalar("", false, item.line(), item.column()));
            } else {
                node.add(item);
            }
            if (pos < text.length() && text.charAt(pos) == ',') {
                pos = flowSpace(pos + 1);
            } else if (pos >= text.length()) {
                throw error(pos, "'" + close + "' to close the '" + open + "' at line " + node.line() + ", column "
                        + node.column());
            } else if (text.charAt(pos) != close) {
                throw error(pos, "',' or '" + close + "' in the flow " + (open == '[' ? "sequence" : "mapping"));
            }
        }
    }

    private ConfigNode flowItem(int[] at, int depth) throws ConfigError {
        int pos = at[0];
        refuseMarkers(pos);
        char c = text.charAt(pos);
        if (c == '[' || c == '{') {
            return flow(at, depth);
        }
        if (c == '"' || c == '\'') {
            return quoted(at);
        }
        int end = pos;
        while (end < text.length()) {
            char d = text.charAt(end);
            if (d == ',' || d == '[' || d == ']' || d == '{' || d == '}' || d == '\n' || d == '\r'
                    || (d == ':' && (end + 1 >= text.length() || isFlowBreak(text.charAt(end + 1))))
                    || (d == '#' && end > pos && isSpace(text.charAt(end - 1)))) {
                break;
            }
            end++;
        }
        String plain = text.substring(pos, end).trim();
        if (plain.isEmpty()) {
            throw error(pos, "a value in the flow collection");
        }
        at[0] = end;
        return ConfigNode.scalar(plain, false, lineOf(pos) + 1, column(pos));
    }

    private ConfigNode quoted(int[] at) throws ConfigError {
        int pos = at[0];
        char quote = text.charAt(pos);
        int line = lineOf(pos) + 1;
        int column = column(pos);
        StringBuilder sb = new StringBuilder();
        int p = pos + 1;
        while (true) {
            if (p >= text.length()) {
                throw error(pos, "the closing " + (quote == '"' ? "double" : "single") + " quote of this string");
            }
            char c = text.charAt(p);
            if (c == quote) {
                if (quote == '\'' && p + 1 < text.length() && text.charAt(p + 1) == '\'') {
                    sb.append('\'');
                    p += 2;
                    continue;
                }
                at[0] = p + 1;
                return ConfigNode.scalar(sb.toString(), true, line, column);
            }
            if (c == '\n' || c == '\r') {
                while (sb.length() > 0 && sb.charAt(sb.length() - 1) == ' ') {
                    sb.setLength(sb.length() - 1);
                }
                sb.append(' ');
                p++;
                while (p < text.length() && (isSpace(text.charAt(p)) || text.charAt(p) == '\n' || text.charAt(p) == '\r')) {
                    p++;
                }
                continue;
            }
            if (c == '\\' && quote == '"') {
                p = escape(p, sb);
                continue;
            }
            sb.append(c);
            p++;
        }
    }

    private int escape(int p, StringBuilder sb) throws ConfigError {
        char e = p + 1 < text.length() ? text.charAt(p + 1) : '\0';
        int digits = 0;
        switch (e) {
            case 'n': sb.append('\n'); break;
            case 't': sb.append('\t'); break;
            case 'r': sb.append('\r'); break;
            case '0': sb.append('\0'); break;
            case ' ': sb.append(' '); break;
            case '/': sb.append('/'); break;
            case '"': sb.append('"'); break;
            case '\\': sb.append('\\'); break;
            case 'x': digits = 2; break;
            case 'u': digits = 4; break;
            default:
                throw error(p, "an escape such as \\n, \\\" or \\u0041 after the backslash");
        }
        int code = 0;
        for (int i = 0; i < digits; i++) {
            int digit = p + 2 + i < text.length() ? Syntax.hexDigit(text.charAt(p + 2 + i)) : -1;
            if (digit < 0) {
                throw error(p, digits + " hexadecimal digits after \\" + e);
            }
            code = code * 16 + digit;
        }
        if (digits > 0) {
            sb.append((char) code);
        }
        return p + 2 + digits;
    }

    private void refuseMarkers(int pos) throws ConfigError {
        char c = text.charAt(pos);
        if (c == '&') {
            throw error(pos, "a value, not an anchor ('&'): anchors and aliases are not read; write the values out");
        }
        if (c == '*') {
            throw error(pos, "a value, not an alias ('*'): anchors and aliases are not read; write the values out");
        }
        if (c == '!') {
            throw error(pos, "a value, not a tag ('!'): tags are not read");
        }
        if ((c == '?' || c == '@' || c == '`') && (pos + 1 >= text.length() || isFlowBreak(text.charAt(pos + 1))
                || c != '?')) {
            throw error(pos, "a value, not '" + c + "' (complex keys and reserved characters are not read)");
        }
    }

    private ConfigNode key(int start, int colon) throws ConfigError {
        refuseMarkers(start);
        char c = text.charAt(start);
        if (c == '"' || c == '\'') {
            int[] at = {start};
            ConfigNode key = quoted(at);
            if (skipSpaces(at[0]) != colon) {
                throw error(at[0], "':' after the quoted key");
            }
            return key;
        }
        String name = text.substring(start, colon).trim();
        if (name.equals("<<")) {
            throw error(start, "a key, not a merge key ('<<'): anchors and aliases are not read");
        }
        return ConfigNode.scalar(name, false, lineOf(start) + 1, column(start));
    }

    /** Returns the offset of the ':' that ends a block key starting at {@code start}, or -1. */
    private int keyColon(int start) {
        int end = lineEnd(lineOf(start));
        char c = text.charAt(start);
        int p = start;
        if (c == '"' || c == '\'') {
            p++;
            while (p < end && text.charAt(p) != c) {
                p += text.charAt(p) == '\\' && c == '"' ? 2 : 1;
            }
            p = skipSpaces(p + 1);
            return p < end && text.charAt(p) == ':' && (p + 1 >= end || isSpace(text.charAt(p + 1))) ? p : -1;
        }
        if (c == '[' || c == '{' || c == '#') {
            return -1;
        }
        for (; p < end; p++) {
            char d = text.charAt(p);
            if (d == '#' && p > start && isSpace(text.charAt(p - 1))) {
                return -1;
            }
            if (d == ':' && (p + 1 >= end || isSpace(text.charAt(p + 1)))) {
                return p;
            }
        }
        return -1;
    }

    /** Returns where a block plain scalar from {@code pos} ends: before a comment or trailing spaces. */
    private int plainEnd(int pos) {
        int end = lineEnd(lineOf(pos));
        int p = pos;
        while (p < end && !(text.charAt(p) == '#' && p > pos && isSpace(text.charAt(p - 1)))) {
            p++;
        }
        while (p > pos && isSpace(text.charAt(p - 1))) {
            p--;
        }
        return p;
    }

    private boolean isDash(int pos) {
        int end = lineEnd(lineOf(pos));
        return text.charAt(pos) == '-' && (pos + 1 >= end || isSpace(text.charAt(pos + 1)));
    }

    private boolean isMarker(int line, String marker) {
        int start = lineStarts[line];
        return text.startsWith(marker, start) && (start + 3 >= text.length() || isFlowBreak(text.charAt(start + 3)));
    }

    private int flowSpace(int pos) {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == '#' && (pos == 0 || isSpace(text.charAt(pos - 1)) || text.charAt(pos - 1) == '\n')) {
                while (pos < text.length() && text.charAt(pos) != '\n') {
                    pos++;
                }
            } else if (isSpace(c) || c == '\n' || c == '\r') {
                pos++;
            } else {
                return pos;
            }
        }
        return pos;
    }

    private void skipBlank() throws ConfigError {
        while (li < lineCount) {
            int start = lineStarts[li];
            int end = lineEnd(li);
            int p = start;
            while (p < end && text.charAt(p) == ' ') {
                p++;
            }
            if (p < end && text.charAt(p) == '\t') {
                int q = p;
                while (q < end && isSpace(text.charAt(q))) {
                    q++;
                }
                if (q < end && text.charAt(q) != '#') {
                    throw error(p, "spaces for indentation, not a tab");
                }
            }
            if (!restBlank(p)) {
                return;
            }
            li++;
        }
    }

    private int indent(int line) {
        if (line == shiftedLine) {
            return shiftedIndent;
        }
        int start = lineStarts[line];
        int p = start;
        while (p < text.length() && text.charAt(p) == ' ') {
            p++;
        }
        return p - start;
    }

    private int contentStart(int line) {
        return lineStarts[line] + indent(line);
    }

    private int lineEnd(int line) {
        int end = line + 1 < lineCount ? lineStarts[line + 1] - 1 : text.length();
        return end > lineStarts[line] && text.charAt(end - 1) == '\r' ? end - 1 : end;
    }

    private boolean restBlank(int pos) {
        return atContentEnd(skipSpaces(pos));
    }

    private boolean atContentEnd(int pos) {
        int end = lineEnd(lineOf(pos));
        return pos >= end || text.charAt(pos) == '#';
    }

    private int skipSpaces(int pos) {
        while (pos < text.length() && isSpace(text.charAt(pos))) {
            pos++;
        }
        return pos;
    }

    private int lineOf(int pos) {
        int lo = 0;
        int hi = lineCount - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (lineStarts[mid] <= pos) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }

    private int column(int pos) {
        return pos - lineStarts[lineOf(pos)] + 1;
    }

    private void checkDepth(int depth, int pos) throws ConfigError {
        if (depth >= MAX_DEPTH) {
            throw error(pos, "at most " + MAX_DEPTH + " levels of nesting");
        }
    }

    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t';
    }

    private static boolean isFlowBreak(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ',' || c == ']' || c == '}';
    }

    private ConfigError error(int pos, String expected) {
        int line = lineOf(Math.min(pos, text.length()));
        return new ConfigError(line + 1, Math.min(pos, text.length()) - lineStarts[line] + 1, expected);
    }
}
