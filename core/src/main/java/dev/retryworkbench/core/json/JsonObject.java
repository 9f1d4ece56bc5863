package dev.retryworkbench.core.json;

import java.util.ArrayList;
import java.util.List;

/**
 * A JSON object: its members by name. A scan of a few names, not a {@code HashMap}, which would
 * add kilobytes to every page's script.
 */
public final class JsonObject {
    private final List<String> names = new ArrayList<>();
    private final List<Object> values = new ArrayList<>();

    /** Adds a member; the caller keeps names unique. */
    public void add(String name, Object value) {
        names.add(name);
        values.add(value);
    }

    /** Sets a member's value: in its place when the object has it, else added at the end. */
    public void set(String name, Object value) {
        int index = indexOf(name);
        if (index < 0) {
            add(name, value);
        } else {
            values.set(index, value);
        }
    }

    /** Removes the member of this name, if the object has it. */
    public void remove(String name) {
        int index = indexOf(name);
        if (index >= 0) {
            names.remove(index);
            values.remove(index);
        }
    }

    /** Returns true when the object has a member of this name, even one whose value is null. */
    public boolean has(String name) {
        return indexOf(name) >= 0;
    }

    /** Returns the member's value, or null when the object has no such member. */
    public Object get(String name) {
        int index = indexOf(name);
        return index < 0 ? null : values.get(index);
    }

    // A loop over String.equals, not List.indexOf: that calls Object.equals, which would pull every
    // record's generated equals into the page's script.
    private int indexOf(String name) {
        for (int i = 0; i < names.size(); i++) {
            if (names.get(i).equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /** Returns the member names in the order they were written. */
    public List<String> names() {
        return names;
    }
}
