package dev.retryworkbench.core.amplification;

import static dev.retryworkbench.core.text.Chart.coordinate;

import dev.retryworkbench.core.text.Chart;
import dev.retryworkbench.core.text.Html;
import dev.retryworkbench.core.text.Numbers;
import dev.retryworkbench.core.worksheet.Markdown;

/**
 * Renders the distribution over seeds under the workbench's results: the six statistics of the three
 * figures in a table and a histogram of each as inline SVG; while runs are left, the progress; and for
 * inputs that draw nothing at random, the sentence saying that every seed gives the same trace.
 */
public final class DistributionRenderer {
    static final String SECTION_ID = "distribution";
    static final String PROGRESS_ID = "distribution-progress";
    private static final String HEADING_ID = "distribution-heading";
    private static final String CAPTION_ID = "distribution-caption";
    private static final String[] STATISTICS = {"Minimum", "p50 (median)", "p95", "p99", "Maximum", "Mean"};
    private static final String[] QUANTITIES = {"Attempts started", "Elapsed time", "Time in backoff"};
    private static final String[] QUANTITY_IDS = {"attempts", "elapsed", "backoff"};

    // As in the timeline chart: horizontal positions in percent of the width, vertical ones in CSS pixels.
    private static final double PLOT_LEFT = 0.5;
    private static final double PLOT_RIGHT = 99.5;
    private static final double PLOT_TOP = 22;
    private static final double BAR_AREA = 84;
    private static final double AXIS_Y = PLOT_TOP + BAR_AREA;
    private static final double CHART_HEIGHT = AXIS_Y + 24;
    private static final int MAX_LABELS = 6;

    private DistributionRenderer() {
    }

    /** Renders the section for {@code distribution}: null when no run can differ from another. */
    public static String render(AmplificationInputs inputs, SeedDistribution distribution) {
        Html html = new Html();
        html.open("section", "id", SECTION_ID, "class", "distribution", "aria-labelledby", HEADING_ID,
                "aria-busy", distribution != null && !distribution.done() ? "true" : null);
        html.element("h2", heading(distribution), "id", HEADING_ID);
        if (distribution == null) {
            html.element("p", sameEverySeed());
        } else if (!distribution.done()) {
            progress(html, distribution);
        } else {
            html.element("p", seedsSentence(inputs, distribution));
            table(html, distribution);
            for (int q = 0; q < QUANTITIES.length; q++) {
                histogram(html, q, spread(distribution, q), distribution.runs());
            }
        }
        html.close("section");
        return html.toString();
    }

    /** Returns the sentence for screen readers after an edit: the 95th percentiles, or that runs are being computed. */
    static String announcement(SeedDistribution distribution) {
        if (distribution == null) {
            return "";
        }
        if (!distribution.done()) {
            return " Computing the distribution over " + Numbers.grouped(distribution.runs()) + " seeds.";
        }
        return " Over " + Numbers.grouped(distribution.runs()) + " seeds, p95: "
                + value(0, distribution.attemptsStarted().p95()) + " attempts started, "
                + value(1, distribution.elapsedMs().p95()) + " elapsed.";
    }

    /** Writes the section into the Markdown summary: the table, or why there is none. */
    static void markdown(Markdown md, AmplificationInputs inputs, SeedDistribution distribution) {
        md.heading(2, heading(distribution));
        if (distribution == null) {
            md.paragraph(sameEverySeed());
            return;
        }
        distribution.complete();
        md.paragraph(seedsSentence(inputs, distribution));
        md.tableHeader(new String[] {"Statistic", QUANTITIES[0], QUANTITIES[1], QUANTITIES[2]},
                new boolean[] {false, true, true, true});
        for (int s = 0; s < STATISTICS.length; s++) {
            md.row(STATISTICS[s], value(0, statistic(distribution.attemptsStarted(), s)),
                    value(1, statistic(distribution.elapsedMs(), s)), value(2, statistic(distribution.backoffMs(), s)));
        }
        md.endTable();
    }

    private static String heading(SeedDistribution distribution) {
        return distribution == null ? "Distribution over seeds"
                : "Distribution over " + Numbers.grouped(distribution.runs()) + (distribution.runs() == 1 ? " seed" : " seeds");
    }

