package dev.retryworkbench.core.storm.simulation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.storm.budget.AwsQuota;
import dev.retryworkbench.core.storm.budget.Breaker;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.budget.GrpcThrottling;
import dev.retryworkbench.core.storm.budget.RetryBudget;
import dev.retryworkbench.core.storm.budget.TokenBucket;
import org.junit.jupiter.api.Test;

/**
 * Each budget's accounting on three requests of one client, one at a time (see {@link
 * Inputs#threeRequests}: arrivals at 485 ms, 1,279 ms and 2,858 ms, attempts of 10 ms, three
 * immediate SDK attempts), with the balances derived by hand in each test.
 */
class BudgetAccountingTest {
    private static RetryBudget aws(double capacity) {
        return RetryBudget.of(BudgetKind.AWS_QUOTA, new AwsQuota.Parameters(capacity, 5, 10, 1, 5));
    }

    private static RetryBudget grpc(double maxTokens) {
        return RetryBudget.of(BudgetKind.GRPC_THROTTLING, new GrpcThrottling.Parameters(maxTokens, 0.5));
    }

    private static RetryBudget bucket(double capacity, double refill) {
        return RetryBudget.of(BudgetKind.TOKEN_BUCKET, new TokenBucket.Parameters(capacity, refill));
    }

    private static RetryBudget breaker(double threshold) {
        return RetryBudget.of(BudgetKind.BREAKER, new Breaker.Parameters(threshold));
    }

    /** Every attempt takes 20 ms against a 10 ms timeout. */
    private static StormInputs.Builder timingOut(StormInputs.Builder inputs) {
        inputs.withBaseLatencyMs(20);
        inputs.withAttemptTimeoutMs(10);
        return inputs;
    }

    @Test
    void theScenarioHasOneRequestInEachSecond() {
        StormRun run = StormSimulation.simulate(Scenarios.threeRequests().build());
        assertThat(run.requests()).isEqualTo(3);
        assertThat(new int[] {run.series().arriving(0), run.series().arriving(1), run.series().arriving(2)})
                .containsExactly(1, 1, 1);
        assertThat(run.attempts()).isEqualTo(3);
        assertThat(run.succeeded()).isEqualTo(3);
    }

    @Test
    void awsQuotaChargesEachRetryAndRefusesBelowTheCost() {
        // 12 -> 7 -> 2 on the first request's two retries; 2 < 5 refuses the others' first retries.
        StormSimulation simulation = Scenarios.simulation(Scenarios.threeRequests()
                .withTrigger(Scenarios.outage(0, 3)).withBudget(aws(12)).build());
        StormRun run = simulation.result();
        assertThat(simulation.budgetBalance(0)).isEqualTo(2);
        assertThat(run.attempts()).isEqualTo(3 + 1 + 1);
        assertThat(run.refusedRetries()).isEqualTo(2);
        assertThat(run.succeeded()).isZero();
    }

    @Test
    void awsQuotaChargesMoreAfterATimeout() {
        // 12 -> 2 on the first retry (timeoutRetryCost 10); then 2 < 10 refuses every retry.
        StormSimulation simulation = Scenarios.simulation(timingOut(Scenarios.threeRequests()).withBudget(aws(12))
                .build());
        StormRun run = simulation.result();
        assertThat(simulation.budgetBalance(0)).isEqualTo(2);
        assertThat(run.attempts()).isEqualTo(2 + 1 + 1);
        assertThat(run.refusedRetries()).isEqualTo(3);
        assertThat(run.series().timeouts(0) + run.series().timeouts(1) + run.series().timeouts(2)).isEqualTo(4);
    }

