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
final class EnvoyBudget extends ClientBudgets {
    private final double share;
    private final double minRetryConcurrency;
    private final int[] activeRequests;
    private final int[] activeRetries;

    EnvoyBudget(RetryBudget budget, int clients) {
        share = budget.budgetPercent() / 100;
        minRetryConcurrency = budget.minRetryConcurrency();
        activeRequests = new int[clients];
        activeRetries = new int[clients];
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
    void failed(int slot, int c, int failure, boolean retry, double nowMs) {
        if (retry) {
            activeRetries[c]--;
        }
    }

    @Override
    void succeeded(int slot, int c, boolean retry, double nowMs) {
        if (retry) {
            activeRetries[c]--;
        }
    }

    @Override
    void cut(int slot, int c, boolean retry) {
        if (retry) {
            activeRetries[c]--;
        }
    }

    @Override
    boolean allowRetry(int slot, int c, int failure, double nowMs) {
        if (activeRetries[c] < Math.max(Math.floor(share * activeRequests[c]), minRetryConcurrency)) {
            activeRetries[c]++;
            return true;
        }
        return false;
    }

    /** Returns client {@code c}'s active retries. */
    int activeRetries(int c) {
        return activeRetries[c];
    }
}
