package dev.retryworkbench.core.storm;

/**
 * Envoy's circuit breaker without a retry budget, its default ({@code max_retries}, 3): a retry is
 * allowed while the client's active retries are below maxRetries. A retry is active from the decision
 * to make it, through its wait, until its attempt's outcome (or the deadline's cut).
 */
final class MaxRetriesBudget extends ClientBudgets {
    private final double maxRetries;
    private final int[] activeRetries;

    MaxRetriesBudget(RetryBudget budget, int clients) {
        maxRetries = budget.maxRetries();
        activeRetries = new int[clients];
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
        if (activeRetries[c] < maxRetries) {
            activeRetries[c]++;
            return true;
        }
        return false;
    }
}
