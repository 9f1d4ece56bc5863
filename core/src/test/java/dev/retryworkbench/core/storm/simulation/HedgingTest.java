package dev.retryworkbench.core.storm.simulation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.retryworkbench.core.policy.Hedging;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import dev.retryworkbench.core.policy.Role;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.budget.RetryBudget;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The storm's innermost layer hedging (SPEC Part 4, "Hedging in the storm"), on {@link Scenarios#threeRequests}
 * made slower: three requests on one client, at 485 ms, 1,279 ms and 2,858 ms, each attempt 100 ms, one attempt
 * per layer unless a test says otherwise. Every figure below is counted by hand from that timeline.
 */
class HedgingTest {
    private static StormInputs.Builder slow() {
        return Scenarios.threeRequests().withBaseLatencyMs(100)
                .withLayers(StormInputs.layer(1), StormInputs.layer(1), StormInputs.layer(1));
    }

    private static StormInputs.Builder hedged(double delayMs, int maxAttempts) {
        return slow().withHedging(StormHedging.of(Hedging.DELAY, delayMs, maxAttempts));
    }

    @Test
    void everyRequestHedgesOnceTheLatencyPassesTheDelay() {
        // Delay 50 ms: each original (0 to 100 ms) still runs at 50 ms, so a hedge starts (50 to 150 ms); the
        // original wins at 100 ms and the hedge is cancelled. Two attempts per request: the load doubles.
        StormRun passed = StormSimulation.simulate(hedged(50, 2).build());
        assertThat(passed.requests()).isEqualTo(3);
        assertThat(passed.attempts()).isEqualTo(6);
        assertThat(passed.succeeded()).isEqualTo(3);
        assertThat(passed.amplification()).isEqualTo(2.0);
        // The clients see the winners' successes only; the cancelled hedges end unseen.
        int seen = 0;
        for (int s = 0; s < passed.series().length(); s++) {
            seen += passed.series().successes(s) + passed.series().failures(s) + passed.series().timeouts(s);
        }
        assertThat(seen).isEqualTo(3);
        // Delay 150 ms: every original has succeeded by then, so no hedge starts.
        assertThat(StormSimulation.simulate(hedged(150, 2).build()).attempts()).isEqualTo(3);
    }

    @Test
    void grpcThrottlingSendsHedgesOnlyWhileTheTokensExceedHalfAndAHedgeCostsNone() {
        // maxTokens 4 (threshold 2), no refill, every attempt fails, a delay no request reaches: each failure
        // asks for the next hedge at once. Request 1: fails (4 -> 3), hedge allowed (3 > 2), fails (3 -> 2), the
        // next refused (2 is not above 2). Requests 2 and 3: fail (2 -> 1, 1 -> 0), their hedges refused.
        StormSimulation failing = Scenarios.simulation(hedged(5_000, 3).withTrigger(Scenarios.outage(0, 3))
                .withBudget(RetryBudget.of(BudgetKind.GRPC_THROTTLING, 4, 0)).build());
        assertThat(failing.result().attempts()).isEqualTo(4);
        assertThat(failing.result().refusedRetries()).isEqualTo(3);
        assertThat(failing.result().succeeded()).isZero();
        assertThat(failing.budgetBalance(0)).isZero();
        // Hedges after the delay that all succeed: every hedge is sent (4 > 2) and none takes a token.
        StormSimulation succeeding = Scenarios.simulation(hedged(50, 2)
                .withBudget(RetryBudget.of(BudgetKind.GRPC_THROTTLING, 4, 0)).build());
        assertThat(succeeding.result().attempts()).isEqualTo(6);
        assertThat(succeeding.budgetBalance(0)).isEqualTo(4.0);
    }

