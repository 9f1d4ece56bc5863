package dev.retryworkbench.core.storm.map;

import dev.retryworkbench.core.json.JsonWriter;
import dev.retryworkbench.core.json.ShortestDouble;
import dev.retryworkbench.core.worksheet.Markdown;

/** Writes the survival map into the storm worksheet, its cells as CSV and its frontiers in the Markdown summary. */
public final class SurvivalMapExport {
    public static final String CSV_HEADER = "strategy,durationSeconds,value,recovered,recoverySeconds\r\n";

    private SurvivalMapExport() {
    }

    /** Writes the inputs member {@code map}: the axes as entered, left-out durations included. */
    public static void inputs(JsonWriter json, SurvivalMap map) {
        json.name("map").beginObject(true).name("axis").value(map.axis().id()).name("values");
        numbers(json, map.values());
        json.name("durationsSeconds").beginArray(true);
        for (double d : map.durationsSeconds()) {
            json.value(d);
        }
        for (double d : map.leftOutDurationsSeconds()) {
            json.value(d);
        }
        json.endArray().endObject();
    }

    /** Writes the results member {@code survivalMap}, one strategy per line group. */
    public static void results(JsonWriter json, SurvivalMap map) {
        json.name("survivalMap").beginObject(false).name("axis").value(map.axis().id()).name("values");
        numbers(json, map.values());
        json.name("durationsSeconds");
        numbers(json, map.durationsSeconds());
        json.name("leftOutDurationsSeconds");
        numbers(json, map.leftOutDurationsSeconds());
        json.name("strategies").beginArray(false);
        for (StrategyMap panel : map.strategies()) {
            json.beginObject(false).name("name").value(panel.strategy().label())
                    .name("strategy").value(panel.strategy().id())
                    .name("recovered").beginArray(true);
            for (boolean[] row : panel.recovered()) {
                json.beginArray(true);
                for (boolean cell : row) {
                    json.value(cell);
                }
                json.endArray();
            }
            json.endArray().name("recoverySeconds").beginArray(true);
            for (Double[] row : panel.recoverySeconds()) {
                json.beginArray(true);
                for (Double cell : row) {
                    json.value(cell);
                }
                json.endArray();
            }
            json.endArray().name("frontier").beginArray(true);
            for (Double edge : panel.frontier()) {
                json.value(edge);
            }
            json.endArray().name("knee").value(panel.knee())
                    .name("recoveredSeeds").value(panel.recoveredSeeds())
                    .name("recoverySecondsMedian").value(panel.recoverySecondsMedian())
                    .endObject();
        }
        json.endArray().endObject();
    }

    /** Returns every cell, one line each: strategy id, duration, severity, recovered, recovery seconds (empty: none). */
    public static String csv(SurvivalMap map) {
        StringBuilder csv = new StringBuilder(CSV_HEADER);
        for (StrategyMap panel : map.strategies()) {
            for (int row = 0; row < map.durationsSeconds().length; row++) {
                for (int column = 0; column < map.values().length; column++) {
                    Double seconds = panel.recoverySeconds()[row][column];
                    csv.append(panel.strategy().id()).append(',')
                            .append(ShortestDouble.format(map.durationsSeconds()[row])).append(',')
                            .append(ShortestDouble.format(map.values()[column])).append(',')
                            .append(panel.recovered()[row][column]).append(',')
                            .append(seconds == null ? "" : ShortestDouble.format(seconds)).append("\r\n");
                }
            }
        }
        return csv.toString();
    }

    /** Adds the map's section: a sentence per strategy and the frontier table. */
    public static void markdown(Markdown md, SurvivalMap map) {
        md.heading(2, "The edge of safety");
        for (StrategyMap panel : map.strategies()) {
            md.paragraph(SurvivalMapRenderer.sentence(map, panel) + " Your trigger: "
                    + SurvivalMapRenderer.seedsLine(panel) + ".");
        }
        String[] columns = SurvivalMapRenderer.columns(map);
        boolean[] right = new boolean[columns.length];
        for (int i = 1; i < right.length; i++) {
            right[i] = i != 2;
        }
        md.tableHeader(columns, right);
        for (StrategyMap panel : map.strategies()) {
            md.row(SurvivalMapRenderer.cells(map, panel));
        }
        md.endTable();
    }

    private static void numbers(JsonWriter json, double[] values) {
        json.beginArray(true);
        for (double value : values) {
            json.value(value);
        }
        json.endArray();
    }
}
