package dev.retryworkbench.core.amplification;

/**
 * How whole-number values spread over at most {@link #MAX_BINS} bins of equal width. The width is 1, 2
 * or 5 times a power of ten and the first bin starts at a multiple of it, so the edges read as round
 * numbers (0 to 499 ms, 500 to 999 ms), and a width of 1 gives one bin per value, as attempt counts
 * want. Bin {@code k} holds the values from {@code start + k * width} to {@code start + (k + 1) * width - 1}.
 *
 * @param start  the first bin's smallest value
 * @param width  the values per bin, at least 1
 * @param counts how many values fall in each bin; the first and last hold at least one
 */
public record Histogram(double start, double width, int[] counts) {
    /** The most bins a histogram has. */
    public static final int MAX_BINS = 20;

    /** Creates a histogram; checks the shape only, not the counts. */
    public Histogram {
        if (!(width >= 1) || counts.length < 1 || counts.length > MAX_BINS) {
            throw new IllegalArgumentException("a histogram has 1 to " + MAX_BINS + " bins of width 1 or more");
        }
    }

    /** Bins {@code values}, whole numbers from {@code min} to {@code max}, in the roundest width that fits. */
    public static Histogram of(double[] values, double min, double max) {
        double width = 1;
        double start = min;
        // 1, 2, 5, 10, 20, 50, ...: the first width whose aligned bins cover min to max in MAX_BINS.
        for (int step = 0; ; step++) {
            start = Math.floor(min / width) * width;
            if (Math.floor((max - start) / width) < MAX_BINS) {
                break;
            }
            width *= step % 3 == 1 ? 2.5 : 2;
        }
        int[] counts = new int[(int) Math.floor((max - start) / width) + 1];
        for (double value : values) {
            // Whole numbers below 2^53: the quotient is never rounded across a whole number.
            counts[(int) Math.floor((value - start) / width)]++;
        }
        return new Histogram(start, width, counts);
    }

    /** Returns the smallest value bin {@code k} holds. */
    public double low(int k) {
        return start + k * width;
    }

    /** Returns the largest value bin {@code k} holds. */
    public double high(int k) {
        return start + (k + 1) * width - 1;
    }

    /** Returns the largest count of any bin. */
    public int tallest() {
        int tallest = 0;
        for (int count : counts) {
            tallest = Math.max(tallest, count);
        }
        return tallest;
    }
}
