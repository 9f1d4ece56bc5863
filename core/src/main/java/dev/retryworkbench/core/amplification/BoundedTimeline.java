package dev.retryworkbench.core.amplification;

import java.util.ArrayList;
import java.util.List;

/**
 * Keeps the first N and the last N rows of a timeline of any length, counts them all and sums them
 * in time slices ({@link TimelineBins}) for a chart of the whole trace. The
 * last rows go to a ring of primitive arrays, so a two-million-row trace creates only 2N records.
 *
 * <p>The simulator may also hand over a whole run of the innermost layer after the first N rows as one
 * entry of the ring (see {@link #acceptInnermostRun}); its rows are re-created only if they turn out to be
 * among the last N, so the cost of a long trace follows the runs, not the rows.
 */
public final class BoundedTimeline implements RunSink {
    private final int keep;
    private final int depth;
    private final List<TimelineRow> head = new ArrayList<>();
    // The ring holds the last `keep` entries after the head; an entry is one row, or a whole innermost run
    // when runRows is above 0 (then starts holds its start and the random fields the PRNG state before it).
    // Entry i's attempt path is paths[i * depth] onwards.
    private final TimelineRow.Action[] actions;
    private final int[] layers;
    private final int[] paths;
    private final double[] starts;
    private final double[] ends;
    private final boolean[] clips;
    private final int[] cuts;
    private final int[] runRows;
    private final int[] randomHighs;
    private final int[] randomLows;
    private final TimelineBins overview;
    private InnermostRunReplay replay;
    private int entries;
    private int total;

    /** Re-creates, in order, the rows of an innermost run that was accepted whole. */
    interface InnermostRunReplay {
        /**
         * Passes the run's rows to {@code out}: the same attempt numbers of the layers outside it ({@code path}),
         * the same start and the same PRNG state give the same rows.
         */
        void replay(int[] path, double startMs, int randomHigh, int randomLow, TimelineSink out);
    }

    /** Creates a sink that keeps the first and last {@code keepEachEnd} rows of a trace of {@code depth} layers. */
    public BoundedTimeline(int keepEachEnd, int depth) {
        if (keepEachEnd < 1) {
            throw new IllegalArgumentException("keep at least one row at each end: " + keepEachEnd);
        }
        keep = keepEachEnd;
        this.depth = depth;
        overview = new TimelineBins(depth);
        actions = new TimelineRow.Action[keep];
        layers = new int[keep];
        paths = new int[keep * depth];
        starts = new double[keep];
        ends = new double[keep];
        clips = new boolean[keep];
        cuts = new int[keep];
        runRows = new int[keep];
        randomHighs = new int[keep];
        randomLows = new int[keep];
    }

    @Override
    public void accept(TimelineRow.Action action, int layer, int[] path, double startMs, double endMs,
            boolean clipped, int cut) {
        overview.accept(action, layer, path, startMs, endMs, clipped, cut);
        if (total < keep) {
            head.add(TimelineRow.of(action, layer, path, startMs, endMs, clipped, cut));
        } else {
            int slot = nextSlot();
            actions[slot] = action;
            layers[slot] = layer;
            System.arraycopy(path, 0, paths, slot * depth, layer + 1);
            starts[slot] = startMs;
            ends[slot] = endMs;
            clips[slot] = clipped;
            cuts[slot] = cut;
            runRows[slot] = 0;
        }
        total++;
    }

    /** Returns true once the first N rows are kept, so later rows may arrive as whole innermost runs. */
    @Override
    public boolean headFull() {
        return total >= keep;
    }

    /**
     * Accepts the {@code rowCount} rows of one innermost run from {@code startMs} to {@code endMs}, none of
     * them clipped, {@code backoffMs} of it in backoff, without creating them; {@code runReplay}
     * re-creates them from the run's start and the PRNG state before its first draw. Only after
     * {@link #headFull()}. The run goes into the overview whole unless it straddles a slice boundary.
     */
    @Override
    public void acceptInnermostRun(int[] path, double startMs, double endMs, int rowCount, double backoffMs,
            int randomHigh, int randomLow, InnermostRunReplay runReplay) {
        if (overview.withinOneSlice(startMs, endMs)) {
            overview.addInnermostRun(startMs, endMs, (rowCount + 1) / 2, backoffMs);
        } else {
            runReplay.replay(path, startMs, randomHigh, randomLow, overview);
        }
        int slot = nextSlot();
        System.arraycopy(path, 0, paths, slot * depth, depth - 1);
        starts[slot] = startMs;
        runRows[slot] = rowCount;
        randomHighs[slot] = randomHigh;
        randomLows[slot] = randomLow;
        replay = runReplay;
        total += rowCount;
    }

    /** Returns the rows kept so far: the first N, the last N after them, the count of all rows and their overview. */
    public TimelineExcerpt excerpt() {
        int tailSize = Math.min(keep, Math.max(0, total - keep));
        // Walk back from the newest entry until the entries cover the tail; each holds at least one row.
        int first = entries;
        int covered = 0;
        while (covered < tailSize) {
            first--;
            covered += rowsOf(first % keep);
        }
        Tail tail = new Tail(tailSize, covered - tailSize);
        int[] path = new int[depth];
        for (int entry = first; entry < entries; entry++) {
            int slot = entry % keep;
            System.arraycopy(paths, slot * depth, path, 0, depth);
            if (runRows[slot] > 0) {
                replay.replay(path, starts[slot], randomHighs[slot], randomLows[slot], tail);
            } else {
                tail.accept(actions[slot], layers[slot], path, starts[slot], ends[slot], clips[slot], cuts[slot]);
            }
        }
        return new TimelineExcerpt(head, tail.rows, total, overview);
    }

    private int nextSlot() {
        int slot = entries % keep;
        entries++;
        return slot;
    }

    private int rowsOf(int slot) {
        return runRows[slot] > 0 ? runRows[slot] : 1;
    }

    /** Collects the tail's rows, dropping the first rows of the oldest entry that lie before the tail. */
    private static final class Tail implements TimelineSink {
        private final List<TimelineRow> rows;
        private int skip;

        Tail(int size, int skip) {
            rows = new ArrayList<>(size);
            this.skip = skip;
        }

        @Override
        public void accept(TimelineRow.Action action, int layer, int[] path, double startMs, double endMs,
                boolean clipped, int cut) {
            if (skip > 0) {
                skip--;
            } else {
                rows.add(TimelineRow.of(action, layer, path, startMs, endMs, clipped, cut));
            }
        }
    }
}