    @Test
    void awsQuotaRefundsTheLastRetryOrTheNoRetryIncrement() {
        // Outage until 1,285 ms. First request: 20 -> 15 -> 10, exhausted. Second (1,279 ms): fails, 10 -> 5,
        // its retry at 1,289 ms succeeds and refunds 5 -> 10. Third: succeeds first time, +1 -> 11.
        StormSimulation simulation = Scenarios.simulation(Scenarios.threeRequests()
                .withTrigger(Scenarios.outage(0, 1.285)).withBudget(aws(20)).build());
        StormRun run = simulation.result();
        assertThat(simulation.budgetBalance(0)).isEqualTo(11);
        assertThat(run.attempts()).isEqualTo(3 + 2 + 1);
        assertThat(run.succeeded()).isEqualTo(2);
        assertThat(run.refusedRetries()).isZero();
    }

    @Test
    void awsQuotaNeverExceedsItsCapacity() {
        StormSimulation simulation = Scenarios.simulation(Scenarios.threeRequests()
                .withBudget(RetryBudget.defaults(BudgetKind.AWS_QUOTA)).build());
        assertThat(simulation.budgetBalance(0)).isEqualTo(500);
    }

    @Test
    void grpcThrottlingAllowsRetriesOnlyAboveHalfItsTokensAfterTheFailure() {
        // maxTokens 4: fail 4 -> 3 > 2 retry; fail 3 -> 2, not > 2, refused. Then 1 and 0, both refused.
        StormSimulation simulation = Scenarios.simulation(Scenarios.threeRequests()
                .withTrigger(Scenarios.outage(0, 3)).withBudget(grpc(4)).build());
        StormRun run = simulation.result();
        assertThat(simulation.budgetBalance(0)).isZero();
        assertThat(run.attempts()).isEqualTo(2 + 1 + 1);
        assertThat(run.refusedRetries()).isEqualTo(3);
    }

    @Test
    void grpcThrottlingTokensStayWithinZeroAndTheMaximum() {
        // maxTokens 2: 2 -> 1 (refused), 0 (refused), 0 not -1 (refused).
        StormSimulation down = Scenarios.simulation(Scenarios.threeRequests().withTrigger(Scenarios.outage(0, 3))
                .withBudget(grpc(2)).build());
        assertThat(down.budgetBalance(0)).isZero();
        assertThat(down.result().refusedRetries()).isEqualTo(3);
        // Successes add 0.5 each but never above 4.
        StormSimulation up = Scenarios.simulation(Scenarios.threeRequests().withBudget(grpc(4)).build());
        assertThat(up.budgetBalance(0)).isEqualTo(4);
    }

    @Test
    void grpcThrottlingSuccessesAddTheTokenRatio() {
        // Outage [0, 2): first request 4 -> 3 -> 2 (refused at 2), second 2 -> 1 (refused), third succeeds: 1.5.
        StormSimulation simulation = Scenarios.simulation(Scenarios.threeRequests()
                .withTrigger(Scenarios.outage(0, 2)).withBudget(grpc(4)).build());
        StormRun run = simulation.result();
        assertThat(simulation.budgetBalance(0)).isEqualTo(1.5);
        assertThat(run.attempts()).isEqualTo(2 + 1 + 1);
        assertThat(run.refusedRetries()).isEqualTo(2);
        assertThat(run.succeeded()).isEqualTo(1);
    }

    @Test
    void tokenBucketRefillsOnFirstTriesAndNeedsMoreThanOneToken() {
        // Capacity 2, refill 0.5. First request: first try 2 (capped), retry 2 -> 1, then 1 is not above 1:
        // refused. Second: first try 1.5, retry -> 0.5, refused. Third: first try 1.0, refused at once.
        StormSimulation simulation = Scenarios.simulation(Scenarios.threeRequests()
                .withTrigger(Scenarios.outage(0, 3)).withBudget(bucket(2, 0.5)).build());
        StormRun run = simulation.result();
        assertThat(simulation.budgetBalance(0)).isEqualTo(1.0);
        assertThat(run.attempts()).isEqualTo(2 + 2 + 1);
        assertThat(run.refusedRetries()).isEqualTo(3);
    }

