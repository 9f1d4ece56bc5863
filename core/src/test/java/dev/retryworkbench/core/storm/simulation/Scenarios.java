package dev.retryworkbench.core.storm.simulation;

/** The tests' scenarios: a tiny hand-checkable one, outages, and runs whose budget state tests read. */
public final class Scenarios {
    private Scenarios() {
    }

    /**
     * Three requests on one client, one at a time: seed 77 at 1 request per second until 3 s brings
     * arrivals at 485 ms, 1,279 ms and 2,858 ms (the test checks one per second). Each attempt takes
     * 10 ms and nothing fails outside the trigger window, which by default changes nothing; the SDK
     * makes 3 immediate attempts, the outer layers 1.
     */
    public static StormInputs.Builder threeRequests() {
        return StormInputs.builder().withClients(1).withRequestsPerSecond(1).withArrivalsStopSeconds(3)
                .withBaseLatencyMs(10).withLatencyPerInFlightMs(0).withTrigger(new StormTrigger(0, 1, null, null))
                .withAttemptTimeoutMs(1_000)
                .withLayers(StormInputs.layer(3), StormInputs.layer(1), StormInputs.layer(1))
                .withSeed(77);
    }

    /** Returns a trigger in which every attempt started in [start, end) seconds fails, at the normal rate. */
    public static StormTrigger outage(double start, double end) {
        return new StormTrigger(start, end, 1.0, null);
    }

    /** Runs the inputs to the end and returns the finished simulation, whose budget state tests read. */
    public static StormSimulation simulation(StormInputs inputs) {
        StormSimulation simulation = new StormSimulation(inputs);
        simulation.advance(Integer.MAX_VALUE);
        return simulation;
    }
}
