package dev.retryworkbench.core.planner;

import dev.retryworkbench.core.policy.Backoff;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import dev.retryworkbench.core.random.SplitMix64;
import java.util.ArrayList;
import java.util.List;

/**
 * Computes the planner's figures with the spec's formulas, in plain double arithmetic. Powers
 * come from repeated multiplication, never {@link Math#pow}, so every platform gets the same bits
 * and the worked example reproduces the spec's values exactly.
 *
 * <p>Every wait's min, mean and max are exact, but for one figure: the mean of a decorrelated wait,
 * which has no closed form. It is estimated from {@value #DECORRELATED_RUNS} seeded runs of the whole
 * policy, SplitMix64 seeded with {@value #DECORRELATED_SEED} under the PRNG contract, one draw per wait
 * in order, each run starting again from the base delay: wait k of a run is min(cap, base + unit() x
 * (3 x wait k-1 - base)), with wait 0 = base ({@link Backoff#nextDecorrelatedContinuous}), and its mean
 * is the sum over the runs divided by their number. The draws and the sums use + - * / only, so the
 * estimate is the same on the JVM and in every browser, and the same for the same inputs.
 *
 * <p>A Retry-After R puts a floor under every wait: each becomes max(wait, R). Its min and max are
 * max(bound, R), exact under every jitter kind. For a wait uniform on [m, M] (full, equal and
 * proportional jitter) the mean is ((R - m) x R + (M - R) x (R + M) / 2) / (M - m) when m < R < M,
 * unchanged when R <= m and R when R >= M; no jitter waits max(raw, R). A decorrelated run keeps
 * drawing from the policy's own waits (the floor delays the client, not the recurrence), and its
 * mean is estimated from max(wait, R) over the same draws.
 */
public final class Planner {
    /** Added before flooring the safe concurrency, so 6.9999999999 from rounding counts as 7. */
    static final double WHOLE_SLOT_TOLERANCE = 1e-9;
    /** Seeded runs of the policy whose draws estimate the mean of each decorrelated wait. */
    public static final int DECORRELATED_RUNS = 10_000;
    /** The seed of those runs: fixed, so an estimate never changes between edits or platforms. */
    public static final int DECORRELATED_SEED = 0;

    private Planner() {
    }

    /** Computes every figure for {@code inputs}. */
    public static PlannerResult compute(PlannerInputs inputs) {
        double a = inputs.successRate();
        double q = 1 - a;
        int n = inputs.attempts();

        PlannerResult.Schedule schedule = schedule(inputs.retryPolicy(), q, inputs.retryAfterSeconds());

        double attemptsPerRequest = 0;
        double power = 1;
        for (int k = 0; k < n; k++) {
            attemptsPerRequest += power;
            power *= q;
        }
        double exhausted = power;
        double resolvedShare = 1 - exhausted;
        boolean resolves = resolvedShare > 0;

        Provider provider = inputs.provider();
        List<PlannerResult.Ceiling> ceilings = provider.ceilings(inputs);
        // The smallest ceiling binds, the earlier limit on a tie (RPM before TPM, as version 1).
        PlannerResult.Ceiling binding = ceilings.get(0);
        Double rpmCeiling = null;
        Double tpmCeiling = null;
        for (PlannerResult.Ceiling c : ceilings) {
            if (c.perMinute() < binding.perMinute()) {
                binding = c;
            }
            if (c.limit() == BindingLimit.RPM) {
                rpmCeiling = c.perMinute();
            } else if (c.limit() == BindingLimit.TPM) {
                tpmCeiling = c.perMinute();
            }
        }
        double ceiling = binding.perMinute();
        Double headroom = null;
        for (PlannerResult.Ceiling c : ceilings) {
            if (c != binding && (headroom == null || c.perMinute() / ceiling < headroom)) {
                headroom = c.perMinute() / ceiling;
            }
        }
        Double tokens = provider.tokensPerAttempt(inputs);

        double latency = inputs.meanAttemptLatencySeconds();
        double rateConcurrency = ceiling * latency / 60;
        Integer reservation = provider.reservationConcurrency(inputs);
        boolean reserved = reservation != null && reservation < rateConcurrency;
        double safe = reserved ? reservation : rateConcurrency;
        // Requests that cannot be in flight cannot be sent: the reservation caps the rate as the limits do.
        double sustained = reserved ? 60.0 * reservation / latency : ceiling;
        double wholeSlots = Math.floor(safe + WHOLE_SLOT_TOLERANCE);
        Double planned = null;
        Double plannedShare = null;
        double drainRate = sustained;
        if (inputs.plannedConcurrency() != null) {
            double plannedRate = 60.0 * inputs.plannedConcurrency() / latency;
            planned = plannedRate;
            plannedShare = plannedRate / ceiling;
            drainRate = Math.min(plannedRate, sustained);
        }

        double completed = sustained / attemptsPerRequest;
        double resolved = completed * resolvedShare;
        double retryTax = 1 - 1 / attemptsPerRequest;
        Double attemptsPerResolved = resolves ? sustained / resolved : null;

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

        Double tokensFirst = tokens == null ? null : backlog * tokens;
        Double tokensWithRetries = tokens == null || !resolves ? null
                : backlog * tokens * attemptsPerRequest / resolvedShare;

        Double attemptCost = inputs.attemptCost();
        PlannerResult.Cost cost = null;
        if (attemptCost != null) {
            Double resolvedCost = attemptsPerResolved == null ? null : attemptCost * attemptsPerResolved;
            double perHour = drainRate * 60 * attemptCost;
            cost = new PlannerResult.Cost(attemptCost, resolvedCost,
                    resolvedCost == null ? null : resolvedCost - attemptCost, perHour, perHour * retryTax);
        }

        return new PlannerResult(inputs, schedule,
                new PlannerResult.Throughput(attemptsPerRequest, exhausted, completed, resolved, retryTax,
                        attemptsPerResolved),
                new PlannerResult.Quota(ceilings, rpmCeiling, tpmCeiling, ceiling, binding.limit(), headroom, latency,
                        tokens, rateConcurrency, reservation, safe, wholeSlots, sustained, planned, plannedShare),
                new PlannerResult.Drain(drainRate, resolvedDrain, net, drainMinutes, shortfall),
                new PlannerResult.BacklogTokens(tokensFirst, tokensWithRetries), cost);
    }

