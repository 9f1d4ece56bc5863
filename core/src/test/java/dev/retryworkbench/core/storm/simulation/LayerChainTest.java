package dev.retryworkbench.core.storm.simulation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.budget.RetryBudget;
import org.junit.jupiter.api.Test;

class LayerChainTest {
    @Test
    void theInputsLayersOutermostFirstWithTheBudgetOnTheInnermost() {
        RetryPolicy sdk = RetryPolicy.exponential(3, 100, 1_000, 2, Jitter.FULL);
        RetryPolicy application = RetryPolicy.exponential(2, 50, 500, 2, Jitter.NONE);
        RetryPolicy runner = RetryPolicy.exponential(4, 0, 0, 2, Jitter.NONE);
        LayerChain chain = LayerChain.of(StormInputs.builder().withLayers(sdk, application, runner)
                .withBudget(RetryBudget.defaults(BudgetKind.TOKEN_BUCKET)).build());
        assertThat(chain.depth()).isEqualTo(3);
        assertThat(chain.innermost()).isEqualTo(2);
        assertThat(chain.budgeted()).containsExactly(2);
        assertThat(chain.budgets(0)).isNull();
        assertThat(chain.budgets(2).balance(0)).isEqualTo(5);
        assertThat(new int[] {chain.attempts(0), chain.attempts(1), chain.attempts(2)}).containsExactly(4, 2, 3);
        assertThat(chain.backoff(0).policy()).isEqualTo(runner);
        assertThat(chain.backoff(1).policy()).isEqualTo(application);
        assertThat(chain.backoff(2).policy()).isEqualTo(sdk);
        // In milliseconds: the SDK's first wait is its initial backoff, 100 ms.
        assertThat(chain.backoff(2).raw(1)).isEqualTo(100);
        assertThatThrownBy(() -> chain.attempts(3)).isInstanceOf(ArrayIndexOutOfBoundsException.class);
    }

    @Test
    void onlyTheBudgetedLayersAreListedOutermostFirstAndNoneWithoutBudgets() {
        assertThat(LayerChain.of(StormInputs.workedExample()).budgeted()).isEmpty();
        LayerChain chain = LayerChain.of(StormInputs.builder().withBudget(RetryBudget.defaults(BudgetKind.BREAKER))
                .withLayerBudget(0, RetryBudget.defaults(BudgetKind.TOKEN_BUCKET)).build());
        assertThat(chain.budgeted()).containsExactly(0, 2);
        assertThat(chain.budgets(1)).isNull();
    }
}
