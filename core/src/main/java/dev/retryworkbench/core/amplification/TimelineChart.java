package dev.retryworkbench.core.amplification;

import static dev.retryworkbench.core.text.Chart.coordinate;
import static dev.retryworkbench.core.text.Chart.percent;

import dev.retryworkbench.core.text.Chart;
import dev.retryworkbench.core.text.Html;
import dev.retryworkbench.core.text.Numbers;
import java.util.ArrayList;
import java.util.List;

/**
 * The workbench's timeline chart: a lane per layer with its attempts and backoffs, the deadline and where the
 * skip rule gave up, its legend, and the chart in words for screen readers.
 */
final class TimelineChart {
    /** The most timeline rows the chart draws one by one; a longer trace is drawn in time slices. */
    static final int ROW_LIMIT = 300;

    private static final String TITLE_ID = "amp-chart-title";
    private static final String HATCH_ID = "amp-hatch";

    // Horizontal positions are percentages of the chart's width, vertical ones CSS pixels.
    private static final double PLOT_LEFT = 0.5;
    private static final double PLOT_RIGHT = 99.5;
    private static final double PLOT_TOP = 24;
    private static final double LANE_LABEL = 18;
    private static final double BAR_HEIGHT = 20;
    private static final double LANE_PITCH = LANE_LABEL + BAR_HEIGHT + 6;
    private static final int MAX_TICKS = 6;

    private TimelineChart() {
    }

    /** Draws the trace lane by lane: its rows one by one while they are few, else the whole trace in time slices. */
    static void render(Html html, AmplificationResult result) {
        TimelineExcerpt timeline = result.timeline();
        TimelineBins overview = timeline.overview();
        // Rows one by one while they are few enough to tell apart; beyond that, the whole trace in slices.
        List<TimelineRow> drawn = null;
        if (timeline.complete() && timeline.totalRows() <= ROW_LIMIT) {
            drawn = new ArrayList<>(timeline.head());
            drawn.addAll(timeline.tail());
        }
        double traceEnd = overview.endMs();
        AmplificationInputs inputs = result.inputs();
        double deadline = inputs.hasDeadline() ? inputs.deadlineMs() : Double.POSITIVE_INFINITY;
        // Stretch the axis to a deadline shortly after the trace, but never squash the trace to show a far one.
        boolean showDeadline = deadline <= traceEnd * 1.5;
        double axisEnd = showDeadline ? Math.max(deadline, traceEnd) : traceEnd;
        if (axisEnd == 0) {
            // A trace of zero-length rows (a 0 ms timeout, no backoff): any axis shows it.
            axisEnd = 1;
        }
        TimelineRow clipped = result.clippedRow();
        LayerChain chain = result.chain();
        double axisY = axisY(chain);

        html.open("figure", "class", "chart");
        // No viewBox: the height is in CSS pixels and every x a percentage, so the chart reflows to any
        // width while its text keeps the page's size instead of shrinking with the picture.
        Chart.openPicture(html, TITLE_ID, "Illustrated timeline by layer", axisY + 26);
        html.open("defs");
        html.open("pattern", "id", HATCH_ID, "width", "6", "height", "6", "patternUnits", "userSpaceOnUse",
                "patternTransform", "rotate(45)");
        html.open("line", "x1", "0", "y1", "0", "x2", "0", "y2", "6", "stroke", "currentColor", "stroke-width", "2")
                .close("line");
        html.close("pattern");
        html.close("defs");

        axis(html, axisEnd, axisY);
        for (int layer = chain.innermost(); layer >= 0; layer--) {
            Chart.label(html, "axis-label", percent(PLOT_LEFT), laneTop(chain, layer) - 5, "start", chain.label(layer));
        }
        if (drawn != null) {
            for (TimelineRow row : drawn) {
                bar(html, chain, row, axisEnd);
            }
        } else {
            slices(html, chain, overview, axisEnd);
            if (clipped != null) {
                bar(html, chain, clipped, axisEnd);
            }
        }
        if (showDeadline) {
            double x = x(deadline, axisEnd);
            String at = percent(x);
            html.open("line", "class", "deadline", "x1", at, "y1", coordinate(PLOT_TOP - 6), "x2", at,
                    "y2", coordinate(axisY), "stroke-dasharray", "6 3").close("line");
            Chart.label(html, "deadline", at, PLOT_TOP - 10, x < 40 ? "start" : "end",
                    "Deadline " + Numbers.durationFromMillis(deadline));
        }
        GaveUp gaveUp = result.gaveUp();
        if (gaveUp != null) {
            // Where the skip rule stopped the layer that gave up first: a mark across its lane.
            double x = x(gaveUp.atMs(), axisEnd);
            String at = percent(x);
            double top = laneTop(chain, gaveUp.layer());
            html.open("line", "class", "gave-up", "x1", at, "y1", coordinate(top - 2), "x2", at,
                    "y2", coordinate(top + BAR_HEIGHT + 2)).close("line");
            Chart.label(html, "gave-up", at, top - 5, x < 40 ? "start" : "end", "Gave up");
        }
        html.close("svg");
        legend(html, clipped != null, result.cutRows() > 0, showDeadline);
        String summary = chartSummary(result, drawn, showDeadline, traceEnd);
        if (result.firstCutRow() != null) {
            TimelineRow cut = result.firstCutRow();
            summary += " " + AmplificationProse.cutSentence(result) + " Cut rows are hatched, like "
                    + AmplificationProse.rowName(chain, cut) + " " + cut.path() + ".";
        }
        if (gaveUp != null) {
            summary += " The " + chain.label(gaveUp.layer()) + " lane is marked where that layer gave up under the skip"
                    + " rule, at " + Numbers.durationFromMillis(gaveUp.atMs()) + ".";
        }
        html.element("figcaption", summary);
        html.close("figure");
    }