    /**
     * Builds the n - 1 waits of {@code policy} with their bounds, and what they add up to; {@code failure}
     * is the chance one attempt fails, so wait i is incurred with probability failure^i, and
     * {@code retryAfter}, when not null, is the floor under every wait.
     */
    static PlannerResult.Schedule schedule(RetryPolicy policy, double failure, Double retryAfter) {
        Backoff backoff = Backoff.inSeconds(policy);
        // Without a wait there is nothing to estimate.
        boolean estimated = policy.jitter() == Jitter.DECORRELATED && policy.retries();
        double floor = retryAfter == null ? 0 : retryAfter;
        double[] estimates = estimated ? decorrelatedMeans(backoff, floor) : null;
        double cumulative = 0;
        double worst = 0;
        double expectedWait = 0;
        double failAll = 1;
        List<PlannerResult.Wait> rows = new ArrayList<>(backoff.count());
        for (int i = 1; i <= backoff.count(); i++) {
            double min = backoff.min(i);
            double max = backoff.max(i);
            double mean = estimated ? estimates[i - 1] : backoff.mean(i);
            if (retryAfter != null) {
                mean = estimated ? mean : flooredMean(min, mean, max, floor);
                min = Math.max(min, floor);
                max = Math.max(max, floor);
            }
            cumulative += mean;
            worst += max;
            failAll *= failure;
            expectedWait += mean * failAll;
            rows.add(new PlannerResult.Wait(i, backoff.raw(i), min, mean, max, cumulative));
        }
        return new PlannerResult.Schedule(rows, cumulative, worst, expectedWait, estimated);
    }

    /**
     * Returns the mean of max(W, floor) for a wait W uniform on [low, high] whose mean is {@code mean}:
     * unchanged when the floor is at or below low, the floor at or above high, and between them
     * ((floor - low) x floor + (high - floor) x (floor + high) / 2) / (high - low).
     */
    static double flooredMean(double low, double mean, double high, double floor) {
        if (floor <= low) {
            return mean;
        }
        if (floor >= high) {
            return floor;
        }
        return ((floor - low) * floor + (high - floor) * (floor + high) / 2) / (high - low);
    }

    /**
     * Estimates the mean of max(wait, floor) for each decorrelated wait from {@link #DECORRELATED_RUNS}
     * seeded runs of the policy (see the class comment).
     */
    static double[] decorrelatedMeans(Backoff backoff, double floor) {
        int waits = backoff.count();
        double[] sums = new double[waits];
        SplitMix64 random = new SplitMix64(DECORRELATED_SEED);
        double initial = backoff.policy().initial();
        for (int run = 0; run < DECORRELATED_RUNS; run++) {
            double previous = initial;
            for (int k = 0; k < waits; k++) {
                double wait = backoff.nextDecorrelatedContinuous(previous, random);
                sums[k] += Math.max(wait, floor);
                previous = wait;
            }
        }
        for (int k = 0; k < waits; k++) {
            // Rounding in the sum could carry a mean a hair past its exact bounds: keep it within them.
            double low = Math.max(backoff.min(k + 1), floor);
            double high = Math.max(backoff.max(k + 1), floor);
            sums[k] = Math.min(high, Math.max(low, sums[k] / DECORRELATED_RUNS));
        }
        return sums;
    }
}
