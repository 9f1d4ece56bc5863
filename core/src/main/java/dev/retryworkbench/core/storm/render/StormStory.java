package dev.retryworkbench.core.storm.render;

import static dev.retryworkbench.core.storm.render.StormNumbers.millis;
import static dev.retryworkbench.core.storm.render.StormNumbers.rate;
import static dev.retryworkbench.core.storm.render.StormNumbers.ratio;
import static dev.retryworkbench.core.storm.render.StormNumbers.seconds;
import static dev.retryworkbench.core.storm.render.StormNumbers.share;

import dev.retryworkbench.core.policy.Backoff;
import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.Hedging;
import dev.retryworkbench.core.policy.RetryPolicy;
import dev.retryworkbench.core.storm.simulation.ComparisonRow;
import dev.retryworkbench.core.storm.simulation.Shedding;
import dev.retryworkbench.core.storm.simulation.StormHedging;
import dev.retryworkbench.core.storm.simulation.StormInputs;
import dev.retryworkbench.core.storm.simulation.StormResult;
import dev.retryworkbench.core.storm.simulation.StormRun;
import dev.retryworkbench.core.storm.simulation.StormSeries;
import dev.retryworkbench.core.storm.simulation.StormSimulator;
import dev.retryworkbench.core.storm.simulation.StormTrigger;
import dev.retryworkbench.core.storm.simulation.StormVerdict;
import dev.retryworkbench.core.storm.simulation.Strategy;
import dev.retryworkbench.core.storm.simulation.WorkerPool;
import dev.retryworkbench.core.text.Numbers;
import dev.retryworkbench.core.tool.Paragraph;
import java.util.ArrayList;
import java.util.List;

/**
 * The collapse story under the storm simulator's figures, told with the simulated numbers: the threshold,
 * the trigger, the outcome and why, the clients' world, what the dependency does, the other strategies,
 * the waits and the budgets.
 */
public final class StormStory {
    private StormStory() {
    }

    /** Returns the collapse story, told with the simulated numbers: the threshold, the trigger, the outcome, the alternatives. */
    public static List<Paragraph> paragraphs(StormResult result) {
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
        String hedging = hedgingSentence(result);
        if (hedging != null) {
            paragraphs.add(Paragraph.plain(hedging));
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

    /**
     * Says what the innermost layer's hedging did: above which rate the latency passes the hedging delay, or the
     * per-try timeout (Little's law), so every request hedges; the busiest second's attempts against its arrivals;
     * the hedges and retries the budgets refused. Null when it does not hedge.
     */
    public static String hedgingSentence(StormResult result) {
        StormInputs inputs = result.inputs();
        StormHedging hedging = inputs.innermost().hedging();
        if (!hedging.hedges()) {
            return null;
        }
        boolean afterDelay = hedging.kind() == Hedging.DELAY;
        double passed = afterDelay ? hedging.delayMs() : inputs.attemptTimeoutMs();
        Double above = StormSimulator.rateAbove(inputs, passed);
        StringBuilder text = new StringBuilder("Your ").append(inputs.innermost().inSentence())
                .append(afterDelay ? " hedges after " : " hedges at its per-try timeout of ")
                .append(millis(passed)).append(above == null ? "; the latency does not grow with load."
                        : above == 0 ? ", which the base latency passes: every request hedges."
                        : "; above " + rate(above) + " requests per second the latency passes it and every request"
                                + " hedges.");
        StormSeries series = result.run().series();
        int busiest = -1;
        for (int s = 0; s < series.length(); s++) {
            if (series.arriving(s) > 0 && (busiest < 0 || series.attemptsStarted(s) * (double) series.arriving(busiest)
                    > series.attemptsStarted(busiest) * (double) series.arriving(s))) {
                busiest = s;
            }
        }
        if (busiest >= 0) {
            double factor = series.attemptsStarted(busiest) / (double) series.arriving(busiest);
            text.append(factor >= 1.5 ? " Hedging multiplied the load:" : " At most,").append(" in second ")
                    .append(busiest).append(", ").append(series.attemptsStarted(busiest)).append(" attempts for ")
                    .append(series.arriving(busiest)).append(" arriving requests (x").append(Numbers.fixed(factor, 1))
                    .append(").");
        }
        if (inputs.budgeted()) {
            text.append(" The budgets refused ").append(result.run().refusedRetries()).append(" hedges and retries.");
        }
        return text.toString();
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
                            .append(retryAfterEffect(inputs.innermost().policy(), shedding.retryAfterMs()));
                }
                if (inputs.maxAttemptsPerRequest() > 1) {
                    text.append("; with no retries it rejected ")
                            .append(Numbers.grouped(result.row(Strategy.NO_RETRIES).rejected()));
                }
            }
            text.append('.');
        }
        String unlimited = unlimitedSentence(inputs, run.series());
        if (unlimited != null) {
            text.append(unlimited);
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
     * Says that nothing held the attempts in flight back when, with no concurrency limit, more than {@link
     * #SERVER_HOLDS} were in flight at the end of a second and attempts took longer than the timeout on
     * average in some second, and suggests the limit; null otherwise.
     */
    static String unlimitedSentence(StormInputs inputs, StormSeries series) {
        if (inputs.sheds()) {
            return null;
        }
        int peak = 0;
        double slowest = 0;
        for (int s = 0; s < series.length(); s++) {
            peak = Math.max(peak, series.inFlight(s));
            double mean = series.meanServiceMs(s);
            slowest = mean > slowest ? mean : slowest;
        }
        if (peak <= SERVER_HOLDS || slowest <= inputs.attemptTimeoutMs()) {
            return null;
        }
        return "Nothing limits the dependency's concurrency: " + Numbers.grouped(peak) + " attempts were in flight"
                + " at the end of a second, with a mean service time of up to " + millis(slowest) + " behind the "
                + millis(inputs.attemptTimeoutMs()) + " timeout, more than any server holds. Enter a dependency"
                + " concurrency limit to see it shed that load instead.";
    }

    /** More attempts in flight at once than any server holds; beyond it the story suggests a concurrency limit. */
    static final int SERVER_HOLDS = 100_000;

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
        if (!StrategyComparison.hasWaits(inputs)) {
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
        if (trigger.capacityShare() != null && trigger.capacityShare() < 1) {
            text.append(text.length() == 0 ? "" : " ").append("The dependency keeps ")
                    .append(share(trigger.capacityShare())).append(" of its capacity ").append(window)
                    .append(": each attempt's service time is divided by ")
                    .append(Numbers.significantTrimmed(trigger.capacityShare(), 4));
            if (inputs.sheds()) {
                text.append(" and it holds at most ").append(Numbers.grouped(
                        trigger.concurrencyLimitInside(inputs.shedding().dependencyConcurrencyLimit())));
            }
            text.append('.');
        }
        return text.length() == 0 ? null : text.toString();
    }

    /** Says how no retries and each budget fare with the same arrivals and seed. */
    static String alternativesSentence(StormResult result) {
        StringBuilder text = new StringBuilder("The same arrivals and seed under the other strategies: ");
        boolean first = true;
        for (ComparisonRow row : StrategyComparison.rows(result)) {
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
}
