package dev.retryworkbench.core.storm.simulation;

import java.util.ArrayList;
import java.util.List;

/**
 * What the simulated numbers say happened, decided once from the entered run, the comparison rows and
 * Little's law, so that the headline, the story, the warnings and the Markdown summary cannot say
 * different things. Every sentence about the outcome reads these rules:
 *
 * <ul>
 * <li>The dependency was <em>overloaded before the trigger</em> when the normal rate alone is past
 * Little's-law threshold, or when at least {@value #UNHEALTHY_FOR_OVERLOAD} of the last {@value
 * #SECONDS_BEFORE} whole seconds before the trigger's start are unhealthy (one, when only one is
 * judged). Not recovering then is overload, not a metastable failure. A single unhealthy second is
 * not yet overload (at low rates the healthy-second rule is noisy); the story says "mostly healthy".
 * <li>A failure to recover is <em>metastable</em> (the retries keep it down) only when the dependency
 * was healthy before the trigger, the entered policy retries, and the no-retries row recovers.
 * <li>A budget removes it only when its own row recovers.
 * <li>When the trigger ends fewer than {@value StormSeries#HEALTHY_RUN} whole seconds before the
 * arrivals stop, no run can show a recovery, so none is blamed for not showing one.
 * </ul>
 */
public final class StormVerdict {
    /** How many whole seconds before the trigger's start tell whether the dependency was healthy then. */
    public static final int SECONDS_BEFORE = 5;
    /** How many of them must be unhealthy to call it overloaded before the trigger. */
    public static final int UNHEALTHY_FOR_OVERLOAD = 2;

    /** The outcome of the entered run, each told in its own words. */
    public enum Outcome {
        /** Five healthy seconds after the trigger, before the arrivals stopped. */
        RECOVERED,
        /** Not recovered, and already overloaded before the trigger: overload, not a metastable failure. */
        OVERLOADED,
        /** Not recovered though healthy before the trigger, while the no-retries row recovers. */
        METASTABLE,
        /** Not recovered though healthy before the trigger, and not without retries either. */
        STAYS_DOWN,
        /** The trigger ends too close to the arrivals stop for any run to show five healthy seconds. */
        NO_TIME_TO_RECOVER
    }

    private final StormResult result;
    private final boolean rateAloneOverloads;
    private final int secondsJudged;
    private final int unhealthyBefore;
    private final boolean recoveryPossible;
    private final Outcome outcome;
    private final List<ComparisonRow> budgetsRecovering = new ArrayList<>();
    private final List<ComparisonRow> budgetsNotRecovering = new ArrayList<>();

    private StormVerdict(StormResult result) {
        this.result = result;
        StormInputs inputs = result.inputs();
        Double threshold = result.timeoutRateThreshold();
        rateAloneOverloads = threshold != null && inputs.requestsPerSecond() > threshold;
        StormSeries series = result.run().series();
        int start = (int) Math.min(Math.floor(inputs.trigger().startSeconds()), series.length());
        int from = Math.max(0, start - SECONDS_BEFORE);
        int unhealthy = 0;
        for (int s = from; s < start; s++) {
            unhealthy += series.healthy(s) ? 0 : 1;
        }
        secondsJudged = start - from;
        unhealthyBefore = unhealthy;
        recoveryPossible = Math.ceil(inputs.trigger().endSeconds()) + StormSeries.HEALTHY_RUN
                <= inputs.arrivalsStopSeconds();
        for (ComparisonRow row : result.comparison()) {
            if (row.strategy().budget() != null) {
                (row.recoverySeconds() != null ? budgetsRecovering : budgetsNotRecovering).add(row);
            }
        }
        if (result.run().recovered()) {
            outcome = Outcome.RECOVERED;
        } else if (overloadedBeforeTrigger()) {
            outcome = Outcome.OVERLOADED;
        } else if (!recoveryPossible) {
            outcome = Outcome.NO_TIME_TO_RECOVER;
        } else if (retries() && result.row(Strategy.NO_RETRIES).recoverySeconds() != null) {
            outcome = Outcome.METASTABLE;
        } else {
            outcome = Outcome.STAYS_DOWN;
        }
    }

    /** Returns the verdict on {@code result}. */
    public static StormVerdict of(StormResult result) {
        return new StormVerdict(result);
    }

    public Outcome outcome() {
        return outcome;
    }

    /** Returns true when the normal request rate alone is past Little's-law threshold (or any rate is). */
    public boolean rateAloneOverloads() {
        return rateAloneOverloads;
    }

    /** Returns how many whole seconds before the trigger's start were judged (up to {@value #SECONDS_BEFORE}). */
    public int secondsJudgedBeforeTrigger() {
        return secondsJudged;
    }

    /** Returns how many of the judged seconds before the trigger were unhealthy. */
    public int unhealthySecondsBeforeTrigger() {
        return unhealthyBefore;
    }

    /** Returns true when the normal rate alone overloads the dependency or enough seconds before the trigger are unhealthy. */
    public boolean overloadedBeforeTrigger() {
        return rateAloneOverloads || unhealthyBeforeOverloads();
    }

    /** Returns true when enough seconds before the trigger are unhealthy to call it overload. */
    public boolean unhealthyBeforeOverloads() {
        return secondsJudged > 0 && unhealthyBefore >= Math.min(UNHEALTHY_FOR_OVERLOAD, secondsJudged);
    }

    /** Returns true when five healthy seconds fit between the trigger's end and the arrivals stop. */
    public boolean recoveryPossible() {
        return recoveryPossible;
    }

    /** Returns true when the entered policy can make more than one attempt per request. */
    public boolean retries() {
        return result.inputs().maxAttemptsPerRequest() > 1;
    }

    /** Returns the no-retries row. */
    public ComparisonRow noRetries() {
        return result.row(Strategy.NO_RETRIES);
    }

    /** Returns the budget rows that recover, in the table's order. */
    public List<ComparisonRow> budgetsRecovering() {
        return List.copyOf(budgetsRecovering);
    }

    /** Returns the budget rows that do not recover, in the table's order. */
    public List<ComparisonRow> budgetsNotRecovering() {
        return List.copyOf(budgetsNotRecovering);
    }
}
