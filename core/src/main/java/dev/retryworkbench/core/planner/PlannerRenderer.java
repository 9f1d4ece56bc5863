package dev.retryworkbench.core.planner;

import static dev.retryworkbench.core.text.Chart.coordinate;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.text.Chart;
import dev.retryworkbench.core.text.Html;
import dev.retryworkbench.core.text.Numbers;
import dev.retryworkbench.core.tool.Figure;
import dev.retryworkbench.core.tool.Paragraph;
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
    /** The schedule table's columns: row i is the wait after attempt i, before attempt i + 1. */
    static final String[] SCHEDULE_HEADINGS = {"After attempt", "Raw wait (s)", "Min (s)", "Mean (s)", "Max (s)",
        "Cumulative mean (s)"};

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
        Paragraph.render(html, narrative(r));
        renderSchedule(html, r);
        return html.toString();
    }

    /** Returns one sentence of headline figures, read by screen readers after each change. */
    public static String announcement(PlannerResult r) {
        String drain;
        if (r.drain().drainMinutes() != null) {
            drain = "backlog drains in " + minutes(r.drain().drainMinutes()) + ".";
        } else if (r.drain().drainShortfallPerMinute() > 0) {
            drain = "queue grows by " + rate(r.drain().drainShortfallPerMinute()) + " requests/min.";
        } else {
            drain = "backlog never drains.";
        }
        return "Mean wait " + about(r) + seconds(r.schedule().totalMeanWaitSeconds()) + ", worst "
                + seconds(r.schedule().worstWaitSeconds())
                + "; ceiling " + rate(r.quota().ceilingPerMinute()) + " attempts/min; " + drain;
    }

    private static void renderHeadline(Html html, PlannerResult r) {
        html.element("h2", "Schedule wait", "id", "schedule-wait");
        Figure.render(html, figures(r));
    }

    /** Returns the headline figures, shared by the page and the Markdown export. */
    static List<Figure> figures(PlannerResult r) {
        PlannerInputs in = r.inputs();
        List<Figure> figures = new ArrayList<>();
        String waitNote;
        if (in.attempts() == 1) {
            waitNote = "An attempt cap of 1 allows no retries, so there is no wait.";
        } else {
            waitNote = (in.attempts() == 2 ? "The one wait, when both attempts fail"
                    : "The sum of the " + (in.attempts() - 1) + " waits, when all " + in.attempts() + " attempts fail")
                    + (worstIsRaw(in) ? "; the worst case is the raw waits, the longest any jitter draws."
                            : "; the worst case is every wait at its longest, the Max column.");
        }
        figures.add(Figure.of("scheduleWait", "Wait if every attempt fails", about(r)
                + seconds(r.schedule().totalMeanWaitSeconds()) + " mean / " + seconds(r.schedule().worstWaitSeconds()) + " worst",
                waitNote));
        figures.add(Figure.of("expectedWaitToResolve", "Mean backoff per request",
                about(r) + seconds(r.schedule().expectedWaitToResolveSeconds()),
                "Averaged over every request, those that exhaust the cap included; a mean, not a floor."
                        + (r.schedule().meanIsEstimate() ? " " + estimateNote() : "")));
        figures.add(Figure.of("attemptsPerRequest", "Attempts per request", Numbers.significant(r.throughput().attemptsPerRequest(), 3), null));
        String limitName;
        String limitNote = null;
        if (!r.quota().bothLimits()) {
            limitName = r.quota().bindingLimit().label();
            limitNote = "The only limit entered.";
        } else if (r.quota().headroomRatio() == 1 && in.provider() == Provider.GENERIC) {
            limitName = "RPM and TPM";
            limitNote = "Both limits allow the same rate.";
        } else {
            limitName = r.quota().bindingLimit().label();
        }
        figures.add(Figure.of("bindingLimit", "Binding limit",
                rate(r.quota().ceilingPerMinute()) + " attempts/min (" + limitName + ")", limitNote));
        figures.add(Figure.of("safeConcurrency", "Safe in-flight attempts",
                Numbers.significant(r.quota().safeConcurrency(), 3) + " attempts ("
                        + count(r.quota().wholeSlots(), "whole slot", "whole slots") + ")",
                r.quota().reservationBinds() ? "Set by the max_tokens each request holds of the OTPM, not the rate."
                        : null));
        figures.add(Figure.of("completedThroughput", "Completed throughput",
                Numbers.significant(r.throughput().completedPerMinute(), 3) + " completed req/min", null));
        String drainValue;
        String drainNote = null;
        if (r.drain().drainMinutes() != null) {
            drainValue = minutes(r.drain().drainMinutes());
        } else if (r.drain().drainShortfallPerMinute() > 0) {
            drainValue = "Queue grows";
            drainNote = "By " + rate(r.drain().drainShortfallPerMinute()) + " requests/min.";
        } else {
            drainValue = "Never drains";
            drainNote = r.throughput().anyResolve() ? "Arrivals match the resolved rate." : "No request resolves.";
        }
        figures.add(Figure.of("backlogDrain", "Backlog drain", drainValue, drainNote));
        return figures;
    }

    /** Returns the narrative under the figures, warnings included, shared by the page and the Markdown export. */
    static List<Paragraph> narrative(PlannerResult r) {
        PlannerInputs in = r.inputs();
        List<Paragraph> narrative = new ArrayList<>();
        if (in.attempts() > 1) {
            narrative.add(Paragraph.plain("If every attempt fails, the total mean wait is " + about(r)
                    + seconds(r.schedule().totalMeanWaitSeconds()) + (worstIsRaw(in) ? " and the worst case (no jitter) is "
                    : " and the worst case, every wait at its longest, is ") + seconds(r.schedule().worstWaitSeconds())
                    + "."));
            if (in.retryAfterSeconds() != null) {
                narrative.add(Paragraph.plain("The provider's Retry-After of " + seconds(in.retryAfterSeconds())
                        + " sets a floor under every wait: no wait is shorter, and the min, mean and max of each wait"
                        + " include it."));
            }
        } else {
            narrative.add(Paragraph.plain("With an attempt cap of 1 there is no retry and no wait: the first failure fails"
                    + " the request."));
        }
        narrative.add(Paragraph.plain("Each logical request costs an average of "
                + Numbers.significant(r.throughput().attemptsPerRequest(), 3) + " attempts. "
                + percent(r.throughput().exhaustedShare()) + " of requests exhaust the cap without resolving."));
        if (in.provider() == Provider.GENERIC && in.tokensChargedOn429() != null && in.tokensPerAttempt() != null) {
            narrative.add(Paragraph.plain("A 429 is charged " + input(in.tokensChargedOn429() * 100) + "% of the "
                    + input(in.tokensPerAttempt()) + " tokens per attempt, so at a " + input(in.successRate() * 100)
                    + "% per-attempt success rate an attempt counts " + input(r.quota().meanTokensPerAttempt())
                    + " tokens on average; the TPM ceiling and the backlog's tokens use that mean."));
        }
        narrative.add(Paragraph.plain(bindingSentence(r)));
        if (r.quota().reservationConcurrency() != null) {
            narrative.add(Paragraph.plain(reservationSentence(r)));
        }
        if (in.rateLimitedLatencySeconds() != null) {
            narrative.add(Paragraph.plain("A 429 takes " + seconds(in.rateLimitedLatencySeconds()) + " and a success "
                    + seconds(in.attemptLatencySeconds()) + ", so at a " + input(in.successRate() * 100)
                    + "% per-attempt success rate an attempt takes " + seconds(r.quota().meanAttemptLatencySeconds())
                    + " on average; the safe concurrency, the planned rate and the drain use that mean."));
        }
        narrative.add(Paragraph.plain("At " + (in.rateLimitedLatencySeconds() == null ? "" : "an average of ")
                + seconds(r.quota().meanAttemptLatencySeconds()) + " per attempt, the quota supports "
                + Numbers.significant(r.quota().safeConcurrency(), 3) + " concurrent attempts ("
                + count(r.quota().wholeSlots(), "whole slot", "whole slots") + ")."));
        if (r.quota().wholeSlots() == 0) {
            narrative.add(Paragraph.warning("The quota sustains less than one attempt in flight: a single worker has to"
                    + " pause between attempts to stay under the ceiling."));
        }
        plan(narrative, r);
        narrative.add(Paragraph.plain(retryTaxSentence(r)));
        narrative.add(Paragraph.plain(drainSentence(r)));
        if (r.cost() != null) {
            narrative.add(Paragraph.plain(costSentence(r)));
        }
        return narrative;
    }

    /** Says what an attempt, a resolved request and an hour of the plan cost, and the retries' part of each. */
    private static String costSentence(PlannerResult r) {
        PlannerInputs in = r.inputs();
        PlannerResult.Cost cost = r.cost();
        String prices = in.inputPricePerMillion() == null ? "" : money(in.inputPricePerMillion())
                + " per million input tokens";
        if (in.cachedInputPricePerMillion() != null) {
            double share = in.cachedInputShare() == null ? 0 : in.cachedInputShare();
            prices += (prices.isEmpty() ? "" : ", ") + money(in.cachedInputPricePerMillion())
                    + " per million cached input tokens (" + Numbers.significantTrimmed(share * 100, 6) + "% of the input)";
        }
        if (in.cacheWritePricePerMillion() != null) {
            double share = in.cacheWriteShare() == null ? 0 : in.cacheWriteShare();
            prices += (prices.isEmpty() ? "" : ", ") + money(in.cacheWritePricePerMillion())
                    + " per million input tokens written to the cache (" + Numbers.significantTrimmed(share * 100, 6)
                    + "% of the input)";
        }
        if (in.outputPricePerMillion() != null) {
            prices += (prices.isEmpty() ? "" : " and ") + money(in.outputPricePerMillion()) + " per million output tokens";
        }
        String resolved = cost.resolvedCost() == null ? " No request resolves, so none has a cost per resolved request."
                : " A resolved request costs " + money(cost.resolvedCost()) + " with its retries, "
                        + money(cost.retriesPerResolved()) + " of it for the retries.";
        return "At " + prices + ", an attempt costs " + money(cost.attemptCost()) + "." + resolved + " At "
                + rate(r.drain().drainAttemptsPerMinute()) + " attempts/min the plan spends " + money(cost.perHour())
                + " an hour, " + money(cost.retriesPerHour()) + " of it on retries. Every attempt is priced at its"
                + " tokens, as the backlog's tokens count them; a provider that does not bill a 429 charges less.";
    }

    /** Returns an amount of money: cents from $1, three significant digits below it ("$0.0135"). */
    private static String money(double value) {
        return "$" + (value >= 1 ? Numbers.fixed(value, 2) : Numbers.significantTrimmed(value, 3));
    }

    private static String bindingSentence(PlannerResult r) {
        PlannerInputs in = r.inputs();
        if (in.provider() != Provider.GENERIC) {
            return providerBindingSentence(r);
        }
        if (!r.quota().bothLimits()) {
            String limit = r.quota().bindingLimit() == BindingLimit.RPM
                    ? "Only an RPM limit is entered: it allows " + rate(r.quota().ceilingPerMinute()) + " attempts/min"
                    : "Only a TPM limit is entered: at " + (in.tokensChargedOn429() == null ? "" : "an average of ")
                            + input(r.quota().meanTokensPerAttempt()) + " tokens per attempt it allows "
                            + rate(r.quota().ceilingPerMinute()) + " attempts/min";
            return limit + " and sets the ceiling. With one limit, no binding comparison is possible.";
        }
        if (r.quota().headroomRatio() == 1) {
            return "RPM and TPM both allow " + rate(r.quota().ceilingPerMinute()) + " attempts/min; both limits bind at once,"
                    + " so raising either one alone does not raise the ceiling.";
        }
        String ratio = rate(r.quota().headroomRatio()) + " times the binding limit.";
        if (r.quota().bindingLimit() == BindingLimit.TPM) {
            return "RPM allows " + rate(r.quota().rpmCeilingPerMinute()) + " attempts/min and TPM allows "
                    + rate(r.quota().tpmCeilingPerMinute()) + "; tokens per minute binds. The request limit is " + ratio;
        }
        return "RPM allows " + rate(r.quota().rpmCeilingPerMinute()) + " attempts/min and TPM allows "
                + rate(r.quota().tpmCeilingPerMinute()) + "; requests per minute binds. The token limit is " + ratio;
    }

    /** Names the binding limit and how it sets the ceiling, then what the other limits allow. */
    private static String providerBindingSentence(PlannerResult r) {
        PlannerInputs in = r.inputs();
        BindingLimit binding = r.quota().bindingLimit();
        StringBuilder sentence = new StringBuilder(in.provider().label()).append(", ").append(binding.phrase())
                .append(" bind: ").append(input(Provider.limitValue(in, binding))).append(' ').append(binding.label())
                .append(" / ").append(in.provider().chargePhrase(in, binding)).append(" = ")
                .append(rate(r.quota().ceilingPerMinute())).append(" attempts/min.");
        if (!r.quota().bothLimits()) {
            return sentence.append(" It is the only limit entered.").toString();
        }
        String others = "";
        for (PlannerResult.Ceiling c : r.quota().ceilings()) {
            if (c.limit() != binding) {
                others += (others.isEmpty() ? "" : ", ") + c.limit().label() + " " + rate(c.perMinute());
            }
        }
        return sentence.append(" The other limits allow ").append(others).append(" attempts/min")
                .append(r.quota().headroomRatio() == 1 ? "; a tie binds them together, so raising one alone does not"
                        + " raise the ceiling." : ".").toString();
    }

    /** Says what the max_tokens held in flight allows, and whether it or the rate limits the concurrency. */
    private static String reservationSentence(PlannerResult r) {
        PlannerInputs in = r.inputs();
        int reserved = r.quota().reservationConcurrency();
        String head = "max_tokens " + input(in.maxTokens()) + " against " + input(in.otpmLimit()) + " OTPM";
        String rate = rate(r.quota().rateConcurrency());
        if (r.quota().reservationBinds()) {
            return head + ": " + count(reserved, "request", "requests") + " in flight at a time, though the rate would"
                    + " allow " + rate + ". Each request holds its max_tokens of the OTPM until it ends, so at "
                    + seconds(r.quota().meanAttemptLatencySeconds()) + " per attempt the pool sustains "
                    + rate(r.quota().sustainedPerMinute()) + " attempts/min; the throughput and the drain below use"
                    + " that rate. Lower max_tokens toward the " + input(in.outputTokens()) + " output tokens a"
                    + " request really uses to fit more in flight.";
        }
        return head + " leaves room for " + count(reserved, "request", "requests") + " in flight, at least the "
                + rate + " the rate allows: the rate binds.";
    }

    private static void plan(List<Paragraph> narrative, PlannerResult r) {
        if (r.quota().plannedAttemptsPerMinute() == null) {
            return;
        }
        PlannerInputs in = r.inputs();
        String sentence = "Your planned " + Numbers.fixed(in.plannedConcurrency(), 0) + " in flight implies "
                + rate(r.quota().plannedAttemptsPerMinute()) + " attempts/min, using " + percent(r.quota().plannedShareOfCeiling())
                + " of the ceiling.";
        if (r.quota().plannedShareOfCeiling() > 1) {
            narrative.add(Paragraph.plain(sentence));
            String keep = r.quota().wholeSlots() >= 1
                    ? " Keep at most " + count(r.quota().wholeSlots(), "request", "requests") + " in flight."
                    : "";
            narrative.add(Paragraph.warning("Warning: the plan asks for more attempts than the quota allows, so expect"
                    + " 429s. The backlog drain below runs at the ceiling of " + rate(r.quota().sustainedPerMinute())
                    + " attempts/min, not at the plan's rate." + keep));
        } else {
            narrative.add(Paragraph.plain(sentence + " The backlog drain below runs at the plan's "
                    + rate(r.drain().drainAttemptsPerMinute()) + " attempts/min."));
        }
    }

    private static String retryTaxSentence(PlannerResult r) {
        String tax = percent(r.throughput().retryTax());
        if (!r.throughput().anyResolve()) {
            return "No request resolves: at a " + input(r.inputs().successRate() * 100) + "% per-attempt success"
                    + " rate every attempt fails, so all " + rate(r.quota().sustainedPerMinute()) + " attempts/min go to requests"
                    + " that exhaust the cap" + (r.drain().drainMinutes() == null ? " and the queue never drains" : "")
                    + ". The retry tax is " + tax
                    + ". Raise the per-attempt success rate to recover quota.";
        }
        String spend = rate(r.throughput().attemptsPerResolved());
        // Two measures, two clauses: the share of attempts that are retries, and the attempts a resolved request costs.
        String sentence = rate(r.throughput().resolvedPerMinute()) + " requests per minute resolve. The retry tax is " + tax
                + " (the share of attempts that are retries), and each resolved request takes " + spend
                + ("1".equals(spend) ? " attempt." : " attempts.");
        return r.throughput().retryTax() > 0 ? sentence + " Raise the per-attempt success rate to recover quota." : sentence;
    }

    private static String drainSentence(PlannerResult r) {
        PlannerInputs in = r.inputs();
        String arriving = "At " + rate(in.arrivalPerMinute()) + " new requests/min arriving and "
                + rate(r.drain().resolvedDrainPerMinute()) + " resolved/min leaving, ";
        String queued = "the " + count(in.backlog(), "queued request", "queued requests");
        String rateNeeded = "the resolved rate rise above " + rate(in.arrivalPerMinute()) + "/min";
        String start;
        if (r.drain().drainMinutes() != null) {
            start = in.backlog() > 0
                    ? arriving + queued + " clear in " + minutes(r.drain().drainMinutes()) + "."
                    : arriving + "the queue is empty and stays empty: the backlog drains in " + minutes(0) + ".";
        } else if (!r.throughput().anyResolve()) {
            start = "No request resolves, so " + (r.drain().drainShortfallPerMinute() > 0
                    ? "the queue grows by " + rate(r.drain().drainShortfallPerMinute()) + " requests/min and never drains:"
                    + " the per-attempt success rate must rise above 0% and the resolved rate above "
                    + rate(in.arrivalPerMinute()) + "/min before the backlog drains."
                    : queued + " never clear: the per-attempt success rate must rise above 0% before the backlog"
                    + " drains.");
        } else if (r.drain().drainShortfallPerMinute() > 0) {
            start = arriving + "the queue grows by " + rate(r.drain().drainShortfallPerMinute()) + " requests/min; arrivals"
                    + " must fall below " + rate(r.drain().resolvedDrainPerMinute()) + "/min, or " + rateNeeded
                    + ", before the backlog drains.";
        } else {
            start = arriving + queued + " never clear: arrivals match the resolved rate. Arrivals must fall below "
                    + rate(r.drain().resolvedDrainPerMinute()) + "/min, or " + rateNeeded + ", before the backlog drains.";
        }
        String tail = " A request that exhausts its attempt cap stays in the queue. On average a request spends "
                + about(r) + seconds(r.schedule().expectedWaitToResolveSeconds()) + " in backoff between its own attempts.";
        if (in.backlog() == 0) {
            return start + tail;
        }
        if (r.tokens().backlogTokensFirstAttempts() == null) {
            return start + tail + " Enter tokens per attempt to see what the backlog costs in tokens.";
        }
        String retries = r.tokens().backlogTokensWithRetries() == null
                ? "with retries the total has no bound, since no request ever resolves"
                : Numbers.fixed(r.tokens().backlogTokensWithRetries(), 0)
                        + " with retries, since exhausted requests stay queued and try again";
        return start + tail + " The backlog consumes " + Numbers.fixed(r.tokens().backlogTokensFirstAttempts(), 0)
                + " tokens on first attempts alone at the current per-attempt cost (" + retries + ").";
    }

    private static void renderSchedule(Html html, PlannerResult r) {
        PlannerInputs in = r.inputs();
        html.element("h2", "Per-attempt schedule", "id", "per-attempt-schedule");
        List<PlannerResult.Wait> rows = r.schedule().waits();
        if (rows.isEmpty()) {
            paragraph(html, "With an attempt cap of 1 there are no retries, so the schedule has no waits.");
        } else {
            renderTable(html, r);
            paragraph(html, columnsNote(in));
        }
        if (in.isWorkedExample()) {
            html.element("p", "These figures are worked defaults. Replace every field with your own provider limits"
                    + " and backoff settings.", "class", "callout");
        }
        html.open("p").text("Formula: ").element("code", formula(in)).text(" ")
                .element("a", "How?", "href", "#how-calculated").close("p");
        if (in.jitter() == Jitter.DECORRELATED) {
            paragraph(html, "With the current inputs each wait is drawn between " + input(in.baseDelaySeconds())
                    + " s and three times the previous wait, capped at " + input(in.maxDelaySeconds()) + " s; the raw"
                    + " wait is the largest draw, " + input(in.baseDelaySeconds()) + " s \u00d7 3^i, capped.");
        } else {
            paragraph(html, "With the current inputs the raw wait is " + input(in.baseDelaySeconds()) + " s \u00d7 "
                    + input(in.multiplier()) + "^(i \u2212 1), capped at " + input(in.maxDelaySeconds()) + " s.");
        }
        if (!rows.isEmpty()) {
            renderChart(html, r);
        }
    }

    private static void renderTable(Html html, PlannerResult r) {
        PlannerInputs in = r.inputs();
        Chart.openTableWrap(html, CAPTION_ID);
        html.open("table", "class", "data");
        html.element("caption", tableCaption(in), "id", CAPTION_ID);
        html.open("thead").open("tr");
        for (String heading : SCHEDULE_HEADINGS) {
            html.element("th", heading, "scope", "col");
        }
        html.close("tr").close("thead").open("tbody");
        for (PlannerResult.Wait row : r.schedule().waits()) {
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

    /** Returns the schedule table's caption: "Backoff schedule, full jitter, 5 attempts: the waits after attempts 1 to 4". */
    static String tableCaption(PlannerInputs in) {
        String waits = in.attempts() == 2 ? "the wait after attempt 1" : "the waits after attempts 1 to " + (in.attempts() - 1);
        return "Backoff schedule, " + jitterPhrase(in) + (in.retryAfterSeconds() == null ? ""
                : ", Retry-After " + seconds(in.retryAfterSeconds())) + ", " + count(in.attempts(), "attempt", "attempts") + ": "
                + waits;
    }

    private static void cell(Html html, double seconds) {
        html.element("td", Numbers.fixed(seconds, 2), "class", "num");
    }

    /** Returns the schedule's formula for the current jitter kind, factors and Retry-After. */
    static String formula(PlannerInputs in) {
        String wait = "wait_i = min(cap, base \u00b7 multiplier^(i\u22121))";
        Jitter jitter = in.jitter();
        String formula;
        if (jitter == Jitter.FULL) {
            formula = wait + ", drawn from U(0, wait_i) under full jitter";
        } else if (jitter == Jitter.EQUAL) {
            formula = wait + ", drawn from U(wait_i/2, wait_i) under equal jitter";
        } else if (jitter == Jitter.PROPORTIONAL) {
            formula = wait + ", times a factor drawn from U(" + input(in.jitterLow()) + ", " + input(in.jitterHigh())
                    + ") under proportional jitter";
        } else if (jitter == Jitter.DECORRELATED) {
            formula = "wait_i = min(cap, U(base, 3 \u00b7 wait_(i\u22121))), wait_0 = base, under decorrelated jitter";
        } else {
            formula = wait + ", waited exactly under no jitter";
        }
        return in.retryAfterSeconds() == null ? formula : formula + ", then max(wait_i, Retry-After)";
    }

    /** Says what the min, mean and max columns are under the current jitter kind and Retry-After. */
    private static String columnsNote(PlannerInputs in) {
        String floor = in.retryAfterSeconds() == null ? "" : " The Retry-After floor is applied to each column.";
        if (in.jitter() == Jitter.DECORRELATED) {
            return "The min and max columns are the exact bounds of each wait: the base delay, and the base delay"
                    + " times 3^i up to the cap. The mean column is an estimate: " + estimateNote() + floor;
        }
        String kinds = in.jitter() == Jitter.PROPORTIONAL ? " Under proportional jitter every mean is the raw wait"
                + " times " + input((in.jitterLow() + in.jitterHigh()) / 2) + ", halfway between the two factors."
                : " Under full jitter, every mean is half the raw wait; under equal jitter, three quarters; under"
                        + " no jitter, all three columns match.";
        return "The min, mean and max columns are the exact bounds of each wait\u2019s distribution." + kinds + floor;
    }

    /** Says how the decorrelated means are estimated. */
    private static String estimateNote() {
        return "decorrelated waits have no closed-form mean, so it is estimated from "
                + Numbers.fixed(Planner.DECORRELATED_RUNS, 0) + " seeded runs of the policy (SplitMix64, seed "
                + Integer.toString(Planner.DECORRELATED_SEED) + "), the same on every platform.";
    }

    /** Returns "about " before a figure built on estimated means, else nothing. */
    private static String about(PlannerResult r) {
        return r.schedule().meanIsEstimate() ? "about " : "";
    }

    /** Returns true when the worst case is the raw waits: version 1's kinds without a Retry-After. */
    private static boolean worstIsRaw(PlannerInputs in) {
        Jitter jitter = in.jitter();
        return in.retryAfterSeconds() == null && (jitter == Jitter.NONE || jitter == Jitter.FULL || jitter == Jitter.EQUAL);
    }

    private static void renderChart(Html html, PlannerResult r) {
        List<PlannerResult.Wait> rows = r.schedule().waits();
        int waits = rows.size();
        double top = 0;
        for (PlannerResult.Wait row : rows) {
            top = Math.max(top, Math.max(row.maxSeconds(), row.cumulativeMeanSeconds()));
        }
        if (top == 0) {
            // Proportional factors of 0 make every wait 0: the axis still needs a height, one second.
            top = 1;
        }
        double step = Chart.niceStep(top / 5);
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
        Chart.label(html, "axis-label", "0", PLOT_TOP - 22, null, "Seconds");
        Chart.valueGrid(html, step, ticks, axisTop, PLOT_LEFT, PLOT_RIGHT, PLOT_TOP, PLOT_BOTTOM);
        html.open("line", "class", "axis", "x1", Chart.percent(PLOT_LEFT), "x2", Chart.percent(PLOT_LEFT), "y1",
                coordinate(PLOT_TOP), "y2", coordinate(PLOT_BOTTOM)).close("line");

        int labelEvery = (waits + 19) / 20;
        // On a phone at most about 8 labels show (styles.css hides the minor ones): a subset of the others.
        int narrowEvery = labelEvery * ((waits / labelEvery + 7) / 8);
        StringBuilder cumulative = new StringBuilder();
        for (int i = 0; i < waits; i++) {
            PlannerResult.Wait row = rows.get(i);
            double center = PLOT_LEFT + slot * (i + 0.5);
            double yMax = yOf(row.maxSeconds(), axisTop);
            double yMin = yOf(row.minSeconds(), axisTop);
            html.open("rect", "class", "range", "x", Chart.percent(center - barWidth / 2), "y", coordinate(yMax),
                    "width", Chart.percent(barWidth), "height", coordinate(yMin - yMax)).close("rect");
            String yMean = coordinate(yOf(row.meanSeconds(), axisTop));
            html.open("line", "class", "mean", "x1", Chart.percent(center - barWidth / 2 - meanOverhang), "x2",
                    Chart.percent(center + barWidth / 2 + meanOverhang), "y1", yMean, "y2", yMean).close("line");
            String y = coordinate(yOf(row.cumulativeMeanSeconds(), axisTop));
            cumulative.append(i == 0 ? "" : " ").append(Numbers.trimmed(center, 2)).append(',').append(y);
            html.open("circle", "class", "cumulative", "cx", Chart.percent(center), "cy", y, "r", "2.5").close("circle");
            if (row.attempt() % labelEvery == 0 || waits == 1) {
                Chart.label(html, row.attempt() % narrowEvery == 0 || waits == 1 ? "axis-label" : "axis-label minor",
                        Chart.percent(center), PLOT_BOTTOM + 16, "middle", Integer.toString(row.attempt()));
            }
        }
        Chart.openStretchedBox(html, CHART_HEIGHT);
        Chart.polyline(html, "cumulative", cumulative.toString());
        html.close("svg");
        Chart.label(html, "axis-label", "50%", PLOT_BOTTOM + 36, "middle", "Wait after attempt");
        html.close("svg");

        html.open("ul", "class", "chart-legend");
        Chart.openLegendEntry(html, "14");
        html.open("rect", "class", "range", "x", "2", "y", "1", "width", "10", "height", "12").close("rect");
        Chart.closeLegendEntry(html, "Min to max wait");
        Chart.legendLine(html, "mean", null, "Mean wait");
        Chart.openLegendEntry(html, "18");
        html.open("polyline", "class", "cumulative", "fill", "none", "points", "2,12 16,3").close("polyline");
        html.open("circle", "class", "cumulative", "cx", "9", "cy", "7.5", "r", "2.5").close("circle");
        Chart.closeLegendEntry(html, "Cumulative mean");
        html.close("ul");
        html.element("figcaption", chartCaption(r));
        html.close("figure");
    }

    private static String chartCaption(PlannerResult r) {
        List<PlannerResult.Wait> rows = r.schedule().waits();
        PlannerResult.Wait first = rows.get(0);
        PlannerResult.Wait last = rows.get(rows.size() - 1);
        String span = rows.size() == 1 ? "the wait after attempt 1" : "the waits after attempts 1 to " + last.attempt();
        StringBuilder caption = new StringBuilder("Backoff schedule chart of " + span + " under "
                + jitterPhrase(r.inputs()) + ", in seconds. ");
        if (r.inputs().jitter() == Jitter.NONE) {
            caption.append("Every wait is exact, so each bar is a single mark: ").append(seconds(first.maxSeconds()))
                    .append(" after attempt 1");
        } else {
            caption.append("Each bar runs from the shortest to the longest possible wait, with a tick at the "
                    + (r.schedule().meanIsEstimate() ? "estimated mean: " : "mean: "))
                    .append(seconds(first.minSeconds())).append(" to ").append(seconds(first.maxSeconds()))
                    .append(" after attempt 1");
        }
        if (rows.size() > 1) {
            caption.append(r.inputs().jitter() == Jitter.NONE ? ", " + seconds(last.maxSeconds())
                    : ", " + seconds(last.minSeconds()) + " to " + seconds(last.maxSeconds()));
            caption.append(" after attempt ").append(last.attempt());
        }
        caption.append(". ");
        for (PlannerResult.Wait row : rows) {
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
        return Chart.y(seconds, axisTop, PLOT_TOP, PLOT_BOTTOM);
    }


    private static void paragraph(Html html, String text) {
        html.element("p", text);
    }

    /** Returns the jitter's phrase for sentences: "full jitter", "proportional jitter from 0.75 to 1"... */
    private static String jitterPhrase(PlannerInputs in) {
        Jitter jitter = in.jitter();
        if (jitter == Jitter.FULL) {
            return "full jitter";
        }
        if (jitter == Jitter.EQUAL) {
            return "equal jitter";
        }
        if (jitter == Jitter.PROPORTIONAL) {
            return "proportional jitter from " + input(in.jitterLow()) + " to " + input(in.jitterHigh());
        }
        return jitter == Jitter.DECORRELATED ? "decorrelated jitter" : "no jitter";
    }

    /**
     * Formats seconds with three significant digits under a minute, "7.50 s"; from a minute up in the
     * largest units that read well, as every duration: "12 min 58 s", "2 d 6 h".
     */
    private static String seconds(double value) {
        return value < 60 ? Numbers.significant(value, 3) + " s" : Numbers.duration(value);
    }

    /** Formats minutes with one decimal, "166.7 min"; from a day up as days and hours: "69 d 10 h 40 min". */
    private static String minutes(double value) {
        return Numbers.duration(value * 60, Numbers.fixed(value, 1) + " min");
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
