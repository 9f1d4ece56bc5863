package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.policy.Backoff;
import dev.retryworkbench.core.policy.DeadlineRule;
import dev.retryworkbench.core.policy.Layer;
import dev.retryworkbench.core.random.SplitMix64;
import java.util.ArrayList;
import java.util.List;

/**
 * Simulates one trace of the nested retry policies: the job runner calls the application policy,
 * which calls the SDK policy; every attempt fails; each layer backs off after each of its failed
 * attempts but the last; the deadline clips the trace, or, under the skip rule, a layer gives up
 * before a wait that would reach it and hands control to the layer outside it.
 *
 * <p>Rows stream to a {@link TimelineSink} in timeline order. The loop runs on {@code int} and
 * {@code double} only and stops at the deadline, so its cost follows the rows produced, never the
 * product of the limits; {@link #run}, which keeps only the first and last rows, takes the SDK runs
 * between them whole.
 */
public final class Simulator {
    private Simulator() {
    }

    /**
     * Simulates the trace keeping its first and last {@code keepEachEnd} rows, and adds the closed-form
     * figures. After the first rows, an SDK run that ends by the deadline is taken in one step (its
     * waits still drawn one by one, in order) and its rows are re-created only if they are among the
     * last ones, so the cost follows the SDK runs and the kept rows, not every row.
     */
    public static AmplificationResult run(AmplificationInputs inputs, int keepEachEnd) {
        BoundedTimeline timeline = new BoundedTimeline(keepEachEnd);
        TraceSummary summary = new Trace(inputs, inputs.seed(), false, timeline, timeline).simulate();
        return new AmplificationResult(inputs, maxDownstreamAttempts(inputs), worstCaseWithoutDeadlineMs(inputs),
                summary.attemptsStarted(), summary.clippedRow(), summary.deadlineReached(), summary.elapsedMs(),
                summary.backoffMs(), retryOwners(inputs), timeline.excerpt(), summary.gaveUp(),
                maxAttemptsWithinDeadline(inputs), worstCaseIfRetries(inputs), maxAttemptsWithinTimeouts(inputs),
                summary.firstCutRow(), summary.cutRows());
    }

    /** Simulates the trace, passing every row to {@code sink} in timeline order, and summarises it. */
    public static TraceSummary stream(AmplificationInputs inputs, TimelineSink sink) {
        return new Trace(inputs, inputs.seed(), false, sink, null).simulate();
    }

    /**
     * The runs of the distribution: the trace simulated again and again for other seeds, keeping no row,
     * on one set-up (waits, limits, the SDK's raw waits), so a run allocates nothing and touches no {@code long}.
     */
    static final class Runs {
        private final Trace trace;

        Runs(AmplificationInputs inputs) {
            trace = new Trace(inputs, inputs.seed(), false, RunSink.TALLY, RunSink.TALLY);
        }

        /** Simulates the trace for the seed whose unsigned 64 bits are {@code seedHigh:seedLow}. */
        void run(int seedHigh, int seedLow) {
            trace.restart(seedHigh, seedLow);
            trace.runnerRun();
        }

        /** Returns the last run's attempts started, a clipped one included. */
        int attemptsStarted() {
            return trace.attempts;
        }

        /** Returns the last run's elapsed time: the deadline when reached, else the end of its last row. */
        double elapsedMs() {
            return trace.elapsed();
        }

        /** Returns the last run's time in backoff. */
        double backoffMs() {
            return trace.backoff;
        }
    }

    /**
     * Returns the attempts started when every wait takes the least its jitter kind allows, under the same
     * deadline and rule: the most attempts any seed can start, the figure to size a dependency for.
     * Without a deadline it is the maximum downstream attempts.
     */
    public static int maxAttemptsWithinDeadline(AmplificationInputs inputs) {
        if (!inputs.hasDeadline()) {
            return maxDownstreamAttempts(inputs);
        }
        return new Trace(inputs, inputs.seed(), true, RunSink.TALLY, RunSink.TALLY).simulate().attemptsStarted();
    }

    /**
     * Returns the worst case had each attempt limit been read as a retry count: the product of limit + 1,
     * the figure the SRE book quotes for three layers of three retries (4 x 4 x 4 = 64).
     */
    public static int worstCaseIfRetries(AmplificationInputs inputs) {
        return (inputs.sdk().attempts() + 1) * (inputs.application().attempts() + 1) * (inputs.runner().attempts() + 1);
    }

