package dev.retryworkbench.core.storm.budget;

/**
 * One budget kind's parameter values: a small record owned by the kind's class, validated at
 * construction, whose components follow the order of the kind's {@link BudgetKind#parameters()}; it
 * also gives the kind's budgets and bound at these values.
 */
public interface BudgetParameters {
    /** Returns the values in the order of the kind's parameters. */
    double[] values();

    /** Returns the same kind's record of {@code values}, in the order of its parameters. */
    BudgetParameters with(double[] values);

    /** Returns the budgets of {@code clients} clients of this kind with these parameters. */
    ClientBudgets budgets(int clients);

    /** Returns what {@code kind} (this record's) allows at a full outage of {@code scenario}. */
    BudgetBound bound(BudgetKind kind, OutageScenario scenario);
}
