package dev.retryworkbench.core.amplification;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.retryworkbench.core.policy.DeadlineRule;
import dev.retryworkbench.core.policy.Jitter;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class SeedDistributionTest {
    /** The worked example with full jitter over {@code runs} seeds from {@code seed}. */
    private static AmplificationInputs jittered(long seed, int runs) {
        return jittered(seed, runs, AmplificationInputs.workedExample().deadlineMs());
    }

    private static AmplificationInputs jittered(long seed, int runs, Long deadlineMs) {
        AmplificationInputs worked = AmplificationInputs.workedExample();
        return new AmplificationInputs(worked.layers(), worked.attemptTimeoutMs(),
                null, deadlineMs, DeadlineRule.CLIP, Jitter.FULL, seed, runs);
    }

    /** Each run's figures from the teaching trace of its seed: the simulator's other path, with a timeline. */
    private static double[][] oneByOne(AmplificationInputs inputs) {
        double[][] figures = new double[3][inputs.runs()];
        for (int i = 0; i < inputs.runs(); i++) {
            AmplificationResult run = Simulator.run(inputs.withSeed(inputs.seed() + i), 1);
            figures[0][i] = run.attemptsStarted();
            figures[1][i] = run.elapsedMs();
            figures[2][i] = run.backoffMs();
        }
        return figures;
    }

    @Test
    void eachRunIsTheTeachingTraceOfItsSeed() {
        AmplificationInputs inputs = jittered(42, 200);
        double[][] expected = oneByOne(inputs);
        SeedDistribution distribution = new SeedDistribution(inputs).complete();
        assertSpread(distribution.attemptsStarted(), expected[0]);
        assertSpread(distribution.elapsedMs(), expected[1]);
        assertSpread(distribution.backoffMs(), expected[2]);
        // Full jitter spreads the runs: not every seed gives the same trace.
        assertThat(distribution.attemptsStarted().min()).isLessThan(distribution.attemptsStarted().max());
        assertThat(distribution.backoffMs().min()).isLessThan(distribution.backoffMs().max());
    }

    @Test
    void seedsPastTheFieldsLargestGoOnAs64BitStates() {
        // From 4,294,967,295 = 2^32 - 1, the second run's seed is 2^32: the state's high half is 1, not 0.
        AmplificationInputs inputs = jittered(4_294_967_295L, 2, null);
        SeedDistribution distribution = new SeedDistribution(inputs).complete();
        AmplificationResult last = Simulator.run(inputs, 1);
        Simulator.Runs runs = new Simulator.Runs(inputs);
        runs.run(1, 0);
        double[] expected = {last.elapsedMs(), runs.elapsedMs()};
        Arrays.sort(expected);
        assertThat(new double[] {distribution.elapsedMs().min(), distribution.elapsedMs().max()})
                .containsExactly(expected);
        // Wrapping around to seed 0 would have given another trace.
        assertThat(Simulator.run(inputs.withSeed(0), 1).elapsedMs()).isNotEqualTo((long) runs.elapsedMs());
    }

    @Test
    void steppingGivesWhatOneStepGives() {
        AmplificationInputs inputs = jittered(7, 1_000);
        SeedDistribution whole = new SeedDistribution(inputs).complete();
        SeedDistribution stepped = new SeedDistribution(inputs);
        for (int steps = 1; steps <= 27; steps++) {
            assertThat(stepped.step(37)).isFalse();
            assertThat(stepped.runsDone()).isEqualTo(37 * steps);
        }
        assertThat(stepped.step(37)).isFalse();
        assertThat(stepped.runsDone()).isEqualTo(1_000);
        // Then one step for each figure's summary.
        assertThat(stepped.step(37)).isFalse();
        assertThat(stepped.step(37)).isFalse();
        assertThat(stepped.done()).isFalse();
        assertThat(stepped.step(37)).isTrue();
        for (Spread[] pair : new Spread[][] {{whole.attemptsStarted(), stepped.attemptsStarted()},
                {whole.elapsedMs(), stepped.elapsedMs()}, {whole.backoffMs(), stepped.backoffMs()}}) {
            assertThat(pair[1]).usingRecursiveComparison().isEqualTo(pair[0]);
        }
    }

    @Test
    void statisticsWaitForEveryRun() {
        SeedDistribution distribution = new SeedDistribution(jittered(42, 10));
        distribution.step(9);
        assertThat(distribution.done()).isFalse();
        assertThatThrownBy(distribution::elapsedMs).isInstanceOf(IllegalStateException.class)
                .hasMessage("9 of 10 runs are done and summarised");
        assertThat(distribution.step(0)).isFalse();
        assertThat(distribution.runsDone()).isEqualTo(9);
        assertThat(distribution.complete().done()).isTrue();
        assertThat(distribution.step(100)).isTrue();
    }

    private static void assertSpread(Spread spread, double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        double sum = 0;
        for (double value : sorted) {
            sum += value;
        }
        assertThat(spread.min()).isEqualTo(sorted[0]);
        assertThat(spread.p50()).isEqualTo(sorted[(int) Math.ceil(0.5 * n) - 1]);
        assertThat(spread.p95()).isEqualTo(sorted[(int) Math.ceil(0.95 * n) - 1]);
        assertThat(spread.p99()).isEqualTo(sorted[(int) Math.ceil(0.99 * n) - 1]);
        assertThat(spread.max()).isEqualTo(sorted[n - 1]);
        assertThat(spread.mean()).isEqualTo(sum / n);
    }
}