    private static void axis(Html html, double axisEnd, double axisY) {
        html.open("line", "class", "axis", "x1", percent(PLOT_LEFT), "y1", coordinate(axisY), "x2", percent(PLOT_RIGHT),
                "y2", coordinate(axisY)).close("line");
        double step = Chart.niceStep(Math.max(1, axisEnd / MAX_TICKS));
        int ticks = (int) (axisEnd / step) + 1;
        for (int i = 0; i < ticks; i++) {
            double tick = i * step;
            double x = x(tick, axisEnd);
            String at = percent(x);
            html.open("line", "class", "grid", "x1", at, "y1", coordinate(PLOT_TOP), "x2", at, "y2", coordinate(axisY))
                    .close("line");
            html.open("line", "class", "axis", "x1", at, "y1", coordinate(axisY), "x2", at, "y2", coordinate(axisY + 5))
                    .close("line");
            Chart.tickLabel(html, i, ticks, x, axisY + 18, Numbers.secondsFromMillis(tick));
        }
    }

    private static void bar(Html html, LayerChain chain, TimelineRow row, double axisEnd) {
        double x = x(row.startMs(), axisEnd);
        // Zero-length rows are still rows: give them a hairline so they stay visible.
        double width = Math.max(0.08, x(row.endMs(), axisEnd) - x);
        boolean attempt = row.action() == TimelineRow.Action.ATTEMPT;
        // Backoffs are half height, so the innermost lane does not tell attempts from waits by colour alone.
        double height = attempt ? BAR_HEIGHT : BAR_HEIGHT / 2;
        double y = laneTop(chain, row.layer()) + (BAR_HEIGHT - height) / 2;
        if (row.cutShort()) {
            rect(html, "bar-clipped", percent(x), y, percent(width), height, "4 2", null);
            rect(html, null, percent(x), y, percent(width), height, null, "url(#" + HATCH_ID + ")");
        } else {
            rect(html, attempt ? "bar-attempt" : "bar-backoff", percent(x), y, percent(width), height, null, null);
        }
    }

    /**
     * Draws the whole trace from its time slices: in each lane, each slice is a bar as tall as the share
     * of the slice spent in that lane's rows; in the innermost lane the backoff share stands on the attempt
     * share. Neighbouring slices of the same height become one bar.
     */
    private static void slices(Html html, LayerChain chain, TimelineBins overview, double axisEnd) {
        int used = overview.used();
        double[] heights = new double[used];
        double[] below = new double[used];
        for (int k = 0; k < used; k++) {
            below[k] = Math.round(share(overview, overview.attemptMs(k), k, axisEnd) * BAR_HEIGHT * 10) / 10.0;
        }
        int innermost = chain.innermost();
        sliceBars(html, "bar-attempt", laneTop(chain, innermost), overview, below, new double[used], axisEnd);
        for (int layer = innermost; layer >= 0; layer--) {
            for (int k = 0; k < used; k++) {
                heights[k] = Math.round(share(overview, overview.backoffMs(layer, k), k, axisEnd) * BAR_HEIGHT * 10) / 10.0;
            }
            sliceBars(html, "bar-backoff", laneTop(chain, layer), overview, heights,
                    layer == innermost ? below : new double[used], axisEnd);
        }
    }

    /** Returns the share of slice {@code k}'s drawn part that {@code millis} fill; the last slice may end at the axis. */
    private static double share(TimelineBins overview, double millis, int k, double axisEnd) {
        double width = Math.min((k + 1) * overview.widthMs(), axisEnd) - k * overview.widthMs();
        return Math.min(1, millis / width);
    }

    private static void sliceBars(Html html, String cssClass, double laneTop, TimelineBins overview, double[] heights,
            double[] base, double axisEnd) {
        double bottom = laneTop + BAR_HEIGHT;
        int used = heights.length;
        int k = 0;
        while (k < used) {
            int end = k + 1;
            while (end < used && heights[end] == heights[k] && base[end] == base[k]) {
                end++;
            }
            if (heights[k] > 0) {
                double x = x(k * overview.widthMs(), axisEnd);
                double right = x(Math.min(end * overview.widthMs(), axisEnd), axisEnd);
                rect(html, cssClass, percent(x), bottom - base[k] - heights[k], percent(right - x), heights[k], null, null);
            }
            k = end;
        }
    }

