package dev.retryworkbench.core.tool;

import java.util.function.Consumer;

/**
 * The files a person can take away from one valid evaluation. Each is made only when asked for,
 * on the page by a button and on the command line by {@code compute}, from the same code.
 */
public interface Export {
    /** Returns the worksheet: the inputs and every result at full precision, as JSON. */
    String worksheetJson();

    /**
     * Writes the tool's table as CSV (the whole timeline, or the schedule, at full precision) in
     * consecutive parts of about {@code partChars} characters each, so a large table is never held
     * whole: joined in order, the parts are the CSV.
     */
    void csv(int partChars, Consumer<String> parts);

    /** Returns the whole CSV as one string; fine for the command line and tests, not for a page's memory. */
    default String csv() {
        StringBuilder all = new StringBuilder();
        csv(1 << 20, all::append);
        return all.toString();
    }

    /** Returns a Markdown summary for design docs: inputs, headline figures and the table, as the page rounds them. */
    String markdown();
}
