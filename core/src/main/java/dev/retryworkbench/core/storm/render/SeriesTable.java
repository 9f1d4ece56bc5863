package dev.retryworkbench.core.storm.render;

import dev.retryworkbench.core.storm.simulation.StormResult;
import dev.retryworkbench.core.storm.simulation.StormSeries;
import dev.retryworkbench.core.text.Chart;
import dev.retryworkbench.core.text.Html;
import dev.retryworkbench.core.text.Numbers;
import java.util.ArrayList;
import java.util.List;

/** The second-by-second table of the entered policy's run: every second, or its start and end around a long middle. */
public final class SeriesTable {
    private static final String CAPTION_ID = "storm-series-caption";

    private SeriesTable() {
    }

    /** Returns the per-second table's columns: queued requests with a pool, rejected attempts with shedding. */
    public static String[] columns(StormResult result) {
        List<String> columns = new ArrayList<>(List.of("Second", "Arriving", "Attempts", "Successes", "Failures",
                "Timeouts", "In flight", "Mean service (ms)"));
        if (result.inputs().pooled()) {
            columns.add("Queued");
        }
        if (result.inputs().sheds()) {
            columns.add("Rejected");
        }
        return columns.toArray(new String[0]);
    }

    /** Returns second {@code s}'s cells as the table shows them. */
    public static String[] cells(StormResult result, int s) {
        StormSeries series = result.run().series();
        double service = series.meanServiceMs(s);
        List<String> cells = new ArrayList<>(List.of(Numbers.grouped(s), Numbers.grouped(series.arriving(s)),
                Numbers.grouped(series.attemptsStarted(s)), Numbers.grouped(series.successes(s)),
                Numbers.grouped(series.failures(s)), Numbers.grouped(series.timeouts(s)), Numbers.grouped(series.inFlight(s)),
                Double.isNaN(service) ? Numbers.NOT_A_NUMBER : Numbers.fixed(service, 0)));
        if (result.inputs().pooled()) {
            cells.add(Numbers.grouped(series.queued(s)));
        }
        if (result.inputs().sheds()) {
            cells.add(Numbers.grouped(series.rejected(s)));
        }
        return cells.toArray(new String[0]);
    }

    static void table(Html html, StormResult result) {
        StormSeries series = result.run().series();
        SecondsShown shown = SecondsShown.of(result);
        html.element("h3", "Second by second");
        Chart.openTableWrap(html, CAPTION_ID);
        // "figures": every unclassed cell is a number, right-aligned by the style sheet, which spares a class each.
        html.open("table", "class", "data numeric figures");
        String caption = "Your policy, per second [i, i + 1): in flight at the end of the second, abandoned work included";
        if (shown.excerpt()) {
            caption += ". " + shown.description();
        }
        html.element("caption", caption, "id", CAPTION_ID);
        html.open("thead").open("tr");
        String[] columns = columns(result);
        for (String column : columns) {
            html.element("th", column, "scope", "col");
        }
        html.close("tr").close("thead").open("tbody");
        for (int s = 0; s < shown.length(); s++) {
            int[] gap = shown.gapAt(s);
            if (gap != null) {
                html.open("tr", "class", "gap");
                html.element("td", SecondsShown.gapText(gap), "colspan", Integer.toString(columns.length),
                        "class", "gap-note");
                html.close("tr");
                s = gap[1] - 1;
                continue;
            }
            html.open("tr");
            String[] cells = cells(result, s);
            html.element("th", cells[0], "scope", "row", "class", "num");
            for (int c = 1; c < cells.length; c++) {
                html.element("td", cells[c]);
            }
            html.close("tr");
        }
        html.close("tbody").close("table").close("div");
    }
}
