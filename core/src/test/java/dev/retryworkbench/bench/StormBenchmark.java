package dev.retryworkbench.bench;

import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.budget.RetryBudget;
import dev.retryworkbench.core.storm.simulation.Shedding;
import dev.retryworkbench.core.storm.simulation.StormInputs;
import dev.retryworkbench.core.storm.simulation.StormResult;
import dev.retryworkbench.core.storm.simulation.StormRun;
import dev.retryworkbench.core.storm.simulation.StormSimulation;
import dev.retryworkbench.core.storm.simulation.StormSimulator;
import dev.retryworkbench.core.storm.simulation.StormTrigger;
import dev.retryworkbench.core.storm.simulation.WorkerPool;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The retry storm simulator on the JVM: one run of a scenario ({@code simulate}, whose {@code
 * attempts} counter JMH reports as attempts simulated per second) and the whole result, the entered
 * run and the nine other comparison rows ({@code run}). Scenarios: the worked example (8,413
 * attempts); {@code million}, 2,500 requests per second for 200 s failing with probability 0.6 under
 * three immediate SDK attempts, with a 10 s outage (1,004,802 attempts); {@code collapse}, the worked
 * example's collapse at ten times the scale for 300 s (348,153 attempts, up to 66,000 in flight, so
 * the event heap is large). The {@code ...World} scenarios are the same with issue 19's controls on:
 * worker pools, a dependency that sheds load with a Retry-After, cancellation and the AWS SDK's
 * adaptive mode ({@code millionWorld}: 10 workers per client, a limit of 100 attempts, Retry-After
 * 50 ms; {@code collapseWorld}: 30 workers per client, a limit of 2,500, Retry-After 1 s).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class StormBenchmark {
    @Param({"workedExample", "million", "collapse", "millionWorld", "collapseWorld"})
    public String scenario;

    private StormInputs inputs;

    /** Counts the attempts simulated; JMH divides by the time, giving attempts per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Attempts {
        public long attempts;

        @Setup(Level.Iteration)
        public void reset() {
            attempts = 0;
        }
    }

    @Setup(Level.Trial)
    public void setUp() {
        switch (scenario) {
            case "workedExample":
                inputs = StormInputs.workedExample();
                break;
            case "million":
                inputs = StormInputs.builder().withClients(100).withRequestsPerSecond(2_500)
                        .withArrivalsStopSeconds(200)
                        .withBaseLatencyMs(50).withLatencyPerInFlightMs(0).withFailureProbability(0.6)
                        .withTrigger(new StormTrigger(100, 110, 1.0, null)).withAttemptTimeoutMs(1_000).build();
                break;
            case "collapse":
                inputs = StormInputs.builder().withClients(100).withRequestsPerSecond(400).withArrivalsStopSeconds(300)
                        .withBaseLatencyMs(1_000).withLatencyPerInFlightMs(1).withFailureProbability(0)
                        .withTrigger(new StormTrigger(20, 29, null, 800.0)).withAttemptTimeoutMs(3_000).build();
                break;
            case "millionWorld":
                inputs = StormInputs.builder().withClients(100).withRequestsPerSecond(2_500)
                        .withArrivalsStopSeconds(200)
                        .withBaseLatencyMs(50).withLatencyPerInFlightMs(0).withFailureProbability(0.6)
                        .withTrigger(new StormTrigger(100, 110, 1.0, null)).withAttemptTimeoutMs(1_000)
                        .withBudget(RetryBudget.defaults(BudgetKind.AWS_ADAPTIVE)).withPool(new WorkerPool(10, null))
                        .withShedding(new Shedding(100, 5, 50.0)).withCancelOnTimeout(true).build();
                break;
            case "collapseWorld":
                inputs = StormInputs.builder().withClients(100).withRequestsPerSecond(400).withArrivalsStopSeconds(300)
                        .withBaseLatencyMs(1_000).withLatencyPerInFlightMs(1).withFailureProbability(0)
                        .withTrigger(new StormTrigger(20, 29, null, 800.0)).withAttemptTimeoutMs(3_000)
                        .withBudget(RetryBudget.defaults(BudgetKind.AWS_ADAPTIVE)).withPool(new WorkerPool(30, null))
                        .withShedding(new Shedding(2_500, 5, 1_000.0)).withCancelOnTimeout(true).build();
                break;
            default:
                throw new IllegalArgumentException("no storm scenario " + scenario);
        }
    }

    /** Measures one simulated run: runs per second, and its {@code attempts} counter in attempts per second. */
    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public StormRun simulate(Attempts counter) {
        StormRun run = StormSimulation.simulate(inputs);
        counter.attempts += run.attempts();
        return run;
    }

    /** Measures what the page computes for one set of inputs: the run and every comparison row. */
    @Benchmark
    public StormResult run() {
        return StormSimulator.run(inputs);
    }
}
