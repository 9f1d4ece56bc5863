package dev.retryworkbench.core.storm.simulation;

import java.util.Objects;

/**
 * The figures of one simulated run.
 *
 * @param series                the per-second series
 * @param requests              the requests that arrived
 * @param attempts              the attempts they made
 * @param succeeded             the requests that ended with a successful attempt
 * @param refusedRetries        the retries the layers' budgets refused
 * @param peakAttemptsPerSecond the most attempts started in one second
 * @param recoverySeconds       seconds from the trigger's end to the first of five healthy seconds; null
 *                              when the dependency did not recover before the arrivals stopped
 * @param dropped               requests dropped at a full client queue (they count in requests, made no
 *                              attempt and did not succeed); 0 without a pool
 * @param rejected              attempts the dependency rejected (shed); they are also failures; 0 without
 *                              a concurrency limit
 * @param meanQueueWaitMs       the mean time in a client queue of the requests that waited in one; null
 *                              when none did (always without a pool)
 */
public record StormRun(StormSeries series, int requests, int attempts, int succeeded, int refusedRetries,
        int peakAttemptsPerSecond, Double recoverySeconds, int dropped, int rejected, Double meanQueueWaitMs) {

    /** Checks the counts: none negative, no more successes than requests. */
    public StormRun {
        Objects.requireNonNull(series, "series");
        // Attempts may be fewer than the requests not dropped: a rate limiter can hold a first try past the
        // request's deadline.
        if (requests < 0 || dropped < 0 || dropped > requests || attempts < 0 || succeeded < 0
                || succeeded > requests - dropped || refusedRetries < 0 || peakAttemptsPerSecond < 0 || rejected < 0
                || rejected > attempts) {
            throw new IllegalArgumentException("inconsistent storm run counts");
        }
    }

    /** Returns attempts per request, or null when no request arrived. */
    public Double amplification() {
        return requests == 0 ? null : (double) attempts / requests;
    }

    /** Returns the share of requests that succeeded, or null when no request arrived. */
    public Double successShare() {
        return requests == 0 ? null : (double) succeeded / requests;
    }

    /** Returns true when the dependency recovered after the trigger. */
    public boolean recovered() {
        return recoverySeconds != null;
    }
}
