package dev.retryworkbench.core.storm.render;

import static dev.retryworkbench.core.storm.render.StormNumbers.rate;
import static dev.retryworkbench.core.text.Chart.coordinate;
import static dev.retryworkbench.core.text.Chart.percent;

import dev.retryworkbench.core.storm.simulation.StormInputs;
import dev.retryworkbench.core.storm.simulation.StormResult;
import dev.retryworkbench.core.storm.simulation.StormSeries;
import dev.retryworkbench.core.text.Chart;
import dev.retryworkbench.core.text.Html;
import dev.retryworkbench.core.text.Numbers;

/**
 * The storm simulator's chart: attempts, successes and arriving requests per second (queued requests and
 * rejected attempts when a pool or a concurrency limit is set), the trigger window and Little's-law rate,
 * its legend, and the chart in words for screen readers.
 */
final class StormChart {
    /** The chart draws at most this many points per line; a longer run is averaged over equal spans. */
    static final int CHART_POINTS = 400;

    private static final String TITLE_ID = "storm-chart-title";

    // Horizontal positions are percentages of the chart's width, vertical ones CSS pixels.
    private static final double PLOT_LEFT = 0.5;
    private static final double PLOT_RIGHT = 99.5;
    private static final double PLOT_TOP = 28;
    private static final double PLOT_BOTTOM = 228;
    private static final double CHART_HEIGHT = PLOT_BOTTOM + 26;
    private static final int MAX_TICKS = 6;

    private StormChart() {
    }

    /** Draws the entered policy's run: its lines per second, the trigger window and Little's-law rate. */
    static void render(Html html, StormResult result) {
        StormInputs inputs = result.inputs();
        StormSeries series = result.run().series();
        int length = series.length();
        int span = (length + CHART_POINTS - 1) / CHART_POINTS;
        int points = (length + span - 1) / span;
        double[] attempts = new double[points];
        double[] successes = new double[points];
        double[] arriving = new double[points];
        boolean pooled = inputs.pooled();
        boolean sheds = inputs.sheds();
        double[] queued = pooled ? new double[points] : null;
        double[] rejected = sheds ? new double[points] : null;
        double top = 1;
        for (int p = 0; p < points; p++) {
            int from = p * span;
            int to = Math.min(length, from + span);
            for (int s = from; s < to; s++) {
                attempts[p] += series.attemptsStarted(s);
                successes[p] += series.successes(s);
                arriving[p] += series.arriving(s);
                if (pooled) {
                    queued[p] += series.queued(s);
                }
                if (sheds) {
                    rejected[p] += series.rejected(s);
                }
            }
            attempts[p] /= to - from;
            successes[p] /= to - from;
            arriving[p] /= to - from;
            top = Math.max(top, Math.max(attempts[p], Math.max(successes[p], arriving[p])));
            if (pooled) {
                queued[p] /= to - from;
                top = Math.max(top, queued[p]);
            }
            if (sheds) {
                rejected[p] /= to - from;
                top = Math.max(top, rejected[p]);
            }
        }
        Double capacity = result.timeoutRateThreshold();
        boolean showCapacity = capacity != null && capacity > 0 && capacity <= top * 1.5;
        if (showCapacity) {
            top = Math.max(top, capacity);
        }
        double step = Chart.niceStep(Math.max(1, top / 5));
        double axisTop = Math.ceil(top / step - 1e-9) * step;

        html.open("figure", "class", "chart storm-chart");
        // No viewBox on the picture: the height is in CSS pixels and every x a percentage, so the chart
        // reflows to any width while its text keeps the page's size.
        Chart.openPicture(html, TITLE_ID, "Attempts, successes and arriving requests per second", CHART_HEIGHT);
        double x0 = x(inputs.trigger().startSeconds(), length);
        double x1 = x(Math.min(inputs.trigger().endSeconds(), length), length);
        if (x1 > x0) {
            html.open("rect", "class", "trigger", "x", percent(x0), "y", coordinate(PLOT_TOP), "width",
                    percent(x1 - x0), "height", coordinate(PLOT_BOTTOM - PLOT_TOP)).close("rect");
            Chart.label(html, "axis-label", percent(x0), PLOT_TOP - 6, null, "Trigger");
        }
        Chart.label(html, "axis-label", "0", PLOT_TOP - 16, null, "Per second");
        Chart.valueGrid(html, step, (int) Math.round(axisTop / step), axisTop, PLOT_LEFT, PLOT_RIGHT, PLOT_TOP, PLOT_BOTTOM);
        double tick = Chart.niceStep(Math.max(1, length / (double) MAX_TICKS));
        int ticks = (int) (length / tick) + 1;
        for (int i = 0; i < ticks; i++) {
            Chart.tickLabel(html, i, ticks, x(i * tick, length), PLOT_BOTTOM + 18, Numbers.trimmed(i * tick, 0) + " s");
        }
        if (showCapacity) {
            String y = coordinate(y(capacity, axisTop));
            html.open("line", "class", "capacity", "x1", percent(PLOT_LEFT), "x2", percent(PLOT_RIGHT), "y1", y,
                    "y2", y, "stroke-dasharray", "6 3").close("line");
        }
        // The box's x is the point's number, so each point's x is a short integer: its view box maps point p,
        // drawn at its span's middle, (p + 0.5) x span seconds, to the percentage x gives that second.
        double perPoint = (PLOT_RIGHT - PLOT_LEFT) * span / Math.max(1, length);
        Chart.openStretchedBox(html, CHART_HEIGHT, Numbers.trimmed(-PLOT_LEFT / perPoint - 0.5, 4),
                Numbers.trimmed(100 / perPoint, 4));
        line(html, "arriving", arriving, span, length, axisTop);
        line(html, "attempts", attempts, span, length, axisTop);
        line(html, "successes", successes, span, length, axisTop);
        if (pooled) {
            line(html, "queued", queued, span, length, axisTop);
        }
        if (sheds) {
            line(html, "rejected", rejected, span, length, axisTop);
        }
        html.close("svg");
        html.close("svg");
        legend(html, showCapacity, pooled, sheds);
        html.element("figcaption", chartSummary(result, span, showCapacity));
        html.close("figure");
    }

