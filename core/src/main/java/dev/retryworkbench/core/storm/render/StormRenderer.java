package dev.retryworkbench.core.storm.render;

import static dev.retryworkbench.core.storm.render.StormNumbers.ratio;
import static dev.retryworkbench.core.storm.render.StormNumbers.seconds;
import static dev.retryworkbench.core.storm.render.StormNumbers.share;

import dev.retryworkbench.core.storm.simulation.StormResult;
import dev.retryworkbench.core.storm.simulation.StormRun;
import dev.retryworkbench.core.text.Html;
import dev.retryworkbench.core.tool.Figure;
import dev.retryworkbench.core.tool.Paragraph;

/**
 * Renders the retry storm simulator's results, in the order the page shows them: the headline figures
 * ({@link StormFigures}), the collapse story ({@link StormStory}), the chart ({@link StormChart}), the
 * comparison across strategies ({@link StrategyComparison}), the budgets' bounds ({@link BudgetBoundsTable})
 * and the per-second series ({@link SeriesTable}). The same code pre-renders the worked example at build
 * time and renders every change in the browser.
 */
public final class StormRenderer {
    private StormRenderer() {
    }

    /** Renders the whole results region for {@code result}. */
    public static String render(StormResult result) {
        Html html = new Html();
        html.element("h2", "What the retries do to the dependency");
        Figure.render(html, StormFigures.figures(result));
        Paragraph.render(html, StormStory.paragraphs(result));
        StormChart.render(html, result);
        StrategyComparison.table(html, result);
        BudgetBoundsTable.table(html, result);
        String bounds = BudgetBoundsTable.sentence(result);
        if (bounds != null) {
            html.element("p", bounds);
        }
        SeriesTable.table(html, result);
        return html.toString();
    }

    /** Returns one sentence of headline figures for screen readers, read after each change. */
    public static String announcement(StormResult result) {
        StormRun run = result.run();
        return "Amplification " + ratio(run.amplification()) + "; " + share(run.successShare())
                + " of requests succeeded; " + recoveryText(run.recoverySeconds()) + ".";
    }

    private static String recoveryText(Double recoverySeconds) {
        return recoverySeconds == null ? "did not recover before the arrivals stopped"
                : "recovered " + seconds(recoverySeconds) + " after the trigger";
    }
}