    @Test
    void envoyAndMaxRetriesCountAHedgeAsAnActiveRetryUntilItEnds() {
        // Delay 0, up to 3 attempts: the original and a hedge start at once; the second hedge finds the one
        // active retry the cap allows and is refused. The original wins at 100 ms and the cancelled hedge frees
        // its active retry for the next request.
        for (RetryBudget capOfOne : List.of(RetryBudget.of(BudgetKind.MAX_RETRIES, 1),
                RetryBudget.of(BudgetKind.ENVOY, 0, 1))) {
            StormRun run = StormSimulation.simulate(hedged(0, 3).withBudget(capOfOne).build());
            assertThat(run.attempts()).as(capOfOne.kind().id()).isEqualTo(6);
            assertThat(run.refusedRetries()).as(capOfOne.kind().id()).isEqualTo(3);
            assertThat(run.succeeded()).as(capOfOne.kind().id()).isEqualTo(3);
        }
        StormRun capOfTwo = StormSimulation.simulate(hedged(0, 3).withBudget(RetryBudget.of(BudgetKind.MAX_RETRIES, 2))
                .build());
        assertThat(capOfTwo.attempts()).isEqualTo(9);
        assertThat(capOfTwo.refusedRetries()).isZero();
    }

    @Test
    void theRatioBudgetAndTheAwsQuotaTakeAHedgeAsARetry() {
        // Ratio (Finagle's backup requests): reserve 10 x 10 x 5 = 500, each first try deposits 1, each hedge
        // withdraws 1 / 0.2 = 5: 500 + 3 - 15.
        assertThat(Scenarios.simulation(hedged(50, 2).withBudget(RetryBudget.defaults(BudgetKind.RATIO)).build())
                .budgetBalance(0)).isEqualTo(488.0);
        // AWS quota (the SDKs do not hedge): a hedge costs a retry's 5; the original's success refunds 1.
        assertThat(Scenarios.simulation(hedged(50, 2).withBudget(RetryBudget.defaults(BudgetKind.AWS_QUOTA)).build())
                .budgetBalance(0)).isEqualTo(500 - 3 * 5 + 3 * 1.0);
    }

    private static StormInputs.Builder perTry(int attempts, double backoffMs) {
        // Attempt timeout 60 ms: each 100 ms attempt passes it, and hedged on per-try timeout it runs on.
        return slow().withAttemptTimeoutMs(60).withLayers(RetryPolicy.exponential(attempts, backoffMs, backoffMs, 2,
                Jitter.NONE), StormInputs.layer(1), StormInputs.layer(1));
    }

    private static StormHedging onPerTry() {
        return StormHedging.of(Hedging.ON_PER_TRY_TIMEOUT, 0, 0);
    }

    @Test
    void envoyHedgingOnPerTryTimeoutLetsTheSlowAttemptWin() {
        // Two SDK attempts without waits. Without hedging each attempt times out at 60 ms: two timeouts and the
        // request fails. Hedging on per-try timeout, the first attempt runs on, a second starts at 60 ms, and the
        // first succeeds at 100 ms, cancelling the second.
        StormRun cut = StormSimulation.simulate(perTry(2, 0).build());
        assertThat(cut.attempts()).isEqualTo(6);
        assertThat(cut.succeeded()).isZero();
        StormRun hedging = StormSimulation.simulate(perTry(2, 0).withHedging(onPerTry()).build());
        assertThat(hedging.attempts()).isEqualTo(6);
        assertThat(hedging.succeeded()).isEqualTo(3);
    }

    @Test
    void envoysHedgeWaitsForTheBackoffAndTheFirstSuccessCancelsItBeforeItStarts() {
        // A fixed 30 ms backoff: the hedge is due at 60 + 30 = 90 ms, before the original's success at 100 ms, so
        // it starts (two attempts per request). A 50 ms backoff puts it at 110 ms: the success at 100 ms cancels it
        // unstarted, and each request makes one attempt.
        assertThat(StormSimulation.simulate(perTry(2, 30).withHedging(onPerTry()).build()).attempts()).isEqualTo(6);
        StormRun late = StormSimulation.simulate(perTry(2, 50).withHedging(onPerTry()).build());
        assertThat(late.attempts()).isEqualTo(3);
        assertThat(late.succeeded()).isEqualTo(3);
        // A deadline of 80 ms comes before the 90 ms hedge: it does not start, and the original is cut at 80 ms.
        StormRun deadline = StormSimulation.simulate(perTry(2, 30).withHedging(onPerTry()).withDeadlineMs(80.0)
                .build());
        assertThat(deadline.attempts()).isEqualTo(3);
        assertThat(deadline.succeeded()).isZero();
        assertThat(deadline.refusedRetries()).isZero();
    }

