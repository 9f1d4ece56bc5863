package dev.retryworkbench.web;

import dev.retryworkbench.core.tool.Continuation;
import dev.retryworkbench.core.tool.Evaluation;
import org.teavm.jso.browser.Performance;

/**
 * Runs the work an evaluation left ({@link Continuation}) in slices of about {@link #SLICE_MS} between
 * the page's other tasks, so typing and scrolling stay responsive: each slice steps the work until its
 * time is up and queues the next task ({@link NextTask}). Its evaluation is shown again each tenth of
 * the way (the results' progress text, or the page's progress line, is a polite live region, so it is
 * announced that often, not on every slice) and, once the work is done, in a task of its own. Work that
 * shows no results until done ({@link Continuation#progressLabel()}) runs its first slice when it
 * starts, which is never inside an input event ({@link ToolPage} answers an edit in the task after it):
 * a run that slice finishes shows its results at once, with no progress at all. Starting other work, or
 * none, drops the work running; an edit holds it until its answer starts other work or lets it go on.
 */
final class SlicedWork {
    /** How long one slice steps the work; with the browser's own work it stays well under a 50 ms long task. */
    static final double SLICE_MS = 8;
    static final int SHOWN_EVERY_PERCENT = 10;

    /** What the page does with the evaluation of running work. */
    interface Shower {
        /** Shows {@code evaluation}'s results, or its progress; {@code finished} when no work is left. */
        void show(Evaluation evaluation, boolean finished);
    }

    private final Shower shower;
    /** The next slice's task; it serves whatever work runs by then. */
    private final NextTask nextSlice = new NextTask(this::next);
    private Continuation running;
    /** True once the running work is done; the next task shows its results. */
    private boolean done;
    /** True while an edit waits for its answer, which starts other work or resumes this one ({@link #hold}). */
    private boolean held;
    private int shownPercent;

    SlicedWork(Shower shower) {
        this.shower = shower;
    }

    /** Starts {@code work} (null for none), dropping any work still running for older results. */
    void start(Continuation work) {
        running = work;
        done = false;
        held = false;
        if (work == null) {
            nextSlice.cancel();
            return;
        }
        shownPercent = work.percent();
        if (work.progressLabel() == null) {
            // Its evaluation shows the results so far, which the page has shown already.
            nextSlice.request();
            return;
        }
        done = slice();
        if (done) {
            finish();
            return;
        }
        showProgress(true);
        nextSlice.request();
    }

    /**
     * Steps the running work no further until {@link #start} or {@link #resume}: an edit came, and the task
     * that answers it, queued behind this work's next slice, should not wait for a slice of work it may drop.
     */
    void hold() {
        held = true;
    }

    /** Lets held work go on (the edit left the inputs invalid, and a distribution finishes under the notice). */
    void resume() {
        if (held) {
            held = false;
            if (running != null) {
                nextSlice.request();
            }
        }
    }

    /** Does the rest of the running work at once and shows it (an export needs the form's figures now); nothing when none runs. */
    void finishNow() {
        if (running != null) {
            running.finish();
            finish();
        }
    }

    private void next() {
        if (running == null || held) {
            return;
        }
        if (done) {
            finish();
            return;
        }
        done = slice();
        if (!done) {
            showProgress(false);
        }
        nextSlice.request();
    }

    /** Steps the running work for about {@link #SLICE_MS}; returns true when it is done. */
    private boolean slice() {
        double start = Performance.now();
        boolean finished;
        do {
            finished = running.step();
        } while (!finished && Performance.now() - start < SLICE_MS);
        return finished;
    }

    /** Shows the running work's evaluation when it has come another tenth of the way, or {@code now}. */
    private void showProgress(boolean now) {
        int percent = running.percent();
        if (now || percent >= shownPercent + SHOWN_EVERY_PERCENT) {
            shownPercent = percent - percent % SHOWN_EVERY_PERCENT;
            shower.show(running.evaluation(), false);
        }
    }

    private void finish() {
        Continuation work = running;
        running = null;
        nextSlice.cancel();
        shower.show(work.evaluation(), true);
    }
}
