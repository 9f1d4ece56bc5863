package dev.retryworkbench.core.config;

import java.util.List;
import java.util.Objects;

/**
 * A block written in a format: the text, the block that text expresses (reading the text back gives
 * it), and what the target could not express exactly, each note also a comment in the text.
 *
 * @param text    the text, in the target's own syntax
 * @param written the block the text expresses: the block asked for, or the closest the target can say
 * @param notes   what differs and what was chosen instead, in words; empty when the text is exact
 */
public record ConfigWriting(String text, ConfigBlock written, List<String> notes) {
    public ConfigWriting {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(written, "written");
        notes = List.copyOf(notes);
    }

    /** Returns true when the text expresses the block exactly. */
    public boolean exact() {
        return notes.isEmpty();
    }
}
