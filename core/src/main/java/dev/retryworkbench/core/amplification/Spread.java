package dev.retryworkbench.core.amplification;

import java.util.Arrays;

/**
 * How one figure of the trace spreads over the runs of the distribution: the six statistics and a
 * histogram. Percentiles are nearest-rank: the value at index ceil(q x N) - 1 of the ascending values.
 *
 * @param min       the smallest value
 * @param p50       the median, nearest-rank
 * @param p95       the 95th percentile, nearest-rank
 * @param p99       the 99th percentile, nearest-rank
 * @param max       the largest value
 * @param mean      the sum in ascending order over the count: the same additions, so the same double, everywhere
 * @param histogram the values binned
 */
public record Spread(double min, double p50, double p95, double p99, double max, double mean, Histogram histogram) {

    /** Sorts {@code values} (whole numbers, at least one) in place and returns their spread. */
    public static Spread of(double[] values) {
        Arrays.sort(values);
        int n = values.length;
        double sum = 0;
        for (double value : values) {
            sum += value;
        }
        return new Spread(values[0], values[rankIndex(n, 50)], values[rankIndex(n, 95)], values[rankIndex(n, 99)],
                values[n - 1], sum / n, Histogram.of(values));
    }

    /**
     * Returns ceil(percent / 100 x n) - 1 in integers, so no floating-point error moves the rank at
     * n = 100 or 1,000 (0.95 x 100 is 95.00000000000001 in doubles, whose ceiling is 96).
     */
    static int rankIndex(int n, int percent) {
        return (n * percent + 99) / 100 - 1;
    }
}
