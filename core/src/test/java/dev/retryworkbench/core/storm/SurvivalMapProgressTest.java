package dev.retryworkbench.core.storm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.storm.simulation.StormInputs;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Issue 34: the map's time left, told from the work done so far, and what it will take before it starts. */
class SurvivalMapProgressTest {
    @Test
    void theTimeLeftIsThePaceSoFarOverTheRunsLeft() {
        // 152 runs in 26 s: 1,368 runs left at 0.171 s each, 234 s, told in minutes.
        assertThat(SurvivalMapWork.progressLine(152, 1520, 26))
                .isEqualTo("Mapping the edge of safety: 152 of 1,520 runs done, about 4 min left.");
        assertThat(SurvivalMapWork.progressLine(760, 1520, 10))
                .isEqualTo("Mapping the edge of safety: 760 of 1,520 runs done, about 10 s left.");
        // Before a fiftieth is done the pace says too little.
        assertThat(SurvivalMapWork.progressLine(30, 1520, 1)).isEqualTo("Mapping the edge of safety: 30 of 1,520 runs done.");
        assertThat(SurvivalMapWork.progressLine(0, 1520, 0)).isEqualTo("Mapping the edge of safety: 0 of 1,520 runs done.");
    }

    @Test
    void theScaleLineSaysRunsRequestsAndARoughTimeBeforeTheStart() {
        SurvivalMapWork work = new SurvivalMapWork(StormInputs.workedExample(), null, SurvivalMapInputs.defaults());
        // 12 strategies x (120 cells + 12 knee rates + 20 seeds) = 1,824 runs of 40 requests/s x 80 s = 3,200
        // requests: 5.8 million at a million a second.
        assertThat(work.scaleLine()).isEqualTo("Mapping the edge of safety: 1,824 runs of about 3,200 requests each,"
                + " roughly 6 s here. Press \u201cStop mapping\u201d to stop.");
    }

    @Test
    void everyJobRunsOnceInTheMapsOrder() {
        SurvivalMapWork work = new SurvivalMapWork(StormInputs.workedExample(), null, SurvivalMapInputs.defaults());
        Set<Integer> seen = new HashSet<>();
        for (int k = 0; k < work.cellsTotal(); k++) {
            seen.add(work.jobAt(k));
        }
        assertThat(seen).hasSize(work.cellsTotal()).allSatisfy(j -> assertThat(j).isBetween(0, work.cellsTotal() - 1));
    }

    /**
     * The runs come in an order that samples the whole map, so the steps the first tenth, quarter and half
     * took, scaled to all the runs, foretell the map's steps within a fifth (in index order the cheap short,
     * mild cells came first and the first tenth foretold a fraction of the whole).
     */
    @Test
    void thePaceOfTheFirstRunsIsThePaceOfAll() {
        SurvivalMapWork work = new SurvivalMapWork(StormInputs.workedExample(), null, SurvivalMapInputs.defaults());
        int total = work.cellsTotal();
        int[] marks = {total / 10, total / 4, total / 2};
        long[] stepsAt = new long[marks.length];
        long steps = 0;
        while (!work.step()) {
            steps++;
            for (int i = 0; i < marks.length; i++) {
                if (stepsAt[i] == 0 && work.cellsDone() >= marks[i]) {
                    stepsAt[i] = steps;
                }
            }
        }
        for (int i = 0; i < marks.length; i++) {
            double foretold = (double) stepsAt[i] * total / marks[i];
            assertThat(foretold / steps).as("after " + marks[i] + " runs").isBetween(0.8, 1.2);
        }
    }
}
