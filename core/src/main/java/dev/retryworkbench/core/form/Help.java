package dev.retryworkbench.core.form;

import java.util.function.Function;

/**
 * A field's help as a function: the pre-render calls it to write the help under the field, and a page's
 * script, which never shows it again, never calls it, so TeaVM leaves the text out of the script.
 */
@FunctionalInterface
public interface Help {
    /** Returns the help written under the field; empty for none. */
    String text();

    /**
     * Returns the help that {@code texts} gives for {@code key}. A class with many fields declares their help in
     * one function of the key this way: each lambda is a class of its own in a page's script (about 22 B gzipped
     * each, docs/performance.md), this is one class for all of them.
     */
    static Help keyed(Function<String, String> texts, String key) {
        return () -> texts.apply(key);
    }
}
