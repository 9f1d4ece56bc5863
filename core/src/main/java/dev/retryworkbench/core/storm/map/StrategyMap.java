package dev.retryworkbench.core.storm.map;

import dev.retryworkbench.core.storm.simulation.Strategy;
import java.util.Objects;

/**
 * One strategy's panel of the survival map.
 *
 * @param strategy              the comparison row the cells simulate
 * @param recovered             per duration (row) and severity (column): true when the dependency recovered
 * @param recoverySeconds       the same cells' seconds from the trigger's end to recovery; null: collapsed
 * @param frontier              per duration, the largest severity that it and every smaller one survived;
 *                              null when the smallest did not
 * @param knee                  the highest steady request rate (no trigger) healthy from 5 s to the arrivals
 *                              stop, in requests per second; null when even the smallest fails
 * @param recoveredSeeds        of the entered scenario's {@link SurvivalMap#SEEDS} seeds, how many recovered
 * @param recoverySecondsMedian the median recovery over those seeds that recovered; null when none did
 */
public record StrategyMap(Strategy strategy, boolean[][] recovered, Double[][] recoverySeconds, Double[] frontier,
        Double knee, int recoveredSeeds, Double recoverySecondsMedian) {
    public StrategyMap {
        Objects.requireNonNull(strategy, "strategy");
        if (recovered.length != recoverySeconds.length || recovered.length != frontier.length) {
            throw new IllegalArgumentException("one row per duration is needed");
        }
    }

    /**
     * Returns the frontier of {@code recovered} (rows by duration, columns by increasing severity): per
     * row, the largest of {@code values} such that it and every smaller one recovered, or null when the
     * smallest did not.
     */
    public static Double[] frontier(boolean[][] recovered, double[] values) {
        Double[] frontier = new Double[recovered.length];
        for (int row = 0; row < recovered.length; row++) {
            int column = 0;
            while (column < values.length && recovered[row][column]) {
                column++;
            }
            frontier[row] = column == 0 ? null : Double.valueOf(values[column - 1]);
        }
        return frontier;
    }
}
