package dev.retryworkbench.core.storm.simulation;

import dev.retryworkbench.core.form.Bounds;

/**
 * The bad minute: a window [start, end) in which the dependency fails more often or requests
 * arrive faster.
 *
 * @param startSeconds       when the window opens, seconds from the start of the run
 * @param endSeconds         when it closes, after {@code startSeconds}
 * @param failureProbability the failure probability inside the window; null for the normal one
 * @param requestsPerSecond  the fleet's request rate inside the window; null for the normal one
 */
public record StormTrigger(double startSeconds, double endSeconds, Double failureProbability,
        Double requestsPerSecond) {
    public static final Bounds START_SECONDS = new Bounds("trigger startSeconds", 0, 3_600, false);
    public static final Bounds END_SECONDS = new Bounds("trigger endSeconds", 0, 3_600, false);

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
    }
}
