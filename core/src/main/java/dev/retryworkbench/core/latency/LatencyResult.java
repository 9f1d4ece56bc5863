package dev.retryworkbench.core.latency;

import java.util.List;

/**
 * The latency planner's figures for one set of inputs.
 *
 * @param inputs           what was computed
 * @param rows             one per {@link LatencyRow}, in its order
 * @param tradeOff         the hedging delays at the attempt latency's percentiles, shortest first; empty while
 *                         they are still running and the rows are shown first
 * @param suggestedDelayMs the shortest delay of the trade-off whose extra load is within the limit, or null
 * @param tradeOffAttempts the most attempts per call of the trade-off's hedging
 */
public record LatencyResult(LatencyInputs inputs, List<Row> rows, List<TradeOff> tradeOff, Double suggestedDelayMs,
        int tradeOffAttempts) {
    /** The percentiles of the successful calls' latency the rows show, per ten thousand. */
    static final int[] PERCENTILES = {5_000, 9_000, 9_900, 9_990};

    /** Creates the result; the lists are copied. */
    public LatencyResult {
        rows = List.copyOf(rows);
        tradeOff = List.copyOf(tradeOff);
    }

    /** Returns true once the trade-off's delays have run; before, the result holds the rows alone. */
    public boolean tradeOffDone() {
        return !tradeOff.isEmpty();
    }

    /** Returns the figures of {@code row}. */
    public Row row(LatencyRow row) {
        return rows.get(row.ordinal());
    }

    /**
     * One row's figures. A percentile of no successful call is null.
     *
     * @param row                  which row
     * @param successShare         the share of calls that succeeded within the deadline
     * @param p50Ms                the successful calls' latency p50, nearest-rank
     * @param p90Ms                their p90
     * @param p99Ms                their p99
     * @param p999Ms               their p99.9
     * @param attemptsPerCall      the mean attempts started per call
     * @param extraLoad            attempts per call against no retries', less 1
     * @param attemptTimePerCallMs the mean of the sum of each call's attempts' run times
     * @param curve                the successful calls' latencies at {@link Row#CURVE_SHARES} of them, for the chart;
     *                             empty when none succeeded
     */
    public record Row(LatencyRow row, double successShare, Double p50Ms, Double p90Ms, Double p99Ms, Double p999Ms,
            double attemptsPerCall, double extraLoad, double attemptTimePerCallMs, double[] curve) {
        /** The shares of the successful calls, per ten thousand, at which the chart draws each row's line. */
        static final int[] CURVE_SHARES = curveShares();

        private static int[] curveShares() {
            // Every 2% to the p98, then every 0.1% to the p99.9, then the slowest: the tail is what differs.
            // 49 points from 2% to 98%, 19 from 98.1% to 99.9%, and 100%.
            int[] shares = new int[49 + 19 + 1];
            int n = 0;
            for (int s = 200; s <= 9_800; s += 200) {
                shares[n++] = s;
            }
            for (int s = 9_810; s <= 9_990; s += 10) {
                shares[n++] = s;
            }
            shares[n++] = 10_000;
            return shares;
        }
    }

    /**
     * One hedging delay of the trade-off.
     *
     * @param percentile the attempt latency's percentile the delay sits at: 50, 75, 90, 95, 99 or 99.9
     * @param delayMs    that percentile, Q(percentile / 100)
     * @param p99Ms      the successful calls' latency p99 when hedging after it; null when none succeeded
     * @param extraLoad  the attempts per call against no retries', less 1
     */
    public record TradeOff(double percentile, double delayMs, Double p99Ms, double extraLoad) {
    }
}
