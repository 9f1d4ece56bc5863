package dev.retryworkbench.core.amplification;

/**
 * How one figure of the trace spreads over the runs of the distribution: the six statistics and a
 * histogram. Percentiles are nearest-rank: the value at index ceil(q x N) - 1 of the ascending values.
 *
 * @param min       the smallest value
 * @param p50       the median, nearest-rank
 * @param p95       the 95th percentile, nearest-rank
 * @param p99       the 99th percentile, nearest-rank
 * @param max       the largest value
 * @param mean      the sum in the values' given order (for the distribution, seed order) over their count
 * @param histogram the values binned
 */
public record Spread(double min, double p50, double p95, double p99, double max, double mean, Histogram histogram) {

    /**
     * Returns the spread of {@code values} (whole numbers, at least one), reordering them in place. The
     * percentiles are selected, not sorted for: TeaVM's sort of 100,000 doubles takes tens of
     * milliseconds in a browser, three selections a few.
     */
    public static Spread of(double[] values) {
        int n = values.length;
        double sum = 0;
        double min = values[0];
        double max = values[0];
        for (double value : values) {
            sum += value;
            min = Math.min(min, value);
            max = Math.max(max, value);
        }
        Histogram histogram = Histogram.of(values, min, max);
        int p50 = rankIndex(n, 50);
        int p95 = rankIndex(n, 95);
        int p99 = rankIndex(n, 99);
        RankSelection.select(values, n, p50, p95, p99);
        return new Spread(min, values[p50], values[p95], values[p99], max, sum / n, histogram);
    }

    /**
     * Returns ceil(percent / 100 x n) - 1 in integers, so no floating-point error moves the rank at
     * n = 100 or 1,000 (0.95 x 100 is 95.00000000000001 in doubles, whose ceiling is 96).
     */
    static int rankIndex(int n, int percent) {
        return (n * percent + 99) / 100 - 1;
    }
}