    /** Returns the product of the three attempt limits: the attempts made when every layer exhausts. */
    public static int maxDownstreamAttempts(AmplificationInputs inputs) {
        return inputs.sdk().attempts() * inputs.application().attempts() * inputs.runner().attempts();
    }

    /**
     * Returns the closed-form worst case without a deadline, each wait at its largest ({@link
     * Backoff#largest}), each layer's own limits applied (specification, Part 4):
     * per(SDK) = min(timeout_s, n_s x failed attempt + SDK waits);
     * per(L) = min(timeout_L, n_L x min(per(inner), perTryTimeout_L) + L's waits) for the application and
     * the runner. At most about 8e15 ms, below 2^53.
     */
    public static long worstCaseWithoutDeadlineMs(AmplificationInputs inputs) {
        // In doubles, exact below 2^53: TeaVM turns long arithmetic into slow JavaScript BigInts.
        double perInner = inputs.attemptMs();
        boolean innermost = true;
        for (LayerPolicy policy : inputs.layers()) {
            double perAttempt = innermost ? perInner : Math.min(perInner, limit(policy.perTryTimeoutMs()));
            perInner = Math.min(limit(policy.timeoutMs()),
                    policy.attempts() * perAttempt + inputs.backoff(policy.layer()).totalLargest());
            innermost = false;
        }
        return (long) perInner;
    }

    /**
     * Returns the attempts started when every wait takes its minimum and the deadline is left out: the most
     * the layers' per-try timeouts and timeouts let start. Without any such limit it is the maximum
     * downstream attempts.
     */
    public static int maxAttemptsWithinTimeouts(AmplificationInputs inputs) {
        if (!inputs.hasLayerLimits()) {
            return maxDownstreamAttempts(inputs);
        }
        return new Trace(inputs.withDeadline(null), inputs.seed(), true, RunSink.TALLY, RunSink.TALLY).simulate()
                .attemptsStarted();
    }

    private static double limit(Long ms) {
        return ms == null ? Double.POSITIVE_INFINITY : ms;
    }

    /** Returns the layers whose attempt limit is above 1, innermost first. */
    public static List<Layer> retryOwners(AmplificationInputs inputs) {
        List<Layer> owners = new ArrayList<>(3);
        for (LayerPolicy policy : inputs.layers()) {
            if (policy.retries()) {
                owners.add(policy.layer());
            }
        }
        return owners;
    }

    /**
     * What a step of the trace leads to: go on, the layer gave up under the skip rule, the trace stopped, or
     * a layer's own limit ended the span of one runner attempt or of one application attempt (the layer that
     * owns the span then goes on as after a failed attempt).
     */
    private static final int GO_ON = 0;
    private static final int GAVE_UP = 1;
    private static final int STOP = 2;
    private static final int RUNNER_ATTEMPT_CUT = 3;
    private static final int APPLICATION_ATTEMPT_CUT = 4;

    /**
     * The spans a layer's own limit can end, outermost first: the call (the runner's timeout ends it, as the
     * deadline does), one runner attempt (the runner's per-try timeout, the application's timeout) and one
     * application attempt (the application's per-try timeout, the SDK's timeout).
     */
    private static final int CALL = 0;
    private static final int RUNNER_ATTEMPT = 1;
    private static final int APPLICATION_ATTEMPT = 2;