    private static String sameEverySeed() {
        return "Every seed gives the trace above: no layer that retries draws its waits at random (no jitter,"
                + " no polynomial backoff), so the runs have no distribution to show.";
    }

    private static String seedsSentence(AmplificationInputs inputs, SeedDistribution distribution) {
        double first = inputs.seed();
        return "One trace for each seed from " + Numbers.grouped(inputs.seed()) + " to "
                + Numbers.fixed(first + distribution.runs() - 1, 0) + ", with the inputs above. Percentiles are"
                + " nearest-rank: p95 is the value at rank ceil(0.95 \u00d7 runs) of the runs in ascending order.";
    }

    private static void progress(Html html, SeedDistribution distribution) {
        int percent = percent(distribution);
        // A live region: the page rewrites it every tenth of the work, not on every step.
        html.element("p", "Computing the distribution: " + percent + "% of " + Numbers.grouped(distribution.runs())
                + " runs", "id", PROGRESS_ID + "-text", "class", "distribution-progress", "aria-live", "polite");
        html.element("progress", "", "id", PROGRESS_ID, "max", "100", "value", Integer.toString(percent),
                "aria-labelledby", PROGRESS_ID + "-text");
    }

    /** Returns the share of runs done in whole percent, rounded down; 100 only once the figures are summarised too. */
    static int percent(SeedDistribution distribution) {
        return distribution.done() ? 100 : Math.min(99, (int) ((double) distribution.runsDone() * 100 / distribution.runs()));
    }

    private static void table(Html html, SeedDistribution distribution) {
        Chart.openTableWrap(html, CAPTION_ID);
        html.open("table", "class", "data");
        html.element("caption", "Spread over " + Numbers.grouped(distribution.runs()) + " runs", "id", CAPTION_ID);
        html.open("thead").open("tr");
        html.element("th", "Statistic", "scope", "col");
        for (String quantity : QUANTITIES) {
            html.element("th", quantity, "scope", "col", "class", "num");
        }
        html.close("tr").close("thead");
        html.open("tbody");
        for (int s = 0; s < STATISTICS.length; s++) {
            html.open("tr");
            html.element("th", STATISTICS[s], "scope", "row");
            for (int q = 0; q < QUANTITIES.length; q++) {
                html.element("td", value(q, statistic(spread(distribution, q), s)), "class", "num");
            }
            html.close("tr");
        }
        html.close("tbody").close("table").close("div");
    }

    private static Spread spread(SeedDistribution distribution, int quantity) {
        if (quantity == 0) {
            return distribution.attemptsStarted();
        }
        return quantity == 1 ? distribution.elapsedMs() : distribution.backoffMs();
    }

    private static double statistic(Spread spread, int s) {
        switch (s) {
            case 0: return spread.min();
            case 1: return spread.p50();
            case 2: return spread.p95();
            case 3: return spread.p99();
            case 4: return spread.max();
            default: return spread.mean();
        }
    }

    /** Formats a value of quantity {@code q}: attempts as a count (a mean to two decimals), times in seconds. */
    private static String value(int q, double value) {
        return q == 0 ? Numbers.trimmed(value, 2) : duration(value);
    }

    /** Formats milliseconds as the timeline does: "6.532 s"; from a day up as days, hours and minutes. */
    private static String duration(double ms) {
        return Numbers.durationFromMillis(ms);
    }

    /** Formats a whole value of quantity {@code q} for an axis or a bin: "9", "2.5 s". */
    private static String axisValue(int q, double value) {
        return q == 0 ? Numbers.fixed(value, 0) : duration(value);
    }

