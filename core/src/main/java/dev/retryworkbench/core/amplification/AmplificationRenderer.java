package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Layer;
import dev.retryworkbench.core.text.Html;
import dev.retryworkbench.core.text.Numbers;
import dev.retryworkbench.core.tool.Figure;
import dev.retryworkbench.core.tool.Paragraph;
import java.util.ArrayList;
import java.util.List;

/**
 * Renders the amplification workbench's results: headline figures, the owners warning, the worst
 * case and jitter sentences, a timeline chart, the timeline table and the assumptions. The same
 * code pre-renders the worked example at build time and renders every change in the browser.
 */
public final class AmplificationRenderer {
    /** The most timeline rows the chart draws one by one; a longer trace is drawn in time slices. */
    public static final int CHART_ROW_LIMIT = 300;

    private static final String TABLE_CAPTION_ID = "amp-timeline-caption";
    private static final String CHART_TITLE_ID = "amp-chart-title";
    private static final String HATCH_ID = "amp-hatch";
    private static final String TIMELINE_CAPTION = "Synthetic timeline; path is job runner.application.SDK attempt";

    // Horizontal positions are percentages of the chart's width, vertical ones CSS pixels.
    private static final double PLOT_LEFT = 0.5;
    private static final double PLOT_RIGHT = 99.5;
    private static final double PLOT_TOP = 24;
    private static final double LANE_LABEL = 18;
    private static final double BAR_HEIGHT = 20;
    private static final double LANE_PITCH = LANE_LABEL + BAR_HEIGHT + 6;
    private static final double AXIS_Y = PLOT_TOP + 3 * LANE_PITCH - 4;
    private static final double CHART_HEIGHT = AXIS_Y + 26;
    private static final int MAX_TICKS = 6;

    private AmplificationRenderer() {
    }

    /** Renders the whole results region for {@code result}. */
    public static String render(AmplificationResult result) {
        Html html = new Html();
        html.element("h2", "Attempt bounds and illustrated timeline");
        Figure.render(html, figures(result));
        Paragraph.render(html, paragraphs(result));
        attemptConvention(html, result);
        chart(html, result);
        table(html, result);
        csvSize(html, result.timeline());
        return html.toString();
    }

    /** Returns one sentence of headline figures for screen readers, read after each change. */
    public static String announcement(AmplificationResult result) {
        String deadline;
        if (!result.inputs().hasDeadline()) {
            deadline = "no deadline set";
        } else {
            deadline = result.deadlineReached() ? "deadline reached" : "deadline not reached";
        }
        return Numbers.grouped(result.maxDownstreamAttempts()) + " maximum downstream attempts; "
                + Numbers.grouped(result.attemptsStarted()) + " started; elapsed "
                + duration(result.elapsedMs()) + "; " + deadline + ".";
    }

    /** Returns the sentence that says how the selected jitter mode chooses each wait. */
    public static String jitterSentence(Jitter jitter) {
        if (jitter == Jitter.FULL) {
            return "Full jitter selects a seeded delay from zero through each exponential backoff cap.";
        }
        if (jitter == Jitter.EQUAL) {
            return "Equal jitter selects a seeded delay from half of each exponential backoff cap through the full cap.";
        }
        return "No jitter: every backoff is its configured exponential value.";
    }

    /**
     * Returns how the waits of the layers that retry are chosen, each layer read with its own shape, jitter
     * and factors (a layer's own jitter overrides the page-wide one): one sentence when they all wait alike,
     * else the layers grouped by how they wait.
     */
    public static String jitterSentence(AmplificationInputs inputs) {
        List<String> kinds = new ArrayList<>(3);
        List<String> layers = new ArrayList<>(3);
        for (LayerPolicy policy : inputs.layers()) {
            if (!policy.retries()) {
                continue;
            }
            String kind = waits(policy, inputs.jitter());
            int at = kinds.indexOf(kind);
            if (at < 0) {
                kinds.add(kind);
                layers.add(policy.layer().inSentence());
            } else {
                layers.set(at, layers.get(at) + " and " + policy.layer().inSentence());
            }
        }
        if (kinds.isEmpty()) {
            return "No layer retries, so no backoff is waited.";
        }
        if (kinds.size() == 1) {
            LayerPolicy any = firstRetrying(inputs);
            Jitter jitter = any.retryPolicy(inputs.jitter()).jitter();
            if (any.shape() == BackoffShape.EXPONENTIAL && (jitter == Jitter.NONE || jitter == Jitter.FULL
                    || jitter == Jitter.EQUAL)) {
                return jitterSentence(jitter);
            }
            return "Every layer that retries waits by " + kinds.get(0) + ".";
        }
        StringBuilder text = new StringBuilder("The layers wait differently: ");
        for (int i = 0; i < kinds.size(); i++) {
            text.append(i == 0 ? "" : "; ").append(layers.get(i)).append(" by ").append(kinds.get(i));
        }
        return text.append('.').toString();
    }

