package dev.retryworkbench.core.planner;

import dev.retryworkbench.core.policy.Backoff;
import dev.retryworkbench.core.policy.RetryPolicy;
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

        PlannerResult.Schedule schedule = schedule(inputs.retryPolicy(), q);

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
        BindingLimit binding;
        Double headroom;
        if (rpmCeiling != null && tpmCeiling != null) {
            boolean rpmBinds = rpmCeiling <= tpmCeiling;
            ceiling = rpmBinds ? rpmCeiling : tpmCeiling;
            binding = rpmBinds ? BindingLimit.RPM : BindingLimit.TPM;
            headroom = (rpmBinds ? tpmCeiling : rpmCeiling) / ceiling;
        } else if (rpmCeiling != null) {
            ceiling = rpmCeiling;
            binding = BindingLimit.RPM;
            headroom = null;
        } else {
            ceiling = tpmCeiling;
            binding = BindingLimit.TPM;
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

        return new PlannerResult(inputs, schedule,
                new PlannerResult.Throughput(attemptsPerRequest, exhausted, completed, resolved, retryTax,
                        attemptsPerResolved),
                new PlannerResult.Quota(rpmCeiling, tpmCeiling, ceiling, binding, headroom, safe, wholeSlots, planned,
                        plannedShare),
                new PlannerResult.Drain(drainRate, resolvedDrain, net, drainMinutes, shortfall),
                new PlannerResult.BacklogTokens(tokensFirst, tokensWithRetries));
    }

    /**
     * Builds the n - 1 waits of {@code policy} with the jitter's exact bounds, and what they add up to;
     * {@code failure} is the chance one attempt fails, so wait i is incurred with probability failure^i.
     */
    static PlannerResult.Schedule schedule(RetryPolicy policy, double failure) {
        Backoff backoff = Backoff.inSeconds(policy);
        double cumulative = 0;
        double worst = 0;
        double expectedWait = 0;
        double failAll = 1;
        List<PlannerResult.Wait> rows = new ArrayList<>(backoff.count());
        for (int i = 1; i <= backoff.count(); i++) {
            double raw = backoff.raw(i);
            double mean = backoff.mean(i);
            double max = backoff.max(i);
            cumulative += mean;
            worst += max;
            failAll *= failure;
            expectedWait += mean * failAll;
            rows.add(new PlannerResult.Wait(i, raw, backoff.min(i), mean, max, cumulative));
        }
        return new PlannerResult.Schedule(rows, cumulative, worst, expectedWait);
    }
}
