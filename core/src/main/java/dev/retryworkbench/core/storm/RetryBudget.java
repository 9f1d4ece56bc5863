package dev.retryworkbench.core.storm;

import java.util.Objects;

/**
 * A retry budget and its parameters. Each client has its own; it guards only SDK-layer retries.
 * Every kind keeps all the parameters (those of other kinds at their defaults), so a worksheet names
 * them the same way whatever the kind.
 *
 * @param kind             which budget
 * @param capacity         aws-quota: the quota's ceiling and starting balance (500); token-bucket: the
 *                         bucket's (5)
 * @param retryCost        aws-quota: what a retry after a failure costs (5)
 * @param timeoutRetryCost aws-quota: what a retry after a timeout costs (10)
 * @param noRetryIncrement aws-quota: the refund for a success without a retry (1)
 * @param maxTokens        grpc-throttling: the starting and largest token count (10)
 * @param tokenRatio       grpc-throttling: the tokens a success adds (0.1)
 * @param refill           token-bucket: the tokens every first try adds (0.1)
 * @param threshold        breaker: the failed attempts per first try above which retries stop (0.1)
 */
public record RetryBudget(BudgetKind kind, double capacity, double retryCost, double timeoutRetryCost,
        double noRetryIncrement, double maxTokens, double tokenRatio, double refill, double threshold) {
    public static final Bounds CAPACITY = new Bounds("budget capacity", 0, 1e9, false);
    public static final Bounds RETRY_COST = new Bounds("budget retryCost", 0, 1e9, false);
    public static final Bounds TIMEOUT_RETRY_COST = new Bounds("budget timeoutRetryCost", 0, 1e9, false);
    public static final Bounds NO_RETRY_INCREMENT = new Bounds("budget noRetryIncrement", 0, 1e9, false);
    /** gRFC A6 allows 0 < maxTokens <= 1000; 0 would forbid every retry, so the smallest is 0.001. */
    public static final Bounds MAX_TOKENS = new Bounds("budget maxTokens", 0.001, 1000, false);
    public static final Bounds TOKEN_RATIO = new Bounds("budget tokenRatio", 0, 1000, false);
    public static final Bounds REFILL = new Bounds("budget refill", 0, 1e9, false);
    public static final Bounds THRESHOLD = new Bounds("budget threshold", 0, 1e9, false);

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
    }

    /** Returns the budget of {@code kind} with the specification's defaults. */
    public static RetryBudget defaults(BudgetKind kind) {
        return new RetryBudget(kind, kind == BudgetKind.TOKEN_BUCKET ? 5 : 500, 5, 10, 1, 10, 0.1, 0.1, 0.1);
    }
}
