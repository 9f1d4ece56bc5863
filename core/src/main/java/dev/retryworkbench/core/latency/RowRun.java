package dev.retryworkbench.core.latency;

import dev.retryworkbench.core.amplification.RankSelection;

/**
 * One policy's calls, run one at a time in call order, then summed up: the successful calls' latencies, with the
 * values at the nearest-rank percentiles asked for selected in place, a bounded share of the selection per step
 * ({@link RankSelection}: sorting 100,000 doubles at once takes tens of milliseconds in a browser, a long task),
 * the attempts started and the attempt time, summed in call order so every platform adds them alike.
 */
final class RowRun {
    /** The p99, per ten thousand. */
    static final int P99 = 9_900;

    private final LatencyInputs inputs;
    private final CallPolicy policy;
    private final CallSimulator simulator;
    private final double[] latencies;
    /** The percentiles {@link #percentile} answers, per ten thousand, ascending. */
    private final int[] perTenThousands;
    private int successes;
    private int attempts;
    private double attemptTimeMs;
    private RankSelection selection;

    /** Prepares the calls of {@code policy}, to answer the percentiles {@code perTenThousands} (ascending). */
    RowRun(LatencyInputs inputs, CallPolicy policy, int[] perTenThousands) {
        this.inputs = inputs;
        this.policy = policy;
        this.perTenThousands = perTenThousands;
        simulator = new CallSimulator(inputs, policy.attempts());
        latencies = new double[inputs.calls()];
    }

    /** Returns the most attempts a call of this row starts. */
    int maxAttempts() {
        return policy.attempts();
    }

    /** Runs the next call, whose draws {@code draws} holds. */
    void run(CallDraws draws) {
        CallSimulator call = simulator;
        call.run(policy, draws);
        attempts += call.attemptsStarted;
        attemptTimeMs += call.attemptTimeMs;
        if (call.succeeded) {
            latencies[successes++] = call.endMs;
        }
    }

    /**
     * Once every call has run, selects the percentiles' values among about {@code budget} more latencies; returns
     * true when they are selected.
     */
    boolean select(int budget) {
        if (selection == null) {
            int[] ranks = new int[successes == 0 ? 0 : perTenThousands.length];
            for (int k = 0; k < ranks.length; k++) {
                ranks[k] = rank(successes, perTenThousands[k]) - 1;
            }
            selection = new RankSelection(latencies, successes, ranks);
        }
        return selection.step(budget);
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
