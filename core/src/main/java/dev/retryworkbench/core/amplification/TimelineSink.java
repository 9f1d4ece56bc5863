package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.policy.Layer;

/**
 * Receives every row of a simulated timeline in order, as primitives, so a sink decides what to
 * keep: a page keeps the first and last rows, an export writes them all.
 */
public interface TimelineSink {
    /**
     * Accepts one row. Times are whole milliseconds held in doubles (exact below 2^53), because
     * TeaVM compiles {@code long} to a slow JavaScript BigInt.
     *
     * @param action      an attempt or a backoff
     * @param layer       the layer of the row
     * @param runner      the job runner attempt number, from 1
     * @param application the application attempt number, from 1; 0 for a runner backoff
     * @param sdk         the SDK attempt number, from 1; 0 for an application or runner backoff
     * @param startMs     the start time
     * @param endMs       the end time; the deadline when clipped
     * @param clipped     true when the deadline cut the row short
     * @param cut         the {@link Cut#code()} of the layer's limit that cut the row short, else {@link Cut#NONE}
     */
    void accept(TimelineRow.Action action, Layer layer, int runner, int application, int sdk,
            double startMs, double endMs, boolean clipped, int cut);
}
