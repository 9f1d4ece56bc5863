package dev.retryworkbench.core.storm.render;

import static dev.retryworkbench.core.storm.render.StormNumbers.ratio;
import static dev.retryworkbench.core.storm.render.StormNumbers.seconds;
import static dev.retryworkbench.core.storm.render.StormNumbers.share;

import dev.retryworkbench.core.storm.simulation.ComparisonRow;
import dev.retryworkbench.core.storm.simulation.StormInputs;
import dev.retryworkbench.core.storm.simulation.StormLayer;
import dev.retryworkbench.core.storm.simulation.StormResult;
import dev.retryworkbench.core.storm.simulation.StormSeries;
import dev.retryworkbench.core.storm.simulation.Strategy;
import dev.retryworkbench.core.text.Chart;
import dev.retryworkbench.core.text.Html;
import dev.retryworkbench.core.text.Numbers;
import java.util.ArrayList;
import java.util.List;

/**
 * The comparison table: the entered scenario with the same arrivals and seed under no retries, the entered
 * policy, the policy without its waits, each budget at its defaults and the hedging strategies.
 */
public final class StrategyComparison {
    private static final String CAPTION_ID = "storm-comparison-caption";

    private StrategyComparison() {
    }

    static void table(Html html, StormResult result) {
        html.element("h3", "The same scenario under other strategies");
        Chart.openTableWrap(html, CAPTION_ID);
        // "figures": every unclassed cell is a number, right-aligned by the style sheet, which spares a class each.
        html.open("table", "class", "data numeric figures");
        html.element("caption", "Same arrivals and seed; each budget at its defaults, added to your policy; the"
                + " hedging rows hedge in your innermost layer instead of retrying. Recovery"
                + " \u201cnever\u201d: no " + StormSeries.HEALTHY_RUN + " healthy seconds in a row between the trigger's"
                + " end and the arrivals stop",
                "id", CAPTION_ID);
        html.open("thead").open("tr");
        for (String column : columns(result)) {
            // Headings may wrap (the figures below them do not), so the columns fit beside the form.
            html.element("th", column, "scope", "col");
        }
        html.close("tr").close("thead").open("tbody");
        for (ComparisonRow row : rows(result)) {
            boolean entered = row.strategy() == Strategy.ENTERED;
            html.open("tr", "class", entered ? "highlight" : null, "data-strategy", row.strategy().id());
            html.element("th", row.name(), "scope", "row");
            for (String cell : cells(result, row)) {
                html.element("td", cell);
            }
            html.close("tr");
        }
        html.close("tbody").close("table").close("div");
    }

    /**
     * Returns the comparison's rows as the page and the Markdown show them: no retries, your policy, your
     * policy without its waits (only when it has waits: otherwise it is the same run), then each budget, then the
     * hedging strategies.
     */
    public static List<ComparisonRow> rows(StormResult result) {
        List<ComparisonRow> rows = new ArrayList<>();
        rows.add(result.row(Strategy.NO_RETRIES));
        rows.add(result.row(Strategy.ENTERED));
        if (hasWaits(result.inputs())) {
            rows.add(result.row(Strategy.NO_WAITS));
        }
        for (ComparisonRow row : result.comparison()) {
            if (row.strategy().budget() != null) {
                rows.add(row);
            }
        }
        rows.add(result.row(Strategy.HEDGING));
        rows.add(result.row(Strategy.ENVOY_HEDGING));
        return rows;
    }

    /** Returns true when some layer of the entered policy waits between its attempts. */
    static boolean hasWaits(StormInputs inputs) {
        for (StormLayer layer : inputs.layers()) {
            if (layer.policy().retries() && layer.policy().maximum() > 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Returns the comparison's columns. Recovery, the column that matters, comes right after the name, so a
     * phone shows it without scrolling; dropped requests and rejected attempts only where a pool or a
     * concurrency limit can make them.
     */
    public static List<String> columns(StormResult result) {
        List<String> columns = new ArrayList<>(List.of("Strategy", "Recovery", "Succeeded", "Amplification",
                "Peak attempts/s", "Refused retries"));
        if (result.inputs().pooled()) {
            columns.add("Dropped");
        }
        if (result.inputs().sheds()) {
            columns.add("Rejected");
        }
        return columns;
    }

    /** Returns a comparison row's figures as the table shows them, after the name. */
    public static String[] cells(StormResult result, ComparisonRow row) {
        List<String> cells = new ArrayList<>(List.of(row.recoverySeconds() == null ? "never"
                : seconds(row.recoverySeconds()), share(row.successShare()), ratio(row.amplification()),
                Numbers.grouped(row.peakAttemptsPerSecond()), Numbers.grouped(row.refusedRetries())));
        if (result.inputs().pooled()) {
            cells.add(Numbers.grouped(row.dropped()));
        }
        if (result.inputs().sheds()) {
            cells.add(Numbers.grouped(row.rejected()));
        }
        return cells.toArray(new String[0]);
    }
}