    private static LayerPolicy firstRetrying(AmplificationInputs inputs) {
        for (LayerPolicy policy : inputs.layers()) {
            if (policy.retries()) {
                return policy;
            }
        }
        return null;
    }

    /** Returns how one layer's waits are chosen, e.g. "full jitter (a seeded delay from zero through each backoff cap)". */
    private static String waits(LayerPolicy policy, Jitter pageJitter) {
        if (policy.shape() == BackoffShape.POLYNOMIAL) {
            return "Sidekiq's polynomial backoff ((k \u2212 1)\u2074 + 15 s plus its own seeded draw of up to 10k \u2212 1 s)";
        }
        Jitter jitter = policy.retryPolicy(pageJitter).jitter();
        if (jitter == Jitter.FULL) {
            return "full jitter (a seeded delay from zero through each backoff cap)";
        }
        if (jitter == Jitter.EQUAL) {
            return "equal jitter (a seeded delay from half of each backoff cap through the full cap)";
        }
        if (jitter == Jitter.DECORRELATED) {
            return "decorrelated jitter (a seeded delay from the initial backoff through 3 times the previous wait,"
                    + " capped at the maximum)";
        }
        if (jitter == Jitter.PROPORTIONAL) {
            return "proportional jitter (each backoff times a seeded factor from "
                    + Numbers.significantTrimmed(policy.jitterLow(), 6) + " to "
                    + Numbers.significantTrimmed(policy.jitterHigh(), 6) + ")";
        }
        return "no jitter (every backoff its configured value)";
    }

    /** Returns the headline figures, shared by the page and the Markdown export. */
    static List<Figure> figures(AmplificationResult result) {
        AmplificationInputs inputs = result.inputs();
        List<Figure> figures = new ArrayList<>();
        figures.add(Figure.of("maxDownstreamAttempts", "Maximum downstream attempts",
                Numbers.grouped(result.maxDownstreamAttempts()), "Without a deadline; every layer exhausts"));
        figures.add(Figure.of("attemptsStarted", "Attempts started in this trace",
                Numbers.grouped(result.attemptsStarted()), null));
        figures.add(Figure.of("maxAttemptsWithinDeadline", "Most attempts within the deadline",
                Numbers.grouped(result.maxAttemptsWithinDeadline()), inputs.hasDeadline()
                        ? "Every wait at its jitter kind's minimum: the bound to size a dependency for"
                        : "No deadline: every layer exhausts"));
        TimelineRow clipped = result.clippedRow();
        if (clipped != null) {
            figures.add(new Figure("clippedByDeadline", "Clipped by the absolute deadline",
                    "Yes: " + rowName(clipped), clipped.path(),
                    Numbers.grouped(clipped.startMs()) + " to " + Numbers.grouped(clipped.endMs()) + " ms"));
        } else {
            figures.add(Figure.of("clippedByDeadline", "Clipped by the absolute deadline", "No",
                    inputs.hasDeadline() ? null : "No deadline set"));
        }
        figures.add(Figure.of("elapsed", "Illustrated elapsed time", duration(result.elapsedMs()), null));
        if (inputs.hasDeadline()) {
            figures.add(Figure.of("deadlineReached", "Absolute deadline reached", result.deadlineReached() ? "Yes" : "No",
                    "Deadline " + Numbers.durationFromMillis(inputs.deadlineMs())));
        } else {
            figures.add(Figure.of("deadlineReached", "Absolute deadline reached", "No deadline set", null));
        }
        figures.add(Figure.of("backoff", "Time spent in backoff", duration(result.backoffMs()),
                "Included in the elapsed time"));
        return figures;
    }

