package dev.retryworkbench.core.form;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A fieldset of a form: a legend, an introduction under it, and its fields in visual order.
 *
 * @param intro the introduction written under the legend; empty for none
 */
public record FieldGroup(String legend, String intro, List<Field> fields) {
    /** Creates a group. */
    public FieldGroup {
        Objects.requireNonNull(legend, "legend");
        Objects.requireNonNull(intro, "intro");
        fields = List.copyOf(fields);
    }

    /** Returns every field of {@code form}, in visual order. */
    public static List<Field> fieldsOf(List<FieldGroup> form) {
        List<Field> all = new ArrayList<>();
        for (FieldGroup group : form) {
            all.addAll(group.fields());
        }
        return all;
    }
}
