package dev.retryworkbench.core.storm;

/**
 * The AWS SDKs' standard-mode retry quota (botocore {@code retries/standard.py} RetryQuotaChecker,
 * {@code retries/quota.py}): each client's balance starts at capacity; a retry costs retryCost
 * (timeoutRetryCost after a timeout, throttlingRetryCost after a throttling error) and is refused when
 * the balance is below the cost; a success refunds noRetryIncrement when its SDK run made no retry,
 * else the cost of the run's last retry; never above capacity.
 */
class AwsQuota extends ClientBudgets {
    private final double capacity;
    private final double retryCost;
    private final double timeoutRetryCost;
    private final double throttlingRetryCost;
    private final double noRetryIncrement;
    private final double[] balance;
    /** The cost of the last retry of each request's current SDK run. */
    private double[] lastRetryCost = new double[0];

    AwsQuota(RetryBudget budget, int clients) {
        capacity = budget.capacity();
        retryCost = budget.retryCost();
        timeoutRetryCost = budget.timeoutRetryCost();
        throttlingRetryCost = budget.throttlingRetryCost();
        noRetryIncrement = budget.noRetryIncrement();
        balance = new double[clients];
        for (int c = 0; c < clients; c++) {
            balance[c] = capacity;
        }
    }

    @Override
    void ensureSlots(int capacity) {
        if (lastRetryCost.length < capacity) {
            double[] grown = new double[capacity];
            System.arraycopy(lastRetryCost, 0, grown, 0, lastRetryCost.length);
            lastRetryCost = grown;
        }
    }

    @Override
    void succeeded(int slot, int c, boolean retry, double nowMs) {
        double refund = retry ? lastRetryCost[slot] : noRetryIncrement;
        balance[c] = Math.min(capacity, balance[c] + refund);
    }

    @Override
    boolean allowRetry(int slot, int c, int failure, double nowMs) {
        double cost = failure == TIMED_OUT ? timeoutRetryCost : failure == THROTTLED ? throttlingRetryCost : retryCost;
        if (balance[c] < cost) {
            return false;
        }
        balance[c] -= cost;
        lastRetryCost[slot] = cost;
        return true;
    }

    @Override
    double balance(int c) {
        return balance[c];
    }
}
