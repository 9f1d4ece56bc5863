package dev.retryworkbench.core.storm.simulation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.retryworkbench.core.policy.Role;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.budget.RetryBudget;
import dev.retryworkbench.core.storm.render.BudgetBoundsTable;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The storm over a list of layers: a budget per layer, and the compared layer the comparison swaps. */
class StormLayersTest {
    /** A token bucket of 2 tokens that never refills: one retry, then none. */
    private static final RetryBudget ONE_RETRY = RetryBudget.of(BudgetKind.TOKEN_BUCKET, 2, 0);

    /**
     * Scenarios.threeRequests (one client, requests at 485, 1,279 and 2,858 ms, 10 ms attempts) with every
     * attempt failing, through an outer "app" layer of 3 immediate attempts around an inner "client" of 2.
     */
    private static StormInputs.Builder twoLayers(RetryBudget outer, RetryBudget inner) {
        return Scenarios.threeRequests().withTrigger(Scenarios.outage(0, 10)).withLayers(List.of(
                new StormLayer(Role.APPLICATION, "app", StormInputs.layer(3), outer),
                new StormLayer(Role.SDK, "client", StormInputs.layer(2), inner)));
    }

    @Test
    void theOuterLayersBudgetGatesItsRetriesAndNotTheInnerOnes() {
        // No budget: 3 x 2 attempts per request.
        assertThat(StormSimulation.simulate(twoLayers(RetryBudget.NONE, RetryBudget.NONE).build()).attempts())
                .isEqualTo(18);
        // The outer bucket starts at 2: request 1 makes its 2 inner attempts, one outer retry (balance 2 > 1,
        // then 1) with 2 more, and is refused its second (1 is not above 1): 4 attempts. Requests 2 and 3 are
        // refused their first outer retry: 2 attempts each. The inner layer's retries are never asked about.
        StormSimulation simulation = Scenarios.simulation(twoLayers(ONE_RETRY, RetryBudget.NONE).build());
        StormRun run = simulation.result();
        assertThat(run.requests()).isEqualTo(3);
        assertThat(run.attempts()).isEqualTo(4 + 2 + 2);
        assertThat(run.refusedRetries()).isEqualTo(3);
        assertThat(run.succeeded()).isZero();
        assertThat(simulation.budgetBalance(0, 0)).isEqualTo(1);
        assertThat(simulation.budgetBalance(0)).isNaN();
        // The same bucket on the inner layer: request 1's first inner run retries (2 > 1, then 1); the outer
        // layer reruns it twice more, each refused its retry: 2 + 1 + 1 = 4 attempts, 2 refused. Requests 2
        // and 3: three inner runs of 1 attempt each, each refused its retry.
        StormSimulation inner = Scenarios.simulation(twoLayers(RetryBudget.NONE, ONE_RETRY).build());
        assertThat(inner.result().attempts()).isEqualTo(4 + 3 + 3);
        assertThat(inner.result().refusedRetries()).isEqualTo(2 + 3 + 3);
        assertThat(inner.budgetBalance(0)).isEqualTo(1);
    }

    @Test
    void theComparisonSwapsTheComparedLayersBudget() {
        StormInputs inputs = twoLayers(ONE_RETRY, RetryBudget.defaults(BudgetKind.BREAKER)).withComparedLayer(0)
                .build();
        assertThat(inputs.compared().name()).isEqualTo("app");
        StormInputs breakerRow = Strategy.of(BudgetKind.GRPC_THROTTLING).inputs(inputs);
        assertThat(breakerRow.layers().get(0).budget()).isEqualTo(RetryBudget.defaults(BudgetKind.GRPC_THROTTLING));
        assertThat(breakerRow.innermost().budget()).isEqualTo(RetryBudget.defaults(BudgetKind.BREAKER));
        assertThat(breakerRow.comparedLayer()).isZero();
        StormInputs noRetries = Strategy.NO_RETRIES.inputs(inputs);
        assertThat(noRetries.maxAttemptsPerRequest()).isEqualTo(1);
        assertThat(noRetries.budgeted()).isFalse();
        assertThat(noRetries.layers().get(0).name()).isEqualTo("app");
        // The bounds take n from the compared layer: no budget lets all 3 of app's attempts through, and
        // the token bucket of capacity 2 allows ceil(2) - 1 = 1 retry at a full outage.
        assertThat(BudgetBounds.of(inputs).get(BudgetKind.NONE.ordinal()).longRunAmplification()).isEqualTo(3);
        assertThat(BudgetBounds.of(inputs).get(BudgetKind.TOKEN_BUCKET.ordinal()).retriesAtOutage()).isEqualTo(1);
        // By default the innermost is compared: n = 2.
        StormInputs innermost = twoLayers(ONE_RETRY, RetryBudget.NONE).build();
        assertThat(innermost.comparedLayer()).isEqualTo(1);
        assertThat(BudgetBounds.of(innermost).get(BudgetKind.NONE.ordinal()).longRunAmplification()).isEqualTo(2);
        StormResult result = StormSimulator.run(inputs);
        assertThat(BudgetBoundsTable.caption(result)).contains("n = 3 app attempts");
        assertThat(BudgetBoundsTable.sentence(result)).startsWith("At a full outage your app layer's budget (Token bucket)");
    }

    @Test
    void aStackIsOneToEightLayersWithNamesOfTheirOwnAndAComparedLayerInIt() {
        StormLayer layer = StormLayer.of(Role.MESH, StormInputs.layer(1), RetryBudget.NONE);
        assertThatThrownBy(() -> StormInputs.builder().withLayers(List.of(layer, layer)).build())
                .hasMessageContaining("Two layers are named \u201cMesh\u201d");
        assertThatThrownBy(() -> StormInputs.builder().withLayers(List.of()).build())
                .hasMessage("A stack has 1 to 8 layers, not 0.");
        assertThatThrownBy(() -> StormInputs.builder().withComparedLayer(3).build())
                .hasMessage("comparedLayer must be a layer's index, 0 to 2 (it is 3).");
        StormInputs one = StormInputs.builder().withLayers(List.of(layer.withPolicy(StormInputs.layer(4)))).build();
        assertThat(one.maxAttemptsPerRequest()).isEqualTo(4);
        assertThat(one.comparedLayer()).isZero();
    }
}
