package dev.retryworkbench.core.amplification;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Layer;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The layers' own limits (specification, Part 4, "A stack of any depth"): a per-try timeout cuts each
 * attempt of its layer, a timeout cuts one run of its layer's policy, the outermost limit cuts on a tie, the
 * deadline wins a tie, and the closed-form worst case takes both and each wait's largest value.
 */
class LayerLimitsTest {
    /**
     * One application attempt is one SDK run of 3 attempts of 1,000 ms with 100 ms waits (3,200 ms); the
     * application makes 3 attempts 500 ms apart; the runner makes one. No deadline.
     */
    private static AmplificationInputs stack() {
        return TraceFixtures.inputs(new int[] {3, 100, 100}, new int[] {3, 500, 500}, new int[] {1, 0, 0}, 1_000,
                null, Jitter.NONE, 42);
    }

    private static final LayerChain THREE_SLOTS = LayerChain.of(AmplificationInputs.workedExample());

    private static List<String> cuts(List<TimelineRow> rows) {
        List<String> cuts = new ArrayList<>();
        for (TimelineRow row : rows) {
            if (row.cutShort()) {
                cuts.add(row.path() + " " + row.startMs() + "-" + row.endMs() + " "
                        + (row.cutBy() == null ? "deadline" : row.cutBy().describe(THREE_SLOTS)));
            }
        }
        return cuts;
    }

    @Test
    void aPerTryTimeoutCutsEachAttemptOfItsLayerWhichGoesOnAsAfterAFailure() {
        // Each application attempt: 1.a.1 for 1,000 ms, a 100 ms wait, then 1.a.2 from 1,100 cut at 2,000.
        // Then the application's 500 ms wait: attempts start at 0, 2,500 and 5,000; the last cut ends at 7,000.
        AmplificationInputs inputs = stack().with(1, stack().layers().get(1).withTimeouts(2_000L, null));
        List<TimelineRow> rows = TraceFixtures.allRows(inputs);
        assertThat(cuts(rows)).containsExactly(
                "1.1.2 1100-2000 the application layer's per-try timeout",
                "1.2.2 3600-4500 the application layer's per-try timeout",
                "1.3.2 6100-7000 the application layer's per-try timeout");
        AmplificationResult result = Simulator.run(inputs, 100);
        assertThat(result.attemptsStarted()).isEqualTo(6);
        assertThat(result.elapsedMs()).isEqualTo(7_000);
        assertThat(result.deadlineReached()).isFalse();
        assertThat(result.cutRows()).isEqualTo(3);
        assertThat(result.firstCutRow().path()).isEqualTo("1.1.2");
        // per(SDK) = 3 x 1,000 + 200 = 3,200; per(application) = 3 x min(3,200, 2,000) + 2 x 500 = 7,000.
        assertThat(result.totalWithoutDeadlineMs()).isEqualTo(7_000);
        assertThat(result.maxDownstreamAttempts()).isEqualTo(9);
        assertThat(result.maxAttemptsWithinTimeouts()).isEqualTo(6);
    }

    @Test
    void aLayersTimeoutIsFreshForEachRunOfItsPolicyAndNeverTheCallersDeadline() {
        // The SDK's own timeout of 2,000 ms (gRPC's method timeout) cuts each SDK run; the application retries.
        AmplificationInputs inputs = stack().with(2, stack().layers().get(2).withTimeouts(null, 2_000L));
        assertThat(cuts(TraceFixtures.allRows(inputs))).containsExactly(
                "1.1.2 1100-2000 the SDK layer's timeout",
                "1.2.2 3600-4500 the SDK layer's timeout",
                "1.3.2 6100-7000 the SDK layer's timeout");
        AmplificationResult result = Simulator.run(inputs, 100);
        assertThat(result.attemptsStarted()).isEqualTo(6);
        assertThat(result.deadlineReached()).isFalse();
        assertThat(result.inputs().hasDeadline()).isFalse();
        // per(SDK) = min(2,000, 3,200); per(application) = 3 x 2,000 + 1,000.
        assertThat(result.totalWithoutDeadlineMs()).isEqualTo(7_000);
    }

