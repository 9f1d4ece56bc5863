package dev.retryworkbench.core.tool;

/**
 * The files a person can take away from one valid evaluation. Each is made only when asked for,
 * on the page by a button and on the command line by {@code compute}, from the same code.
 */
public interface Export {
    /** Returns the worksheet: the inputs and every result at full precision, as JSON. */
    String worksheetJson();

    /** Returns the tool's table as CSV: the whole timeline, or the schedule, at full precision. */
    String csv();

    /** Returns a Markdown summary for design docs: inputs, headline figures and the table, as the page rounds them. */
    String markdown();
}
