package dev.retryworkbench.core.storm.budget;

/**
 * One budget kind's parameter values: a small record owned by the kind's class, validated at
 * construction, whose components follow the order of the kind's {@link BudgetKind#parameters()}.
 */
public interface BudgetParameters {
    /** Returns the values in the order of the kind's parameters. */
    double[] values();
}
