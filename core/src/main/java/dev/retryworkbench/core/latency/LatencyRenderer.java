package dev.retryworkbench.core.latency;

import static dev.retryworkbench.core.text.Chart.coordinate;

import dev.retryworkbench.core.policy.Hedging;
import dev.retryworkbench.core.text.Chart;
import dev.retryworkbench.core.text.Html;
import dev.retryworkbench.core.text.Numbers;
import dev.retryworkbench.core.tool.Figure;
import dev.retryworkbench.core.tool.Paragraph;
import java.util.ArrayList;
import java.util.List;

/**
 * Renders the latency planner's results region: headline figures, the sentences, the rows' table, the chart of
 * every row's latency distribution and the hedging delay's trade-off, every number taken from the result. Used at
 * build time on the JVM and in the browser.
 */
public final class LatencyRenderer {
    private static final String ROWS_CAPTION_ID = "latency-rows-caption";
    private static final String TRADE_OFF_CAPTION_ID = "latency-trade-off-caption";
    private static final String CHART_TITLE_ID = "latency-chart-title";
    /** The rows table's columns, shared with the Markdown export. */
    static final String[] ROW_HEADINGS = {"Policy", "Success within deadline", "p50", "p90", "p99", "p99.9",
        "Attempts per call", "Extra load", "Attempt time per call"};
    /** The trade-off table's columns, shared with the Markdown export. */
    static final String[] TRADE_OFF_HEADINGS = {"Hedge at the attempt latency's", "Delay", "p99", "Extra load"};
    /** Differences below this are taken for none: a share or a mean of up to a million calls. */
    private static final double EPSILON = 1e-9;

    // Chart geometry: horizontal positions in percent of the chart's width, vertical ones in CSS pixels.
    private static final double CHART_HEIGHT = 250;
    private static final double PLOT_LEFT = 9;
    private static final double PLOT_RIGHT = 98;
    private static final double PLOT_TOP = 30;
    private static final double PLOT_BOTTOM = 210;
    /** Each row's dash pattern, so the lines differ by more than colour; null for a solid line. */
    /** ln 10, to turn the natural logarithm into decades. */
    private static final double LN_10 = 2.302585092994046;
    private static final String[] DASHES = {null, "6 3", "2 3", "8 3 2 3", "1 2"};

    private LatencyRenderer() {
    }

    /** Renders the whole results region for {@code r}. */
    public static String render(LatencyResult r) {
        Html html = new Html();
        html.element("h2", "Latency and load", "id", "latency-results");
        Figure.render(html, figures(r));
        Paragraph.render(html, narrative(r));
        renderRows(html, r);
        renderChart(html, r);
        html.element("h3", "The hedging delay's trade-off", "id", "latency-trade-off");
        if (!r.tradeOffDone()) {
            // The rows come first; a test or a benchmark waits for this paragraph to go.
            html.element("p", "Hedging after " + LatencyWork.TRADE_OFF_PERCENTILES.length + " delays, from the"
                    + " attempt latency's p50 to its p99.9: still running.", "data-pending", "trade-off");
            return html.toString();
        }
        Paragraph.render(html, List.of(Paragraph.plain(tradeOffSentence(r))));
        renderTradeOff(html, r);
        return html.toString();
    }

    /** Returns one sentence of headline figures, read by screen readers after each change. */
    public static String announcement(LatencyResult r) {
        LatencyResult.Row entered = r.row(LatencyRow.ENTERED);
        return "Entered policy: " + share(entered.successShare()) + " succeed, p99 " + ms(entered.p99Ms())
                + ", extra load " + share(entered.extraLoad())
                + (r.tradeOffDone() ? "; suggested hedging delay " + (r.suggestedDelayMs() == null ? "none"
                        : ms(r.suggestedDelayMs())) : "") + ".";
    }

    /** Returns the headline figures, shared by the page and the Markdown export. */
    static List<Figure> figures(LatencyResult r) {
        LatencyResult.Row base = r.row(LatencyRow.NO_RETRIES);
        LatencyResult.Row entered = r.row(LatencyRow.ENTERED);
        List<Figure> figures = new ArrayList<>();
        figures.add(Figure.of("enteredSuccess", "Success within the deadline", share(entered.successShare()),
                "The entered policy; no retries: " + share(base.successShare()) + "."));
        figures.add(Figure.of("enteredP99", "p99 of successful calls", ms(entered.p99Ms()),
                "The entered policy; no retries: " + ms(base.p99Ms()) + "."));
        figures.add(Figure.of("enteredExtraLoad", "Extra load", share(entered.extraLoad()),
                Numbers.significantTrimmed(entered.attemptsPerCall(), 4) + " attempts per call."));
        figures.add(Figure.of("suggestedDelay", "Suggested hedging delay",
                !r.tradeOffDone() ? "\u2026" : r.suggestedDelayMs() == null ? "None" : ms(r.suggestedDelayMs()),
                (r.tradeOffDone() ? "The" : "Still running: the") + " shortest in the trade-off within "
                        + share(r.inputs().extraLoadLimit()) + " extra load."));
        return figures;
    }

