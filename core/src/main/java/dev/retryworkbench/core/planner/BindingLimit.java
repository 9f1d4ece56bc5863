package dev.retryworkbench.core.planner;

import dev.retryworkbench.core.Named;

/** The provider limit that sets the attempt ceiling. */
public enum BindingLimit implements Named {
    RPM("rpm", "RPM"),
    TPM("tpm", "TPM");

    private final String id;
    private final String label;

    BindingLimit(String id, String label) {
        this.id = id;
        this.label = label;
    }

    /** Returns "rpm" or "tpm", as the worksheet writes it. */
    @Override
    public String id() {
        return id;
    }

    /** Returns "RPM" or "TPM", as the page writes it. */
    @Override
    public String label() {
        return label;
    }
}
