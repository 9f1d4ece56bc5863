package dev.retryworkbench.web;

import dev.retryworkbench.core.tool.Continuation;
import dev.retryworkbench.core.tool.Evaluation;
import org.teavm.jso.browser.Performance;
import org.teavm.jso.browser.Window;

/**
 * Runs the work an evaluation left ({@link Continuation}) in slices of about {@link #SLICE_MS} between
 * the page's other tasks, so typing and scrolling stay responsive: each slice steps the work until its
 * time is up and queues the next with {@code setTimeout(0)}. The results are shown again each tenth of
 * the way (their progress text is a polite live region, so it is announced that often, not on every
 * slice) and when the work is done. Starting other work, or none, drops the work running.
 */
final class SlicedWork {
    /** How long one slice steps the work; with the browser's own work it stays well under a 50 ms long task. */
    static final double SLICE_MS = 8;
    private static final int SHOWN_EVERY_PERCENT = 10;

    /** What the page does with the evaluation of running work. */
    interface Shower {
        /** Shows {@code evaluation}'s results; {@code finished} when no work is left. */
        void show(Evaluation evaluation, boolean finished);
    }

    private final Shower shower;
    private Continuation running;
    private int shownPercent;

    SlicedWork(Shower shower) {
        this.shower = shower;
    }

    /** Starts {@code work} (null for none), dropping any work still running for older results. */
    void start(Continuation work) {
        running = work;
        if (work != null) {
            shownPercent = work.percent();
            Window.setTimeout(() -> slice(work), 0);
        }
    }

    private void slice(Continuation work) {
        if (work != running) {
            return;
        }
        double start = Performance.now();
        boolean done;
        do {
            done = work.step();
        } while (!done && Performance.now() - start < SLICE_MS);
        if (done) {
            running = null;
            shower.show(work.evaluation(), true);
            return;
        }
        int percent = work.percent();
        if (percent >= shownPercent + SHOWN_EVERY_PERCENT) {
            shownPercent = percent - percent % SHOWN_EVERY_PERCENT;
            shower.show(work.evaluation(), false);
        }
        Window.setTimeout(() -> slice(work), 0);
    }
}
