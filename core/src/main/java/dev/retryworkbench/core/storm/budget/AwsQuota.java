package dev.retryworkbench.core.storm.budget;

import dev.retryworkbench.core.form.Help;

/**
 * The AWS SDKs' standard-mode retry quota (botocore {@code retries/standard.py} RetryQuotaChecker,
 * {@code retries/quota.py}): each client's balance starts at capacity; a retry costs retryCost
 * (timeoutRetryCost after a timeout, throttlingRetryCost after a throttling error) and is refused when
 * the balance is below the cost; a success refunds noRetryIncrement when its SDK run made no retry,
 * else the cost of the run's last retry; never above capacity.
 */
public class AwsQuota extends ClientBudgets {
    public static final String ID = "aws-quota";
    public static final String LABEL = "AWS SDK retry quota";
    public static final String RETRY_COST = "retryCost";
    public static final String TIMEOUT_RETRY_COST = "timeoutRetryCost";
    public static final String NO_RETRY_INCREMENT = "noRetryIncrement";
    public static final String THROTTLING_RETRY_COST = "throttlingRetryCost";

    /** The quota's parameters, which the adaptive mode shares; the quota's members of the worksheet and configs. */
    static final BudgetParameter[] PARAMETERS = {BudgetParameter.SHARED_CAPACITY.withDefault(500),
        BudgetParameter.of(RETRY_COST, "budget-retry-cost", "Retry cost (AWS quota)", "tokens", 0, 1e9, false, 5,
                help(RETRY_COST)),
        BudgetParameter.of(TIMEOUT_RETRY_COST, "budget-timeout-retry-cost", "Retry cost after a timeout (AWS quota)",
                "tokens", 0, 1e9, false, 10, help(TIMEOUT_RETRY_COST)),
        BudgetParameter.of(NO_RETRY_INCREMENT, "budget-no-retry-increment",
                "Refund for a success without retry (AWS quota)", "tokens", 0, 1e9, false, 1,
                help(NO_RETRY_INCREMENT)),
        BudgetParameter.of(THROTTLING_RETRY_COST, "budget-throttling-retry-cost",
                "Retry cost after a throttling error (AWS quota)", "tokens", 0, 1e9, false, 5,
                help(THROTTLING_RETRY_COST)).addedLater()};

    /**
     * The AWS SDKs' standard-mode quota and adaptive mode's (the kind decides the mode).
     *
     * @param capacity            the quota's ceiling and starting balance (500)
     * @param retryCost           what a retry after a failure costs (5)
     * @param timeoutRetryCost    what a retry after a timeout costs (10)
     * @param noRetryIncrement    the refund for a success without a retry (1)
     * @param throttlingRetryCost what a retry after a throttling error costs (5)
     */
    public record Parameters(double capacity, double retryCost, double timeoutRetryCost, double noRetryIncrement,
            double throttlingRetryCost) implements BudgetParameters {
        public Parameters {
            PARAMETERS[0].bounds().require(capacity);
            PARAMETERS[1].bounds().require(retryCost);
            PARAMETERS[2].bounds().require(timeoutRetryCost);
            PARAMETERS[3].bounds().require(noRetryIncrement);
            PARAMETERS[4].bounds().require(throttlingRetryCost);
        }

        @Override
        public double[] values() {
            return new double[] {capacity, retryCost, timeoutRetryCost, noRetryIncrement, throttlingRetryCost};
        }

        @Override
        public Parameters with(double[] v) {
            return new Parameters(v[0], v[1], v[2], v[3], v[4]);
        }

        @Override
        public ClientBudgets budgets(int clients) {
            return new AwsQuota(this, clients);
        }

        @Override
        public BudgetBound bound(BudgetKind kind, OutageScenario scenario) {
            double cost = scenario.timesOut() ? timeoutRetryCost : retryCost;
            if (scenario.sheds()) {
                // A shedding dependency's fast rejections are throttling errors, whose retries cost their own.
                cost = Math.min(cost, throttlingRetryCost);
            }
            return new BudgetBound(kind, cost == 0 ? null : Double.valueOf(Math.floor(capacity / cost)), 1.0, null,
                    null);
        }
    }

    /** The AWS SDKs' standard retries (botocore retries/standard.py, retries/quota.py): the defaults. */
    public static final Parameters STANDARD = new Parameters(PARAMETERS[0].defaultValue(),
            PARAMETERS[1].defaultValue(), PARAMETERS[2].defaultValue(), PARAMETERS[3].defaultValue(),
            PARAMETERS[4].defaultValue());
    /**
     * The AWS SDKs' 2026 retry behaviour (botocore {@code AWS_NEW_RETRIES_2026}, commit b8db539): retryCost
     * 14, timeoutRetryCost 14 and throttlingRetryCost 5.
     */
    public static final Parameters AWS_2026 = new Parameters(500, 14, 14, 1, 5);

    static final BudgetKind.Declaration KIND = new BudgetKind.Declaration(STANDARD, PARAMETERS);

    private final double capacity;
    private final double retryCost;
    private final double timeoutRetryCost;
    private final double throttlingRetryCost;
    private final double noRetryIncrement;
    private final double[] balance;
    /** The cost of the last retry of each request's current SDK run. */
    private double[] lastRetryCost = new double[0];

    AwsQuota(Parameters budget, int clients) {
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
    public void ensureSlots(int capacity) {
        if (lastRetryCost.length < capacity) {
            double[] grown = new double[capacity];
            System.arraycopy(lastRetryCost, 0, grown, 0, lastRetryCost.length);
            lastRetryCost = grown;
        }
    }

    @Override
    public void succeeded(int slot, int c, boolean retry, double nowMs) {
        double refund = retry ? lastRetryCost[slot] : noRetryIncrement;
        balance[c] = Math.min(capacity, balance[c] + refund);
    }

    @Override
    public boolean allowRetry(int slot, int c, int failure, double nowMs) {
        double cost = failure == TIMED_OUT ? timeoutRetryCost : failure == THROTTLED ? throttlingRetryCost : retryCost;
        if (balance[c] < cost) {
            return false;
        }
        balance[c] -= cost;
        lastRetryCost[slot] = cost;
        return true;
    }

    @Override
    public double balance(int c) {
        return balance[c];
    }

    /** Declares a parameter's help, written by {@link #helpText}: one class in the page's script for all of them. */
    private static Help help(String name) {
        return Help.keyed(AwsQuota::helpText, name);
    }

    /** Returns the help of the parameter {@code name}; only the pre-render calls it ({@link Help}). */
    private static String helpText(String name) {
        return switch (name) {
            case RETRY_COST -> "What a retry after a failure takes from the quota.";
            case TIMEOUT_RETRY_COST -> "What a retry after a timeout takes from the quota.";
            case NO_RETRY_INCREMENT -> "A success after retries refunds its last retry's cost instead.";
            case THROTTLING_RETRY_COST -> "What a retry after a rejection takes from the quota.";
            default -> throw new IllegalArgumentException("no help for " + name);
        };
    }
}
