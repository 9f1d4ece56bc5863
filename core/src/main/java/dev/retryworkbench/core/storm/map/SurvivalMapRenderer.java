package dev.retryworkbench.core.storm.map;

import dev.retryworkbench.core.storm.simulation.Strategy;
import dev.retryworkbench.core.text.Html;
import dev.retryworkbench.core.text.Numbers;
import java.util.Objects;

/**
 * The survival map as HTML, the same on the page and in the build's pre-render: one small picture per
 * strategy (rows by duration, columns by severity, a unit per cell; recovered and collapsed told by
 * colour and by a hatch, the frontier drawn as a stepped line, the cell nearest the entered trigger
 * outlined), a sentence per strategy, and the frontiers, knees and seed verdicts as a table, which is
 * also what a screen reader reads.
 */
public final class SurvivalMapRenderer {
    private static final String CAPTION_ID = "survival-map-caption";

    private SurvivalMapRenderer() {
    }

    /** The pattern of collapsed cells: the colour with a dark hatch, so the states differ in grey and in print too. */
    public static final String HATCH_ID = "map-hatch";

    /**
     * Returns the map: what a cell is, the durations left out, the entered policy's verdict over 20 seeds,
     * the legend, one panel per strategy and the table alternative. Each panel is one small picture: the
     * recovered background, one path of the collapsed cells (a row's runs), the frontier as one stepped
     * line and the cell nearest the entered trigger outlined, so the markup stays a few hundred bytes.
     */
    public static String render(SurvivalMap map) {
        Html html = new Html();
        html.open("div", "class", "survival-map");
        if (map.leftOutDurationsSeconds().length > 0) {
            html.element("p", "Left out: " + list(map.leftOutDurationsSeconds(), " s") + ", which would end less"
                    + " than 5 s before the arrivals stop.", "class", "note");
        }
        html.element("p", "Your trigger on " + SurvivalMap.SEEDS + " seeds (the entered one and the next "
                + (SurvivalMap.SEEDS - 1) + "): your policy " + seedsLine(map.of(Strategy.ENTERED)) + ".",
                "class", "survival-verdict");
        int[] nearest = nearestCell(map);
        double[] values = map.values();
        double[] durations = map.durationsSeconds();
        String rows = durations.length == 0 ? "" : " Rows: " + Numbers.trimmed(durations[0], 2) + " s at the top to "
                + Numbers.trimmed(durations[durations.length - 1], 2) + " s at the bottom; columns: " + value(map, values[0])
                + " to " + value(map, values[values.length - 1]) + ", left to right.";
        html.element("p", "Blue: recovered. Hatched orange: collapsed." + rows + " The thick line is the frontier;"
                + " the outlined cell is the one nearest your trigger (" + severity(map, map.enteredValue()) + " for "
                + Numbers.trimmed(map.enteredDurationSeconds(), 2) + " s).", "class", "survival-legend");
        html.open("svg", "class", "survival-defs", "width", "0", "height", "0", "aria-hidden", "true", "focusable",
                "false")
                .open("pattern", "id", HATCH_ID, "width", "0.4", "height", "0.4", "patternUnits", "userSpaceOnUse",
                        "patternTransform", "rotate(45)")
                .element("rect", "", "width", "0.4", "height", "0.4", "class", "down")
                .element("path", "", "d", "M0 0V0.4", "class", "hatch")
                .close("pattern").close("svg");
        html.open("div", "class", "survival-panels");
        if (durations.length > 0) {
            for (StrategyMap panel : map.strategies()) {
                panel(html, map, panel, nearest);
            }
        }
        html.close("div");
        String knee = sharedKnee(map);
        if (knee != null) {
            html.element("p", knee, "class", "survival-knee");
        }
        table(html, map);
        return html.close("div").toString();
    }

