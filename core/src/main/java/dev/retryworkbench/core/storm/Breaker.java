package dev.retryworkbench.core.storm;

/**
 * The circuit breaker of Marc Brooker's post: a client makes no retry while its failed attempts so far
 * (the current one included) exceed threshold x its first tries so far.
 */
final class Breaker extends ClientBudgets {
    private final double threshold;
    private final int[] failedAttempts;
    private final int[] firstTries;

    Breaker(RetryBudget budget, int clients) {
        threshold = budget.threshold();
        failedAttempts = new int[clients];
        firstTries = new int[clients];
    }

    @Override
    void firstTry(int c, double nowMs) {
        firstTries[c]++;
    }

    @Override
    void failed(int slot, int c, int failure, boolean retry, double nowMs) {
        failedAttempts[c]++;
    }

    @Override
    boolean allowRetry(int slot, int c, int failure, double nowMs) {
        return !(failedAttempts[c] > threshold * firstTries[c]);
    }
}
