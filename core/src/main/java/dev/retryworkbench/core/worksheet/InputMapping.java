package dev.retryworkbench.core.worksheet;

import java.util.Objects;

/**
 * Where one form field's value sits in a worksheet's {@code inputs} object.
 *
 * @param fieldId the form field's id
 * @param path    the member path below {@code inputs}, dot-separated: "layers.sdk.attempts"
 * @param kind    how the file holds the value
 */
public record InputMapping(String fieldId, String path, Kind kind) {
    /** How a worksheet holds a field's value. */
    public enum Kind {
        /** A required number. */
        NUMBER,
        /** A number, or null (or absent) for "not entered". */
        OPTIONAL_NUMBER,
        /** A share from 0 to 1 in the file, a percentage in the form. */
        PERCENT_SHARE,
        /** An option id, as a string. */
        CHOICE
    }

    /** Creates a mapping; every part is required. */
    public InputMapping {
        Objects.requireNonNull(fieldId, "fieldId");
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(kind, "kind");
    }
}
