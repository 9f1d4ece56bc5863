package dev.retryworkbench.core.storm.budget;

/**
 * Envoy's circuit breaker without a retry budget, its default ({@code max_retries}, 3): a retry is
 * allowed while the client's active retries are below maxRetries.
 */
public final class MaxRetriesBudget extends ActiveRetryLimit {
    public static final String ID = "max-retries";
    public static final String LABEL = "Envoy max retries";
    public static final String MAX_RETRIES = "maxRetries";

    private static final BudgetParameter MAX_RETRIES_PARAMETER = BudgetParameter.of(MAX_RETRIES, "budget-max-retries",
            "Max active retries (Envoy max retries)", "retries", 0, 1_000_000, true, 3,
            () -> "Envoy's circuit breaker default: a client may have this many retries going at once.").addedLater();

    /**
     * Envoy's circuit breaker parameter.
     *
     * @param maxRetries the active retries allowed (3)
     */
    public record Parameters(double maxRetries) implements BudgetParameters {
        public Parameters {
            MAX_RETRIES_PARAMETER.bounds().require(maxRetries);
        }

        @Override
        public double[] values() {
            return new double[] {maxRetries};
        }

        @Override
        public Parameters with(double[] v) {
            return new Parameters(v[0]);
        }

        @Override
        public ClientBudgets budgets(int clients) {
            return new MaxRetriesBudget(this, clients);
        }

        @Override
        public BudgetBound bound(BudgetKind kind, OutageScenario scenario) {
            return new BudgetBound(kind, null, null, null, maxRetries);
        }
    }

    static final BudgetKind.Declaration KIND = new BudgetKind.Declaration(
            new Parameters(MAX_RETRIES_PARAMETER.defaultValue()), MAX_RETRIES_PARAMETER);

    private final double maxRetries;

    MaxRetriesBudget(Parameters budget, int clients) {
        super(clients);
        maxRetries = budget.maxRetries();
    }

    @Override
    double retryLimit(int c) {
        return maxRetries;
    }
}
