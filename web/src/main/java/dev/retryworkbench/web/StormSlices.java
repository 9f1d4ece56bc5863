package dev.retryworkbench.web;

import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.storm.StormTool;
import dev.retryworkbench.core.storm.StormWork;
import dev.retryworkbench.core.tool.Evaluation;
import java.util.function.Consumer;
import org.teavm.jso.browser.Performance;
import org.teavm.jso.browser.Window;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * Runs the storm simulator's work in slices of about {@link #SLICE_MS} ms (each a task of its own,
 * through {@code setTimeout}), so the page stays responsive however long the simulations take. A
 * progress line under the toolbar says how far it has come (a polite live region, rewritten only
 * every {@link #PROGRESS_STEP} percent); an edit starts a new run and the old one stops at its next
 * slice (a generation counter).
 */
final class StormSlices implements SlicedEvaluation {
    /** The simulation's share of one task; rendering and patching the results come on top. */
    static final double SLICE_MS = 8;
    static final int PROGRESS_STEP = 10;

    private final StormTool tool;
    private final HTMLElement results;
    private final HTMLElement progress;
    private int generation;
    private int shownPercent = -1;

    StormSlices(StormTool tool, HTMLDocument document) {
        this.tool = tool;
        results = document.getElementById("results");
        progress = document.createElement("p");
        progress.setAttribute("id", "storm-progress");
        progress.setAttribute("class", "progress");
        progress.setAttribute("role", "status");
        progress.setAttribute("aria-live", "polite");
        results.getParentNode().insertBefore(progress, results);
    }

    @Override
    public boolean start(RawValues raw, Consumer<Evaluation> show) {
        int run = ++generation;
        StormWork work = tool.start(raw);
        if (!work.valid()) {
            showProgress(-1);
            show.accept(work.evaluation());
            return false;
        }
        slice(work, run, show, true);
        return true;
    }

    private void slice(StormWork work, int run, Consumer<Evaluation> show, boolean first) {
        if (run != generation) {
            return;
        }
        double until = Performance.now() + SLICE_MS;
        boolean done = work.step();
        while (!done && Performance.now() < until) {
            done = work.step();
        }
        if (done && first) {
            showProgress(-1);
            show.accept(work.evaluation());
        } else if (done) {
            // Rendering and patching the results get a task of their own, after the last slice's simulation.
            Window.setTimeout(() -> {
                if (run == generation) {
                    showProgress(-1);
                    show.accept(work.evaluation());
                }
            }, 0);
        } else {
            showProgress(work.percent() / PROGRESS_STEP * PROGRESS_STEP);
            Window.setTimeout(() -> slice(work, run, show, false), 0);
        }
    }

    /** Shows the progress line at {@code percent}, or clears it for -1; the results are busy meanwhile. */
    private void showProgress(int percent) {
        if (percent == shownPercent) {
            return;
        }
        shownPercent = percent;
        progress.setTextContent(percent < 0 ? ""
                : "Simulating your policy and the five comparison rows\u2026 " + percent + "% done. The results below"
                        + " are from the previous inputs until it finishes.");
        if (percent < 0) {
            results.removeAttribute("aria-busy");
        } else {
            results.setAttribute("aria-busy", "true");
        }
    }
}