    /** The mutable state of one simulation; the hot path uses only ints and doubles. */
    private static final class Trace implements BoundedTimeline.SdkRunReplay {
        private final TimelineSink sink;
        /** The sink again when it may take whole SDK runs, else null: every row then goes to the sink. */
        private final RunSink runs;
        private final double deadline;
        private final boolean skip;
        /** True when every wait takes the least its kind allows, with no draw: the bound within the deadline. */
        private final boolean least;
        private final double attemptMs;
        private final SplitMix64 random;
        private final int runnerLimit;
        private final int applicationLimit;
        private final int sdkLimit;
        private final Backoff sdk;
        private final Backoff application;
        private final Backoff runner;
        /**
         * The layers' own limits, as lengths from the start of the span they bound: the outer layer's per-try
         * timeout and the inner layer's timeout of each span (infinite for none), and their cut codes.
         */
        private final double[] outerLimit = new double[3];
        private final double[] innerLimit = new double[3];
        private final int[] outerCut = new int[3];
        private final int[] innerCut = new int[3];
        /** While a span runs, the instant it ends at, the earliest of its own and every enclosing span's, and why. */
        private final double[] spanEnd = new double[3];
        private final int[] spanCut = new int[3];
        /** While a span runs, the span whose own limit ends it: itself or an enclosing one. */
        private final int[] spanOwner = new int[3];
        private final boolean limited;
        /** Every SDK raw backoff and the smallest wait the jitter allows for each; built when a run is taken whole. */
        private double[] sdkRaw;
        private double[] sdkLeast;
        private double sdkRawTotal;
        private double sdkLeastTotal;
        private double now;
        private int rows;
        private int attempts;
        private double backoff;
        private boolean stopped;
        private boolean clipped;
        /** The row the deadline cut, unless the trace only counts: the distribution would make a path string per run. */
        private TimelineRow clippedRow;
        /** The first row a layer's own limit cut, unless the trace only counts, and how many it cut. */
        private TimelineRow firstCutRow;
        private int cutRows;
        private GaveUp gaveUp;
        /** The wait the last backoff drew: decorrelated jitter grows from the previous wait of the same run. */
        private double drawn;

        Trace(AmplificationInputs inputs, long seed, boolean least, TimelineSink sink, RunSink runs) {
            this.sink = sink;
            this.runs = runs;
            this.least = least;
            deadline = inputs.hasDeadline() ? inputs.deadlineMs() : Double.POSITIVE_INFINITY;
            skip = inputs.deadlineRule() == DeadlineRule.SKIP;
            attemptMs = inputs.attemptMs();
            random = new SplitMix64(seed);
            runnerLimit = inputs.runner().attempts();
            applicationLimit = inputs.application().attempts();
            sdkLimit = inputs.sdk().attempts();
            sdk = inputs.backoff(Layer.SDK);
            application = inputs.backoff(Layer.APPLICATION);
            runner = inputs.backoff(Layer.RUNNER);
            // The call has no outer layer; a runner attempt is bounded by the runner's per-try timeout and the
            // application's timeout; an application attempt by its per-try timeout and the SDK's timeout.
            bound(CALL, null, 0, inputs.runner().timeoutMs(), Cut.code(Layer.RUNNER, true));
            bound(RUNNER_ATTEMPT, inputs.runner().perTryTimeoutMs(), Cut.code(Layer.RUNNER, false),
                    inputs.application().timeoutMs(), Cut.code(Layer.APPLICATION, true));
            bound(APPLICATION_ATTEMPT, inputs.application().perTryTimeoutMs(), Cut.code(Layer.APPLICATION, false),
                    inputs.sdk().timeoutMs(), Cut.code(Layer.SDK, true));
            limited = inputs.hasLayerLimits();
        }

        private void bound(int span, Long outerMs, int outerCode, Long innerMs, int innerCode) {
            outerLimit[span] = outerMs == null ? Double.POSITIVE_INFINITY : outerMs;
            innerLimit[span] = innerMs == null ? Double.POSITIVE_INFINITY : innerMs;
            outerCut[span] = outerCode;
            innerCut[span] = innerCode;
        }

        /** Creates a trace that re-creates one SDK run of {@code trace} into {@code out}, from a saved PRNG state. */
        private Trace(Trace trace, TimelineSink out, double startMs, int randomHigh, int randomLow) {
            sink = out;
            runs = null;
            least = trace.least;
            deadline = trace.deadline;
            skip = trace.skip;
            attemptMs = trace.attemptMs;
            random = new SplitMix64(randomHigh, randomLow);
            runnerLimit = trace.runnerLimit;
            applicationLimit = trace.applicationLimit;
            sdkLimit = trace.sdkLimit;
            sdk = trace.sdk;
            application = trace.application;
            runner = trace.runner;
            // A run taken whole ended before every limit of its spans, so its rows meet none of them.
            limited = false;
            now = startMs;
        }

        TraceSummary simulate() {
            runnerRun();
            return new TraceSummary(rows, attempts, (long) backoff, (long) elapsed(), reached(), clippedRow, gaveUp,
                    firstCutRow, cutRows);
        }

        private boolean reached() {
            return stopped || clipped;
        }

        private double elapsed() {
            return reached() ? deadline : now;
        }

