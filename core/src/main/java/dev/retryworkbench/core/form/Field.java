package dev.retryworkbench.core.form;

/** One input of a tool's form: its element id and visible label; help text comes from a {@link FormHelp}. */
public interface Field {
    /** Returns the element id, also the key under which the raw text is read. */
    String id();

    /** Returns the visible label. */
    String label();

    /** Returns the text the form starts with: the worked example's value. */
    String defaultText();
}
