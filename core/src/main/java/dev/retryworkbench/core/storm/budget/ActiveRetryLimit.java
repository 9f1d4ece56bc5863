package dev.retryworkbench.core.storm.budget;

/**
 * Envoy's two limits on retries in flight, per client: a retry is allowed while the client's active
 * retries are below {@link #retryLimit}. A retry is active from the decision to make it, through its
 * wait, until its attempt's outcome (or the deadline's cut).
 */
abstract class ActiveRetryLimit extends ClientBudgets {
    private final int[] activeRetries;

    ActiveRetryLimit(int clients) {
        activeRetries = new int[clients];
    }

    /** Returns how many retries client {@code c} may have active now. */
    abstract double retryLimit(int c);

    @Override
    public final void failed(int slot, int c, int failure, boolean retry, double nowMs) {
        if (retry) {
            activeRetries[c]--;
        }
    }

    @Override
    public final void succeeded(int slot, int c, boolean retry, double nowMs) {
        if (retry) {
            activeRetries[c]--;
        }
    }

    @Override
    public final void cut(int slot, int c, boolean retry) {
        if (retry) {
            activeRetries[c]--;
        }
    }

    @Override
    public final boolean allowRetry(int slot, int c, int failure, double nowMs) {
        if (activeRetries[c] < retryLimit(c)) {
            activeRetries[c]++;
            return true;
        }
        return false;
    }

    /** Returns client {@code c}'s active retries. */
    final int activeRetries(int c) {
        return activeRetries[c];
    }
}
