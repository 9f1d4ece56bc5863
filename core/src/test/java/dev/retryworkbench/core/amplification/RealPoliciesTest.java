package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.check.Limits;
import dev.retryworkbench.core.check.Checks;
import static dev.retryworkbench.core.amplification.TraceFixtures.allRows;
import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.DeadlineRule;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Layer;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The skip deadline rule, fast failures, per-layer jitter and the bounds, on hand-derived traces. */
class RealPoliciesTest {
    private static final LayerPolicy SDK = new LayerPolicy(Layer.SDK, 3, 100, 1_000);
    private static final LayerPolicy APP = new LayerPolicy(Layer.APPLICATION, 3, 500, 5_000);
    private static final LayerPolicy RUNNER = new LayerPolicy(Layer.RUNNER, 3, 1_000, 10_000);

    private static AmplificationInputs worked(Long deadline, DeadlineRule rule, Jitter jitter) {
        return new AmplificationInputs(SDK, APP, RUNNER, 1_000, null, deadline, rule, jitter, 42, 1_000);
    }

    @Test
    void skipGivesUpBeforeAWaitThatWouldPassTheDeadlineAndHandsControlOut() {
        // Clip would run the SDK wait 9,100-9,150 and cut it. Skip: the SDK's 100 ms wait would end at
        // 9,200 >= 9,150, so the SDK gives up; the application has no attempt left; the runner's 1,000 ms
        // wait would end at 10,100, so it gives up too. Seven attempts, ending at 9,100, deadline untouched.
        AmplificationResult result = Simulator.run(worked(9_150L, DeadlineRule.SKIP, Jitter.NONE), 100);
        assertThat(result.attemptsStarted()).isEqualTo(7);
        assertThat(result.elapsedMs()).isEqualTo(9_100);
        assertThat(result.deadlineReached()).isFalse();
        assertThat(result.clippedRow()).isNull();
        assertThat(result.backoffMs()).isEqualTo(100 + 200 + 500 + 100 + 200 + 1_000);
        assertThat(result.gaveUp()).isEqualTo(new GaveUp(TraceFixtures.at(Layer.SDK), 9_100, 100));
        AmplificationResult clip = Simulator.run(worked(9_150L, DeadlineRule.CLIP, Jitter.NONE), 100);
        assertThat(clip.deadlineReached()).isTrue();
        assertThat(clip.gaveUp()).isNull();
    }

    @Test
    void thePageNamesTheLayerThatGaveUpAndMarksItsLane() {
        AmplificationResult result = Simulator.run(worked(9_150L, DeadlineRule.SKIP, Jitter.NONE), 100);
        String html = AmplificationRenderer.render(result, Checks.page(result, Limits.DEFAULTS));
        assertThat(html).contains("Skip rule: the SDK layer gave up at 9,100 ms rather than start a wait of 0.1 s")
                .contains("<line class=\"gave-up\"").contains(">Gave up</text>")
                .contains("The SDK lane is marked where that layer gave up under the skip rule, at 9.1 s.");
        assertThat(result.inputs().deadlineRule()).isEqualTo(DeadlineRule.SKIP);
        String json = new AmplificationTool(Checks.FINDINGS).evaluate(id -> {
            if ("deadline".equals(id)) {
                return "9150";
            }
            if ("deadline-rule".equals(id)) {
                return "skip";
            }
            return dev.retryworkbench.core.form.FormReading.defaults(new AmplificationTool(Checks.FINDINGS).form()).get(id);
        }).export().worksheetJson();
        assertThat(json).contains("\"gaveUp\": {\"layer\": \"sdk\", \"atMs\": 9100, \"skippedWaitMs\": 100}")
                .contains("\"deadlineRule\": \"skip\"").contains("\"maxAttemptsWithinDeadline\": 7")
                .contains("\"worstCaseIfRetries\": 64");
    }

    @Test
    void aWaitEndingExactlyAtTheDeadlineIsSkipped() {
        AmplificationResult result = Simulator.run(worked(9_200L, DeadlineRule.SKIP, Jitter.NONE), 100);
        assertThat(result.gaveUp()).isEqualTo(new GaveUp(TraceFixtures.at(Layer.SDK), 9_100, 100));
        assertThat(result.elapsedMs()).isEqualTo(9_100);
        assertThat(result.attemptsStarted()).isEqualTo(7);
    }

    @Test
    void everyLayerGivesUpInTurn() {
        // 1.1.1 0-1,000, wait to 1,100, 1.1.2 to 2,100; the SDK's 200 ms wait would end at 2,300 >= 2,250:
        // the SDK gives up first, then the application (500 ms) and the runner (1,000 ms) in turn.
        AmplificationResult result = Simulator.run(worked(2_250L, DeadlineRule.SKIP, Jitter.NONE), 100);
        assertThat(result.attemptsStarted()).isEqualTo(2);
        assertThat(result.elapsedMs()).isEqualTo(2_100);
        assertThat(result.gaveUp()).isEqualTo(new GaveUp(TraceFixtures.at(Layer.SDK), 2_100, 200));
        assertThat(allRows(worked(2_250L, DeadlineRule.SKIP, Jitter.NONE))).hasSize(3);
    }

    @Test
    void anAttemptRunningAtTheDeadlineIsStillClippedUnderSkip() {
        AmplificationResult result = Simulator.run(worked(10_000L, DeadlineRule.SKIP, Jitter.NONE), 100);
        assertThat(result.attemptsStarted()).isEqualTo(8);
        assertThat(result.clippedRow().path()).isEqualTo("1.3.2");
        assertThat(result.deadlineReached()).isTrue();
        assertThat(result.gaveUp()).isNull();
    }

