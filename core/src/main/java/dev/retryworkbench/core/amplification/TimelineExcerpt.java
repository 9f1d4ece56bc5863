package dev.retryworkbench.core.amplification;

import java.util.List;
import java.util.Objects;

/**
 * The rows of a timeline a page shows: the first rows, the last rows, how many there were, and
 * the whole timeline summed in time slices for its chart. When {@link #complete()} the two lists
 * together are the whole timeline.
 *
 * @param head      the first rows, in order
 * @param tail      the last rows after the head, in order; none of them is also in the head
 * @param totalRows how many rows the whole timeline has
 * @param overview  every row, attempts and backoffs per lane, summed in time slices; no longer fed
 */
public record TimelineExcerpt(List<TimelineRow> head, List<TimelineRow> tail, int totalRows, TimelineBins overview) {

    /** Creates an excerpt; it cannot hold more rows than the timeline has. */
    public TimelineExcerpt {
        head = List.copyOf(head);
        tail = List.copyOf(tail);
        Objects.requireNonNull(overview, "overview");
        if (head.size() + tail.size() > totalRows) {
            throw new IllegalArgumentException("an excerpt of " + totalRows + " rows holds " + (head.size() + tail.size()));
        }
    }

    /** Returns how many rows lie between the head and the tail and are not kept. */
    public int omittedRows() {
        return totalRows - head.size() - tail.size();
    }

    /** Returns true when no row was left out. */
    public boolean complete() {
        return omittedRows() == 0;
    }
}
