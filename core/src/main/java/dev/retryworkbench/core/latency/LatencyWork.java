package dev.retryworkbench.core.latency;

import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.policy.Hedging;
import dev.retryworkbench.core.text.Numbers;
import dev.retryworkbench.core.tool.Continuation;
import dev.retryworkbench.core.tool.Evaluation;
import dev.retryworkbench.core.tool.Export;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

/**
 * Every policy one evaluation runs (the five rows, then the trade-off's six hedging delays), a bounded number of
 * calls per step, so a page runs them in slices between other tasks. Each group's policies run call by call
 * together, so a call's draws are made once for all of them ({@link CallDraws}); then each selects its percentiles.
 * Its evaluation shows nothing until the five rows are done, then their results with the trade-off still running
 * (the half of the work a page shows first, {@link #percent} at 50), then everything.
 */
final class LatencyWork implements Continuation {
    /** Calls of one policy per step: well under a millisecond on the JVM, a few in a browser before its engine warms up. */
    static final int POLICY_CALLS_PER_STEP = 2_000;
    /** Latencies partitioned per step when selecting a row's percentiles: about as long as a step of calls. */
    static final int SELECTED_PER_STEP = 16_000;
    /** The percentiles of the attempt latency at which the trade-off hedges, as named. */
    static final double[] TRADE_OFF_PERCENTILES = {50, 75, 90, 95, 99, 99.9};
    private static final int ROWS = LatencyRow.values().length;
    /** The same as shares, written out: 99.9 / 100 is 0.9990000000000001, past the curve's point at 0.999. */
    private static final double[] TRADE_OFF_SHARES = {0.5, 0.75, 0.9, 0.95, 0.99, 0.999};
    /** The percentiles a row shows or draws, per ten thousand, ascending: its four and its chart line's. */
    private static final int[] ROW_PERCENTILES = rowPercentiles();
    /** A trade-off delay's row shows its p99 alone. */
    private static final int[] P99_ONLY = {RowRun.P99};

    private final LatencyInputs inputs;
    private final FormReading reading;
    private final CallPolicy[] policies;
    private final RowRun[] runs;
    private final int tradeOffAttempts;
    /** The first policy of the group running: 0 for the rows, then {@link #ROWS} for the trade-off. */
    private int group;
    private CallDraws draws;
    /** The group's calls run so far. */
    private int next;
    /** The five rows' result with an empty trade-off, once they are done; then the whole result. */
    private LatencyResult rowsResult;
    private LatencyResult result;
    private Evaluation rowsEvaluation;
    private Evaluation evaluation;

    LatencyWork(LatencyInputs inputs, FormReading reading) {
        this.inputs = inputs;
        this.reading = reading;
        LatencyRow[] rows = LatencyRow.values();
        tradeOffAttempts = tradeOffAttempts(inputs);
        policies = new CallPolicy[rows.length + TRADE_OFF_PERCENTILES.length];
        for (int i = 0; i < rows.length; i++) {
            policies[i] = rows[i].policy(inputs);
        }
        for (int i = 0; i < TRADE_OFF_PERCENTILES.length; i++) {
            policies[rows.length + i] = LatencyRow.hedgeAfter(inputs,
                    inputs.curve().at(TRADE_OFF_SHARES[i]), tradeOffAttempts, Double.POSITIVE_INFINITY);
        }
        runs = new RowRun[policies.length];
    }

    private static int[] rowPercentiles() {
        int[] curve = LatencyResult.Row.CURVE_SHARES;
        int[] all = Arrays.copyOf(curve, curve.length + LatencyResult.PERCENTILES.length);
        System.arraycopy(LatencyResult.PERCENTILES, 0, all, curve.length, LatencyResult.PERCENTILES.length);
        Arrays.sort(all);
        int distinct = 0;
        for (int share : all) {
            if (distinct == 0 || all[distinct - 1] != share) {
                all[distinct++] = share;
            }
        }
        return Arrays.copyOf(all, distinct);
    }

    /** The trade-off hedges with the entered policy's attempts when it hedges, else 2. */
    static int tradeOffAttempts(LatencyInputs inputs) {
        if (inputs.hedging() == Hedging.DELAY) {
            return inputs.hedgeMaxAttempts();
        }
        if (inputs.hedging() == Hedging.ON_PER_TRY_TIMEOUT && inputs.policy().attempts() > 1) {
            return inputs.policy().attempts();
        }
        return 2;
    }

