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
                int steps = 1;
                while (!selection.step(16_384)) {
                    steps++;
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
                if (length == 100_000 && distinctValues == 1_000_000) {
                    // About seven partitions over the values, where a merge sort passes seventeen times.
                    assertThat(steps).isBetween(20, 60);
                }
            }
        }
    }

    @Test
    void ranksOutOfOrderOrRangeAreRefused() {
        assertThatThrownBy(() -> new RankSelection(new double[3], 3, new int[] {2, 1}))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new RankSelection(new double[3], 2, new int[] {2}))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
