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
        // Each selection leaves every value below its rank at most the selected one, so the next, higher rank
        // is searched for above it only.
        int p50 = rankIndex(n, 50);
        int p95 = rankIndex(n, 95);
        int p99 = rankIndex(n, 99);
        return new Spread(min, select(values, 0, p50), select(values, p50, p95), select(values, p95, p99), max, sum / n,
                histogram);
    }

    /**
     * Returns ceil(percent / 100 x n) - 1 in integers, so no floating-point error moves the rank at
     * n = 100 or 1,000 (0.95 x 100 is 95.00000000000001 in doubles, whose ceiling is 96).
     */
    static int rankIndex(int n, int percent) {
        return (n * percent + 99) / 100 - 1;
    }

    /**
     * Returns the value at index {@code k} of {@code values} in ascending order, reordering them so that
     * the values before {@code k} are at most it and those after at least it. {@code from} (at most k)
     * must already have that property. Quickselect with a median-of-three pivot and three-way
     * partitions, so the many equal values of a figure such as attempts started cost no more than others.
     */
    public static double select(double[] values, int from, int k) {
        int lo = from;
        int hi = values.length - 1;
        while (lo < hi) {
            double pivot = medianOfThree(values[lo], values[(lo + hi) >>> 1], values[hi]);
            int below = lo;
            int i = lo;
            int above = hi;
            while (i <= above) {
                double value = values[i];
                if (value < pivot) {
                    values[i++] = values[below];
                    values[below++] = value;
                } else if (value > pivot) {
                    values[i] = values[above];
                    values[above--] = value;
                } else {
                    i++;
                }
            }
            if (k < below) {
                hi = below - 1;
            } else if (k > above) {
                lo = above + 1;
            } else {
                return pivot;
            }
        }
        return values[k];
    }

    private static double medianOfThree(double a, double b, double c) {
        return Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));
    }
}