    /** Returns the sentences under the figures, shared by the page and the Markdown export. */
    static List<Paragraph> narrative(LatencyResult r) {
        LatencyInputs in = r.inputs();
        LatencyResult.Row base = r.row(LatencyRow.NO_RETRIES);
        LatencyResult.Row entered = r.row(LatencyRow.ENTERED);
        List<Paragraph> narrative = new ArrayList<>();
        narrative.add(Paragraph.plain("Without retries, " + share(base.successShare()) + " of calls succeed within the "
                + ms(in.deadlineMs()) + " deadline, their p99 " + ms(base.p99Ms()) + ". The entered policy succeeds for "
                + share(entered.successShare()) + " with a p99 of " + ms(entered.p99Ms()) + ", starting "
                + Numbers.significantTrimmed(entered.attemptsPerCall(), 4) + " attempts per call ("
                + share(entered.extraLoad()) + " extra load)."));
        narrative.add(Paragraph.plain("Each call keeps the dependency busy for " + ms(entered.attemptTimePerCallMs())
                + " of attempt time under the entered policy, against " + ms(base.attemptTimePerCallMs())
                + " without retries: by Little's law the concurrency it asks of the dependency is the call rate times"
                + " this, " + Numbers.significantTrimmed(entered.attemptTimePerCallMs() / base.attemptTimePerCallMs(), 3)
                + " times that of no retries."));
        for (LatencyResult.Row row : r.rows()) {
            if (row.row() != LatencyRow.NO_RETRIES && gainsNothing(row, base)) {
                narrative.add(Paragraph.warning(sentenceName(row.row()) + " costs " + share(row.extraLoad())
                        + " more attempts than no retries and gains nothing: its success share and its p99 are no"
                        + " better."));
            }
        }
        return narrative;
    }

    /** Returns true when {@code row} starts more attempts than no retries yet neither succeeds more nor is faster. */
    static boolean gainsNothing(LatencyResult.Row row, LatencyResult.Row base) {
        boolean costsMore = row.extraLoad() > EPSILON;
        boolean succeedsMore = row.successShare() > base.successShare() + EPSILON;
        boolean faster = row.p99Ms() != null && (base.p99Ms() == null || row.p99Ms() < base.p99Ms());
        return costsMore && !succeedsMore && !faster;
    }

    /** Returns the sentence on the trade-off: the suggested delay, or that none keeps within the limit. */
    static String tradeOffSentence(LatencyResult r) {
        String limit = share(r.inputs().extraLoadLimit());
        String attempts = "up to " + r.tradeOffAttempts() + " attempts per call";
        for (LatencyResult.TradeOff row : r.tradeOff()) {
            if (r.suggestedDelayMs() != null && row.delayMs() == r.suggestedDelayMs()) {
                return "Hedging after " + ms(row.delayMs()) + ", the attempt latency's " + percentileName(row)
                        + ", is the shortest delay in the table whose extra load, " + share(row.extraLoad())
                        + ", stays within " + limit + " (" + attempts + "); the p99 of successful calls is then "
                        + ms(row.p99Ms()) + ".";
            }
        }
        LatencyResult.TradeOff last = r.tradeOff().get(r.tradeOff().size() - 1);
        return "No delay in the table keeps the extra load within " + limit + " (" + attempts + "): even hedging"
                + " after the attempt latency's " + percentileName(last) + ", " + ms(last.delayMs()) + ", adds "
                + share(last.extraLoad()) + ".";
    }

    private static void renderRows(Html html, LatencyResult r) {
        Chart.openTableWrap(html, ROWS_CAPTION_ID);
        html.open("table", "class", "data numeric");
        html.element("caption", rowsCaption(r), "id", ROWS_CAPTION_ID);
        header(html, ROW_HEADINGS);
        html.open("tbody");
        for (LatencyResult.Row row : r.rows()) {
            html.open("tr", "data-row", row.row().id());
            html.element("th", row.row().label(), "scope", "row");
            for (String cell : rowCells(row)) {
                html.element("td", cell);
            }
            html.close("tr");
        }
        html.close("tbody").close("table").close("div");
    }

    /** Returns the caption of the rows' table, which says what the p95 rows do. */
    static String rowsCaption(LatencyResult r) {
        return "Each policy over the same " + Numbers.grouped(r.inputs().calls()) + " calls; the p95 rows time out"
                + " or hedge at the attempt latency's p95, " + ms(LatencyRow.p95(r.inputs())) + ". Latencies are of"
                + " successful calls.";
    }

