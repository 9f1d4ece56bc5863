package dev.retryworkbench.core.amplification;

import java.util.ArrayList;
import java.util.List;

/**
 * Keeps the first N and the last N rows of a timeline of any length, and counts them all. The
 * last rows go to a ring of primitive arrays, so a two-million-row trace creates only 2N records.
 */
public final class BoundedTimeline implements TimelineSink {
    private final int keep;
    private final List<TimelineRow> head = new ArrayList<>();
    private final TimelineRow.Action[] actions;
    private final Layer[] layers;
    private final int[] runners;
    private final int[] applications;
    private final int[] sdks;
    private final double[] starts;
    private final double[] ends;
    private final boolean[] clips;
    private int total;

    /** Creates a sink that keeps the first and last {@code keepEachEnd} rows. */
    public BoundedTimeline(int keepEachEnd) {
        if (keepEachEnd < 1) {
            throw new IllegalArgumentException("keep at least one row at each end: " + keepEachEnd);
        }
        keep = keepEachEnd;
        actions = new TimelineRow.Action[keep];
        layers = new Layer[keep];
        runners = new int[keep];
        applications = new int[keep];
        sdks = new int[keep];
        starts = new double[keep];
        ends = new double[keep];
        clips = new boolean[keep];
    }

    @Override
    public void accept(TimelineRow.Action action, Layer layer, int runner, int application, int sdk,
            double startMs, double endMs, boolean clipped) {
        if (total < keep) {
            head.add(TimelineRow.of(action, layer, runner, application, sdk, startMs, endMs, clipped));
        } else {
            int slot = (total - keep) % keep;
            actions[slot] = action;
            layers[slot] = layer;
            runners[slot] = runner;
            applications[slot] = application;
            sdks[slot] = sdk;
            starts[slot] = startMs;
            ends[slot] = endMs;
            clips[slot] = clipped;
        }
        total++;
    }

    /** Returns the rows kept so far: the first N, the last N after them, and the count of all rows. */
    public TimelineExcerpt excerpt() {
        int tailSize = Math.min(keep, Math.max(0, total - keep));
        List<TimelineRow> tail = new ArrayList<>(tailSize);
        for (int index = total - tailSize; index < total; index++) {
            int slot = (index - keep) % keep;
            tail.add(TimelineRow.of(actions[slot], layers[slot], runners[slot], applications[slot], sdks[slot],
                    starts[slot], ends[slot], clips[slot]));
        }
        return new TimelineExcerpt(head, tail, total);
    }
}
