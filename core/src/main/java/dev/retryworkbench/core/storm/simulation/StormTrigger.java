package dev.retryworkbench.core.storm.simulation;

import dev.retryworkbench.core.form.Bounds;

/**
 * The bad minute: a window [start, end) in which the dependency fails more often, requests arrive
 * faster or the dependency loses capacity (a node, a zone, a slow disk).
 *
 * @param startSeconds       when the window opens, seconds from the start of the run
 * @param endSeconds         when it closes, after {@code startSeconds}
 * @param failureProbability the failure probability inside the window; null for the normal one
 * @param requestsPerSecond  the fleet's request rate inside the window; null for the normal one
 * @param capacityShare      the share of its capacity the dependency keeps inside the window, 0.01 to 1: the
 *                           base latency and the latency per attempt in flight are divided by it, a
 *                           concurrency limit is multiplied by it (floored, at least 1); null for the whole
 */
public record StormTrigger(double startSeconds, double endSeconds, Double failureProbability,
        Double requestsPerSecond, Double capacityShare) {
    public static final Bounds START_SECONDS = new Bounds("trigger startSeconds", 0, 3_600, false);
    public static final Bounds END_SECONDS = new Bounds("trigger endSeconds", 0, 3_600, false);
    public static final Bounds CAPACITY_SHARE = new Bounds("trigger capacityShare", 0.01, 1, false);

    /** Creates a window; throws {@link IllegalArgumentException} when a value is out of range. */
    public StormTrigger {
        START_SECONDS.require(startSeconds);
        END_SECONDS.require(endSeconds);
        if (!(startSeconds < endSeconds)) {
            throw new IllegalArgumentException("trigger startSeconds must be before endSeconds");
        }
        if (failureProbability != null) {
            StormInputs.FAILURE_PROBABILITY.require(failureProbability);
        }
        if (requestsPerSecond != null) {
            StormInputs.REQUESTS_PER_SECOND.require(requestsPerSecond);
        }
        if (capacityShare != null) {
            CAPACITY_SHARE.require(capacityShare);
        }
    }

    /** Creates a window in which the dependency keeps its whole capacity. */
    public StormTrigger(double startSeconds, double endSeconds, Double failureProbability, Double requestsPerSecond) {
        this(startSeconds, endSeconds, failureProbability, requestsPerSecond, null);
    }

    /** Returns the share of its capacity the dependency keeps inside the window: 1 when none is lost. */
    public double capacityShareOrWhole() {
        return capacityShare != null ? capacityShare : 1;
    }

    /**
     * Returns the concurrency limit in force inside the window for a normal {@code limit}: limit x share,
     * floored, at least 1. The product gets a millionth before the floor, so that 100 x 0.29 (28.999999999999996
     * in binary) is the 29 a person means.
     */
    public int concurrencyLimitInside(int limit) {
        return Math.max(1, (int) Math.floor(limit * capacityShareOrWhole() + 1e-6));
    }
}
