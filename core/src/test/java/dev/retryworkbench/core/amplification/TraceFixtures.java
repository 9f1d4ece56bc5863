package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Layer;
import java.util.ArrayList;
import java.util.List;

/** Shared helpers for the amplification tests: inputs in one line and a sink that keeps every row. */
final class TraceFixtures {
    private TraceFixtures() {
    }

    /** Keeps every row it receives. */
    static final class AllRows implements TimelineSink {
        final List<TimelineRow> rows = new ArrayList<>();

        @Override
        public void accept(TimelineRow.Action action, int layer, int[] path, double startMs, double endMs,
                boolean clipped, int cut) {
            rows.add(TimelineRow.of(action, layer, path, startMs, endMs, clipped, cut));
        }
    }

    /** Returns the index of a three-slot layer in the inputs' chain: job runner 0, application 1, SDK 2. */
    static int at(Layer layer) {
        return layer == Layer.RUNNER ? 0 : layer == Layer.APPLICATION ? 1 : 2;
    }

    static AmplificationInputs inputs(int[] sdk, int[] application, int[] runner, long timeout, Long deadline,
            Jitter jitter, long seed) {
        return new AmplificationInputs(
                new LayerPolicy(Layer.SDK, sdk[0], sdk[1], sdk[2]),
                new LayerPolicy(Layer.APPLICATION, application[0], application[1], application[2]),
                new LayerPolicy(Layer.RUNNER, runner[0], runner[1], runner[2]),
                timeout, deadline, jitter, seed);
    }

    static List<TimelineRow> allRows(AmplificationInputs inputs) {
        AllRows sink = new AllRows();
        Simulator.stream(inputs, sink);
        return sink.rows;
    }

    static TimelineRow attempt(String path, long start, long end) {
        return new TimelineRow(TimelineRow.Action.ATTEMPT, at(Layer.SDK), path, start, end, false);
    }

    static TimelineRow backoff(Layer layer, String path, long start, long end) {
        return new TimelineRow(TimelineRow.Action.BACKOFF, at(layer), path, start, end, false);
    }

    static TimelineRow clippedAttempt(String path, long start, long end) {
        return new TimelineRow(TimelineRow.Action.ATTEMPT, at(Layer.SDK), path, start, end, true);
    }

    static TimelineRow clippedBackoff(Layer layer, String path, long start, long end) {
        return new TimelineRow(TimelineRow.Action.BACKOFF, at(layer), path, start, end, true);
    }

    /** Returns the fifteen rows of the seed's worked example, to the millisecond. */
    static List<TimelineRow> workedExampleRows() {
        return List.of(
                attempt("1.1.1", 0, 1_000),
                backoff(Layer.SDK, "1.1.1", 1_000, 1_100),
                attempt("1.1.2", 1_100, 2_100),
                backoff(Layer.SDK, "1.1.2", 2_100, 2_300),
                attempt("1.1.3", 2_300, 3_300),
                backoff(Layer.APPLICATION, "1.1", 3_300, 3_800),
                attempt("1.2.1", 3_800, 4_800),
                backoff(Layer.SDK, "1.2.1", 4_800, 4_900),
                attempt("1.2.2", 4_900, 5_900),
                backoff(Layer.SDK, "1.2.2", 5_900, 6_100),
                attempt("1.2.3", 6_100, 7_100),
                backoff(Layer.APPLICATION, "1.2", 7_100, 8_100),
                attempt("1.3.1", 8_100, 9_100),
                backoff(Layer.SDK, "1.3.1", 9_100, 9_200),
                clippedAttempt("1.3.2", 9_200, 10_000));
    }
}
