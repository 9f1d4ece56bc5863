package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.policy.Layer;
import java.util.Objects;

/**
 * One kept row of a synthetic timeline. Rows are streamed as primitives through a
 * {@link TimelineSink}; only the rows a sink keeps become records.
 *
 * @param action  an attempt (always in the SDK layer) or a backoff
 * @param layer   the layer that made the attempt or waits
 * @param path    runner.application.SDK attempt, such as "1.1.2"; a backoff carries the path of the
 *                attempt it follows at its own layer: "1.1.2" (SDK), "1.1" (application), "1" (runner)
 * @param startMs when the row starts, from the start of the first attempt
 * @param endMs   when it ends; the deadline when it was clipped
 * @param clipped true when the deadline cut it short
 * @param cutBy   the layer's per-try timeout or timeout that cut it short, or null
 */
public record TimelineRow(Action action, Layer layer, String path, long startMs, long endMs, boolean clipped,
        Cut cutBy) {

    /** What a row models. */
    public enum Action {
        ATTEMPT("attempt"),
        BACKOFF("backoff");

        private final String id;

        Action(String id) {
            this.id = id;
        }

        /** Returns the lower-case name used in the table and in worksheets. */
        public String id() {
            return id;
        }
    }

    /** Creates a row; it must not end before it starts, and an attempt is always the SDK's. */
    public TimelineRow {
        Objects.requireNonNull(action, "action");
        Objects.requireNonNull(layer, "layer");
        Objects.requireNonNull(path, "path");
        if (endMs < startMs || startMs < 0) {
            throw new IllegalArgumentException("row " + path + " runs from " + startMs + " to " + endMs);
        }
        if (action == Action.ATTEMPT && layer != Layer.SDK) {
            throw new IllegalArgumentException("attempts are made by the SDK layer, not " + layer.id());
        }
    }

    /** Creates a row that no layer's own limit cut. */
    public TimelineRow(Action action, Layer layer, String path, long startMs, long endMs, boolean clipped) {
        this(action, layer, path, startMs, endMs, clipped, null);
    }

    /** Creates a row from the primitives a {@link TimelineSink} receives. */
    public static TimelineRow of(Action action, Layer layer, int runner, int application, int sdk,
            double startMs, double endMs, boolean clipped, int cut) {
        return new TimelineRow(action, layer, path(layer, runner, application, sdk),
                (long) startMs, (long) endMs, clipped, Cut.of(cut));
    }

    /** Returns the path of a row of {@code layer}: as many attempt numbers as the layer has depth. */
    public static String path(Layer layer, int runner, int application, int sdk) {
        if (layer == Layer.RUNNER) {
            return String.valueOf(runner);
        }
        if (layer == Layer.APPLICATION) {
            return runner + "." + application;
        }
        return runner + "." + application + "." + sdk;
    }

    /** Returns true when the deadline or a layer's own limit ended the row before its time. */
    public boolean cutShort() {
        return clipped || cutBy != null;
    }

    /** Returns the row's length in milliseconds; zero for a full-jitter draw of 0. */
    public long durationMs() {
        return endMs - startMs;
    }
}
