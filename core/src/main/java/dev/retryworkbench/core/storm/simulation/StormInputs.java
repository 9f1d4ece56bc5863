package dev.retryworkbench.core.storm.simulation;

import dev.retryworkbench.core.form.Bounds;
import dev.retryworkbench.core.policy.DeadlineRule;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import dev.retryworkbench.core.storm.budget.RetryBudget;
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
 * @param trigger              the window in which the failure probability, the rate or the capacity changes
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

    /**
     * Returns a builder holding the specification's defaults, the worked example: 10 clients, 40
     * requests per second for 80 s, latency 1,000 ms + 10 ms per attempt in flight, no failures, 80
     * requests per second from 20 s to 29 s, a 3,000 ms timeout, three immediate SDK attempts, no
     * deadline, no budget, seed 42, open clients and a dependency without a limit that keeps abandoned work.
     */
    public static Builder builder() {
        return new Builder();
    }

    /** Returns the worked example (see {@link #builder()}). */
    public static StormInputs workedExample() {
        return builder().build();
    }

    /** Returns a builder holding these inputs, for a copy that differs in some of them. */
    public Builder toBuilder() {
        return new Builder().withClients(clients).withRequestsPerSecond(requestsPerSecond)
                .withArrivalsStopSeconds(arrivalsStopSeconds).withBaseLatencyMs(baseLatencyMs)
                .withLatencyPerInFlightMs(latencyPerInFlightMs).withFailureProbability(failureProbability)
                .withTrigger(trigger).withAttemptTimeoutMs(attemptTimeoutMs).withLayers(sdk, application, runner)
                .withDeadlineMs(deadlineMs).withDeadlineRule(deadlineRule).withBudget(budget).withSeed(seed)
                .withPool(pool).withShedding(shedding).withCancelOnTimeout(cancelOnTimeout);
    }

    /** Returns a policy of {@code attempts} with no wait between them. */
    public static RetryPolicy layer(int attempts) {
        return RetryPolicy.exponential(attempts, 0, 0, 2, Jitter.NONE);
    }

    /**
     * Collects inputs one by one; {@link #build()} checks them through the record's constructor. Each
     * {@code with} method sets one input (or the three layers) and returns this builder.
     */
    public static final class Builder {
        private int clients = 10;
        private double requestsPerSecond = 40;
        private double arrivalsStopSeconds = 80;
        private double baseLatencyMs = 1_000;
        private double latencyPerInFlightMs = 10;
        private double failureProbability;
        private StormTrigger trigger = new StormTrigger(20, 29, null, 80.0);
        private double attemptTimeoutMs = 3_000;
        private RetryPolicy sdk = layer(3);
        private RetryPolicy application = layer(1);
        private RetryPolicy runner = layer(1);
        private Double deadlineMs;
        private DeadlineRule deadlineRule = DeadlineRule.CLIP;
        private RetryBudget budget = RetryBudget.NONE;
        private long seed = 42;
        private WorkerPool pool;
        private Shedding shedding;
        private boolean cancelOnTimeout;

        private Builder() {
        }

        public Builder withClients(int value) {
            clients = value;
            return this;
        }

        public Builder withRequestsPerSecond(double value) {
            requestsPerSecond = value;
            return this;
        }

        public Builder withArrivalsStopSeconds(double value) {
            arrivalsStopSeconds = value;
            return this;
        }

        public Builder withBaseLatencyMs(double value) {
            baseLatencyMs = value;
            return this;
        }

        public Builder withLatencyPerInFlightMs(double value) {
            latencyPerInFlightMs = value;
            return this;
        }

        public Builder withFailureProbability(double value) {
            failureProbability = value;
            return this;
        }

        public Builder withTrigger(StormTrigger value) {
            trigger = value;
            return this;
        }

        public Builder withAttemptTimeoutMs(double value) {
            attemptTimeoutMs = value;
            return this;
        }

        public Builder withSdk(RetryPolicy value) {
            sdk = value;
            return this;
        }

        public Builder withApplication(RetryPolicy value) {
            application = value;
            return this;
        }

        public Builder withRunner(RetryPolicy value) {
            runner = value;
            return this;
        }

        /** Sets the three policies, innermost first. */
        public Builder withLayers(RetryPolicy newSdk, RetryPolicy newApplication, RetryPolicy newRunner) {
            sdk = newSdk;
            application = newApplication;
            runner = newRunner;
            return this;
        }

        /** Sets the end-to-end deadline; null for none. */
        public Builder withDeadlineMs(Double value) {
            deadlineMs = value;
            return this;
        }

        public Builder withDeadlineRule(DeadlineRule value) {
            deadlineRule = value;
            return this;
        }

        public Builder withBudget(RetryBudget value) {
            budget = value;
            return this;
        }

        public Builder withSeed(long value) {
            seed = value;
            return this;
        }

        /** Sets each client's worker pool; null for open clients. */
        public Builder withPool(WorkerPool value) {
            pool = value;
            return this;
        }

        /** Sets the dependency's concurrency limit and rejections; null for none. */
        public Builder withShedding(Shedding value) {
            shedding = value;
            return this;
        }

        public Builder withCancelOnTimeout(boolean value) {
            cancelOnTimeout = value;
            return this;
        }

        /** Returns the inputs; throws {@link IllegalArgumentException} naming the input out of range. */
        public StormInputs build() {
            return new StormInputs(clients, requestsPerSecond, arrivalsStopSeconds, baseLatencyMs,
                    latencyPerInFlightMs, failureProbability, trigger, attemptTimeoutMs, sdk, application, runner,
                    deadlineMs, deadlineRule, budget, seed, pool, shedding, cancelOnTimeout);
        }
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
