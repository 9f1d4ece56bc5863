package dev.retryworkbench.core.planner;

import dev.retryworkbench.core.Jitter;
import dev.retryworkbench.core.text.Html;
import dev.retryworkbench.core.text.Numbers;
import dev.retryworkbench.core.tool.Figure;
import java.util.ArrayList;
import java.util.List;

/**
 * Renders the planner's results region: headline figures, the narrative sentences, the schedule
 * table and chart, how the figures are calculated, and the questions, every number taken from
 * the current result. Used at build time on the JVM and in the browser.
 */
public final class PlannerRenderer {
    private static final String CAPTION_ID = "planner-schedule-caption";
    private static final String CHART_TITLE_ID = "planner-chart-title";

    // Chart geometry: horizontal positions in percent of the chart's width, vertical ones in CSS pixels.
    private static final double CHART_HEIGHT = 276;
    private static final double PLOT_LEFT = 8;
    private static final double PLOT_RIGHT = 99.5;
    private static final double PLOT_TOP = 36;
    private static final double PLOT_BOTTOM = 228;

    private PlannerRenderer() {
    }

    /** Renders the whole results region for {@code r}. */
    public static String render(PlannerResult r) {
        Html html = new Html();
        renderHeadline(html, r);
        renderNarrative(html, r);
        renderSchedule(html, r);
        return html.toString();
    }

    /** Returns one sentence of headline figures, read by screen readers after each change. */
    public static String announcement(PlannerResult r) {
        String drain;
        if (r.drainMinutes() != null) {
            drain = "backlog drains in " + minutes(r.drainMinutes()) + ".";
        } else if (r.drainShortfallPerMinute() > 0) {
            drain = "queue grows by " + rate(r.drainShortfallPerMinute()) + " requests/min.";
        } else {
            drain = "backlog never drains.";
        }
        return "Mean wait " + seconds(r.totalMeanWaitSeconds()) + ", worst " + seconds(r.worstWaitSeconds())
                + "; ceiling " + rate(r.ceilingPerMinute()) + " attempts/min; " + drain;
    }

    private static void renderHeadline(Html html, PlannerResult r) {
        html.element("h2", "Schedule wait", "id", "schedule-wait");
        Figure.render(html, figures(r));
    }

    /** Returns the headline figures, shared by the page and the Markdown export. */
    static List<Figure> figures(PlannerResult r) {
        PlannerInputs in = r.inputs();
        List<Figure> figures = new ArrayList<>();
        String waitNote = in.attempts() > 1
                ? "The total mean and worst-case wait across all " + in.attempts() + " attempts."
                : "An attempt cap of 1 allows no retries, so there is no wait.";
        figures.add(Figure.of("scheduleWait", "Mean and worst-case wait",
                seconds(r.totalMeanWaitSeconds()) + " mean / " + seconds(r.worstWaitSeconds()) + " worst",
                waitNote + " The quota supports " + count(r.wholeSlots(), "whole concurrent slot", "whole concurrent slots")
                        + " at " + seconds(in.attemptLatencySeconds()) + " per attempt."));
        figures.add(Figure.of("expectedWaitToResolve", "Expected wait to resolve", seconds(r.expectedWaitToResolveSeconds()),
                "When the success rate is zero this equals the total mean wait."));
        figures.add(Figure.of("attemptsPerRequest", "Attempts per request", Numbers.significant(r.attemptsPerRequest(), 3), null));
        String limitName;
        String limitNote = null;
        if (!r.bothLimits()) {
            limitName = limitAbbreviation(r.bindingLimit());
            limitNote = "The only limit entered.";
        } else if (r.headroomRatio() == 1) {
            limitName = "RPM and TPM";
            limitNote = "Both limits allow the same rate.";
        } else {
            limitName = limitAbbreviation(r.bindingLimit());
        }
        figures.add(Figure.of("bindingLimit", "Binding limit",
                rate(r.ceilingPerMinute()) + " attempts/min (" + limitName + ")", limitNote));
        figures.add(Figure.of("safeConcurrency", "Safe in-flight requests",
                Numbers.significant(r.safeConcurrency(), 3) + " attempts ("
                        + count(r.wholeSlots(), "whole slot", "whole slots") + ")", null));
        figures.add(Figure.of("completedThroughput", "Completed throughput",
                Numbers.significant(r.completedPerMinute(), 3) + " completed req/min", null));
        String drainValue;
        String drainNote = null;
        if (r.drainMinutes() != null) {
            drainValue = minutes(r.drainMinutes());
        } else if (r.drainShortfallPerMinute() > 0) {
            drainValue = "Queue grows";
            drainNote = "By " + rate(r.drainShortfallPerMinute()) + " requests/min.";
        } else {
            drainValue = "Never drains";
            drainNote = r.anyResolve() ? "Arrivals match the resolved rate." : "No request resolves.";
        }
        figures.add(Figure.of("backlogDrain", "Backlog drain", drainValue, drainNote));
        return figures;
    }

