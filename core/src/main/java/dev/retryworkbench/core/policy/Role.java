package dev.retryworkbench.core.policy;

import dev.retryworkbench.core.Named;

/**
 * What a layer of a stack is: it picks the layer's default name, the presets offered first and where a
 * pasted config lands. The maths is the same for every role (specification, Part 4, "A stack of any
 * depth"); {@link #id()} is the worksheet's {@code layers[].role}.
 */
public enum Role implements Named {
    RUNNER("runner", "Job runner"),
    APPLICATION("application", "Application"),
    SDK("sdk", "SDK"),
    MESH("mesh", "Mesh"),
    GATEWAY("gateway", "Gateway"),
    SERVICE("service", "Service");

    private final String id;
    private final String label;

    Role(String id, String label) {
        this.id = id;
        this.label = label;
    }

    @Override
    public String id() {
        return id;
    }

    /** Returns the role's name for people, also a layer's default name. */
    @Override
    public String label() {
        return label;
    }

    /** Finds the role for an identifier, or returns null when there is none. */
    public static Role fromId(String id) {
        return Named.byId(values(), id);
    }
}
