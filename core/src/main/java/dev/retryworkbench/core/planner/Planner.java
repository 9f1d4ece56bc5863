package dev.retryworkbench.core.planner;

import dev.retryworkbench.core.Jitter;
import java.util.ArrayList;
import java.util.List;

/**
 * Computes the planner's figures with the spec's formulas, in plain double arithmetic. Powers
 * come from repeated multiplication, never {@link Math#pow}, so every platform gets the same bits
 * and the worked example reproduces the spec's values exactly.
 */
public final class Planner {
    /** Added before flooring the safe concurrency, so 6.9999999999 from rounding counts as 7. */
    static final double WHOLE_SLOT_TOLERANCE = 1e-9;

    private Planner() {
    }

    /** Computes every figure for {@code inputs}. */
    public static PlannerResult compute(PlannerInputs inputs) {
        double a = inputs.successRate();
        double q = 1 - a;
        int n = inputs.attempts();

        List<PlannerResult.ScheduleRow> schedule = schedule(inputs);
        double worst = 0;
        double totalMean = 0;
        double expectedWait = 0;
        double failAll = 1;
        for (PlannerResult.ScheduleRow row : schedule) {
            worst += row.rawSeconds();
            totalMean = row.cumulativeMeanSeconds();
            // Wait i happens only when the first i attempts all failed: probability (1-a)^i.
            failAll *= q;
            expectedWait += row.meanSeconds() * failAll;
        }

        double attemptsPerRequest = 0;
        double power = 1;
        for (int k = 0; k < n; k++) {
            attemptsPerRequest += power;
            power *= q;
        }
        double exhausted = power;
        double resolvedShare = 1 - exhausted;
        boolean resolves = resolvedShare > 0;

        Double rpmCeiling = inputs.rpmLimit();
        Double tpmCeiling = inputs.tpmLimit() == null ? null : inputs.tpmLimit() / inputs.tokensPerAttempt();
        double ceiling;
        String binding;
        Double headroom;
        if (rpmCeiling != null && tpmCeiling != null) {
            boolean rpmBinds = rpmCeiling <= tpmCeiling;
            ceiling = rpmBinds ? rpmCeiling : tpmCeiling;
            binding = rpmBinds ? "rpm" : "tpm";
            headroom = (rpmBinds ? tpmCeiling : rpmCeiling) / ceiling;
        } else if (rpmCeiling != null) {
            ceiling = rpmCeiling;
            binding = "rpm";
            headroom = null;
        } else {
            ceiling = tpmCeiling;
            binding = "tpm";
            headroom = null;
        }

        double latency = inputs.attemptLatencySeconds();
        double safe = ceiling * latency / 60;
        double wholeSlots = Math.floor(safe + WHOLE_SLOT_TOLERANCE);
        Double planned = null;
        Double plannedShare = null;
        double drainRate = ceiling;
        if (inputs.plannedConcurrency() != null) {
            double plannedRate = 60.0 * inputs.plannedConcurrency() / latency;
            planned = plannedRate;
            plannedShare = plannedRate / ceiling;
            drainRate = Math.min(plannedRate, ceiling);
        }

        double completed = ceiling / attemptsPerRequest;
        double resolved = completed * resolvedShare;
        double retryTax = 1 - 1 / attemptsPerRequest;
        Double attemptsPerResolved = resolves ? ceiling / resolved : null;

        double resolvedDrain = drainRate / attemptsPerRequest * resolvedShare;
        double arrivals = inputs.arrivalPerMinute();
        double net = resolvedDrain - arrivals;
        double backlog = inputs.backlog();
        Double drainMinutes;
        Double shortfall;
        if (net > 0) {
            drainMinutes = backlog / net;
            shortfall = null;
        } else if (net == 0 && backlog == 0) {
            // Nothing queued and arrivals leave as fast as they come: the queue stays empty.
            drainMinutes = 0.0;
            shortfall = null;
        } else {
            drainMinutes = null;
            shortfall = arrivals - resolvedDrain;
        }

        Double tokens = inputs.tokensPerAttempt();
        Double tokensFirst = tokens == null ? null : backlog * tokens;
        Double tokensWithRetries = tokens == null || !resolves ? null
                : backlog * tokens * attemptsPerRequest / resolvedShare;

        return new PlannerResult(inputs, schedule, totalMean, worst, expectedWait, attemptsPerRequest, exhausted,
                rpmCeiling, tpmCeiling, ceiling, binding, headroom, safe, wholeSlots, planned, plannedShare,
                completed, resolved, retryTax, attemptsPerResolved, drainRate, resolvedDrain, net, drainMinutes,
                shortfall, tokensFirst, tokensWithRetries);
    }

    /** Builds the n - 1 waits: raw_i = min(cap, base x multiplier^(i-1)) with the jitter's exact bounds. */
    static List<PlannerResult.ScheduleRow> schedule(PlannerInputs inputs) {
        int waits = inputs.attempts() - 1;
        double cap = inputs.maxDelaySeconds();
        double uncapped = inputs.baseDelaySeconds();
        double cumulative = 0;
        List<PlannerResult.ScheduleRow> rows = new ArrayList<>(waits);
        for (int i = 1; i <= waits; i++) {
            double raw = uncapped < cap ? uncapped : cap;
            double min;
            double mean;
            // Comparisons, not a switch on the enum: TeaVM compiles such a switch to an extra lookup class.
            if (inputs.jitter() == Jitter.FULL) {
                min = 0;
                mean = raw / 2;
            } else if (inputs.jitter() == Jitter.EQUAL) {
                min = raw / 2;
                mean = raw * 0.75;
            } else {
                min = raw;
                mean = raw;
            }
            cumulative += mean;
            rows.add(new PlannerResult.ScheduleRow(i, raw, min, mean, raw, cumulative));
            // Once at the cap the raw wait no longer grows, so multiplying further could only overflow.
            if (uncapped < cap) {
                uncapped *= inputs.multiplier();
            }
        }
        return rows;
    }
}