    /** Returns the owners warning or note and the worst-case sentence, shared by the page and the Markdown export. */
    static List<Paragraph> paragraphs(AmplificationResult result) {
        List<Layer> owners = result.retryOwners();
        List<Paragraph> paragraphs = new ArrayList<>(2);
        paragraphs.add(new Paragraph(ownersSentence(owners), owners.size() >= 2 ? Paragraph.Kind.WARNING : Paragraph.Kind.NOTE));
        if (result.gaveUp() != null) {
            paragraphs.add(new Paragraph(gaveUpSentence(result.gaveUp()), Paragraph.Kind.NOTE));
        }
        paragraphs.add(Paragraph.plain(worstCaseSentence(result)));
        return paragraphs;
    }

    /** Returns where the skip rule stopped the trace: the layer that gave up first and the wait it skipped. */
    static String gaveUpSentence(GaveUp gaveUp) {
        return "Skip rule: the " + gaveUp.layer().inSentence() + " layer gave up at "
                + Numbers.grouped((long) gaveUp.atMs()) + " ms rather than start a wait of " + duration(gaveUp.skippedWaitMs())
                + " that would end at or after the deadline; control passed to the layer outside it.";
    }

    /** Returns who owns retries: the multiple-owners warning, the single owner, or that no layer retries. */
    static String ownersSentence(List<Layer> owners) {
        if (owners.size() >= 2) {
            return "Multiple retry owners: " + ownerNames(owners)
                    + ". Account for every layer before choosing a single owner per dependency.";
        }
        if (owners.size() == 1) {
            return "One retry owner: " + owners.get(0).inSentence()
                    + ". The other layers make a single attempt and pass each failure straight out.";
        }
        return "No layer retries: every attempt limit is 1, so the job makes one downstream attempt.";
    }

    /** Returns the worst case without the deadline, the jitter mode and the one-trace caveat. */
    static String worstCaseSentence(AmplificationResult result) {
        return "Without the deadline, maximum configured waits and failed-attempt time total "
                + duration(result.totalWithoutDeadlineMs()) + ". "
                + jitterSentence(result.inputs()) + seedSentence(result.inputs())
                + " One trace is not a statistical forecast.";
    }

    /** Names the seed whenever a layer that retries draws its waits, so the trace can be reproduced. */
    private static String seedSentence(AmplificationInputs inputs) {
        return inputs.randomised() ? " Seed " + Numbers.grouped(inputs.seed()) + "." : "";
    }

    /** Returns the owners' names as a sentence lists them: "SDK, application and job runner". */
    static String ownerNames(List<Layer> owners) {
        StringBuilder names = new StringBuilder();
        for (int i = 0; i < owners.size(); i++) {
            if (i > 0) {
                names.append(i == owners.size() - 1 ? " and " : ", ");
            }
            names.append(owners.get(i).inSentence());
        }
        return names.toString();
    }

    private static void attemptConvention(Html html, AmplificationResult result) {
        html.open("p", "class", "callout");
        String[] parts = attemptConventionParts(result);
        for (int i = 0; i < parts.length; i++) {
            if (i % 2 == 0) {
                html.text(parts[i]);
            } else {
                html.element("code", parts[i]);
            }
        }
        html.close("p");
    }