    /** Returns a row's cells after its name, as the page and the Markdown export round them. */
    static String[] rowCells(LatencyResult.Row row) {
        return new String[] {share(row.successShare()), ms(row.p50Ms()), ms(row.p90Ms()), ms(row.p99Ms()),
            ms(row.p999Ms()), Numbers.significantTrimmed(row.attemptsPerCall(), 4), share(row.extraLoad()),
            ms(row.attemptTimePerCallMs())};
    }

    private static void renderTradeOff(Html html, LatencyResult r) {
        Chart.openTableWrap(html, TRADE_OFF_CAPTION_ID);
        html.open("table", "class", "data numeric");
        html.element("caption", tradeOffCaption(r), "id", TRADE_OFF_CAPTION_ID);
        header(html, TRADE_OFF_HEADINGS);
        html.open("tbody");
        for (LatencyResult.TradeOff row : r.tradeOff()) {
            boolean suggested = r.suggestedDelayMs() != null && row.delayMs() == r.suggestedDelayMs();
            html.open("tr", "class", suggested ? "highlight" : null);
            html.element("th", percentileName(row) + (suggested ? " (suggested)" : ""), "scope", "row");
            for (String cell : tradeOffCells(row)) {
                html.element("td", cell);
            }
            html.close("tr");
        }
        html.close("tbody").close("table").close("div");
    }

    /** Returns the caption of the trade-off table. */
    static String tradeOffCaption(LatencyResult r) {
        return "Hedging after each delay, up to " + r.tradeOffAttempts() + " attempts per call, without a per-try"
                + " timeout; extra load against no retries.";
    }

    /** Returns a trade-off row's cells after its percentile, as the page and the Markdown export round them. */
    static String[] tradeOffCells(LatencyResult.TradeOff row) {
        return new String[] {ms(row.delayMs()), ms(row.p99Ms()), share(row.extraLoad())};
    }

    /** Names a trade-off row's percentile: "p95", "p99.9". */
    static String percentileName(LatencyResult.TradeOff row) {
        return "p" + Numbers.trimmed(row.percentile(), 1);
    }

    private static void header(Html html, String[] headings) {
        html.open("thead").open("tr");
        for (String heading : headings) {
            html.element("th", heading, "scope", "col");
        }
        html.close("tr").close("thead");
    }

