package dev.retryworkbench.core.config;

/** Reading a node as a number, a whole number, a boolean or a duration, with the error people read. */
public final class Values {
    private Values() {
    }

    /** A plain or quoted number; an error names the key and says what it expected. */
    public static double number(ConfigNode node, String key) throws ConfigError {
        String text = node.isScalar() ? node.text() : "";
        double value = node.isScalar() ? Decimal.parse(text) : Double.NaN;
        if (Double.isInfinite(value)) {
            throw ConfigError.at(node, "a number for " + key + " below 1e22, not one " + text.length()
                    + " characters long");
        }
        if (Double.isNaN(value)) {
            throw ConfigError.at(node, "a number for " + key + shown(node));
        }
        return value;
    }

    /** A number at least {@code min}. */
    static double atLeast(ConfigNode node, String key, double min) throws ConfigError {
        double value = number(node, key);
        if (value < min) {
            throw ConfigError.at(node, "a number for " + key + " of at least " + Decimal.text(min) + ", not "
                    + node.text());
        }
        return value;
    }

    /** A whole number at least {@code min}. */
    static double whole(ConfigNode node, String key, double min) throws ConfigError {
        double value = atLeast(node, key, min);
        if (value != Math.floor(value)) {
            throw ConfigError.at(node, "a whole number for " + key + ", not " + node.text());
        }
        return value;
    }

    /** true or false, as YAML, JSON, Python, Ruby and Java write them. */
    public static boolean bool(ConfigNode node, String key) throws ConfigError {
        String text = node.isScalar() ? node.text() : "";
        if (text.equals("true") || text.equals("True") || text.equals("TRUE")) {
            return true;
        }
        if (text.equals("false") || text.equals("False") || text.equals("FALSE")) {
            return false;
        }
        throw ConfigError.at(node, "true or false for " + key + shown(node));
    }

    /** A duration in {@code syntax} (see {@link Durations}), at least 0, in ms. */
    static double duration(ConfigNode node, String key, int syntax, String example) throws ConfigError {
        double ms = node.isScalar() ? Durations.parse(node.text(), syntax) : Double.NaN;
        if (Double.isInfinite(ms) || ms > 1e15) {
            throw ConfigError.at(node, "a duration for " + key + " of at most 30 days");
        }
        if (Double.isNaN(ms)) {
            throw ConfigError.at(node, "a duration for " + key + " such as " + example + shown(node));
        }
        if (ms < 0) {
            throw ConfigError.at(node, "a duration for " + key + " of at least 0, not " + node.text());
        }
        return ms;
    }

    /** Returns true for a YAML or JSON null (absent value): null, ~, or nothing. */
    static boolean isNull(ConfigNode node) {
        return node == null || (node.isScalar() && !node.quoted()
                && (node.text().isEmpty() || node.text().equals("null") || node.text().equals("~")
                || node.text().equals("None") || node.text().equals("nil")));
    }

    /** A member that must be a map. */
    static ConfigNode map(ConfigNode node, String key) throws ConfigError {
        if (!node.isMap()) {
            throw ConfigError.at(node, "a mapping of keys for " + key + shown(node));
        }
        return node;
    }

    /** A member that must be a list. */
    static ConfigNode list(ConfigNode node, String key) throws ConfigError {
        if (!node.isList()) {
            throw ConfigError.at(node, "a list for " + key + shown(node));
        }
        return node;
    }

    /** The node's text as people wrote it, shortened, for a report line: "[UNAVAILABLE, 14]". */
    /** Returns a map's {@code name} member when it is a text (a route's, a rule's), else null. */
    static String name(ConfigNode map) {
        ConfigNode name = map.isMap() ? map.get("name") : null;
        return name == null || !name.isScalar() ? null : name.text();
    }

    static String describe(ConfigNode node) {
        StringBuilder sb = new StringBuilder();
        describe(node, sb, 0);
        return sb.length() > 80 ? sb.substring(0, 77) + "..." : sb.toString();
    }

    private static void describe(ConfigNode node, StringBuilder sb, int depth) {
        if (sb.length() > 80) {
            return;
        }
        if (node.isScalar()) {
            sb.append(node.text());
            return;
        }
        if (depth > 3) {
            sb.append("...");
            return;
        }
        sb.append(node.isCall() ? node.text() + "(" : node.isList() ? "[" : "{");
        for (int i = 0; i < node.size(); i++) {
            sb.append(i == 0 ? "" : ", ");
            if (node.keyAt(i) != null) {
                sb.append(node.keyTextAt(i)).append(node.isCall() ? "=" : ": ");
            }
            describe(node.valueAt(i), sb, depth + 1);
        }
        sb.append(node.isCall() ? ")" : node.isList() ? "]" : "}");
    }

    private static String shown(ConfigNode node) {
        if (!node.isScalar()) {
            return node.isMap() ? ", not a mapping" : node.isList() ? ", not a list" : ", not a call";
        }
        String text = node.text();
        return text.isEmpty() ? ", not nothing" : ", not '" + (text.length() > 40 ? text.substring(0, 40) + "..." : text)
                + "'";
    }
}
