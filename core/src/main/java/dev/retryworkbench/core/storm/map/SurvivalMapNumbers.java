package dev.retryworkbench.core.storm.map;

import dev.retryworkbench.core.storm.simulation.Strategy;
import java.util.ArrayList;
import java.util.List;

/**
 * The survival map as one array of numbers, so that the page's script that computes it (map.js) can hand
 * it to the script that draws and exports it (map-view.js) as a typed array: each script stays within the
 * on-demand budget. NaN stands for null; a cell's recovery seconds, NaN when it collapsed, also give its
 * verdict. Layout: the axis (its ordinal), the counts of values, durations and left-out durations, the
 * normal rate, the entered value and duration, the three members held; the values, durations and left-out durations; then per
 * strategy, in {@link Strategy#mapped()} order, its knee, recovered seeds and median recovery, then its cells row
 * by row.
 */
public final class SurvivalMapNumbers {
    private static final int HEAD = 10;
    private static final int PER_STRATEGY = 3;

    private SurvivalMapNumbers() {
    }

    /** Returns {@code map} as numbers. */
    public static double[] encode(SurvivalMap map) {
        int columns = map.values().length;
        int rows = map.durationsSeconds().length;
        int left = map.leftOutDurationsSeconds().length;
        double[] numbers = new double[HEAD + columns + rows + left
                + map.strategies().size() * (PER_STRATEGY + rows * columns)];
        numbers[0] = map.axis().ordinal();
        numbers[1] = columns;
        numbers[2] = rows;
        numbers[3] = left;
        numbers[4] = map.normalRate();
        numbers[5] = map.enteredValue();
        numbers[6] = map.enteredDurationSeconds();
        System.arraycopy(map.held(), 0, numbers, 7, 3);
        int at = HEAD;
        at = put(numbers, at, map.values());
        at = put(numbers, at, map.durationsSeconds());
        at = put(numbers, at, map.leftOutDurationsSeconds());
        for (StrategyMap panel : map.strategies()) {
            numbers[at++] = orNaN(panel.knee());
            numbers[at++] = panel.recoveredSeeds();
            numbers[at++] = orNaN(panel.recoverySecondsMedian());
            for (int row = 0; row < rows; row++) {
                for (int column = 0; column < columns; column++) {
                    numbers[at++] = orNaN(panel.recoverySeconds()[row][column]);
                }
            }
        }
        return numbers;
    }

    /** Returns the map {@link #encode} wrote. */
    public static SurvivalMap decode(double[] numbers) {
        int columns = (int) numbers[1];
        int rows = (int) numbers[2];
        int left = (int) numbers[3];
        int at = HEAD;
        double[] values = take(numbers, at, columns);
        at += columns;
        double[] durations = take(numbers, at, rows);
        at += rows;
        double[] leftOut = take(numbers, at, left);
        at += left;
        List<StrategyMap> panels = new ArrayList<>();
        for (Strategy strategy : Strategy.mapped()) {
            Double knee = orNull(numbers[at++]);
            int seeds = (int) numbers[at++];
            Double median = orNull(numbers[at++]);
            boolean[][] recovered = new boolean[rows][columns];
            Double[][] seconds = new Double[rows][columns];
            for (int row = 0; row < rows; row++) {
                for (int column = 0; column < columns; column++) {
                    seconds[row][column] = orNull(numbers[at++]);
                    recovered[row][column] = seconds[row][column] != null;
                }
            }
            panels.add(new StrategyMap(strategy, recovered, seconds, StrategyMap.frontier(recovered, values), knee,
                    seeds, median));
        }
        return new SurvivalMap(SurvivalMapAxis.values()[(int) numbers[0]], values, durations, leftOut, numbers[4],
                numbers[5], numbers[6], take(numbers, 7, 3), panels);
    }

    private static int put(double[] numbers, int at, double[] values) {
        System.arraycopy(values, 0, numbers, at, values.length);
        return at + values.length;
    }

    private static double[] take(double[] numbers, int at, int count) {
        double[] values = new double[count];
        System.arraycopy(numbers, at, values, 0, count);
        return values;
    }

    private static double orNaN(Double value) {
        return value == null ? Double.NaN : value;
    }

    private static Double orNull(double value) {
        return Double.isNaN(value) ? null : Double.valueOf(value);
    }
}
