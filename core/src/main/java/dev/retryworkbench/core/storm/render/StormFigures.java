package dev.retryworkbench.core.storm.render;

import static dev.retryworkbench.core.storm.render.StormNumbers.millis;
import static dev.retryworkbench.core.storm.render.StormNumbers.rate;
import static dev.retryworkbench.core.storm.render.StormNumbers.ratio;
import static dev.retryworkbench.core.storm.render.StormNumbers.seconds;
import static dev.retryworkbench.core.storm.render.StormNumbers.share;

import dev.retryworkbench.core.storm.simulation.ClosedForm;
import dev.retryworkbench.core.storm.simulation.StormInputs;
import dev.retryworkbench.core.storm.simulation.StormLayer;
import dev.retryworkbench.core.storm.simulation.StormResult;
import dev.retryworkbench.core.storm.simulation.StormRun;
import dev.retryworkbench.core.storm.simulation.StormSeries;
import dev.retryworkbench.core.storm.simulation.StormVerdict;
import dev.retryworkbench.core.text.Numbers;
import dev.retryworkbench.core.tool.Figure;
import java.util.ArrayList;
import java.util.List;

/** The storm simulator's headline figures, as the page and the Markdown summary show them. */
public final class StormFigures {
    private StormFigures() {
    }

    /** Returns the headline figures, as the page and the Markdown summary show them. */
    public static List<Figure> figures(StormResult result) {
        StormRun run = result.run();
        List<Figure> figures = new ArrayList<>();
        figures.add(Figure.of("amplification", "Amplification", ratio(run.amplification()),
                Numbers.grouped(run.attempts()) + " attempts for " + Numbers.grouped(run.requests()) + " requests"));
        figures.add(Figure.of("successShare", "Requests that succeeded", share(run.successShare()),
                Numbers.grouped(run.succeeded()) + " of " + Numbers.grouped(run.requests())));
        figures.add(Figure.of("refusedRetries", "Retries refused by the budget", Numbers.grouped(run.refusedRetries()),
                budgetsNote(result.inputs())));
        figures.add(Figure.of("peakAttemptsPerSecond", "Peak attempts per second",
                Numbers.grouped(run.peakAttemptsPerSecond()), Numbers.significantTrimmed(result.peakRatio(), 3)
                        + "\u00d7 the normal " + rate(result.inputs().requestsPerSecond()) + " requests/s"));
        figures.add(Figure.of("recovery", "Recovery after the trigger", run.recovered()
                ? seconds(run.recoverySeconds()) : "Did not recover", recoveryNote(StormVerdict.of(result))));
        if (result.inputs().pooled()) {
            figures.add(Figure.of("dropped", "Requests dropped at full queues", Numbers.grouped(run.dropped()),
                    run.meanQueueWaitMs() == null ? "no request waited in a queue"
                            : "queued ones waited " + millis(run.meanQueueWaitMs()) + " on average"));
        }
        if (result.inputs().sheds()) {
            figures.add(Figure.of("rejected", "Attempts rejected (shed)", Numbers.grouped(run.rejected()),
                    run.attempts() == 0 ? "no attempts" : share((double) run.rejected() / run.attempts())
                            + " of attempts"));
        }
        ClosedForm closed = result.closedForm();
        if (closed != null) {
            figures.add(Figure.of("closedForm", "Closed form, amplification", ratio(closed.amplification()),
                    "(1 - p^n) / (1 - p) with p = " + Numbers.significantTrimmed(closed.failureProbability(), 4)
                            + ", n = " + closed.attempts() + "; success " + share(closed.successShare())
                            + " (simulated: " + ratio(run.amplification()) + ", " + share(run.successShare()) + ")"));
        }
        return figures;
    }

    /** The headline's note under the recovery figure: the verdict in a few words. */
    private static String recoveryNote(StormVerdict verdict) {
        switch (verdict.outcome()) {
            case RECOVERED:
                return "from the trigger's end to five healthy seconds";
            case OVERLOADED:
                return "overloaded before the trigger: overload, not a metastable failure";
            case METASTABLE:
                return "it recovers without retries: a metastable failure";
            case NO_TIME_TO_RECOVER:
                return "the trigger ends less than " + StormSeries.HEALTHY_RUN + " s before the arrivals stop";
            default:
                return verdict.retries() ? "healthy before the trigger; not without retries either"
                        : "healthy before the trigger, with no retries";
        }
    }

    /** Names the budgets that can refuse: the kind, with its layer unless it is the innermost's alone. */
    private static String budgetsNote(StormInputs inputs) {
        List<StormLayer> budgeted = new ArrayList<>();
        for (StormLayer layer : inputs.layers()) {
            if (layer.budgeted()) {
                budgeted.add(layer);
            }
        }
        if (budgeted.size() == 1 && budgeted.get(0) == inputs.innermost()) {
            return budgeted.get(0).budget().kind().label();
        }
        List<String> names = new ArrayList<>();
        for (StormLayer layer : budgeted) {
            names.add(layer.budget().kind().label() + " (" + layer.inSentence() + ")");
        }
        return names.isEmpty() ? "no budget" : String.join(", ", names);
    }
}
