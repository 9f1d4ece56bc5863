package dev.retryworkbench.core.storm;

/**
 * Envoy's cluster retry budget ({@code circuit_breakers.thresholds.retry_budget}, envoyproxy/envoy
 * {@code source/common/upstream/resource_manager_impl.h} RetryBudgetImpl): a retry is allowed while
 * the client's active retries are below max(floor(budgetPercent / 100 x its active requests),
 * minRetryConcurrency); Envoy converts the percentage of the active requests to a whole count
 * ({@code uint64_t}) before it compares. A client's active requests are those that have started (a
 * worker holds them, or, without a pool, they have arrived) and not ended; a retry is active from the
 * decision to make it, through its wait, until its attempt's outcome (or the deadline's cut). A request
 * whose next wait the deadline cuts stops being active when its client gives up on it, at the failure
 * before that wait.
 */
final class EnvoyBudget extends ActiveRetryLimit {
    private final double share;
    private final double minRetryConcurrency;
    private final int[] activeRequests;

    EnvoyBudget(RetryBudget budget, int clients) {
        super(clients);
        share = budget.budgetPercent() / 100;
        minRetryConcurrency = budget.minRetryConcurrency();
        activeRequests = new int[clients];
    }

    @Override
    boolean countsRequests() {
        return true;
    }

    @Override
    void requestStarted(int c) {
        activeRequests[c]++;
    }

    @Override
    void requestEnded(int c) {
        activeRequests[c]--;
    }

    @Override
    double retryLimit(int c) {
        return Math.max(Math.floor(share * activeRequests[c]), minRetryConcurrency);
    }
}
