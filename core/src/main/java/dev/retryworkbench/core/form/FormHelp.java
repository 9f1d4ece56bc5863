package dev.retryworkbench.core.form;

/** Supplies the help text written under each field when the form is rendered. */
@FunctionalInterface
public interface FormHelp {
    /** Returns the help for {@code fieldId}; empty for none. */
    String help(String fieldId);
}
