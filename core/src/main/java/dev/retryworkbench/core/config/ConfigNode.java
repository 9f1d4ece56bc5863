package dev.retryworkbench.core.config;

import dev.retryworkbench.core.text.Ascii;
import java.util.ArrayList;
import java.util.List;

/**
 * One value of a parsed config text, with the line and column where it starts: a map (YAML mapping,
 * JSON object, INI section), a list, a call (a decorator, a constructor, an annotation: its name, and
 * its arguments, keyword ones with a key), or a scalar (its text as written, without quotes). Every
 * parser of this package builds these, so the formats read JSON, YAML, properties and code alike.
 */
public final class ConfigNode {
    /** What a node holds. */
    public enum Kind { MAP, LIST, CALL, SCALAR }

    private final Kind kind;
    private final int line;
    private final int column;
    private final String text;
    private final boolean quoted;
    private final List<ConfigNode> keys = new ArrayList<>();
    private final List<ConfigNode> values = new ArrayList<>();
    /** The key this value was first put under, for where a reading says the key that set a member is. */
    private ConfigNode key;

    private ConfigNode(Kind kind, String text, boolean quoted, int line, int column) {
        this.kind = kind;
        this.text = text;
        this.quoted = quoted;
        this.line = line;
        this.column = column;
    }

    static ConfigNode map(int line, int column) {
        return new ConfigNode(Kind.MAP, "", false, line, column);
    }

    static ConfigNode list(int line, int column) {
        return new ConfigNode(Kind.LIST, "", false, line, column);
    }

    /** A call of {@code name}: {@code Retry(...)}, {@code @Backoff(...)}. */
    static ConfigNode call(String name, int line, int column) {
        return new ConfigNode(Kind.CALL, name, false, line, column);
    }

    static ConfigNode scalar(String text, boolean quoted, int line, int column) {
        return new ConfigNode(Kind.SCALAR, text, quoted, line, column);
    }

    /** Adds a member (a map's, or a call's keyword argument); the key is a scalar node. */
    void put(ConfigNode key, ConfigNode value) {
        keys.add(key);
        values.add(value);
        if (value.key == null) {
            value.key = key;
        }
        if (table != null) {
            index(keys.size() - 1);
        } else if (keys.size() > 16) {
            rebuild();
        }
    }

    /**
     * Open addressing on the keys' hash codes once a map is large, so that reading a map of
     * thousands of keys (each checked for a duplicate) stays linear; no HashMap in the page's script.
     */
    private int[] table;

    private void rebuild() {
        table = new int[Integer.highestOneBit(keys.size() * 4)];
        for (int i = 0; i < keys.size(); i++) {
            index(i);
        }
    }

    private void index(int i) {
        if ((i + 1) * 2 > table.length) {
            rebuild();
            return;
        }
        ConfigNode key = keys.get(i);
        if (key == null) {
            return;
        }
        int mask = table.length - 1;
        int slot = key.text.hashCode() & mask;
        while (table[slot] != 0) {
            if (keys.get(table[slot] - 1).text.equals(key.text)) {
                return;
            }
            slot = (slot + 1) & mask;
        }
        table[slot] = i + 1;
    }

    /** Adds an item (a list's, or a call's positional argument). */
    void add(ConfigNode value) {
        keys.add(null);
        values.add(value);
    }

    public Kind kind() {
        return kind;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    /** Returns the key this value is a member's value of, or null for an item or a positional argument. */
    ConfigNode key() {
        return key;
    }

    /** Returns a scalar's text (unquoted) or a call's name; empty for maps and lists. */
    public String text() {
        return text;
    }

    /** Returns true for a quoted scalar: YAML and JSON strings, which are never numbers or booleans. */
    public boolean quoted() {
        return quoted;
    }

    public boolean isMap() {
        return kind == Kind.MAP;
    }

    public boolean isList() {
        return kind == Kind.LIST;
    }

    public boolean isScalar() {
        return kind == Kind.SCALAR;
    }

    public boolean isCall() {
        return kind == Kind.CALL;
    }

    /** Returns the number of members or items. */
    public int size() {
        return values.size();
    }

    /** Returns the key node of the i-th member, or null for an item without a key. */
    public ConfigNode keyAt(int i) {
        return keys.get(i);
    }

    /** Returns the key text of the i-th member, or null for an item without a key. */
    public String keyTextAt(int i) {
        ConfigNode key = keys.get(i);
        return key == null ? null : key.text;
    }

    public ConfigNode valueAt(int i) {
        return values.get(i);
    }

    /** Returns the first member of this name, or null. */
    public ConfigNode get(String key) {
        if (table != null) {
            int mask = table.length - 1;
            int slot = key.hashCode() & mask;
            while (table[slot] != 0) {
                if (keys.get(table[slot] - 1).text.equals(key)) {
                    return values.get(table[slot] - 1);
                }
                slot = (slot + 1) & mask;
            }
            return null;
        }
        for (int i = 0; i < keys.size(); i++) {
            ConfigNode k = keys.get(i);
            if (k != null && k.text.equals(key)) {
                return values.get(i);
            }
        }
        return null;
    }

    /** Returns the key text of the first member whose name equals {@code key} ignoring case, or null. */
    public String keyIgnoringCase(String key) {
        for (ConfigNode k : keys) {
            if (k != null && Ascii.equalsIgnoreCase(k.text, key)) {
                return k.text;
            }
        }
        return null;
    }

    /** Returns true when the node has a member of this name. */
    public boolean has(String key) {
        return get(key) != null;
    }

    /** Returns the positional argument or item at {@code index} among those without a key, or null. */
    public ConfigNode positional(int index) {
        int seen = 0;
        for (int i = 0; i < keys.size(); i++) {
            if (keys.get(i) == null) {
                if (seen == index) {
                    return values.get(i);
                }
                seen++;
            }
        }
        return null;
    }
}
