package dev.retryworkbench.core.policy;

import dev.retryworkbench.core.Named;

/**
 * What a layer of a stack is: it picks the layer's default name, the presets offered first and where a
 * pasted config lands. The maths is the same for every role (specification, Part 4, "A stack of any
 * depth"); {@link #id()} is the worksheet's {@code layers[].role}. The constants run in the order a
 * request passes them, outermost first: a job runner runs the application, which calls through an SDK,
 * a mesh's proxy and a gateway to the service. Every preset has one role, which groups the pickers.
 */
public enum Role implements Named {
    // The worked example's three roles start as versions 1 to 3 defaulted them; the roles further in make
    // one attempt, so that a layer added to a stack changes nothing until edited.
    RUNNER("runner", "Job runner", "Job runners and workflow engines", "a job runner or workflow engine", 3, 1000,
            10000),
    APPLICATION("application", "Application", "Application retry libraries", "an application retry library", 3,
            500, 5000),
    SDK("sdk", "SDK", "Client SDKs", "a client SDK", 3, 100, 1000),
    MESH("mesh", "Mesh", "Proxies and service meshes", "a proxy or service mesh", 1, 25, 250),
    GATEWAY("gateway", "Gateway", "Gateways", "a gateway", 1, 25, 250),
    SERVICE("service", "Service", "Serving platforms", "a serving platform", 1, 25, 250);

    private final String id;
    private final String label;
    private final String heading;
    private final String noun;
    private final int[] startingPolicy;

    Role(String id, String label, String heading, String noun, int attempts, int initialBackoffMs,
            int maxBackoffMs) {
        this.id = id;
        this.label = label;
        this.heading = heading;
        this.noun = noun;
        this.startingPolicy = new int[] {attempts, initialBackoffMs, maxBackoffMs};
    }

    /**
     * Returns the attempt limit, initial and maximum backoff (ms) of a layer of this role whose worksheet
     * leaves them out, and of a form slot that starts with this role.
     */
    public int[] startingPolicy() {
        return startingPolicy.clone();
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

    /** Returns the role's name inside a sentence: "job runner", "application", but "SDK". */
    public String inSentence() {
        // String.toLowerCase is the browser's own in the page; Character.toLowerCase would build a 64K-entry
        // table on the first call.
        return this == SDK ? label : label.toLowerCase();
    }

    /** Returns the heading of this role's presets in a picker, plural. */
    public String heading() {
        return heading;
    }

    /** Returns one such layer with its article, as in "the policy of a client SDK". */
    public String noun() {
        return noun;
    }

    /** Returns true when this role lies further in than {@code other}, on the way to the service. */
    public boolean isInwardOf(Role other) {
        return ordinal() > other.ordinal();
    }

    /**
     * Returns every role in the order a picker on a layer of this role offers their presets: this role,
     * then the roles it calls, nearest first, then the roles that call it, nearest first. An SDK layer
     * offers the SDKs, then meshes, gateways and serving platforms, then applications and job runners.
     */
    public Role[] pickerOrder() {
        Role[] roles = values();
        Role[] order = new Role[roles.length];
        int at = 0;
        order[at++] = this;
        for (int i = ordinal() + 1; i < roles.length; i++) {
            order[at++] = roles[i];
        }
        for (int i = ordinal() - 1; i >= 0; i--) {
            order[at++] = roles[i];
        }
        return order;
    }

    /** Finds the role for an identifier, or returns null when there is none. */
    public static Role fromId(String id) {
        return Named.byId(values(), id);
    }
}
