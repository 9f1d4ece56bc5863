package dev.retryworkbench.core.amplification;

import java.util.List;
import java.util.Objects;

/**
 * The amplification workbench's figures for one set of inputs: the closed-form bounds and one
 * seeded trace, of which the first and last rows are kept.
 *
 * @param inputs                 what was modelled
 * @param chain                  the inputs' layers as the trace walked them, outermost first
 * @param maxDownstreamAttempts  the product of the attempt limits, without a deadline
 * @param totalWithoutDeadlineMs failed-attempt time plus raw backoffs when every layer exhausts
 * @param attemptsStarted        the attempts in this trace, including a clipped one
 * @param clippedRow             the row the deadline cut short, or null
 * @param deadlineReached        true when the deadline stopped or cut anything
 * @param elapsedMs              the deadline when reached, else the end of the last row
 * @param backoffMs              time spent in backoff, included in the elapsed time
 * @param retryOwners            the indices in the chain of the layers whose limit is above 1, innermost first
 * @param timeline               the first and last rows of the trace and its row count
 * @param gaveUp                 where the skip deadline rule first stopped a layer, or null
 * @param maxAttemptsWithinDeadline the attempts started when every wait takes its jitter kind's minimum,
 *                               under the same deadline and rule: the bound to size a dependency for
 * @param worstCaseIfRetries     the product of limit + 1: the worst case had the limits been retry counts
 * @param maxAttemptsWithinTimeouts the attempts started when every wait takes its minimum and the deadline is
 *                               left out: the most the layers' per-try timeouts and timeouts let start
 * @param firstCutRow            the first row of this trace a layer's per-try timeout or timeout cut, or null
 * @param cutRows                how many rows of this trace the layers' own limits cut
 */
public record AmplificationResult(AmplificationInputs inputs, LayerChain chain, int maxDownstreamAttempts,
        long totalWithoutDeadlineMs, int attemptsStarted, TimelineRow clippedRow, boolean deadlineReached,
        long elapsedMs, long backoffMs, List<Integer> retryOwners, TimelineExcerpt timeline, GaveUp gaveUp,
        int maxAttemptsWithinDeadline, int worstCaseIfRetries, int maxAttemptsWithinTimeouts, TimelineRow firstCutRow,
        int cutRows) {

    /** Creates a result; everything but the clipped row is required. */
    public AmplificationResult {
        Objects.requireNonNull(inputs, "inputs");
        Objects.requireNonNull(chain, "chain");
        Objects.requireNonNull(timeline, "timeline");
        retryOwners = List.copyOf(retryOwners);
    }

    /** Returns true when the deadline cut a row short. */
    public boolean clippedByDeadline() {
        return clippedRow != null;
    }
}
