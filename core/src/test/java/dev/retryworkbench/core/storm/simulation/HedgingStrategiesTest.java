package dev.retryworkbench.core.storm.simulation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.policy.Hedging;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import dev.retryworkbench.core.policy.Role;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.budget.RetryBudget;
import dev.retryworkbench.core.storm.render.StormStory;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The comparison's and the survival map's hedging strategies (SPEC Part 4, "Hedging in the storm"): what each
 * changes of the entered stack, and their rows on a timeline counted by hand.
 */
class HedgingStrategiesTest {
    @Test
    void theHedgingRowHedgesAfterTheEnteredDelayOrPollysWithoutABudget() {
        // The worked example retries three times in its SDK layer: the row hedges after Polly's 2 s instead, two
        // attempts, no budget; the outer layers are as entered.
        StormInputs worked = StormInputs.workedExample().toBuilder()
                .withBudget(RetryBudget.defaults(BudgetKind.TOKEN_BUCKET)).build();
        StormLayer sdk = Strategy.HEDGING.inputs(worked).innermost();
        assertThat(sdk.hedging()).isEqualTo(StormHedging.of(Hedging.DELAY, 2_000, 2));
        assertThat(sdk.policy().attempts()).isEqualTo(1);
        assertThat(sdk.budget()).isEqualTo(RetryBudget.NONE);
        assertThat(Strategy.HEDGING.inputs(worked).layers().subList(0, 2)).isEqualTo(worked.layers().subList(0, 2));
        // An entered hedging after a delay is kept, its budget taken away.
        StormInputs hedging = worked.toBuilder().withSdk(StormInputs.layer(1))
                .withHedging(StormHedging.of(Hedging.DELAY, 150, 3)).build();
        assertThat(Strategy.HEDGING.inputs(hedging).innermost().hedging()).isEqualTo(StormHedging.of(Hedging.DELAY, 150, 3));
        assertThat(Strategy.HEDGING.inputs(hedging).innermost().budget()).isEqualTo(RetryBudget.NONE);
    }

    @Test
    void theEnvoyRowHedgesOnPerTryTimeoutWithTheEnteredAttemptsAndBackoffUnderMaxRetries() {
        RetryPolicy backoff = RetryPolicy.exponential(3, 25, 250, 2, Jitter.FULL);
        StormInputs entered = StormInputs.workedExample().toBuilder().withSdk(backoff).build();
        StormLayer sdk = Strategy.ENVOY_HEDGING.inputs(entered).innermost();
        assertThat(sdk.hedging().kind()).isEqualTo(Hedging.ON_PER_TRY_TIMEOUT);
        assertThat(sdk.policy()).isEqualTo(backoff);
        assertThat(sdk.budget()).isEqualTo(RetryBudget.defaults(BudgetKind.MAX_RETRIES));
        // Envoy's route timeout, 15 s, where no deadline is entered; an entered one stays.
        assertThat(Strategy.ENVOY_HEDGING.inputs(entered).deadlineMs()).isEqualTo(15_000.0);
        assertThat(Strategy.ENVOY_HEDGING.inputs(entered.toBuilder().withDeadlineMs(4_000.0).build()).deadlineMs())
                .isEqualTo(4_000.0);
        assertThat(Strategy.HEDGING.inputs(entered).deadlineMs()).isNull();
        // One SDK attempt becomes Envoy's default num_retries 1: two attempts; a hedging maximum of 4 stays 4.
        assertThat(Strategy.ENVOY_HEDGING.inputs(entered.toBuilder().withSdk(StormInputs.layer(1)).build())
                .innermost().policy().attempts()).isEqualTo(2);
        assertThat(Strategy.ENVOY_HEDGING.inputs(entered.toBuilder().withSdk(StormInputs.layer(1))
                .withHedging(StormHedging.of(Hedging.DELAY, 100, 4)).build()).innermost().policy().attempts())
                .isEqualTo(4);
    }

