package dev.retryworkbench.core.storm;

import java.util.Objects;

/**
 * A retry budget's kind and parameters, as the form and the worksheet name them. Each client has its
 * own budget; it guards only SDK-layer retries. Every kind keeps all the parameters (those of other
 * kinds at their defaults), so a worksheet names them the same way whatever the kind; the kind's class
 * ({@link BudgetKind#budgets}) reads the ones it uses. Defaults and sources: docs/presets.md.
 *
 * @param kind                which budget
 * @param capacity            aws-quota, aws-adaptive: the quota's ceiling and starting balance (500);
 *                            token-bucket: the bucket's (5)
 * @param retryCost           aws-quota, aws-adaptive: what a retry after a failure costs (5)
 * @param timeoutRetryCost    aws-quota, aws-adaptive: what a retry after a timeout costs (10)
 * @param noRetryIncrement    aws-quota, aws-adaptive: the refund for a success without a retry (1)
 * @param maxTokens           grpc-throttling: the starting and largest token count (10)
 * @param tokenRatio          grpc-throttling: the tokens a success adds (0.1)
 * @param refill              token-bucket: the tokens every first try adds (0.1)
 * @param threshold           breaker: the failed attempts per first try above which retries stop (0.1)
 * @param throttlingRetryCost aws-quota, aws-adaptive: what a retry after a throttling error costs (5)
 * @param percentCanRetry     ratio: the retries allowed per first try (0.2)
 * @param minRetriesPerSecond ratio: the retries per second allowed whatever the first tries (10)
 * @param ttlSeconds          ratio: how long a deposit counts (10 s)
 * @param budgetPercent       envoy: the active retries allowed, as a percentage of active requests (20)
 * @param minRetryConcurrency envoy: the active retries allowed whatever the active requests (3)
 * @param maxRetries          max-retries: the active retries allowed (3)
 */
