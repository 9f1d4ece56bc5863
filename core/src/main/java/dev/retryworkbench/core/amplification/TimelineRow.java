package dev.retryworkbench.core.amplification;

import java.util.Objects;

/**
 * One kept row of a synthetic timeline. Rows are streamed as primitives through a
 * {@link TimelineSink}; only the rows a sink keeps become records.
 *
 * @param action  an attempt (always the innermost layer's) or a backoff
 * @param layer   the index in the {@link LayerChain} of the layer that made the attempt or waits, 0 for the
 *                outermost
 * @param path    one attempt number per layer, outermost first, such as "1.1.2" (job runner.application.SDK);
 *                a backoff carries the path of the attempt it follows at its own layer: "1.1.2" (SDK), "1.1"
 *                (application), "1" (job runner)
 * @param startMs when the row starts, from the start of the first attempt
 * @param endMs   when it ends; the deadline when it was clipped
 * @param clipped true when the deadline cut it short
 * @param cutBy   the layer's per-try timeout or timeout that cut it short, or null
 */
public record TimelineRow(Action action, int layer, String path, long startMs, long endMs, boolean clipped,
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

    /** Creates a row; it must not end before it starts, and its path has one number per layer down to its own. */
    public TimelineRow {
        Objects.requireNonNull(action, "action");
        Objects.requireNonNull(path, "path");
        if (endMs < startMs || startMs < 0) {
            throw new IllegalArgumentException("row " + path + " runs from " + startMs + " to " + endMs);
        }
        int dots = 0;
        for (int i = 0; i < path.length(); i++) {
            dots += path.charAt(i) == '.' ? 1 : 0;
        }
        if (layer < 0 || dots != layer) {
            throw new IllegalArgumentException("row " + path + " is not a path of layer " + layer);
        }
    }

    /** Creates a row that no layer's own limit cut. */
    public TimelineRow(Action action, int layer, String path, long startMs, long endMs, boolean clipped) {
        this(action, layer, path, startMs, endMs, clipped, null);
    }

    /** Creates a row from the primitives a {@link TimelineSink} receives. */
    public static TimelineRow of(Action action, int layer, int[] path, double startMs, double endMs,
            boolean clipped, int cut) {
        return new TimelineRow(action, layer, path(path, layer), (long) startMs, (long) endMs, clipped, Cut.of(cut));
    }

    /** Returns the path of a row of {@code layer}: the attempt numbers of layers 0 to {@code layer}, "1.1.2". */
    public static String path(int[] path, int layer) {
        StringBuilder text = new StringBuilder().append(path[0]);
        for (int i = 1; i <= layer; i++) {
            text.append('.').append(path[i]);
        }
        return text.toString();
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