    /** Returns the attempt convention's sentence in Markdown, its products as code spans, for the summary. */
    static String attemptConventionMarkdown(AmplificationResult result) {
        String[] parts = attemptConventionParts(result);
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < parts.length; i++) {
            text.append(i % 2 == 0 ? parts[i] : "`" + parts[i] + "`");
        }
        return text.toString();
    }

    /**
     * Returns how the limits count and multiply, as alternating text and code: both counts of each layer,
     * the product of the limits, and the product had they been retry counts.
     */
    private static String[] attemptConventionParts(AmplificationResult result) {
        AmplificationInputs inputs = result.inputs();
        return new String[] {
            "Attempt limits count every try, including the first: a limit of 3 attempts is 2 retries. Here "
                    + counts(Layer.SDK, inputs) + "; " + counts(Layer.APPLICATION, inputs) + "; "
                    + counts(Layer.RUNNER, inputs) + ". Nested limits multiply: ",
            Numbers.grouped(inputs.runner().attempts()) + " (job runner) \u00d7 "
                    + Numbers.grouped(inputs.application().attempts()) + " (application) \u00d7 "
                    + Numbers.grouped(inputs.sdk().attempts()) + " (SDK) = " + Numbers.grouped(result.maxDownstreamAttempts()),
            " downstream attempts when every layer exhausts. Some libraries count retries instead: read as"
                    + " retry counts, these limits would allow ",
            Numbers.grouped(inputs.runner().attempts() + 1) + " \u00d7 "
                    + Numbers.grouped(inputs.application().attempts() + 1) + " \u00d7 "
                    + Numbers.grouped(inputs.sdk().attempts() + 1) + " = " + Numbers.grouped(result.worstCaseIfRetries()),
            " attempts."};
    }

    /** Phrases a layer's limit in both counts: "SDK 3 attempts = 2 retries". */
    private static String counts(Layer layer, AmplificationInputs inputs) {
        int attempts = inputs.policy(layer).attempts();
        int retries = attempts - 1;
        return layer.label() + " " + count(attempts, "attempt") + " = "
                + (retries == 1 ? "1 retry" : Numbers.grouped(retries) + " retries");
    }

    private static void chart(Html html, AmplificationResult result) {
        TimelineExcerpt timeline = result.timeline();
        TimelineBins overview = timeline.overview();
        // Rows one by one while they are few enough to tell apart; beyond that, the whole trace in slices.
        List<TimelineRow> drawn = null;
        if (timeline.complete() && timeline.totalRows() <= CHART_ROW_LIMIT) {
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

        html.open("figure", "class", "chart");
        // No viewBox: the height is in CSS pixels and every x a percentage, so the chart reflows to any
        // width while its text keeps the page's size instead of shrinking with the picture.
        html.open("svg", "role", "img", "aria-labelledby", CHART_TITLE_ID, "width", "100%",
                "height", coordinate(CHART_HEIGHT));
        html.element("title", "Illustrated timeline by layer", "id", CHART_TITLE_ID);
        html.open("defs");
        html.open("pattern", "id", HATCH_ID, "width", "6", "height", "6", "patternUnits", "userSpaceOnUse",
                "patternTransform", "rotate(45)");
        html.open("line", "x1", "0", "y1", "0", "x2", "0", "y2", "6", "stroke", "currentColor", "stroke-width", "2")
                .close("line");
        html.close("pattern");
        html.close("defs");

        axis(html, axisEnd);
        for (Layer layer : new Layer[] {Layer.SDK, Layer.APPLICATION, Layer.RUNNER}) {
            text(html, "axis-label", percent(PLOT_LEFT), laneTop(layer) - 5, "start", layer.label());
        }
        if (drawn != null) {
            for (TimelineRow row : drawn) {
                bar(html, row, axisEnd);
            }
        } else {
            slices(html, overview, axisEnd);
            if (clipped != null) {
                bar(html, clipped, axisEnd);
            }
        }
        if (showDeadline) {
            double x = x(deadline, axisEnd);
            String at = percent(x);
            html.open("line", "class", "deadline", "x1", at, "y1", coordinate(PLOT_TOP - 6), "x2", at,
                    "y2", coordinate(AXIS_Y), "stroke-dasharray", "6 3").close("line");
            text(html, "deadline", at, PLOT_TOP - 10, x < 40 ? "start" : "end",
                    "Deadline " + duration(deadline));
        }
        GaveUp gaveUp = result.gaveUp();
        if (gaveUp != null) {
            // Where the skip rule stopped the layer that gave up first: a mark across its lane.
            double x = x(gaveUp.atMs(), axisEnd);
            String at = percent(x);
            double top = laneTop(gaveUp.layer());
            html.open("line", "class", "gave-up", "x1", at, "y1", coordinate(top - 2), "x2", at,
                    "y2", coordinate(top + BAR_HEIGHT + 2)).close("line");
            text(html, "gave-up", at, top - 5, x < 40 ? "start" : "end", "Gave up");
        }
        html.close("svg");
        legend(html, clipped != null, showDeadline);
        String summary = chartSummary(result, drawn, showDeadline, traceEnd);
        if (gaveUp != null) {
            summary += " The " + gaveUp.layer().label() + " lane is marked where that layer gave up under the skip"
                    + " rule, at " + duration(gaveUp.atMs()) + ".";
        }
        html.element("figcaption", summary);
        html.close("figure");
    }

    private static void axis(Html html, double axisEnd) {
        html.open("line", "class", "axis", "x1", percent(PLOT_LEFT), "y1", coordinate(AXIS_Y), "x2", percent(PLOT_RIGHT),
                "y2", coordinate(AXIS_Y)).close("line");
        double step = tickStep(axisEnd);
        int ticks = (int) (axisEnd / step) + 1;
        for (int i = 0; i < ticks; i++) {
            double tick = i * step;
            double x = x(tick, axisEnd);
            String at = percent(x);
            html.open("line", "class", "grid", "x1", at, "y1", coordinate(PLOT_TOP), "x2", at, "y2", coordinate(AXIS_Y))
                    .close("line");
            html.open("line", "class", "axis", "x1", at, "y1", coordinate(AXIS_Y), "x2", at, "y2", coordinate(AXIS_Y + 5))
                    .close("line");
            // The first label starts at its tick and the last ends at its tick, so both stay inside the picture.
            String anchor = i == 0 ? "start" : x > 90 ? "end" : "middle";
            // On a phone every other label is hidden (styles.css), so the labels left never overlap.
            text(html, i % 2 == 1 && ticks > 3 ? "axis-label minor" : "axis-label", at, AXIS_Y + 18, anchor,
                    Numbers.secondsFromMillis(tick));
        }
    }

    /** Returns a tick spacing of 1, 2 or 5 times a power of ten milliseconds giving at most {@link #MAX_TICKS} steps. */
    private static double tickStep(double span) {
        double decade = 1;
        while (true) {
            for (double multiple : new double[] {1, 2, 5}) {
                if (span / (multiple * decade) <= MAX_TICKS) {
                    return multiple * decade;
                }
            }
            decade *= 10;
        }
    }

    private static void bar(Html html, TimelineRow row, double axisEnd) {
        double x = x(row.startMs(), axisEnd);
        // Zero-length rows are still rows: give them a hairline so they stay visible.
        double width = Math.max(0.08, x(row.endMs(), axisEnd) - x);
        boolean attempt = row.action() == TimelineRow.Action.ATTEMPT;
        // Backoffs are half height, so the SDK lane does not tell attempts from waits by colour alone.
        double height = attempt ? BAR_HEIGHT : BAR_HEIGHT / 2;
        double y = laneTop(row.layer()) + (BAR_HEIGHT - height) / 2;
        if (row.clipped()) {
            rect(html, "bar-clipped", percent(x), y, percent(width), height, "4 2", null);
            rect(html, null, percent(x), y, percent(width), height, null, "url(#" + HATCH_ID + ")");
        } else {
            rect(html, attempt ? "bar-attempt" : "bar-backoff", percent(x), y, percent(width), height, null, null);
        }
    }

    /**
     * Draws the whole trace from its time slices: in each lane, each slice is a bar as tall as the share
     * of the slice spent in that lane's rows; in the SDK lane the backoff share stands on the attempt
     * share. Neighbouring slices of the same height become one bar.
     */
    private static void slices(Html html, TimelineBins overview, double axisEnd) {
        int used = overview.used();
        double[] heights = new double[used];
        double[] below = new double[used];
        for (int k = 0; k < used; k++) {
            below[k] = Math.round(share(overview, overview.attemptMs(k), k, axisEnd) * BAR_HEIGHT * 10) / 10.0;
        }
        sliceBars(html, "bar-attempt", Layer.SDK, overview, below, new double[used], axisEnd);
        for (Layer layer : new Layer[] {Layer.SDK, Layer.APPLICATION, Layer.RUNNER}) {
            for (int k = 0; k < used; k++) {
                heights[k] = Math.round(share(overview, overview.backoffMs(layer, k), k, axisEnd) * BAR_HEIGHT * 10) / 10.0;
            }
            sliceBars(html, "bar-backoff", layer, overview, heights, layer == Layer.SDK ? below : new double[used],
                    axisEnd);
        }
    }

    /** Returns the share of slice {@code k}'s drawn part that {@code millis} fill; the last slice may end at the axis. */
    private static double share(TimelineBins overview, double millis, int k, double axisEnd) {
        double width = Math.min((k + 1) * overview.widthMs(), axisEnd) - k * overview.widthMs();
        return Math.min(1, millis / width);
    }

    private static void sliceBars(Html html, String cssClass, Layer layer, TimelineBins overview, double[] heights,
            double[] base, double axisEnd) {
        double bottom = laneTop(layer) + BAR_HEIGHT;
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

    /** Writes the legend as a list under the picture, so it wraps on a narrow screen; the clipped and deadline entries only when the chart shows them. */
    private static void legend(Html html, boolean clipped, boolean deadline) {
        html.open("ul", "class", "chart-legend");
        legendEntry(html);
        rect(html, "bar-attempt", "0", 0, "14", 14, null, null);
        legendEnd(html, "Attempt");
        legendEntry(html);
        rect(html, "bar-backoff", "0", 3.5, "14", 7, null, null);
        legendEnd(html, "Backoff");
        if (clipped) {
            legendEntry(html);
            rect(html, "bar-clipped", "0", 0, "14", 14, "4 2", null);
            rect(html, null, "0", 0, "14", 14, null, "url(#" + HATCH_ID + ")");
            legendEnd(html, "Clipped by the deadline");
        }
        if (deadline) {
            legendEntry(html);
            html.open("line", "class", "deadline", "x1", "7", "y1", "0", "x2", "7", "y2", "14", "stroke-dasharray", "4 2")
                    .close("line");
            legendEnd(html, "Deadline");
        }
        html.close("ul");
    }

    private static void legendEntry(Html html) {
        html.open("li");
        html.open("svg", "width", "14", "height", "14", "aria-hidden", "true");
    }

    private static void legendEnd(Html html, String label) {
        html.close("svg");
        html.element("span", label);
        html.close("li");
    }

    private static String chartSummary(AmplificationResult result, List<TimelineRow> drawn, boolean showDeadline,
            double traceEnd) {
        TimelineBins overview = result.timeline().overview();
        int rows = result.timeline().totalRows();
        StringBuilder text = new StringBuilder();
        if (drawn != null) {
            text.append("The chart shows all ").append(Numbers.grouped(rows))
                    .append(rows == 1 ? " timeline row" : " timeline rows").append(" over ")
                    .append(duration(traceEnd)).append(". ");
        } else {
            text.append("The trace has ").append(Numbers.grouped(rows))
                    .append(" rows, too many to draw one by one: the chart covers all of them over ")
                    .append(duration(traceEnd)).append(" in ").append(Numbers.grouped(overview.used()))
                    .append(" equal slices, each bar as tall as the share of its slice spent in attempts or backoffs. ");
        }
        text.append("SDK lane: ").append(count(overview.attempts(), "attempt")).append(" and ")
                .append(count(overview.backoffs(Layer.SDK), "backoff")).append(". Application lane: ")
                .append(count(overview.backoffs(Layer.APPLICATION), "backoff")).append(". Job runner lane: ")
                .append(count(overview.backoffs(Layer.RUNNER), "backoff")).append(". ");
        AmplificationInputs inputs = result.inputs();
        TimelineRow clipped = result.clippedRow();
        if (!inputs.hasDeadline()) {
            text.append("No deadline is set.");
        } else if (!showDeadline) {
            text.append("The deadline at ").append(duration(inputs.deadlineMs()))
                    .append(" lies beyond the end of the trace.");
        } else if (clipped != null) {
            text.append("The deadline line at ").append(duration(inputs.deadlineMs()))
                    .append(" ends the trace; ").append(rowName(clipped)).append(' ').append(clipped.path())
                    .append(" is clipped (hatched, with a dashed outline).");
        } else if (result.deadlineReached()) {
            text.append("The deadline line at ").append(duration(inputs.deadlineMs()))
                    .append(" stops the trace before its next row starts.");
        } else {
            text.append("The deadline line at ").append(duration(inputs.deadlineMs()))
                    .append(" is not reached: every layer exhausts before it.");
        }
        return text.toString();
    }

    /** Formats milliseconds as seconds, "37.2 s"; from a day up as days, hours and minutes: "23 d 7 h 30 min". */
    private static String duration(double ms) {
        return Numbers.durationFromMillis(ms);
    }

    private static String count(int n, String noun) {
        if (n == 0) {
            return "no " + noun + "s";
        }
        return Numbers.grouped(n) + " " + noun + (n == 1 ? "" : "s");
    }

    private static void table(Html html, AmplificationResult result) {
        TimelineExcerpt timeline = result.timeline();
        // Without a deadline nothing is clipped, so there is no boundary to report.
        boolean boundary = result.inputs().hasDeadline();
        html.open("div", "class", "table-wrap", "role", "region", "tabindex", "0", "aria-labelledby", TABLE_CAPTION_ID);
        html.open("table", "class", "data");
        String caption = TIMELINE_CAPTION;
        if (!boundary) {
            caption += ". No deadline is set, so no row is clipped";
        }
        if (!timeline.complete()) {
            caption += ". Showing the first " + Numbers.grouped(timeline.head().size()) + " and last "
                    + Numbers.grouped(timeline.tail().size()) + " rows of " + Numbers.grouped(timeline.totalRows()) + ".";
        }
        html.element("caption", caption, "id", TABLE_CAPTION_ID);
        html.open("thead").open("tr");
        html.element("th", "Action", "scope", "col");
        html.element("th", "Attempt path", "scope", "col");
        html.element("th", "Start / end (ms)", "scope", "col", "class", "num");
        if (boundary) {
            html.element("th", "Deadline boundary", "scope", "col");
        }
        html.close("tr").close("thead");
        html.open("tbody");
        for (TimelineRow row : timeline.head()) {
            tableRow(html, row, boundary);
        }
        if (!timeline.complete()) {
            html.open("tr", "class", "gap");
            html.element("td", "\u2026 " + Numbers.grouped(timeline.omittedRows()) + " rows not shown \u2026",
                    "colspan", boundary ? "4" : "3");
            html.close("tr");
        }
        for (TimelineRow row : timeline.tail()) {
            tableRow(html, row, boundary);
        }
        html.close("tbody");
        html.close("table");
        html.close("div");
    }

    private static void tableRow(Html html, TimelineRow row, boolean boundary) {
        html.open("tr", "class", row.clipped() ? "clipped" : null);
        html.element("td", actionText(row));
        html.open("td").element("code", row.path()).close("td");
        html.element("td", Numbers.grouped(row.startMs()) + " / " + Numbers.grouped(row.endMs()), "class", "num");
        if (boundary) {
            html.element("td", boundary(row));
        }
        html.close("tr");
    }

    /** Says how large the CSV download is before it is written: a large trace makes a file of many megabytes. */
    private static void csvSize(Html html, TimelineExcerpt timeline) {
        double bytes = AmplificationExport.csvBytes(timeline);
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
    static String actionText(TimelineRow row) {
        return row.action().id() + " (" + row.layer().id() + ")";
    }

    static String boundary(TimelineRow row) {
        if (!row.clipped()) {
            return "Full modeled interval";
        }
        return row.action() == TimelineRow.Action.ATTEMPT
                ? "Clipped; remote outcome is not established"
                : "Clipped; backoff cut short by the deadline";
    }

    static String rowName(TimelineRow row) {
        return row.action() == TimelineRow.Action.ATTEMPT ? "attempt" : row.layer().id() + " backoff";
    }

    /** Returns the top of {@code layer}'s bars; its label sits just above. */
    private static double laneTop(Layer layer) {
        return PLOT_TOP + LANE_LABEL + layer.ordinal() * LANE_PITCH;
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

    private static void text(Html html, String cssClass, String x, double y, String anchor, String content) {
        html.element("text", content, "class", cssClass, "x", x, "y", coordinate(y), "text-anchor", anchor);
    }

    /** Formats a pixel coordinate with at most one decimal; every one is below 1,000, so no separator appears. */
    private static String coordinate(double value) {
        return Numbers.trimmed(value, 1);
    }

    /** Formats a horizontal position or width as a percentage of the chart's width, to a hundredth. */
    private static String percent(double value) {
        return Numbers.trimmed(value, 2) + "%";
    }
}
