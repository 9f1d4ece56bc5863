package dev.retryworkbench.core.form;

/**
 * A field's help as a function: the pre-render calls it to write the help under the field, and a page's
 * script, which never shows it again, never calls it, so TeaVM leaves the text out of the script.
 */
@FunctionalInterface
public interface Help {
    /** Returns the help written under the field; empty for none. */
    String text();
}
