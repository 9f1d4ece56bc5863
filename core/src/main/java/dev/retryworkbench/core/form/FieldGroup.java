package dev.retryworkbench.core.form;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A fieldset of a form: a legend, an introduction under it, and its fields in visual order.
 *
 * @param intro the introduction written under the legend; empty for none
 * @param rows  the rows this group shares with the groups beside it, as one column of a table (the layers of a
 *              policy); null for a group of its own
 */
public record FieldGroup(String legend, String intro, List<Field> fields, FieldRows rows) {
    /** Creates a group. */
    public FieldGroup {
        Objects.requireNonNull(legend, "legend");
        Objects.requireNonNull(intro, "intro");
        fields = List.copyOf(fields);
        if (rows != null && rows.labels().size() != fields.size()) {
            throw new IllegalArgumentException("one row label per field of " + legend);
        }
    }

    /** Creates a group of its own, not a column of a table. */
    public FieldGroup(String legend, String intro, List<Field> fields) {
        this(legend, intro, fields, null);
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
