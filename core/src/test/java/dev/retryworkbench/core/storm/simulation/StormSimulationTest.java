package dev.retryworkbench.core.storm.simulation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.DeadlineRule;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.budget.RetryBudget;
import org.junit.jupiter.api.Test;

class StormSimulationTest {
    @Test
    void aServiceTimeEqualToTheTimeoutIsAnOutcome() {
        StormInputs.Builder inputs = Scenarios.threeRequests();
        inputs.withBaseLatencyMs(1_000);
        StormRun run = StormSimulation.simulate(inputs.build());
        assertThat(run.succeeded()).isEqualTo(3);
        assertThat(sum(run, "timeouts")).isZero();
        // One microsecond more and every attempt times out: 3 each, nothing succeeds.
        inputs.withBaseLatencyMs(1_000.001);
        StormRun late = StormSimulation.simulate(inputs.build());
        assertThat(late.succeeded()).isZero();
        assertThat(sum(late, "timeouts")).isEqualTo(9);
    }

    @Test
    void timedOutWorkStaysInFlightAndSlowsTheNextAttempts() {
        // 100 ms + 10 ms per attempt in flight, a 40 ms timeout, immediate retries: the first attempt sees
        // nothing in flight (100 ms), the retry at 40 ms sees the abandoned first (110 ms), the third at 80 ms
        // both (120 ms). All three start in the request's second: mean 110 ms.
        StormInputs.Builder inputs = Scenarios.threeRequests();
        inputs.withBaseLatencyMs(100);
        inputs.withLatencyPerInFlightMs(10);
        inputs.withAttemptTimeoutMs(40);
        StormRun run = StormSimulation.simulate(inputs.build());
        assertThat(run.attempts()).isEqualTo(9);
        assertThat(run.series().meanServiceMs(0)).isEqualTo(110);
        assertThat(run.series().meanServiceMs(1)).isEqualTo(110);
        assertThat(run.series().timeouts(0)).isEqualTo(3);
    }

    @Test
    void completionsAtTheSameInstantComeBeforeTheStartTheySpeedUp() {
        // 100 ms + 50 ms per attempt in flight, every attempt fails, retries after 0 ms: each retry starts at
        // the instant its predecessor completes and sees nothing in flight, so every attempt takes 100 ms.
        StormInputs.Builder inputs = Scenarios.threeRequests().withTrigger(Scenarios.outage(0, 3));
        inputs.withBaseLatencyMs(100);
        inputs.withLatencyPerInFlightMs(50);
        StormRun run = StormSimulation.simulate(inputs.build());
        assertThat(run.attempts()).isEqualTo(9);
        assertThat(run.series().meanServiceMs(0)).isEqualTo(100);
        // A timed-out attempt finishing (at 150 ms) exactly when the retry after a 100 ms wait starts: the
        // completion comes first, so the retry sees nothing in flight (100 ms), not its predecessor (150 ms).
        StormInputs.Builder timed = Scenarios.threeRequests();
        timed.withBaseLatencyMs(150);
        timed.withLatencyPerInFlightMs(50);
        timed.withAttemptTimeoutMs(50);
        timed.withSdk(RetryPolicy.exponential(2, 100, 100, 1, Jitter.NONE));
        StormRun waited = StormSimulation.simulate(timed.build());
        assertThat(waited.attempts()).isEqualTo(6);
        assertThat(waited.series().meanServiceMs(0)).isEqualTo(150);
    }

    @Test
    void aFullOutageUnderNestedLayersMakesTheProductOfTheLimits() {
        StormInputs.Builder inputs = StormInputs.builder()
                .withLayers(StormInputs.layer(3), StormInputs.layer(3), StormInputs.layer(1));
        inputs.withBaseLatencyMs(10);
        inputs.withLatencyPerInFlightMs(0);
        inputs.withFailureProbability(1);
        StormRun run = StormSimulation.simulate(inputs.build());
        assertThat(run.attempts()).isEqualTo(9 * run.requests());
        assertThat(run.succeeded()).isZero();
    }