    @Test
    void anAttemptThatFailsAfterItsPerTryTimeoutStartsNothing() {
        // Every attempt fails (an outage over the three requests), Envoy's max retries at 0: the hedge at each
        // per-try timeout (60 ms) is refused, and the original's failure at 100 ms, past its per-try timeout,
        // asks for no retry: one attempt and one refusal per request (a retry asked for would be a second).
        StormRun refused = StormSimulation.simulate(perTry(3, 0).withHedging(onPerTry())
                .withTrigger(Scenarios.outage(0, 3)).withBudget(RetryBudget.of(BudgetKind.MAX_RETRIES, 0)).build());
        assertThat(refused.attempts()).isEqualTo(3);
        assertThat(refused.refusedRetries()).isEqualTo(3);
        // With retries allowed, each attempt's per-try timeout starts the next: at 0, 60 and 120 ms, all three
        // failing after their timeouts; the third's timeout finds the limit reached. Three attempts per request.
        StormRun failing = StormSimulation.simulate(perTry(3, 0).withHedging(onPerTry())
                .withTrigger(Scenarios.outage(0, 3)).build());
        assertThat(failing.attempts()).isEqualTo(9);
        assertThat(failing.succeeded()).isZero();
    }

    @Test
    void hedgingIsCheckedWhereItIsDeclared() {
        StormHedging afterDelay = StormHedging.of(Hedging.DELAY, 100, 2);
        assertThatThrownBy(() -> new StormLayer(Role.SDK, "SDK", StormInputs.layer(3), RetryBudget.NONE, afterDelay))
                .hasMessageStartingWith("SDK attempts must be 1 while it hedges after a delay (it is 3)");
        assertThatThrownBy(() -> StormInputs.builder().withLayers(List.of(
                new StormLayer(Role.APPLICATION, "Application", StormInputs.layer(1), RetryBudget.NONE, afterDelay),
                new StormLayer(Role.SDK, "SDK", StormInputs.layer(1), RetryBudget.NONE))).build())
                .hasMessageStartingWith("layers[0].hedging: only the innermost layer");
        assertThatThrownBy(() -> StormHedging.of(Hedging.DELAY, -1, 2)).hasMessageStartingWith("hedging.delayMs");
        assertThatThrownBy(() -> StormHedging.of(Hedging.DELAY, 100, 11)).hasMessageStartingWith("hedging.maxAttempts");
        assertThatThrownBy(() -> new StormHedging(Hedging.ON_PER_TRY_TIMEOUT, 100, 2))
                .hasMessageStartingWith("hedging on-per-try-timeout has no delay");
        // Hedging after a delay counts its maximum in the attempts per request (here 4 x 2 x 1).
        assertThat(StormInputs.builder().withLayers(StormInputs.layer(1), StormInputs.layer(2), StormInputs.layer(1))
                .withHedging(StormHedging.of(Hedging.DELAY, 100, 4)).build().maxAttemptsPerRequest()).isEqualTo(8);
    }

