package dev.retryworkbench.core.storm.budget;

/**
 * Marc Brooker's token bucket ("Fixing retries with token buckets and circuit breakers"): each
 * client's bucket starts at capacity, gains refill on every first try (not above capacity); a retry
 * needs a balance above 1 and costs 1.
 */
public final class TokenBucket extends ClientBudgets {
    public static final String ID = "token-bucket";
    public static final String LABEL = "Token bucket";
    public static final String REFILL = "refill";

    private static final BudgetParameter CAPACITY_PARAMETER = BudgetParameter.SHARED_CAPACITY.withDefault(5);
    private static final BudgetParameter REFILL_PARAMETER = BudgetParameter.of(REFILL, "budget-refill",
            "Refill per first try (token bucket)", "tokens", 0, 1e9, false, 0.1,
            () -> "What each first try adds; a retry needs a balance above 1 and costs 1.");

    /**
     * The token bucket's parameters.
     *
     * @param capacity the bucket's starting and largest balance (5)
     * @param refill   the tokens every first try adds (0.1)
     */
    public record Parameters(double capacity, double refill) implements BudgetParameters {
        public Parameters {
            CAPACITY_PARAMETER.bounds().require(capacity);
            REFILL_PARAMETER.bounds().require(refill);
        }

        @Override
        public double[] values() {
            return new double[] {capacity, refill};
        }

        @Override
        public Parameters with(double[] v) {
            return new Parameters(v[0], v[1]);
        }

        @Override
        public ClientBudgets budgets(int clients) {
            return new TokenBucket(this, clients);
        }

        @Override
        public BudgetBound bound(BudgetKind kind, OutageScenario scenario) {
            return new BudgetBound(kind, Math.ceil(capacity) - 1, Math.min(scenario.sdkAttempts(), 1 + refill),
                    null, null);
        }
    }

    static final BudgetKind.Declaration KIND = new BudgetKind.Declaration(
            new Parameters(CAPACITY_PARAMETER.defaultValue(), REFILL_PARAMETER.defaultValue()), CAPACITY_PARAMETER,
            REFILL_PARAMETER);

    private final double capacity;
    private final double refill;
    private final double[] balance;

    TokenBucket(Parameters budget, int clients) {
        capacity = budget.capacity();
        refill = budget.refill();
        balance = new double[clients];
        for (int c = 0; c < clients; c++) {
            balance[c] = capacity;
        }
    }

    @Override
    public void firstTry(int c, double nowMs) {
        balance[c] = Math.min(capacity, balance[c] + refill);
    }

    @Override
    public boolean allowRetry(int slot, int c, int failure, double nowMs) {
        if (balance[c] > 1) {
            balance[c] -= 1;
            return true;
        }
        return false;
    }

    @Override
    public double balance(int c) {
        return balance[c];
    }
}
