package dev.retryworkbench.core.storm;

import dev.retryworkbench.core.policy.Backoff;
import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.RetryPolicy;
import dev.retryworkbench.core.text.Html;
import dev.retryworkbench.core.text.Numbers;
import dev.retryworkbench.core.tool.Figure;
import dev.retryworkbench.core.tool.Paragraph;
import java.util.ArrayList;
import java.util.List;

/**
 * Renders the retry storm simulator's results: headline figures, the collapse story told with the
 * simulated numbers, the time-series chart, the comparison across strategies and the per-second
 * series. The same code pre-renders the worked example at build time and renders every change in the
 * browser.
 */
public final class StormRenderer {
    /** The chart draws at most this many points per line; a longer run is averaged over equal spans. */
    static final int CHART_POINTS = 400;

    private static final String CHART_TITLE_ID = "storm-chart-title";
    private static final String SERIES_CAPTION_ID = "storm-series-caption";
    private static final String COMPARISON_CAPTION_ID = "storm-comparison-caption";
    private static final String BOUNDS_CAPTION_ID = "storm-bounds-caption";

    // Horizontal positions are percentages of the chart's width, vertical ones CSS pixels.
    private static final double PLOT_LEFT = 0.5;
    private static final double PLOT_RIGHT = 99.5;
    private static final double PLOT_TOP = 28;
    private static final double PLOT_BOTTOM = 228;
    private static final double CHART_HEIGHT = PLOT_BOTTOM + 26;
    private static final int MAX_TICKS = 6;

    private StormRenderer() {
    }

    /** Renders the whole results region for {@code result}. */
    public static String render(StormResult result) {
        Html html = new Html();
        html.element("h2", "What the retries do to the dependency");
        Figure.render(html, figures(result));
        Paragraph.render(html, paragraphs(result));
        chart(html, result);
        comparison(html, result);
        bounds(html, result);
        String bounds = boundsSentence(result);
        if (bounds != null) {
            html.element("p", bounds);
        }
        series(html, result);
        return html.toString();
    }

    /** Returns one sentence of headline figures for screen readers, read after each change. */
    public static String announcement(StormResult result) {
        StormRun run = result.run();
        return "Amplification " + ratio(run.amplification()) + "; " + share(run.successShare())
                + " of requests succeeded; " + recoveryText(run.recoverySeconds()) + ".";
    }

    /** Returns the headline figures, as the page and the Markdown summary show them. */
    static List<Figure> figures(StormResult result) {
        StormRun run = result.run();
        List<Figure> figures = new ArrayList<>();
        figures.add(Figure.of("amplification", "Amplification", ratio(run.amplification()),
                Numbers.grouped(run.attempts()) + " attempts for " + Numbers.grouped(run.requests()) + " requests"));
        figures.add(Figure.of("successShare", "Requests that succeeded", share(run.successShare()),
                Numbers.grouped(run.succeeded()) + " of " + Numbers.grouped(run.requests())));
        figures.add(Figure.of("refusedRetries", "Retries refused by the budget", Numbers.grouped(run.refusedRetries()),
                result.inputs().budget().kind() == BudgetKind.NONE ? "no budget" : result.inputs().budget().kind().label()));
        figures.add(Figure.of("peakAttemptsPerSecond", "Peak attempts per second",
                Numbers.grouped(run.peakAttemptsPerSecond()), Numbers.significantTrimmed(result.peakRatio(), 3)
                        + "\u00d7 the normal " + rate(result.inputs().requestsPerSecond()) + " requests/s"));
        figures.add(Figure.of("recovery", "Recovery after the trigger", run.recovered()
                ? seconds(run.recoverySeconds()) : "Did not recover", recoveryNote(StormVerdict.of(result))));
        if (result.inputs().pooled()) {
            figures.add(Figure.of("dropped", "Requests dropped at full queues", Numbers.grouped(run.dropped()),
                    run.meanQueueWaitMs() == null ? "no request waited in a queue"
                            : "queued ones waited " + millis(run.meanQueueWaitMs()) + " on average"));
        }
        if (result.inputs().sheds()) {
            figures.add(Figure.of("rejected", "Attempts rejected (shed)", Numbers.grouped(run.rejected()),
                    run.attempts() == 0 ? "no attempts" : share((double) run.rejected() / run.attempts())
                            + " of attempts"));
        }
        ClosedForm closed = result.closedForm();
        if (closed != null) {
            figures.add(Figure.of("closedForm", "Closed form, amplification", ratio(closed.amplification()),
                    "(1 - p^n) / (1 - p) with p = " + Numbers.significantTrimmed(closed.failureProbability(), 4)
                            + ", n = " + closed.attempts() + "; success " + share(closed.successShare())
                            + " (simulated: " + ratio(run.amplification()) + ", " + share(run.successShare()) + ")"));
        }
        return figures;
    }

    /** The headline's note under the recovery figure: the verdict in a few words. */
    private static String recoveryNote(StormVerdict verdict) {
        switch (verdict.outcome()) {
            case RECOVERED:
                return "from the trigger's end to five healthy seconds";
            case OVERLOADED:
                return "overloaded before the trigger: overload, not a metastable failure";
            case METASTABLE:
                return "it recovers without retries: a metastable failure";
            case NO_TIME_TO_RECOVER:
                return "the trigger ends less than " + StormSeries.HEALTHY_RUN + " s before the arrivals stop";
            default:
                return verdict.retries() ? "healthy before the trigger; not without retries either"
                        : "healthy before the trigger, with no retries";
        }
    }

