package dev.retryworkbench.core.storm.simulation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import org.junit.jupiter.api.Test;

/** Worker pools: closed clients, their queues, drops, the deadline over queue time and recovery. */
class WorkerPoolTest {
    /** One client with one worker, 100 ms per attempt, 30 requests per second for 10 s: a growing queue. */
    private static StormInputs.Builder oneWorker() {
        StormInputs.Builder inputs = Scenarios.threeRequests();
        inputs.withRequestsPerSecond(30);
        inputs.withArrivalsStopSeconds(10);
        inputs.withBaseLatencyMs(100);
        inputs.withSdk(StormInputs.layer(1));
        inputs.withSeed(3);
        return inputs.withPool(new WorkerPool(1, null));
    }

    @Test
    void oneWorkerWithAFixedLatencyServesOneRequestPerLatency() {
        StormRun run = StormSimulation.simulate(oneWorker().build());
        StormSeries series = run.series();
        int busySeconds = 0;
        for (int s = 1; s < series.length(); s++) {
            // A backlog of 10 cannot empty within a second that serves one request per 100 ms.
            if (series.queued(s - 1) >= 10) {
                assertThat(series.successes(s)).as("second " + s).isEqualTo(10);
                busySeconds++;
            }
        }
        assertThat(busySeconds).isGreaterThan(10);
        assertThat(run.succeeded()).isEqualTo(run.requests());
        assertThat(run.dropped()).isZero();
        // 300 requests at 10 per second take about 30 s: the run lasts until the queue is drained.
        assertThat(series.length()).isGreaterThan(25);
        assertThat(run.meanQueueWaitMs()).isGreaterThan(5_000.0);
    }

    @Test
    void theQueueHoldsTheRequestsArrivedNeitherTakenUpNorDropped() {
        for (Integer limit : new Integer[] {null, 5, 0}) {
            StormRun run = StormSimulation.simulate(oneWorker().withPool(new WorkerPool(1, limit)).build());
            StormSeries series = run.series();
            int arrived = 0;
            int taken = 0;
            int succeeded = 0;
            int dropped = 0;
            for (int s = 0; s < series.length(); s++) {
                arrived += series.arriving(s);
                taken += series.takenUp(s);
                succeeded += series.successes(s);
                dropped = arrived - taken - series.queued(s);
                assertThat(series.queued(s)).isBetween(0, limit == null ? Integer.MAX_VALUE : limit);
                // One worker: at most one request in service.
                assertThat(taken - succeeded).isBetween(0, 1);
            }
            assertThat(dropped).as("limit " + limit).isEqualTo(run.dropped());
            assertThat(run.dropped() + taken).isEqualTo(run.requests());
            assertThat(run.attempts()).isEqualTo(taken);
            if (limit != null) {
                assertThat(run.dropped()).isPositive();
                assertThat(run.succeeded()).isEqualTo(run.requests() - run.dropped());
            }
        }
        // A queue limit of 0: a request is dropped whenever the worker is busy, so nobody waits.
        assertThat(StormSimulation.simulate(oneWorker().withPool(new WorkerPool(1, 0))
                .build()).meanQueueWaitMs()).isNull();
    }

    @Test
    void theDeadlineCountsTheTimeInTheQueue() {
        StormInputs.Builder open = oneWorker();
        open.withPool(null);
        open.withDeadlineMs(500.0);
        // Open clients: 100 ms attempts never reach a 500 ms deadline.
        StormRun unpooled = StormSimulation.simulate(open.build());
        assertThat(unpooled.succeeded()).isEqualTo(unpooled.requests());
        StormInputs.Builder pooled = oneWorker();
        pooled.withDeadlineMs(500.0);
        StormRun run = StormSimulation.simulate(pooled.build());
        int cut = 0;
        for (int s = 0; s < run.series().length(); s++) {
            cut += run.series().timeouts(s);
        }
        assertThat(cut).isPositive();
        assertThat(run.succeeded() + cut).isEqualTo(run.requests());
        // The queue never holds a request past its deadline: each ends by arrival + 500 ms, so the run
        // ends within the arrivals stop plus that.
        assertThat(run.series().length()).isLessThanOrEqualTo(11);
    }

    @Test
    void withAPoolABackoffLowersTheLoadTheRetriesMake() {
        // The worked example with 22 workers per client, 220 in all: enough to pass the 3 s timeout
        // (1,000 + 10 ms x 200 in flight), so it still collapses under three immediate attempts.
        StormInputs worked = StormInputs.workedExample();
        RetryPolicy backoff = RetryPolicy.exponential(3, 2_000, 8_000, 2, Jitter.NONE);
        StormRun openImmediate = StormSimulation.simulate(worked);
        StormRun openBackoff = StormSimulation.simulate(worked.toBuilder().withLayers(backoff, worked.layers().get(1).policy(),
                worked.layers().get(0).policy()).build());
        // Open clients: a backoff only delays the retries (8,413 attempts either way).
        assertThat(openBackoff.amplification()).isCloseTo(openImmediate.amplification(),
                org.assertj.core.api.Assertions.within(0.05));
        StormInputs pooled = worked.toBuilder().withPool(new WorkerPool(22, null)).build();
        StormRun pooledImmediate = StormSimulation.simulate(pooled);
        StormRun pooledBackoff = StormSimulation.simulate(pooled.toBuilder().withLayers(backoff, worked.layers().get(1).policy(),
                worked.layers().get(0).policy()).build());
        // Pooled: a worker that waits does not send, so the same policy with waits makes far fewer
        // attempts (2.24 to 1.52 per request) and more of them succeed (40% to all).
        assertThat(pooledImmediate.amplification()).isGreaterThan(2.2);
        assertThat(pooledBackoff.amplification()).isLessThan(0.7 * pooledImmediate.amplification());
        assertThat(pooledBackoff.successShare()).isGreaterThan(pooledImmediate.successShare() + 0.5);
        assertThat(pooledBackoff.meanQueueWaitMs()).isPositive();
    }

    @Test
    void recoveryWithPoolsCountsTheRequestsTakenUpAndNoSecondThatDropped() {
        // One worker, 100 ms attempts, 5 requests per second and 30 in the trigger window [20, 29).
        StormInputs.Builder inputs = oneWorker();
        inputs.withRequestsPerSecond(5);
        inputs.withArrivalsStopSeconds(80);
        inputs.withTrigger(new StormTrigger(20, 29, null, 30.0));
        // Unbounded queue: the backlog drains at 10 per second after the trigger, every second healthy
        // (attempts = requests taken up, no failure) although more are taken up than arrive.
        StormRun queued = StormSimulation.simulate(inputs.build());
        assertThat(queued.recoverySeconds()).isEqualTo(0.0);
        assertThat(queued.series().takenUp(30)).isGreaterThan(queued.series().arriving(30));
        // No queue: a request arriving while the worker is busy is dropped, and a second that drops is
        // not healthy. At 5 per second a 100 ms worker is busy often enough that no five seconds in a row
        // go without a drop, though every second's attempts match the requests taken up, none failing.
        StormRun dropping = StormSimulation.simulate(inputs.withPool(new WorkerPool(1, 0)).build());
        StormSeries series = dropping.series();
        assertThat(dropping.recoverySeconds()).isNull();
        assertThat(dropping.dropped()).isPositive();
        for (int s = 29; s < 80; s++) {
            assertThat(series.attemptsStarted(s)).isEqualTo(series.takenUp(s));
            assertThat(series.failures(s) + series.timeouts(s)).isZero();
        }
    }
}
