package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.json.JsonNull;
import dev.retryworkbench.core.json.JsonNumber;
import dev.retryworkbench.core.json.JsonObject;
import dev.retryworkbench.core.policy.Role;
import java.util.List;
import java.util.function.Function;

/**
 * The workbench's {@code layers} member as a worksheet holds it, and its defaults. Version 4 writes a
 * list, outermost first, of 1 to {@link LayerChain#MAX_DEPTH} layers; versions 1 to 3 wrote an object of
 * three named layers ({@code sdk}, {@code application}, {@code runner}), which means the list runner,
 * application, sdk. The form keeps the list in numbered slots ({@code layers.0.attempts}) and its length
 * in {@link #LENGTH_PATH}; {@link #slotted} turns either written form into that one.
 */
public final class LayerStack {
    /** The worksheet member that holds the layers. */
    public static final String PATH = "layers";
    /** The form's path of the list's length: a worksheet writes the list and never this member. */
    public static final String LENGTH_PATH = PATH + ".length";
    /** The layers of the object form, outermost first. */
    private static final Role[] OBJECT_FORM = {Role.RUNNER, Role.APPLICATION, Role.SDK};

    private LayerStack() {
    }

    /**
     * Checks a stack's layer names, outermost first: 1 to {@link LayerChain#MAX_DEPTH} of them, none twice;
     * throws {@link IllegalArgumentException} saying which rule the stack breaks. Every tool's stack checks here.
     */
    public static void requireStack(List<String> names) {
        if (names.isEmpty() || names.size() > LayerChain.MAX_DEPTH) {
            throw new IllegalArgumentException("A stack has 1 to " + LayerChain.MAX_DEPTH + " layers, not "
                    + names.size() + ".");
        }
        for (int i = 0; i < names.size(); i++) {
            for (int j = 0; j < i; j++) {
                if (names.get(i).equals(names.get(j))) {
                    throw new IllegalArgumentException("Two layers are named \u201c" + names.get(i)
                            + "\u201d: each layer of a stack needs a name of its own.");
                }
            }
        }
    }

    /** Returns the role a slot starts with: the worked example's runner, application and SDK, then meshes. */
    public static Role defaultRole(int slot) {
        return slot < OBJECT_FORM.length ? OBJECT_FORM[slot] : Role.MESH;
    }

    /**
     * Returns {@code inputs} with its {@code layers} in the form's slots: a list becomes an object of
     * numbered entries with its {@code length}, each entry's missing role taken from its slot and its missing
     * attempt limit and backoffs from its role; the object form becomes the list runner, application, sdk.
     * Anything else is left as it is, for the reader to refuse by member. Returns a message naming what is
     * wrong when the list cannot be a stack: empty, longer than {@link LayerChain#MAX_DEPTH}, or with an entry
     * that is not an object.
     */
    public static String slotted(JsonObject inputs) {
        return slotted(inputs, Role::startingPolicy);
    }

    /**
     * Returns {@code inputs} with its {@code layers} in the form's slots as {@link #slotted(JsonObject)} does,
     * an entry's missing attempt limit and backoffs taken from {@code defaults} of its role (the storm
     * simulator's are not the workbench's).
     */
    public static String slotted(JsonObject inputs, Function<Role, int[]> defaults) {
        Object layers = inputs.get(PATH);
        List<?> entries;
        boolean objectForm = false;
        if (layers instanceof List<?> list) {
            entries = list;
        } else if (layers instanceof JsonObject object) {
            entries = List.of(entryOf(object, "runner"), entryOf(object, "application"), entryOf(object, "sdk"));
            objectForm = true;
        } else {
            return null;
        }
        if (entries.isEmpty() || entries.size() > LayerChain.MAX_DEPTH) {
            return "inputs." + PATH + ": a stack has 1 to " + LayerChain.MAX_DEPTH + " layers (the worksheet has "
                    + entries.size() + ").";
        }
        JsonObject slots = new JsonObject();
        for (int slot = 0; slot < entries.size(); slot++) {
            Object entry = entries.get(slot);
            if (entry == null || entry == JsonNull.NULL) {
                entry = new JsonObject();
            }
            if (!(entry instanceof JsonObject object)) {
                return "inputs." + PATH + (objectForm ? "." + OBJECT_FORM[slot].id() : "[" + slot + "]")
                        + " must be an object: one layer's members.";
            }
            Object roleId = object.get("role");
            Role role = roleId instanceof String ? Role.fromId((String) roleId) : null;
            if (roleId == null || roleId == JsonNull.NULL) {
                role = defaultRole(slot);
                object.add("role", role.id());
            }
            if (role != null) {
                int[] policy = defaults.apply(role);
                addIfAbsent(object, "attempts", policy[0]);
                addIfAbsent(object, "initialBackoffMs", policy[1]);
                addIfAbsent(object, "maxBackoffMs", policy[2]);
            }
            slots.add(Integer.toString(slot), object);
        }
        slots.add("length", new JsonNumber(Integer.toString(entries.size())));
        if (objectForm) {
            // Any other member of the object form is a typo, which the reader names as an unknown member.
            for (String name : ((JsonObject) layers).names()) {
                if (!name.equals("sdk") && !name.equals("application") && !name.equals("runner")) {
                    slots.add(name, ((JsonObject) layers).get(name));
                }
            }
        }
        inputs.set(PATH, slots);
        return null;
    }

    private static Object entryOf(JsonObject layers, String name) {
        Object entry = layers.get(name);
        return entry == null || entry == JsonNull.NULL ? new JsonObject() : entry;
    }

    private static void addIfAbsent(JsonObject entry, String name, int value) {
        Object given = entry.get(name);
        if (given == null) {
            entry.add(name, new JsonNumber(Integer.toString(value)));
        }
    }
}
