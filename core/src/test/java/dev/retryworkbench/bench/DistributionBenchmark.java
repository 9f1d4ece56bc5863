package dev.retryworkbench.bench;

import dev.retryworkbench.core.amplification.AmplificationInputs;
import dev.retryworkbench.core.amplification.SeedDistribution;
import dev.retryworkbench.core.amplification.Spread;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The distribution over seeds on the JVM: the worked example with full jitter over 1,000 runs (the
 * default, computed within one edit) and 100,000 runs (the most, which the page does in slices), the
 * runs and the three figures' statistics and histograms together.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class DistributionBenchmark {
    @Param({"1000", "100000"})
    public int runs;

    private AmplificationInputs inputs;

    @Setup
    public void setUp() {
        AmplificationInputs jittered = Scenarios.amplificationInputs("workedExampleFullJitter");
        inputs = new AmplificationInputs(jittered.layers(),
                jittered.attemptTimeoutMs(), jittered.failureAfterMs(), jittered.deadlineMs(), jittered.deadlineRule(),
                jittered.jitter(), jittered.seed(), runs);
    }

    /** Measures every run and the summary of the three figures. */
    @Benchmark
    public Spread distribution() {
        SeedDistribution distribution = new SeedDistribution(inputs).complete();
        distribution.attemptsStarted();
        distribution.backoffMs();
        return distribution.elapsedMs();
    }
}
