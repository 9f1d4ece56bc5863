package dev.retryworkbench.core.storm.simulation;

import dev.retryworkbench.core.amplification.AmplificationFields;
import dev.retryworkbench.core.amplification.LayerStack;
import dev.retryworkbench.core.form.Bounds;
import dev.retryworkbench.core.policy.DeadlineRule;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import dev.retryworkbench.core.policy.Role;
import dev.retryworkbench.core.storm.budget.RetryBudget;
import dev.retryworkbench.core.text.Numbers;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Everything the retry storm simulator models: a fleet of clients calling one dependency, the bad
 * minute, the clients' stack of 1 to 8 nested retry policies (outermost first, each with its own
 * retry budget, in whole milliseconds), an optional end-to-end deadline from each request's arrival and
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
 * @param layers               the stack, outermost first: each layer's attempt reruns the layers after it,
 *                             the last layer's attempt is one physical attempt; names unique; only the
 *                             last may hedge
 * @param comparedLayer        the index of the layer whose budget the comparison and the bounds swap
 * @param deadlineMs           the end-to-end deadline from a request's arrival; null for none
 * @param deadlineRule         what a layer does with a wait that would reach the deadline
 * @param seed                 the SplitMix64 seed, 0 to 4,294,967,295
 * @param pool                 each client's worker pool; null for open clients (Part 2's model)
 * @param shedding             the dependency's concurrency limit and its rejections; null for none
 * @param cancelOnTimeout      true when the dependency stops working on an attempt at its client's
 *                             timeout or deadline cut (deadline propagation); false: it keeps working
 */