    /**
     * Hedging after a delay that no attempt reaches (the delay is the deadline) starts a hedge only after a
     * failure, at once: exactly the retries without waits of a layer whose limit is the hedging's maximum, for
     * every budget that asks nothing of the failure's kind (the AWS kinds price a timeout apart).
     */
    @Test
    void hedgingWhoseDelayNeverComesIsRetryingAtOnce() {
        Random random = new Random(32);
        List<BudgetKind> kinds = List.of(BudgetKind.NONE, BudgetKind.GRPC_THROTTLING, BudgetKind.TOKEN_BUCKET,
                BudgetKind.BREAKER, BudgetKind.RATIO, BudgetKind.ENVOY, BudgetKind.MAX_RETRIES);
        for (int i = 0; i < 60; i++) {
            int n = 2 + random.nextInt(4);
            double deadline = 500 + random.nextInt(6_000);
            StormInputs.Builder builder = StormInputs.builder().withClients(1 + random.nextInt(8))
                    .withRequestsPerSecond(5 + random.nextInt(50)).withArrivalsStopSeconds(10 + random.nextInt(20))
                    .withBaseLatencyMs(50 + random.nextInt(800)).withLatencyPerInFlightMs(random.nextInt(15))
                    .withFailureProbability(0.05 * random.nextInt(4)).withAttemptTimeoutMs(300 + random.nextInt(2_000))
                    .withTrigger(Scenarios.outage(3 + random.nextInt(4), 8 + random.nextInt(4)))
                    .withDeadlineMs(deadline).withSeed(random.nextInt(100_000))
                    .withPool(random.nextBoolean() ? null : new WorkerPool(1 + random.nextInt(10), null))
                    .withShedding(random.nextBoolean() ? null : new Shedding(20 + random.nextInt(80), 5, null))
                    .withCancelOnTimeout(random.nextBoolean());
            RetryPolicy outer = RetryPolicy.exponential(1 + random.nextInt(2), 100, 400, 2, Jitter.FULL);
            RetryBudget budget = RetryBudget.defaults(kinds.get(random.nextInt(kinds.size())));
            StormInputs retrying = builder.withLayers(StormInputs.layer(n), StormInputs.layer(1), outer)
                    .withBudget(budget).build();
            StormInputs hedging = builder.withLayers(StormInputs.layer(1), StormInputs.layer(1), outer)
                    .withBudget(budget).withHedging(StormHedging.of(Hedging.DELAY, deadline, n)).build();
            StormSimulation retried = Scenarios.simulation(retrying);
            StormSimulation hedged = Scenarios.simulation(hedging);
            String as = "storm " + i + " (" + budget.kind().id() + ")";
            assertThat(hedged.result().attempts()).as(as).isEqualTo(retried.result().attempts());
            assertThat(hedged.result().succeeded()).as(as).isEqualTo(retried.result().succeeded());
            assertThat(hedged.result().refusedRetries()).as(as).isEqualTo(retried.result().refusedRetries());
            assertThat(perSecond(hedged.result())).as(as).isEqualTo(perSecond(retried.result()));
            assertThat(hedged.attemptsOpen()).as(as).isZero();
        }
    }

    /**
     * Hedging on per-try timeout where no attempt reaches the timeout (no latency per attempt in flight, the base
     * latency below the timeout) is retrying, draw for draw, under every budget.
     */
    @Test
    void hedgingOnAPerTryTimeoutNeverReachedIsRetrying() {
        Random random = new Random(34);
        BudgetKind[] kinds = BudgetKind.values();
        for (int i = 0; i < 40; i++) {
            StormInputs.Builder builder = StormInputs.builder().withClients(1 + random.nextInt(8))
                    .withRequestsPerSecond(5 + random.nextInt(50)).withArrivalsStopSeconds(10 + random.nextInt(20))
                    .withBaseLatencyMs(50 + random.nextInt(200)).withLatencyPerInFlightMs(0)
                    .withFailureProbability(0.05 * random.nextInt(4)).withAttemptTimeoutMs(300 + random.nextInt(2_000))
                    .withTrigger(Scenarios.outage(3 + random.nextInt(4), 8 + random.nextInt(4)))
                    .withDeadlineMs(random.nextBoolean() ? null : Double.valueOf(500 + random.nextInt(6_000)))
                    .withSeed(random.nextInt(100_000))
                    .withLayers(RetryPolicy.exponential(2 + random.nextInt(3), 20, 200, 2, Jitter.FULL),
                            StormInputs.layer(1), RetryPolicy.exponential(1 + random.nextInt(2), 100, 400, 2, Jitter.FULL))
                    .withBudget(RetryBudget.defaults(kinds[random.nextInt(kinds.length)]));
            StormRun retried = StormSimulation.simulate(builder.build());
            StormRun hedged = StormSimulation.simulate(builder.withHedging(onPerTry()).build());
            String as = "storm " + i;
            assertThat(hedged.attempts()).as(as).isEqualTo(retried.attempts());
            assertThat(hedged.succeeded()).as(as).isEqualTo(retried.succeeded());
            assertThat(hedged.refusedRetries()).as(as).isEqualTo(retried.refusedRetries());
            assertThat(perSecond(hedged)).as(as).isEqualTo(perSecond(retried));
        }
    }

