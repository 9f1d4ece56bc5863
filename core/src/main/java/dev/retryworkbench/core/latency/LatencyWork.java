package dev.retryworkbench.core.latency;

import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.policy.Hedging;
import dev.retryworkbench.core.text.Numbers;
import dev.retryworkbench.core.tool.Continuation;
import dev.retryworkbench.core.tool.Evaluation;
import java.util.ArrayList;
import java.util.List;

/**
 * Every policy one evaluation runs (the five rows, then the trade-off's six hedging delays), a bounded number of
 * calls per step, so a page runs them in slices between other tasks. Its evaluation shows nothing until all are
 * done.
 */
final class LatencyWork implements Continuation {
    /** Calls per step: well under a millisecond on the JVM, a few in a browser before its engine warms up. */
    static final int CALLS_PER_STEP = 2_000;
    /** The percentiles of the attempt latency at which the trade-off hedges, as named. */
    static final double[] TRADE_OFF_PERCENTILES = {50, 75, 90, 95, 99, 99.9};
    /** The same as shares, written out: 99.9 / 100 is 0.9990000000000001, past the curve's point at 0.999. */
    private static final double[] TRADE_OFF_SHARES = {0.5, 0.75, 0.9, 0.95, 0.99, 0.999};

    private final LatencyInputs inputs;
    private final FormReading reading;
    private final CallPolicy[] policies;
    private final RowRun[] runs;
    private final int tradeOffAttempts;
    private int index;
    private LatencyResult result;
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
        if (runs[index] == null) {
            runs[index] = new RowRun(inputs, policies[index], index >= LatencyRow.values().length);
        }
        if (runs[index].step(CALLS_PER_STEP)) {
            index++;
            if (index == runs.length) {
                result = result();
                return true;
            }
        }
        return false;
    }

    @Override
    public int percent() {
        if (result != null) {
            return 100;
        }
        double done = index + (runs[index] == null ? 0 : runs[index].progress());
        // 99 at most until the result is made: the last sort is still to come.
        return Math.min(99, (int) Math.floor(done * 100 / runs.length));
    }

    @Override
    public String progressLabel() {
        return "Simulating " + Numbers.grouped(inputs.calls()) + " calls under " + runs.length + " policies";
    }

    @Override
    public Evaluation evaluation() {
        if (result == null) {
            return Evaluation.running(this);
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

    private LatencyResult result() {
        LatencyRow[] names = LatencyRow.values();
        double baseline = runs[LatencyRow.NO_RETRIES.ordinal()].attemptsPerCall();
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
        List<LatencyResult.TradeOff> tradeOff = new ArrayList<>(TRADE_OFF_PERCENTILES.length);
        Double suggested = null;
        for (int i = 0; i < TRADE_OFF_PERCENTILES.length; i++) {
            RowRun run = runs[names.length + i];
            double extra = run.attemptsPerCall() / baseline - 1;
            double delay = policies[names.length + i].delayMs();
            tradeOff.add(new LatencyResult.TradeOff(TRADE_OFF_PERCENTILES[i], delay, run.percentile(RowRun.P99), extra));
            if (suggested == null && extra <= inputs.extraLoadLimit()) {
                suggested = delay;
            }
        }
        return new LatencyResult(inputs, rows, tradeOff, suggested, tradeOffAttempts);
    }
}