    /**
     * Writes the legend as a list under the picture, so it wraps on a narrow screen; the clipped, cut and
     * deadline entries only when the chart shows them.
     */
    private static void legend(Html html, boolean clipped, boolean cut, boolean deadline) {
        html.open("ul", "class", "chart-legend");
        Chart.openLegendEntry(html, "14");
        rect(html, "bar-attempt", "0", 0, "14", 14, null, null);
        Chart.closeLegendEntry(html, "Attempt");
        Chart.openLegendEntry(html, "14");
        rect(html, "bar-backoff", "0", 3.5, "14", 7, null, null);
        Chart.closeLegendEntry(html, "Backoff");
        if (clipped || cut) {
            Chart.openLegendEntry(html, "14");
            rect(html, "bar-clipped", "0", 0, "14", 14, "4 2", null);
            rect(html, null, "0", 0, "14", 14, null, "url(#" + HATCH_ID + ")");
            Chart.closeLegendEntry(html, !cut ? "Clipped by the deadline"
                    : clipped ? "Cut by the deadline or a layer's timeout" : "Cut by a layer's timeout");
        }
        if (deadline) {
            Chart.openLegendEntry(html, "14");
            html.open("line", "class", "deadline", "x1", "7", "y1", "0", "x2", "7", "y2", "14", "stroke-dasharray", "4 2")
                    .close("line");
            Chart.closeLegendEntry(html, "Deadline");
        }
        html.close("ul");
    }

    private static String chartSummary(AmplificationResult result, List<TimelineRow> drawn, boolean showDeadline,
            double traceEnd) {
        TimelineBins overview = result.timeline().overview();
        int rows = result.timeline().totalRows();
        StringBuilder text = new StringBuilder();
        if (drawn != null) {
            text.append("The chart shows all ").append(Numbers.grouped(rows))
                    .append(rows == 1 ? " timeline row" : " timeline rows").append(" over ")
                    .append(Numbers.durationFromMillis(traceEnd)).append(". ");
        } else {
            text.append("The trace has ").append(Numbers.grouped(rows))
                    .append(" rows, too many to draw one by one: the chart covers all of them over ")
                    .append(Numbers.durationFromMillis(traceEnd)).append(" in ").append(Numbers.grouped(overview.used()))
                    .append(" equal slices, each bar as tall as the share of its slice spent in attempts or backoffs. ");
        }
        LayerChain chain = result.chain();
        for (int layer = chain.innermost(); layer >= 0; layer--) {
            text.append(chain.label(layer)).append(" lane: ");
            if (layer == chain.innermost()) {
                text.append(AmplificationProse.count(overview.attempts(), "attempt")).append(" and ");
            }
            text.append(AmplificationProse.count(overview.backoffs(layer), "backoff")).append(". ");
        }
        AmplificationInputs inputs = result.inputs();
        TimelineRow clipped = result.clippedRow();
        if (!inputs.hasDeadline()) {
            text.append("No deadline is set.");
        } else if (!showDeadline) {
            text.append("The deadline at ").append(Numbers.durationFromMillis(inputs.deadlineMs()))
                    .append(" lies beyond the end of the trace.");
        } else if (clipped != null) {
            text.append("The deadline line at ").append(Numbers.durationFromMillis(inputs.deadlineMs()))
                    .append(" ends the trace; ").append(AmplificationProse.rowName(chain, clipped)).append(' ').append(clipped.path())
                    .append(" is clipped (hatched, with a dashed outline).");
        } else if (result.deadlineReached()) {
            text.append("The deadline line at ").append(Numbers.durationFromMillis(inputs.deadlineMs()))
                    .append(" stops the trace before its next row starts.");
        } else {
            text.append("The deadline line at ").append(Numbers.durationFromMillis(inputs.deadlineMs()))
                    .append(" is not reached: every layer exhausts before it.");
        }
        return text.toString();
    }

    /** Returns the top of layer {@code layer}'s bars, the innermost lane first; its label sits just above. */
    private static double laneTop(LayerChain chain, int layer) {
        return PLOT_TOP + LANE_LABEL + (chain.innermost() - layer) * LANE_PITCH;
    }

    /** Returns where the time axis lies: under the lane of every layer. */
    private static double axisY(LayerChain chain) {
        return PLOT_TOP + chain.depth() * LANE_PITCH - 4;
    }

    /** Returns the position of {@code millis} as a percentage of the chart's width. */
    private static double x(double millis, double axisEnd) {
        return PLOT_LEFT + millis / axisEnd * (PLOT_RIGHT - PLOT_LEFT);
    }

    private static void rect(Html html, String cssClass, String x, double y, String width, double height,
            String dashes, String fill) {
        html.open("rect", "class", cssClass, "x", x, "y", coordinate(y), "width", width,
                "height", coordinate(height), "stroke-dasharray", dashes, "fill", fill).close("rect");
    }
}