    /** Returns a sentence for screen readers: the entered policy's verdict over seeds and its frontier. */
    public static String announcement(SurvivalMap map) {
        StrategyMap entered = map.of(Strategy.ENTERED);
        String knee = sharedKnee(map);
        return "Survival map: " + sentence(map, entered) + " Your trigger: " + seedsLine(entered) + "."
                + (knee == null ? "" : " " + knee);
    }

    /**
     * Returns, when every strategy has the same knee, that the dependency's capacity sets it and not the
     * retries (a steady load with no trigger makes no failures to retry); else null.
     */
    public static String sharedKnee(SurvivalMap map) {
        Double knee = map.strategies().get(0).knee();
        for (StrategyMap panel : map.strategies()) {
            if (!Objects.equals(panel.knee(), knee)) {
                return null;
            }
        }
        return "Every strategy's knee is " + (knee == null ? "below " + Numbers.trimmed(kneeFloor(map), 2)
                : Numbers.trimmed(knee, 2)) + " requests/s: the dependency's capacity sets it, not the retries.";
    }

    /**
     * Returns what a strategy survives, from the numbers: the longest duration at which it survives any
     * severity, with that frontier, and the shortest duration's frontier when it is larger.
     */
    public static String sentence(SurvivalMap map, StrategyMap panel) {
        double[] durations = map.durationsSeconds();
        String who = panel.strategy().label();
        if (durations.length == 0) {
            return who + ": no duration fits before the arrivals stop.";
        }
        int longest = -1;
        for (int row = 0; row < durations.length; row++) {
            if (panel.frontier()[row] != null) {
                longest = row;
            }
        }
        if (longest < 0) {
            return who + ": collapses even at " + severity(map, map.values()[0]) + " for "
                    + Numbers.trimmed(durations[0], 2) + " s" + held(map) + ".";
        }
        String text = who + ": survives " + severity(map, panel.frontier()[longest]) + " for "
                + Numbers.trimmed(durations[longest], 2) + " s";
        Double shortest = panel.frontier()[0];
        if (longest > 0 && shortest != null && !shortest.equals(panel.frontier()[longest])) {
            text += ", " + severity(map, shortest) + " for " + Numbers.trimmed(durations[0], 2) + " s";
        }
        if (longest < durations.length - 1) {
            text += "; not " + severity(map, map.values()[0]) + " for " + Numbers.trimmed(durations[longest + 1], 2)
                    + " s";
        }
        return text + held(map) + ".";
    }

    /**
     * Returns the seed verdict: "recovered on 20 of 20 seeds (median 2 s)", "did not recover on 19 of 20
     * seeds", "did not recover on any of the 20 seeds".
     */
    public static String seedsLine(StrategyMap panel) {
        int recovered = panel.recoveredSeeds();
        if (recovered * 2 >= SurvivalMap.SEEDS) {
            return "recovered on " + recovered + " of " + SurvivalMap.SEEDS + " seeds (median "
                    + Numbers.trimmed(panel.recoverySecondsMedian(), 2) + " s)";
        }
        if (recovered == 0) {
            return "did not recover on any of the " + SurvivalMap.SEEDS + " seeds";
        }
        return "did not recover on " + (SurvivalMap.SEEDS - recovered) + " of " + SurvivalMap.SEEDS + " seeds";
    }

    /** Returns the frontier table's column heads: strategy, knee, seeds, then one per duration. */
    public static String[] columns(SurvivalMap map) {
        double[] durations = map.durationsSeconds();
        String[] columns = new String[3 + durations.length];
        columns[0] = "Strategy";
        columns[1] = "Knee (requests/s)";
        columns[2] = "Your trigger, 20 seeds";
        for (int i = 0; i < durations.length; i++) {
            columns[3 + i] = Numbers.trimmed(durations[i], 2) + " s";
        }
        return columns;
    }

