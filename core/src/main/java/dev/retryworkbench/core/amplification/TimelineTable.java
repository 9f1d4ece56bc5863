package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.text.Chart;
import dev.retryworkbench.core.text.Html;
import dev.retryworkbench.core.text.Numbers;
import java.util.List;

/**
 * The timeline table (every row, or the first and last rows of a long trace) and its CSV download's size. Past
 * {@link #ROWS_IN_ANSWER} rows, the rest go in a second body, which the page's answer to an edit may leave to come.
 */
final class TimelineTable {
    /**
     * The rows the answer to an edit shows; the rest come in the page's next task. Most of a deep stack's 200 rows
     * move on each edit, and patching them took most of the answer (docs/performance.md, issue 30).
     */
    static final int ROWS_IN_ANSWER = 20;
    /**
     * The id of the body that holds the rows after the first {@link #ROWS_IN_ANSWER}. While they are to come it is
     * written busy and empty, and the page keeps showing the rows it had until they come.
     */
    static final String LATER_ROWS_ID = "amp-later-rows";
    private static final String CAPTION_ID = "amp-timeline-caption";

    private TimelineTable() {
    }

    /**
     * Writes the timeline table, then how large its CSV download is; with {@code laterRowsToCome}, the rows after
     * the first {@link #ROWS_IN_ANSWER} are left out, their body marked busy.
     */
    static void render(Html html, AmplificationResult result, boolean laterRowsToCome) {
        TimelineExcerpt timeline = result.timeline();
        // Without a deadline or a layer's own limit nothing is cut, so there is no boundary to report.
        boolean boundary = hasBoundary(result);
        LayerChain chain = result.chain();
        Chart.openTableWrap(html, CAPTION_ID);
        html.open("table", "class", "data");
        String caption = "Synthetic timeline; path is " + pathMeaning(chain) + " attempt";
        if (!boundary) {
            caption += ". No deadline is set, so no row is clipped";
        }
        if (!timeline.complete()) {
            caption += ". Showing the first " + Numbers.grouped(timeline.head().size()) + " and last "
                    + Numbers.grouped(timeline.tail().size()) + " rows of " + Numbers.grouped(timeline.totalRows()) + ".";
        }
        html.element("caption", caption, "id", CAPTION_ID);
        html.open("thead").open("tr");
        html.element("th", "Action", "scope", "col");
        html.element("th", "Attempt path", "scope", "col");
        html.element("th", "Start / end (ms)", "scope", "col", "class", "num");
        if (boundary) {
            html.element("th", boundaryHeading(result), "scope", "col");
        }
        html.close("tr").close("thead");
        html.open("tbody");
        List<TimelineRow> head = timeline.head();
        // The head's rows, the gap's line when rows are left out, then the tail's rows.
        int gap = timeline.complete() ? 0 : 1;
        for (int k = 0; k < shownRows(timeline); k++) {
            if (k == ROWS_IN_ANSWER) {
                html.close("tbody");
                html.open("tbody", "id", LATER_ROWS_ID, "aria-busy", laterRowsToCome ? "true" : "false");
                if (laterRowsToCome) {
                    break;
                }
            }
            if (k < head.size()) {
                tableRow(html, chain, head.get(k), boundary);
            } else if (k < head.size() + gap) {
                html.open("tr", "class", "gap");
                html.element("td", "\u2026 " + Numbers.grouped(timeline.omittedRows()) + " rows not shown \u2026",
                        "colspan", boundary ? "4" : "3");
                html.close("tr");
            } else {
                tableRow(html, chain, timeline.tail().get(k - head.size() - gap), boundary);
            }
        }
        html.close("tbody");
        html.close("table");
        html.close("div");
        csvSize(html, chain, timeline);
    }

    /** Returns true when the table has rows past its first {@link #ROWS_IN_ANSWER}, which an answer may leave to come. */
    static boolean hasLaterRows(TimelineExcerpt timeline) {
        return shownRows(timeline) > ROWS_IN_ANSWER;
    }

    /** Returns the table's body rows: the head's, the gap's line when rows are left out, the tail's. */
    private static int shownRows(TimelineExcerpt timeline) {
        return timeline.head().size() + (timeline.complete() ? 0 : 1) + timeline.tail().size();
    }

    /** Returns what a path's numbers count, outermost first: "job runner.application.SDK". */
    private static String pathMeaning(LayerChain chain) {
        StringBuilder text = new StringBuilder(chain.inSentence(0));
        for (int layer = 1; layer < chain.depth(); layer++) {
            text.append('.').append(chain.inSentence(layer));
        }
        return text.toString();
    }

    private static void tableRow(Html html, LayerChain chain, TimelineRow row, boolean boundary) {
        html.open("tr", "class", row.cutShort() ? "clipped" : null);
        html.element("td", actionText(chain, row));
        html.open("td").element("code", row.path()).close("td");
        html.element("td", Numbers.grouped(row.startMs()) + " / " + Numbers.grouped(row.endMs()), "class", "num");
        if (boundary) {
            html.element("td", boundary(chain, row));
        }
        html.close("tr");
    }

    /** Says how large the CSV download is before it is written: a large trace makes a file of many megabytes. */
    private static void csvSize(Html html, LayerChain chain, TimelineExcerpt timeline) {
        double bytes = AmplificationExport.csvBytes(chain, timeline);
        String size;
        if (bytes < 1000) {
            size = Numbers.fixed(bytes, 0) + " bytes";
        } else {
            size = (timeline.complete() ? "" : "about ") + (bytes < 1e6 ? Numbers.significantTrimmed(bytes / 1e3, 2) + " kB"
                    : Numbers.significantTrimmed(bytes / 1e6, bytes < 1e8 ? 2 : 3) + " MB");
        }
        html.element("p", "Download table (CSV) writes all " + Numbers.grouped(timeline.totalRows())
                + (timeline.totalRows() == 1 ? " row, " : " rows, ") + size + ".", "id", "csv-size");
    }

    /** Returns the table's action text: "attempt (sdk)", "backoff (application)". */
    static String actionText(LayerChain chain, TimelineRow row) {
        return row.action().id() + " (" + chain.id(row.layer()) + ")";
    }

    /** Returns true when a row can be cut short: a deadline or some layer's own limit is set. */
    static boolean hasBoundary(AmplificationResult result) {
        return result.inputs().hasDeadline() || result.chain().hasLimits();
    }

    /** Returns the boundary column's heading: the deadline's alone, or one that takes the layers' limits too. */
    static String boundaryHeading(AmplificationResult result) {
        return result.chain().hasLimits() ? "Deadline or timeout boundary" : "Deadline boundary";
    }

    /** Says whether the deadline or a layer's own limit cut the row short, and what that leaves unknown. */
    static String boundary(LayerChain chain, TimelineRow row) {
        if (row.cutBy() != null) {
            return row.action() == TimelineRow.Action.ATTEMPT
                    ? "Cut by " + row.cutBy().describe(chain) + "; remote outcome is not established"
                    : "Backoff cut short by " + row.cutBy().describe(chain);
        }
        if (!row.clipped()) {
            return "Full modeled interval";
        }
        return row.action() == TimelineRow.Action.ATTEMPT
                ? "Clipped; remote outcome is not established"
                : "Clipped; backoff cut short by the deadline";
    }
}