    @Test
    void aTriggerOutageMakesAboutNineAttemptsPerRequestWhileItLasts() {
        // Outage from 20 s to 29 s; every attempt of 10 ms, no waits: a request arriving in the outage makes
        // 9 attempts within 90 ms unless the outage ends during them.
        StormInputs.Builder inputs = StormInputs.builder()
                .withLayers(StormInputs.layer(3), StormInputs.layer(3), StormInputs.layer(1))
                .withTrigger(Scenarios.outage(20, 29));
        inputs.withBaseLatencyMs(10);
        inputs.withLatencyPerInFlightMs(0);
        StormRun run = StormSimulation.simulate(inputs.build());
        StormSeries series = run.series();
        for (int s = 20; s < 28; s++) {
            double perRequest = (double) series.attemptsStarted(s) / series.arriving(s);
            assertThat(perRequest).as("second " + s).isBetween(8.0, 9.5);
        }
        for (int s = 30; s < 80; s++) {
            assertThat(series.attemptsStarted(s)).as("second " + s).isEqualTo(series.arriving(s));
        }
    }

    @Test
    void clipEndsTheRequestAtTheDeadlineWhileSkipLetsTheOuterLayerTry() {
        // Every attempt fails after 100 ms; SDK 3 attempts 100 ms apart, application 2 with no wait; deadline
        // 350 ms. Attempts at 0 and 200 ms; the next SDK wait would end at 400 ms. Clip: the request ends at
        // 350 ms after 2 attempts. Skip: the SDK gives up at 300 ms, the application retries at once and that
        // attempt is cut at 350 ms: 3 attempts, one counted as a timeout.
        StormInputs.Builder inputs = Scenarios.threeRequests().withTrigger(Scenarios.outage(0, 10))
                .withLayers(RetryPolicy.exponential(3, 100, 100, 1, Jitter.NONE), StormInputs.layer(2), StormInputs.layer(1));
        inputs.withBaseLatencyMs(100);
        inputs.withDeadlineMs(350.0);
        StormRun clip = StormSimulation.simulate(inputs.build());
        assertThat(clip.attempts()).isEqualTo(6);
        assertThat(sum(clip, "timeouts")).isZero();
        inputs.withDeadlineRule(DeadlineRule.SKIP);
        StormRun skip = StormSimulation.simulate(inputs.build());
        assertThat(skip.attempts()).isEqualTo(9);
        assertThat(sum(skip, "timeouts")).isEqualTo(3);
        assertThat(sum(skip, "failures")).isEqualTo(6);
    }

    @Test
    void theSameInputsGiveTheSameRunAndPinnedFigures() {
        StormInputs worked = StormInputs.workedExample();
        StormRun first = StormSimulation.simulate(worked);
        StormRun second = StormSimulation.simulate(worked);
        assertThat(second.requests()).isEqualTo(first.requests());
        assertThat(second.attempts()).isEqualTo(first.attempts());
        assertThat(second.succeeded()).isEqualTo(first.succeeded());
        assertThat(second.series().length()).isEqualTo(first.series().length());
        for (int s = 0; s < first.series().length(); s++) {
            assertThat(second.series().attemptsStarted(s)).isEqualTo(first.series().attemptsStarted(s));
            assertThat(second.series().inFlight(s)).isEqualTo(first.series().inFlight(s));
            assertThat(Double.doubleToLongBits(second.series().meanServiceMs(s)))
                    .isEqualTo(Double.doubleToLongBits(first.series().meanServiceMs(s)));
        }
        // Pinned: a change in the order or kind of draws, or in the event order, changes these.
        assertThat(first.requests()).isEqualTo(3_619);
        assertThat(first.attempts()).isEqualTo(8_413);
        assertThat(first.succeeded()).isEqualTo(1_222);
        assertThat(first.series().length()).isEqualTo(89);
        assertThat(first.series().inFlight(79)).isEqualTo(2_129);
        // Jittered waits and a budget, pinned too.
        StormRun jittered = StormSimulation.simulate(worked.toBuilder()
                .withLayers(RetryPolicy.exponential(3, 100, 1_000, 2, Jitter.FULL), StormInputs.layer(2),
                        new RetryPolicy(2, BackoffShape.EXPONENTIAL, 50, 5_000, 2, Jitter.DECORRELATED, 1, 1))
                .withBudget(RetryBudget.defaults(BudgetKind.TOKEN_BUCKET)).build());
        assertThat(new int[] {jittered.attempts(), jittered.succeeded(), jittered.refusedRetries()})
                .containsExactly(11_786, 1_222, 9_497);
    }

