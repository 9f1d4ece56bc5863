package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.policy.Layer;

/**
 * A timeline sink that may take an SDK run whole, without its rows, once it wants no more single rows:
 * the simulator then draws the run's waits in one step and the sink can ask for the rows again later.
 */
interface RunSink extends TimelineSink {
    /** A sink that keeps no row: the trace is only counted, as each run of the distribution is. */
    RunSink TALLY = new RunSink() {
        @Override
        public void accept(TimelineRow.Action action, Layer layer, int runner, int application, int sdk,
                double startMs, double endMs, boolean clipped, int cut) {
        }

        @Override
        public boolean headFull() {
            return true;
        }

        @Override
        public void acceptSdkRun(int runner, int application, double startMs, double endMs, int rowCount,
                double backoffMs, int randomHigh, int randomLow, BoundedTimeline.SdkRunReplay replay) {
        }
    };

    /** Returns true when the next SDK run may arrive whole through {@link #acceptSdkRun}. */
    boolean headFull();

    /**
     * Accepts the {@code rowCount} rows of one SDK run from {@code startMs} to {@code endMs}, none of them
     * clipped, {@code backoffMs} of it in waits, without creating them; {@code replay} re-creates them from
     * the run's start and the PRNG state before its first draw.
     */
    void acceptSdkRun(int runner, int application, double startMs, double endMs, int rowCount, double backoffMs,
            int randomHigh, int randomLow, BoundedTimeline.SdkRunReplay replay);
}