        /** Clears what a simulation left and starts the PRNG from another seed: the next run of the distribution. */
        private void restart(int seedHigh, int seedLow) {
            random.restore(seedHigh, seedLow);
            now = 0;
            rows = 0;
            attempts = 0;
            backoff = 0;
            stopped = false;
            clipped = false;
            clippedRow = null;
            firstCutRow = null;
            cutRows = 0;
            gaveUp = null;
            drawn = 0;
        }

        /**
         * Starts {@code span} now: it ends at the earliest of the enclosing span's end, the outer layer's per-try
         * timeout and the inner layer's timeout. On a tie the outermost limit cuts, so an inner one must be
         * strictly earlier to replace it.
         */
        private void open(int span) {
            double end = span == CALL ? Double.POSITIVE_INFINITY : spanEnd[span - 1];
            int cut = span == CALL ? Cut.NONE : spanCut[span - 1];
            int owner = span == CALL ? CALL : spanOwner[span - 1];
            double outer = now + outerLimit[span];
            if (outer < end) {
                end = outer;
                cut = outerCut[span];
                owner = span;
            }
            double inner = now + innerLimit[span];
            if (inner < end) {
                end = inner;
                cut = innerCut[span];
                owner = span;
            }
            spanEnd[span] = end;
            spanCut[span] = cut;
            spanOwner[span] = owner;
        }

        private void runnerRun() {
            if (limited) {
                open(CALL);
            }
            double previous = 0;
            for (int r = 1; r <= runnerLimit; r++) {
                if (limited) {
                    open(RUNNER_ATTEMPT);
                }
                if (applicationRun(r) == STOP) {
                    return;
                }
                if (r < runnerLimit) {
                    if (backoff(Layer.RUNNER, r, 0, 0, runner, r, previous, CALL) != GO_ON) {
                        return;
                    }
                    previous = drawn;
                }
            }
        }

        /**
         * Runs the application policy within runner attempt {@code r}; GAVE_UP and RUNNER_ATTEMPT_CUT hand
         * control to the runner, which goes on as after a failed attempt.
         */
        private int applicationRun(int r) {
            double previous = 0;
            for (int a = 1; a <= applicationLimit; a++) {
                if (limited) {
                    open(APPLICATION_ATTEMPT);
                }
                if (!wholeSdkRun(r, a)) {
                    int step = sdkRun(r, a);
                    if (step == STOP || step == RUNNER_ATTEMPT_CUT) {
                        return step;
                    }
                }
                if (a < applicationLimit) {
                    int step = backoff(Layer.APPLICATION, r, a, 0, application, a, previous, RUNNER_ATTEMPT);
                    if (step != GO_ON) {
                        return step;
                    }
                    previous = drawn;
                }
            }
            return GO_ON;
        }

        @Override
        public void replay(int runnerAttempt, int applicationAttempt, double startMs, int randomHigh, int randomLow,
                TimelineSink out) {
            new Trace(this, out, startMs, randomHigh, randomLow).sdkRun(runnerAttempt, applicationAttempt);
        }

        /**
         * Takes SDK run {@code r.a} in one step when its rows may go to the sink whole and it ends by the
         * deadline and before its span's limits; then every row starts before the deadline, none is clipped or
         * cut, and no wait reaches the deadline, so the skip rule cannot apply either. Returns false, with the
         * PRNG rewound, when the run has to be taken row by row.
         */
        private boolean wholeSdkRun(int r, int a) {
            if (runs == null || !runs.headFull()) {
                return false;
            }
            if (sdkRaw == null) {
                sdkRaw = new double[sdkLimit - 1];
                sdkLeast = new double[sdkLimit - 1];
                for (int k = 0; k < sdkRaw.length; k++) {
                    sdkRaw[k] = sdk.rawWhole(k + 1);
                    sdkLeast[k] = sdk.least(k + 1);
                    sdkLeastTotal += sdkLeast[k];
                }
                sdkRawTotal = sdk.totalWhole();
            }
            int randomHigh = random.stateHigh();
            int randomLow = random.stateLow();
            double waits;
            if (least) {
                waits = sdkLeastTotal;
            } else if (!sdk.policy().randomised()) {
                waits = sdkRawTotal;
            } else if (sdk.uniformBetweenLeastAndRaw()) {
                // Each wait is uniformInt(least, raw), drawn in order: one tight loop.
                waits = random.sumOfUniformWholes(sdkLeast, sdkRaw, sdkLimit - 1);
            } else {
                waits = 0;
                double previous = 0;
                for (int k = 1; k < sdkLimit; k++) {
                    previous = sdk.next(k, previous, random);
                    waits += previous;
                }
            }
            double end = now + sdkLimit * attemptMs + waits;
            if (end > deadline || (limited && end >= spanEnd[APPLICATION_ATTEMPT])) {
                random.restore(randomHigh, randomLow);
                return false;
            }
            runs.acceptSdkRun(r, a, now, end, 2 * sdkLimit - 1, waits, randomHigh, randomLow, this);
            rows += 2 * sdkLimit - 1;
            attempts += sdkLimit;
            backoff += waits;
            now = end;
            return true;
        }

