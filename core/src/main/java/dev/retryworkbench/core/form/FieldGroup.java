package dev.retryworkbench.core.form;

import java.util.List;
import java.util.Objects;

/** A fieldset of a form: a legend and its fields in visual order; its introduction comes from a {@link FormHelp}. */
public record FieldGroup(String legend, List<Field> fields) {
    /** Creates a group. */
    public FieldGroup {
        Objects.requireNonNull(legend, "legend");
        fields = List.copyOf(fields);
    }
}