    /** Returns the collapse story, told with the simulated numbers: the threshold, the trigger, the outcome, the alternatives. */
    static List<Paragraph> paragraphs(StormResult result) {
        StormInputs inputs = result.inputs();
        StormRun run = result.run();
        StormVerdict verdict = StormVerdict.of(result);
        List<Paragraph> paragraphs = new ArrayList<>();
        paragraphs.add(Paragraph.plain(thresholdSentence(result)));
        String trigger = triggerSentence(result);
        if (trigger != null) {
            paragraphs.add(Paragraph.plain(trigger));
        }
        String outcome = "With your policy (up to " + Numbers.grouped(inputs.maxAttemptsPerRequest())
                + (inputs.maxAttemptsPerRequest() == 1 ? " attempt" : " attempts") + " per request) each request made "
                + ratio(run.amplification()) + " attempts on average and " + share(run.successShare())
                + " of requests succeeded; ";
        if (run.recovered()) {
            paragraphs.add(Paragraph.plain(outcome + "the dependency recovered " + seconds(run.recoverySeconds())
                    + " after the trigger ended." + (verdict.overloadedBeforeTrigger()
                            ? " It was overloaded before the trigger, though: " + overloadEvidence(result, verdict) + "."
                            : "")));
        } else {
            paragraphs.add(Paragraph.warning(outcome + "the dependency did not recover before the arrivals stopped at "
                    + seconds(inputs.arrivalsStopSeconds()) + ". " + whyNotRecovered(result, verdict)));
        }
        paragraphs.add(Paragraph.plain(worldSentence(result)));
        String dependency = dependencySentence(result);
        if (dependency != null) {
            paragraphs.add(Paragraph.plain(dependency));
        }
        paragraphs.add(Paragraph.plain(alternativesSentence(result)));
        String backoff = backoffSentence(result, verdict);
        if (backoff != null) {
            paragraphs.add(Paragraph.plain(backoff));
        }
        String budgets = budgetsSentence(result, verdict);
        if (budgets != null) {
            paragraphs.add(Paragraph.plain(budgets));
        }
        return paragraphs;
    }

    /** Says which world the inputs describe: open clients, or worker pools with their queue waits and drops. */
    static String worldSentence(StormResult result) {
        StormInputs inputs = result.inputs();
        if (!inputs.pooled()) {
            return "Open clients (no workers per client): requests arrive at the fleet's rate whatever the dependency"
                    + " does, and every retry comes on top of them.";
        }
        WorkerPool pool = inputs.pool();
        StormRun run = result.run();
        StringBuilder text = new StringBuilder("Closed clients: each of the ").append(Numbers.grouped(inputs.clients()))
                .append(inputs.clients() == 1 ? " client" : " clients").append(" runs at most ")
                .append(Numbers.grouped(pool.concurrencyPerClient()))
                .append(pool.concurrencyPerClient() == 1 ? " request" : " requests")
                .append(" at once, a worker holding its request through every attempt and wait; the others wait in")
                .append(" its queue").append(pool.clientQueueLimit() == null ? ""
                        : " of at most " + Numbers.grouped(pool.clientQueueLimit()) + ", beyond which they are dropped")
                .append(". ").append(run.meanQueueWaitMs() == null ? "No request waited in a queue"
                        : "Requests that waited in a queue did so for " + millis(run.meanQueueWaitMs()) + " on average");
        if (run.dropped() > 0) {
            text.append(", and ").append(Numbers.grouped(run.dropped())).append(" of ")
                    .append(Numbers.grouped(run.requests())).append(" requests (")
                    .append(share((double) run.dropped() / run.requests())).append(") were dropped");
        }
        return text.append('.').toString();
    }

    /**
     * Says what shedding, Retry-After and cancellation did, when set, from the run's numbers: the
     * rejections beside the no-retries row's, what Retry-After did to the SDK layer's waits (only when
     * something was rejected), and how many attempts their clients stopped waiting for; null when none is set.
     */
    static String dependencySentence(StormResult result) {
        StormInputs inputs = result.inputs();
        StormRun run = result.run();
        StringBuilder text = new StringBuilder();
        if (inputs.sheds()) {
            Shedding shedding = inputs.shedding();
            text.append("The dependency sheds load: holding ")
                    .append(Numbers.grouped(shedding.dependencyConcurrencyLimit()))
                    .append(shedding.dependencyConcurrencyLimit() == 1 ? " attempt" : " attempts")
                    .append(" it rejects the next, in ").append(millis(shedding.rejectionLatencyMs()));
            if (shedding.rejectionLatencyMs() > inputs.attemptTimeoutMs()) {
                // Such a rejection is a plain timeout: none counts as rejected, and no Retry-After is seen.
                text.append(", past the ").append(millis(inputs.attemptTimeoutMs()))
                        .append(" timeout, so its clients see timeouts, not rejections");
            } else {
                text.append("; it rejected ").append(Numbers.grouped(run.rejected())).append(" of your policy's ")
                        .append(Numbers.grouped(run.attempts())).append(" attempts");
                if (run.attempts() > 0) {
                    text.append(" (").append(share((double) run.rejected() / run.attempts())).append(')');
                }
                if (shedding.retryAfterMs() != null && run.rejected() > 0) {
                    text.append(", each with a Retry-After of ").append(millis(shedding.retryAfterMs()))
                            .append(retryAfterEffect(inputs.sdk(), shedding.retryAfterMs()));
                }
                if (inputs.maxAttemptsPerRequest() > 1) {
                    text.append("; with no retries it rejected ")
                            .append(Numbers.grouped(result.row(Strategy.NO_RETRIES).rejected()));
                }
            }
            text.append('.');
        }
        if (inputs.cancelOnTimeout()) {
            StormSeries series = run.series();
            int peak = 0;
            int stopped = 0;
            for (int s = 0; s < series.length(); s++) {
                peak = Math.max(peak, series.inFlight(s));
                stopped += series.timeouts(s);
            }
            // Cancelling acts only on an attempt its client stops waiting for: with none, it changed nothing.
            text.append(text.length() == 0 ? "" : " ").append("Abandoned work is cancelled (deadline propagation):"
                    + " an attempt leaves the dependency when its client stops waiting").append(stopped == 0
                            ? ", which no client did, so nothing was cancelled"
                            : "; " + Numbers.grouped(stopped) + " attempts timed out or were cut by the deadline")
                    .append("; at most ").append(Numbers.grouped(peak))
                    .append(" attempts were in flight at the end of a second.");
        }
        return text.length() == 0 ? null : text.toString();
    }