    @Test
    void theOutermostLimitCutsOnATie() {
        AmplificationInputs inputs = stack().with(1, stack().layers().get(1).withTimeouts(2_000L, null))
                .with(2, stack().layers().get(2).withTimeouts(null, 2_000L));
        assertThat(cuts(TraceFixtures.allRows(inputs))).first()
                .isEqualTo("1.1.2 1100-2000 the application layer's per-try timeout");
    }

    @Test
    void theDeadlineWinsATieWithACut() {
        AmplificationInputs inputs = stack().with(1, stack().layers().get(1).withTimeouts(1_500L, null)).withDeadline(1_500L);
        List<TimelineRow> rows = TraceFixtures.allRows(inputs);
        assertThat(cuts(rows)).containsExactly("1.1.2 1100-1500 deadline");
        AmplificationResult result = Simulator.run(inputs, 100);
        assertThat(result.deadlineReached()).isTrue();
        assertThat(result.clippedRow().path()).isEqualTo("1.1.2");
        assertThat(result.cutRows()).isZero();
    }

    @Test
    void theRunnersTimeoutEndsTheCallWithoutReachingTheDeadline() {
        // Runner: 3 attempts, no waits; each is one 1,000 ms attempt; its timeout of 1,500 ms ends the call.
        AmplificationInputs inputs = TraceFixtures.inputs(new int[] {1, 0, 0}, new int[] {1, 0, 0},
                new int[] {3, 0, 0}, 1_000, null, Jitter.NONE, 42);
        inputs = inputs.with(0, inputs.layers().get(0).withTimeouts(null, 1_500L));
        AmplificationResult result = Simulator.run(inputs, 100);
        assertThat(result.attemptsStarted()).isEqualTo(2);
        assertThat(result.elapsedMs()).isEqualTo(1_500);
        assertThat(result.deadlineReached()).isFalse();
        assertThat(result.firstCutRow().cutBy()).isEqualTo(new Cut(TraceFixtures.at(Layer.RUNNER), true));
        assertThat(AmplificationProse.cutSentence(result)).endsWith("which ended the call.");
        assertThat(result.totalWithoutDeadlineMs()).isEqualTo(1_500);
    }

    @Test
    void anItemThatWouldStartAtTheCutDoesNotRun() {
        // The application's per-try timeout of 2,100 ms ends exactly with 1.a.2: its wait would start at the cut.
        AmplificationInputs inputs = stack().with(1, stack().layers().get(1).withTimeouts(2_100L, null));
        List<TimelineRow> rows = TraceFixtures.allRows(inputs);
        assertThat(cuts(rows)).isEmpty();
        assertThat(rows.get(3).path()).isEqualTo("1.1");
        assertThat(rows.get(3).layer()).isEqualTo(TraceFixtures.at(Layer.APPLICATION));
        assertThat(rows.get(3).startMs()).isEqualTo(2_100);
    }

