package dev.retryworkbench.core.amplification;

/**
 * Receives every row of a simulated timeline in order, as primitives, so a sink decides what to
 * keep: a page keeps the first and last rows, an export writes them all.
 */
public interface TimelineSink {
    /**
     * Accepts one row. Times are whole milliseconds held in doubles (exact below 2^53), because
     * TeaVM compiles {@code long} to a slow JavaScript BigInt.
     *
     * @param action      an attempt (always the innermost layer's) or a backoff
     * @param layer       the index in the {@link LayerChain} of the row's layer, 0 for the outermost
     * @param path        the attempt numbers, from 1, of layers 0 to {@code layer}: a backoff carries the number
     *                    of the attempt it follows at its own layer. The trace's own buffer, valid during the
     *                    call only; its entries after {@code layer} mean nothing
     * @param startMs     the start time
     * @param endMs       the end time; the deadline when clipped
     * @param clipped     true when the deadline cut the row short
     * @param cut         the {@link Cut#code()} of the layer's limit that cut the row short, else {@link Cut#NONE}
     */
    void accept(TimelineRow.Action action, int layer, int[] path, double startMs, double endMs, boolean clipped,
            int cut);
}
