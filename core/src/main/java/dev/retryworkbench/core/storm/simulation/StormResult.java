package dev.retryworkbench.core.storm.simulation;

import dev.retryworkbench.core.storm.budget.BudgetBound;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import java.util.List;
import java.util.Objects;

/**
 * What the retry storm simulator shows for one set of inputs.
 *
 * @param inputs               the inputs
 * @param run                  the entered scenario's run: series, totals and recovery
 * @param closedForm           the closed form beside the simulated figures, or null when it does not apply
 *                             (see {@link StormSimulator#closedForm})
 * @param comparison           one row per {@link Strategy}, in its order
 * @param timeoutRateThreshold the request rate above which Little's law puts the latency past the
 *                             attempt timeout, or null when no rate does (see {@link
 *                             StormSimulator#timeoutRateThreshold})
 * @param budgetBounds         one closed-form bound per {@link BudgetKind}, in its order, at the entered
 *                             budget parameters ({@link BudgetBounds})
 */
public record StormResult(StormInputs inputs, StormRun run, ClosedForm closedForm, List<ComparisonRow> comparison,
        Double timeoutRateThreshold, List<BudgetBound> budgetBounds) {

    public StormResult {
        Objects.requireNonNull(inputs, "inputs");
        Objects.requireNonNull(run, "run");
        comparison = List.copyOf(comparison);
        budgetBounds = List.copyOf(budgetBounds);
    }

    /** Returns the closed-form bound of {@code kind}. */
    public BudgetBound budgetBound(BudgetKind kind) {
        return budgetBounds.get(kind.ordinal());
    }

    /** Returns the peak attempts per second over the normal request rate. */
    public double peakRatio() {
        return run.peakAttemptsPerSecond() / inputs.requestsPerSecond();
    }

    /** Returns the comparison row of {@code strategy}. */
    public ComparisonRow row(Strategy strategy) {
        return comparison.get(strategy.ordinal());
    }
}