    @Test
    void everySdkRunStartsWithAFirstTryAndARefusalPassesToTheOuterLayer() {
        // Application 2 attempts around SDK 2 attempts. First request: run 1 first try 2, retry -> 1, exhausted;
        // run 2 first try 1.5, retry -> 0.5: 4 attempts. Second: first try 1.0, retry refused, the application
        // retries: first try 1.5, retry -> 0.5: 3 attempts. Third: the same as the second.
        StormSimulation simulation = Scenarios.simulation(Scenarios.threeRequests().withTrigger(Scenarios.outage(0, 3))
                .withLayers(StormInputs.layer(2), StormInputs.layer(2), StormInputs.layer(1))
                .withBudget(bucket(2, 0.5)).build());
        StormRun run = simulation.result();
        assertThat(simulation.budgetBalance(0)).isEqualTo(0.5);
        assertThat(run.attempts()).isEqualTo(4 + 3 + 3);
        assertThat(run.refusedRetries()).isEqualTo(2);
    }

    @Test
    void breakerStopsRetriesWhileFailuresPerFirstTryExceedTheThreshold() {
        // Threshold 1, outage [1, 3). First request succeeds (1 first try). Second: first tries 2, failures
        // 1 and 2 are not above 2: two retries; its third failure exhausts the SDK. Third: first tries 3,
        // failures 4 > 3: refused.
        StormRun run = StormSimulation.simulate(Scenarios.threeRequests().withTrigger(Scenarios.outage(1, 3))
                .withBudget(breaker(1)).build());
        assertThat(run.attempts()).isEqualTo(1 + 3 + 1);
        assertThat(run.refusedRetries()).isEqualTo(1);
        assertThat(run.succeeded()).isEqualTo(1);
    }

    @Test
    void timeoutsAreFailuresForTheBreaker() {
        // Threshold 1, every attempt times out: 1 failure per 1 first try retries, 2 > 1 does not; then
        // 3 > 2 and 4 > 3 refuse at once.
        StormRun run = StormSimulation.simulate(timingOut(Scenarios.threeRequests()).withBudget(breaker(1)).build());
        assertThat(run.attempts()).isEqualTo(2 + 1 + 1);
        assertThat(run.refusedRetries()).isEqualTo(3);
    }

    @Test
    void timeoutsCostGrpcTokensButDeadlineCutsDoNot() {
        StormSimulation timedOut = Scenarios.simulation(timingOut(Scenarios.threeRequests()).withBudget(grpc(4))
                .build());
        assertThat(timedOut.budgetBalance(0)).isZero();
        // 20 ms attempts, a 15 ms deadline: each request's first attempt is cut, which costs nothing.
        StormInputs.Builder cut = Scenarios.threeRequests().withBudget(grpc(4));
        cut.withBaseLatencyMs(20);
        cut.withDeadlineMs(15.0);
        StormSimulation simulation = Scenarios.simulation(cut.build());
        StormRun run = simulation.result();
        assertThat(simulation.budgetBalance(0)).isEqualTo(4);
        assertThat(run.attempts()).isEqualTo(3);
        assertThat(run.series().timeouts(0) + run.series().timeouts(1) + run.series().timeouts(2)).isEqualTo(3);
        assertThat(run.refusedRetries()).isZero();
    }

    @Test
    void aRetryTheDeadlinePreventsSpendsNothingAndIsNotRefused() {
        // 10 ms attempts, a 10 ms deadline: the first attempt ends at the deadline (an outcome, not cut) and
        // its immediate retry would start at the deadline: no retry, no charge, no refusal.
        StormInputs.Builder inputs = Scenarios.threeRequests().withTrigger(Scenarios.outage(0, 3)).withBudget(aws(12));
        inputs.withDeadlineMs(10.0);
        StormSimulation simulation = Scenarios.simulation(inputs.build());
        StormRun run = simulation.result();
        assertThat(simulation.budgetBalance(0)).isEqualTo(12);
        assertThat(run.attempts()).isEqualTo(3);
        assertThat(run.refusedRetries()).isZero();
        assertThat(run.series().failures(0) + run.series().failures(1) + run.series().failures(2)).isEqualTo(3);
    }
}