public record RetryBudget(BudgetKind kind, double capacity, double retryCost, double timeoutRetryCost,
        double noRetryIncrement, double maxTokens, double tokenRatio, double refill, double threshold,
        double throttlingRetryCost, double percentCanRetry, double minRetriesPerSecond, double ttlSeconds,
        double budgetPercent, double minRetryConcurrency, double maxRetries) {
    public static final Bounds CAPACITY = new Bounds("budget capacity", 0, 1e9, false);
    public static final Bounds RETRY_COST = new Bounds("budget retryCost", 0, 1e9, false);
    public static final Bounds TIMEOUT_RETRY_COST = new Bounds("budget timeoutRetryCost", 0, 1e9, false);
    public static final Bounds NO_RETRY_INCREMENT = new Bounds("budget noRetryIncrement", 0, 1e9, false);
    /** gRFC A6 allows 0 < maxTokens <= 1000; 0 would forbid every retry, so the smallest is 0.001. */
    public static final Bounds MAX_TOKENS = new Bounds("budget maxTokens", 0.001, 1000, false);
    public static final Bounds TOKEN_RATIO = new Bounds("budget tokenRatio", 0, 1000, false);
    public static final Bounds REFILL = new Bounds("budget refill", 0, 1e9, false);
    public static final Bounds THRESHOLD = new Bounds("budget threshold", 0, 1e9, false);
    public static final Bounds THROTTLING_RETRY_COST = new Bounds("budget throttlingRetryCost", 0, 1e9, false);
    /** Finagle's RetryBudget requires 0 <= percentCanRetry <= 1000 (its token scale factor). */
    public static final Bounds PERCENT_CAN_RETRY = new Bounds("budget percentCanRetry", 0, 1000, false);
    public static final Bounds MIN_RETRIES_PER_SECOND = new Bounds("budget minRetriesPerSecond", 0, 100_000, true);
    /** Finagle's RetryBudget requires a ttl from 1 to 60 s. */
    public static final Bounds TTL_SECONDS = new Bounds("budget ttlSeconds", 1, 60, false);
    public static final Bounds BUDGET_PERCENT = new Bounds("budget budgetPercent", 0, 100, false);
    public static final Bounds MIN_RETRY_CONCURRENCY = new Bounds("budget minRetryConcurrency", 0, 1_000_000, true);
    public static final Bounds MAX_RETRIES = new Bounds("budget maxRetries", 0, 1_000_000, true);

    /** No budget. */
    public static final RetryBudget NONE = defaults(BudgetKind.NONE);

    /** Creates a budget; throws {@link IllegalArgumentException} naming the parameter out of range. */
    public RetryBudget {
        Objects.requireNonNull(kind, "kind");
        CAPACITY.require(capacity);
        RETRY_COST.require(retryCost);
        TIMEOUT_RETRY_COST.require(timeoutRetryCost);
        NO_RETRY_INCREMENT.require(noRetryIncrement);
        MAX_TOKENS.require(maxTokens);
        TOKEN_RATIO.require(tokenRatio);
        REFILL.require(refill);
        THRESHOLD.require(threshold);
        THROTTLING_RETRY_COST.require(throttlingRetryCost);
        PERCENT_CAN_RETRY.require(percentCanRetry);
        MIN_RETRIES_PER_SECOND.require(minRetriesPerSecond);
        TTL_SECONDS.require(ttlSeconds);
        BUDGET_PERCENT.require(budgetPercent);
        MIN_RETRY_CONCURRENCY.require(minRetryConcurrency);
        MAX_RETRIES.require(maxRetries);
    }

    /** Creates a budget of the Part 2 parameters; those added later take their defaults. */
    public RetryBudget(BudgetKind kind, double capacity, double retryCost, double timeoutRetryCost,
            double noRetryIncrement, double maxTokens, double tokenRatio, double refill, double threshold) {
        this(kind, capacity, retryCost, timeoutRetryCost, noRetryIncrement, maxTokens, tokenRatio, refill, threshold,
                5, 0.2, 10, 10, 20, 3, 3);
    }

    /** Returns the budget of {@code kind} with the specification's defaults. */
    public static RetryBudget defaults(BudgetKind kind) {
        return new RetryBudget(kind, kind == BudgetKind.TOKEN_BUCKET ? 5 : 500, 5, 10, 1, 10, 0.1, 0.1, 0.1);
    }

    /**
     * Returns the AWS SDKs' 2026 retry behaviour (botocore {@code AWS_NEW_RETRIES_2026}): the quota of
     * {@code kind} (aws-quota or aws-adaptive) with retryCost 14, timeoutRetryCost 14 and
     * throttlingRetryCost 5.
     */
    public static RetryBudget aws2026(BudgetKind kind) {
        return defaults(kind).withCosts(14, 14, 5);
    }

    /** Returns a copy with other retry costs (aws-quota, aws-adaptive). */
    public RetryBudget withCosts(double newRetryCost, double newTimeoutRetryCost, double newThrottlingRetryCost) {
        return new RetryBudget(kind, capacity, newRetryCost, newTimeoutRetryCost, noRetryIncrement, maxTokens,
                tokenRatio, refill, threshold, newThrottlingRetryCost, percentCanRetry, minRetriesPerSecond,
                ttlSeconds, budgetPercent, minRetryConcurrency, maxRetries);
    }

    /** Returns a copy with other ratio parameters. */
    public RetryBudget withRatio(double newPercentCanRetry, double newMinRetriesPerSecond, double newTtlSeconds) {
        return new RetryBudget(kind, capacity, retryCost, timeoutRetryCost, noRetryIncrement, maxTokens, tokenRatio,
                refill, threshold, throttlingRetryCost, newPercentCanRetry, newMinRetriesPerSecond, newTtlSeconds,
                budgetPercent, minRetryConcurrency, maxRetries);
    }

    /** Returns a copy with other Envoy parameters: the retry budget's and the circuit breaker's maxRetries. */
    public RetryBudget withEnvoy(double newBudgetPercent, double newMinRetryConcurrency, double newMaxRetries) {
        return new RetryBudget(kind, capacity, retryCost, timeoutRetryCost, noRetryIncrement, maxTokens, tokenRatio,
                refill, threshold, throttlingRetryCost, percentCanRetry, minRetriesPerSecond, ttlSeconds,
                newBudgetPercent, newMinRetryConcurrency, newMaxRetries);
    }
}