    @Override
    public boolean step() {
        if (result != null) {
            return true;
        }
        int end = group == 0 ? ROWS : runs.length;
        if (draws == null) {
            int maxAttempts = 1;
            for (int i = group; i < end; i++) {
                runs[i] = new RowRun(inputs, policies[i], group == 0 ? ROW_PERCENTILES : P99_ONLY);
                maxAttempts = Math.max(maxAttempts, runs[i].maxAttempts());
            }
            draws = new CallDraws(inputs, maxAttempts);
        }
        if (next < inputs.calls()) {
            int last = Math.min(inputs.calls(), next + POLICY_CALLS_PER_STEP / (end - group));
            for (int call = next; call < last; call++) {
                draws.call(call);
                for (int i = group; i < end; i++) {
                    runs[i].run(draws);
                }
            }
            next = last;
            return false;
        }
        for (int i = group; i < end; i++) {
            if (!runs[i].select(SELECTED_PER_STEP)) {
                return false;
            }
        }
        if (group == 0) {
            rowsResult = rowsResult();
            group = ROWS;
            draws = null;
            next = 0;
            return false;
        }
        result = withTradeOff(rowsResult);
        return true;
    }

    /**
     * Returns the rows' share of the work in the first half and the trade-off's in the second, so the rows' results
     * arrive at exactly 50, a step a page shows at once.
     */
    @Override
    public int percent() {
        if (result != null) {
            return 100;
        }
        double done = (double) next / inputs.calls();
        // 49 and 99 at most until the rows' and the whole result are made: the selections are still to come.
        return group == 0 ? Math.min(49, (int) Math.floor(done * 50)) : Math.min(99, (int) Math.floor(50 + done * 50));
    }

    @Override
    public String progressLabel() {
        return "Simulating " + Numbers.grouped(inputs.calls()) + " calls under " + runs.length + " policies";
    }

    @Override
    public Evaluation evaluation() {
        if (result == null) {
            if (rowsResult == null) {
                return Evaluation.running(this);
            }
            // Rendered once: a page asks again each tenth of the trade-off's way, and the rows do not change.
            if (rowsEvaluation == null) {
                rowsEvaluation = Evaluation.pending(LatencyRenderer.render(rowsResult),
                        LatencyRenderer.announcement(rowsResult), new FinishingExport(), this);
            }
            return rowsEvaluation;
        }
        if (evaluation == null) {
            evaluation = Evaluation.valid(LatencyRenderer.render(result), LatencyRenderer.announcement(result),
                    new LatencyExport(result, reading));
        }
        return evaluation;
    }

    /** Returns the finished result, for tests; null while work is left. */
    LatencyResult resultForTests() {
        return result;
    }

    /** The rows' export: it finishes the trade-off first, as every export holds the finished figures. */
    private final class FinishingExport implements Export {
        @Override
        public String worksheetJson() {
            return finish().export().worksheetJson();
        }

        @Override
        public void csv(int partChars, Consumer<String> parts) {
            finish().export().csv(partChars, parts);
        }

        @Override
        public String markdown() {
            return finish().export().markdown();
        }
    }

    /** Returns the five rows' figures, with the trade-off still empty. */
    private LatencyResult rowsResult() {
        LatencyRow[] names = LatencyRow.values();
        double baseline = baseline();
        List<LatencyResult.Row> rows = new ArrayList<>(names.length);
        for (int i = 0; i < names.length; i++) {
            RowRun run = runs[i];
            int[] shares = LatencyResult.Row.CURVE_SHARES;
            double[] curve = new double[run.percentile(shares[0]) == null ? 0 : shares.length];
            for (int k = 0; k < curve.length; k++) {
                curve[k] = run.percentile(shares[k]);
            }
            rows.add(new LatencyResult.Row(names[i], run.successShare(), run.percentile(LatencyResult.PERCENTILES[0]),
                    run.percentile(LatencyResult.PERCENTILES[1]), run.percentile(LatencyResult.PERCENTILES[2]),
                    run.percentile(LatencyResult.PERCENTILES[3]), run.attemptsPerCall(),
                    run.attemptsPerCall() / baseline - 1, run.attemptTimePerCallMs(), curve));
        }
        return new LatencyResult(inputs, rows, new ArrayList<>(0), null, tradeOffAttempts);
    }

    /** Returns {@code rows}' result with the trade-off's figures, once its runs are done. */
    private LatencyResult withTradeOff(LatencyResult rows) {
        double baseline = baseline();
        List<LatencyResult.TradeOff> tradeOff = new ArrayList<>(TRADE_OFF_PERCENTILES.length);
        Double suggested = null;
        for (int i = 0; i < TRADE_OFF_PERCENTILES.length; i++) {
            RowRun run = runs[ROWS + i];
            double extra = run.attemptsPerCall() / baseline - 1;
            double delay = policies[ROWS + i].delayMs();
            tradeOff.add(new LatencyResult.TradeOff(TRADE_OFF_PERCENTILES[i], delay, run.percentile(RowRun.P99), extra));
            if (suggested == null && extra <= inputs.extraLoadLimit()) {
                suggested = delay;
            }
        }
        return new LatencyResult(inputs, rows.rows(), tradeOff, suggested, tradeOffAttempts);
    }

    /** Returns the attempts per call without retries, against which every row's extra load is told. */
    private double baseline() {
        return runs[LatencyRow.NO_RETRIES.ordinal()].attemptsPerCall();
    }
}
