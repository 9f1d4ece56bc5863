package dev.retryworkbench.web;

import dev.retryworkbench.core.tool.Continuation;
import dev.retryworkbench.core.tool.Evaluation;
import dev.retryworkbench.web.dom.MessageChannel;
import org.teavm.jso.browser.Performance;
import org.teavm.jso.workers.MessagePort;

/**
 * Runs the work an evaluation left ({@link Continuation}) in slices of about {@link #SLICE_MS} between
 * the page's other tasks, so typing and scrolling stay responsive: each slice steps the work until its
 * time is up and queues the next task through a {@code MessageChannel} within the page (a nested
 * {@code setTimeout(0)} waits at least 4 ms, a third of the time with slices this short). Its evaluation
 * is shown again each tenth of the way (the results' progress text, or the page's progress line, is a
 * polite live region, so it is announced that often, not on every slice) and, once the work is done, in
 * a task of its own. Work that shows no results until done ({@link Continuation#progressLabel()})
 * starts in the task right after the edit's, so the input event returns before anything is simulated;
 * a run that its first slice finishes shows its results in that same task, with no progress at all.
 * Starting other work, or none, drops the work running.
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
    /** Posting to it queues a task that runs {@link #next()}. */
    private final MessagePort queue;
    private Continuation running;
    /** True until the running work's first slice: the slice that may finish it at once, with no progress shown. */
    private boolean first;
    /** True once the running work is done; the next task shows its results. */
    private boolean done;
    /** True while a task is queued; one at a time, and it serves whatever work runs by then. */
    private boolean queued;
    private int shownPercent;

    SlicedWork(Shower shower) {
        this.shower = shower;
        MessageChannel channel = new MessageChannel();
        channel.getPort1().onMessage(event -> next());
        channel.getPort1().start();
        queue = channel.getPort2();
    }

    /** Starts {@code work} (null for none), dropping any work still running for older results. */
    void start(Continuation work) {
        running = work;
        done = false;
        if (work == null) {
            return;
        }
        shownPercent = work.percent();
        // Its evaluation shows the results so far (the page has shown them already), or none until done: then
        // the first slice runs in the next task, not within the input event.
        first = work.progressLabel() != null;
        queueNext();
    }

    /** Returns true while work that shows no results until done waits for its first slice, so has shown nothing. */
    boolean awaitingFirstSlice() {
        return running != null && first;
    }

    /** Does the rest of the running work at once and shows it (an export needs the form's figures now); nothing when none runs. */
    void finishNow() {
        if (running != null) {
            running.finish();
            finish();
        }
    }

    private void next() {
        queued = false;
        if (running == null) {
            return;
        }
        if (done) {
            finish();
            return;
        }
        boolean firstSlice = first;
        first = false;
        done = slice();
        if (done && firstSlice) {
            finish();
            return;
        }
        if (!done) {
            showProgress(firstSlice);
        }
        queueNext();
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
        shower.show(work.evaluation(), true);
    }

    private void queueNext() {
        if (!queued) {
            queued = true;
            queue.postMessage(null);
        }
    }
}
