package dev.retryworkbench.core.policy;

import dev.retryworkbench.core.Named;

/**
 * Where a library's retries run: in the client that calls a service, in a proxy beside it, in the
 * application's own code, or in a job runner. Each place has the layer of the nested model it is
 * written for; the pickers group presets by place and say when one stands in for another layer.
 */
public enum Place implements Named {
    CLIENT("client", "Client SDKs", "a client SDK", Layer.SDK),
    PROXY("proxy", "Proxies and service meshes", "a proxy or service mesh", Layer.SDK),
    APPLICATION("application", "Application retry libraries", "an application retry library", Layer.APPLICATION),
    RUNNER("runner", "Job runners and workflow engines", "a job runner or workflow engine", Layer.RUNNER);

    private final String id;
    private final String label;
    private final String noun;
    private final Layer layer;

    Place(String id, String label, String noun, Layer layer) {
        this.id = id;
        this.label = label;
        this.noun = noun;
        this.layer = layer;
    }

    @Override
    public String id() {
        return id;
    }

    /** Returns the group's heading in a picker, plural. */
    @Override
    public String label() {
        return label;
    }

    /** Returns one such place with its article, as in "the policy of a client SDK". */
    public String noun() {
        return noun;
    }

    /** Returns true when a preset of this place is written for {@code target}, the layer it fills. */
    public boolean fits(Layer target) {
        return layer == target;
    }
}
