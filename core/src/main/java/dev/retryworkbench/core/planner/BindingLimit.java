package dev.retryworkbench.core.planner;

import dev.retryworkbench.core.Named;

/**
 * A provider limit that can set the attempt ceiling, in the order the worksheet's {@code ceilings} list
 * them: rpm, tpm, itpm, otpm, rpd. On a tie the earlier one binds.
 */
public enum BindingLimit implements Named {
    RPM("rpm", "RPM", "requests per minute"),
    TPM("tpm", "TPM", "tokens per minute"),
    ITPM("itpm", "ITPM", "input tokens per minute"),
    OTPM("otpm", "OTPM", "output tokens per minute"),
    RPD("rpd", "RPD", "requests per day");

    private final String id;
    private final String label;
    private final String phrase;

    BindingLimit(String id, String label, String phrase) {
        this.id = id;
        this.label = label;
        this.phrase = phrase;
    }

    /** Returns "rpm", "tpm", "itpm", "otpm" or "rpd", as the worksheet writes it. */
    @Override
    public String id() {
        return id;
    }

    /** Returns "RPM", "TPM", "ITPM", "OTPM" or "RPD", as the page writes it. */
    @Override
    public String label() {
        return label;
    }

    /** Returns what the limit counts, in words: "output tokens per minute". */
    public String phrase() {
        return phrase;
    }
}
