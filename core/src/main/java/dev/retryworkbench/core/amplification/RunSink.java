package dev.retryworkbench.core.amplification;

/**
 * A timeline sink that may take a run of the innermost layer whole, without its rows, once it wants no more
 * single rows: the simulator then draws the run's waits in one step and the sink can ask for the rows again
 * later.
 */
interface RunSink extends TimelineSink {
    /** A sink that keeps no row: the trace is only counted, as each run of the distribution is. */
    RunSink TALLY = new RunSink() {
        @Override
        public void accept(TimelineRow.Action action, int layer, int[] path, double startMs, double endMs,
                boolean clipped, int cut) {
        }

        @Override
        public boolean headFull() {
            return true;
        }

        @Override
        public void acceptInnermostRun(int[] path, double startMs, double endMs, int rowCount, double backoffMs,
                int randomHigh, int randomLow, BoundedTimeline.InnermostRunReplay replay) {
        }
    };

    /** Returns true when the next innermost run may arrive whole through {@link #acceptInnermostRun}. */
    boolean headFull();

    /**
     * Accepts the {@code rowCount} rows of one run of the innermost layer from {@code startMs} to {@code endMs},
     * none of them clipped, {@code backoffMs} of it in waits, without creating them; {@code path} holds the
     * attempt numbers of the layers outside it (the trace's buffer, valid during the call only), and
     * {@code replay} re-creates the rows from the run's start and the PRNG state before its first draw.
     */
    void acceptInnermostRun(int[] path, double startMs, double endMs, int rowCount, double backoffMs,
            int randomHigh, int randomLow, BoundedTimeline.InnermostRunReplay replay);
}
