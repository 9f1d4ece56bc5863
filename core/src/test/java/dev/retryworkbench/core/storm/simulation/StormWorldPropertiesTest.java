package dev.retryworkbench.core.storm.simulation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.policy.DeadlineRule;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.budget.BudgetParameter;
import dev.retryworkbench.core.storm.budget.EnvoyBudget;
import dev.retryworkbench.core.storm.budget.MaxRetriesBudget;
import dev.retryworkbench.core.storm.budget.RatioBudget;
import dev.retryworkbench.core.storm.budget.RetryBudget;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Invariants of issue 19's world over random small scenarios: pools, shedding, cancellation, every budget. */
class StormWorldPropertiesTest {
    private static final int SCENARIOS = 400;

    @Test
    void invariantsHoldWithPoolsSheddingAndEveryBudget() {
        Random random = new Random(19);
        for (int i = 0; i < SCENARIOS; i++) {
            StormInputs inputs = randomInputs(random);
            StormRun run = StormSimulation.simulate(inputs);
            String scenario = "scenario " + i + ": " + inputs;
            StormSeries series = run.series();
            int reached = 0;
            int arrived = 0;
            int seen = 0;
            int rejected = 0;
            for (int s = 0; s < series.length(); s++) {
                assertThat(series.inFlight(s)).as(scenario + ", second " + s).isBetween(0, run.attempts());
                assertThat(series.queued(s)).as(scenario + ", second " + s).isGreaterThanOrEqualTo(0);
                if (inputs.pooled() && inputs.pool().clientQueueLimit() != null) {
                    assertThat(series.queued(s)).isLessThanOrEqualTo(inputs.clients() * inputs.pool().clientQueueLimit());
                }
                assertThat(series.rejected(s)).isLessThanOrEqualTo(series.failures(s));
                reached += series.takenUp(s);
                arrived += series.arriving(s);
                rejected += series.rejected(s);
                seen += series.successes(s) + series.failures(s) + series.timeouts(s);
            }
            // Dropped + requests that reached a worker = requests; the queues are empty at the end.
            assertThat(run.dropped() + reached).as(scenario).isEqualTo(run.requests());
            assertThat(arrived).isEqualTo(run.requests());
            assertThat(series.queued(series.length() - 1)).as(scenario).isZero();
            // With cancellation nothing is left at the dependency once the last request has ended (without it,
            // abandoned work may outlast the run, which ends with the last request).
            if (inputs.cancelOnTimeout()) {
                assertThat(series.inFlight(series.length() - 1)).as(scenario).isZero();
            }
            // Every request ended: each attempt's outcome, rejection, timeout or cut was seen.
            assertThat(seen).as(scenario).isEqualTo(run.attempts());
            assertThat(rejected).isEqualTo(run.rejected());
            assertThat(run.attempts()).as(scenario).isLessThanOrEqualTo(reached * inputs.maxAttemptsPerRequest());
            // Each request that reached a worker made an attempt, unless a rate limiter held it past its deadline.
            if (inputs.innermost().budget().kind() != BudgetKind.AWS_ADAPTIVE || inputs.deadlineMs() == null) {
                assertThat(run.attempts()).as(scenario).isGreaterThanOrEqualTo(reached);
            }
            assertThat(run.succeeded()).isLessThanOrEqualTo(reached);
            if (!inputs.pooled()) {
                assertThat(run.dropped()).isZero();
                assertThat(run.meanQueueWaitMs()).isNull();
            }
            if (!inputs.sheds()) {
                assertThat(run.rejected()).isZero();
            }
        }
    }

    @Test
    void aPoolNoRequestWaitsForAndALimitNobodyReachesChangeNothing() {
        Random random = new Random(2026);
        for (int i = 0; i < 150; i++) {
            StormInputs open = randomInputs(random).toBuilder().withPool(null).withShedding(null)
                    .withCancelOnTimeout(false).build();
            StormRun expected = StormSimulation.simulate(open);
            StormRun pooled = StormSimulation.simulate(open.toBuilder().withPool(new WorkerPool(100_000, null))
                    .build());
            assertThat(pooled).as("scenario " + i).usingRecursiveComparison().isEqualTo(expected);
            StormRun limited = StormSimulation.simulate(open.toBuilder()
                    .withShedding(new Shedding(10_000_000, 5, 1_000.0)).withCancelOnTimeout(false).build());
            assertThat(limited).as("scenario " + i).usingRecursiveComparison().isEqualTo(expected);
        }
    }

    private static StormInputs randomInputs(Random random) {
        double start = random.nextInt(8);
        double end = start + 0.5 + random.nextInt(5);
        Double triggerFailure = random.nextBoolean() ? null : random.nextDouble();
        Double deadline = random.nextBoolean() ? null : 1.0 + random.nextInt(3_000);
        BudgetKind[] kinds = BudgetKind.values();
        BudgetKind kind = kinds[random.nextInt(kinds.length)];
        Map<String, Double> entered = Map.of(RatioBudget.PERCENT_CAN_RETRY, random.nextInt(3) * 0.25,
                RatioBudget.MIN_RETRIES_PER_SECOND, (double) random.nextInt(3),
                RatioBudget.TTL_SECONDS, 1.0 + random.nextInt(5), EnvoyBudget.BUDGET_PERCENT, (double) random.nextInt(50),
                EnvoyBudget.MIN_RETRY_CONCURRENCY, (double) random.nextInt(3),
                MaxRetriesBudget.MAX_RETRIES, (double) random.nextInt(3));
        List<BudgetParameter> all = BudgetKind.allParameters();
        double[] values = new double[all.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = entered.getOrDefault(all.get(i).name(), Double.NaN);
        }
        RetryBudget budget = RetryBudget.read(kind, values);
        WorkerPool pool = random.nextBoolean() ? null
                : new WorkerPool(1 + random.nextInt(4), random.nextBoolean() ? null : random.nextInt(6));
        Shedding shedding = random.nextBoolean() ? null : new Shedding(1 + random.nextInt(20), random.nextInt(50),
                random.nextBoolean() ? null : (double) random.nextInt(500));
        // Each draw in the order of the inputs, so a seed gives the inputs it always gave.
        return StormInputs.builder().withClients(1 + random.nextInt(5)).withRequestsPerSecond(0.5 + random.nextInt(40))
                .withArrivalsStopSeconds(1 + random.nextInt(10)).withBaseLatencyMs(random.nextInt(400))
                .withLatencyPerInFlightMs(random.nextInt(30))
                .withFailureProbability(random.nextDouble() < 0.3 ? 0 : random.nextDouble())
                .withTrigger(new StormTrigger(start, end, triggerFailure,
                        random.nextBoolean() ? null : 1.0 + random.nextInt(60)))
                .withAttemptTimeoutMs(1 + random.nextInt(800))
                .withLayers(policy(random), policy(random), policy(random)).withDeadlineMs(deadline)
                .withDeadlineRule(random.nextBoolean() ? DeadlineRule.CLIP : DeadlineRule.SKIP).withBudget(budget)
                .withSeed(random.nextInt(1_000_000)).withPool(pool).withShedding(shedding)
                .withCancelOnTimeout(random.nextBoolean()).build();
    }

    private static RetryPolicy policy(Random random) {
        double initial = random.nextInt(300);
        return RetryPolicy.exponential(1 + random.nextInt(4), initial, initial + random.nextInt(2_000),
                1 + random.nextInt(3), random.nextBoolean() ? Jitter.NONE : Jitter.FULL);
    }
}
