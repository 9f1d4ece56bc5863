package dev.retryworkbench.core.form;

import java.util.List;
import java.util.Objects;

/** A fieldset of a form: a legend, an optional introduction and its fields in visual order. */
public record FieldGroup(String legend, String intro, List<Field> fields) {
    /** Creates a group; {@code intro} may be empty. */
    public FieldGroup {
        Objects.requireNonNull(legend, "legend");
        Objects.requireNonNull(intro, "intro");
        fields = List.copyOf(fields);
    }
}