    private static void renderNarrative(Html html, PlannerResult r) {
        PlannerInputs in = r.inputs();
        if (in.attempts() > 1) {
            paragraph(html, "If every attempt fails, the total mean wait is " + seconds(r.totalMeanWaitSeconds())
                    + " and the worst case (no jitter) is " + seconds(r.worstWaitSeconds()) + ".");
        } else {
            paragraph(html, "With an attempt cap of 1 there is no retry and no wait: the first failure fails the request.");
        }
        paragraph(html, "Each logical request costs an average of " + Numbers.significant(r.attemptsPerRequest(), 3)
                + " attempts. " + percent(r.exhaustedShare()) + " of requests exhaust the cap without resolving.");
        paragraph(html, bindingSentence(r));
        paragraph(html, "At " + seconds(in.attemptLatencySeconds()) + " per attempt, the quota supports "
                + Numbers.significant(r.safeConcurrency(), 3) + " concurrent attempts ("
                + count(r.wholeSlots(), "whole slot", "whole slots") + ").");
        if (r.wholeSlots() == 0) {
            html.element("p", "The quota sustains less than one attempt in flight: a single worker has to pause"
                    + " between attempts to stay under the ceiling.", "class", "callout warning");
        }
        renderPlan(html, r);
        paragraph(html, retryTaxSentence(r));
        paragraph(html, drainSentence(r));
    }

    private static String bindingSentence(PlannerResult r) {
        PlannerInputs in = r.inputs();
        if (!r.bothLimits()) {
            String limit = "rpm".equals(r.bindingLimit())
                    ? "Only an RPM limit is entered: it allows " + rate(r.ceilingPerMinute()) + " attempts/min"
                    : "Only a TPM limit is entered: at " + input(in.tokensPerAttempt()) + " tokens per attempt it allows "
                            + rate(r.ceilingPerMinute()) + " attempts/min";
            return limit + " and sets the ceiling. With one limit, no binding comparison is possible.";
        }
        if (r.headroomRatio() == 1) {
            return "RPM and TPM both allow " + rate(r.ceilingPerMinute()) + " attempts/min; both limits bind at once,"
                    + " so raising either one alone does not raise the ceiling.";
        }
        String ratio = rate(r.headroomRatio()) + " times the binding limit.";
        if ("tpm".equals(r.bindingLimit())) {
            return "RPM allows " + rate(r.rpmCeilingPerMinute()) + " attempts/min and TPM allows "
                    + rate(r.tpmCeilingPerMinute()) + "; tokens per minute binds. The request limit is " + ratio;
        }
        return "RPM allows " + rate(r.rpmCeilingPerMinute()) + " attempts/min and TPM allows "
                + rate(r.tpmCeilingPerMinute()) + "; requests per minute binds. The token limit is " + ratio;
    }

    private static void renderPlan(Html html, PlannerResult r) {
        if (r.plannedAttemptsPerMinute() == null) {
            return;
        }
        PlannerInputs in = r.inputs();
        String sentence = "Your planned " + Numbers.fixed(in.plannedConcurrency(), 0) + " in flight implies "
                + rate(r.plannedAttemptsPerMinute()) + " attempts/min, using " + percent(r.plannedShareOfCeiling())
                + " of the ceiling.";
        if (r.plannedShareOfCeiling() > 1) {
            paragraph(html, sentence);
            String keep = r.wholeSlots() >= 1
                    ? " Keep at most " + count(r.wholeSlots(), "request", "requests") + " in flight."
                    : "";
            html.element("p", "Warning: the plan asks for more attempts than the quota allows, so expect 429s. The"
                    + " backlog drain below runs at the ceiling of " + rate(r.ceilingPerMinute())
                    + " attempts/min, not at the plan's rate." + keep, "class", "callout warning");
        } else {
            paragraph(html, sentence + " The backlog drain below runs at the plan's "
                    + rate(r.drainAttemptsPerMinute()) + " attempts/min.");
        }
    }