    /**
     * What a Retry-After did to the SDK layer's waits after rejections, from the waits the layer can draw:
     * none lengthened when it is no longer than the shortest, each set when it is at least the longest.
     */
    private static String retryAfterEffect(RetryPolicy sdk, double retryAfterMs) {
        if (!sdk.retries()) {
            return ", but the SDK layer makes no retries, so it delayed none";
        }
        Backoff waits = Backoff.inMilliseconds(sdk);
        double least = Double.POSITIVE_INFINITY;
        double most = 0;
        for (int k = 1; k <= waits.count(); k++) {
            least = Math.min(least, waits.least(k));
            // A polynomial draw may pass its raw wait, never the maximum backoff.
            most = Math.max(most, sdk.shape() == BackoffShape.POLYNOMIAL
                    ? sdk.maximum() : waits.max(k));
        }
        if (retryAfterMs <= least) {
            return retryAfterMs == 0 ? ", which lengthens no wait" : ", no longer than any wait the SDK layer draws"
                    + " (at least " + millis(least) + "), so it lengthened none";
        }
        if (retryAfterMs >= most) {
            return (most == 0 ? ", where the SDK layer retries at once" : ", no shorter than any wait the SDK layer"
                    + " draws (at most " + millis(most) + ")") + ", so it set each wait after a rejection";
        }
        return ", so the SDK layer waited at least that long before retrying a rejected attempt";
    }

    /**
     * Says what the entered policy's waits do, from its run beside the same policy without waits; with no
     * waits, in an open world that does not recover, why a backoff would only delay the load (the model's
     * arrivals do not depend on anything); null otherwise.
     */
    static String backoffSentence(StormResult result, StormVerdict verdict) {
        StormInputs inputs = result.inputs();
        if (!hasWaits(inputs)) {
            if (inputs.pooled()) {
                return verdict.retries() ? "Your policy has no waits to compare: with a pool, a wait holds a worker,"
                        + " which then sends nothing; give the policy a backoff and its run without the waits appears"
                        + " beside it." : null;
            }
            if (verdict.outcome() != StormVerdict.Outcome.METASTABLE) {
                return null;
            }
            String limit = Numbers.grouped(inputs.maxAttemptsPerRequest());
            return "A backoff only delays the retry load: open clients keep sending whatever the dependency does, so"
                    + " while it is past the timeout each request still makes up to " + limit + " attempts, " + limit
                    + " times the load, whatever the waits (after the trigger your policy made "
                    + ratio(attemptsPerArrivalAfterTrigger(result)) + " attempts per arriving request).";
        }
        ComparisonRow with = result.row(Strategy.ENTERED);
        ComparisonRow without = result.row(Strategy.NO_WAITS);
        String text = "Without its waits your policy " + rowOutcome(without) + " (amplification "
                + ratio(without.amplification()) + ", peak " + Numbers.grouped(without.peakAttemptsPerSecond())
                + " attempts/s); with them it " + rowOutcome(with) + " (" + ratio(with.amplification()) + ", peak "
                + Numbers.grouped(with.peakAttemptsPerSecond()) + ")";
        boolean sameOutcome = (with.recoverySeconds() == null) == (without.recoverySeconds() == null);
        // Lower load: a tenth fewer attempts in all (with the waits the dependency may answer faster, so that
        // can come with a higher peak per second), or a tenth lower peak with no more attempts.
        boolean lowerLoad = with.amplification() < 0.9 * without.amplification()
                || with.peakAttemptsPerSecond() < 0.9 * without.peakAttemptsPerSecond()
                && with.amplification() <= without.amplification();
        if (with.recoverySeconds() != null && without.recoverySeconds() == null) {
            return text + ": here the waits make the difference" + (inputs.pooled()
                    ? ", since a worker that waits sends nothing." : ".");
        }
        if (with.recoverySeconds() == null && without.recoverySeconds() != null) {
            return text + ": here the waits make it worse.";
        }
        if (inputs.pooled()) {
            return text + (sameOutcome && lowerLoad ? ": with a pool the waits lower the load, since a worker that"
                    + " waits sends nothing." : ": here the waits change little, pool or not.");
        }
        return text + ": the waits only delay the retry load, since open clients keep sending whatever the"
                + " dependency does.";
    }

    private static String rowOutcome(ComparisonRow row) {
        return row.recoverySeconds() == null ? "does not recover" : "recovers after " + seconds(row.recoverySeconds());
    }

