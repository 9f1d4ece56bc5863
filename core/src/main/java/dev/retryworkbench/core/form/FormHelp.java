package dev.retryworkbench.core.form;

/** Supplies the help text written under each field, and under each fieldset's legend, when the form is rendered. */
@FunctionalInterface
public interface FormHelp {
    /** Returns the help for {@code fieldId}; empty for none. */
    String help(String fieldId);

    /** Returns the introduction under the fieldset with this legend; empty for none. */
    default String intro(String legend) {
        return "";
    }
}
