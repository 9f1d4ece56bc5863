package dev.retryworkbench.core.latency;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.random.SplitMix64;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The latency rows' sort in bounded steps gives the array Arrays.sort gives, each step within its budget. */
class SlicedSortTest {
    @Test
    void sortsLikeArraysSortWithBoundedSteps() {
        SplitMix64 random = new SplitMix64(7);
        for (int length : new int[] {0, 1, 2, SlicedSort.RUN - 1, SlicedSort.RUN, SlicedSort.RUN + 1, 3 * SlicedSort.RUN,
            100_000}) {
            double[] values = new double[length + 5];
            for (int i = 0; i < values.length; i++) {
                // Repeated values too: latencies are often equal to the millisecond.
                values[i] = Math.floor(random.unit() * 500) + (i % 3 == 0 ? 0.5 : 0);
            }
            double[] expected = values.clone();
            Arrays.sort(expected, 0, length);
            SlicedSort sort = new SlicedSort(values, length);
            int steps = 0;
            while (!sort.step(16_384)) {
                steps++;
            }
            assertThat(values).as("length %d", length).containsExactly(expected);
            // 100,000 values: about 7 steps of first runs, then twelve passes of merges, about 7 steps each for the
            // narrow ones and fewer for the wide ones, whose merges are larger than a step's budget.
            if (length == 100_000) {
                assertThat(steps).isBetween(55, 80);
            }
        }
    }
}
