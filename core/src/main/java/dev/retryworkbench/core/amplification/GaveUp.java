package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.policy.Layer;
import java.util.Objects;

/**
 * Where the skip deadline rule first stopped a layer: the layer, when, and the wait it would not start
 * because the wait would have ended at or after the deadline.
 *
 * @param layer         the layer that gave up first
 * @param atMs          when it gave up: where the skipped wait would have started
 * @param skippedWaitMs the wait it drew and did not take
 */
public record GaveUp(Layer layer, double atMs, double skippedWaitMs) {
    /** Creates the record; the layer is required. */
    public GaveUp {
        Objects.requireNonNull(layer, "layer");
    }
}
