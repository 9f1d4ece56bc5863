package dev.retryworkbench.core.form;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A fieldset of a form: a legend, an introduction under it, and its fields in visual order.
 *
 * @param introText the introduction written under the legend (empty for none), as a function that only the
 *                  pre-render calls ({@link Help})
 * @param rows  the rows this group shares with the groups beside it, as one column of a table (the layers of a
 *              policy); null for a group of its own
 */
public record FieldGroup(String legend, Help introText, List<Field> fields, FieldRows rows) {
    /** Creates a group. */
    public FieldGroup {
        Objects.requireNonNull(legend, "legend");
        Objects.requireNonNull(introText, "introText");
        fields = List.copyOf(fields);
        if (rows != null && rows.labels().size() != fields.size()) {
            throw new IllegalArgumentException("one row label per field of " + legend);
        }
    }

    /** Creates a group with its introduction as text. */
    public FieldGroup(String legend, String intro, List<Field> fields, FieldRows rows) {
        this(legend, () -> intro, fields, rows);
    }

    /** Creates a group of its own, not a column of a table. */
    public FieldGroup(String legend, String intro, List<Field> fields) {
        this(legend, intro, fields, null);
    }

    /** Creates a group of its own, its introduction a function the page's script never calls. */
    public FieldGroup(String legend, Help introText, List<Field> fields) {
        this(legend, introText, fields, null);
    }

    /** Returns the introduction written under the legend; empty for none. */
    public String intro() {
        return introText.text();
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