    private static void histogram(Html html, int q, Spread spread, int runs) {
        Histogram histogram = spread.histogram();
        int bins = histogram.counts().length;
        int tallest = histogram.tallest();
        String titleId = SECTION_ID + "-" + QUANTITY_IDS[q] + "-title";
        html.open("figure", "class", "chart histogram");
        Chart.openPicture(html, titleId, QUANTITIES[q] + " over " + Numbers.grouped(runs) + " runs", CHART_HEIGHT);
        Chart.label(html, "axis-label", Chart.percent(PLOT_LEFT), PLOT_TOP - 8, "start", QUANTITIES[q]);
        Chart.label(html, "axis-label", Chart.percent(PLOT_RIGHT), PLOT_TOP - 8, "end", "tallest bar: " + Numbers.grouped(tallest)
                + (tallest == 1 ? " run" : " runs"));
        double pitch = (PLOT_RIGHT - PLOT_LEFT) / bins;
        for (int k = 0; k < bins; k++) {
            int count = histogram.counts()[k];
            if (count == 0) {
                continue;
            }
            // At least a pixel, so a bin of one run in a hundred thousand still shows.
            double height = Math.max(1, Math.round((double) count / tallest * BAR_AREA * 10) / 10.0);
            html.open("rect", "class", "bar-attempt", "x", Chart.percent(PLOT_LEFT + (k + 0.05) * pitch),
                    "y", coordinate(AXIS_Y - height), "width", Chart.percent(pitch * 0.9), "height", coordinate(height));
            html.element("title", binName(q, histogram, k) + ": " + Numbers.grouped(count)
                    + (count == 1 ? " run" : " runs"));
            html.close("rect");
        }
        html.open("line", "class", "axis", "x1", Chart.percent(PLOT_LEFT), "y1", coordinate(AXIS_Y), "x2", Chart.percent(PLOT_RIGHT),
                "y2", coordinate(AXIS_Y)).close("line");
        axisLabels(html, q, histogram, pitch);
        html.close("svg");
        html.element("figcaption", histogramSummary(q, spread, runs));
        html.close("figure");
    }

    /**
     * Labels the axis: bins of single values under their middles, wider bins at their left edges and the
     * end of the last; at most {@link #MAX_LABELS}, every other one hidden on a phone (styles.css).
     */
    private static void axisLabels(Html html, int q, Histogram histogram, double pitch) {
        int bins = histogram.counts().length;
        boolean single = histogram.width() == 1;
        int marks = single ? bins : bins + 1;
        int every = (marks + MAX_LABELS - 1) / MAX_LABELS;
        int shown = 0;
        for (int k = 0; k < marks; k += every) {
            double x = PLOT_LEFT + (single ? k + 0.5 : k) * pitch;
            String anchor = x < 8 ? "start" : x > 92 ? "end" : "middle";
            Chart.label(html, shown % 2 == 1 && marks > 3 * every ? "axis-label minor" : "axis-label", Chart.percent(x), AXIS_Y + 17,
                    anchor, axisValue(q, histogram.low(k)));
            shown++;
        }
    }

    private static String binName(int q, Histogram histogram, int k) {
        String low = axisValue(q, histogram.low(k));
        return histogram.width() == 1 ? low : low + " to " + axisValue(q, histogram.high(k));
    }

    /** Describes a histogram in words for screen readers and print: its range, bins and fullest bin. */
    private static String histogramSummary(int q, Spread spread, int runs) {
        Histogram histogram = spread.histogram();
        if (spread.min() == spread.max()) {
            return QUANTITIES[q] + " is " + value(q, spread.min()) + " in every one of the " + Numbers.grouped(runs)
                    + " runs.";
        }
        int fullest = 0;
        for (int k = 1; k < histogram.counts().length; k++) {
            if (histogram.counts()[k] > histogram.counts()[fullest]) {
                fullest = k;
            }
        }
        int count = histogram.counts()[fullest];
        int bins = histogram.counts().length;
        return QUANTITIES[q] + " over " + Numbers.grouped(runs) + " runs, from " + value(q, spread.min()) + " to "
                + value(q, spread.max()) + " in " + Numbers.grouped(bins) + (bins == 1 ? " bin" : " bins")
                + (histogram.width() == 1 ? " of one value each" : " of " + axisValue(q, histogram.width()) + " each")
                + ". The fullest bin, " + binName(q, histogram, fullest) + ", holds " + Numbers.grouped(count)
                + (count == 1 ? " run (" : " runs (") + Numbers.percent((double) count / runs, 1) + ").";
    }
}