    private static String retryTaxSentence(PlannerResult r) {
        String tax = percent(r.retryTax());
        if (!r.anyResolve()) {
            return "No request resolves: at a " + input(r.inputs().successRate() * 100) + "% per-attempt success"
                    + " rate every attempt fails, so all " + rate(r.ceilingPerMinute()) + " attempts/min go to requests"
                    + " that exhaust the cap" + (r.drainMinutes() == null ? " and the queue never drains" : "")
                    + ". The retry tax is " + tax
                    + ". Raise the per-attempt success rate to recover quota.";
        }
        String spend = rate(r.attemptsPerResolved());
        String sentence = rate(r.resolvedPerMinute()) + " requests per minute resolve. The retry tax is " + tax
                + ": for every resolved request, the schedule spends " + spend
                + ("1".equals(spend) ? " attempt." : " attempts.");
        return r.retryTax() > 0 ? sentence + " Raise the per-attempt success rate to recover quota." : sentence;
    }

    private static String drainSentence(PlannerResult r) {
        PlannerInputs in = r.inputs();
        String arriving = "At " + rate(in.arrivalPerMinute()) + " new requests/min arriving and "
                + rate(r.resolvedDrainPerMinute()) + " resolved/min leaving, ";
        String queued = "the " + count(in.backlog(), "queued request", "queued requests");
        String rateNeeded = "the resolved rate rise above " + rate(in.arrivalPerMinute()) + "/min";
        String start;
        if (r.drainMinutes() != null) {
            start = in.backlog() > 0
                    ? arriving + queued + " clear in " + minutes(r.drainMinutes()) + "."
                    : arriving + "the queue is empty and stays empty: the backlog drains in " + minutes(0) + ".";
        } else if (!r.anyResolve()) {
            start = "No request resolves, so " + (r.drainShortfallPerMinute() > 0
                    ? "the queue grows by " + rate(r.drainShortfallPerMinute()) + " requests/min and never drains:"
                    + " the per-attempt success rate must rise above 0% and the resolved rate above "
                    + rate(in.arrivalPerMinute()) + "/min before the backlog drains."
                    : queued + " never clear: the per-attempt success rate must rise above 0% before the backlog"
                    + " drains.");
        } else if (r.drainShortfallPerMinute() > 0) {
            start = arriving + "the queue grows by " + rate(r.drainShortfallPerMinute()) + " requests/min; arrivals"
                    + " must fall below " + rate(r.resolvedDrainPerMinute()) + "/min, or " + rateNeeded
                    + ", before the backlog drains.";
        } else {
            start = arriving + queued + " never clear: arrivals match the resolved rate. Arrivals must fall below "
                    + rate(r.resolvedDrainPerMinute()) + "/min, or " + rateNeeded + ", before the backlog drains.";
        }
        String tail = " A request that exhausts its attempt cap stays in the queue. Each caller in the queue waits at"
                + " least " + seconds(r.expectedWaitToResolveSeconds()) + " for its own attempts.";
        if (in.backlog() == 0) {
            return start + tail;
        }
        if (r.backlogTokensFirstAttempts() == null) {
            return start + tail + " Enter tokens per attempt to see what the backlog costs in tokens.";
        }
        String retries = r.backlogTokensWithRetries() == null
                ? "with retries the total has no bound, since no request ever resolves"
                : Numbers.fixed(r.backlogTokensWithRetries(), 0)
                        + " with retries, since exhausted requests stay queued and try again";
        return start + tail + " The backlog consumes " + Numbers.fixed(r.backlogTokensFirstAttempts(), 0)
                + " tokens on first attempts alone at the current per-attempt cost (" + retries + ").";
    }

