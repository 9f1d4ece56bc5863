package dev.retryworkbench.core.text;

/**
 * A text as a function, for words that only some scripts show (a preset's sources and notes, a choice's
 * description): TeaVM leaves the words out of every script that never asks for them, such as map.js, which
 * reads the storm form but never shows a preset's description.
 */
@FunctionalInterface
public interface LazyText {
    /** Returns the text. */
    String text();
}
