package dev.retryworkbench.core.latency;

/**
 * Sorts the start of an array of doubles ascending a bounded amount at a time, so that no step of a page's
 * work takes long: runs of {@link #RUN} values insertion-sorted each on its own, then merged pairwise, pass by
 * pass. A browser sorts 100,000 doubles in one call in tens of milliseconds, a long task; here each step
 * handles about {@code budget} values. The runs are short and sorted here rather than by {@code Arrays.sort},
 * whose compiled form in the browser took about four times as long for the same array (issue 32: the five
 * rows' sorts were most of their time). For finite numbers without -0.0, as latencies are, the result is the
 * same array as {@code Arrays.sort} gives.
 */
final class SlicedSort {
    /** The values each first-pass run holds, insertion-sorted: short enough that its quadratic cost is small. */
    static final int RUN = 32;

    private double[] source;
    private double[] target;
    private final double[] values;
    private final int length;
    /** The width of the sorted runs merged in this pass; 0 while the first runs are sorted. */
    private int width;
    private int at;
    private boolean done;

    /** Prepares to sort {@code values[0, length)} in place. */
    SlicedSort(double[] values, int length) {
        this.values = values;
        this.length = length;
        source = values;
        done = length <= 1;
    }

    /** Sorts or merges at least {@code budget} more values, or what is left; returns true once the array is sorted. */
    boolean step(int budget) {
        int handled = 0;
        while (!done && handled < budget) {
            if (width == 0) {
                int end = Math.min(length, at + RUN);
                insertionSort(at, end);
                handled += end - at;
                at = end;
                if (at == length) {
                    width = RUN;
                    at = 0;
                    done = width >= length;
                    target = done ? null : new double[length];
                }
                continue;
            }
            int middle = Math.min(length, at + width);
            int end = Math.min(length, at + 2 * width);
            merge(at, middle, end);
            handled += end - at;
            at = end;
            if (at == length) {
                double[] swap = source;
                source = target;
                target = swap;
                width *= 2;
                at = 0;
                if (width >= length) {
                    done = true;
                    if (source != values) {
                        System.arraycopy(source, 0, values, 0, length);
                    }
                }
            }
        }
        return done;
    }

    /** Sorts values' [from, end) in place. */
    private void insertionSort(int from, int end) {
        double[] a = values;
        for (int i = from + 1; i < end; i++) {
            double value = a[i];
            int j = i - 1;
            while (j >= from && a[j] > value) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = value;
        }
    }

    /** Merges source's sorted [from, middle) and [middle, end) into target's [from, end). */
    private void merge(int from, int middle, int end) {
        double[] in = source;
        double[] out = target;
        int left = from;
        int right = middle;
        for (int k = from; k < end; k++) {
            if (right >= end || left < middle && in[left] <= in[right]) {
                out[k] = in[left++];
            } else {
                out[k] = in[right++];
            }
        }
    }
}
