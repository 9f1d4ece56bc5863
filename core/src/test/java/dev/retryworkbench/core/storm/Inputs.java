package dev.retryworkbench.core.storm;

import dev.retryworkbench.core.policy.DeadlineRule;
import dev.retryworkbench.core.policy.RetryPolicy;

/** Builds storm inputs for tests, starting from the worked example or from a tiny hand-checkable scenario. */
final class Inputs {
    int clients;
    double requestsPerSecond;
    double stopSeconds;
    double baseMs;
    double perInFlightMs;
    double failure;
    double triggerStart;
    double triggerEnd;
    Double triggerFailure;
    Double triggerRate;
    double timeoutMs;
    RetryPolicy sdk;
    RetryPolicy application;
    RetryPolicy runner;
    Double deadlineMs;
    DeadlineRule rule = DeadlineRule.CLIP;
    RetryBudget budget = RetryBudget.NONE;
    long seed;
    WorkerPool pool;
    Shedding shedding;
    boolean cancel;

    /** The worked example of the specification. */
    static Inputs workedExample() {
        StormInputs worked = StormInputs.workedExample();
        Inputs inputs = new Inputs();
        inputs.clients = worked.clients();
        inputs.requestsPerSecond = worked.requestsPerSecond();
        inputs.stopSeconds = worked.arrivalsStopSeconds();
        inputs.baseMs = worked.baseLatencyMs();
        inputs.perInFlightMs = worked.latencyPerInFlightMs();
        inputs.failure = worked.failureProbability();
        inputs.triggerStart = worked.trigger().startSeconds();
        inputs.triggerEnd = worked.trigger().endSeconds();
        inputs.triggerFailure = worked.trigger().failureProbability();
        inputs.triggerRate = worked.trigger().requestsPerSecond();
        inputs.timeoutMs = worked.attemptTimeoutMs();
        inputs.sdk = worked.sdk();
        inputs.application = worked.application();
        inputs.runner = worked.runner();
        inputs.seed = worked.seed();
        return inputs;
    }

    /**
     * Three requests on one client, one at a time: seed 77 at 1 request per second until 3 s brings
     * arrivals at 485 ms, 1,279 ms and 2,858 ms (the test checks one per second). Each attempt takes
     * 10 ms and nothing fails outside the trigger window, which by default changes nothing; the SDK
     * makes 3 immediate attempts, the outer layers 1.
     */
    static Inputs threeRequests() {
        Inputs inputs = new Inputs();
        inputs.clients = 1;
        inputs.requestsPerSecond = 1;
        inputs.stopSeconds = 3;
        inputs.baseMs = 10;
        inputs.failure = 0;
        inputs.triggerStart = 0;
        inputs.triggerEnd = 1;
        inputs.timeoutMs = 1_000;
        inputs.sdk = StormInputs.layer(3);
        inputs.application = StormInputs.layer(1);
        inputs.runner = StormInputs.layer(1);
        inputs.seed = 77;
        return inputs;
    }

    /** Makes every attempt started in [start, end) seconds fail. */
    Inputs outage(double start, double end) {
        triggerStart = start;
        triggerEnd = end;
        triggerFailure = 1.0;
        return this;
    }

    Inputs layers(RetryPolicy newSdk, RetryPolicy newApplication, RetryPolicy newRunner) {
        sdk = newSdk;
        application = newApplication;
        runner = newRunner;
        return this;
    }

    Inputs pool(int concurrency, Integer queueLimit) {
        pool = new WorkerPool(concurrency, queueLimit);
        return this;
    }

    Inputs shedding(int limit, double rejectionMs, Double retryAfterMs) {
        shedding = new Shedding(limit, rejectionMs, retryAfterMs);
        return this;
    }

    Inputs budget(RetryBudget newBudget) {
        budget = newBudget;
        return this;
    }

    StormInputs build() {
        return new StormInputs(clients, requestsPerSecond, stopSeconds, baseMs, perInFlightMs, failure,
                new StormTrigger(triggerStart, triggerEnd, triggerFailure, triggerRate), timeoutMs, sdk, application,
                runner, deadlineMs, rule, budget, seed, pool, shedding, cancel);
    }

    /** Runs the inputs to the end and returns the finished simulation, whose budget state tests read. */
    StormSimulation simulation() {
        StormSimulation simulation = new StormSimulation(build());
        simulation.advance(Integer.MAX_VALUE);
        return simulation;
    }

    StormRun run() {
        return StormSimulation.simulate(build());
    }
}
