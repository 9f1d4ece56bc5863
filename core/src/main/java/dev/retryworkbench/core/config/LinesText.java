package dev.retryworkbench.core.config;

/**
 * Reads key = value lines: Java .properties ({@code resilience4j.retry.instances.a.maxAttempts=3},
 * ':' too) and INI files such as the AWS shared config ({@code [profile dev]} sections, whose name
 * becomes the prefix {@code profile dev.} of the keys below it). Comments start with '#', ';' or '!';
 * a shell's {@code export NAME=value} reads as {@code NAME=value}. The result is one map, keys in
 * order, values as plain scalars with their positions.
 */
final class LinesText {
    private LinesText() {
    }

    static ConfigNode parse(String text) throws ConfigError {
        ConfigNode map = ConfigNode.map(1, 1);
        String section = "";
        int line = 0;
        int start = 0;
        while (start <= text.length()) {
            int end = text.indexOf('\n', start);
            if (end < 0) {
                end = text.length();
            }
            line++;
            String raw = text.substring(start, end);
            int indent = 0;
            while (indent < raw.length() && (raw.charAt(indent) == ' ' || raw.charAt(indent) == '\t')) {
                indent++;
            }
            String content = raw.trim();
            if (content.startsWith("export ")) {
                content = content.substring(7).trim();
                indent += 7;
            }
            if (!content.isEmpty() && "#;!".indexOf(content.charAt(0)) < 0) {
                if (content.charAt(0) == '[') {
                    int close = content.indexOf(']');
                    if (close < 0) {
                        throw new ConfigError(line, indent + 1, "']' to close the section name");
                    }
                    section = content.substring(1, close).trim() + ".";
                } else {
                    int eq = separator(content);
                    if (eq <= 0) {
                        throw new ConfigError(line, indent + 1, "a line of the form key = value");
                    }
                    String key = section + content.substring(0, eq).trim();
                    String value = stripComment(content.substring(eq + 1)).trim();
                    int valueColumn = indent + eq + 2;
                    if (map.has(key)) {
                        throw new ConfigError(line, indent + 1, "a key not set before, not '" + key + "' again");
                    }
                    map.put(ConfigNode.scalar(key, false, line, indent + 1),
                            ConfigNode.scalar(unquote(value), false, line, valueColumn));
                }
            }
            start = end + 1;
        }
        return map;
    }

    private static int separator(String content) {
        for (int i = 0; i < content.length(); i++) {
            char c = content.charAt(i);
            if (c == '=' || c == ':') {
                return i;
            }
            if (c == ' ' || c == '\t') {
                int j = i;
                while (j < content.length() && (content.charAt(j) == ' ' || content.charAt(j) == '\t')) {
                    j++;
                }
                return j < content.length() && (content.charAt(j) == '=' || content.charAt(j) == ':') ? j : -1;
            }
        }
        return -1;
    }

    private static String stripComment(String value) {
        for (int i = 1; i < value.length(); i++) {
            char c = value.charAt(i);
            if ((c == '#' || c == ';') && (value.charAt(i - 1) == ' ' || value.charAt(i - 1) == '\t')) {
                return value.substring(0, i);
            }
        }
        return value;
    }

    private static String unquote(String value) {
        if (value.length() >= 2 && (value.charAt(0) == '"' || value.charAt(0) == '\'')
                && value.charAt(value.length() - 1) == value.charAt(0)) {
            return value.substring(1, value.length() - 1);
        }
        return value;
    }
}
