package dev.retryworkbench.core.storm;

import dev.retryworkbench.core.policy.DeadlineRule;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import java.util.Objects;

/**
 * Everything the retry storm simulator models: a fleet of clients calling one dependency, the bad
 * minute, the clients' nested retry policy (SDK inside application inside job runner, in whole
 * milliseconds), an optional end-to-end deadline from each request's arrival, the retry budget and
 * the seed.
 *
 * @param clients              how many clients share the requests, each with its own budget
 * @param requestsPerSecond    the fleet's Poisson arrival rate outside the trigger window
 * @param arrivalsStopSeconds  requests arrive at t before this; the run lasts until each has finished
 * @param baseLatencyMs        the dependency's service time with nothing else in flight
 * @param latencyPerInFlightMs the service time each other attempt in flight adds
 * @param failureProbability   the chance an attempt fails outside the trigger window
 * @param trigger              the window in which the failure probability or the rate changes
 * @param attemptTimeoutMs     how long a client waits for an attempt's outcome
 * @param sdk                  the innermost policy; the budget guards its retries
 * @param application          the policy that calls the SDK policy
 * @param runner               the outermost policy, which calls the application policy
 * @param deadlineMs           the end-to-end deadline from a request's arrival; null for none
 * @param deadlineRule         what a layer does with a wait that would reach the deadline
 * @param budget               the retry budget each client has
 * @param seed                 the SplitMix64 seed, 0 to 4,294,967,295
 * @param pool                 each client's worker pool; null for open clients (Part 2's model)
 * @param shedding             the dependency's concurrency limit and its rejections; null for none
 * @param cancelOnTimeout      true when the dependency stops working on an attempt at its client's
 *                             timeout or deadline cut (deadline propagation); false: it keeps working
 */