    /** Each second's attempts started, outcomes, timeouts, attempts in flight at its end and mean service time. */
    private static List<String> perSecond(StormRun run) {
        List<String> seconds = new ArrayList<>();
        StormSeries series = run.series();
        for (int s = 0; s < series.length(); s++) {
            seconds.add(series.attemptsStarted(s) + " " + series.successes(s) + " " + series.failures(s) + " "
                    + series.timeouts(s) + " " + series.inFlight(s) + " " + series.meanServiceMs(s));
        }
        return seconds;
    }

    /** Random hedging storms keep their books: no attempt left open, none in flight below zero, the limits held. */
    @Test
    void hedgingStormsKeepTheirBooks() {
        Random random = new Random(33);
        BudgetKind[] kinds = BudgetKind.values();
        for (int i = 0; i < 60; i++) {
            boolean afterDelay = random.nextBoolean();
            int n = 2 + random.nextInt(3);
            StormInputs.Builder builder = StormInputs.builder().withClients(1 + random.nextInt(8))
                    .withRequestsPerSecond(5 + random.nextInt(60)).withArrivalsStopSeconds(10 + random.nextInt(20))
                    .withBaseLatencyMs(50 + random.nextInt(800)).withLatencyPerInFlightMs(random.nextInt(15))
                    .withFailureProbability(0.05 * random.nextInt(4)).withAttemptTimeoutMs(300 + random.nextInt(2_000))
                    .withDeadlineMs(random.nextBoolean() ? null : Double.valueOf(500 + random.nextInt(6_000)))
                    .withSeed(random.nextInt(100_000))
                    .withPool(random.nextBoolean() ? null : new WorkerPool(1 + random.nextInt(10), null))
                    .withShedding(random.nextBoolean() ? null : new Shedding(20 + random.nextInt(80), 5, 100.0))
                    .withCancelOnTimeout(random.nextBoolean())
                    .withLayers(afterDelay ? StormInputs.layer(1) : RetryPolicy.exponential(n, 10, 100, 2, Jitter.FULL),
                            StormInputs.layer(1), RetryPolicy.exponential(1 + random.nextInt(2), 100, 400, 2, Jitter.FULL))
                    .withBudget(RetryBudget.defaults(kinds[random.nextInt(kinds.length)]))
                    .withHedging(afterDelay ? StormHedging.of(Hedging.DELAY, random.nextInt(600), n) : onPerTry());
            StormInputs inputs = builder.build();
            StormSimulation simulation = new StormSimulation(inputs);
            while (!simulation.advance(300)) {
                assertThat(simulation.attemptsOpen()).as("storm " + i).isGreaterThanOrEqualTo(0);
            }
            StormRun run = simulation.result();
            assertThat(simulation.attemptsOpen()).as("storm " + i).isZero();
            assertThat(run.attempts()).as("storm " + i)
                    .isLessThanOrEqualTo(run.requests() * inputs.maxAttemptsPerRequest());
            for (int s = 0; s < run.series().length(); s++) {
                assertThat(run.series().inFlight(s)).as("storm " + i + " second " + s).isGreaterThanOrEqualTo(0);
            }
        }
    }
}
