package dev.retryworkbench.core.form;

import java.util.List;

/**
 * The rows a group shares with its neighbours when the form shows them side by side: the layers of a
 * policy are the columns of one table on a wide window, each group one column, its fields in the rows'
 * order. It also says what the form shows beside a field as it is filled: a reading of the value and
 * whether the other choices of the column use it at all, so a field that does not apply is marked, not
 * hidden, and the table never jumps.
 */
public interface FieldRows {
    /** Returns the rows' labels, one for each field of the group, without the column's name: "Attempt limit". */
    List<String> labels();

    /** Returns the column's id, unique on the page ("sdk"): the column's slot for per-column controls is named by it. */
    String columnId();

    /** Returns true when the value of {@code field} can go unused, so the form keeps a place for saying so. */
    boolean mayBeUnused(Field field);

    /** Returns why the column's choices in {@code raw} do not use {@code field}, or "" when they do. */
    String unusedNote(Field field, RawValues raw);

    /** Returns true when {@code field} shows a reading of its value under it. */
    boolean hasReading(Field field);

    /** Returns the reading of the value of {@code field} in {@code raw} ("3 attempts = 2 retries"), or "". */
    String reading(Field field, RawValues raw);

    /**
     * Returns true when the column is part of the form for the text {@code raw}: a stack's slots beyond its
     * number of layers are kept, hidden, for the layers a person adds.
     */
    default boolean shown(RawValues raw) {
        return true;
    }

    /**
     * Returns true when the column, hidden at the defaults after a column hidden too, is that column's markup
     * but for its number (a stack's slots): the pre-render leaves it out and the page's script writes it
     * from the one before (core.amplification.StackForm#columnRenames), which keeps the page's bytes.
     */
    default boolean copiesPrevious() {
        return false;
    }
}