        /**
         * Adds the rows of SDK run {@code r.a} one by one; GAVE_UP and APPLICATION_ATTEMPT_CUT hand control to
         * the application layer, RUNNER_ATTEMPT_CUT to the runner.
         */
        private int sdkRun(int r, int a) {
            double previous = 0;
            for (int s = 1; s <= sdkLimit; s++) {
                int step = item(TimelineRow.Action.ATTEMPT, Layer.SDK, r, a, s, attemptMs, APPLICATION_ATTEMPT);
                if (step != GO_ON) {
                    return step;
                }
                if (s < sdkLimit) {
                    step = backoff(Layer.SDK, r, a, s, sdk, s, previous, APPLICATION_ATTEMPT);
                    if (step != GO_ON) {
                        return step;
                    }
                    previous = drawn;
                }
            }
            return GO_ON;
        }

        /**
         * Draws the k-th wait of {@code waits} (one draw per backoff, in timeline order) and adds it as a
         * row within {@code span}. Under the skip rule the draw is made first, then a wait that would end at
         * or after the deadline is not taken: the layer gives up.
         */
        private int backoff(Layer layer, int r, int a, int s, Backoff waits, int k, double previous, int span) {
            if (now >= deadline && !skip) {
                stopped = true;
                return STOP;
            }
            drawn = least ? waits.least(k) : waits.next(k, previous, random);
            if (skip && now + drawn >= deadline) {
                if (gaveUp == null) {
                    gaveUp = new GaveUp(layer, now, drawn);
                }
                return GAVE_UP;
            }
            return item(TimelineRow.Action.BACKOFF, layer, r, a, s, drawn, span);
        }

        /**
         * Adds a row of {@code duration} within {@code span} unless the deadline or the span's end has come.
         * A row running at the deadline is clipped and the trace stops; one running at the span's end is cut
         * there and the span ends (the deadline wins a tie). Returns GO_ON, STOP or the span's cut.
         */
        private int item(TimelineRow.Action action, Layer layer, int r, int a, int s, double duration, int span) {
            if (now >= deadline) {
                stopped = true;
                return STOP;
            }
            double limit = limited ? spanEnd[span] : Double.POSITIVE_INFINITY;
            if (now >= limit) {
                return ended(span);
            }
            double start = now;
            double end = start + duration;
            boolean clip = end > deadline && deadline <= limit;
            boolean cut = !clip && end > limit;
            if (clip) {
                end = deadline;
            } else if (cut) {
                end = limit;
            }
            sink.accept(action, layer, r, a, s, start, end, clip, cut ? spanCut[span] : Cut.NONE);
            rows++;
            if (action == TimelineRow.Action.ATTEMPT) {
                attempts++;
            } else {
                backoff += end - start;
            }
            now = end;
            if (clip) {
                clipped = true;
                if (sink != RunSink.TALLY) {
                    clippedRow = TimelineRow.of(action, layer, r, a, s, start, end, true, Cut.NONE);
                }
                return STOP;
            }
            if (!cut) {
                return GO_ON;
            }
            cutRows++;
            if (firstCutRow == null && sink != RunSink.TALLY) {
                firstCutRow = TimelineRow.of(action, layer, r, a, s, start, end, false, spanCut[span]);
            }
            return ended(span);
        }

        /**
         * Returns what the end of {@code span}'s time means: the span whose limit it is ends, and its owner
         * goes on as after a failed attempt; the runner's timeout ends the call, as the deadline does, though
         * the deadline is not reached.
         */
        private int ended(int span) {
            int owner = spanOwner[span];
            if (owner == CALL) {
                return STOP;
            }
            return owner == RUNNER_ATTEMPT ? RUNNER_ATTEMPT_CUT : APPLICATION_ATTEMPT_CUT;
        }
    }
}
