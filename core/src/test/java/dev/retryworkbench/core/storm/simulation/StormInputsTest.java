package dev.retryworkbench.core.storm.simulation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.retryworkbench.core.policy.DeadlineRule;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import dev.retryworkbench.core.storm.budget.AwsQuota;
import dev.retryworkbench.core.storm.budget.Breaker;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.budget.GrpcThrottling;
import dev.retryworkbench.core.storm.budget.RetryBudget;
import dev.retryworkbench.core.storm.budget.TokenBucket;
import org.junit.jupiter.api.Test;

class StormInputsTest {
    @Test
    void theWorkedExampleIsTheSpecificationsDefaults() {
        StormInputs worked = StormInputs.workedExample();
        assertThat(worked.clients()).isEqualTo(10);
        assertThat(worked.requestsPerSecond()).isEqualTo(40);
        assertThat(worked.arrivalsStopSeconds()).isEqualTo(80);
        assertThat(worked.baseLatencyMs()).isEqualTo(1_000);
        assertThat(worked.latencyPerInFlightMs()).isEqualTo(10);
        assertThat(worked.failureProbability()).isZero();
        assertThat(worked.trigger()).isEqualTo(new StormTrigger(20, 29, null, 80.0));
        assertThat(worked.triggerFailureProbability()).isZero();
        assertThat(worked.triggerRequestsPerSecond()).isEqualTo(80);
        assertThat(worked.attemptTimeoutMs()).isEqualTo(3_000);
        assertThat(new int[] {worked.innermost().policy().attempts(), worked.layers().get(1).policy().attempts(), worked.layers().get(0).policy().attempts()})
                .containsExactly(3, 1, 1);
        assertThat(worked.innermost().policy().initial()).isZero();
        assertThat(worked.innermost().policy().maximum()).isZero();
        assertThat(worked.deadlineMs()).isNull();
        assertThat(worked.deadlineRule()).isEqualTo(DeadlineRule.CLIP);
        assertThat(worked.innermost().budget().kind()).isEqualTo(BudgetKind.NONE);
        assertThat(worked.seed()).isEqualTo(42);
        assertThat(worked.maxAttemptsPerRequest()).isEqualTo(3);
    }

    @Test
    void budgetDefaultsAreTheSpecifications() {
        AwsQuota.Parameters aws = (AwsQuota.Parameters) RetryBudget.defaults(BudgetKind.AWS_QUOTA).entered();
        assertThat(new double[] {aws.capacity(), aws.retryCost(), aws.timeoutRetryCost(), aws.noRetryIncrement()})
                .containsExactly(500, 5, 10, 1);
        GrpcThrottling.Parameters grpc = (GrpcThrottling.Parameters) BudgetKind.GRPC_THROTTLING.defaults();
        assertThat(new double[] {grpc.maxTokens(), grpc.tokenRatio()}).containsExactly(10, 0.1);
        TokenBucket.Parameters bucket = (TokenBucket.Parameters) RetryBudget.defaults(BudgetKind.TOKEN_BUCKET).entered();
        assertThat(new double[] {bucket.capacity(), bucket.refill()}).containsExactly(5, 0.1);
        assertThat(((Breaker.Parameters) RetryBudget.defaults(BudgetKind.BREAKER).entered()).threshold()).isEqualTo(0.1);
        assertThat(BudgetKind.fromId("grpc-throttling")).isEqualTo(BudgetKind.GRPC_THROTTLING);
        assertThat(BudgetKind.fromId("token-bucket")).isEqualTo(BudgetKind.TOKEN_BUCKET);
        assertThat(BudgetKind.fromId("leaky")).isNull();
    }

    @Test
    void outOfRangeValuesAreRefusedWithTheirRange() {
        StormInputs.Builder inputs = StormInputs.builder();
        inputs.withClients(0);
        assertThatThrownBy(inputs::build).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("clients must be a whole number from 1 to 100,000, not 0");
        inputs.withClients(10);
        inputs.withRequestsPerSecond(0);
        assertThatThrownBy(inputs::build).hasMessage("requestsPerSecond must be a number from 0.01 to 100,000, not 0");
        inputs.withRequestsPerSecond(40);
        inputs.withFailureProbability(Double.NaN);
        assertThatThrownBy(inputs::build).hasMessageStartingWith("failureProbability must be a number from 0 to 1");
        inputs.withFailureProbability(0);
        // A layer checks itself, naming the layer.
        assertThatThrownBy(() -> inputs.withSdk(RetryPolicy.exponential(101, 0, 0, 2, Jitter.NONE)))
                .hasMessage("SDK attempts must be a whole number from 1 to 100, not 101");
        inputs.withDeadlineMs(0.0);
        assertThatThrownBy(inputs::build).hasMessageStartingWith("deadlineMs must be");
        inputs.withDeadlineMs(null);
        inputs.withSeed(4_294_967_296L);
        assertThatThrownBy(inputs::build).hasMessageStartingWith("seed must be a whole number from 0 to 4,294,967,295");
        assertThatThrownBy(() -> new StormTrigger(29, 20, null, null))
                .hasMessage("trigger startSeconds must be before endSeconds");
        assertThatThrownBy(() -> new StormTrigger(20, 29, 1.5, null)).hasMessageStartingWith("failureProbability");
        assertThatThrownBy(() -> new GrpcThrottling.Parameters(0, 0.1))
                .hasMessageStartingWith("budget maxTokens must be");
    }

    @Test
    void theComparisonRowsChangeOnlyThePolicyOrTheBudget() {
        StormInputs entered = StormInputs.builder().withBudget(RetryBudget.defaults(BudgetKind.BREAKER)).build();
        StormInputs none = Strategy.NO_RETRIES.inputs(entered);
        assertThat(none.maxAttemptsPerRequest()).isEqualTo(1);
        assertThat(none.innermost().budget().kind()).isEqualTo(BudgetKind.NONE);
        assertThat(none.toBuilder().withLayers(entered.innermost().policy(), entered.layers().get(1).policy(), entered.layers().get(0).policy())
                .withBudget(entered.innermost().budget()).build()).isEqualTo(entered);
        assertThat(Strategy.ENTERED.inputs(entered)).isSameAs(entered);
        assertThat(Strategy.of(BudgetKind.AWS_QUOTA).inputs(entered))
                .isEqualTo(entered.toBuilder().withBudget(RetryBudget.defaults(BudgetKind.AWS_QUOTA)).build());
        assertThat(Strategy.fromId("token-bucket")).isEqualTo(Strategy.of(BudgetKind.TOKEN_BUCKET));
    }

    @Test
    void littlesLawThresholdAtTheEdges() {
        StormInputs.Builder inputs = StormInputs.builder();
        inputs.withBaseLatencyMs(3_000);
        assertThat(StormSimulator.timeoutRateThreshold(inputs.build())).isZero();
        inputs.withBaseLatencyMs(1_000);
        inputs.withLatencyPerInFlightMs(0);
        assertThat(StormSimulator.timeoutRateThreshold(inputs.build())).isNull();
        inputs.withLatencyPerInFlightMs(20);
        inputs.withAttemptTimeoutMs(2_000);
        // 1000 x (1 - 1/2) / 20 = 25 requests per second.
        assertThat(StormSimulator.timeoutRateThreshold(inputs.build())).isEqualTo(25);
    }
}
