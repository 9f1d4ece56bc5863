package dev.retryworkbench.core.amplification;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.retryworkbench.core.random.SplitMix64;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Selecting many ranks at once in bounded steps puts at each rank the value an ascending sort puts there. */
class RankSelectionTest {
    @Test
    void eachRankHoldsTheSortedValueWithTheSmallerBeforeAndTheLargerAfter() {
        SplitMix64 random = new SplitMix64(7);
        for (int length : new int[] {1, 2, 15, 16, 17, 100, 1_000, 100_000}) {
            for (int distinctValues : new int[] {1, 3, 500, 1_000_000}) {
                double[] values = new double[length + 5];
                for (int i = 0; i < values.length; i++) {
                    // Repeated values too: latencies are often equal to the millisecond.
                    values[i] = Math.floor(random.unit() * distinctValues) + (i % 3 == 0 ? 0.5 : 0);
                }
                double[] sorted = Arrays.copyOf(values, length);
                Arrays.sort(sorted);
                // Ranks at the start, the end, repeated, and crowded near the top as the latency rows' are.
                int[] ranks = {0, 0, length / 2, length * 98 / 100, length * 99 / 100, length * 999 / 1000, length - 1};
                double[] after = values.clone();
                RankSelection selection = new RankSelection(after, length, ranks);
                while (!selection.step(16_384)) {
                    // Bounded steps, as a page runs them.
                }
                for (int rank : ranks) {
                    assertThat(after[rank]).as("rank %d of %d", rank, length).isEqualTo(sorted[rank]);
                    int misplaced = 0;
                    for (int i = 0; i < length; i++) {
                        misplaced += (i < rank ? after[i] <= after[rank] : after[i] >= after[rank]) ? 0 : 1;
                    }
                    assertThat(misplaced).as("values on the wrong side of rank %d of %d", rank, length).isZero();
                }
                // Only the start is selected in; what lies after it stays.
                assertThat(Arrays.copyOfRange(after, length, after.length))
                        .containsExactly(Arrays.copyOfRange(values, length, values.length));
            }
        }
    }

    @Test
    void theLatencyRowsSixtyNineRanksTakeAboutSixPassesOverTheValues() {
        // A row's ranks (every 2% to the p98, every 0.1% to the p99.9, the maximum) among 100,000 latencies.
        int n = 100_000;
        int[] ranks = new int[69];
        for (int k = 0; k < 49; k++) {
            ranks[k] = n * (k + 1) / 50 - 1;
        }
        for (int k = 0; k < 19; k++) {
            ranks[49 + k] = n * (981 + k) / 1000 - 1;
        }
        ranks[68] = n - 1;
        SplitMix64 random = new SplitMix64(42);
        double[] values = new double[n];
        for (int i = 0; i < n; i++) {
            values[i] = 20 + Math.floor(random.unit() * 1_000_000) / 1000;
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        RankSelection selection = new RankSelection(values, n, ranks);
        int steps = 1;
        while (!selection.step(16_000)) {
            steps++;
        }
        for (int rank : ranks) {
            assertThat(values[rank]).isEqualTo(sorted[rank]);
        }
        // Steps of at least 16,000 values: about six passes over the 100,000, where a merge sort makes seventeen.
        assertThat(steps).isBetween(32, 44);
    }

    @Test
    void ranksOutOfOrderOrRangeAreRefused() {
        assertThatThrownBy(() -> new RankSelection(new double[3], 3, new int[] {2, 1}))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new RankSelection(new double[3], 2, new int[] {2}))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
