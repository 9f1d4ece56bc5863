package dev.retryworkbench.core.storm;

/**
 * Marc Brooker's token bucket ("Fixing retries with token buckets and circuit breakers"): each
 * client's bucket starts at capacity, gains refill on every first try (not above capacity); a retry
 * needs a balance above 1 and costs 1.
 */
final class TokenBucket extends ClientBudgets {
    private final double capacity;
    private final double refill;
    private final double[] balance;

    TokenBucket(RetryBudget budget, int clients) {
        capacity = budget.capacity();
        refill = budget.refill();
        balance = new double[clients];
        for (int c = 0; c < clients; c++) {
            balance[c] = capacity;
        }
    }

    @Override
    void firstTry(int c, double nowMs) {
        balance[c] = Math.min(capacity, balance[c] + refill);
    }

    @Override
    boolean allowRetry(int slot, int c, int failure, double nowMs) {
        if (balance[c] > 1) {
            balance[c] -= 1;
            return true;
        }
        return false;
    }

    @Override
    double balance(int c) {
        return balance[c];
    }
}
