package dev.retryworkbench.bench;

import dev.retryworkbench.core.amplification.AmplificationInputs;
import dev.retryworkbench.core.amplification.AmplificationResult;
import dev.retryworkbench.core.amplification.AmplificationTool;
import dev.retryworkbench.core.check.Checks;
import dev.retryworkbench.core.amplification.Simulator;
import dev.retryworkbench.core.amplification.TimelineRow;
import dev.retryworkbench.core.amplification.TimelineSink;
import dev.retryworkbench.core.amplification.TraceSummary;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.tool.Evaluation;
import java.util.concurrent.TimeUnit;
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
 * The retry amplification workbench on the JVM: the whole page evaluation (parse, validate,
 * simulate, render) and the simulation alone, at the worked example, at the largest inputs
 * (100 x 100 x 100 attempts, no deadline, without and with full jitter), and at a
 * 1,000,000-attempt configuration clipped by a 10,000 ms deadline, whose cost should match the
 * worked example's because both traces have 15 rows.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class AmplificationBenchmark {
    @Param({"workedExample", "clipped100x100x100", "max100x100x100", "max100x100x100FullJitter"})
    public String scenario;

    private AmplificationTool tool;
    private RawValues form;
    private AmplificationInputs inputs;

    /**
     * Checks the scenario's form and builds its inputs. The check does not simulate: one large run
     * here would train the JIT on another path than the benchmark's and distort it (a single
     * {@code run} of the largest inputs made a later {@code stream} of them twice as slow).
     */
    @Setup(Level.Trial)
    public void setUp() {
        tool = new AmplificationTool(Checks.FINDINGS);
        form = Scenarios.amplification(tool, scenario);
        FormReading reading = FormReading.read(tool.form(), form);
        if (!reading.valid()) {
            throw new IllegalStateException(scenario + " does not validate: " + reading.errors());
        }
        inputs = Scenarios.amplificationInputs(scenario);
    }

    /** Measures what one edit on the page costs: the form's text to the results' HTML. */
    @Benchmark
    public Evaluation evaluate() {
        return tool.evaluate(form);
    }

    /** Measures the simulation with the page's sink, which keeps 100 rows at each end. */
    @Benchmark
    public AmplificationResult simulate() {
        return Simulator.run(inputs, AmplificationTool.TABLE_ROWS_EACH_END);
    }

    /** Measures the trace loop alone, with a sink that keeps nothing. */
    @Benchmark
    public TraceSummary summary() {
        return Simulator.stream(inputs, DISCARD);
    }

    /** Keeps no row, so {@link #summary} measures the loop and the summary only. */
    private static final TimelineSink DISCARD = new TimelineSink() {
        @Override
        public void accept(TimelineRow.Action action, int layer, int[] path, double startMs, double endMs,
                boolean clipped, int cut) {
        }
    };
}