public record StormInputs(int clients, double requestsPerSecond, double arrivalsStopSeconds, double baseLatencyMs,
        double latencyPerInFlightMs, double failureProbability, StormTrigger trigger, double attemptTimeoutMs,
        List<StormLayer> layers, int comparedLayer, Double deadlineMs, DeadlineRule deadlineRule, long seed, WorkerPool pool, Shedding shedding, boolean cancelOnTimeout) {
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
        layers = List.copyOf(layers);
        List<String> names = new ArrayList<>();
        for (StormLayer layer : layers) {
            names.add(layer.name());
        }
        LayerStack.requireStack(names);
        double product = 1;
        for (int i = 0; i < layers.size(); i++) {
            product *= layers.get(i).maxAttempts();
            if (i < layers.size() - 1 && layers.get(i).hedging().hedges()) {
                throw new IllegalArgumentException("layers[" + i + "].hedging: only the innermost layer may hedge.");
            }
        }
        if (product > AmplificationFields.MAX_PRODUCT) {
            throw new IllegalArgumentException("The layers' attempt limits multiply to " + Numbers.fixed(product, 0)
                    + " attempts per request; the storm simulator takes at most "
                    + Numbers.fixed(AmplificationFields.MAX_PRODUCT, 0) + ", as the workbench does.");
        }
        if (comparedLayer < 0 || comparedLayer >= layers.size()) {
            throw new IllegalArgumentException("comparedLayer must be a layer's index, 0 to " + (layers.size() - 1)
                    + " (it is " + comparedLayer + ").");
        }
        if (deadlineMs != null) {
            DEADLINE_MS.require(deadlineMs);
        }
        Objects.requireNonNull(deadlineRule, "deadlineRule");
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
                .withTrigger(trigger).withAttemptTimeoutMs(attemptTimeoutMs).withLayers(layers)
                .withComparedLayer(comparedLayer).withDeadlineMs(deadlineMs).withDeadlineRule(deadlineRule).withSeed(seed)
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
        private List<StormLayer> layers = threeLayers(layer(3), layer(1), layer(1), RetryBudget.NONE);
        /** Null: the innermost. */
        private Integer comparedLayer;
        private Double deadlineMs;
        private DeadlineRule deadlineRule = DeadlineRule.CLIP;
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

        /** Sets the stack, outermost first, and makes the innermost layer the compared one. */
        public Builder withLayers(List<StormLayer> value) {
            layers = List.copyOf(value);
            comparedLayer = null;
            return this;
        }

        /**
         * Sets the three layers of versions 1 to 3, innermost first as those worksheets' prose reads them:
         * the stack runner, application, SDK, named after their roles. The SDK layer keeps the innermost
         * layer's budget (the top-level {@code budget} of those versions); the outer two have none.
         */
        public Builder withLayers(RetryPolicy newSdk, RetryPolicy newApplication, RetryPolicy newRunner) {
            return withLayers(threeLayers(newSdk, newApplication, newRunner, layers.get(layers.size() - 1).budget()));
        }

        /** Sets the innermost layer's policy (the SDK's in the three-layer form). */
        public Builder withSdk(RetryPolicy value) {
            return withPolicy(layers.size() - 1, value);
        }

        /** Sets the middle layer's policy of the three-layer form. */
        public Builder withApplication(RetryPolicy value) {
            return withPolicy(1, value);
        }

        /** Sets the outermost layer's policy (the job runner's in the three-layer form). */
        public Builder withRunner(RetryPolicy value) {
            return withPolicy(0, value);
        }

        /** Sets the policy of layer {@code index} (0 the outermost). */
        public Builder withPolicy(int index, RetryPolicy value) {
            return withLayer(index, layers.get(index).withPolicy(value));
        }

        /** Sets how the innermost layer hedges. */
        public Builder withHedging(StormHedging value) {
            return withLayer(layers.size() - 1, layers.get(layers.size() - 1).withHedging(value));
        }

        /** Sets the innermost layer's budget: the top-level {@code budget} of versions 1 to 3. */
        public Builder withBudget(RetryBudget value) {
            return withLayerBudget(layers.size() - 1, value);
        }

        /** Sets the budget of layer {@code index} (0 the outermost). */
        public Builder withLayerBudget(int index, RetryBudget value) {
            return withLayer(index, layers.get(index).withBudget(value));
        }

        private Builder withLayer(int index, StormLayer value) {
            List<StormLayer> changed = new ArrayList<>(layers);
            changed.set(index, value);
            layers = List.copyOf(changed);
            return this;
        }

        /** Sets the layer whose budget the comparison swaps, by index; null for the innermost. */
        public Builder withComparedLayer(Integer value) {
            comparedLayer = value;
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
                    latencyPerInFlightMs, failureProbability, trigger, attemptTimeoutMs, layers,
                    comparedLayer == null ? layers.size() - 1 : comparedLayer, deadlineMs, deadlineRule, seed, pool,
                    shedding, cancelOnTimeout);
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

    /** Returns the product of the attempt limits: the most attempts one request can make. */
    public int maxAttemptsPerRequest() {
        int product = 1;
        for (StormLayer layer : layers) {
            product *= layer.maxAttempts();
        }
        return product;
    }

    /** Returns the innermost layer, whose attempts are the physical ones. */
    public StormLayer innermost() {
        return layers.get(layers.size() - 1);
    }

    /** Returns the layer whose budget the comparison and the bounds swap. */
    public StormLayer compared() {
        return layers.get(comparedLayer);
    }

    /** Returns true when some layer has a budget. */
    public boolean budgeted() {
        for (StormLayer layer : layers) {
            if (layer.budgeted()) {
                return true;
            }
        }
        return false;
    }

    /** Returns a copy whose compared layer has {@code budget}: a row of the comparison. */
    public StormInputs withComparedBudget(RetryBudget budget) {
        return toBuilder().withLayerBudget(comparedLayer, budget).build();
    }

    /** Returns the stack runner, application, SDK of versions 1 to 3, the SDK layer with {@code budget}. */
    private static List<StormLayer> threeLayers(RetryPolicy sdk, RetryPolicy application, RetryPolicy runner,
            RetryBudget budget) {
        return List.of(StormLayer.of(Role.RUNNER, runner, RetryBudget.NONE),
                StormLayer.of(Role.APPLICATION, application, RetryBudget.NONE), StormLayer.of(Role.SDK, sdk, budget));
    }
}
