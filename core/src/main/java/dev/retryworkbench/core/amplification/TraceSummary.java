package dev.retryworkbench.core.amplification;

/**
 * What one simulated trace amounted to, whatever its sink kept.
 *
 * @param totalRows       every row of the trace, attempts and backoffs
 * @param attemptsStarted the attempt rows, including a clipped one
 * @param backoffMs       time spent in backoff rows, clipped parts included; part of the elapsed time
 * @param elapsedMs       the deadline when it was reached, else the end of the last row
 * @param deadlineReached true when the deadline stopped or cut anything
 * @param clippedRow      the row the deadline cut short, or null
 * @param gaveUp          where the skip rule first stopped a layer, or null
 * @param firstCutRow     the first row a layer's per-try timeout or timeout cut short, or null
 * @param cutRows         how many rows the layers' own limits cut short
 */
public record TraceSummary(int totalRows, int attemptsStarted, long backoffMs, long elapsedMs,
        boolean deadlineReached, TimelineRow clippedRow, GaveUp gaveUp, TimelineRow firstCutRow, int cutRows) {

    /** Returns true when the deadline cut a row short. */
    public boolean clippedByDeadline() {
        return clippedRow != null;
    }
}
