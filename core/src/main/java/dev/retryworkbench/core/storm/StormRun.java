package dev.retryworkbench.core.storm;

import java.util.Objects;

/**
 * The figures of one simulated run.
 *
 * @param series                the per-second series
 * @param requests              the requests that arrived
 * @param attempts              the attempts they made
 * @param succeeded             the requests that ended with a successful attempt
 * @param refusedRetries        the SDK-layer retries the budget refused
 * @param peakAttemptsPerSecond the most attempts started in one second
 * @param recoverySeconds       seconds from the trigger's end to the first of five healthy seconds; null
 *                              when the dependency did not recover before the arrivals stopped
 */
public record StormRun(StormSeries series, int requests, int attempts, int succeeded, int refusedRetries,
        int peakAttemptsPerSecond, Double recoverySeconds) {

    /** Checks the counts: none negative, no more successes than requests. */
    public StormRun {
        Objects.requireNonNull(series, "series");
        if (requests < 0 || attempts < requests || succeeded < 0 || succeeded > requests || refusedRetries < 0
                || peakAttemptsPerSecond < 0) {
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
