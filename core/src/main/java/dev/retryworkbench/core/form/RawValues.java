package dev.retryworkbench.core.form;

/** Supplies the raw text of each field by id: the DOM in the browser, a map in tests and at build time. */
@FunctionalInterface
public interface RawValues {
    /** Returns the text currently in the field, or null when there is none. */
    String get(String fieldId);
}
