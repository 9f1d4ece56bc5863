package dev.retryworkbench.core.amplification;

import static dev.retryworkbench.core.amplification.TraceFixtures.allRows;
import static dev.retryworkbench.core.amplification.TraceFixtures.at;
import static dev.retryworkbench.core.amplification.TraceFixtures.attempt;
import static dev.retryworkbench.core.amplification.TraceFixtures.backoff;
import static dev.retryworkbench.core.amplification.TraceFixtures.clippedAttempt;
import static dev.retryworkbench.core.amplification.TraceFixtures.clippedBackoff;
import static dev.retryworkbench.core.amplification.TraceFixtures.inputs;
import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.policy.Backoff;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Layer;
import dev.retryworkbench.core.random.ReferenceSplitMix64;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class SimulatorTest {
    private static final int[] SDK_DEFAULT = {3, 100, 1_000};
    private static final int[] APP_DEFAULT = {3, 500, 5_000};
    private static final int[] RUNNER_DEFAULT = {3, 1_000, 10_000};

    private static AmplificationInputs defaultsWithDeadline(Long deadline) {
        return AmplificationInputs.workedExample().withDeadline(deadline);
    }

    @Test
    void workedExampleReproducesTheSeedTimelineRowForRow() {
        assertThat(allRows(AmplificationInputs.workedExample())).containsExactlyElementsOf(TraceFixtures.workedExampleRows());
    }

    @Test
    void workedExampleGivesEveryFigureOfTheSpec() {
        AmplificationResult result = Simulator.run(AmplificationInputs.workedExample(), 100);
        assertThat(result.maxDownstreamAttempts()).isEqualTo(27);
        assertThat(result.attemptsStarted()).isEqualTo(8);
        assertThat(result.clippedByDeadline()).isTrue();
        assertThat(result.clippedRow()).isEqualTo(clippedAttempt("1.3.2", 9_200, 10_000));
        assertThat(result.deadlineReached()).isTrue();
        assertThat(result.elapsedMs()).isEqualTo(10_000);
        assertThat(result.backoffMs()).isEqualTo(2_200);
        assertThat(result.retryOwners()).containsExactly(at(Layer.SDK), at(Layer.APPLICATION), at(Layer.RUNNER));
        assertThat(result.totalWithoutDeadlineMs()).isEqualTo(37_200);
        assertThat(result.timeline().totalRows()).isEqualTo(15);
        assertThat(result.timeline().head()).containsExactlyElementsOf(TraceFixtures.workedExampleRows());
        assertThat(result.timeline().tail()).isEmpty();
        assertThat(result.timeline().complete()).isTrue();
    }

    @Test
    void fullJitterDrawsOncePerBackoffInTimelineOrder() {
        // Seed 42's first five unit() values are 0.74156, 0.15991, 0.27860, 0.34419, 0.03803 (long reference);
        // the raw backoffs in timeline order are 100, 200 (SDK), 500 (application), 100, 200 (SDK), so
        // full jitter waits floor(u x (raw + 1)): 74, 32, 139, 34, 7.
        AmplificationInputs inputs = inputs(SDK_DEFAULT, new int[] {2, 500, 5_000}, new int[] {1, 0, 0},
                1_000, null, Jitter.FULL, 42);
        assertThat(allRows(inputs)).containsExactly(
                attempt("1.1.1", 0, 1_000),
                backoff(Layer.SDK, "1.1.1", 1_000, 1_074),
                attempt("1.1.2", 1_074, 2_074),
                backoff(Layer.SDK, "1.1.2", 2_074, 2_106),
                attempt("1.1.3", 2_106, 3_106),
                backoff(Layer.APPLICATION, "1.1", 3_106, 3_245),
                attempt("1.2.1", 3_245, 4_245),
                backoff(Layer.SDK, "1.2.1", 4_245, 4_279),
                attempt("1.2.2", 4_279, 5_279),
                backoff(Layer.SDK, "1.2.2", 5_279, 5_286),
                attempt("1.2.3", 5_286, 6_286));
        TraceSummary summary = Simulator.stream(inputs, new TraceFixtures.AllRows());
        assertThat(summary.backoffMs()).isEqualTo(74 + 32 + 139 + 34 + 7);
        assertThat(summary.elapsedMs()).isEqualTo(6_286);
        assertThat(summary.deadlineReached()).isFalse();
    }

    @Test
    void equalJitterKeepsHalfOfEachBackoffAndDrawsTheRest() {
        // Same draws as the full jitter test; equal jitter waits h + floor(u x (raw - h + 1)), h = floor(raw / 2):
        // 50 + 37 = 87, 100 + 16 = 116, 250 + 69 = 319, 50 + 17 = 67, 100 + 3 = 103.
        AmplificationInputs inputs = inputs(SDK_DEFAULT, new int[] {2, 500, 5_000}, new int[] {1, 0, 0},
                1_000, null, Jitter.EQUAL, 42);
        assertThat(allRows(inputs)).containsExactly(
                attempt("1.1.1", 0, 1_000),
                backoff(Layer.SDK, "1.1.1", 1_000, 1_087),
                attempt("1.1.2", 1_087, 2_087),
                backoff(Layer.SDK, "1.1.2", 2_087, 2_203),
                attempt("1.1.3", 2_203, 3_203),
                backoff(Layer.APPLICATION, "1.1", 3_203, 3_522),
                attempt("1.2.1", 3_522, 4_522),
                backoff(Layer.SDK, "1.2.1", 4_522, 4_589),
                attempt("1.2.2", 4_589, 5_589),
                backoff(Layer.SDK, "1.2.2", 5_589, 5_692),
                attempt("1.2.3", 5_692, 6_692));
        assertThat(Simulator.stream(inputs, new TraceFixtures.AllRows()).backoffMs()).isEqualTo(692);
    }

    @Test
    void noJitterWaitsExactlyTheRawBackoffWhateverTheSeed() {
        AmplificationInputs seed42 = inputs(SDK_DEFAULT, APP_DEFAULT, RUNNER_DEFAULT, 1_000, null, Jitter.NONE, 42);
        AmplificationInputs seed7 = seed42.withJitter(Jitter.NONE, 7);
        assertThat(allRows(seed7)).isEqualTo(allRows(seed42));
        assertThat(Simulator.stream(seed42, new TraceFixtures.AllRows()).backoffMs()).isEqualTo(37_200 - 27 * 1_000);
    }

    @Test
    void deadlineExactlyAtAnAttemptsEndIsReachedBecauseTheNextBackoffDoesNotRun() {
        // Literal reading of the spec: the SDK backoff that would start at 1,000 ms starts at the
        // deadline, so it is not in the trace; an item that would have run did not, so the deadline is reached.
        AmplificationInputs inputs = defaultsWithDeadline(1_000L);
        assertThat(allRows(inputs)).containsExactly(attempt("1.1.1", 0, 1_000));
        AmplificationResult result = Simulator.run(inputs, 100);
        assertThat(result.deadlineReached()).isTrue();
        assertThat(result.clippedByDeadline()).isFalse();
        assertThat(result.clippedRow()).isNull();
        assertThat(result.elapsedMs()).isEqualTo(1_000);
        assertThat(result.attemptsStarted()).isEqualTo(1);
        assertThat(result.backoffMs()).isZero();
    }

    @Test
    void deadlineInsideTheFirstBackoffClipsThatBackoff() {
        AmplificationInputs inputs = defaultsWithDeadline(1_050L);
        assertThat(allRows(inputs)).containsExactly(
                attempt("1.1.1", 0, 1_000),
                clippedBackoff(Layer.SDK, "1.1.1", 1_000, 1_050));
        AmplificationResult result = Simulator.run(inputs, 100);
        assertThat(result.clippedRow()).isEqualTo(clippedBackoff(Layer.SDK, "1.1.1", 1_000, 1_050));
        assertThat(result.deadlineReached()).isTrue();
        assertThat(result.elapsedMs()).isEqualTo(1_050);
        assertThat(result.backoffMs()).isEqualTo(50);
        assertThat(result.attemptsStarted()).isEqualTo(1);
    }

    @Test
    void deadlineOfOneMillisecondClipsTheFirstAttempt() {
        AmplificationInputs inputs = defaultsWithDeadline(1L);
        assertThat(allRows(inputs)).containsExactly(clippedAttempt("1.1.1", 0, 1));
        AmplificationResult result = Simulator.run(inputs, 100);
        assertThat(result.attemptsStarted()).isEqualTo(1);
        assertThat(result.elapsedMs()).isEqualTo(1);
        assertThat(result.deadlineReached()).isTrue();
        assertThat(result.backoffMs()).isZero();
    }

    @Test
    void withoutADeadlineEveryLayerExhausts() {
        AmplificationInputs inputs = defaultsWithDeadline(null);
        List<TimelineRow> rows = allRows(inputs);
        // 27 attempts, 2 SDK backoffs in each of 9 SDK runs, 2 application backoffs in each of 3 runs, 2 runner backoffs.
        assertThat(rows).hasSize(27 + 18 + 6 + 2);
        assertThat(rows.get(rows.size() - 1)).isEqualTo(attempt("3.3.3", 36_200, 37_200));
        assertThat(rows.get(rows.size() - 2)).isEqualTo(backoff(Layer.SDK, "3.3.2", 36_000, 36_200));
        assertThat(rows).filteredOn(r -> r.layer() == at(Layer.RUNNER)).containsExactly(
                backoff(Layer.RUNNER, "1", 11_400, 12_400), backoff(Layer.RUNNER, "2", 23_800, 25_800));
        AmplificationResult result = Simulator.run(inputs, 100);
        assertThat(result.deadlineReached()).isFalse();
        assertThat(result.clippedByDeadline()).isFalse();
        assertThat(result.elapsedMs()).isEqualTo(37_200);
        assertThat(result.attemptsStarted()).isEqualTo(27);
        assertThat(result.backoffMs()).isEqualTo(10_200);
    }

    @Test
    void deadlineAtTheFullRunsEndIsNotReached() {
        AmplificationResult result = Simulator.run(defaultsWithDeadline(37_200L), 100);
        assertThat(result.deadlineReached()).isFalse();
        assertThat(result.clippedByDeadline()).isFalse();
        assertThat(result.elapsedMs()).isEqualTo(37_200);
        assertThat(result.timeline().totalRows()).isEqualTo(53);
    }

    @Test
    void deadlineOneMillisecondBeforeTheFullRunsEndClipsTheLastAttempt() {
        AmplificationResult result = Simulator.run(defaultsWithDeadline(37_199L), 100);
        assertThat(result.deadlineReached()).isTrue();
        assertThat(result.clippedRow()).isEqualTo(clippedAttempt("3.3.3", 36_200, 37_199));
        assertThat(result.elapsedMs()).isEqualTo(37_199);
        assertThat(result.attemptsStarted()).isEqualTo(27);
    }

    @Test
    void aLayerWithLimitOneNeitherRetriesNorBacksOff() {
        AmplificationInputs inputs = inputs(new int[] {1, 100, 1_000}, APP_DEFAULT, new int[] {1, 1_000, 10_000},
                1_000, null, Jitter.NONE, 42);
        assertThat(allRows(inputs)).containsExactly(
                attempt("1.1.1", 0, 1_000),
                backoff(Layer.APPLICATION, "1.1", 1_000, 1_500),
                attempt("1.2.1", 1_500, 2_500),
                backoff(Layer.APPLICATION, "1.2", 2_500, 3_500),
                attempt("1.3.1", 3_500, 4_500));
        AmplificationResult result = Simulator.run(inputs, 100);
        assertThat(result.retryOwners()).containsExactly(at(Layer.APPLICATION));
        assertThat(result.maxDownstreamAttempts()).isEqualTo(3);
        assertThat(result.totalWithoutDeadlineMs()).isEqualTo(4_500);
    }

    @Test
    void everyLayerAtLimitOneMakesOneAttemptAndHasNoOwner() {
        AmplificationInputs inputs = inputs(new int[] {1, 0, 0}, new int[] {1, 0, 0}, new int[] {1, 0, 0},
                250, 10_000L, Jitter.FULL, 1);
        assertThat(allRows(inputs)).containsExactly(attempt("1.1.1", 0, 250));
        AmplificationResult result = Simulator.run(inputs, 100);
        assertThat(result.retryOwners()).isEmpty();
        assertThat(result.maxDownstreamAttempts()).isEqualTo(1);
        assertThat(result.deadlineReached()).isFalse();
    }

    @Test
    void zeroBackoffsAreStillZeroLengthRows() {
        AmplificationInputs inputs = inputs(new int[] {3, 0, 0}, new int[] {1, 0, 0}, new int[] {1, 0, 0},
                1_000, null, Jitter.NONE, 42);
        assertThat(allRows(inputs)).containsExactly(
                attempt("1.1.1", 0, 1_000),
                backoff(Layer.SDK, "1.1.1", 1_000, 1_000),
                attempt("1.1.2", 1_000, 2_000),
                backoff(Layer.SDK, "1.1.2", 2_000, 2_000),
                attempt("1.1.3", 2_000, 3_000));
        TraceSummary summary = Simulator.stream(inputs, new TraceFixtures.AllRows());
        assertThat(summary.totalRows()).isEqualTo(5);
        assertThat(summary.backoffMs()).isZero();
        assertThat(summary.elapsedMs()).isEqualTo(3_000);
    }

    @Test
    void aZeroLengthBackoffStartingAtTheDeadlineIsNotInTheTraceAndTheDeadlineIsReached() {
        AmplificationInputs inputs = inputs(new int[] {3, 0, 0}, new int[] {1, 0, 0}, new int[] {1, 0, 0},
                1_000, 1_000L, Jitter.NONE, 42);
        assertThat(allRows(inputs)).containsExactly(attempt("1.1.1", 0, 1_000));
        TraceSummary summary = Simulator.stream(inputs, new TraceFixtures.AllRows());
        assertThat(summary.deadlineReached()).isTrue();
        assertThat(summary.clippedByDeadline()).isFalse();
    }

    @Test
    void anEarlyDeadlineMakesAMillionAttemptConfigurationShort() {
        AmplificationInputs inputs = inputs(new int[] {100, 100, 1_000}, new int[] {100, 500, 5_000},
                new int[] {100, 1_000, 10_000}, 1_000, 5_000L, Jitter.NONE, 42);
        // SDK backoffs 100, 200, 400, 800: the fourth starts at 4,700 and is cut at 5,000.
        assertThat(allRows(inputs)).containsExactly(
                attempt("1.1.1", 0, 1_000),
                backoff(Layer.SDK, "1.1.1", 1_000, 1_100),
                attempt("1.1.2", 1_100, 2_100),
                backoff(Layer.SDK, "1.1.2", 2_100, 2_300),
                attempt("1.1.3", 2_300, 3_300),
                backoff(Layer.SDK, "1.1.3", 3_300, 3_700),
                attempt("1.1.4", 3_700, 4_700),
                clippedBackoff(Layer.SDK, "1.1.4", 4_700, 5_000));
        AmplificationResult result = Simulator.run(inputs, 100);
        assertThat(result.maxDownstreamAttempts()).isEqualTo(1_000_000);
        assertThat(result.attemptsStarted()).isEqualTo(4);
        assertThat(result.backoffMs()).isEqualTo(100 + 200 + 400 + 300);
    }

    @Test
    void largestInputsStreamTwoMillionRowsKeepOnlyTheEndsAndStayBelowTwoToThe53() {
        long day = 86_400_000L;
        AmplificationInputs inputs = inputs(new int[] {100, (int) day, (int) day}, new int[] {100, (int) day, (int) day},
                new int[] {100, (int) day, (int) day}, day, null, Jitter.NONE, 42);
        // Closed form by hand: per(SDK) = 199 days, per(app) = 100 x 199 + 99 = 19,999 days,
        // total = 100 x 19,999 + 99 = 1,999,999 days.
        long expectedTotal = 1_999_999L * day;
        assertThat(expectedTotal).isEqualTo(172_799_913_600_000L).isLessThan(1L << 53);
        assertThat(Simulator.worstCaseWithoutDeadlineMs(inputs)).isEqualTo(expectedTotal);

        AmplificationResult result = Simulator.run(inputs, 50);
        assertThat(result.attemptsStarted()).isEqualTo(1_000_000);
        assertThat(result.maxDownstreamAttempts()).isEqualTo(1_000_000);
        // 1,000,000 attempts + 99 x 10,000 SDK + 99 x 100 application + 99 runner backoffs.
        assertThat(result.timeline().totalRows()).isEqualTo(1_999_999);
        assertThat(result.timeline().head()).hasSize(50);
        assertThat(result.timeline().tail()).hasSize(50);
        assertThat(result.timeline().omittedRows()).isEqualTo(1_999_899);
        assertThat(result.elapsedMs()).isEqualTo(expectedTotal);
        assertThat(result.backoffMs()).isEqualTo(expectedTotal - 1_000_000L * day);
        assertThat(result.timeline().head().get(0)).isEqualTo(attempt("1.1.1", 0, day));
        assertThat(result.timeline().tail().get(49)).isEqualTo(attempt("100.100.100", expectedTotal - day, expectedTotal));
        assertThat(result.timeline().tail().get(48))
                .isEqualTo(backoff(Layer.SDK, "100.100.99", expectedTotal - 2 * day, expectedTotal - day));
    }

    @Test
    void defaultBackoffsAtTheLargestLimitsGiveTheExpectedRowCount() {
        AmplificationInputs inputs = inputs(new int[] {100, 100, 1_000}, new int[] {100, 500, 5_000},
                new int[] {100, 1_000, 10_000}, 1_000, null, Jitter.FULL, 4_294_967_295L);
        TraceSummary summary = Simulator.stream(inputs, new BoundedTimeline(10, 3));
        assertThat(summary.attemptsStarted()).isEqualTo(1_000_000);
        assertThat(summary.totalRows()).isEqualTo(1_999_999);
        assertThat(summary.deadlineReached()).isFalse();
    }

    @Test
    void rawBackoffDoublesUpToItsCapWithoutOverflow() {
        Backoff policy = Backoff.inMilliseconds(new LayerPolicy(Layer.SDK, 100, 1, 86_400_000).retryPolicy(Jitter.NONE));
        assertThat(policy.rawWhole(1)).isEqualTo(1);
        assertThat(policy.rawWhole(2)).isEqualTo(2);
        assertThat(policy.rawWhole(27)).isEqualTo(67_108_864);
        assertThat(policy.rawWhole(28)).isEqualTo(86_400_000);
        assertThat(policy.rawWhole(99)).isEqualTo(86_400_000);
        Backoff capped = Backoff.inMilliseconds(new LayerPolicy(Layer.SDK, 6, 100, 1_000).retryPolicy(Jitter.NONE));
        assertThat(new double[] {capped.rawWhole(1), capped.rawWhole(2), capped.rawWhole(3),
                capped.rawWhole(4), capped.rawWhole(5)}).containsExactly(100, 200, 400, 800, 1_000);
        assertThat(capped.totalWhole()).isEqualTo(2_500);
        assertThat(Backoff.inMilliseconds(new LayerPolicy(Layer.SDK, 4, 0, 0).retryPolicy(Jitter.NONE)).totalWhole()).isZero();
    }

    @Test
    void closedFormEqualsTheSimulatedNoDeadlineNoJitterTimeOnRandomInputs() {
        Random random = new Random(31);
        for (int i = 0; i < 300; i++) {
            AmplificationInputs inputs = randomInputs(random, null, Jitter.NONE);
            TraceSummary summary = Simulator.stream(inputs, new BoundedTimeline(1, 3));
            assertThat(summary.elapsedMs()).as("%s", inputs).isEqualTo(Simulator.worstCaseWithoutDeadlineMs(inputs));
            assertThat(summary.attemptsStarted()).isEqualTo(Simulator.maxDownstreamAttempts(inputs));
        }
    }

    @Test
    void randomTracesAreContiguousBoundedAndAgreeWithAReferenceSimulation() {
        Random random = new Random(2024);
        for (int i = 0; i < 600; i++) {
            Long deadline = random.nextInt(3) == 0 ? null : Long.valueOf(1 + random.nextInt(60_000));
            Jitter jitter = Jitter.values()[random.nextInt(3)];
            AmplificationInputs inputs = randomInputs(random, deadline, jitter);
            TraceFixtures.AllRows sink = new TraceFixtures.AllRows();
            TraceSummary summary = Simulator.stream(inputs, sink);
            List<TimelineRow> rows = sink.rows;
            String context = inputs.toString();

            assertThat(rows).as(context).isEqualTo(referenceTrace(inputs));
            assertThat(rows.get(0).startMs()).isZero();
            long previousEnd = 0;
            long backoffTotal = 0;
            int attempts = 0;
            for (int n = 0; n < rows.size(); n++) {
                TimelineRow row = rows.get(n);
                assertThat(row.startMs()).as(context).isEqualTo(previousEnd);
                assertThat(row.endMs()).isGreaterThanOrEqualTo(row.startMs());
                if (deadline != null) {
                    assertThat(row.endMs()).isLessThanOrEqualTo(deadline);
                    assertThat(row.startMs()).isLessThan(deadline);
                }
                assertThat(row.clipped()).isEqualTo(n == rows.size() - 1 && summary.clippedByDeadline());
                if (row.action() == TimelineRow.Action.ATTEMPT) {
                    attempts++;
                    if (!row.clipped()) {
                        assertThat(row.durationMs()).isEqualTo(inputs.attemptTimeoutMs());
                    }
                } else {
                    backoffTotal += row.durationMs();
                    long raw = rawFor(inputs, row);
                    assertThat(row.durationMs()).isBetween(0L, raw);
                    if (!row.clipped() && jitter == Jitter.NONE) {
                        assertThat(row.durationMs()).isEqualTo(raw);
                    }
                    if (!row.clipped() && jitter == Jitter.EQUAL) {
                        assertThat(row.durationMs()).isGreaterThanOrEqualTo(raw / 2);
                    }
                }
                previousEnd = row.endMs();
            }
            assertThat(summary.totalRows()).isEqualTo(rows.size());
            assertThat(summary.attemptsStarted()).isEqualTo(attempts).isLessThanOrEqualTo(Simulator.maxDownstreamAttempts(inputs));
            assertThat(summary.backoffMs()).isEqualTo(backoffTotal);
            assertThat(summary.elapsedMs()).isEqualTo(summary.deadlineReached() ? deadline : previousEnd);
            if (summary.deadlineReached()) {
                assertThat(previousEnd).isEqualTo(deadline);
            }
            if (deadline == null) {
                assertThat(summary.deadlineReached()).isFalse();
                assertThat(attempts).isEqualTo(Simulator.maxDownstreamAttempts(inputs));
            }
            if (jitter == Jitter.NONE && !summary.deadlineReached()) {
                assertThat(summary.elapsedMs()).isEqualTo(Simulator.worstCaseWithoutDeadlineMs(inputs));
            }
            if (summary.clippedByDeadline()) {
                assertThat(summary.clippedRow()).isEqualTo(rows.get(rows.size() - 1));
            }
        }
    }

    @Test
    void retryOwnersAreTheLayersAboveOneInnermostFirst() {
        AmplificationInputs inputs = inputs(new int[] {2, 0, 0}, new int[] {1, 0, 0}, new int[] {5, 0, 0},
                1, null, Jitter.NONE, 0);
        assertThat(Simulator.retryOwners(inputs)).containsExactly(at(Layer.SDK), at(Layer.RUNNER));
        assertThat(Simulator.maxDownstreamAttempts(inputs)).isEqualTo(10);
    }

    private static AmplificationInputs randomInputs(Random random, Long deadline, Jitter jitter) {
        int[][] layers = new int[3][];
        for (int i = 0; i < 3; i++) {
            int initial = random.nextInt(4) == 0 ? 0 : random.nextInt(3_000);
            int max = initial + (random.nextBoolean() ? 0 : random.nextInt(20_000));
            layers[i] = new int[] {1 + random.nextInt(6), initial, max};
        }
        return inputs(layers[0], layers[1], layers[2], 1 + random.nextInt(3_000), deadline, jitter,
                random.nextInt() & 0xFFFFFFFFL);
    }

    private static long rawFor(AmplificationInputs inputs, TimelineRow row) {
        String[] parts = row.path().split("\\.");
        int k = Integer.parseInt(parts[parts.length - 1]);
        LayerPolicy policy = LayerChain.of(inputs).policy(row.layer());
        return Math.min(policy.maxBackoffMs(), policy.initialBackoffMs() * (1L << (k - 1)));
    }

    /**
     * Simulates the spec's model the slow, obvious way: list every item of the unclipped trace
     * recursively, then walk it drawing jitter from the long reference PRNG and applying the deadline.
     */
    private static List<TimelineRow> referenceTrace(AmplificationInputs inputs) {
        List<Object[]> items = new ArrayList<>();
        int nRunner = inputs.layers().get(0).attempts();
        int nApplication = inputs.layers().get(1).attempts();
        int nSdk = inputs.layers().get(2).attempts();
        for (int r = 1; r <= nRunner; r++) {
            for (int a = 1; a <= nApplication; a++) {
                for (int s = 1; s <= nSdk; s++) {
                    items.add(new Object[] {TimelineRow.Action.ATTEMPT, Layer.SDK, r + "." + a + "." + s});
                    if (s < nSdk) {
                        items.add(new Object[] {TimelineRow.Action.BACKOFF, Layer.SDK, r + "." + a + "." + s});
                    }
                }
                if (a < nApplication) {
                    items.add(new Object[] {TimelineRow.Action.BACKOFF, Layer.APPLICATION, r + "." + a});
                }
            }
            if (r < nRunner) {
                items.add(new Object[] {TimelineRow.Action.BACKOFF, Layer.RUNNER, String.valueOf(r)});
            }
        }
        ReferenceSplitMix64 random = new ReferenceSplitMix64(inputs.seed());
        long deadline = inputs.hasDeadline() ? inputs.deadlineMs() : Long.MAX_VALUE;
        List<TimelineRow> rows = new ArrayList<>();
        long now = 0;
        for (Object[] item : items) {
            if (now >= deadline) {
                break;
            }
            TimelineRow.Action action = (TimelineRow.Action) item[0];
            Layer layer = (Layer) item[1];
            String path = (String) item[2];
            long duration;
            if (action == TimelineRow.Action.ATTEMPT) {
                duration = inputs.attemptTimeoutMs();
            } else {
                long raw = rawFor(inputs, new TimelineRow(action, at(layer), path, 0, 0, false));
                switch (inputs.jitter()) {
                    case FULL:
                        duration = random.uniformInt(0, raw);
                        break;
                    case EQUAL:
                        duration = raw / 2 + random.uniformInt(0, raw - raw / 2);
                        break;
                    default:
                        duration = raw;
                }
            }
            long end = Math.min(now + duration, deadline);
            rows.add(new TimelineRow(action, at(layer), path, now, end, now + duration > deadline));
            now = end;
        }
        return rows;
    }
}
