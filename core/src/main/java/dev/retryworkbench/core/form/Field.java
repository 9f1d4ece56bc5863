package dev.retryworkbench.core.form;

/**
 * One input of a tool's form, declared once: its element id, label, default, help text and where a
 * worksheet file keeps its value. The form, the reading of the page, the worksheet's inputs and the
 * Markdown inputs table are all derived from these declarations.
 */
public interface Field {
    /** Returns the element id, also the key under which the raw text is read. */
    String id();

    /** Returns the visible label. */
    String label();

    /** Returns the text the form starts with: the worked example's value. */
    String defaultText();

    /** Returns the member path of the value below a worksheet's {@code inputs}, dot-separated: "layers.sdk.attempts". */
    String worksheetPath();

    /**
     * Returns the form text that a worksheet without this member means: the default, except that an
     * optional number is then not entered (empty), as version 1 settled.
     */
    default String absentText() {
        return defaultText();
    }

    /** Returns the help written under the field; empty for none. */
    String help();

    /**
     * Returns true for an input added after version 1's first release, which worksheets written before it
     * lack. Every input may be absent from a worksheet and then means its {@link #absentText()}; this
     * only keeps version 1's original members known (AmplificationFieldsTest pins them).
     */
    boolean defaultWhenAbsent();
}
