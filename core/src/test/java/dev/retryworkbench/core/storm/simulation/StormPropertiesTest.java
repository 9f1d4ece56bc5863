package dev.retryworkbench.core.storm.simulation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.DeadlineRule;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.budget.RetryBudget;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Invariants over random small scenarios: every shape, jitter, deadline rule and budget. */
class StormPropertiesTest {
    private static final int SCENARIOS = 400;

    @Test
    void invariantsHoldOverRandomSmallScenarios() {
        Random random = new Random(20_240_614);
        for (int i = 0; i < SCENARIOS; i++) {
            StormInputs inputs = randomInputs(random);
            StormRun run = StormSimulation.simulate(inputs);
            String scenario = "scenario " + i + ": " + inputs;
            StormSeries series = run.series();

            assertThat(run.attempts()).as(scenario).isBetween(run.requests(),
                    run.requests() * inputs.maxAttemptsPerRequest());
            int arrived = 0;
            int started = 0;
            int seen = 0;
            int successes = 0;
            for (int s = 0; s < series.length(); s++) {
                assertThat(series.inFlight(s)).as(scenario + ", second " + s).isBetween(0, run.attempts());
                arrived += series.arriving(s);
                started += series.attemptsStarted(s);
                successes += series.successes(s);
                seen += series.successes(s) + series.failures(s) + series.timeouts(s);
                assertThat(series.attemptsStarted(s)).isLessThanOrEqualTo(run.peakAttemptsPerSecond());
            }
            assertThat(arrived).as(scenario).isEqualTo(run.requests());
            assertThat(started).as(scenario).isEqualTo(run.attempts());
            // Every request ended: each attempt's outcome, timeout or cut was seen within the series.
            assertThat(seen).as(scenario).isEqualTo(run.attempts());
            assertThat(successes).as(scenario).isEqualTo(run.succeeded());
            assertThat(series.length()).as(scenario).isGreaterThanOrEqualTo((int) Math.ceil(inputs.arrivalsStopSeconds()));
            if (inputs.innermost().budget().kind() == BudgetKind.NONE) {
                assertThat(run.refusedRetries()).isZero();
            }
            if (inputs.innermost().policy().attempts() == 1) {
                assertThat(run.refusedRetries()).as(scenario).isZero();
            }
        }
    }

    private static StormInputs randomInputs(Random random) {
        double start = random.nextInt(8);
        double end = start + 0.5 + random.nextInt(5);
        Double triggerFailure = random.nextBoolean() ? null : random.nextDouble();
        Double triggerRate = random.nextBoolean() ? null : 1 + random.nextInt(60) * 1.0;
        Double deadline = random.nextBoolean() ? null : 1.0 + random.nextInt(3_000);
        BudgetKind[] kinds = BudgetKind.values();
        // Each draw in the order of the inputs, so a seed gives the inputs it always gave.
        return StormInputs.builder().withClients(1 + random.nextInt(5)).withRequestsPerSecond(0.5 + random.nextInt(40))
                .withArrivalsStopSeconds(1 + random.nextInt(10)).withBaseLatencyMs(random.nextInt(400))
                .withLatencyPerInFlightMs(random.nextInt(30))
                .withFailureProbability(random.nextDouble() < 0.3 ? 0 : random.nextDouble())
                .withTrigger(new StormTrigger(start, end, triggerFailure, triggerRate))
                .withAttemptTimeoutMs(1 + random.nextInt(800))
                .withLayers(randomPolicy(random), randomPolicy(random), randomPolicy(random)).withDeadlineMs(deadline)
                .withDeadlineRule(random.nextBoolean() ? DeadlineRule.CLIP : DeadlineRule.SKIP)
                .withBudget(RetryBudget.defaults(kinds[random.nextInt(kinds.length)]))
                .withSeed(random.nextInt(1_000_000)).build();
    }

    private static RetryPolicy randomPolicy(Random random) {
        int attempts = 1 + random.nextInt(4);
        if (random.nextInt(8) == 0) {
            return new RetryPolicy(attempts, BackoffShape.POLYNOMIAL, 0, 60_000, 2, Jitter.NONE, 1, 1);
        }
        Jitter[] kinds = Jitter.values();
        Jitter jitter = kinds[random.nextInt(kinds.length)];
        double initial = random.nextInt(300);
        double maximum = initial + random.nextInt(2_000);
        double low = jitter == Jitter.PROPORTIONAL ? random.nextDouble() : 1;
        double high = jitter == Jitter.PROPORTIONAL ? low + random.nextDouble() : 1;
        return new RetryPolicy(attempts, BackoffShape.EXPONENTIAL, initial, maximum, 1 + random.nextInt(3), jitter,
                low, high);
    }
}
