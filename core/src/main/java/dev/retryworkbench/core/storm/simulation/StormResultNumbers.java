package dev.retryworkbench.core.storm.simulation;

import dev.retryworkbench.core.storm.budget.BudgetBound;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import java.util.ArrayList;
import java.util.List;

/**
 * A storm result's simulated figures as one array of numbers, so that the page's script (storm.js) can hand
 * them to the script that writes the exports on first use (storm-export.js) as a typed array; that script
 * then needs none of the code that computes them. Each number is an int or a double as the result holds it (a
 * double holds both exactly), so the exports are the same bytes; NaN stands for null. Layout: the series'
 * length, the entered run's totals, its series second by second, per {@link Strategy} its comparison row, the
 * closed form (its attempts NaN when there is none), Little's-law threshold, then per {@link BudgetKind} its
 * bound.
 */
public final class StormResultNumbers {
    private static final int RUN_TOTALS = 9;
    /** Per second: arriving, started, successes, failures, timeouts, in flight, mean service, queued, rejected, taken up, healthy. */
    private static final int PER_SECOND = 11;
    private static final int MEAN_SERVICE = 6;
    private static final int HEALTHY = 10;
    private static final int ROW_NUMBERS = 7;
    private static final int CLOSED_FORM_AND_THRESHOLD = 5;
    private static final int BOUND_NUMBERS = 4;

    private StormResultNumbers() {
    }

    /** Returns the simulated figures of {@code result} as numbers. */
    public static double[] encode(StormResult result) {
        StormRun run = result.run();
        StormSeries s = run.series();
        int length = s.length();
        double[] numbers = new double[1 + RUN_TOTALS + PER_SECOND * length + result.comparison().size() * ROW_NUMBERS
                + CLOSED_FORM_AND_THRESHOLD + result.budgetBounds().size() * BOUND_NUMBERS];
        numbers[0] = length;
        int at = put(numbers, 1, run.requests(), run.attempts(), run.succeeded(), run.refusedRetries(),
                run.peakAttemptsPerSecond(), orNaN(run.recoverySeconds()), run.dropped(), run.rejected(),
                orNaN(run.meanQueueWaitMs()));
        for (int i = 0; i < length; i++) {
            at = put(numbers, at, s.arriving(i), s.attemptsStarted(i), s.successes(i), s.failures(i), s.timeouts(i),
                    s.inFlight(i), s.meanServiceMs(i), s.queued(i), s.rejected(i), s.takenUp(i), s.healthy(i) ? 1 : 0);
        }
        for (ComparisonRow row : result.comparison()) {
            at = put(numbers, at, orNaN(row.amplification()), orNaN(row.successShare()), row.refusedRetries(),
                    row.peakAttemptsPerSecond(), orNaN(row.recoverySeconds()), row.dropped(), row.rejected());
        }
        ClosedForm closed = result.closedForm();
        at = closed == null ? put(numbers, at, Double.NaN, 0, 0, 0)
                : put(numbers, at, closed.attempts(), closed.failureProbability(), closed.amplification(),
                        closed.successShare());
        numbers[at++] = orNaN(result.timeoutRateThreshold());
        for (BudgetBound bound : result.budgetBounds()) {
            at = put(numbers, at, orNaN(bound.retriesAtOutage()), orNaN(bound.longRunAmplification()),
                    orNaN(bound.drainShare()), orNaN(bound.retryConcurrency()));
        }
        return numbers;
    }

    /** Returns the result of {@code inputs} whose simulated figures {@link #encode} wrote. */
    public static StormResult decode(StormInputs inputs, double[] numbers) {
        int length = (int) numbers[0];
        int[][] ints = new int[PER_SECOND][length];
        double[] serviceMsSum = new double[length];
        int[] served = new int[length];
        boolean[] healthy = new boolean[length];
        int at = 1 + RUN_TOTALS;
        for (int i = 0; i < length; i++, at += PER_SECOND) {
            for (int k = 0; k < PER_SECOND; k++) {
                ints[k][i] = (int) numbers[at + k];
            }
            // The mean as the service of one attempt: divided by one, it is the same double again.
            double mean = numbers[at + MEAN_SERVICE];
            serviceMsSum[i] = Double.isNaN(mean) ? 0 : mean;
            served[i] = Double.isNaN(mean) ? 0 : 1;
            healthy[i] = numbers[at + HEALTHY] != 0;
        }
        StormSeries series = new StormSeries(length, ints[0], ints[1], ints[2], ints[3], ints[4], ints[5],
                serviceMsSum, served, ints[7], ints[8], ints[9], healthy);
        StormRun run = new StormRun(series, (int) numbers[1], (int) numbers[2], (int) numbers[3], (int) numbers[4],
                (int) numbers[5], orNull(numbers[6]), (int) numbers[7], (int) numbers[8], orNull(numbers[9]));
        List<ComparisonRow> rows = new ArrayList<>();
        for (Strategy strategy : Strategy.values()) {
            rows.add(new ComparisonRow(strategy, orNull(numbers[at]), orNull(numbers[at + 1]), (int) numbers[at + 2],
                    (int) numbers[at + 3], orNull(numbers[at + 4]), (int) numbers[at + 5], (int) numbers[at + 6]));
            at += ROW_NUMBERS;
        }
        ClosedForm closed = Double.isNaN(numbers[at]) ? null
                : new ClosedForm((int) numbers[at], numbers[at + 1], numbers[at + 2], numbers[at + 3]);
        Double threshold = orNull(numbers[at + 4]);
        at += CLOSED_FORM_AND_THRESHOLD;
        List<BudgetBound> bounds = new ArrayList<>();
        for (BudgetKind kind : BudgetKind.values()) {
            bounds.add(new BudgetBound(kind, orNull(numbers[at]), orNull(numbers[at + 1]), orNull(numbers[at + 2]),
                    orNull(numbers[at + 3])));
            at += BOUND_NUMBERS;
        }
        return new StormResult(inputs, run, closed, rows, threshold, bounds);
    }

    private static int put(double[] numbers, int at, double... values) {
        System.arraycopy(values, 0, numbers, at, values.length);
        return at + values.length;
    }

    private static double orNaN(Double value) {
        return value == null ? Double.NaN : value;
    }

    private static Double orNull(double value) {
        return Double.isNaN(value) ? null : Double.valueOf(value);
    }
}
