package dev.retryworkbench.core.form;

/**
 * Words beside a select that no page's script carries, a library preset's sources and notes: the page asks
 * an on-demand script for them by {@link #key()} (web.PresetPickers, web.PresetWordsPage), which renders
 * them with {@link #text()}, as the pre-render does on the JVM. The page's own script never calls
 * {@link #text()}, so TeaVM leaves the words and all they use out of it.
 */
public interface OnDemandWords {
    /** Returns what names these words to the on-demand script, which makes them again from it alone. */
    String key();

    /** Returns the words. */
    String text();
}
