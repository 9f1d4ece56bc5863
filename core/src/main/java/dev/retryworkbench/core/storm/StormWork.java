package dev.retryworkbench.core.storm;

import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.storm.render.StormRenderer;
import dev.retryworkbench.core.storm.simulation.StormInputs;
import dev.retryworkbench.core.storm.simulation.StormResult;
import dev.retryworkbench.core.storm.simulation.StormRun;
import dev.retryworkbench.core.storm.simulation.StormSimulation;
import dev.retryworkbench.core.storm.simulation.StormSimulator;
import dev.retryworkbench.core.storm.simulation.Strategy;
import dev.retryworkbench.core.tool.Continuation;
import dev.retryworkbench.core.tool.Evaluation;

/**
 * The simulations one evaluation needs (the entered scenario and every comparison row), run in
 * bounded steps so that a page can run them between other tasks and drop them when the inputs change.
 * The results show nothing before all are done, so a page shows its progress line meanwhile.
 */
final class StormWork implements Continuation {
    /**
     * Events per step: about 0.1 ms in a browser once its engine has optimised the loop (about 3 events
     * per attempt at 4 million attempts per second, see docs/performance.md), a few ms before that, so a
     * page's slice ends close to its time limit.
     */
    static final int EVENTS_PER_STEP = 1_000;

    private final StormInputs inputs;
    private final FormReading reading;
    private final StormRun[] runs;
    private StormSimulation current;
    private int index;
    /** The finished result; null while simulations are left. */
    private StormResult result;
    /** Its evaluation, rendered when first asked for: the survival map's script needs the result only. */
    private Evaluation evaluation;

    StormWork(StormInputs inputs, FormReading reading) {
        this.inputs = inputs;
        this.reading = reading;
        this.runs = new StormRun[Strategy.values().length];
    }

    /** Simulates a bounded number of events; returns true when every run is done and the evaluation ready. */
    @Override
    public boolean step() {
        if (result != null) {
            return true;
        }
        Strategy[] strategies = Strategy.values();
        if (current == null) {
            current = new StormSimulation(strategies[index].inputs(inputs));
        }
        if (current.advance(EVENTS_PER_STEP)) {
            runs[index] = current.result();
            current = null;
            index++;
            if (index == strategies.length) {
                result = StormSimulator.result(inputs, runs);
                return true;
            }
        }
        return false;
    }

    @Override
    public int percent() {
        if (result != null) {
            return 100;
        }
        double done = index + (current == null ? 0 : current.progress());
        return (int) Math.floor(done * 100 / Strategy.values().length);
    }

    /** Returns the results once every run is done; before, an evaluation without them. */
    @Override
    public Evaluation evaluation() {
        if (result == null) {
            return Evaluation.running(this);
        }
        if (evaluation == null) {
            evaluation = Evaluation.valid(StormRenderer.render(result), StormRenderer.announcement(result),
                    new StormExport(result, reading));
        }
        return evaluation;
    }

    /** Does every run left at once and returns the result. */
    StormResult finishRuns() {
        while (!step()) {
            // Each step is bounded; here the steps run back to back.
        }
        return result;
    }

    @Override
    public String progressLabel() {
        return "Simulating your policy and the " + (Strategy.values().length - 1) + " comparison rows";
    }
}
