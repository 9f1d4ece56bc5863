package dev.retryworkbench.web.bench;

import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.budget.RetryBudget;
import dev.retryworkbench.core.storm.simulation.Shedding;
import dev.retryworkbench.core.storm.simulation.StormInputs;
import dev.retryworkbench.core.storm.simulation.StormRun;
import dev.retryworkbench.core.storm.simulation.StormSimulation;
import dev.retryworkbench.core.storm.simulation.StormTrigger;
import dev.retryworkbench.core.storm.simulation.WorkerPool;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;
import org.teavm.jso.browser.Performance;

/**
 * The storm simulation alone in the browser, no page around it: the TeaVM entry of {@link
 * StormSimulationBenchmark}, compiled by the {@code bench} profile to {@code web/target/bench/storm-simulation.js}
 * (never part of the site). Its {@code main} defines {@code window.stormSimulation(scenario, runs)}, which
 * simulates the scenario {@code runs} times back to back and returns {@code "<attempts per run> <ms>"}, the
 * milliseconds of all runs together by {@code performance.now()}. The scenarios are {@code StormBenchmark}'s
 * (core's JMH benchmark), built the same way, and the attempts are the run's, as it counts them.
 */
public final class StormSimulationScript {
    private StormSimulationScript() {
    }

    /** The function the driver calls. */
    @JSFunctor
    interface Bench extends JSObject {
        String run(String scenario, int runs);
    }

    @JSBody(params = "bench", script = "window.stormSimulation = bench;")
    private static native void publish(Bench bench);

    public static void main(String[] args) {
        publish(StormSimulationScript::run);
    }

    private static String run(String scenario, int runs) {
        StormInputs inputs = inputs(scenario);
        int attempts = 0;
        double start = Performance.now();
        for (int i = 0; i < runs; i++) {
            StormRun run = StormSimulation.simulate(inputs);
            attempts = run.attempts();
        }
        double ms = Performance.now() - start;
        return attempts + " " + ms;
    }

    /** StormBenchmark's scenarios, built as its {@code setUp} builds them. */
    static StormInputs inputs(String scenario) {
        switch (scenario) {
            case "workedExample":
                return StormInputs.workedExample();
            case "million":
                return StormInputs.builder().withClients(100).withRequestsPerSecond(2_500).withArrivalsStopSeconds(200)
                        .withBaseLatencyMs(50).withLatencyPerInFlightMs(0).withFailureProbability(0.6)
                        .withTrigger(new StormTrigger(100, 110, 1.0, null)).withAttemptTimeoutMs(1_000).build();
            case "collapse":
                return StormInputs.builder().withClients(100).withRequestsPerSecond(400).withArrivalsStopSeconds(300)
                        .withBaseLatencyMs(1_000).withLatencyPerInFlightMs(1).withFailureProbability(0)
                        .withTrigger(new StormTrigger(20, 29, null, 800.0)).withAttemptTimeoutMs(3_000).build();
            case "millionWorld":
                return StormInputs.builder().withClients(100).withRequestsPerSecond(2_500).withArrivalsStopSeconds(200)
                        .withBaseLatencyMs(50).withLatencyPerInFlightMs(0).withFailureProbability(0.6)
                        .withTrigger(new StormTrigger(100, 110, 1.0, null)).withAttemptTimeoutMs(1_000)
                        .withBudget(RetryBudget.defaults(BudgetKind.AWS_ADAPTIVE)).withPool(new WorkerPool(10, null))
                        .withShedding(new Shedding(100, 5, 50.0)).withCancelOnTimeout(true).build();
            case "collapseWorld":
                return StormInputs.builder().withClients(100).withRequestsPerSecond(400).withArrivalsStopSeconds(300)
                        .withBaseLatencyMs(1_000).withLatencyPerInFlightMs(1).withFailureProbability(0)
                        .withTrigger(new StormTrigger(20, 29, null, 800.0)).withAttemptTimeoutMs(3_000)
                        .withBudget(RetryBudget.defaults(BudgetKind.AWS_ADAPTIVE)).withPool(new WorkerPool(30, null))
                        .withShedding(new Shedding(2_500, 5, 1_000.0)).withCancelOnTimeout(true).build();
            default:
                throw new IllegalArgumentException("no storm scenario " + scenario);
        }
    }
}