    private static void renderSchedule(Html html, PlannerResult r) {
        PlannerInputs in = r.inputs();
        html.element("h2", "Per-attempt schedule", "id", "per-attempt-schedule");
        List<PlannerResult.ScheduleRow> rows = r.schedule();
        if (rows.isEmpty()) {
            paragraph(html, "With an attempt cap of 1 there are no retries, so the schedule has no waits.");
        } else {
            renderTable(html, r);
            paragraph(html, "The min, mean and max columns are the exact bounds of each wait\u2019s distribution."
                    + " Under full jitter, every mean is half the raw wait; under equal jitter, three quarters; under"
                    + " no jitter, all three columns match.");
        }
        if (in.isWorkedExample()) {
            html.element("p", "These figures are worked defaults. Replace every field with your own provider limits"
                    + " and backoff settings.", "class", "callout");
        }
        html.open("p").text("Formula: ").element("code", formula(in.jitter())).text(" ")
                .element("a", "How?", "href", "#how-calculated").close("p");
        paragraph(html, "With the current inputs the raw wait is " + input(in.baseDelaySeconds()) + " s \u00d7 "
                + input(in.multiplier()) + "^(i \u2212 1), capped at " + input(in.maxDelaySeconds()) + " s.");
        if (!rows.isEmpty()) {
            renderChart(html, r);
        }
    }

    private static void renderTable(Html html, PlannerResult r) {
        PlannerInputs in = r.inputs();
        html.open("div", "class", "table-wrap", "role", "region", "tabindex", "0", "aria-labelledby", CAPTION_ID);
        html.open("table", "class", "data");
        html.element("caption", tableCaption(in), "id", CAPTION_ID);
        html.open("thead").open("tr");
        String[] headings = {"Attempt", "Raw wait (s)", "Min (s)", "Mean (s)", "Max (s)", "Cumulative mean (s)"};
        for (String heading : headings) {
            html.element("th", heading, "scope", "col");
        }
        html.close("tr").close("thead").open("tbody");
        for (PlannerResult.ScheduleRow row : r.schedule()) {
            html.open("tr");
            html.element("th", Integer.toString(row.attempt()), "scope", "row", "class", "num");
            cell(html, row.rawSeconds());
            cell(html, row.minSeconds());
            cell(html, row.meanSeconds());
            cell(html, row.maxSeconds());
            cell(html, row.cumulativeMeanSeconds());
            html.close("tr");
        }
        html.close("tbody").close("table").close("div");
    }

    /** Returns the schedule table's caption: "Backoff schedule, full jitter, 5 attempts". */
    static String tableCaption(PlannerInputs in) {
        return "Backoff schedule, " + jitterPhrase(in.jitter()) + ", " + count(in.attempts(), "attempt", "attempts");
    }

    private static void cell(Html html, double seconds) {
        html.element("td", Numbers.fixed(seconds, 2), "class", "num");
    }

    static String formula(Jitter jitter) {
        String wait = "wait_i = min(cap, base \u00b7 multiplier^(i\u22121))";
        if (jitter == Jitter.FULL) {
            return wait + ", drawn from U(0, wait_i) under full jitter";
        }
        if (jitter == Jitter.EQUAL) {
            return wait + ", drawn from U(wait_i/2, wait_i) under equal jitter";
        }
        return wait + ", waited exactly under no jitter";
    }

