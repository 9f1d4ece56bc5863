package dev.retryworkbench.core.config;

/**
 * Text a config reader cannot read: where (line and column, from 1) and what it expected there. The
 * only exception a reader throws; {@link ConfigFormats#read} turns every other failure into one.
 */
public final class ConfigError extends Exception {
    private final int line;
    private final int column;
    private final String expected;

    /** Creates an error at a position; {@code expected} says what the reader wanted there. */
    public ConfigError(int line, int column, String expected) {
        super("line " + line + ", column " + column + ": expected " + expected, null, false, false);
        this.line = line;
        this.column = column;
        this.expected = expected;
    }

    /** Creates an error at a node of the parsed text. */
    static ConfigError at(ConfigNode node, String expected) {
        return new ConfigError(node.line(), node.column(), expected);
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    /** Returns the message as a sentence, as the pages show it: "Line 3, column 5: expected a number." */
    public String sentence() {
        return "L" + getMessage().substring(1) + ".";
    }

    /** Returns what the reader expected, without the position. */
    public String expected() {
        return expected;
    }
}
