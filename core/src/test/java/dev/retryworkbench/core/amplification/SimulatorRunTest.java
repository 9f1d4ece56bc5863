package dev.retryworkbench.core.amplification;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.policy.Jitter;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link Simulator#run} takes the innermost runs between the kept rows whole; these tests check it keeps
 * exactly the rows and figures of the plain row-by-row trace.
 */
class SimulatorRunTest {

    /** Returns the result the row-by-row trace gives: every row through a bounded timeline. */
    private static AmplificationResult rowByRow(AmplificationInputs inputs, int keep) {
        BoundedTimeline timeline = new BoundedTimeline(keep, 3);
        TraceSummary summary = Simulator.stream(inputs, timeline);
        return new AmplificationResult(inputs, LayerChain.of(inputs), Simulator.maxDownstreamAttempts(inputs),
                Simulator.worstCaseWithoutDeadlineMs(inputs), summary.attemptsStarted(), summary.clippedRow(),
                summary.deadlineReached(), summary.elapsedMs(), summary.backoffMs(), Simulator.retryOwners(inputs),
                timeline.excerpt(), summary.gaveUp(), Simulator.maxAttemptsWithinDeadline(inputs),
                Simulator.worstCaseIfRetries(inputs), Simulator.maxAttemptsWithinTimeouts(inputs), summary.firstCutRow(),
                summary.cutRows());
    }

    private static void assertSameAsRowByRow(AmplificationInputs inputs, int keep) {
        AmplificationResult expected = rowByRow(inputs, keep);
        AmplificationResult actual = Simulator.run(inputs, keep);
        assertThat(actual.timeline().head()).as("head of %s", inputs).isEqualTo(expected.timeline().head());
        assertThat(actual.timeline().tail()).as("tail of %s", inputs).isEqualTo(expected.timeline().tail());
        assertThat(actual.timeline().totalRows()).as("rows of %s", inputs).isEqualTo(expected.timeline().totalRows());
        // Field by field, so the overview of time slices counts too: taken whole, its runs must add up the same.
        assertThat(actual).as("%s", inputs).usingRecursiveComparison().isEqualTo(expected);
    }

    @Test
    void keepsTheRowsAndFiguresOfTheRowByRowTraceForRandomInputs() {
        Random random = new Random(11);
        Jitter[] modes = {Jitter.NONE, Jitter.FULL, Jitter.EQUAL};
        for (int i = 0; i < 400; i++) {
            int sdkInitial = random.nextInt(300);
            int applicationInitial = random.nextInt(2_000);
            int runnerInitial = random.nextInt(5_000);
            AmplificationInputs inputs = TraceFixtures.inputs(
                    new int[] {1 + random.nextInt(12), sdkInitial, sdkInitial + random.nextInt(1_000)},
                    new int[] {1 + random.nextInt(12), applicationInitial, applicationInitial + random.nextInt(5_000)},
                    new int[] {1 + random.nextInt(12), runnerInitial, runnerInitial + random.nextInt(10_000)},
                    1 + random.nextInt(1_000),
                    random.nextInt(4) == 0 ? null : Long.valueOf(1 + random.nextInt(400_000)),
                    modes[random.nextInt(3)], random.nextInt() & 0xFFFFFFFFL);
            assertSameAsRowByRow(inputs, 1 + random.nextInt(30));
        }
    }

    @Test
    void keepsTheRowsWhenTheDeadlineFallsOnTheEndOfAnSdkRun() {
        // Worked example policies: one SDK run is 3 attempts of 1,000 ms and waits of 100 and 200 ms.
        AmplificationInputs base = AmplificationInputs.workedExample();
        for (long deadline : new long[] {3_300, 3_301, 7_100, 7_101, 7_099, 37_200, 37_199}) {
            for (int keep = 1; keep <= 6; keep++) {
                assertSameAsRowByRow(base.withDeadline(deadline), keep);
                assertSameAsRowByRow(base.withDeadline(deadline).withJitter(Jitter.FULL, deadline), keep);
            }
        }
    }

    @Test
    void keepsTheRowsOfTheLargestInputsWithAndWithoutJitter() {
        AmplificationInputs largest = TraceFixtures.inputs(new int[] {100, 100, 1_000}, new int[] {100, 500, 5_000},
                new int[] {100, 1_000, 10_000}, 1_000, null, Jitter.NONE, 42);
        assertSameAsRowByRow(largest, 100);
        assertSameAsRowByRow(largest.withJitter(Jitter.FULL, 42), 100);
        assertSameAsRowByRow(largest.withJitter(Jitter.EQUAL, 7).withDeadline(123_456_789L), 100);
    }

    @Test
    void aMillionAttemptConfigurationClippedEarlyKeepsOnlyItsClippedTrace() {
        // SDK waits 100, 200, 400, 800, 1,000...: attempt 7 starts at 9,500 and the deadline cuts it at 10,000.
        AmplificationInputs clipped = TraceFixtures.inputs(new int[] {100, 100, 1_000}, new int[] {100, 500, 5_000},
                new int[] {100, 1_000, 10_000}, 1_000, 10_000L, Jitter.NONE, 42);
        AmplificationResult result = Simulator.run(clipped, 100);
        assertThat(result.timeline().totalRows()).isEqualTo(13);
        assertThat(result.attemptsStarted()).isEqualTo(7);
        assertThat(result.clippedRow()).isEqualTo(TraceFixtures.clippedAttempt("1.1.7", 9_500, 10_000));
        assertThat(result.maxDownstreamAttempts()).isEqualTo(1_000_000);
        assertThat(result.elapsedMs()).isEqualTo(10_000);
        assertSameAsRowByRow(clipped, 100);
    }
}
