package dev.retryworkbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.storm.SurvivalMapInputs;
import dev.retryworkbench.core.storm.SurvivalMapTexts;
import dev.retryworkbench.core.storm.SurvivalMapWork;
import dev.retryworkbench.core.storm.map.SurvivalMapNumbers;
import dev.retryworkbench.core.storm.simulation.StormInputs;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Issue 34: the command line's map on several threads is the single-threaded map, bit for bit. */
class ParallelMapTest {
    @Test
    void anyThreadCountGivesTheSteppedMapBitForBit() {
        SurvivalMapWork stepped = work();
        stepped.finish();
        double[] expected = SurvivalMapNumbers.encode(stepped.result());
        String expectedJson = SurvivalMapTexts.resultsJson(stepped.result());
        for (int threads : new int[] {1, 2, 3, 8}) {
            SurvivalMapWork parallel = work();
            List<Integer> heard = new ArrayList<>();
            ParallelMap.run(parallel, threads, 5, heard::add);
            double[] numbers = SurvivalMapNumbers.encode(parallel.result());
            assertThat(numbers).hasSameSizeAs(expected);
            for (int i = 0; i < numbers.length; i++) {
                // Bits, not values: NaN for null and the sign of zero count too.
                assertThat(Double.doubleToRawLongBits(numbers[i])).as(threads + " threads, number " + i)
                        .isEqualTo(Double.doubleToRawLongBits(expected[i]));
            }
            assertThat(SurvivalMapTexts.resultsJson(parallel.result())).isEqualTo(expectedJson);
            // Progress is heard until every run is done.
            assertThat(heard).isNotEmpty().isSorted();
            assertThat(heard.get(heard.size() - 1)).isEqualTo(parallel.cellsTotal());
        }
    }

    private static SurvivalMapWork work() {
        return new SurvivalMapWork(StormInputs.workedExample(), null, SurvivalMapInputs.defaults());
    }
}