    @Test
    void aPerTryTimeoutOnTheInnermostLayerIsRefusedByName() {
        assertThatThrownBy(() -> stack().with(2, stack().layers().get(2).withTimeouts(500L, null)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("SDK per-try timeout must be empty: the SDK layer is the innermost");
        assertThatThrownBy(() -> stack().layers().get(1).withTimeouts(0L, null))
                .hasMessageContaining("Application per-try timeout");
    }

    @Test
    void theWorstCaseTakesEachWaitsLargestValue() {
        // Issue 30's one-layer worksheet: 3 attempts, 1,000 to 10,000 ms, proportional 1 to 2, 1,000 ms attempts.
        // Waits are at most floor(1,000 x 2) and floor(2,000 x 2): 3 x 1,000 + 2,000 + 4,000 = 9,000, not 6,000.
        LayerPolicy sdk = new LayerPolicy(Layer.SDK, 3, BackoffShape.EXPONENTIAL, 1_000, 10_000, 2,
                Jitter.PROPORTIONAL, 1, 2, null);
        AmplificationInputs inputs = TraceFixtures.inputs(new int[] {1, 0, 0}, new int[] {1, 0, 0},
                new int[] {1, 0, 0}, 1_000, null, Jitter.NONE, 42).with(2, sdk);
        assertThat(Simulator.worstCaseWithoutDeadlineMs(inputs)).isEqualTo(9_000);
        SeedDistribution distribution = new SeedDistribution(inputs);
        distribution.complete();
        assertThat(distribution.elapsedMs().max()).isLessThanOrEqualTo(9_000).isGreaterThan(6_000);
        // A polynomial wait may draw up to (10k - 1) s above its raw wait ((k - 1)^4 + 15 s): k = 1 gives 15 s + 9 s.
        LayerPolicy sidekiq = new LayerPolicy(Layer.SDK, 2, BackoffShape.POLYNOMIAL, 0, 2_592_000_000L, 2,
                null, 0.5, 1.5, null);
        assertThat(Simulator.worstCaseWithoutDeadlineMs(inputs.with(2, sidekiq))).isEqualTo(2 * 1_000 + 24_000);
    }

    @Test
    void takingSdkRunsWholeKeepsTheRowsAndFiguresOfTheRowByRowTraceWithLimits() {
        Random random = new Random(30);
        Jitter[] modes = {Jitter.NONE, Jitter.FULL, Jitter.EQUAL};
        for (int i = 0; i < 300; i++) {
            AmplificationInputs inputs = TraceFixtures.inputs(
                    new int[] {1 + random.nextInt(8), random.nextInt(300), 300 + random.nextInt(1_000)},
                    new int[] {1 + random.nextInt(8), random.nextInt(2_000), 2_000 + random.nextInt(5_000)},
                    new int[] {1 + random.nextInt(6), random.nextInt(5_000), 5_000 + random.nextInt(10_000)},
                    1 + random.nextInt(1_000), random.nextInt(3) == 0 ? Long.valueOf(1 + random.nextInt(200_000)) : null,
                    modes[random.nextInt(3)], random.nextInt() & 0xFFFFFFFFL);
            inputs = inputs.with(2, inputs.layers().get(2).withTimeouts(null, maybe(random, 20_000)))
                    .with(1, inputs.layers().get(1).withTimeouts(maybe(random, 10_000), maybe(random, 60_000)))
                    .with(0, inputs.layers().get(0).withTimeouts(maybe(random, 80_000), maybe(random, 400_000)));
            int keep = 1 + random.nextInt(20);
            AmplificationResult whole = Simulator.run(inputs, keep);
            BoundedTimeline timeline = new BoundedTimeline(keep, 3);
            TraceSummary summary = Simulator.stream(inputs, timeline);
            assertThat(whole.timeline().head()).as("%s", inputs).isEqualTo(timeline.excerpt().head());
            assertThat(whole.timeline().tail()).as("%s", inputs).isEqualTo(timeline.excerpt().tail());
            assertThat(whole.attemptsStarted()).isEqualTo(summary.attemptsStarted());
            assertThat(whole.elapsedMs()).isEqualTo(summary.elapsedMs());
            assertThat(whole.cutRows()).isEqualTo(summary.cutRows());
            // Each layer's limits only take attempts away, and the closed form bounds every trace.
            assertThat(whole.attemptsStarted()).isLessThanOrEqualTo(whole.maxAttemptsWithinTimeouts());
            assertThat(whole.maxAttemptsWithinTimeouts()).isLessThanOrEqualTo(whole.maxDownstreamAttempts());
            assertThat(whole.elapsedMs()).isLessThanOrEqualTo(whole.totalWithoutDeadlineMs());
        }
    }

    private static Long maybe(Random random, int bound) {
        return random.nextBoolean() ? null : Long.valueOf(1 + random.nextInt(bound));
    }
}
