package dev.retryworkbench.core.planner;

import java.util.List;
import java.util.Objects;

/**
 * Every figure the planner computes, at full double precision. Names match the worksheet file's
 * result fields; a figure that does not exist for the inputs is null.
 *
 * @param inputs                       the inputs these figures were computed from
 * @param schedule                     one row per wait, before attempts 2 to n; empty with an attempt cap of 1
 * @param totalMeanWaitSeconds         sum of the mean waits: the expected wait when every attempt fails
 * @param worstWaitSeconds             sum of the raw waits
 * @param expectedWaitToResolveSeconds sum of each mean wait weighted by the chance it is incurred
 * @param attemptsPerRequest           expected attempts one logical request makes (E)
 * @param exhaustedShare               share of requests whose every attempt fails
 * @param rpmCeilingPerMinute          attempts per minute the RPM limit allows, or null without one
 * @param tpmCeilingPerMinute          attempts per minute the TPM limit allows, or null without one
 * @param ceilingPerMinute             attempts per minute the quota allows (C)
 * @param bindingLimit                 "rpm" or "tpm": the limit that sets the ceiling ("rpm" when both allow the same)
 * @param headroomRatio                the other limit's ceiling over the binding one, or null with one limit
 * @param safeConcurrency              attempts in flight the ceiling sustains at the attempt latency
 * @param wholeSlots                   whole concurrent slots: the floor of safeConcurrency after adding 1e-9
 * @param plannedAttemptsPerMinute     attempt rate the planned concurrency implies, or null without a plan
 * @param plannedShareOfCeiling        that rate over the ceiling, or null without a plan
 * @param completedPerMinute           logical requests that finish their attempts each minute at the ceiling
 * @param resolvedPerMinute            logical requests that succeed each minute at the ceiling
 * @param retryTax                     share of the quota spent on retries
 * @param attemptsPerResolved          attempts spent per resolved request, or null when nothing resolves
 * @param drainAttemptsPerMinute       attempt rate the backlog drains at: the plan's rate capped at the ceiling
 * @param resolvedDrainPerMinute       requests leaving the queue each minute at that rate
 * @param netDrainPerMinute            resolved drain rate minus arrivals
 * @param drainMinutes                 minutes until the backlog clears, or null when the queue never clears
 * @param drainShortfallPerMinute      arrivals minus the resolved drain rate when the queue never clears, else null
 * @param backlogTokensFirstAttempts   tokens the backlog's first attempts consume, or null without a token cost
 * @param backlogTokensWithRetries     expected tokens including retries until every request resolves, or null
 *                                     without a token cost or when nothing resolves
 */
public record PlannerResult(PlannerInputs inputs, List<ScheduleRow> schedule, double totalMeanWaitSeconds,
        double worstWaitSeconds, double expectedWaitToResolveSeconds, double attemptsPerRequest, double exhaustedShare,
        Double rpmCeilingPerMinute, Double tpmCeilingPerMinute, double ceilingPerMinute, String bindingLimit,
        Double headroomRatio, double safeConcurrency, double wholeSlots, Double plannedAttemptsPerMinute,
        Double plannedShareOfCeiling, double completedPerMinute, double resolvedPerMinute, double retryTax,
        Double attemptsPerResolved, double drainAttemptsPerMinute, double resolvedDrainPerMinute,
        double netDrainPerMinute, Double drainMinutes, Double drainShortfallPerMinute,
        Double backlogTokensFirstAttempts, Double backlogTokensWithRetries) {

    /** Creates a result; the schedule is copied. */
    public PlannerResult {
        Objects.requireNonNull(inputs, "inputs");
        Objects.requireNonNull(bindingLimit, "bindingLimit");
        schedule = List.copyOf(schedule);
    }

    /**
     * One wait of the schedule: the wait after attempt {@code attempt}, before the next one.
     *
     * @param attempt               the attempt this wait follows, from 1 to n - 1
     * @param rawSeconds            min(cap, base x multiplier^(attempt - 1))
     * @param minSeconds            the shortest possible wait under the jitter
     * @param meanSeconds           the expected wait under the jitter
     * @param maxSeconds            the longest possible wait under the jitter
     * @param cumulativeMeanSeconds the sum of the means up to and including this wait
     */
    public record ScheduleRow(int attempt, double rawSeconds, double minSeconds, double meanSeconds, double maxSeconds,
            double cumulativeMeanSeconds) {
    }

    /** Returns true when some requests resolve, so the resolved-rate figures are not zero. */
    public boolean anyResolve() {
        return attemptsPerResolved != null;
    }

    /** Returns true when both an RPM and a TPM limit were entered, so one binds against the other. */
    public boolean bothLimits() {
        return headroomRatio != null;
    }
}
