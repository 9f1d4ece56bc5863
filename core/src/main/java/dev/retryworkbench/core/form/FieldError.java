package dev.retryworkbench.core.form;

import java.util.Objects;

/** A message shown at one field: what is wrong and what is allowed. */
public record FieldError(String fieldId, String message) {
    /** Creates an error; both parts are required. */
    public FieldError {
        Objects.requireNonNull(fieldId, "fieldId");
        Objects.requireNonNull(message, "message");
    }
}
