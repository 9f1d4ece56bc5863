package dev.retryworkbench.core.planner;

import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import java.util.Objects;

/**
 * The planner's inputs, checked at construction with the fields of {@link PlannerFields}. Component
 * names match the worksheet file's input fields. Optional inputs are null when not entered.
 *
 * @param baseDelaySeconds      raw wait before the first retry
 * @param multiplier            factor between consecutive raw waits
 * @param maxDelaySeconds       cap on every raw wait, at least the base delay
 * @param attempts              attempt cap, including the first attempt
 * @param jitter                how each raw wait is randomised
 * @param rpmLimit              attempts per minute, or null when there is no request limit
 * @param tpmLimit              tokens per minute, or null when there is no token limit
 * @param tokensPerAttempt      tokens one attempt consumes; required with a TPM limit, otherwise may be null
 * @param attemptLatencySeconds how long one attempt takes
 * @param plannedConcurrency    requests planned in flight, or null without a plan
 * @param successRate           per-attempt success rate as a share from 0 to 1 (the form takes a percentage)
 * @param arrivalPerMinute      new requests joining the queue each minute
 * @param backlog               requests already queued, a whole number
 */
public record PlannerInputs(double baseDelaySeconds, double multiplier, double maxDelaySeconds, int attempts,
        Jitter jitter, Double rpmLimit, Double tpmLimit, Double tokensPerAttempt, double attemptLatencySeconds,
        Integer plannedConcurrency, double successRate, double arrivalPerMinute, double backlog) {

    /**
     * Checks every value; throws {@link IllegalArgumentException} with the form's message. The
     * success rate is checked as the percentage the form shows, so a share of 1.5 reads as 150.
     */
    public PlannerInputs {
        PlannerFields.BASE_DELAY.require(baseDelaySeconds);
        PlannerFields.MULTIPLIER.require(multiplier);
        PlannerFields.MAX_DELAY.require(maxDelaySeconds);
        PlannerFields.ATTEMPTS.require(attempts);
        Objects.requireNonNull(jitter, "jitter");
        if (rpmLimit != null) {
            PlannerFields.RPM.require(rpmLimit);
        }
        if (tpmLimit != null) {
            PlannerFields.TPM.require(tpmLimit);
        }
        if (tokensPerAttempt != null) {
            PlannerFields.TOKENS.require(tokensPerAttempt);
        }
        PlannerFields.LATENCY.require(attemptLatencySeconds);
        if (plannedConcurrency != null) {
            PlannerFields.CONCURRENCY.require(plannedConcurrency);
        }
        PlannerFields.SUCCESS_RATE.require(successRate * 100);
        PlannerFields.ARRIVALS.require(arrivalPerMinute);
        PlannerFields.BACKLOG.require(backlog);
        if (rpmLimit == null && tpmLimit == null) {
            throw new IllegalArgumentException(PlannerFields.noLimitMessage());
        }
        if (tpmLimit != null && tokensPerAttempt == null) {
            throw new IllegalArgumentException(PlannerFields.tokensRequiredMessage(tpmLimit));
        }
        if (maxDelaySeconds < baseDelaySeconds) {
            throw new IllegalArgumentException(PlannerFields.maxBelowBaseMessage(baseDelaySeconds, maxDelaySeconds));
        }
    }

    /** Returns the backoff schedule's policy, in seconds. */
    public RetryPolicy retryPolicy() {
        return RetryPolicy.exponential(attempts, baseDelaySeconds, maxDelaySeconds, multiplier, jitter);
    }

    private static final PlannerInputs WORKED_EXAMPLE = workedExample();

    /** Returns the spec's worked example, the values the form starts with. */
    public static PlannerInputs workedExample() {
        return PlannerFields.inputs(FormReading.read(PlannerFields.form(), FormReading.defaults(PlannerFields.form())));
    }

    /** Returns true when these inputs are exactly the worked example. */
    public boolean isWorkedExample() {
        // Component by component, not the record's equals: its generated code would add to the page's
        // script. The worked example has no zero or NaN, where == and equals could disagree.
        PlannerInputs w = WORKED_EXAMPLE;
        return baseDelaySeconds == w.baseDelaySeconds && multiplier == w.multiplier
                && maxDelaySeconds == w.maxDelaySeconds && attempts == w.attempts && jitter == w.jitter
                && same(rpmLimit, w.rpmLimit) && same(tpmLimit, w.tpmLimit)
                && same(tokensPerAttempt, w.tokensPerAttempt) && attemptLatencySeconds == w.attemptLatencySeconds
                && (plannedConcurrency == null ? w.plannedConcurrency == null : w.plannedConcurrency != null
                        && plannedConcurrency.intValue() == w.plannedConcurrency.intValue())
                && successRate == w.successRate && arrivalPerMinute == w.arrivalPerMinute && backlog == w.backlog;
    }

    private static boolean same(Double a, Double b) {
        return a == null ? b == null : b != null && a.doubleValue() == b.doubleValue();
    }
}