    @Test
    void slicesGiveTheSameRunAsOneGo() {
        StormInputs worked = StormInputs.workedExample();
        StormRun whole = StormSimulation.simulate(worked);
        StormSimulation sliced = new StormSimulation(worked);
        int slices = 0;
        double progress = 0;
        while (!sliced.advance(500)) {
            slices++;
            assertThat(sliced.progress()).isBetween(progress, 1.0);
            progress = sliced.progress();
        }
        assertThat(slices).isGreaterThan(10);
        assertThat(sliced.progress()).isEqualTo(1);
        StormRun run = sliced.result();
        assertThat(run.attempts()).isEqualTo(whole.attempts());
        assertThat(run.succeeded()).isEqualTo(whole.succeeded());
        assertThat(run.series().inFlight(60)).isEqualTo(whole.series().inFlight(60));
    }

    @Test
    void theArrivalsAreTheSameWhateverThePolicy() {
        StormInputs worked = StormInputs.workedExample();
        StormRun entered = StormSimulation.simulate(worked);
        StormRun none = StormSimulation.simulate(Strategy.NO_RETRIES.inputs(worked));
        assertThat(none.requests()).isEqualTo(entered.requests());
        for (int s = 0; s < 80; s++) {
            assertThat(none.series().arriving(s)).isEqualTo(entered.series().arriving(s));
        }
    }

    @Test
    void theSeriesCoversTheArrivalsStopAndTheLastRequest() {
        // Arrivals stop at 3 s; the last request arrives at 2,858 ms and, with 600 ms attempts, ends at 3,458 ms.
        StormInputs.Builder inputs = Scenarios.threeRequests();
        inputs.withBaseLatencyMs(600);
        StormRun run = StormSimulation.simulate(inputs.build());
        assertThat(run.series().length()).isEqualTo(4);
        assertThat(run.series().successes(3)).isEqualTo(1);
        assertThat(run.series().inFlight(2)).isEqualTo(1);
        assertThat(run.series().meanServiceMs(3)).isNaN();
        // Without a request the series still covers the arrivals stop.
        inputs.withRequestsPerSecond(0.01);
        inputs.withSeed(1);
        StormRun empty = StormSimulation.simulate(inputs.build());
        assertThat(empty.requests()).isZero();
        assertThat(empty.series().length()).isEqualTo(3);
        assertThat(empty.amplification()).isNull();
        assertThat(empty.successShare()).isNull();
    }

    static int sum(StormRun run, String counter) {
        StormSeries series = run.series();
        int total = 0;
        for (int s = 0; s < series.length(); s++) {
            switch (counter) {
                case "timeouts":
                    total += series.timeouts(s);
                    break;
                case "failures":
                    total += series.failures(s);
                    break;
                case "successes":
                    total += series.successes(s);
                    break;
                case "attempts":
                    total += series.attemptsStarted(s);
                    break;
                case "arriving":
                    total += series.arriving(s);
                    break;
                default:
                    throw new IllegalArgumentException("no counter " + counter);
            }
        }
        return total;
    }
}
