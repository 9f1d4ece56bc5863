package dev.retryworkbench.core.storm.budget;

/**
 * The circuit breaker of Marc Brooker's post: a client makes no retry while its failed attempts so far
 * (the current one included) exceed threshold x its first tries so far.
 */
public final class Breaker extends ClientBudgets {
    public static final String ID = "breaker";
    public static final String LABEL = "Circuit breaker";
    public static final String THRESHOLD = "threshold";

    private static final BudgetParameter THRESHOLD_PARAMETER = BudgetParameter.of(THRESHOLD, "budget-threshold",
            "Threshold (circuit breaker)", "", 0, 1e9, false, 0.1,
            () -> "No retries while the client's failed attempts per first try exceed this.");

    /**
     * The circuit breaker's parameter.
     *
     * @param threshold the failed attempts per first try above which retries stop (0.1)
     */
    public record Parameters(double threshold) implements BudgetParameters {
        public Parameters {
            THRESHOLD_PARAMETER.bounds().require(threshold);
        }

        @Override
        public double[] values() {
            return new double[] {threshold};
        }

        @Override
        public Parameters with(double[] v) {
            return new Parameters(v[0]);
        }

        @Override
        public ClientBudgets budgets(int clients) {
            return new Breaker(this, clients);
        }

        @Override
        public BudgetBound bound(BudgetKind kind, OutageScenario scenario) {
            return new BudgetBound(kind, 0.0, 1.0, null, null);
        }
    }

    static final BudgetKind.Declaration KIND = new BudgetKind.Declaration(
            new Parameters(THRESHOLD_PARAMETER.defaultValue()), THRESHOLD_PARAMETER);

    private final double threshold;
    private final int[] failedAttempts;
    private final int[] firstTries;

    Breaker(Parameters budget, int clients) {
        threshold = budget.threshold();
        failedAttempts = new int[clients];
        firstTries = new int[clients];
    }

    @Override
    public void firstTry(int c, double nowMs) {
        firstTries[c]++;
    }

    @Override
    public void failed(int slot, int c, int failure, boolean retry, double nowMs) {
        failedAttempts[c]++;
    }

    @Override
    public boolean allowRetry(int slot, int c, int failure, double nowMs) {
        return !(failedAttempts[c] > threshold * firstTries[c]);
    }
}
