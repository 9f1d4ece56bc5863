package dev.retryworkbench.core.storm.simulation;

import dev.retryworkbench.core.storm.budget.BudgetBound;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.budget.OutageScenario;
import java.util.ArrayList;
import java.util.List;

/**
 * The closed forms of Part 3's "Budget bounds" table for the entered scenario: one {@link BudgetBound}
 * per {@link BudgetKind}, each kind's (declared in its class) at the compared layer's entered parameters,
 * with n that layer's attempt limit and lambda_c the normal request rate per client.
 */
public final class BudgetBounds {
    private BudgetBounds() {
    }

    /** Returns one bound per kind, in {@link BudgetKind} order. */
    public static List<BudgetBound> of(StormInputs inputs) {
        OutageScenario scenario = new OutageScenario(inputs.compared().maxAttempts(),
                inputs.requestsPerSecond() / inputs.clients(), inputs.baseLatencyMs() > inputs.attemptTimeoutMs(),
                inputs.shedding() != null, inputs.pooled() ? Integer.valueOf(inputs.pool().concurrencyPerClient()) : null);
        List<BudgetBound> bounds = new ArrayList<>();
        for (BudgetKind kind : BudgetKind.values()) {
            bounds.add(inputs.compared().budget().parameters(kind).bound(kind, scenario));
        }
        return bounds;
    }
}