    private static void line(Html html, String cssClass, double[] values, int span, int length, double axisTop) {
        StringBuilder points = new StringBuilder(values.length * 12);
        for (int p = 0; p < values.length; p++) {
            // Each value is the rate over its span of seconds, drawn at the span's middle (the last span's, at
            // most the run's end): point p in the box's units (see render).
            double middle = Math.min(length, p * span + span / 2.0);
            points.append(p == 0 ? "" : " ").append(Numbers.trimmed(middle / span - 0.5, 2)).append(',')
                    .append(coordinate(y(values[p], axisTop)));
        }
        Chart.polyline(html, cssClass, points.toString());
    }

    private static void legend(Html html, boolean capacity, boolean pooled, boolean sheds) {
        html.open("ul", "class", "chart-legend");
        Chart.legendLine(html, "attempts", null, "Attempts started");
        Chart.legendLine(html, "successes", null, "Successes");
        Chart.legendLine(html, "arriving", null, "Requests arriving");
        if (pooled) {
            Chart.legendLine(html, "queued", null, "Requests queued at the clients (at each second's end)");
        }
        if (sheds) {
            Chart.legendLine(html, "rejected", null, "Attempts rejected");
        }
        Chart.openLegendEntry(html, "14");
        html.open("rect", "class", "trigger", "x", "0", "y", "0", "width", "14", "height", "14").close("rect");
        Chart.closeLegendEntry(html, "Trigger window");
        if (capacity) {
            Chart.legendLine(html, "capacity", "4 2", "Rate past the timeout (Little's law)");
        }
        html.close("ul");
    }

    /** The chart in words, for screen readers: the rates before, at the peak, and at the end. */
    private static String chartSummary(StormResult result, int span, boolean capacity) {
        StormInputs inputs = result.inputs();
        StormSeries series = result.run().series();
        int peakSecond = 0;
        for (int s = 0; s < series.length(); s++) {
            if (series.attemptsStarted(s) > series.attemptsStarted(peakSecond)) {
                peakSecond = s;
            }
        }
        int start = (int) Math.min(inputs.trigger().startSeconds(), series.length());
        int stop = (int) Math.min(Math.ceil(inputs.arrivalsStopSeconds()), series.length());
        StringBuilder text = new StringBuilder("The chart covers ").append(Numbers.grouped(series.length()))
                .append(" seconds").append(span > 1 ? ", each point the mean of " + span + " seconds" : "")
                .append(". Before the trigger: ").append(rate(mean(series, 0, start, true))).append(" attempts and ")
                .append(rate(mean(series, 0, start, false))).append(" successes per second on average. Peak: ")
                .append(Numbers.grouped(series.attemptsStarted(peakSecond))).append(" attempts in second ")
                .append(Numbers.grouped(peakSecond)).append(". Last 5 seconds before the arrivals stop: ")
                .append(rate(mean(series, Math.max(0, stop - 5), stop, true))).append(" attempts and ")
                .append(rate(mean(series, Math.max(0, stop - 5), stop, false))).append(" successes per second.");
        if (inputs.pooled()) {
            int most = 0;
            for (int s = 0; s < series.length(); s++) {
                most = Math.max(most, series.queued(s));
            }
            text.append(" Requests queued at the clients: at most ").append(Numbers.grouped(most))
                    .append(", ").append(Numbers.grouped(series.queued(Math.max(0, stop - 1))))
                    .append(" when the arrivals stop.");
        }
        if (inputs.sheds()) {
            int most = 0;
            int second = 0;
            for (int s = 0; s < series.length(); s++) {
                if (series.rejected(s) > most) {
                    most = series.rejected(s);
                    second = s;
                }
            }
            text.append(" Attempts rejected: ").append(Numbers.grouped(result.run().rejected())).append(" in all")
                    .append(most > 0 ? ", at most " + Numbers.grouped(most) + " in second " + Numbers.grouped(second) : "")
                    .append('.');
        }
        if (capacity) {
            text.append(" A dashed line marks ").append(rate(result.timeoutRateThreshold()))
                    .append(" per second, the rate past which the latency exceeds the timeout.");
        }
        return text.toString();
    }

    private static double mean(StormSeries series, int from, int to, boolean attempts) {
        if (to <= from) {
            return 0;
        }
        double sum = 0;
        for (int s = from; s < to; s++) {
            sum += attempts ? series.attemptsStarted(s) : series.successes(s);
        }
        return sum / (to - from);
    }

    private static double x(double second, int length) {
        return PLOT_LEFT + second / Math.max(1, length) * (PLOT_RIGHT - PLOT_LEFT);
    }

    private static double y(double value, double axisTop) {
        return Chart.y(value, axisTop, PLOT_TOP, PLOT_BOTTOM);
    }
}
