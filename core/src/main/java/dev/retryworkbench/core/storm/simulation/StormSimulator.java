package dev.retryworkbench.core.storm.simulation;

import java.util.ArrayList;
import java.util.List;

/**
 * The retry storm simulator's figures: the entered scenario's run (see {@link StormSimulation}), the
 * comparison across strategies, the closed form where it applies and Little's-law threshold.
 */
public final class StormSimulator {
    private StormSimulator() {
    }

    /** Simulates the entered scenario and every comparison row, in one go. */
    public static StormResult run(StormInputs inputs) {
        Strategy[] strategies = Strategy.values();
        StormRun[] runs = new StormRun[strategies.length];
        StormRun entered = StormSimulation.simulate(inputs);
        for (Strategy strategy : strategies) {
            runs[strategy.ordinal()] = strategy == Strategy.ENTERED ? entered
                    : StormSimulation.simulate(strategy.inputs(inputs));
        }
        return result(inputs, runs);
    }

    /**
     * Assembles the result from the runs of every {@link Strategy}, indexed by ordinal, which a page
     * may have simulated in slices ({@link StormSimulation#advance}).
     */
    public static StormResult result(StormInputs inputs, StormRun[] runs) {
        Strategy[] strategies = Strategy.values();
        if (runs.length != strategies.length) {
            throw new IllegalArgumentException("one run per strategy is needed");
        }
        List<ComparisonRow> rows = new ArrayList<>(strategies.length);
        for (Strategy strategy : strategies) {
            rows.add(ComparisonRow.of(strategy, runs[strategy.ordinal()]));
        }
        return new StormResult(inputs, runs[Strategy.ENTERED.ordinal()], closedForm(inputs), rows,
                timeoutRateThreshold(inputs), BudgetBounds.of(inputs));
    }

    /**
     * Returns the closed form when the failure probability does not depend on load and nothing else
     * shapes the attempts: no latency per attempt in flight and a base latency within the timeout (so no
     * attempt times out), the same failure probability inside the trigger window, no deadline, no
     * budget, no shedding (rejections would add failures), no hedging (a hedge needs no failure), and at most
     * one layer that retries (n is its limit, or 1). Otherwise null. A worker pool only delays requests, so the closed form still holds.
     */
    public static ClosedForm closedForm(StormInputs inputs) {
        if (inputs.latencyPerInFlightMs() != 0 || inputs.baseLatencyMs() > inputs.attemptTimeoutMs()
                || inputs.triggerFailureProbability() != inputs.failureProbability() || inputs.deadlineMs() != null
                || inputs.budgeted() || inputs.sheds() || inputs.innermost().hedging().hedges()) {
            return null;
        }
        int retrying = 0;
        int attempts = 1;
        for (StormLayer layer : inputs.layers()) {
            if (layer.policy().retries()) {
                retrying++;
                attempts = layer.policy().attempts();
            }
        }
        return retrying > 1 ? null : ClosedForm.of(attempts, inputs.failureProbability());
    }

    /**
     * Returns the request rate (per second) above which the dependency's latency passes the attempt
     * timeout in steady state, one attempt per request, or null when no rate does.
     *
     * <p>Little's law: at a rate of r attempts per second each taking W ms, L = r x W / 1000 are in
     * flight, and W = base + k x L (k the latency per attempt in flight). So W = base / (1 - k r / 1000)
     * while k r < 1000 (beyond it in flight grows without bound). W > timeout exactly when r > 1000 x (1 -
     * base / timeout) / k: 1000 x (1 - 1000 / 3000) / 10 = 66.7 for the worked example. With the base
     * latency at or above the timeout every rate passes it (0); with k = 0 and a shorter base none does
     * (null).
     */
    public static Double timeoutRateThreshold(StormInputs inputs) {
        return rateAbove(inputs, inputs.attemptTimeoutMs());
    }

    /**
     * Returns the request rate (per second) above which the dependency's latency passes {@code latencyMs} in
     * steady state, one attempt per request, as {@link #timeoutRateThreshold} does for the timeout (a hedging
     * delay: above it every request hedges); 0 when the base latency reaches it, null when no rate does.
     */
    public static Double rateAbove(StormInputs inputs, double latencyMs) {
        double base = inputs.baseLatencyMs();
        if (base >= latencyMs) {
            return 0.0;
        }
        double k = inputs.latencyPerInFlightMs();
        return k == 0 ? null : 1000 * (1 - base / latencyMs) / k;
    }
}
