package dev.retryworkbench.core.config;

import java.util.ArrayList;
import java.util.List;

/** Finding calls in code ({@link CodeText}) and reading their arguments as Python, Java or Ruby write them. */
final class Calls {
    private static final int MAX_DEPTH = 64;

    private Calls() {
    }

    /** Returns the last part of a dotted name: {@code tenacity.retry} is {@code retry}. */
    static String simpleName(String name) {
        int dot = name.lastIndexOf('.');
        return dot < 0 ? name : name.substring(dot + 1);
    }

    /** Returns every call whose simple name is one of {@code names}, outermost first, in text order. */
    static List<ConfigNode> find(ConfigNode tree, String... names) {
        List<ConfigNode> found = new ArrayList<>();
        find(tree, names, found, 0);
        return found;
    }

    private static void find(ConfigNode node, String[] names, List<ConfigNode> found, int depth) {
        if (depth > MAX_DEPTH || node.isScalar()) {
            return;
        }
        if (node.isCall()) {
            String simple = simpleName(node.text());
            for (String name : names) {
                if (name.equals(simple)) {
                    found.add(node);
                    return;
                }
            }
        }
        for (int i = 0; i < node.size(); i++) {
            find(node.valueAt(i), names, found, depth + 1);
        }
    }

    /** Returns the call's keyword argument, or its positional one at {@code index} (-1: keyword only), or null. */
    static ConfigNode argument(ConfigNode call, String keyword, int index) {
        ConfigNode value = call.get(keyword);
        return value != null || index < 0 ? value : call.positional(index);
    }

    /**
     * Seconds, as Python gives them: a number, or a {@code timedelta(...)} call (days, hours, minutes,
     * seconds, milliseconds, microseconds, weeks).
     */
    static double seconds(ConfigNode node, String key) throws ConfigError {
        if (node.isCall() && simpleName(node.text()).equals("timedelta")) {
            String[] units = {"days", "seconds", "microseconds", "milliseconds", "minutes", "hours", "weeks"};
            double[] factors = {86_400, 1, 1e-6, 1e-3, 60, 3_600, 604_800};
            double total = 0;
            for (int i = 0; i < node.size(); i++) {
                String unit = node.keyTextAt(i);
                int index = i;
                if (unit == null) {
                    unit = units[Math.min(index, units.length - 1)];
                }
                boolean known = false;
                for (int u = 0; u < units.length; u++) {
                    if (units[u].equals(unit)) {
                        total += Values.number(node.valueAt(i), key + " " + unit) * factors[u];
                        known = true;
                    }
                }
                if (!known) {
                    throw ConfigError.at(node.valueAt(i), "a timedelta unit (days, hours, minutes, seconds, milliseconds)");
                }
            }
            return total;
        }
        double value = Values.number(node, key);
        if (value < 0) {
            throw ConfigError.at(node, "a number of seconds for " + key + " of at least 0");
        }
        return value;
    }

    /** Returns true for Python's True, Java's and Ruby's true; false for False and false; else throws. */
    static boolean bool(ConfigNode node, String key) throws ConfigError {
        return Values.bool(node, key);
    }

    /** Returns true when the node is a literal boolean (true or false in any of the languages' spellings). */
    static boolean isBool(ConfigNode node) {
        if (!node.isScalar() || node.quoted()) {
            return false;
        }
        String t = node.text();
        return t.equals("True") || t.equals("False") || t.equals("true") || t.equals("false");
    }
}
