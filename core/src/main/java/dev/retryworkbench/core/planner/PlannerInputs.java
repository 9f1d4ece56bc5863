package dev.retryworkbench.core.planner;

import dev.retryworkbench.core.form.FieldError;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.policy.BackoffShape;
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
 * @param jitterLow             lower factor of proportional jitter
 * @param jitterHigh            upper factor of proportional jitter, at least the lower one
 * @param rateLimitedLatencySeconds how long an attempt that gets a 429 takes, or null for the attempt latency
 * @param tokensChargedOn429    share from 0 to 1 of the tokens per attempt a 429 is charged, or null for all of them
 * @param retryAfterSeconds     the Retry-After sent with each 429, a floor under every wait, or null for none
 * @param provider              whose accounting the limits follow; generic is version 1's
 * @param inputTokens           input tokens one request sends, or null (the providers other than generic)
 * @param outputTokens          output tokens one request produces, or null
 * @param maxTokens             the max_tokens one request sets, at least the output tokens, or null
 * @param cachedInputShare      share from 0 to 1 of the input tokens read from the cache, or null for none
 * @param itpmLimit             input tokens per minute (Anthropic), or null
 * @param otpmLimit             output tokens per minute (Anthropic), or null
 * @param rpdLimit              requests per day (OpenAI, Gemini), or null
 * @param otpmHoldsMaxTokens    true when a request holds its max_tokens of OTPM while in flight (Anthropic)
 * @param inputPricePerMillion  what a million input tokens cost, or null (the providers other than generic)
 * @param outputPricePerMillion what a million output tokens cost, or null
 * @param cachedInputPricePerMillion what a million input tokens read from the cache cost, or null for the input price
 * @param cacheWriteShare       share from 0 to 1 of the input tokens written to the cache, or null for none; with
 *                              the cached share at most 1
 * @param cacheWritePricePerMillion what a million input tokens written to the cache cost, or null for the input price
 */
