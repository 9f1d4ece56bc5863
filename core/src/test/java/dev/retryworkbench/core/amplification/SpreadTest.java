package dev.retryworkbench.core.amplification;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Nearest-rank percentiles, the mean and the bins, on small sets sorted by hand. */
class SpreadTest {
    @Test
    void oneValueIsEveryStatistic() {
        Spread spread = Spread.of(new double[] {7});
        assertThat(new double[] {spread.min(), spread.p50(), spread.p95(), spread.p99(), spread.max(), spread.mean()})
                .containsExactly(7, 7, 7, 7, 7, 7);
        assertThat(spread.histogram().counts()).containsExactly(1);
        assertThat(spread.histogram().start()).isEqualTo(7);
    }

    @Test
    void twoValues() {
        // ceil(0.5 x 2) = 1: the first value; ceil(0.95 x 2) = ceil(0.99 x 2) = 2: the second.
        Spread spread = Spread.of(new double[] {9, 3});
        assertThat(new double[] {spread.min(), spread.p50(), spread.p95(), spread.p99(), spread.max(), spread.mean()})
                .containsExactly(3, 3, 9, 9, 9, 6);
    }

    @Test
    void threeValues() {
        // ceil(1.5) = 2, ceil(2.85) = 3, ceil(2.97) = 3.
        Spread spread = Spread.of(new double[] {5, 1, 4});
        assertThat(new double[] {spread.p50(), spread.p95(), spread.p99(), spread.mean()})
                .containsExactly(4, 5, 5, 10.0 / 3);
    }

    @Test
    void tenValues() {
        // Sorted 10, 20, ..., 100: ceil(5) = 5 -> 50; ceil(9.5) = 10 -> 100; ceil(9.9) = 10 -> 100.
        Spread spread = Spread.of(new double[] {100, 30, 50, 10, 90, 70, 20, 60, 40, 80});
        assertThat(new double[] {spread.min(), spread.p50(), spread.p95(), spread.p99(), spread.max(), spread.mean()})
                .containsExactly(10, 50, 100, 100, 100, 55);
    }

    @Test
    void aHundredValuesTakeTheRankWithoutFloatingPointError() {
        // 0.95 x 100 is 95.00000000000001 in doubles; its ceiling would be 96. Exactly: ranks 50, 95 and 99.
        double[] values = new double[100];
        for (int i = 0; i < 100; i++) {
            values[i] = 100 - i;
        }
        Spread spread = Spread.of(values);
        assertThat(new double[] {spread.min(), spread.p50(), spread.p95(), spread.p99(), spread.max(), spread.mean()})
                .containsExactly(1, 50, 95, 99, 100, 50.5);
    }

    @Test
    void ranksAreExactAtRoundCounts() {
        assertThat(Spread.rankIndex(1_000, 95)).isEqualTo(949);
        assertThat(Spread.rankIndex(1_000, 99)).isEqualTo(989);
        assertThat(Spread.rankIndex(100_000, 99)).isEqualTo(98_999);
        assertThat(Spread.rankIndex(101, 50)).isEqualTo(50);
        assertThat(Spread.rankIndex(7, 95)).isEqualTo(6);
    }

    @Test
    void valuesCloseTogetherGetOneBinEach() {
        Histogram histogram = Spread.of(new double[] {5, 7, 7, 9, 8, 7}).histogram();
        assertThat(histogram.width()).isEqualTo(1);
        assertThat(histogram.start()).isEqualTo(5);
        assertThat(histogram.counts()).containsExactly(1, 0, 3, 1, 1);
        assertThat(histogram.low(2)).isEqualTo(7);
        assertThat(histogram.high(2)).isEqualTo(7);
    }

    @Test
    void twentyValuesStillFitOneBinEach() {
        Histogram histogram = Spread.of(new double[] {1, 20}).histogram();
        assertThat(histogram.width()).isEqualTo(1);
        assertThat(histogram.counts()).hasSize(20);
    }

    @Test
    void widerRangesGetRoundWidthsAlignedToThem() {
        // 0 to 20 needs 21 bins of 1: width 2 from 0, 11 bins.
        assertThat(Spread.of(new double[] {0, 20}).histogram().counts()).hasSize(11);
        // 1,234 to 9,876 ms: widths 1, 2, 5, ..., 500 is the first whose bins from 1,000 reach 9,876 in 20.
        Histogram ms = Spread.of(new double[] {1_234, 5_000, 5_499, 9_876}).histogram();
        assertThat(ms.width()).isEqualTo(500);
        assertThat(ms.start()).isEqualTo(1_000);
        assertThat(ms.counts()).containsExactly(1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 1);
        assertThat(ms.low(8)).isEqualTo(5_000);
        assertThat(ms.high(8)).isEqualTo(5_499);
    }

    @Test
    void everyValueLandsInABinThatHoldsIt() {
        double[] values = new double[997];
        for (int i = 0; i < values.length; i++) {
            values[i] = (i * 7919L) % 100_003;
        }
        Histogram histogram = Spread.of(values.clone()).histogram();
        assertThat(histogram.counts().length).isLessThanOrEqualTo(Histogram.MAX_BINS);
        int total = 0;
        for (int count : histogram.counts()) {
            total += count;
        }
        assertThat(total).isEqualTo(values.length);
        for (double value : values) {
            int k = (int) Math.floor((value - histogram.start()) / histogram.width());
            assertThat(value).isBetween(histogram.low(k), histogram.high(k));
        }
    }

    @Test
    void selectionFindsWhatSortingFinds() {
        java.util.Random random = new java.util.Random(5);
        for (int trial = 0; trial < 200; trial++) {
            int n = 1 + random.nextInt(trial < 100 ? 12 : 3_000);
            // Few distinct values (as attempts started has), or many; in random, ascending or descending order.
            int distinct = trial % 3 == 0 ? 3 : 1_000_000;
            double[] values = new double[n];
            for (int i = 0; i < n; i++) {
                values[i] = random.nextInt(distinct);
            }
            if (trial % 5 == 1) {
                java.util.Arrays.sort(values);
            } else if (trial % 5 == 2) {
                java.util.Arrays.sort(values);
                for (int i = 0; i < n / 2; i++) {
                    double swap = values[i];
                    values[i] = values[n - 1 - i];
                    values[n - 1 - i] = swap;
                }
            }
            double[] sorted = values.clone();
            java.util.Arrays.sort(sorted);
            Spread spread = Spread.of(values);
            assertThat(new double[] {spread.min(), spread.p50(), spread.p95(), spread.p99(), spread.max()})
                    .as("trial %d, n = %d", trial, n)
                    .containsExactly(sorted[0], sorted[(int) Math.ceil(0.5 * n) - 1],
                            sorted[(int) Math.ceil(0.95 * n) - 1], sorted[(int) Math.ceil(0.99 * n) - 1], sorted[n - 1]);
            // The values are reordered, never changed.
            double[] after = values.clone();
            java.util.Arrays.sort(after);
            assertThat(after).containsExactly(sorted);
        }
    }

    @Test
    void aHistogramHasOneToTwentyBins() {
        assertThatThrownBy(() -> new Histogram(0, 1, new int[0])).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Histogram(0, 1, new int[21])).isInstanceOf(IllegalArgumentException.class);
    }
}
