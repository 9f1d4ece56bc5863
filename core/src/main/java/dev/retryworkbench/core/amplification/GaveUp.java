package dev.retryworkbench.core.amplification;

/**
 * Where the skip deadline rule first stopped a layer: the layer, when, and the wait it would not start
 * because the wait would have ended at or after the deadline.
 *
 * @param layer         the index in the {@link LayerChain} of the layer that gave up first
 * @param atMs          when it gave up: where the skipped wait would have started
 * @param skippedWaitMs the wait it drew and did not take
 */
public record GaveUp(int layer, double atMs, double skippedWaitMs) {
    /** Creates the record; the layer is an index, from 0. */
    public GaveUp {
        if (layer < 0) {
            throw new IllegalArgumentException("no layer " + layer);
        }
    }
}
