package dev.retryworkbench.core.storm.simulation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.DeadlineRule;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import dev.retryworkbench.core.policy.Role;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.budget.BudgetParameter;
import dev.retryworkbench.core.storm.budget.RetryBudget;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * 300 random three-layer storms (budgets, pools, shedding, deadlines, jitter), whose runs were recorded
 * at commit d97c9cf, before the simulation took a list of layers (they were built there with the
 * three-layer form's {@code withLayers(sdk, application, runner)} and {@code withBudget}): the list must
 * give the same run for every one. {@code -Dstorm.fixture.write=true} rewrites the record (only ever from that commit).
 */
class StormChainIdentityTest {
    private static final String FIXTURE = "/storm/chain-identity.txt";
    private static final int CASES = 300;

    @Test
    void everyRecordedStormRunsAsItDidBeforeTheList() throws IOException {
        List<String> recorded = recorded();
        if (Boolean.getBoolean("storm.fixture.write")) {
            Path file = Path.of("src/test/resources" + FIXTURE);
            Files.write(file, lines(), StandardCharsets.UTF_8);
            return;
        }
        assertEquals(CASES, recorded.size());
        List<String> now = lines();
        for (int i = 0; i < CASES; i++) {
            assertEquals(recorded.get(i), now.get(i), "storm " + i);
        }
    }

    private static List<String> recorded() throws IOException {
        try (InputStream in = StormChainIdentityTest.class.getResourceAsStream(FIXTURE)) {
            if (in == null) {
                return List.of();
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        }
    }

    private static List<String> lines() {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < CASES; i++) {
            StormRun run = StormSimulation.simulate(storm(i));
            lines.add(i + " " + run.requests() + " " + run.attempts() + " " + run.succeeded() + " "
                    + run.refusedRetries() + " " + run.peakAttemptsPerSecond() + " " + run.recoverySeconds() + " "
                    + run.dropped() + " " + run.rejected() + " " + run.meanQueueWaitMs() + " " + seriesHash(run));
        }
        return lines;
    }

    /** Storm {@code i}: every input drawn from a generator seeded with {@code i}. */
    static StormInputs storm(int i) {
        Random random = new Random(1_000 + i);
        StormInputs.Builder builder = StormInputs.builder().withClients(1 + random.nextInt(12))
                .withRequestsPerSecond(2 + random.nextInt(60)).withArrivalsStopSeconds(8 + random.nextInt(25))
                .withBaseLatencyMs(5 + random.nextInt(1_500)).withLatencyPerInFlightMs(random.nextInt(20))
                .withFailureProbability(random.nextInt(4) == 0 ? 0.1 * random.nextInt(4) : 0)
                .withAttemptTimeoutMs(200 + random.nextInt(3_000)).withSeed(random.nextInt(100_000));
        double start = random.nextInt(6);
        builder.withTrigger(new StormTrigger(start, start + 1 + random.nextInt(8),
                random.nextBoolean() ? Double.valueOf(0.5 + 0.5 * random.nextDouble()) : null,
                random.nextBoolean() ? Double.valueOf(10 + random.nextInt(120)) : null,
                random.nextInt(3) == 0 ? Double.valueOf(0.2 + 0.8 * random.nextDouble()) : null));
        if (random.nextInt(3) == 0) {
            builder.withDeadlineMs(1_000.0 + random.nextInt(20_000))
                    .withDeadlineRule(random.nextBoolean() ? DeadlineRule.CLIP : DeadlineRule.SKIP);
        }
        if (random.nextInt(3) == 0) {
            builder.withPool(new WorkerPool(1 + random.nextInt(8),
                    random.nextBoolean() ? Integer.valueOf(random.nextInt(30)) : null));
        }
        if (random.nextInt(3) == 0) {
            builder.withShedding(new Shedding(1 + random.nextInt(60), random.nextInt(50),
                    random.nextBoolean() ? Double.valueOf(random.nextInt(3_000)) : null));
        }
        builder.withCancelOnTimeout(random.nextBoolean());
        RetryPolicy sdk = policy(random, 1 + random.nextInt(5));
        RetryPolicy application = policy(random, 1 + random.nextInt(3));
        RetryPolicy runner = policy(random, 1 + random.nextInt(2));
        // The list, built as a version-4 worksheet would give it: names of its own, the budget on the innermost.
        return builder.withLayers(List.of(new StormLayer(Role.RUNNER, "batch", runner, RetryBudget.NONE),
                new StormLayer(Role.APPLICATION, "app", application, RetryBudget.NONE),
                new StormLayer(Role.SDK, "client", sdk, budget(random)))).build();
    }

    private static RetryPolicy policy(Random random, int attempts) {
        Jitter jitter = Jitter.values()[random.nextInt(Jitter.values().length)];
        double initial = random.nextInt(4) == 0 ? 0 : random.nextInt(2_000);
        double maximum = initial + random.nextInt(5_000);
        double low = jitter == Jitter.PROPORTIONAL ? 0.5 * random.nextDouble() : 1;
        double high = jitter == Jitter.PROPORTIONAL ? 1 + random.nextDouble() : 1;
        BackoffShape shape = random.nextInt(5) == 0 ? BackoffShape.POLYNOMIAL : BackoffShape.EXPONENTIAL;
        return new RetryPolicy(attempts, shape, initial, maximum, 1 + random.nextInt(3), jitter, low, high);
    }

    /** A budget of a random kind, some of its parameters between half and twice their defaults. */
    private static RetryBudget budget(Random random) {
        BudgetKind kind = BudgetKind.values()[random.nextInt(BudgetKind.values().length)];
        List<BudgetParameter> all = BudgetKind.allParameters();
        double[] entered = new double[all.size()];
        for (int p = 0; p < entered.length; p++) {
            BudgetParameter parameter = all.get(p);
            double value = parameter.defaultValue() * (0.5 + 1.5 * random.nextDouble());
            if (parameter.bounds().whole()) {
                value = Math.round(value);
            }
            entered[p] = random.nextBoolean() && value >= parameter.bounds().min() && value <= parameter.bounds().max()
                    ? value : Double.NaN;
        }
        return RetryBudget.read(kind, entered);
    }

    private static String seriesHash(StormRun run) {
        StormSeries series = run.series();
        long hash = 1125899906842597L;
        for (int s = 0; s < series.length(); s++) {
            long[] values = {series.arriving(s), series.attemptsStarted(s), series.successes(s), series.failures(s),
                series.timeouts(s), series.inFlight(s), Double.doubleToLongBits(series.meanServiceMs(s)),
                series.queued(s), series.takenUp(s), series.rejected(s), series.healthy(s) ? 1 : 0};
            for (long value : values) {
                hash = 31 * hash + value;
            }
        }
        return series.length() + ":" + Long.toHexString(hash);
    }
}
