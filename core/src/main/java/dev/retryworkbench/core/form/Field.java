package dev.retryworkbench.core.form;

/** One input of a tool's form: its element id, visible label and help text. */
public interface Field {
    /** Returns the element id, also the key under which the raw text is read. */
    String id();

    /** Returns the visible label. */
    String label();

    /** Returns the help text shown under the input and tied to it with aria-describedby. */
    String help();

    /** Returns the text the form starts with: the worked example's value. */
    String defaultText();
}
