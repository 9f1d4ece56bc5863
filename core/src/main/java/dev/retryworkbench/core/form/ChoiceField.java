package dev.retryworkbench.core.form;

import java.util.List;
import java.util.Objects;

/** A select among fixed options, each an id and its label. */
public record ChoiceField(String id, String label, List<Option> options, String defaultText)
        implements Field {

    /** One option of a select. */
    public record Option(String id, String label) {
        /** Creates an option; both parts are required. */
        public Option {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(label, "label");
        }
    }

    /** Creates a choice field whose default is one of its options. */
    public ChoiceField {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(label, "label");
        options = List.copyOf(options);
        if (find(options, defaultText) == null) {
            throw new IllegalArgumentException("default " + defaultText + " is not an option of " + id);
        }
    }

    /** Returns the option with this id, or null. */
    public Option option(String optionId) {
        return find(options, optionId);
    }

    private static Option find(List<Option> options, String optionId) {
        for (Option option : options) {
            if (option.id().equals(optionId)) {
                return option;
            }
        }
        return null;
    }
}
