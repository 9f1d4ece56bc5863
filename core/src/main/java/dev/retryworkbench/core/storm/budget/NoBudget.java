package dev.retryworkbench.core.storm.budget;

/** No budget: every retry the policy wants is made. */
public final class NoBudget extends ClientBudgets {
    public static final String ID = "none";

    /** No budget has no parameters. */
    public record Parameters() implements BudgetParameters {
        @Override
        public double[] values() {
            return new double[0];
        }
    }

    static final BudgetKind.Declaration<Parameters> KIND = new BudgetKind.Declaration<>(ID, "No budget") {
        @Override
        Parameters create(double[] values) {
            return new Parameters();
        }

        @Override
        ClientBudgets budgets(Parameters parameters, int clients) {
            return new NoBudget();
        }

        @Override
        BudgetBound bound(BudgetKind kind, Parameters parameters, OutageScenario scenario) {
            return new BudgetBound(kind, null, (double) scenario.sdkAttempts(), null, null);
        }
    };

    private NoBudget() {
    }

    @Override
    public boolean allowRetry(int slot, int c, int failure, double nowMs) {
        return true;
    }
}