public record StormInputs(int clients, double requestsPerSecond, double arrivalsStopSeconds, double baseLatencyMs,
        double latencyPerInFlightMs, double failureProbability, StormTrigger trigger, double attemptTimeoutMs,
        RetryPolicy sdk, RetryPolicy application, RetryPolicy runner, Double deadlineMs, DeadlineRule deadlineRule,
        RetryBudget budget, long seed, WorkerPool pool, Shedding shedding, boolean cancelOnTimeout) {
    public static final Bounds CLIENTS = new Bounds("clients", 1, 100_000, true);
    public static final Bounds REQUESTS_PER_SECOND = new Bounds("requestsPerSecond", 0.01, 100_000, false);
    public static final Bounds ARRIVALS_STOP_SECONDS = new Bounds("arrivalsStopSeconds", 1, 3_600, false);
    public static final Bounds BASE_LATENCY_MS = new Bounds("baseLatencyMs", 0, 600_000, false);
    public static final Bounds LATENCY_PER_IN_FLIGHT_MS = new Bounds("latencyPerInFlightMs", 0, 60_000, false);
    public static final Bounds FAILURE_PROBABILITY = new Bounds("failureProbability", 0, 1, false);
    public static final Bounds ATTEMPT_TIMEOUT_MS = new Bounds("attemptTimeoutMs", 1, 86_400_000, false);
    public static final Bounds ATTEMPTS = new Bounds("attempts", 1, 100, true);
    /** Initial and maximum backoff: up to 30 days, as in the workbench. */
    public static final Bounds BACKOFF_MS = new Bounds("backoff ms", 0, 2_592_000_000.0, true);
    public static final Bounds MULTIPLIER = new Bounds("multiplier", 1, 10, false);
    public static final Bounds DEADLINE_MS = new Bounds("deadlineMs", 1, 2_592_000_000.0, false);
    public static final Bounds SEED = new Bounds("seed", 0, 4_294_967_295.0, true);

    /** Creates inputs; throws {@link IllegalArgumentException} naming the input out of range. */
    public StormInputs {
        CLIENTS.require(clients);
        REQUESTS_PER_SECOND.require(requestsPerSecond);
        ARRIVALS_STOP_SECONDS.require(arrivalsStopSeconds);
        BASE_LATENCY_MS.require(baseLatencyMs);
        LATENCY_PER_IN_FLIGHT_MS.require(latencyPerInFlightMs);
        FAILURE_PROBABILITY.require(failureProbability);
        Objects.requireNonNull(trigger, "trigger");
        ATTEMPT_TIMEOUT_MS.require(attemptTimeoutMs);
        requireLayer(sdk, "sdk");
        requireLayer(application, "application");
        requireLayer(runner, "runner");
        if (deadlineMs != null) {
            DEADLINE_MS.require(deadlineMs);
        }
        Objects.requireNonNull(deadlineRule, "deadlineRule");
        Objects.requireNonNull(budget, "budget");
        SEED.require(seed);
    }

    /** Creates Part 2's inputs: open clients, a dependency without a limit that keeps abandoned work. */
    public StormInputs(int clients, double requestsPerSecond, double arrivalsStopSeconds, double baseLatencyMs,
            double latencyPerInFlightMs, double failureProbability, StormTrigger trigger, double attemptTimeoutMs,
            RetryPolicy sdk, RetryPolicy application, RetryPolicy runner, Double deadlineMs, DeadlineRule deadlineRule,
            RetryBudget budget, long seed) {
        this(clients, requestsPerSecond, arrivalsStopSeconds, baseLatencyMs, latencyPerInFlightMs, failureProbability,
                trigger, attemptTimeoutMs, sdk, application, runner, deadlineMs, deadlineRule, budget, seed, null, null,
                false);
    }

    /**
     * Returns the specification's defaults, the worked example: 10 clients, 40 requests per second
     * for 80 s, latency 1,000 ms + 10 ms per attempt in flight, no failures, 80 requests per second
     * from 20 s to 29 s, a 3,000 ms timeout, three immediate SDK attempts, no deadline, no budget,
     * seed 42.
     */
    public static StormInputs workedExample() {
        return new StormInputs(10, 40, 80, 1_000, 10, 0, new StormTrigger(20, 29, null, 80.0), 3_000,
                layer(3), layer(1), layer(1), null, DeadlineRule.CLIP, RetryBudget.NONE, 42);
    }

    /** Returns a policy of {@code attempts} with no wait between them. */
    public static RetryPolicy layer(int attempts) {
        return RetryPolicy.exponential(attempts, 0, 0, 2, Jitter.NONE);
    }

    /** Returns a copy with other policies. */
    public StormInputs withLayers(RetryPolicy newSdk, RetryPolicy newApplication, RetryPolicy newRunner) {
        return new StormInputs(clients, requestsPerSecond, arrivalsStopSeconds, baseLatencyMs, latencyPerInFlightMs,
                failureProbability, trigger, attemptTimeoutMs, newSdk, newApplication, newRunner, deadlineMs,
                deadlineRule, budget, seed, pool, shedding, cancelOnTimeout);
    }

    /** Returns a copy with another budget. */
    public StormInputs withBudget(RetryBudget newBudget) {
        return new StormInputs(clients, requestsPerSecond, arrivalsStopSeconds, baseLatencyMs, latencyPerInFlightMs,
                failureProbability, trigger, attemptTimeoutMs, sdk, application, runner, deadlineMs, deadlineRule,
                newBudget, seed, pool, shedding, cancelOnTimeout);
    }

    /** Returns a copy with another seed. */
    public StormInputs withSeed(long newSeed) {
        return new StormInputs(clients, requestsPerSecond, arrivalsStopSeconds, baseLatencyMs, latencyPerInFlightMs,
                failureProbability, trigger, attemptTimeoutMs, sdk, application, runner, deadlineMs, deadlineRule,
                budget, newSeed, pool, shedding, cancelOnTimeout);
    }

    /** Returns a copy with another worker pool (null: open clients). */
    public StormInputs withPool(WorkerPool newPool) {
        return new StormInputs(clients, requestsPerSecond, arrivalsStopSeconds, baseLatencyMs, latencyPerInFlightMs,
                failureProbability, trigger, attemptTimeoutMs, sdk, application, runner, deadlineMs, deadlineRule,
                budget, seed, newPool, shedding, cancelOnTimeout);
    }

    /** Returns a copy with other shedding (null: none) and cancellation. */
    public StormInputs withDependency(Shedding newShedding, boolean newCancelOnTimeout) {
        return new StormInputs(clients, requestsPerSecond, arrivalsStopSeconds, baseLatencyMs, latencyPerInFlightMs,
                failureProbability, trigger, attemptTimeoutMs, sdk, application, runner, deadlineMs, deadlineRule,
                budget, seed, pool, newShedding, newCancelOnTimeout);
    }

    /** Returns true when the clients have worker pools (closed clients). */
    public boolean pooled() {
        return pool != null;
    }

    /** Returns true when the dependency has a concurrency limit and rejects attempts beyond it. */
    public boolean sheds() {
        return shedding != null;
    }

    /** Returns the failure probability inside the trigger window. */
    public double triggerFailureProbability() {
        return trigger.failureProbability() != null ? trigger.failureProbability() : failureProbability;
    }

    /** Returns the request rate inside the trigger window. */
    public double triggerRequestsPerSecond() {
        return trigger.requestsPerSecond() != null ? trigger.requestsPerSecond() : requestsPerSecond;
    }

    /** Returns the product of the three attempt limits: the most attempts one request can make. */
    public int maxAttemptsPerRequest() {
        return sdk.attempts() * application.attempts() * runner.attempts();
    }

    private static void requireLayer(RetryPolicy policy, String name) {
        Objects.requireNonNull(policy, name);
        new Bounds(name + " attempts", ATTEMPTS.min(), ATTEMPTS.max(), true).require(policy.attempts());
        new Bounds(name + " initial backoff ms", BACKOFF_MS.min(), BACKOFF_MS.max(), true).require(policy.initial());
        new Bounds(name + " maximum backoff ms", BACKOFF_MS.min(), BACKOFF_MS.max(), true).require(policy.maximum());
        new Bounds(name + " multiplier", MULTIPLIER.min(), MULTIPLIER.max(), false).require(policy.multiplier());
    }
}
