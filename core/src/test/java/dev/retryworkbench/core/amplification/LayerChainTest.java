package dev.retryworkbench.core.amplification;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Layer;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The trace walks a chain of any depth: one index per layer in each path, the innermost making the attempts. */
class LayerChainTest {
    /** Attempts of 100 ms, no deadline, no jitter: only the chain's layers differ from one test to another. */
    private static final AmplificationInputs PLAIN = TraceFixtures.inputs(new int[] {1, 0, 0}, new int[] {1, 0, 0},
            new int[] {1, 0, 0}, 100, null, Jitter.NONE, 42);

    private static LayerPolicy layer(int attempts, long backoffMs) {
        return new LayerPolicy(Layer.APPLICATION, attempts, backoffMs, backoffMs);
    }

    private static List<TimelineRow> rows(LayerChain chain, AmplificationInputs inputs) {
        TraceFixtures.AllRows sink = new TraceFixtures.AllRows();
        Simulator.stream(chain, inputs, sink);
        return sink.rows;
    }

    private static List<String> paths(List<TimelineRow> rows, TimelineRow.Action action) {
        List<String> paths = new ArrayList<>();
        for (TimelineRow row : rows) {
            if (row.action() == action) {
                paths.add(row.path());
            }
        }
        return paths;
    }

    @Test
    void fiveLayersOfTwoAttemptsWithoutWaitsMake32AttemptsIn3200Ms() {
        LayerChain chain = new LayerChain(Jitter.NONE, layer(2, 0), layer(2, 0), layer(2, 0), layer(2, 0),
                layer(2, 0));
        List<TimelineRow> rows = rows(chain, PLAIN);
        List<String> attempts = paths(rows, TimelineRow.Action.ATTEMPT);
        assertThat(attempts).hasSize(32);
        assertThat(attempts.get(0)).isEqualTo("1.1.1.1.1");
        assertThat(attempts.get(1)).isEqualTo("1.1.1.1.2");
        assertThat(attempts.get(2)).isEqualTo("1.1.1.2.1");
        assertThat(attempts.get(16)).isEqualTo("2.1.1.1.1");
        assertThat(attempts.get(31)).isEqualTo("2.2.2.2.2");
        assertThat(attempts).doesNotHaveDuplicates();
        // Each layer waits once in each of its runs: 16 innermost runs, 8, 4, 2 and 1 outermost: 31 waits of 0 ms.
        assertThat(rows).hasSize(32 + 31);
        assertThat(rows).filteredOn(row -> row.action() == TimelineRow.Action.BACKOFF)
                .extracting(TimelineRow::layer).containsOnly(0, 1, 2, 3, 4);
        assertThat(rows).filteredOn(row -> row.layer() == 0).extracting(TimelineRow::path).containsExactly("1");
        assertThat(rows).filteredOn(row -> row.layer() == 3).extracting(TimelineRow::path)
                .containsExactly("1.1.1.1", "1.1.2.1", "1.2.1.1", "1.2.2.1", "2.1.1.1", "2.1.2.1", "2.2.1.1", "2.2.2.1");
        assertThat(rows.get(rows.size() - 1)).isEqualTo(new TimelineRow(TimelineRow.Action.ATTEMPT, 4, "2.2.2.2.2",
                3_100, 3_200, false));
        assertThat(chain.maxDownstreamAttempts()).isEqualTo(32);
        assertThat(chain.worstCaseIfRetries()).isEqualTo(243);
    }

    @Test
    void eachLayerOfFiveWaitsInItsOwnLaneAndTheSummaryCountsEveryRow() {
        // Waits of 1, 2, 3, 4 and 5 ms, outermost first: one outermost wait, two of layer 1, ..., 16 innermost.
        LayerChain chain = new LayerChain(Jitter.NONE, layer(2, 1), layer(2, 2), layer(2, 3), layer(2, 4),
                layer(2, 5));
        TimelineBins bins = new TimelineBins(5);
        TraceSummary summary = Simulator.stream(chain, PLAIN, bins);
        assertThat(summary.attemptsStarted()).isEqualTo(32);
        assertThat(summary.backoffMs()).isEqualTo(1 + 2 * 2 + 4 * 3 + 8 * 4 + 16 * 5);
        assertThat(summary.elapsedMs()).isEqualTo(3_200 + 129);
        for (int layer = 0; layer < 5; layer++) {
            assertThat(bins.backoffs(layer)).as("layer %d", layer).isEqualTo(1 << layer);
        }
    }

    @Test
    void oneLayerIsTheCallItselfAndItsRunMayBeTakenWhole() {
        LayerChain chain = new LayerChain(Jitter.NONE, layer(3, 50));
        List<TimelineRow> rows = rows(chain, PLAIN);
        assertThat(rows).containsExactly(
                new TimelineRow(TimelineRow.Action.ATTEMPT, 0, "1", 0, 100, false),
                new TimelineRow(TimelineRow.Action.BACKOFF, 0, "1", 100, 150, false),
                new TimelineRow(TimelineRow.Action.ATTEMPT, 0, "2", 150, 250, false),
                new TimelineRow(TimelineRow.Action.BACKOFF, 0, "2", 250, 300, false),
                new TimelineRow(TimelineRow.Action.ATTEMPT, 0, "3", 300, 400, false));
        // Kept one row at each end, the call is a single innermost run: the tail re-creates its last row.
        BoundedTimeline timeline = new BoundedTimeline(1, 1);
        TraceSummary summary = Simulator.stream(chain, PLAIN, timeline);
        assertThat(summary.elapsedMs()).isEqualTo(400);
        assertThat(timeline.excerpt().tail()).containsExactly(rows.get(4));
        assertThat(chain.retryOwners()).containsExactly(0);
    }

    @Test
    void aPerTryTimeoutCutsTheAttemptsOfItsLayerAtAnyDepth() {
        // Layer 2 of four has a per-try timeout of 250 ms: each of its attempts (a run of layer 3: two 100 ms
        // attempts with a 100 ms wait between) is cut 50 ms into its second attempt, and layer 2 goes on.
        LayerChain chain = new LayerChain(Jitter.NONE, layer(1, 0), layer(1, 0),
                layer(2, 0).withTimeouts(250L, null), layer(2, 100));
        List<TimelineRow> rows = rows(chain, PLAIN);
        assertThat(paths(rows, TimelineRow.Action.ATTEMPT)).containsExactly("1.1.1.1", "1.1.1.2", "1.1.2.1",
                "1.1.2.2");
        TimelineRow cut = rows.get(2);
        assertThat(cut.path()).isEqualTo("1.1.1.2");
        assertThat(cut.cutBy()).isEqualTo(new Cut(2, false));
        assertThat(cut.cutBy().describe(chain)).isEqualTo("the application layer's per-try timeout");
        assertThat(cut.endMs()).isEqualTo(250);
        assertThat(rows.get(3)).isEqualTo(new TimelineRow(TimelineRow.Action.BACKOFF, 2, "1.1.1", 250, 250, false));
        assertThat(rows.get(rows.size() - 1).endMs()).isEqualTo(500);
    }

    @Test
    void theInputsChainIsTheJobRunnerTheApplicationAndTheSdk() {
        LayerChain chain = LayerChain.of(AmplificationInputs.workedExample());
        assertThat(chain.depth()).isEqualTo(3);
        assertThat(chain.id(0) + " " + chain.id(1) + " " + chain.id(2)).isEqualTo("runner application sdk");
        assertThat(chain.label(0)).isEqualTo("Job runner");
        assertThat(chain.inSentence(0)).isEqualTo("job runner");
    }
}