    /** Returns a strategy's row of the frontier table: its name, knee, seed verdict and frontier per duration. */
    public static String[] cells(SurvivalMap map, StrategyMap panel) {
        double[] durations = map.durationsSeconds();
        String[] cells = new String[3 + durations.length];
        cells[0] = panel.strategy().label();
        cells[1] = panel.knee() == null ? "below " + Numbers.trimmed(kneeFloor(map), 2)
                : Numbers.trimmed(panel.knee(), 2);
        cells[2] = seedsLine(panel);
        for (int i = 0; i < durations.length; i++) {
            Double edge = panel.frontier()[i];
            cells[3 + i] = edge == null ? "none" : value(map, edge);
        }
        return cells;
    }

    private static void panel(Html html, SurvivalMap map, StrategyMap panel, int[] nearest) {
        int columns = map.values().length;
        int rows = map.durationsSeconds().length;
        String saysId = "map-says-" + panel.strategy().id();
        html.open("figure", "class", "survival-panel")
                .element("figcaption", panel.strategy().label());
        html.open("div", "class", "survival-plot");
        html.open("svg", "class", "survival-grid", "viewBox", "0 0 " + columns + " " + rows, "role", "img",
                "aria-labelledby", saysId)
                .element("rect", "", "width", Integer.toString(columns), "height", Integer.toString(rows), "class", "up")
                .element("path", "", "d", collapsedPath(panel.recovered()), "class", "down")
                .element("path", "", "d", frontierPath(panel.recovered()), "class", "edge")
                .element("rect", "", "x", Integer.toString(nearest[1]), "y", Integer.toString(nearest[0]), "width", "1",
                        "height", "1", "class", "mine")
                .close("svg");
        axes(html, map);
        html.close("div");
        html.element("p", sentence(map, panel) + " Your trigger: " + seedsLine(panel) + ".", "class", "survival-says",
                "id", saysId);
        html.close("figure");
    }

    /**
     * Writes a panel's axes around its grid: a tick per row down the side and per column across, labelled
     * with its duration ("8 s") and severity ("2x") at most about a dozen down and four across so the labels
     * fit a narrow panel, and the severity's name. Laid out by the style sheet (one box per row or column,
     * no inline styles, which the pages' policy forbids); hidden from screen readers, which read the table.
     */
    private static void axes(Html html, SurvivalMap map) {
        double[] durations = map.durationsSeconds();
        double[] values = map.values();
        html.open("div", "class", "survival-y", "aria-hidden", "true");
        ticks(html, durations, (durations.length + 11) / 12, null);
        html.close("div");
        html.open("div", "class", "survival-x", "aria-hidden", "true");
        ticks(html, values, Math.max(1, (values.length + 1) / 3), map.axis());
        html.close("div");
        html.element("div", map.axis().caption(), "class", "survival-xname", "aria-hidden", "true");
    }

    /**
     * Writes one tick box per value, labelled every {@code every}-th from the first, and the last: as the axis
     * writes them, or in seconds where {@code axis} is null (the durations).
     */
    private static void ticks(Html html, double[] values, int every, SurvivalMapAxis axis) {
        for (int i = 0; i < values.length; i++) {
            boolean labelled = i % every == 0 || i == values.length - 1;
            html.element("span", !labelled ? "" : axis == null ? Numbers.trimmed(values[i], 2) + " s"
                    : axis.value(values[i]));
        }
    }

    /** Returns one path of every collapsed cell (a cell is one unit): a rectangle per run of them in a row. */
    static String collapsedPath(boolean[][] recovered) {
        StringBuilder d = new StringBuilder();
        for (int row = 0; row < recovered.length; row++) {
            int column = 0;
            while (column < recovered[row].length) {
                if (recovered[row][column]) {
                    column++;
                    continue;
                }
                int from = column;
                while (column < recovered[row].length && !recovered[row][column]) {
                    column++;
                }
                int run = column - from;
                d.append('M').append(from).append(' ').append(row).append('h').append(run).append("v1h-").append(run)
                        .append('z');
            }
        }
        return d.length() == 0 ? "M0 0" : d.toString();
    }