    @Test
    void skipNeverRunsPastTheDeadline() {
        Random random = new Random(11);
        for (int i = 0; i < 300; i++) {
            long deadline = 1 + random.nextInt(60_000);
            Jitter jitter = Jitter.values()[random.nextInt(Jitter.values().length)];
            AmplificationInputs inputs = new AmplificationInputs(
                    new LayerPolicy(Layer.SDK, 1 + random.nextInt(6), BackoffShape.EXPONENTIAL, random.nextInt(500),
                            2_000, 1 + random.nextInt(3), jitter, 0.5, 1.5, null),
                    new LayerPolicy(Layer.APPLICATION, 1 + random.nextInt(4), 1 + random.nextInt(900), 5_000),
                    new LayerPolicy(Layer.RUNNER, 1 + random.nextInt(4), 1 + random.nextInt(2_000), 10_000),
                    1 + random.nextInt(3_000), null, deadline, DeadlineRule.SKIP, Jitter.FULL, random.nextInt(1_000),
                    1);
            List<TimelineRow> rows = allRows(inputs);
            for (TimelineRow row : rows) {
                assertThat(row.endMs()).as("%s", inputs).isLessThanOrEqualTo(deadline);
                if (row.action() == TimelineRow.Action.BACKOFF) {
                    assertThat(row.clipped()).as("a wait is never cut under skip: %s", inputs).isFalse();
                }
            }
            AmplificationResult result = Simulator.run(inputs, 5);
            assertThat(result.elapsedMs()).isLessThanOrEqualTo(deadline);
            assertThat(result.maxAttemptsWithinDeadline()).isGreaterThanOrEqualTo(result.attemptsStarted());
        }
    }

    @Test
    void fastFailuresLastTheirOwnTimeInsideTheTraceAndTheWorstCase() {
        AmplificationInputs inputs = new AmplificationInputs(SDK, new LayerPolicy(Layer.APPLICATION, 1, 0, 0),
                new LayerPolicy(Layer.RUNNER, 1, 0, 0), 1_000, 10L, null, DeadlineRule.CLIP, Jitter.NONE, 42, 1);
        AmplificationResult result = Simulator.run(inputs, 100);
        // 10 + 100 + 10 + 200 + 10 ms.
        assertThat(result.elapsedMs()).isEqualTo(330);
        assertThat(result.totalWithoutDeadlineMs()).isEqualTo(330);
    }

    @Test
    void theWorstCaseWithinTheDeadlineTakesEveryWaitAtItsMinimum() {
        // Full jitter may draw 0 ms for every wait: ten 1,000 ms attempts fit in 10,000 ms.
        assertThat(Simulator.run(worked(10_000L, DeadlineRule.CLIP, Jitter.FULL), 100).maxAttemptsWithinDeadline())
                .isEqualTo(10);
        // Without jitter the minimum is the trace itself; without a deadline it is the product of the limits.
        assertThat(Simulator.run(worked(10_000L, DeadlineRule.CLIP, Jitter.NONE), 100).maxAttemptsWithinDeadline())
                .isEqualTo(8);
        assertThat(Simulator.run(worked(null, DeadlineRule.CLIP, Jitter.FULL), 100).maxAttemptsWithinDeadline())
                .isEqualTo(27);
        // Equal jitter halves every wait: 1,000 + 50 + 1,000 + 100 + 1,000, + 250, + 1,000 + 50 + 1,000 + 100
        // + 1,000, + 500, + 1,000 + 50 + 1,000 + 100 = 9,200; then 1.3.3 starts and is clipped: 9 attempts.
        assertThat(Simulator.run(worked(10_000L, DeadlineRule.CLIP, Jitter.EQUAL), 100).maxAttemptsWithinDeadline())
                .isEqualTo(9);
    }

    @Test
    void readAsRetryCountsTheWorkedExampleWouldAllowSixtyFourAttempts() {
        assertThat(Simulator.run(worked(10_000L, DeadlineRule.CLIP, Jitter.NONE), 100).worstCaseIfRetries())
                .isEqualTo(64);
    }

    @Test
    void decorrelatedWaitsStartAfreshEachTimeTheLayerRunsItsPolicyAgain() {
        // Seed 0's units 0.8833, 0.4315, 0.0264, 0.9709: SDK run 1 waits 277 then 100 + floor(0.4315 x 732) = 415;
        // the application's 0 ms wait draws nothing; SDK run 2 starts again from the initial backoff:
        // 100 + floor(0.0264 x 201) = 105, then 100 + floor(0.9709 x 216) = 309.
        LayerPolicy sdk = new LayerPolicy(Layer.SDK, 3, BackoffShape.EXPONENTIAL, 100, 1_000, 2, Jitter.DECORRELATED,
                0.5, 1.5, null);
        AmplificationInputs inputs = new AmplificationInputs(sdk, new LayerPolicy(Layer.APPLICATION, 2, 0, 0),
                new LayerPolicy(Layer.RUNNER, 1, 0, 0), 1_000, null, null, DeadlineRule.CLIP, Jitter.NONE, 0, 1);
        List<TimelineRow> rows = allRows(inputs);
        assertThat(rows).filteredOn(row -> row.action() == TimelineRow.Action.BACKOFF)
                .extracting(row -> row.endMs() - row.startMs()).containsExactly(277L, 415L, 0L, 105L, 309L);
        assertThat(Simulator.run(inputs, 2).backoffMs()).isEqualTo(277 + 415 + 105 + 309);
    }
}
