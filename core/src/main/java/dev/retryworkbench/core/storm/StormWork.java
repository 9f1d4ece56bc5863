package dev.retryworkbench.core.storm;

import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.tool.Evaluation;

/**
 * The simulations one evaluation needs (the entered scenario and every comparison row), run in
 * bounded steps so that a page can run them between other tasks and drop them when the inputs change.
 */
public final class StormWork {
    /**
     * Events per step: a few milliseconds in a browser (about 3 events per attempt, see
     * docs/performance.md), well under the 50 ms a task may take.
     */
    static final int EVENTS_PER_STEP = 6_000;

    private final StormInputs inputs;
    private final FormReading reading;
    private final StormRun[] runs;
    private StormSimulation current;
    private int index;
    private Evaluation evaluation;

    StormWork(StormInputs inputs, FormReading reading) {
        this.inputs = inputs;
        this.reading = reading;
        this.runs = new StormRun[Strategy.values().length];
    }

    private StormWork(Evaluation evaluation) {
        this(null, null);
        this.evaluation = evaluation;
    }

    /** Returns work with nothing left to do: its evaluation is {@code evaluation}. */
    static StormWork finished(Evaluation evaluation) {
        return new StormWork(evaluation);
    }

    /** Simulates a bounded number of events; returns true when every run is done and the evaluation ready. */
    public boolean step() {
        if (evaluation != null) {
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
                StormResult result = StormSimulator.result(inputs, runs);
                evaluation = Evaluation.valid(StormRenderer.render(result), StormRenderer.announcement(result),
                        new StormExport(result, reading));
                return true;
            }
        }
        return false;
    }

    /** Returns how much is done, in whole percent from 0 to 100. */
    public int percent() {
        if (evaluation != null) {
            return 100;
        }
        double done = index + (current == null ? 0 : current.progress());
        return (int) Math.floor(done * 100 / Strategy.values().length);
    }

    /** Returns the evaluation: the field errors, or once every run is done, the results. */
    public Evaluation evaluation() {
        if (evaluation == null) {
            throw new IllegalStateException("the storm simulations have not finished");
        }
        return evaluation;
    }

    /** Returns true when the inputs were valid, so there are simulations to run. */
    public boolean valid() {
        return evaluation == null || evaluation.isValid();
    }
}
