package dev.retryworkbench.core.tool;

/**
 * Work an evaluation left undone because it would hold the page up for too long (the workbench's
 * distribution over 100,000 seeds, the storm simulations): the results, or a progress line, show its
 * progress, and the page does the rest in small steps between other tasks, then shows
 * {@link #evaluation()} again. Core code only: the page
 * decides when to step, so no browser type enters here.
 */
public interface Continuation {
    /** Does a small bounded part of the work left (well under a millisecond to a few); returns true when all is done. */
    boolean step();

    /** Returns how much of the work is done, in whole percent from 0 to 100. */
    int percent();

    /**
     * Returns the evaluation as it stands: the finished figures once the work is done; before, its results
     * show the progress, or for work with a {@link #progressLabel()} there are none yet ({@link Evaluation#running}).
     */
    Evaluation evaluation();

    /**
     * Returns what the work does, as the page's progress line names it ("Simulating ..."), for work that
     * shows no results until it is done; null for work whose evaluations show the results so far.
     */
    default String progressLabel() {
        return null;
    }

    /** Does all the work left, step after step, and returns the finished evaluation (nothing else waits for it). */
    default Evaluation finish() {
        while (!step()) {
            // Each step is bounded; here the steps run back to back.
        }
        return evaluation();
    }
}
