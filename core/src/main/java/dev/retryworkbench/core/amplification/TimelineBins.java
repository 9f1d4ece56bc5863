package dev.retryworkbench.core.amplification;

/**
 * A whole trace cut into equal time slices: for each slice, the milliseconds spent in attempts (the
 * innermost layer's) and in each layer's backoffs, so a chart can cover a trace far too long to draw row by row.
 *
 * <p>The length of the trace is not known while it streams, so the slices start 1 ms wide and
 * double (merging neighbours, which keeps every sum exact) whenever a row ends past the last one;
 * at the end between half and all of {@link #CAPACITY} slices are in use. A {@link TimelineSink}
 * fed every row in order; {@link BoundedTimeline} also hands it whole innermost runs.
 */
public final class TimelineBins implements TimelineSink {
    /** The most slices: about 4 to 8 px each across a desktop chart. */
    public static final int CAPACITY = 128;

    private final int depth;
    private double widthMs = 1;
    /** Attempt milliseconds per slice. */
    private final double[] attempt = new double[CAPACITY];
    /** Backoff milliseconds per slice, one block of {@link #CAPACITY} per layer in {@link LayerChain} order. */
    private final double[] backoff;
    private double endMs;
    private int attemptRows;
    private final int[] backoffRows;

    /** Creates empty slices for a trace of {@code depth} layers. */
    public TimelineBins(int depth) {
        this.depth = depth;
        backoff = new double[depth * CAPACITY];
        backoffRows = new int[depth];
    }

    @Override
    public void accept(TimelineRow.Action action, int layer, int[] path, double startMs, double endMs,
            boolean clipped, int cut) {
        reach(endMs);
        boolean isAttempt = action == TimelineRow.Action.ATTEMPT;
        if (isAttempt) {
            attemptRows++;
        } else {
            backoffRows[layer]++;
        }
        double[] into = isAttempt ? attempt : backoff;
        int offset = isAttempt ? 0 : layer * CAPACITY;
        double start = startMs;
        int slice = slice(start);
        // Most rows lie inside one slice; a long one is split at each slice boundary it crosses.
        while (start < endMs) {
            double boundary = Math.min(endMs, (slice + 1) * widthMs);
            into[offset + slice] += boundary - start;
            start = boundary;
            slice++;
        }
    }

    /**
     * Widens the slices until {@code endMs} lies within them, and returns true when the interval from
     * {@code startMs} to {@code endMs} lies within one slice, so an innermost run there can be added whole.
     */
    boolean withinOneSlice(double startMs, double endMs) {
        reach(endMs);
        return endMs <= (slice(startMs) + 1) * widthMs;
    }

    /**
     * Adds a run of the innermost layer of {@code attempts} attempts that lies within one slice (see {@link
     * #withinOneSlice}) from its totals.
     */
    void addInnermostRun(double startMs, double endMs, int attempts, double backoffMs) {
        reach(endMs);
        attemptRows += attempts;
        backoffRows[depth - 1] += attempts - 1;
        int slice = slice(startMs);
        attempt[slice] += endMs - startMs - backoffMs;
        backoff[(depth - 1) * CAPACITY + slice] += backoffMs;
    }

    private void reach(double end) {
        while (end > CAPACITY * widthMs) {
            widen(attempt, 0);
            for (int layer = 0; layer < depth; layer++) {
                widen(backoff, layer * CAPACITY);
            }
            widthMs *= 2;
        }
        endMs = Math.max(endMs, end);
    }

    private static void widen(double[] slices, int offset) {
        for (int i = 0; i < CAPACITY / 2; i++) {
            slices[offset + i] = slices[offset + 2 * i] + slices[offset + 2 * i + 1];
        }
        for (int i = CAPACITY / 2; i < CAPACITY; i++) {
            slices[offset + i] = 0;
        }
    }

    private int slice(double millis) {
        return Math.min(CAPACITY - 1, (int) (millis / widthMs));
    }

    /** Returns the length of every slice in milliseconds. */
    public double widthMs() {
        return widthMs;
    }

    /** Returns how many slices the trace reaches into: at least one. */
    public int used() {
        return Math.max(1, (int) Math.ceil(endMs / widthMs));
    }

    /** Returns the end of the latest row. */
    public double endMs() {
        return endMs;
    }

    /** Returns the attempt rows of the whole trace. */
    public int attempts() {
        return attemptRows;
    }

    /** Returns the backoff rows of layer {@code layer} in the whole trace. */
    public int backoffs(int layer) {
        return backoffRows[layer];
    }

    /** Returns the milliseconds of slice {@code slice} spent in attempts. */
    public double attemptMs(int slice) {
        return attempt[slice];
    }

    /** Returns the milliseconds of slice {@code slice} spent in backoffs of layer {@code layer}. */
    public double backoffMs(int layer, int slice) {
        return backoff[layer * CAPACITY + slice];
    }
}
