package dev.retryworkbench.core.storm;

/**
 * Envoy's circuit breaker without a retry budget, its default ({@code max_retries}, 3): a retry is
 * allowed while the client's active retries are below maxRetries.
 */
final class MaxRetriesBudget extends ActiveRetryLimit {
    private final double maxRetries;

    MaxRetriesBudget(RetryBudget budget, int clients) {
        super(clients);
        maxRetries = budget.maxRetries();
    }

    @Override
    double retryLimit(int c) {
        return maxRetries;
    }
}