    /**
     * Draws every row's share of calls succeeded by each latency, on a logarithmic time axis whose ticks are 1, 2
     * and 5 times powers of ten, labelled; the figure caption names the table above as its text equivalent.
     */
    private static void renderChart(Html html, LatencyResult r) {
        double lowest = Double.POSITIVE_INFINITY;
        double highest = 0;
        for (LatencyResult.Row row : r.rows()) {
            for (double ms : row.curve()) {
                if (ms > 0) {
                    lowest = Math.min(lowest, ms);
                }
                highest = Math.max(highest, ms);
            }
        }
        if (highest == 0) {
            return;
        }
        lowest = Math.min(lowest, highest);
        double from = decadeAtOrBelow(lowest);
        double to = from * 10;
        while (to < highest) {
            to *= 10;
        }
        double logFrom = log10(from);
        double logSpan = log10(to) - logFrom;
        html.open("figure", "class", "chart latency-chart");
        Chart.openPicture(html, CHART_TITLE_ID, "Share of calls succeeded by each latency, for every policy, on a"
                + " logarithmic time axis", CHART_HEIGHT);
        Chart.label(html, "axis-label", "0", PLOT_TOP - 16, null, "Calls succeeded");
        for (int k = 0; k <= 4; k++) {
            double y = Chart.y(k * 0.25, 1, PLOT_TOP, PLOT_BOTTOM);
            html.open("line", "class", k == 0 ? "axis" : "grid", "x1", Chart.percent(PLOT_LEFT), "x2",
                    Chart.percent(PLOT_RIGHT), "y1", coordinate(y), "y2", coordinate(y)).close("line");
            Chart.label(html, "axis-label", "0", y - 3, null, (k * 25) + "%");
        }
        List<Double> ticks = new ArrayList<>();
        List<Boolean> labelled = new ArrayList<>();
        // Over more than two decades the 2 and 5 ticks stay unlabelled: their labels would run into each other.
        boolean labelAll = to / from <= 100 * (1 + EPSILON);
        for (double decade = from; decade <= to; decade *= 10) {
            for (double factor : new double[] {1, 2, 5}) {
                if (decade * factor <= to * (1 + EPSILON)) {
                    ticks.add(decade * factor);
                    labelled.add(labelAll || factor == 1);
                }
            }
        }
        int labels = 0;
        for (boolean label : labelled) {
            labels += label ? 1 : 0;
        }
        for (int i = 0, k = 0; i < ticks.size(); i++) {
            double value = ticks.get(i);
            double x = x(value, logFrom, logSpan);
            boolean label = labelled.get(i);
            html.open("line", "class", "axis", "x1", Chart.percent(x), "x2", Chart.percent(x), "y1",
                    coordinate(PLOT_BOTTOM), "y2", coordinate(PLOT_BOTTOM + (label ? 5 : 3))).close("line");
            if (label) {
                Chart.tickLabel(html, k++, labels, x, PLOT_BOTTOM + 18, ms(value));
            }
        }
        Chart.openStretchedBox(html, CHART_HEIGHT);
        int[] shares = LatencyResult.Row.CURVE_SHARES;
        for (LatencyResult.Row row : r.rows()) {
            double[] curve = row.curve();
            if (curve.length == 0) {
                continue;
            }
            StringBuilder points = new StringBuilder();
            for (int k = 0; k < curve.length; k++) {
                double share = shares[k] / 10_000.0 * row.successShare();
                points.append(k == 0 ? "" : " ").append(Numbers.trimmed(x(Math.max(curve[k], from), logFrom, logSpan), 2))
                        .append(',').append(coordinate(Chart.y(share, 1, PLOT_TOP, PLOT_BOTTOM)));
            }
            html.open("polyline", "class", "latency-line line-" + row.row().ordinal(), "fill", "none",
                    "vector-effect", "non-scaling-stroke", "stroke-dasharray", DASHES[row.row().ordinal()], "points",
                    points.toString()).close("polyline");
        }
        html.close("svg");
        Chart.label(html, "axis-label", "50%", PLOT_BOTTOM + 36, "middle", "Call latency (logarithmic)");
        html.close("svg");
        html.open("ul", "class", "chart-legend");
        for (LatencyResult.Row row : r.rows()) {
            Chart.legendLine(html, "latency-line line-" + row.row().ordinal(), DASHES[row.row().ordinal()],
                    row.row().label());
        }
        html.close("ul");
        html.element("figcaption", "Each line rises to its policy's share of calls that succeeded within the deadline;"
                + " further right is slower. The time axis runs from " + ms(from) + " to " + ms(to) + ", each step ten"
                + " times the last. The table above gives the same distributions as numbers: each policy's p50, p90,"
                + " p99 and p99.9.");
        html.close("figure");
    }

    private static double x(double ms, double logFrom, double logSpan) {
        return PLOT_LEFT + (log10(ms) - logFrom) / logSpan * (PLOT_RIGHT - PLOT_LEFT);
    }

    /**
     * Returns log10 of a positive value in + - * / and sqrt only (correctly rounded everywhere, unlike Math.log):
     * the whole decades counted, then ln of the rest, 1 to 10, as 4 x 2 atanh(z) of its fourth root, whose z is
     * below 0.28, so eight terms of the series reach a billionth of a decade.
     */
    static double log10(double value) {
        double decades = 0;
        double rest = value;
        while (rest >= 10) {
            rest /= 10;
            decades++;
        }
        while (rest < 1) {
            rest *= 10;
            decades--;
        }
        double root = Math.sqrt(Math.sqrt(rest));
        double z = (root - 1) / (root + 1);
        double z2 = z * z;
        double term = z;
        double sum = 0;
        for (int k = 1; k <= 17; k += 2) {
            sum += term / k;
            term *= z2;
        }
        return decades + 8 * sum / LN_10;
    }

    /** Returns the power of ten at or below {@code value}, found by multiplying, not with logarithms. */
    private static double decadeAtOrBelow(double value) {
        double decade = 1;
        while (decade > value) {
            decade /= 10;
        }
        while (decade * 10 <= value) {
            decade *= 10;
        }
        return decade;
    }

    /** Names a row in a sentence: "The entered policy", "Hedge at the p95". */
    private static String sentenceName(LatencyRow row) {
        return row == LatencyRow.ENTERED ? "The entered policy" : "\u201c" + row.label() + "\u201d";
    }

    /** Formats a latency: "40 ms", "1.2 s"; a missing one (no call succeeded) as a dash. */
    static String ms(Double value) {
        if (value == null) {
            return "\u2014";
        }
        double v = value;
        return v < 1000 ? Numbers.significantTrimmed(v, 3) + " ms" : Numbers.significantTrimmed(v / 1000, 3) + " s";
    }

    /** Formats a share as a percentage with two decimals: "98.97%". */
    static String share(double value) {
        return Numbers.percent(value, 2);
    }
}
