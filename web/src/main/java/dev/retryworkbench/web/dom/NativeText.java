package dev.retryworkbench.web.dom;

import dev.retryworkbench.core.text.Renames;
import org.teavm.jso.JSObject;
import org.teavm.jso.core.JSString;

/**
 * A browser string, for core's {@link Renames} on long markups: the browser's own {@code replaceAll} does in
 * about a millisecond what TeaVM's {@code String.indexOf} and {@code StringBuilder} took some 20 ms for on a
 * phone's processor (a stack column, a retry budget; docs/performance.md). teavm-jso-apis 0.16 binds
 * {@code replace} alone, which replaces the first occurrence.
 */
public interface NativeText extends JSObject {
    /** Returns this text with every {@code from} replaced by {@code to}. */
    NativeText replaceAll(String from, String to);

    /**
     * Returns {@code text} with the {@link Renames} {@code pairs} applied in turn, as {@link Renames#applyTo} does
     * while no text written holds a {@code $}, which {@code replaceAll} reads as a pattern (core's tests check the
     * columns' and budgets' pairs).
     */
    static String renamed(String text, String[] pairs) {
        NativeText renamed = JSString.valueOf(text).cast();
        for (int i = 0; i < pairs.length; i += 2) {
            renamed = renamed.replaceAll(pairs[i], pairs[i + 1]);
        }
        return ((JSString) renamed.cast()).stringValue();
    }
}