    /** Returns the frontier as a stepped line: in each row, after the cells that it and every smaller one recovered. */
    static String frontierPath(boolean[][] recovered) {
        StringBuilder d = new StringBuilder();
        int previous = -1;
        for (int row = 0; row < recovered.length; row++) {
            int edge = 0;
            while (edge < recovered[row].length && recovered[row][edge]) {
                edge++;
            }
            if (row == 0) {
                d.append('M').append(edge).append(" 0");
            } else if (edge != previous) {
                d.append('H').append(edge);
            }
            d.append('V').append(row + 1);
            previous = edge;
        }
        return d.toString();
    }

    /**
     * Writes the frontier table: strategy, knee, seed verdict and the frontier as one text cell ("1 s: 4x,
     * 2 s: 3.25x, ..."), which wraps, so the table fits the results column (the Markdown keeps a column
     * per duration).
     */
    private static void table(Html html, SurvivalMap map) {
        String[] columns = columns(map);
        html.open("div", "class", "table-wrap", "role", "region", "tabindex", "0", "aria-labelledby", CAPTION_ID)
                .open("table", "class", "data survival-table")
                .element("caption", "Frontier: per duration, the " + map.axis().frontierWords() + " survived"
                        + held(map) + ". Knee: the highest steady rate with no trigger that stays healthy"
                        + " from " + SurvivalMap.KNEE_FROM_SECOND + " s to the arrivals stop.", "id", CAPTION_ID)
                .open("thead").open("tr");
        for (int i = 0; i < 3; i++) {
            html.element("th", columns[i], "scope", "col");
        }
        html.element("th", "Frontier by duration", "scope", "col");
        html.close("tr").close("thead").open("tbody");
        for (StrategyMap panel : map.strategies()) {
            String[] cells = cells(map, panel);
            html.open("tr").element("th", cells[0], "scope", "row").element("td", cells[1]).element("td", cells[2]);
            StringBuilder frontier = new StringBuilder();
            for (int i = 3; i < cells.length; i++) {
                frontier.append(i == 3 ? "" : ", ").append(columns[i]).append(": ").append(cells[i]);
            }
            html.element("td", frontier.toString());
            html.close("tr");
        }
        html.close("tbody").close("table").close("div");
    }

    /** Returns the row and column nearest the entered trigger's duration and severity. */
    private static int[] nearestCell(SurvivalMap map) {
        return new int[] {nearest(map.durationsSeconds(), map.enteredDurationSeconds()),
            nearest(map.values(), map.enteredValue())};
    }

    private static int nearest(double[] values, double target) {
        int best = 0;
        for (int i = 1; i < values.length; i++) {
            if (Math.abs(values[i] - target) < Math.abs(values[best] - target)) {
                best = i;
            }
        }
        return best;
    }

    private static double kneeFloor(SurvivalMap map) {
        return map.axis().rateMultiples(map.values())[0] * map.normalRate();
    }

    /** "2x" of the normal rate, or "0.5" of failure probability or capacity share. */
    private static String value(SurvivalMap map, double value) {
        return map.axis().value(value);
    }

    /** "a 2x spike", "a failure probability of 0.5". */
    private static String severity(SurvivalMap map, double value) {
        return map.axis().severity(value);
    }

    /**
     * Returns the trigger's members that every cell keeps as entered, ", with the failure probability 0.7 in
     * every cell", or "" when the trigger sets none but the swept one.
     */
    static String held(SurvivalMap map) {
        StringBuilder text = new StringBuilder();
        SurvivalMapAxis[] axes = SurvivalMapAxis.values();
        int count = 0;
        for (int i = 0; i < axes.length; i++) {
            if (!Double.isNaN(map.held()[i])) {
                text.append(count++ == 0 ? ", with " : " and ").append(axes[i].fixed(map.held()[i]));
            }
        }
        return count == 0 ? "" : text.append(" in every cell").toString();
    }

    private static String list(double[] values, String unit) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < values.length; i++) {
            text.append(i == 0 ? "" : ", ").append(Numbers.trimmed(values[i], 2)).append(unit);
        }
        return text.toString();
    }
}
