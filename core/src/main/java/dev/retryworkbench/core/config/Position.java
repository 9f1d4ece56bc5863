package dev.retryworkbench.core.config;

/**
 * Where a key is in a config text: its line and column, both from 1, as editors and the checks'
 * findings ({@code FILE:LINE:COL}) count them.
 *
 * @param line   the line, from 1
 * @param column the column, from 1, in characters
 */
public record Position(int line, int column) {
    public Position {
        if (line < 1 || column < 1) {
            throw new IllegalArgumentException("a position counts lines and columns from 1");
        }
    }

    /** Returns where a node's key is, or the node itself where it has no key (a call's positional argument). */
    static Position of(ConfigNode node) {
        ConfigNode key = node.key();
        return key != null ? new Position(key.line(), key.column()) : new Position(node.line(), node.column());
    }
}