    private static void renderChart(Html html, PlannerResult r) {
        List<PlannerResult.ScheduleRow> rows = r.schedule();
        int waits = rows.size();
        double top = 0;
        for (PlannerResult.ScheduleRow row : rows) {
            top = Math.max(top, Math.max(row.maxSeconds(), row.cumulativeMeanSeconds()));
        }
        double step = niceStep(top / 5);
        int ticks = (int) Math.ceil(top / step - 1e-9);
        double axisTop = ticks * step;
        double slot = (PLOT_RIGHT - PLOT_LEFT) / waits;
        double barWidth = Math.min(slot * 0.5, 6);
        double meanOverhang = Math.min(slot * 0.1, 0.5);

        html.open("figure", "class", "chart");
        // No viewBox: the height is in CSS pixels and every x a percentage, so the chart reflows to any
        // width while its text keeps the page's size instead of shrinking with the picture.
        html.open("svg", "xmlns", "http://www.w3.org/2000/svg", "role", "img", "aria-labelledby", CHART_TITLE_ID,
                "width", "100%", "height", coordinate(CHART_HEIGHT));
        html.element("title", "Backoff schedule chart: the range, mean and cumulative mean of each wait in seconds",
                "id", CHART_TITLE_ID);
        html.element("text", "Seconds", "class", "axis-label", "x", "0", "y", coordinate(PLOT_TOP - 22));
        for (int k = 0; k <= ticks; k++) {
            double value = k * step;
            String y = coordinate(yOf(value, axisTop));
            html.open("line", "class", k == 0 ? "axis" : "grid", "x1", xPercent(PLOT_LEFT), "x2",
                    xPercent(PLOT_RIGHT), "y1", y, "y2", y).close("line");
            // Each value sits just above its grid line from the left edge, so a long one needs no fixed margin.
            html.element("text", Numbers.significantTrimmed(value, 3), "class", "axis-label", "x", "0",
                    "y", coordinate(yOf(value, axisTop) - 3));
        }
        html.open("line", "class", "axis", "x1", xPercent(PLOT_LEFT), "x2", xPercent(PLOT_LEFT), "y1",
                coordinate(PLOT_TOP), "y2", coordinate(PLOT_BOTTOM)).close("line");

        int labelEvery = (waits + 19) / 20;
        // On a phone at most about 8 labels show (styles.css hides the minor ones): a subset of the others.
        int narrowEvery = labelEvery * ((waits / labelEvery + 7) / 8);
        StringBuilder cumulative = new StringBuilder();
        for (int i = 0; i < waits; i++) {
            PlannerResult.ScheduleRow row = rows.get(i);
            double center = PLOT_LEFT + slot * (i + 0.5);
            double yMax = yOf(row.maxSeconds(), axisTop);
            double yMin = yOf(row.minSeconds(), axisTop);
            html.open("rect", "class", "range", "x", xPercent(center - barWidth / 2), "y", coordinate(yMax),
                    "width", xPercent(barWidth), "height", coordinate(yMin - yMax)).close("rect");
            String yMean = coordinate(yOf(row.meanSeconds(), axisTop));
            html.open("line", "class", "mean", "x1", xPercent(center - barWidth / 2 - meanOverhang), "x2",
                    xPercent(center + barWidth / 2 + meanOverhang), "y1", yMean, "y2", yMean).close("line");
            String y = coordinate(yOf(row.cumulativeMeanSeconds(), axisTop));
            cumulative.append(i == 0 ? "" : " ").append(Numbers.trimmed(center, 2)).append(',').append(y);
            html.open("circle", "class", "cumulative", "cx", xPercent(center), "cy", y, "r", "2.5").close("circle");
            if (row.attempt() % labelEvery == 0 || waits == 1) {
                html.element("text", Integer.toString(row.attempt()), "class",
                        row.attempt() % narrowEvery == 0 || waits == 1 ? "axis-label" : "axis-label minor",
                        "x", xPercent(center), "y", coordinate(PLOT_BOTTOM + 16), "text-anchor", "middle");
            }
        }
        // Polyline points cannot be percentages: the line lives in a 100-unit-wide box stretched to the
        // chart's width, with a stroke that does not stretch.
        html.open("svg", "width", "100%", "height", coordinate(CHART_HEIGHT), "viewBox",
                "0 0 100 " + coordinate(CHART_HEIGHT), "preserveAspectRatio", "none");
        html.open("polyline", "class", "cumulative", "fill", "none", "vector-effect", "non-scaling-stroke",
                "points", cumulative.toString()).close("polyline");
        html.close("svg");
        html.element("text", "Wait after attempt", "class", "axis-label", "x", "50%", "y",
                coordinate(PLOT_BOTTOM + 36), "text-anchor", "middle");
        html.close("svg");

        html.open("ul", "class", "chart-legend");
        html.open("li").open("svg", "width", "14", "height", "14", "aria-hidden", "true");
        html.open("rect", "class", "range", "x", "2", "y", "1", "width", "10", "height", "12").close("rect");
        html.close("svg").element("span", "Min to max wait").close("li");
        html.open("li").open("svg", "width", "18", "height", "14", "aria-hidden", "true");
        html.open("line", "class", "mean", "x1", "1", "x2", "17", "y1", "7", "y2", "7").close("line");
        html.close("svg").element("span", "Mean wait").close("li");
        html.open("li").open("svg", "width", "18", "height", "14", "aria-hidden", "true");
        html.open("polyline", "class", "cumulative", "fill", "none", "points", "2,12 16,3").close("polyline");
        html.open("circle", "class", "cumulative", "cx", "9", "cy", "7.5", "r", "2.5").close("circle");
        html.close("svg").element("span", "Cumulative mean").close("li");
        html.close("ul");
        html.element("figcaption", chartCaption(r));
        html.close("figure");
    }

