package dev.retryworkbench.bench;

import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.planner.Planner;
import dev.retryworkbench.core.planner.PlannerInputs;
import dev.retryworkbench.core.planner.PlannerResult;
import dev.retryworkbench.core.planner.PlannerTool;
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
 * The 429 backoff planner on the JVM: the whole page evaluation (parse, validate, compute,
 * render) and the formulas alone, at the worked example and at the largest attempt cap (100).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class PlannerBenchmark {
    @Param({"workedExample", "max100Attempts"})
    public String scenario;

    private PlannerTool tool;
    private RawValues form;
    private PlannerInputs inputs;

    /** Reads the scenario's form once and checks it is valid. */
    @Setup(Level.Trial)
    public void setUp() {
        tool = new PlannerTool();
        form = Scenarios.planner(tool, scenario);
        Evaluation check = tool.evaluate(form);
        if (!check.isValid()) {
            throw new IllegalStateException(scenario + " does not validate: " + check.errors());
        }
        PlannerInputs worked = PlannerInputs.workedExample();
        inputs = "workedExample".equals(scenario) ? worked
                : new PlannerInputs(worked.baseDelaySeconds(), worked.multiplier(), worked.maxDelaySeconds(), 100,
                        worked.jitter(), worked.rpmLimit(), worked.tpmLimit(), worked.tokensPerAttempt(),
                        worked.attemptLatencySeconds(), worked.plannedConcurrency(), worked.successRate(),
                        worked.arrivalPerMinute(), worked.backlog());
    }

    /** Measures what one edit on the page costs: the form's text to the results' HTML. */
    @Benchmark
    public Evaluation evaluate() {
        return tool.evaluate(form);
    }

    /** Measures the formulas alone. */
    @Benchmark
    public PlannerResult compute() {
        return Planner.compute(inputs);
    }
}
