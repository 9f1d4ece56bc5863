package dev.retryworkbench.core.storm.simulation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.retryworkbench.core.storm.budget.AwsQuota;
import dev.retryworkbench.core.storm.budget.BudgetBound;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.budget.RatioBudget;
import dev.retryworkbench.core.storm.budget.RetryBudget;
import dev.retryworkbench.core.storm.budget.TokenBucket;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The closed-form budget bounds of Part 3, by hand for the worked example, and against simulated outages. */
class BudgetBoundsTest {
    @Test
    void theWorkedExamplesBoundsByHand() {
        // n = 3, lambda_c = 40 / 10 = 4 per second; the base latency (1 s) is within the timeout (3 s).
        List<BudgetBound> bounds = BudgetBounds.of(StormInputs.workedExample());
        assertThat(bounds).extracting(BudgetBound::kind).containsExactly(BudgetKind.values());
        assertThat(bounds.get(BudgetKind.NONE.ordinal()))
                .isEqualTo(new BudgetBound(BudgetKind.NONE, null, 3.0, null, null));
        // 500 / retryCost 5.
        assertThat(bounds.get(BudgetKind.AWS_QUOTA.ordinal()))
                .isEqualTo(new BudgetBound(BudgetKind.AWS_QUOTA, 100.0, 1.0, null, null));
        assertThat(bounds.get(BudgetKind.AWS_ADAPTIVE.ordinal()))
                .isEqualTo(new BudgetBound(BudgetKind.AWS_ADAPTIVE, 100.0, 1.0, null, null));
        // ceil(10 / 2) - 1 = 4; drains above 0.1 / 1.1 = 9.1% failing attempts.
        assertThat(bounds.get(BudgetKind.GRPC_THROTTLING.ordinal()))
                .isEqualTo(new BudgetBound(BudgetKind.GRPC_THROTTLING, 4.0, 1.0, 0.1 / 1.1, null));
        // The token bucket's own default capacity 5: ceil(5) - 1 = 4, then min(3, 1 + 0.1).
        assertThat(bounds.get(BudgetKind.TOKEN_BUCKET.ordinal()))
                .isEqualTo(new BudgetBound(BudgetKind.TOKEN_BUCKET, 4.0, 1.1, null, null));
        assertThat(bounds.get(BudgetKind.BREAKER.ordinal()))
                .isEqualTo(new BudgetBound(BudgetKind.BREAKER, 0.0, 1.0, null, null));
        // floor(10 x 10 + 0.2 x 4 x 10) = 108 per 10 s; min(3, 1 + 0.2 + 10 / 4) = 3: no limit at 4 rps.
        assertThat(bounds.get(BudgetKind.RATIO.ordinal()))
                .isEqualTo(new BudgetBound(BudgetKind.RATIO, 108.0, 3.0, null, null));
        // Concurrencies: Envoy's grows with the active requests of open clients; max-retries is 3.
        assertThat(bounds.get(BudgetKind.ENVOY.ordinal()))
                .isEqualTo(new BudgetBound(BudgetKind.ENVOY, null, null, null, null));
        assertThat(bounds.get(BudgetKind.MAX_RETRIES.ordinal()))
                .isEqualTo(new BudgetBound(BudgetKind.MAX_RETRIES, null, null, null, 3.0));
    }

    @Test
    void theBoundsFollowTheEnteredParametersAndScenario() {
        StormInputs worked = StormInputs.workedExample();
        // Attempts that time out (base 4 s past the 3 s timeout) cost timeoutRetryCost: 500 / 10.
        StormInputs slow = worked.toBuilder().withBaseLatencyMs(4_000).build();
        assertThat(BudgetBounds.of(slow).get(BudgetKind.AWS_QUOTA.ordinal()).retriesAtOutage()).isEqualTo(50);
        // The 2026 costs: 500 / 14 = 35.7, 35 retries.
        StormInputs aws2026 = worked.toBuilder().withBudget(RetryBudget.of(BudgetKind.AWS_QUOTA, AwsQuota.AWS_2026)).build();
        assertThat(BudgetBounds.of(aws2026).get(BudgetKind.AWS_QUOTA.ordinal()).retriesAtOutage()).isEqualTo(35);
        // An entered token bucket of capacity 8.5: ceil(8.5) - 1 = 8.
        StormInputs bucket = worked.toBuilder()
                .withBudget(RetryBudget.of(BudgetKind.TOKEN_BUCKET, new TokenBucket.Parameters(8.5, 0.3))).build();
        BudgetBound tokenBucket = BudgetBounds.of(bucket).get(BudgetKind.TOKEN_BUCKET.ordinal());
        assertThat(tokenBucket.retriesAtOutage()).isEqualTo(8);
        assertThat(tokenBucket.longRunAmplification()).isEqualTo(1.3);
        // A pool of 20 workers per client: Envoy's max(floor(0.2 x 20), 3) = 4 retries at once.
        StormInputs pooled = worked.toBuilder().withPool(new WorkerPool(20, null)).build();
        assertThat(BudgetBounds.of(pooled).get(BudgetKind.ENVOY.ordinal()).retryConcurrency()).isEqualTo(4);
        // The ratio at 1 retry per second: min(3, 1 + 0.2 + 1 / 4) = 1.45.
        StormInputs ratio = worked.toBuilder().withBudget(RetryBudget.of(BudgetKind.RATIO, new RatioBudget.Parameters(0.2, 1, 10))).build();
        assertThat(BudgetBounds.of(ratio).get(BudgetKind.RATIO.ordinal()).longRunAmplification()).isEqualTo(1.45);
        assertThat(StormSimulator.run(ratio).budgetBound(BudgetKind.RATIO).retriesAtOutage()).isEqualTo(18);
    }

    /**
     * A long full outage without load effects (10 ms attempts, nothing times out): 10 clients at 4
     * requests per second each for 600 s, three SDK attempts. The simulated amplification is the long-run
     * bound plus the retries each fresh client makes first, spread over its 2,400 requests.
     */
    @Test
    void eachBudgetsOutageAmplificationAgreesWithItsBound() {
        RetryBudget[] budgets = {RetryBudget.of(BudgetKind.RATIO, new RatioBudget.Parameters(0.2, 1, 10)),
            RetryBudget.defaults(BudgetKind.TOKEN_BUCKET), RetryBudget.defaults(BudgetKind.GRPC_THROTTLING),
            RetryBudget.defaults(BudgetKind.BREAKER), RetryBudget.defaults(BudgetKind.AWS_QUOTA),
            RetryBudget.defaults(BudgetKind.NONE)};
        for (RetryBudget budget : budgets) {
            StormInputs outage = StormInputs.builder().withArrivalsStopSeconds(600).withBaseLatencyMs(10)
                    .withLatencyPerInFlightMs(0).withFailureProbability(1)
                    .withTrigger(new StormTrigger(0, 1, null, null))
                    .withAttemptTimeoutMs(1_000).withBudget(budget).build();
            StormResult result = StormSimulator.run(outage);
            BudgetBound bound = result.budgetBound(budget.kind());
            double perRequest = result.run().requests() / 10.0;
            // The ratio's count is per ttl window, already in its long-run figure; the others' are once.
            double firstRetries = bound.retriesAtOutage() == null || budget.kind() == BudgetKind.RATIO ? 0
                    : bound.retriesAtOutage() / perRequest;
            assertThat(result.run().amplification()).as(budget.kind().id())
                    .isCloseTo(bound.longRunAmplification() + firstRetries, within(0.03));
        }
    }
}