    /** Says why the entered run did not recover, by the verdict's rules. */
    private static String whyNotRecovered(StormResult result, StormVerdict verdict) {
        StormInputs inputs = result.inputs();
        ComparisonRow noRetries = verdict.noRetries();
        switch (verdict.outcome()) {
            case OVERLOADED:
                return "It was overloaded before the trigger: " + overloadEvidence(result, verdict)
                        + ", so this is overload, not a metastable failure." + (verdict.retries()
                                ? noRetries.recoverySeconds() != null ? " Without retries it recovers "
                                        + seconds(noRetries.recoverySeconds()) + " after the trigger."
                                        : " Without retries it does not recover either." : "");
            case METASTABLE:
                return "It was " + healthyBefore(verdict) + " and recovers without retries (after "
                        + seconds(noRetries.recoverySeconds()) + "): the retries keep it overloaded after the trigger"
                        + " has gone, a metastable failure.";
            case NO_TIME_TO_RECOVER:
                return "The trigger ends at " + seconds(inputs.trigger().endSeconds()) + ", less than "
                        + StormSeries.HEALTHY_RUN + " s before the arrivals stop, so no run can show "
                        + StormSeries.HEALTHY_RUN + " healthy seconds after it: let the arrivals run longer to see"
                        + " whether it recovers.";
            default:
                StormSeries series = result.run().series();
                int end = (int) Math.min(Math.ceil(inputs.trigger().endSeconds()), series.length()) - 1;
                int stop = (int) Math.min(Math.ceil(inputs.arrivalsStopSeconds()), series.length()) - 1;
                return "It was " + healthyBefore(verdict) + (verdict.retries()
                        ? ", and without retries it does not recover either: the retries are not all that keeps it down"
                        : "") + ". In flight at the dependency: " + Numbers.grouped(series.inFlight(Math.max(0, end)))
                        + " at the trigger's end, " + Numbers.grouped(series.inFlight(Math.max(0, stop)))
                        + " when the arrivals stop.";
        }
    }

    /** "healthy before the trigger", or "mostly" with the count when one of the seconds judged was not. */
    private static String healthyBefore(StormVerdict verdict) {
        int unhealthy = verdict.unhealthySecondsBeforeTrigger();
        int judged = verdict.secondsJudgedBeforeTrigger();
        return unhealthy == 0 ? "healthy before the trigger" : "mostly healthy before the trigger ("
                + (judged - unhealthy) + " of the " + judged + " seconds before it)";
    }

    /** The numbers that show an overload before the trigger. */
    private static String overloadEvidence(StormResult result, StormVerdict verdict) {
        List<String> evidence = new ArrayList<>();
        if (verdict.rateAloneOverloads()) {
            evidence.add(result.timeoutRateThreshold() == 0
                    ? "its base latency alone reaches the " + millis(result.inputs().attemptTimeoutMs()) + " timeout"
                    : "the normal " + rate(result.inputs().requestsPerSecond()) + " requests per second alone are above"
                            + " Little's-law threshold of " + rate(result.timeoutRateThreshold()));
        }
        int unhealthy = verdict.unhealthySecondsBeforeTrigger();
        int judged = verdict.secondsJudgedBeforeTrigger();
        if (verdict.unhealthyBeforeOverloads()) {
            evidence.add(judged == 1 ? "the second before it was unhealthy" : unhealthy == judged
                    ? "all " + judged + " seconds before it were unhealthy"
                    : unhealthy + " of the " + judged + " seconds before it were unhealthy");
        }
        return String.join(" and ", evidence);
    }

    /**
     * Says what the budgets do, naming only the rows that recover; null when the entered run recovered,
     * makes no retries or could not show a recovery. A metastable failure adds why a backoff does not help.
     */
    private static String budgetsSentence(StormResult result, StormVerdict verdict) {
        StormVerdict.Outcome outcome = verdict.outcome();
        if (outcome == StormVerdict.Outcome.RECOVERED || outcome == StormVerdict.Outcome.NO_TIME_TO_RECOVER
                || !verdict.retries()) {
            return null;
        }
        List<ComparisonRow> recovering = verdict.budgetsRecovering();
        List<ComparisonRow> failing = verdict.budgetsNotRecovering();
        boolean metastable = outcome == StormVerdict.Outcome.METASTABLE;
        StringBuilder text = new StringBuilder();
        String verb = metastable ? " removes it" : " recovers";
        String verbs = metastable ? " remove it" : " recover";
        if (failing.isEmpty()) {
            text.append(recovering.size() == 1 ? "The budget" + verb : "Every budget" + verb)
                    .append(metastable ? ", as no retries does." : ".");
        } else if (recovering.isEmpty()) {
            text.append("None of the budgets").append(verb).append(metastable ? "; only no retries does." : " either.");
        } else {
            text.append("Of the budgets, ").append(names(recovering)).append(recovering.size() == 1 ? verb : verbs)
                    .append(" (").append(recovering.size() == 1 ? "its row recovers" : "their rows recover")
                    .append("); ").append(names(failing)).append(failing.size() == 1 ? " does not." : " do not.");
        }
        return text.toString();
    }

    /** Attempts per arriving request from the trigger's end to the arrivals stop; null when none arrived. */
    private static Double attemptsPerArrivalAfterTrigger(StormResult result) {
        StormSeries series = result.run().series();
        int from = (int) Math.min(Math.ceil(result.inputs().trigger().endSeconds()), series.length());
        int to = (int) Math.min(Math.ceil(result.inputs().arrivalsStopSeconds()), series.length());
        double attempts = 0;
        double arriving = 0;
        for (int s = from; s < to; s++) {
            attempts += series.attemptsStarted(s);
            arriving += series.arriving(s);
        }
        return arriving == 0 ? null : attempts / arriving;
    }