    @Test
    void aHedgingRowPastTheStacksLimitOnAttemptsIsTheEnteredPolicy() {
        // 100 x 100 x 100 x 1 attempts: two SDK attempts would make 2,000,000, past the 1,000,000 the stack takes.
        StormInputs wide = StormInputs.workedExample().toBuilder().withLayers(List.of(
                StormLayer.of(Role.RUNNER, StormInputs.layer(100), RetryBudget.NONE),
                StormLayer.of(Role.APPLICATION, StormInputs.layer(100), RetryBudget.NONE),
                StormLayer.of(Role.MESH, StormInputs.layer(100), RetryBudget.NONE),
                StormLayer.of(Role.SDK, StormInputs.layer(1), RetryBudget.NONE))).build();
        assertThat(Strategy.HEDGING.inputs(wide)).isSameAs(wide);
        assertThat(Strategy.ENVOY_HEDGING.inputs(wide)).isSameAs(wide);
    }

    @Test
    void theRowsOnAHandCountedTimeline() {
        // Three requests, one at a time, each attempt 100 ms behind a 60 ms attempt timeout, two SDK attempts
        // without waits. Your policy: each attempt times out at 60 ms, two per request, none succeeds. Envoy's
        // hedging: the first attempt runs on past 60 ms, a second starts then (one active retry, within max
        // retries 3), and the first succeeds at 100 ms: two attempts per request, all three succeed. Hedging after
        // Polly's 2 s: the delay never comes, each attempt times out and starts the next at once, as your policy.
        StormInputs inputs = Scenarios.threeRequests().withBaseLatencyMs(100).withAttemptTimeoutMs(60)
                .withLayers(StormInputs.layer(2), StormInputs.layer(1), StormInputs.layer(1)).build();
        StormResult result = StormSimulator.run(inputs);
        assertThat(result.row(Strategy.ENTERED).amplification()).isEqualTo(2.0);
        assertThat(result.row(Strategy.ENTERED).successShare()).isEqualTo(0.0);
        assertThat(result.row(Strategy.ENVOY_HEDGING).amplification()).isEqualTo(2.0);
        assertThat(result.row(Strategy.ENVOY_HEDGING).successShare()).isEqualTo(1.0);
        assertThat(result.row(Strategy.ENVOY_HEDGING).refusedRetries()).isZero();
        assertThat(result.row(Strategy.HEDGING).amplification()).isEqualTo(2.0);
        assertThat(result.row(Strategy.HEDGING).successShare()).isEqualTo(0.0);
    }

    @Test
    void theStoryNamesThePerTryTimeoutItHedgesAt() {
        // The worked example hedging on per-try timeout: Little's law puts the latency past the 3 s timeout above
        // 1000 x (1 - 1000 / 3000) / 10 = 66.7 requests per second.
        StormInputs perTry = StormInputs.workedExample().toBuilder()
                .withHedging(StormHedging.of(Hedging.ON_PER_TRY_TIMEOUT, 0, 0)).build();
        assertThat(StormStory.hedgingSentence(StormSimulator.run(perTry))).startsWith("Your SDK hedges at its per-try"
                + " timeout of 3 s; above 66.7 requests per second the latency passes it and every request hedges.");
    }

    @Test
    void theMapCoversEveryRowButTheOneWithoutWaits() {
        assertThat(Strategy.mapped()).doesNotContain(Strategy.NO_WAITS).endsWith(Strategy.HEDGING,
                Strategy.ENVOY_HEDGING).hasSize(Strategy.values().length - 1);
        // The hedging rows come after the rows of Parts 2 and 3, which keep their places.
        assertThat(Strategy.values()).endsWith(Strategy.NO_WAITS, Strategy.HEDGING, Strategy.ENVOY_HEDGING);
        assertThat(Strategy.fromId("envoy-hedging")).isSameAs(Strategy.ENVOY_HEDGING);
    }
}
