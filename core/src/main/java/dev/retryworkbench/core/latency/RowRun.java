package dev.retryworkbench.core.latency;

import dev.retryworkbench.core.amplification.RankSelection;

/**
 * One policy's calls, run a bounded number at a time, then summed up: the successful calls' latencies, with the
 * values at the nearest-rank percentiles asked for selected in place, a bounded share of the selection per step
 * ({@link RankSelection}: sorting 100,000 doubles at once takes tens of milliseconds in a browser, a long task),
 * the attempts started and the attempt time, summed in call order so every platform adds them alike.
 */
final class RowRun {
    /** Latencies partitioned per call a step may run: a call's simulation costs about as much as eight. */
    static final int SELECTED_PER_CALL = 8;

    /** The p99, per ten thousand. */
    static final int P99 = 9_900;

    private final LatencyInputs inputs;
    private final CallPolicy policy;
    private final CallSimulator simulator;
    private final double[] latencies;
    /** The percentiles {@link #percentile} answers, per ten thousand, ascending. */
    private final int[] perTenThousands;
    private int next;
    private int successes;
    private int attempts;
    private double attemptTimeMs;
    private RankSelection selection;
    private boolean selected;

    /** Prepares the calls of {@code policy}, to answer the percentiles {@code perTenThousands} (ascending). */
    RowRun(LatencyInputs inputs, CallPolicy policy, int[] perTenThousands) {
        this.inputs = inputs;
        this.policy = policy;
        this.perTenThousands = perTenThousands;
        simulator = new CallSimulator(inputs, policy.attempts());
        latencies = new double[inputs.calls()];
    }

    /**
     * Runs up to {@code calls} more calls, or once all have run selects for about {@code calls} x
     * {@link #SELECTED_PER_CALL} of the latencies; returns true when done.
     */
    boolean step(int calls) {
        if (next == latencies.length) {
            if (!selected) {
                if (selection == null) {
                    int[] ranks = new int[successes == 0 ? 0 : perTenThousands.length];
                    for (int k = 0; k < ranks.length; k++) {
                        ranks[k] = rank(successes, perTenThousands[k]) - 1;
                    }
                    selection = new RankSelection(latencies, successes, ranks);
                }
                selected = selection.step(calls * SELECTED_PER_CALL);
            }
            return selected;
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
     * (9,990 is the p99.9), one of those asked for: the value at index ceil(q x N) - 1 in ascending order, the rank
     * in integers so no floating-point error moves it; null when no call succeeded.
     */
    Double percentile(int perTenThousand) {
        boolean asked = false;
        for (int share : perTenThousands) {
            asked |= share == perTenThousand;
        }
        if (!asked) {
            throw new IllegalStateException("the percentile " + perTenThousand + " / 10,000 was not selected");
        }
        if (successes == 0) {
            return null;
        }
        return latencies[rank(successes, perTenThousand) - 1];
    }

    /** Returns ceil(q x n), at least 1, for q = {@code perTenThousand} / 10,000. */
    private static int rank(int n, int perTenThousand) {
        // n x 10,000 reaches 10^10: a double holds it exactly, an int would not.
        double product = (double) n * perTenThousand;
        return Math.max(1, (int) Math.floor((product + 9_999) / 10_000));
    }
}
