package dev.retryworkbench.core.storm.budget;

/** No budget: every retry the policy wants is made. */
public final class NoBudget extends ClientBudgets {
    public static final String ID = "none";
    public static final String LABEL = "No budget";

    /** No budget has no parameters. */
    public record Parameters() implements BudgetParameters {
        @Override
        public double[] values() {
            return new double[0];
        }

        @Override
        public Parameters with(double[] values) {
            return new Parameters();
        }

        @Override
        public ClientBudgets budgets(int clients) {
            return new NoBudget();
        }

        @Override
        public BudgetBound bound(BudgetKind kind, OutageScenario scenario) {
            return new BudgetBound(kind, null, (double) scenario.sdkAttempts(), null, null);
        }
    }

    static final BudgetKind.Declaration KIND = new BudgetKind.Declaration(new Parameters());

    private NoBudget() {
    }

    @Override
    public boolean allowRetry(int slot, int c, int failure, double nowMs) {
        return true;
    }
}