public record PlannerInputs(double baseDelaySeconds, double multiplier, double maxDelaySeconds, int attempts,
        Jitter jitter, Double rpmLimit, Double tpmLimit, Double tokensPerAttempt, double attemptLatencySeconds,
        Integer plannedConcurrency, double successRate, double arrivalPerMinute, double backlog, double jitterLow,
        double jitterHigh, Double rateLimitedLatencySeconds, Double tokensChargedOn429, Double retryAfterSeconds,
        Provider provider, Double inputTokens, Double outputTokens, Double maxTokens, Double cachedInputShare,
        Double itpmLimit, Double otpmLimit, Double rpdLimit, boolean otpmHoldsMaxTokens, Double inputPricePerMillion,
        Double outputPricePerMillion, Double cachedInputPricePerMillion, Double cacheWriteShare,
        Double cacheWritePricePerMillion) {

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
        Objects.requireNonNull(provider, "provider");
        optional(PlannerFields.INPUT_TOKENS, inputTokens);
        optional(PlannerFields.OUTPUT_TOKENS, outputTokens);
        optional(PlannerFields.MAX_TOKENS, maxTokens);
        optional(PlannerFields.CACHED_SHARE, cachedInputShare == null ? null : cachedInputShare * 100);
        optional(PlannerFields.ITPM, itpmLimit);
        optional(PlannerFields.OTPM, otpmLimit);
        optional(PlannerFields.RPD, rpdLimit);
        optional(PlannerFields.INPUT_PRICE, inputPricePerMillion);
        optional(PlannerFields.OUTPUT_PRICE, outputPricePerMillion);
        optional(PlannerFields.CACHED_PRICE, cachedInputPricePerMillion);
        optional(PlannerFields.CACHE_WRITE_SHARE, cacheWriteShare == null ? null : cacheWriteShare * 100);
        optional(PlannerFields.CACHE_WRITE_PRICE, cacheWritePricePerMillion);
        // A share entered as a percentage comes back from /100 and x100 within a rounding of the whole.
        if (provider != Provider.GENERIC && cachedInputShare != null && cacheWriteShare != null
                && cachedInputShare + cacheWriteShare > 1 + 1e-12) {
            throw new IllegalArgumentException(PlannerFields.cacheSharesMessage(cachedInputShare * 100,
                    cacheWriteShare * 100));
        }
        if (provider != Provider.GENERIC && inputPricePerMillion != null && inputTokens == null) {
            throw new IllegalArgumentException(PlannerFields.priceNeedsTokensMessage(PlannerFields.INPUT_PRICE,
                    PlannerFields.INPUT_TOKENS));
        }
        if (provider != Provider.GENERIC && cachedInputPricePerMillion != null && inputTokens == null) {
            throw new IllegalArgumentException(PlannerFields.priceNeedsTokensMessage(PlannerFields.CACHED_PRICE,
                    PlannerFields.INPUT_TOKENS));
        }
        if (provider != Provider.GENERIC && cacheWritePricePerMillion != null && inputTokens == null) {
            throw new IllegalArgumentException(PlannerFields.priceNeedsTokensMessage(PlannerFields.CACHE_WRITE_PRICE,
                    PlannerFields.INPUT_TOKENS));
        }
        if (provider != Provider.GENERIC && outputPricePerMillion != null && outputTokens == null) {
            throw new IllegalArgumentException(PlannerFields.priceNeedsTokensMessage(PlannerFields.OUTPUT_PRICE,
                    PlannerFields.OUTPUT_TOKENS));
        }
        FieldError accounting = provider.error(rpmLimit, tpmLimit, inputTokens, outputTokens, maxTokens,
                cachedInputShare, itpmLimit, otpmLimit, rpdLimit, otpmHoldsMaxTokens);
        if (accounting != null) {
            throw new IllegalArgumentException(accounting.message());
        }
        boolean generic = provider == Provider.GENERIC;
        if (generic && rpmLimit == null && tpmLimit == null) {
            throw new IllegalArgumentException(PlannerFields.noLimitMessage());
        }
        if (generic && tpmLimit != null && tokensPerAttempt == null) {
            throw new IllegalArgumentException(PlannerFields.tokensRequiredMessage(tpmLimit));
        }
        if (maxDelaySeconds < baseDelaySeconds) {
            throw new IllegalArgumentException(PlannerFields.maxBelowBaseMessage(baseDelaySeconds, maxDelaySeconds));
        }
        PlannerFields.JITTER_LOW.require(jitterLow);
        PlannerFields.JITTER_HIGH.require(jitterHigh);
        if (jitterHigh < jitterLow) {
            throw new IllegalArgumentException(PlannerFields.highBelowLowMessage(jitterLow, jitterHigh));
        }
        if (rateLimitedLatencySeconds != null) {
            PlannerFields.RATE_LIMITED_LATENCY.require(rateLimitedLatencySeconds);
        }
        if (tokensChargedOn429 != null) {
            PlannerFields.TOKENS_ON_429.require(tokensChargedOn429 * 100);
            if (generic && tpmLimit != null && !(tpmLimit / PlannerFields.meanTokens(tokensPerAttempt, successRate,
                    tokensChargedOn429) < Double.POSITIVE_INFINITY)) {
                throw new IllegalArgumentException(PlannerFields.freeAttemptsMessage());
            }
        }
        if (retryAfterSeconds != null) {
            PlannerFields.RETRY_AFTER.require(retryAfterSeconds);
        }
    }

    /** Creates inputs for the generic provider: Parts 1 to 3's inputs, with no provider accounting. */
    public PlannerInputs(double baseDelaySeconds, double multiplier, double maxDelaySeconds, int attempts,
            Jitter jitter, Double rpmLimit, Double tpmLimit, Double tokensPerAttempt, double attemptLatencySeconds,
            Integer plannedConcurrency, double successRate, double arrivalPerMinute, double backlog, double jitterLow,
            double jitterHigh, Double rateLimitedLatencySeconds, Double tokensChargedOn429, Double retryAfterSeconds) {
        this(baseDelaySeconds, multiplier, maxDelaySeconds, attempts, jitter, rpmLimit, tpmLimit, tokensPerAttempt,
                attemptLatencySeconds, plannedConcurrency, successRate, arrivalPerMinute, backlog, jitterLow,
                jitterHigh, rateLimitedLatencySeconds, tokensChargedOn429, retryAfterSeconds, Provider.GENERIC, null,
                null, null, null, null, null, null, false, null, null, null, null, null);
    }

    private static void optional(NumberField field, Double value) {
        if (value != null) {
            field.require(value);
        }
    }

    /**
     * Creates inputs with every field added after version 1 at its default: the proportional factors
     * of the form, and a 429 that lasts and costs what any attempt does and carries no Retry-After.
     */
    public PlannerInputs(double baseDelaySeconds, double multiplier, double maxDelaySeconds, int attempts,
            Jitter jitter, Double rpmLimit, Double tpmLimit, Double tokensPerAttempt, double attemptLatencySeconds,
            Integer plannedConcurrency, double successRate, double arrivalPerMinute, double backlog) {
        this(baseDelaySeconds, multiplier, maxDelaySeconds, attempts, jitter, rpmLimit, tpmLimit, tokensPerAttempt,
                attemptLatencySeconds, plannedConcurrency, successRate, arrivalPerMinute, backlog,
                defaultValue(PlannerFields.JITTER_LOW), defaultValue(PlannerFields.JITTER_HIGH), null, null, null,
                Provider.GENERIC, null, null, null, null, null, null, null, false, null, null, null, null, null);
    }

    private static double defaultValue(NumberField field) {
        return field.read(field.defaultText()).value();
    }

    /** Returns the backoff schedule's policy, in seconds. */
    public RetryPolicy retryPolicy() {
        return new RetryPolicy(attempts, BackoffShape.EXPONENTIAL, baseDelaySeconds, maxDelaySeconds, multiplier,
                jitter, jitterLow, jitterHigh);
    }

    /**
     * Returns how long an attempt takes on average: a x latency + (1 - a) x the latency of a 429, or the
     * attempt latency itself when no latency of a 429 is entered.
     */
    public double meanAttemptLatencySeconds() {
        return rateLimitedLatencySeconds == null ? attemptLatencySeconds
                : successRate * attemptLatencySeconds + (1 - successRate) * rateLimitedLatencySeconds;
    }

    /**
     * Returns the tokens an attempt counts on average: tokens x (a + (1 - a) x share charged on a 429),
     * the tokens per attempt themselves without a share, or null without a token cost.
     */
    public Double meanTokensPerAttempt() {
        if (tokensPerAttempt == null || tokensChargedOn429 == null) {
            return tokensPerAttempt;
        }
        return PlannerFields.meanTokens(tokensPerAttempt, successRate, tokensChargedOn429);
    }

    /**
     * Returns what one attempt's tokens cost at the prices entered (the input and output tokens of the providers
     * other than generic, each price per million), or null without a price or for the generic provider. With a
     * cached input price or a cache write price, the cached share of the input costs the one, the written share
     * the other, and the rest (and a share without its own price) the input price.
     */
    public Double attemptCost() {
        if (provider == Provider.GENERIC || (inputPricePerMillion == null && outputPricePerMillion == null
                && cachedInputPricePerMillion == null && cacheWritePricePerMillion == null)) {
            return null;
        }
        double input = inputPricePerMillion == null ? 0 : inputTokens * inputPricePerMillion / 1e6;
        if (cachedInputPricePerMillion != null || cacheWritePricePerMillion != null) {
            double base = inputPricePerMillion == null ? 0 : inputPricePerMillion;
            double read = cachedInputShare == null ? 0 : cachedInputShare;
            double written = cacheWriteShare == null || cacheWritePricePerMillion == null ? 0 : cacheWriteShare;
            // Without a cache write price the input is priced as before that price existed, to the last bit: the
            // written term is 0 and the rest is the cached price's formula.
            input = inputTokens * (1 - read - written) * base / 1e6
                    + inputTokens * read * (cachedInputPricePerMillion == null ? base : cachedInputPricePerMillion) / 1e6
                    + inputTokens * written * (cacheWritePricePerMillion == null ? 0 : cacheWritePricePerMillion) / 1e6;
        }
        double output = outputPricePerMillion == null ? 0 : outputTokens * outputPricePerMillion / 1e6;
        return input + output;
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
                && successRate == w.successRate && arrivalPerMinute == w.arrivalPerMinute && backlog == w.backlog
                && jitterLow == w.jitterLow && jitterHigh == w.jitterHigh
                && same(rateLimitedLatencySeconds, w.rateLimitedLatencySeconds)
                && same(tokensChargedOn429, w.tokensChargedOn429) && same(retryAfterSeconds, w.retryAfterSeconds)
                && provider == w.provider && same(inputTokens, w.inputTokens) && same(outputTokens, w.outputTokens)
                && same(maxTokens, w.maxTokens) && same(cachedInputShare, w.cachedInputShare)
                && same(itpmLimit, w.itpmLimit) && same(otpmLimit, w.otpmLimit) && same(rpdLimit, w.rpdLimit)
                && otpmHoldsMaxTokens == w.otpmHoldsMaxTokens && same(inputPricePerMillion, w.inputPricePerMillion)
                && same(outputPricePerMillion, w.outputPricePerMillion)
                && same(cachedInputPricePerMillion, w.cachedInputPricePerMillion)
                && same(cacheWriteShare, w.cacheWriteShare)
                && same(cacheWritePricePerMillion, w.cacheWritePricePerMillion);
    }

    private static boolean same(Double a, Double b) {
        return a == null ? b == null : b != null && a.doubleValue() == b.doubleValue();
    }
}