    private static String names(List<ComparisonRow> rows) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < rows.size(); i++) {
            text.append(i == 0 ? "" : i == rows.size() - 1 ? " and " : ", ").append(rows.get(i).name());
        }
        return text.toString();
    }

    /** Little's law: the request rate above which the latency passes the attempt timeout. */
    static String thresholdSentence(StormResult result) {
        StormInputs inputs = result.inputs();
        Double threshold = result.timeoutRateThreshold();
        if (threshold == null) {
            return "The dependency's latency does not grow with load here, so no request rate pushes it past the "
                    + millis(inputs.attemptTimeoutMs()) + " timeout.";
        }
        if (threshold == 0) {
            return "The base latency of " + millis(inputs.baseLatencyMs()) + " already reaches the "
                    + millis(inputs.attemptTimeoutMs()) + " timeout: attempts time out at any rate.";
        }
        return "Little's law: the attempts in flight are the rate times the latency, and each adds "
                + Numbers.trimmed(inputs.latencyPerInFlightMs(), 3) + " ms, so the latency is " + millis(inputs.baseLatencyMs())
                + " / (1 - " + Numbers.significantTrimmed(inputs.latencyPerInFlightMs() / 1000, 4)
                + " x rate) and passes the " + millis(inputs.attemptTimeoutMs()) + " timeout above "
                + rate(threshold) + " requests per second (one attempt per request).";
    }

    /** Says whether the normal rate is safe and whether the trigger pushes the dependency over; null without a trigger that matters. */
    private static String triggerSentence(StormResult result) {
        StormInputs inputs = result.inputs();
        Double threshold = result.timeoutRateThreshold();
        StormTrigger trigger = inputs.trigger();
        String window = "from " + seconds(trigger.startSeconds()) + " to " + seconds(trigger.endSeconds());
        StringBuilder text = new StringBuilder();
        if (threshold != null && threshold > 0) {
            boolean below = !StormVerdict.of(result).rateAloneOverloads();
            text.append("The normal ").append(rate(inputs.requestsPerSecond())).append(" requests per second ")
                    .append(below ? "is below it" : "is already above it");
            if (inputs.triggerRequestsPerSecond() != inputs.requestsPerSecond()) {
                boolean triggerBelow = inputs.triggerRequestsPerSecond() <= threshold;
                text.append("; ").append(rate(inputs.triggerRequestsPerSecond())).append(" requests per second ")
                        .append(window).append(below ? triggerBelow ? " stays below it." : " pushes it over."
                                : triggerBelow ? " is below it." : " is above it too.");
            } else {
                text.append('.');
            }
        }
        if (inputs.triggerFailureProbability() != inputs.failureProbability()) {
            text.append(text.length() == 0 ? "" : " ").append("The failure probability is ")
                    .append(Numbers.significantTrimmed(inputs.triggerFailureProbability(), 4)).append(' ')
                    .append(window).append(" instead of ")
                    .append(Numbers.significantTrimmed(inputs.failureProbability(), 4)).append('.');
        }
        return text.length() == 0 ? null : text.toString();
    }

    /** Says how no retries and each budget fare with the same arrivals and seed. */
    static String alternativesSentence(StormResult result) {
        StringBuilder text = new StringBuilder("The same arrivals and seed under the other strategies: ");
        boolean first = true;
        for (ComparisonRow row : comparisonRows(result)) {
            if (row.strategy() == Strategy.ENTERED) {
                continue;
            }
            text.append(first ? "" : "; ").append(row.name()).append(row.recoverySeconds() != null
                    ? " recovers after " + seconds(row.recoverySeconds()) : " does not recover")
                    .append(" (amplification ").append(ratio(row.amplification())).append(", ")
                    .append(share(row.successShare())).append(" succeed)");
            first = false;
        }
        return text.append('.').toString();
    }

    private static void chart(Html html, StormResult result) {
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
        double step = niceStep(top / 5);
        double axisTop = Math.ceil(top / step - 1e-9) * step;

        html.open("figure", "class", "chart storm-chart");
        // No viewBox on the picture: the height is in CSS pixels and every x a percentage, so the chart
        // reflows to any width while its text keeps the page's size.
        html.open("svg", "role", "img", "aria-labelledby", CHART_TITLE_ID, "width", "100%",
                "height", coordinate(CHART_HEIGHT));
        html.element("title", "Attempts, successes and arriving requests per second", "id", CHART_TITLE_ID);
        double x0 = x(inputs.trigger().startSeconds(), length);
        double x1 = x(Math.min(inputs.trigger().endSeconds(), length), length);
        if (x1 > x0) {
            html.open("rect", "class", "trigger", "x", percent(x0), "y", coordinate(PLOT_TOP), "width",
                    percent(x1 - x0), "height", coordinate(PLOT_BOTTOM - PLOT_TOP)).close("rect");
            html.element("text", "Trigger", "class", "axis-label", "x", percent(x0), "y", coordinate(PLOT_TOP - 6));
        }
        html.element("text", "Per second", "class", "axis-label", "x", "0", "y", coordinate(PLOT_TOP - 16));
        int gridLines = (int) Math.round(axisTop / step);
        for (int k = 0; k <= gridLines; k++) {
            double value = k * step;
            String y = coordinate(y(value, axisTop));
            html.open("line", "class", value == 0 ? "axis" : "grid", "x1", percent(PLOT_LEFT), "x2",
                    percent(PLOT_RIGHT), "y1", y, "y2", y).close("line");
            html.element("text", Numbers.significantTrimmed(value, 3), "class", "axis-label", "x", "0",
                    "y", coordinate(y(value, axisTop) - 3));
        }
        double tick = niceStep(length / (double) MAX_TICKS);
        int ticks = (int) (length / tick) + 1;
        for (int i = 0; i < ticks; i++) {
            double x = x(i * tick, length);
            String anchor = i == 0 ? "start" : x > 90 ? "end" : "middle";
            html.element("text", Numbers.trimmed(i * tick, 0) + " s", "class",
                    i % 2 == 1 && ticks > 3 ? "axis-label minor" : "axis-label", "x", percent(x), "y",
                    coordinate(PLOT_BOTTOM + 18), "text-anchor", anchor);
        }
        if (showCapacity) {
            String y = coordinate(y(capacity, axisTop));
            html.open("line", "class", "capacity", "x1", percent(PLOT_LEFT), "x2", percent(PLOT_RIGHT), "y1", y,
                    "y2", y, "stroke-dasharray", "6 3").close("line");
        }
        // Polyline points cannot be percentages: the lines live in a 100-unit-wide box stretched to the
        // chart's width, with strokes that do not stretch.
        html.open("svg", "width", "100%", "height", coordinate(CHART_HEIGHT), "viewBox",
                "0 0 100 " + coordinate(CHART_HEIGHT), "preserveAspectRatio", "none");
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
            // Each value is the rate over its span of seconds, drawn at the span's middle.
            double middle = Math.min(length, p * span + span / 2.0);
            points.append(p == 0 ? "" : " ").append(Numbers.trimmed(x(middle, length), 2)).append(',')
                    .append(coordinate(y(values[p], axisTop)));
        }
        html.open("polyline", "class", cssClass, "fill", "none", "vector-effect", "non-scaling-stroke",
                "points", points.toString()).close("polyline");
    }

    private static void legend(Html html, boolean capacity, boolean pooled, boolean sheds) {
        html.open("ul", "class", "chart-legend");
        legendLine(html, "attempts", null, "Attempts started");
        legendLine(html, "successes", null, "Successes");
        legendLine(html, "arriving", null, "Requests arriving");
        if (pooled) {
            legendLine(html, "queued", null, "Requests queued at the clients (at each second's end)");
        }
        if (sheds) {
            legendLine(html, "rejected", null, "Attempts rejected");
        }
        html.open("li").open("svg", "width", "14", "height", "14", "aria-hidden", "true");
        html.open("rect", "class", "trigger", "x", "0", "y", "0", "width", "14", "height", "14").close("rect");
        html.close("svg").element("span", "Trigger window").close("li");
        if (capacity) {
            legendLine(html, "capacity", "4 2", "Rate past the timeout (Little's law)");
        }
        html.close("ul");
    }

    private static void legendLine(Html html, String cssClass, String dashes, String label) {
        html.open("li").open("svg", "width", "18", "height", "14", "aria-hidden", "true");
        html.open("line", "class", cssClass, "x1", "1", "x2", "17", "y1", "7", "y2", "7", "stroke-dasharray", dashes)
                .close("line");
        html.close("svg").element("span", label).close("li");
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

    private static void comparison(Html html, StormResult result) {
        html.element("h3", "The same scenario under other strategies");
        html.open("div", "class", "table-wrap", "role", "region", "tabindex", "0", "aria-labelledby",
                COMPARISON_CAPTION_ID);
        html.open("table", "class", "data numeric");
        html.element("caption", "Same arrivals and seed; each budget at its defaults, added to your policy. Recovery"
                + " \u201cnever\u201d: no " + StormSeries.HEALTHY_RUN + " healthy seconds in a row between the trigger's"
                + " end and the arrivals stop",
                "id", COMPARISON_CAPTION_ID);
        html.open("thead").open("tr");
        for (String column : comparisonColumns(result)) {
            // Headings may wrap (the figures below them do not), so the columns fit beside the form.
            html.element("th", column, "scope", "col");
        }
        html.close("tr").close("thead").open("tbody");
        for (ComparisonRow row : comparisonRows(result)) {
            boolean entered = row.strategy() == Strategy.ENTERED;
            html.open("tr", "class", entered ? "highlight" : null, "data-strategy", row.strategy().id());
            html.element("th", row.name(), "scope", "row");
            for (String cell : comparisonCells(result, row)) {
                html.element("td", cell, "class", "num");
            }
            html.close("tr");
        }
        html.close("tbody").close("table").close("div");
    }

    /**
     * Returns the comparison's rows as the page and the Markdown show them: no retries, your policy, your
     * policy without its waits (only when it has waits: otherwise it is the same run), then each budget.
     */
    static List<ComparisonRow> comparisonRows(StormResult result) {
        List<ComparisonRow> rows = new ArrayList<>();
        rows.add(result.row(Strategy.NO_RETRIES));
        rows.add(result.row(Strategy.ENTERED));
        if (hasWaits(result.inputs())) {
            rows.add(result.row(Strategy.NO_WAITS));
        }
        for (ComparisonRow row : result.comparison()) {
            if (row.strategy().budget() != null) {
                rows.add(row);
            }
        }
        return rows;
    }

    /** Returns true when some layer of the entered policy waits between its attempts. */
    static boolean hasWaits(StormInputs inputs) {
        for (RetryPolicy layer : new RetryPolicy[] {
            inputs.sdk(), inputs.application(), inputs.runner()}) {
            if (layer.retries() && layer.maximum() > 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Returns the comparison's columns. Recovery, the column that matters, comes right after the name, so a
     * phone shows it without scrolling; dropped requests and rejected attempts only where a pool or a
     * concurrency limit can make them.
     */
    static List<String> comparisonColumns(StormResult result) {
        List<String> columns = new ArrayList<>(List.of("Strategy", "Recovery", "Succeeded", "Amplification",
                "Peak attempts/s", "Refused retries"));
        if (result.inputs().pooled()) {
            columns.add("Dropped");
        }
        if (result.inputs().sheds()) {
            columns.add("Rejected");
        }
        return columns;
    }

    /** Returns a comparison row's figures as the table shows them, after the name. */
    static String[] comparisonCells(StormResult result, ComparisonRow row) {
        List<String> cells = new ArrayList<>(List.of(row.recoverySeconds() == null ? "never"
                : seconds(row.recoverySeconds()), share(row.successShare()), ratio(row.amplification()),
                Numbers.grouped(row.peakAttemptsPerSecond()), Numbers.grouped(row.refusedRetries())));
        if (result.inputs().pooled()) {
            cells.add(Numbers.grouped(row.dropped()));
        }
        if (result.inputs().sheds()) {
            cells.add(Numbers.grouped(row.rejected()));
        }
        return cells.toArray(new String[0]);
    }

    static final String[] BOUNDS_COLUMNS = {"Budget", "Retries per client, full outage",
        "Attempts per request, long outage", "Simulated", "Recovery"};

    /** The budget bounds beside the comparison: each kind's closed form at the entered parameters, and its row. */
    private static void bounds(Html html, StormResult result) {
        html.element("h3", "What each budget allows at a full outage");
        html.open("div", "class", "table-wrap", "role", "region", "tabindex", "0", "aria-labelledby",
                BOUNDS_CAPTION_ID);
        html.open("table", "class", "data numeric");
        html.element("caption", boundsCaption(result), "id", BOUNDS_CAPTION_ID);
        html.open("thead").open("tr");
        for (String column : BOUNDS_COLUMNS) {
            html.element("th", column, "scope", "col");
        }
        html.close("tr").close("thead").open("tbody");
        for (String[] row : boundsRows(result)) {
            html.open("tr");
            html.element("th", row[0], "scope", "row");
            // The retries column is words as much as a number: it wraps, so the table fits beside the form.
            html.element("td", row[1], "class", "bound");
            for (int c = 2; c < row.length; c++) {
                html.element("td", row[c], "class", "num");
            }
            html.close("tr");
        }
        html.close("tbody").close("table").close("div");
    }

    static String boundsCaption(StormResult result) {
        StormInputs inputs = result.inputs();
        return "Closed forms at the entered budget parameters (the AWS capacity and the token bucket's at their own"
                + " defaults unless entered for that kind), n = " + inputs.sdk().attempts() + " SDK attempts, "
                + rate(inputs.requestsPerSecond() / inputs.clients()) + " requests per second per client; beside each,"
                + " its comparison row (budgets at their defaults)";
    }

    /** Returns each budget kind's bound and its comparison row as the table shows them. */
    static List<String[]> boundsRows(StormResult result) {
        List<String[]> rows = new ArrayList<>();
        for (BudgetBound bound : result.budgetBounds()) {
            ComparisonRow row = null;
            for (ComparisonRow candidate : result.comparison()) {
                if (candidate.strategy().budget() == bound.kind()) {
                    row = candidate;
                }
            }
            rows.add(new String[] {bound.kind().label(), retriesAtOutage(result, bound), bound.longRunAmplification() == null
                    ? Numbers.NOT_A_NUMBER : ratio(bound.longRunAmplification()),
                row == null ? Numbers.NOT_A_NUMBER : ratio(row.amplification()),
                row == null ? Numbers.NOT_A_NUMBER : row.recoverySeconds() == null ? "never" : seconds(row.recoverySeconds())});
        }
        return rows;
    }

    private static String retriesAtOutage(StormResult result, BudgetBound bound) {
        if (bound.retryConcurrency() != null) {
            return "at most " + Numbers.grouped((long) (double) bound.retryConcurrency()) + " at once";
        }
        if (bound.kind() == BudgetKind.ENVOY) {
            RetryBudget budget = result.inputs().budget();
            return Numbers.trimmed(budget.budgetPercent(), 2) + "% of active requests at once, at least "
                    + Numbers.grouped((long) budget.minRetryConcurrency());
        }
        if (bound.retriesAtOutage() == null) {
            return "unbounded";
        }
        String count = Numbers.grouped((long) (double) bound.retriesAtOutage());
        if (bound.kind() == BudgetKind.RATIO) {
            return count + " per ttl window";
        }
        return bound.drainShare() != null ? count + "; none above " + share(bound.drainShare()) + " failures" : count;
    }

    /**
     * Says what the entered budget allows at a full outage, names the budgets whose bound lets every
     * attempt of the policy through in a long outage (their bound cannot hold the retries back), and sets
     * each budget row beside its bound; null without SDK retries.
     */
    static String boundsSentence(StormResult result) {
        StormInputs inputs = result.inputs();
        int n = inputs.sdk().attempts();
        if (n < 2) {
            return null;
        }
        StringBuilder text = new StringBuilder();
        BudgetBound entered = result.budgetBound(inputs.budget().kind());
        if (inputs.budget().kind() != BudgetKind.NONE && entered.retriesAtOutage() != null
                && entered.longRunAmplification() != null) {
            text.append("At a full outage your budget (").append(inputs.budget().kind().label())
                    .append(") lets each client make ")
                    .append(retriesAtOutage(result, entered)).append(entered.kind() == BudgetKind.RATIO ? "" : " retries")
                    .append(", then at most ").append(ratio(entered.longRunAmplification()))
                    .append(" attempts per request. ");
        }
        List<String> open = new ArrayList<>();
        for (BudgetBound bound : result.budgetBounds()) {
            if (bound.kind() != BudgetKind.NONE && bound.longRunAmplification() != null
                    && bound.longRunAmplification() >= n - 1e-9) {
                open.add(bound.kind().label());
            }
        }
        if (!open.isEmpty()) {
            text.append(String.join(", ", open)).append(open.size() == 1 ? " allows" : " allow").append(" all ")
                    .append(n).append(" SDK attempts per request in a long outage at these rates: ")
                    .append(open.size() == 1 ? "its bound does" : "their bounds do")
                    .append(" not hold the retries back. ");
        }
        List<String> rows = new ArrayList<>();
        for (ComparisonRow row : result.comparison()) {
            if (row.strategy().budget() != null) {
                rows.add(rowAgainstBound(inputs, row));
            }
        }
        text.append("The rows against their bounds at the defaults they run: ").append(String.join("; ", rows))
                .append('.');
        return text.toString();
    }

    /**
     * One budget row against its own bound (at the defaults the row runs, which the table's bound, at the
     * entered parameters, may not be): a row that refused no retry never met its bound; one that did is
     * set beside its long-outage amplification, unless the outer layers retry (the bound counts SDK
     * attempts only), or beside its retry concurrency.
     */
    private static String rowAgainstBound(StormInputs inputs, ComparisonRow row) {
        BudgetKind kind = row.strategy().budget();
        RetryBudget budget = RetryBudget.defaults(kind);
        BudgetBound bound = BudgetBounds.of(inputs.toBuilder().withBudget(budget).build()).get(kind.ordinal());
        if (row.refusedRetries() == 0) {
            return row.name() + " refused none, so its bound never applied";
        }
        String text = row.name() + " refused " + Numbers.grouped(row.refusedRetries());
        Double most = bound.longRunAmplification();
        if (most == null) {
            return text + ", at most " + (bound.retryConcurrency() != null
                    ? Numbers.grouped((long) (double) bound.retryConcurrency())
                    : Numbers.trimmed(budget.budgetPercent(), 2) + "% of active requests (at least "
                            + Numbers.grouped((long) budget.minRetryConcurrency()) + ")") + " retrying at once";
        }
        if (inputs.application().retries() || inputs.runner().retries() || row.amplification() == null) {
            return text;
        }
        // Compared as shown, so "1.00" is never said to be above "1.00" (rounding keeps the order of the rest).
        String shown = ratio(row.amplification());
        String bounded = ratio(most);
        return text + ", amplification " + shown + (shown.equals(bounded) ? ", at the "
                : row.amplification() < most ? ", under the " : ", above the ") + bounded + " of a long outage";
    }

    /** Returns the per-second table's columns: queued requests with a pool, rejected attempts with shedding. */
    static String[] seriesColumns(StormResult result) {
        List<String> columns = new ArrayList<>(List.of("Second", "Arriving", "Attempts", "Successes", "Failures",
                "Timeouts", "In flight", "Mean service (ms)"));
        if (result.inputs().pooled()) {
            columns.add("Queued");
        }
        if (result.inputs().sheds()) {
            columns.add("Rejected");
        }
        return columns.toArray(new String[0]);
    }

    /** Returns second {@code s}'s cells as the table shows them. */
    static String[] seriesCells(StormResult result, int s) {
        StormSeries series = result.run().series();
        double service = series.meanServiceMs(s);
        List<String> cells = new ArrayList<>(List.of(Numbers.grouped(s), Numbers.grouped(series.arriving(s)),
                Numbers.grouped(series.attemptsStarted(s)), Numbers.grouped(series.successes(s)),
                Numbers.grouped(series.failures(s)), Numbers.grouped(series.timeouts(s)), Numbers.grouped(series.inFlight(s)),
                Double.isNaN(service) ? Numbers.NOT_A_NUMBER : Numbers.fixed(service, 0)));
        if (result.inputs().pooled()) {
            cells.add(Numbers.grouped(series.queued(s)));
        }
        if (result.inputs().sheds()) {
            cells.add(Numbers.grouped(series.rejected(s)));
        }
        return cells.toArray(new String[0]);
    }

    private static void series(Html html, StormResult result) {
        StormSeries series = result.run().series();
        SecondsShown shown = SecondsShown.of(result);
        html.element("h3", "Second by second");
        html.open("div", "class", "table-wrap", "role", "region", "tabindex", "0", "aria-labelledby", SERIES_CAPTION_ID);
        html.open("table", "class", "data numeric");
        String caption = "Your policy, per second [i, i + 1): in flight at the end of the second, abandoned work included";
        if (shown.excerpt()) {
            caption += ". " + shown.description();
        }
        html.element("caption", caption, "id", SERIES_CAPTION_ID);
        html.open("thead").open("tr");
        String[] columns = seriesColumns(result);
        for (String column : columns) {
            html.element("th", column, "scope", "col");
        }
        html.close("tr").close("thead").open("tbody");
        for (int s = 0; s < shown.length(); s++) {
            int[] gap = shown.gapAt(s);
            if (gap != null) {
                html.open("tr", "class", "gap");
                html.element("td", SecondsShown.gapText(gap), "colspan", Integer.toString(columns.length),
                        "class", "gap-note");
                html.close("tr");
                s = gap[1] - 1;
                continue;
            }
            html.open("tr");
            String[] cells = seriesCells(result, s);
            html.element("th", cells[0], "scope", "row", "class", "num");
            for (int c = 1; c < cells.length; c++) {
                html.element("td", cells[c], "class", "num");
            }
            html.close("tr");
        }
        html.close("tbody").close("table").close("div");
    }

    static String recoveryText(Double recoverySeconds) {
        return recoverySeconds == null ? "did not recover before the arrivals stopped"
                : "recovered " + seconds(recoverySeconds) + " after the trigger";
    }

    /** Formats attempts per request, "2.43"; a dash when no request arrived. */
    static String ratio(Double value) {
        return value == null ? Numbers.NOT_A_NUMBER : Numbers.fixed(value, 2);
    }

    static String share(Double value) {
        return value == null ? Numbers.NOT_A_NUMBER : Numbers.percent(value, 1);
    }

    private static String rate(double value) {
        return Numbers.significantTrimmed(value, 3);
    }

    private static String seconds(double value) {
        return Numbers.duration(value);
    }

    private static String millis(double value) {
        return Numbers.durationFromMillis(value);
    }

    /** Returns 1, 2 or 5 times a power of ten, at least {@code raw} (and at least 1). */
    private static double niceStep(double raw) {
        double decade = 1;
        while (true) {
            for (double multiple : new double[] {1, 2, 5}) {
                if (multiple * decade >= raw) {
                    return multiple * decade;
                }
            }
            decade *= 10;
        }
    }

    private static double x(double second, int length) {
        return PLOT_LEFT + second / Math.max(1, length) * (PLOT_RIGHT - PLOT_LEFT);
    }

    private static double y(double value, double axisTop) {
        return PLOT_BOTTOM - value / axisTop * (PLOT_BOTTOM - PLOT_TOP);
    }

    /** Formats a pixel coordinate with at most one decimal; every one is below 1,000, so no separator appears. */
    private static String coordinate(double value) {
        return Numbers.trimmed(value, 1);
    }

    private static String percent(double value) {
        return Numbers.trimmed(value, 2) + "%";
    }
}
