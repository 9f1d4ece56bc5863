package dev.retryworkbench.core.amplification;

import static dev.retryworkbench.core.amplification.TraceFixtures.inputs;
import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Layer;
import org.junit.jupiter.api.Test;

class TimelineBinsTest {
    private static void row(TimelineBins bins, TimelineRow.Action action, Layer layer, double start, double end) {
        bins.accept(action, TraceFixtures.at(layer), new int[] {1, 1, 1}, start, end, false, Cut.NONE);
    }

    @Test
    void slicesDoubleUntilTheTraceFitsAndSplitRowsAtTheirBoundaries() {
        TimelineBins bins = new TimelineBins(3);
        row(bins, TimelineRow.Action.ATTEMPT, Layer.SDK, 0, 100);
        assertThat(bins.widthMs()).isEqualTo(1);
        assertThat(bins.used()).isEqualTo(100);
        // 301 ms does not fit 128 slices of 1 or 2 ms: they become 4 ms wide, sums merged.
        row(bins, TimelineRow.Action.BACKOFF, Layer.APPLICATION, 100, 301);
        assertThat(bins.widthMs()).isEqualTo(4);
        assertThat(bins.used()).isEqualTo(76);
        assertThat(bins.endMs()).isEqualTo(301);
        for (int k = 0; k < 25; k++) {
            assertThat(bins.attemptMs(k)).isEqualTo(4);
            assertThat(bins.backoffMs(TraceFixtures.at(Layer.APPLICATION), k)).isZero();
        }
        for (int k = 25; k < 75; k++) {
            assertThat(bins.attemptMs(k)).isZero();
            assertThat(bins.backoffMs(TraceFixtures.at(Layer.APPLICATION), k)).isEqualTo(4);
        }
        assertThat(bins.backoffMs(TraceFixtures.at(Layer.APPLICATION), 75)).isEqualTo(1);
        assertThat(bins.backoffMs(TraceFixtures.at(Layer.SDK), 30)).isZero();
        assertThat(bins.backoffMs(TraceFixtures.at(Layer.RUNNER), 30)).isZero();
        assertThat(bins.attempts()).isEqualTo(1);
        assertThat(bins.backoffs(TraceFixtures.at(Layer.APPLICATION))).isEqualTo(1);
        assertThat(bins.backoffs(TraceFixtures.at(Layer.SDK))).isZero();
    }

    @Test
    void aRowWithinOneSliceAddsToItAndZeroLengthRowsOnlyCount() {
        TimelineBins bins = new TimelineBins(3);
        row(bins, TimelineRow.Action.ATTEMPT, Layer.SDK, 0, 1_000);
        row(bins, TimelineRow.Action.BACKOFF, Layer.SDK, 1_000, 1_000);
        row(bins, TimelineRow.Action.ATTEMPT, Layer.SDK, 1_000, 1_003);
        assertThat(bins.widthMs()).isEqualTo(8);
        assertThat(bins.attemptMs(125)).isEqualTo(3);
        assertThat(bins.backoffMs(TraceFixtures.at(Layer.SDK), 125)).isZero();
        assertThat(bins.attempts()).isEqualTo(2);
        assertThat(bins.backoffs(TraceFixtures.at(Layer.SDK))).isEqualTo(1);
        assertThat(bins.used()).isEqualTo(126);
    }

    @Test
    void anEmptyTraceUsesOneSlice() {
        assertThat(new TimelineBins(3).used()).isEqualTo(1);
    }

    /**
     * The page's simulation hands most innermost runs over whole; its overview must equal the one built
     * from every row, slice for slice, in every jitter mode and when the deadline cuts the trace.
     */
    @Test
    void theOverviewOfWholeSdkRunsEqualsTheOneOfEveryRow() {
        for (AmplificationInputs inputs : new AmplificationInputs[] {
            inputs(new int[] {7, 100, 1_000}, new int[] {5, 500, 5_000}, new int[] {5, 1_000, 10_000}, 2_500, null,
                    Jitter.NONE, 42),
            inputs(new int[] {20, 100, 1_000}, new int[] {30, 500, 5_000}, new int[] {10, 1_000, 60_000}, 700, null,
                    Jitter.FULL, 7),
            inputs(new int[] {50, 10, 90_000}, new int[] {20, 500, 5_000}, new int[] {4, 1_000, 10_000}, 300, 9_000_000L,
                    Jitter.EQUAL, 3)}) {
            TimelineBins streamed = new TimelineBins(3);
            TraceSummary summary = Simulator.stream(inputs, streamed);
            TimelineBins whole = Simulator.run(inputs, 100).timeline().overview();
            assertThat(whole.widthMs()).isEqualTo(streamed.widthMs());
            assertThat(whole.endMs()).isEqualTo(streamed.endMs());
            assertThat(whole.attempts()).isEqualTo(summary.attemptsStarted()).isEqualTo(streamed.attempts());
            double attempt = 0;
            double backoff = 0;
            for (int k = 0; k < TimelineBins.CAPACITY; k++) {
                assertThat(whole.attemptMs(k)).as("attempt ms of slice %d", k).isEqualTo(streamed.attemptMs(k));
                attempt += whole.attemptMs(k);
                for (int layer = 0; layer < 3; layer++) {
                    assertThat(whole.backoffMs(layer, k)).as("%s backoff ms of slice %d", layer, k)
                            .isEqualTo(streamed.backoffMs(layer, k));
                    backoff += whole.backoffMs(layer, k);
                }
            }
            for (int layer = 0; layer < 3; layer++) {
                assertThat(whole.backoffs(layer)).isEqualTo(streamed.backoffs(layer));
            }
            assertThat(backoff).isEqualTo(summary.backoffMs());
            assertThat(attempt + backoff).isEqualTo(whole.endMs());
        }
    }
}
