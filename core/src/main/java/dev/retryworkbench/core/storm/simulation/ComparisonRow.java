package dev.retryworkbench.core.storm.simulation;

import java.util.Objects;

/**
 * One row of the comparison table.
 *
 * @param strategy              which variant of the scenario
 * @param amplification         attempts per request, or null when no request arrived
 * @param successShare          the share of requests that succeeded, or null when none arrived
 * @param refusedRetries        retries the budget refused
 * @param peakAttemptsPerSecond the most attempts started in one second
 * @param recoverySeconds       seconds from the trigger's end to recovery, or null: did not recover
 * @param dropped               requests dropped at full client queues (0 without a pool)
 * @param rejected              attempts the dependency rejected (0 without a concurrency limit)
 */
public record ComparisonRow(Strategy strategy, Double amplification, Double successShare, int refusedRetries,
        int peakAttemptsPerSecond, Double recoverySeconds, int dropped, int rejected) {

    public ComparisonRow {
        Objects.requireNonNull(strategy, "strategy");
    }

    /** Returns the row of {@code run}. */
    public static ComparisonRow of(Strategy strategy, StormRun run) {
        return new ComparisonRow(strategy, run.amplification(), run.successShare(), run.refusedRetries(),
                run.peakAttemptsPerSecond(), run.recoverySeconds(), run.dropped(), run.rejected());
    }

    /** Returns the row's name, as the table shows it. */
    public String name() {
        return strategy.label();
    }
}
