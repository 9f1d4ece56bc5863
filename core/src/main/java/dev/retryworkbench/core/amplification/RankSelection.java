package dev.retryworkbench.core.amplification;

/**
 * Puts the values of given ranks of the start of an array where an ascending sort would put them, in bounded
 * steps: one quickselect for all the ranks at once (median-of-three pivots and three-way partitions, so that many
 * equal values cost no more than others), each part of a partition searched on only for the ranks that fall in it.
 * A rank's value does not depend on how it is found, so nearest-rank percentiles read from the selected array are
 * those of the sorted one. For the latency planner's 69 ranks of 100,000 values it partitions about seven times
 * over, where a merge sort passes over them seventeen times (issue 32).
 */
public final class RankSelection {
    /** A part at most this long is insertion-sorted whole. */
    private static final int SHORT = 16;

    private final double[] values;
    private final int[] ranks;
    /** The parts left to search, a stack: values [lo, hi] with the ranks [rankFrom, rankTo) in them; one rank each at least. */
    private final int[] los;
    private final int[] his;
    private final int[] rankFroms;
    private final int[] rankTos;
    private int parts;

    /**
     * Prepares to select, in {@code values[0, length)}, the values of the indexes {@code ranks} (0-based, not
     * decreasing, each below {@code length}); the array is reordered in place.
     */
    public RankSelection(double[] values, int length, int[] ranks) {
        for (int i = 0; i < ranks.length; i++) {
            if (ranks[i] < 0 || ranks[i] >= length || (i > 0 && ranks[i] < ranks[i - 1])) {
                throw new IllegalArgumentException("rank " + ranks[i] + " of " + length + " values, out of order or range");
            }
        }
        this.values = values;
        this.ranks = ranks.clone();
        los = new int[ranks.length];
        his = new int[ranks.length];
        rankFroms = new int[ranks.length];
        rankTos = new int[ranks.length];
        if (ranks.length > 0) {
            push(0, length - 1, 0, ranks.length);
        }
    }

    /** Selects the values of {@code ranks} in {@code values[0, length)} at once. */
    public static void select(double[] values, int length, int... ranks) {
        RankSelection selection = new RankSelection(values, length, ranks);
        while (!selection.step(Integer.MAX_VALUE)) {
            // One step does it all.
        }
    }

    /**
     * Partitions or sorts parts of at least {@code budget} values in all, or what is left (one part may be larger);
     * returns true once every rank holds its value, and every value before it is at most it and every one after at
     * least it.
     */
    public boolean step(int budget) {
        int handled = 0;
        double[] a = values;
        while (parts > 0 && handled < budget) {
            parts--;
            int lo = los[parts];
            int hi = his[parts];
            int from = rankFroms[parts];
            int to = rankTos[parts];
            handled += hi - lo + 1;
            if (hi - lo < SHORT) {
                insertionSort(lo, hi);
                continue;
            }
            double pivot = medianOfThree(a[lo], a[(lo + hi) >>> 1], a[hi]);
            int below = lo;
            int i = lo;
            int above = hi;
            while (i <= above) {
                double value = a[i];
                if (value < pivot) {
                    a[i++] = a[below];
                    a[below++] = value;
                } else if (value > pivot) {
                    a[i] = a[above];
                    a[above--] = value;
                } else {
                    i++;
                }
            }
            // [lo, below) is below the pivot, [below, above] equal to it, (above, hi] above it.
            int k = from;
            while (k < to && ranks[k] < below) {
                k++;
            }
            int left = k;
            while (k < to && ranks[k] <= above) {
                k++;
            }
            if (k < to) {
                push(above + 1, hi, k, to);
            }
            if (left > from) {
                push(lo, below - 1, from, left);
            }
        }
        return parts == 0;
    }

    private void push(int lo, int hi, int rankFrom, int rankTo) {
        los[parts] = lo;
        his[parts] = hi;
        rankFroms[parts] = rankFrom;
        rankTos[parts] = rankTo;
        parts++;
    }

    /** Sorts values [lo, hi] in place. */
    private void insertionSort(int lo, int hi) {
        double[] a = values;
        for (int i = lo + 1; i <= hi; i++) {
            double value = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > value) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = value;
        }
    }

    private static double medianOfThree(double a, double b, double c) {
        return Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));
    }
}
