package dev.retryworkbench.core.latency;

import dev.retryworkbench.core.amplification.Spread;
import java.util.Arrays;

/**
 * One policy's calls, run a bounded number at a time, then summed up: the successful calls' latencies (sorted
 * for the nearest-rank percentiles, a bounded share of the sort per step ({@link SlicedSort}: one sort of 100,000
 * doubles takes tens of milliseconds in a browser, a long task), or for a trade-off row only its p99 selected, a
 * few), the attempts started and the attempt time, summed in call order so every platform adds them alike.
 */
final class RowRun {
    private final LatencyInputs inputs;
    private final CallPolicy policy;
    private final CallSimulator simulator;
    private final double[] latencies;
    private int next;
    private int successes;
    private int attempts;
    private double attemptTimeMs;
    /** True when only the p99 is asked for, which is then selected rather than sorted for. */
    private final boolean p99Only;
    private boolean sorted;
    private SlicedSort sort;
    private Double p99;

    RowRun(LatencyInputs inputs, CallPolicy policy, boolean p99Only) {
        this.inputs = inputs;
        this.policy = policy;
        this.p99Only = p99Only;
        simulator = new CallSimulator(inputs, policy.attempts());
        latencies = new double[inputs.calls()];
    }

    /**
     * Runs up to {@code calls} more calls, or once all have run sorts about {@code calls} x {@link #SORTED_PER_CALL}
     * of the latencies; returns true when done.
     */
    boolean step(int calls) {
        if (next == latencies.length) {
            if (!sorted) {
                if (p99Only) {
                    p99 = successes == 0 ? null
                            : Spread.select(Arrays.copyOf(latencies, successes), 0, rank(successes, P99) - 1);
                    sorted = true;
                } else {
                    if (sort == null) {
                        sort = new SlicedSort(latencies, successes);
                    }
                    sorted = sort.step(calls * SORTED_PER_CALL);
                }
            }
            return sorted;
        }
        int end = Math.min(latencies.length, next + calls);
        CallSimulator call = simulator;
        for (int i = next; i < end; i++) {
            call.run(policy, i);
            attempts += call.attemptsStarted;
            attemptTimeMs += call.attemptTimeMs;
            if (call.succeeded) {
                latencies[successes++] = call.endMs;
            }
        }
        next = end;
        return false;
    }

    /** Returns the share of calls run so far, 0 to 1. */
    double progress() {
        return (double) next / latencies.length;
    }

    /** Returns the share of calls that succeeded within the deadline. */
    double successShare() {
        return (double) successes / inputs.calls();
    }

    /** Returns the mean attempts started per call. */
    double attemptsPerCall() {
        return (double) attempts / inputs.calls();
    }

    /** Returns the mean attempt time per call in ms. */
    double attemptTimePerCallMs() {
        return attemptTimeMs / inputs.calls();
    }

    /**
     * Returns the nearest-rank percentile of the successful calls' latencies, {@code perTenThousand} / 10,000
     * (9,990 is the p99.9): the value at index ceil(q x N) - 1 in ascending order, the rank in integers so no
     * floating-point error moves it; null when no call succeeded.
     */
    Double percentile(int perTenThousand) {
        if (p99Only) {
            if (perTenThousand != P99) {
                throw new IllegalStateException("only the p99 of this run was kept");
            }
            return p99;
        }
        if (successes == 0) {
            return null;
        }
        return latencies[rank(successes, perTenThousand) - 1];
    }

    /** Latencies sorted or merged per call a step may run: a call's simulation costs about as much as eight. */
    static final int SORTED_PER_CALL = 8;

    /** The p99, per ten thousand. */
    static final int P99 = 9_900;

    /** Returns ceil(q x n), at least 1, for q = {@code perTenThousand} / 10,000. */
    private static int rank(int n, int perTenThousand) {
        // n x 10,000 reaches 10^10: a double holds it exactly, an int would not.
        double product = (double) n * perTenThousand;
        return Math.max(1, (int) Math.floor((product + 9_999) / 10_000));
    }
}
