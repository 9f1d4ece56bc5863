package dev.retryworkbench.core.planner;

import java.util.List;
import java.util.Objects;

/**
 * Every figure the planner computes, at full double precision, in five named parts. Component names
 * match the worksheet file's result fields; a figure that does not exist for the inputs is null.
 *
 * @param inputs     the inputs these figures were computed from
 * @param schedule   the waits between attempts and what they add up to
 * @param throughput how many attempts a request makes and how many requests the ceiling resolves
 * @param quota      the attempt ceiling the provider's limits allow and the concurrency it sustains
 * @param drain      how fast the backlog drains, or by how much it grows
 * @param tokens     the tokens the backlog consumes
 * @param cost       what the requests cost at the prices entered, or null without prices
 */
public record PlannerResult(PlannerInputs inputs, Schedule schedule, Throughput throughput, Quota quota,
        Drain drain, BacklogTokens tokens, Cost cost) {

    /** Creates a result; every part is required. */
    public PlannerResult {
        Objects.requireNonNull(inputs, "inputs");
        Objects.requireNonNull(schedule, "schedule");
        Objects.requireNonNull(throughput, "throughput");
        Objects.requireNonNull(quota, "quota");
        Objects.requireNonNull(drain, "drain");
        Objects.requireNonNull(tokens, "tokens");
    }

    /**
     * The waits between attempts.
     *
     * @param waits                        one row per wait, before attempts 2 to n; empty with an attempt cap of 1
     * @param totalMeanWaitSeconds         sum of the mean waits: the expected wait when every attempt fails
     * @param worstWaitSeconds             sum of the longest waits
     * @param expectedWaitToResolveSeconds sum of each mean wait weighted by the chance it is incurred
     * @param meanIsEstimate               true when the means are estimated from seeded draws (decorrelated
     *                                     jitter), so every figure built on them is an estimate too
     */
    public record Schedule(List<Wait> waits, double totalMeanWaitSeconds, double worstWaitSeconds,
            double expectedWaitToResolveSeconds, boolean meanIsEstimate) {
        /** Creates a schedule; the waits are copied. */
        public Schedule {
            waits = List.copyOf(waits);
        }
    }

    /**
     * One wait of the schedule: the wait after attempt {@code attempt}, before the next one.
     *
     * @param attempt               the attempt this wait follows, from 1 to n - 1
     * @param rawSeconds            min(cap, base x multiplier^(attempt - 1)); under decorrelated jitter its
     *                              largest draw, min(cap, base x 3^attempt)
     * @param minSeconds            the shortest possible wait under the jitter and the Retry-After
     * @param meanSeconds           the expected wait under the jitter and the Retry-After
     * @param maxSeconds            the longest possible wait under the jitter and the Retry-After
     * @param cumulativeMeanSeconds the sum of the means up to and including this wait
     */
    public record Wait(int attempt, double rawSeconds, double minSeconds, double meanSeconds, double maxSeconds,
            double cumulativeMeanSeconds) {
    }

    /**
     * What the attempt cap and success rate make of each request, at the ceiling.
     *
     * @param attemptsPerRequest  expected attempts one logical request makes (E)
     * @param exhaustedShare      share of requests whose every attempt fails
     * @param completedPerMinute  logical requests that finish their attempts each minute at the ceiling
     * @param resolvedPerMinute   logical requests that succeed each minute at the ceiling
     * @param retryTax            share of the quota spent on retries
     * @param attemptsPerResolved attempts spent per resolved request, or null when nothing resolves
     */
    public record Throughput(double attemptsPerRequest, double exhaustedShare, double completedPerMinute,
            double resolvedPerMinute, double retryTax, Double attemptsPerResolved) {
        /** Returns true when some requests resolve, so the resolved-rate figures are not zero. */
        public boolean anyResolve() {
            return attemptsPerResolved != null;
        }
    }

    /**
     * The attempt ceiling the provider's limits allow, and the concurrency it sustains.
     *
     * @param ceilings                 one per limit entered, in the order rpm, tpm, itpm, otpm, rpd: the attempts a
     *                                 minute that limit alone allows
     * @param rpmCeilingPerMinute      attempts per minute the RPM limit allows, or null without one
     * @param tpmCeilingPerMinute      attempts per minute the TPM limit allows, or null without one
     * @param ceilingPerMinute         attempts per minute the quota allows (C)
     * @param bindingLimit             the limit that sets the ceiling (RPM when both allow the same)
     * @param headroomRatio            the other limit's ceiling over the binding one, or null with one limit
     * @param meanAttemptLatencySeconds how long an attempt takes on average, 429s included
     * @param meanTokensPerAttempt     tokens an attempt counts against TPM on average, 429s included, or null
     *                                 without a token cost
     * @param rateConcurrency          attempts in flight the ceiling sustains at the mean attempt latency (Little's
     *                                 law): C x latency / 60
     * @param reservationConcurrency   requests that fit in flight at once while each holds its max_tokens of
     *                                 OTPM, floor(otpmLimit / maxTokens), or null where that does not apply
     * @param safeConcurrency          the smaller of rateConcurrency and reservationConcurrency
     * @param sustainedPerMinute       the attempt rate the safe concurrency sustains: the ceiling, or 60 x
     *                                 reservationConcurrency / latency when the reservation binds
     * @param wholeSlots               whole concurrent slots: the floor of safeConcurrency after adding 1e-9
     * @param plannedAttemptsPerMinute attempt rate the planned concurrency implies, or null without a plan
     * @param plannedShareOfCeiling    that rate over the ceiling, or null without a plan
     */
    public record Quota(List<Ceiling> ceilings, Double rpmCeilingPerMinute, Double tpmCeilingPerMinute,
            double ceilingPerMinute, BindingLimit bindingLimit, Double headroomRatio, double meanAttemptLatencySeconds,
            Double meanTokensPerAttempt, double rateConcurrency, Integer reservationConcurrency,
            double safeConcurrency, double wholeSlots, double sustainedPerMinute, Double plannedAttemptsPerMinute,
            Double plannedShareOfCeiling) {
        /** Creates the quota figures; the binding limit is required, the ceilings copied. */
        public Quota {
            Objects.requireNonNull(bindingLimit, "bindingLimit");
            ceilings = List.copyOf(ceilings);
        }

        /** Returns true when the max_tokens held in flight, not the rate, limits the concurrency. */
        public boolean reservationBinds() {
            return reservationConcurrency != null && reservationConcurrency < rateConcurrency;
        }

        /** Returns true when both an RPM and a TPM limit were entered, so one binds against the other. */
        public boolean bothLimits() {
            return headroomRatio != null;
        }
    }

    /**
     * The attempts a minute one limit alone allows.
     *
     * @param limit     the limit
     * @param perMinute the limit over what one attempt counts against it
     */
    public record Ceiling(BindingLimit limit, double perMinute) {
        /** Creates a ceiling; the limit is required. */
        public Ceiling {
            Objects.requireNonNull(limit, "limit");
        }
    }

    /**
     * How the backlog drains.
     *
     * @param drainAttemptsPerMinute  attempt rate the backlog drains at: the plan's rate capped at the ceiling
     * @param resolvedDrainPerMinute  requests leaving the queue each minute at that rate
     * @param netDrainPerMinute       resolved drain rate minus arrivals
     * @param drainMinutes            minutes until the backlog clears, or null when the queue never clears
     * @param drainShortfallPerMinute arrivals minus the resolved drain rate when the queue never clears, else null
     */
    public record Drain(double drainAttemptsPerMinute, double resolvedDrainPerMinute, double netDrainPerMinute,
            Double drainMinutes, Double drainShortfallPerMinute) {
    }

    /**
     * The tokens the backlog consumes.
     *
     * @param backlogTokensFirstAttempts tokens the backlog's first attempts consume, or null without a token cost
     * @param backlogTokensWithRetries   expected tokens including retries until every request resolves, or null
     *                                   without a token cost or when nothing resolves
     */
    public record BacklogTokens(Double backlogTokensFirstAttempts, Double backlogTokensWithRetries) {
    }

    /**
     * What the requests cost at the prices entered; every attempt costs its tokens, as the backlog's tokens count
     * them.
     *
     * @param attemptCost        one attempt's input and output tokens at their prices
     * @param resolvedCost       a resolved request with its attempts: attemptCost x attempts per resolved request,
     *                           or null when nothing resolves
     * @param retriesPerResolved what the retries add to a resolved request: resolvedCost - attemptCost, or null
     * @param perHour            an hour at the drain's rate: attempts per minute x 60 x attemptCost
     * @param retriesPerHour     the retries' part of it: perHour x the retry tax
     */
    public record Cost(double attemptCost, Double resolvedCost, Double retriesPerResolved, double perHour,
            double retriesPerHour) {
    }
}