    private static String chartCaption(PlannerResult r) {
        List<PlannerResult.ScheduleRow> rows = r.schedule();
        PlannerResult.ScheduleRow first = rows.get(0);
        PlannerResult.ScheduleRow last = rows.get(rows.size() - 1);
        String span = rows.size() == 1 ? "the wait after attempt 1" : "the waits after attempts 1 to " + last.attempt();
        StringBuilder caption = new StringBuilder("Backoff schedule chart of " + span + " under "
                + jitterPhrase(r.inputs().jitter()) + ", in seconds. ");
        if (r.inputs().jitter() == Jitter.NONE) {
            caption.append("Every wait is exact, so each bar is a single mark: ").append(seconds(first.rawSeconds()))
                    .append(" after attempt 1");
        } else {
            caption.append("Each bar runs from the shortest to the longest possible wait, with a tick at the mean: ")
                    .append(seconds(first.minSeconds())).append(" to ").append(seconds(first.maxSeconds()))
                    .append(" after attempt 1");
        }
        if (rows.size() > 1) {
            caption.append(r.inputs().jitter() == Jitter.NONE ? ", " + seconds(last.rawSeconds())
                    : ", " + seconds(last.minSeconds()) + " to " + seconds(last.maxSeconds()));
            caption.append(" after attempt ").append(last.attempt());
        }
        caption.append(". ");
        for (PlannerResult.ScheduleRow row : rows) {
            if (row.rawSeconds() == r.inputs().maxDelaySeconds() && rows.size() > 1) {
                caption.append("Raw waits reach the ").append(seconds(row.rawSeconds())).append(" cap after attempt ")
                        .append(row.attempt()).append(". ");
                break;
            }
        }
        caption.append("The line shows the cumulative mean rising to ").append(seconds(last.cumulativeMeanSeconds()))
                .append('.');
        return caption.toString();
    }

    private static double yOf(double seconds, double axisTop) {
        return PLOT_BOTTOM - seconds / axisTop * (PLOT_BOTTOM - PLOT_TOP);
    }

    /** Returns the round tick step (1, 2 or 5 times a power of ten) at or above {@code rough}. */
    static double niceStep(double rough) {
        double power = 1;
        while (power * 10 <= rough) {
            power *= 10;
        }
        while (power > rough) {
            power /= 10;
        }
        double ratio = rough / power;
        double factor = ratio <= 1 ? 1 : ratio <= 2 ? 2 : ratio <= 5 ? 5 : 10;
        return factor * power;
    }

    private static String coordinate(double value) {
        return Numbers.trimmed(value, 1);
    }

    /** Formats a horizontal position or width as a percentage of the chart's width, to a hundredth. */
    private static String xPercent(double value) {
        return Numbers.trimmed(value, 2) + "%";
    }

    private static void paragraph(Html html, String text) {
        html.element("p", text);
    }

    /** Returns the jitter's phrase for sentences: "full jitter", "equal jitter" or "no jitter". */
    private static String jitterPhrase(Jitter jitter) {
        if (jitter == Jitter.FULL) {
            return "full jitter";
        }
        return jitter == Jitter.EQUAL ? "equal jitter" : "no jitter";
    }

    private static String limitAbbreviation(String limit) {
        return "rpm".equals(limit) ? "RPM" : "TPM";
    }

    /** Formats seconds with three significant digits: "7.50 s". */
    private static String seconds(double value) {
        return Numbers.significant(value, 3) + " s";
    }

    /** Formats minutes with one decimal: "166.7 min". */
    private static String minutes(double value) {
        return Numbers.fixed(value, 1) + " min";
    }

    /** Formats a share as a percentage with one decimal: "48.4%". */
    private static String percent(double share) {
        return Numbers.percent(share, 1);
    }

    /** Formats a derived rate or ratio with three significant digits and no trailing zeros: "50", "51.6". */
    private static String rate(double value) {
        return Numbers.significantTrimmed(value, 3);
    }

    /** Echoes an entered value without rounding it away: "4,000", "0.25". */
    private static String input(double value) {
        return Numbers.significantTrimmed(value, 6);
    }

    /** Formats a whole count with its noun, singular for exactly one: "6 whole slots", "1 attempt". */
    private static String count(double value, String singular, String plural) {
        return Numbers.fixed(value, 0) + " " + (value == 1 ? singular : plural);
    }
}
