package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.policy.Backoff;
import dev.retryworkbench.core.policy.DeadlineRule;
import dev.retryworkbench.core.random.SplitMix64;
import java.util.List;

/**
 * Simulates one trace of the nested retry policies of a {@link LayerChain}: each attempt of a layer is one
 * run of the policy of the layer inside it, down to the innermost, whose attempts are the physical ones;
 * every attempt fails; each layer backs off after each of its failed attempts but the last; the deadline
 * clips the trace, or, under the skip rule, a layer gives up before a wait that would reach it and hands
 * control to the layer outside it.
 *
 * <p>Rows stream to a {@link TimelineSink} in timeline order. The loop runs on {@code int} and
 * {@code double} only and stops at the deadline, so its cost follows the rows produced, never the
 * product of the limits; {@link #run}, which keeps only the first and last rows, takes the innermost runs
 * between them whole.
 */
public final class Simulator {
    private Simulator() {
    }

    /**
     * Simulates the trace keeping its first and last {@code keepEachEnd} rows, and adds the closed-form
     * figures. After the first rows, an innermost run that ends by the deadline is taken in one step (its
     * waits still drawn one by one, in order) and its rows are re-created only if they are among the
     * last ones, so the cost follows the innermost runs and the kept rows, not every row.
     */
    public static AmplificationResult run(AmplificationInputs inputs, int keepEachEnd) {
        LayerChain chain = LayerChain.of(inputs);
        BoundedTimeline timeline = new BoundedTimeline(keepEachEnd, chain.depth());
        TraceSummary summary = new Trace(chain, inputs, false, timeline, timeline).simulate();
        return new AmplificationResult(inputs, chain, chain.maxDownstreamAttempts(),
                worstCaseWithoutDeadlineMs(chain, inputs), summary.attemptsStarted(), summary.clippedRow(),
                summary.deadlineReached(), summary.elapsedMs(), summary.backoffMs(), chain.retryOwners(),
                timeline.excerpt(), summary.gaveUp(), maxAttemptsWithinDeadline(chain, inputs),
                chain.worstCaseIfRetries(), maxAttemptsWithinTimeouts(chain, inputs), summary.firstCutRow(),
                summary.cutRows());
    }

    /** Simulates the trace, passing every row to {@code sink} in timeline order, and summarises it. */
    public static TraceSummary stream(AmplificationInputs inputs, TimelineSink sink) {
        return stream(LayerChain.of(inputs), inputs, sink);
    }

    /**
     * Simulates the trace of {@code chain} in place of the inputs' own layers, under their attempt time,
     * deadline and rule, and seed, passing every row to {@code sink}.
     */
    static TraceSummary stream(LayerChain chain, AmplificationInputs inputs, TimelineSink sink) {
        return new Trace(chain, inputs, false, sink, null).simulate();
    }

    /**
     * The runs of the distribution: the trace simulated again and again for other seeds, keeping no row,
     * on one set-up (waits, limits, the innermost layer's raw waits), so a run allocates nothing and touches
     * no {@code long}.
     */
    static final class Runs {
        private final Trace trace;

        Runs(AmplificationInputs inputs) {
            trace = new Trace(LayerChain.of(inputs), inputs, false, RunSink.TALLY, RunSink.TALLY);
        }

        /** Simulates the trace for the seed whose unsigned 64 bits are {@code seedHigh:seedLow}. */
        void run(int seedHigh, int seedLow) {
            trace.restart(seedHigh, seedLow);
            trace.call();
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
        return maxAttemptsWithinDeadline(LayerChain.of(inputs), inputs);
    }

    private static int maxAttemptsWithinDeadline(LayerChain chain, AmplificationInputs inputs) {
        if (!inputs.hasDeadline()) {
            return chain.maxDownstreamAttempts();
        }
        return new Trace(chain, inputs, true, RunSink.TALLY, RunSink.TALLY).simulate().attemptsStarted();
    }

    /**
     * Returns the worst case had each attempt limit been read as a retry count: the product of limit + 1,
     * the figure the SRE book quotes for three layers of three retries (4 x 4 x 4 = 64).
     */
    public static int worstCaseIfRetries(AmplificationInputs inputs) {
        return LayerChain.of(inputs).worstCaseIfRetries();
    }

    /** Returns the product of the attempt limits: the attempts made when every layer exhausts. */
    public static int maxDownstreamAttempts(AmplificationInputs inputs) {
        return LayerChain.of(inputs).maxDownstreamAttempts();
    }

    /**
     * Returns the closed-form worst case without a deadline, each wait at its largest ({@link
     * Backoff#largest}), each layer's own limits applied (specification, Part 4), from the innermost out:
     * per(innermost) = min(timeout, n x failed attempt + its waits);
     * per(L) = min(timeout_L, n_L x min(per(inner), perTryTimeout_L) + L's waits). At most about 8e15 ms,
     * below 2^53.
     */
    public static long worstCaseWithoutDeadlineMs(AmplificationInputs inputs) {
        return worstCaseWithoutDeadlineMs(LayerChain.of(inputs), inputs);
    }

    private static long worstCaseWithoutDeadlineMs(LayerChain chain, AmplificationInputs inputs) {
        // In doubles, exact below 2^53: TeaVM turns long arithmetic into slow JavaScript BigInts.
        double perInner = inputs.attemptMs();
        for (int layer = chain.innermost(); layer >= 0; layer--) {
            LayerPolicy policy = chain.policy(layer);
            double perAttempt = layer == chain.innermost() ? perInner
                    : Math.min(perInner, limit(policy.perTryTimeoutMs()));
            perInner = Math.min(limit(policy.timeoutMs()),
                    policy.attempts() * perAttempt + chain.backoff(layer).totalLargest());
        }
        return (long) perInner;
    }

    /**
     * Returns the attempts started when every wait takes its minimum and the deadline is left out: the most
     * the layers' per-try timeouts and timeouts let start. Without any such limit it is the maximum
     * downstream attempts.
     */
    public static int maxAttemptsWithinTimeouts(AmplificationInputs inputs) {
        return maxAttemptsWithinTimeouts(LayerChain.of(inputs), inputs);
    }

    private static int maxAttemptsWithinTimeouts(LayerChain chain, AmplificationInputs inputs) {
        if (!chain.hasLimits()) {
            return chain.maxDownstreamAttempts();
        }
        return new Trace(chain, inputs.withDeadline(null), true, RunSink.TALLY, RunSink.TALLY).simulate()
                .attemptsStarted();
    }

    private static double limit(Long ms) {
        return ms == null ? Double.POSITIVE_INFINITY : ms;
    }

    /** Returns the indices of the layers whose attempt limit is above 1, innermost first. */
    public static List<Integer> retryOwners(AmplificationInputs inputs) {
        return LayerChain.of(inputs).retryOwners();
    }

    /**
     * What a step of the trace leads to: go on, the layer gave up under the skip rule, the trace stopped, or
     * a layer's own limit ended span {@code s} (s >= 1: one attempt of layer s - 1), coded
     * {@code SPAN_CUT + s}; the layer that owns the span then goes on as after a failed attempt.
     */
    private static final int GO_ON = 0;
    private static final int GAVE_UP = 1;
    private static final int STOP = 2;
    private static final int SPAN_CUT = 2;

    /**
     * The spans a layer's own limit can end, outermost first, one per layer: span 0 is the call (layer 0's
     * timeout ends it, as the deadline does), span k one attempt of layer k - 1, bounded by that layer's
     * per-try timeout and by layer k's timeout (layer k's policy runs afresh within it). A row of layer k,
     * an attempt of the innermost layer or a backoff of layer k, lies within span k.
     */
    private static final int CALL = 0;

    /** The mutable state of one simulation; the hot path uses only ints and doubles. */
    private static final class Trace implements BoundedTimeline.InnermostRunReplay {
        private final TimelineSink sink;
        /** The sink again when it may take whole innermost runs, else null: every row then goes to the sink. */
        private final RunSink runs;
        private final double deadline;
        private final boolean skip;
        /** True when every wait takes the least its kind allows, with no draw: the bound within the deadline. */
        private final boolean least;
        private final double attemptMs;
        private final SplitMix64 random;
        private final int innermost;
        /** Each layer's attempt limit and waits, outermost first. */
        private final int[] limits;
        private final Backoff[] waits;
        /** The attempt number of each layer's current attempt, outermost first: the path of the next row. */
        private final int[] path;
        /**
         * The layers' own limits, as lengths from the start of the span they bound: the outer layer's per-try
         * timeout and the inner layer's timeout of each span (infinite for none), and their cut codes.
         */
        private final double[] outerLimit;
        private final double[] innerLimit;
        private final int[] outerCut;
        private final int[] innerCut;
        /** While a span runs, the instant it ends at, the earliest of its own and every enclosing span's, and why. */
        private final double[] spanEnd;
        private final int[] spanCut;
        /** While a span runs, the span whose own limit ends it: itself or an enclosing one. */
        private final int[] spanOwner;
        private final boolean limited;
        /** Every innermost raw backoff and the least wait the jitter allows for each; built for whole runs. */
        private double[] innerRaw;
        private double[] innerLeast;
        private double innerRawTotal;
        private double innerLeastTotal;
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

        /** Creates a trace of {@code chain} under the attempt time, deadline, rule and seed of {@code inputs}. */
        Trace(LayerChain chain, AmplificationInputs inputs, boolean least, TimelineSink sink, RunSink runs) {
            this.sink = sink;
            this.runs = runs;
            this.least = least;
            deadline = inputs.hasDeadline() ? inputs.deadlineMs() : Double.POSITIVE_INFINITY;
            skip = inputs.deadlineRule() == DeadlineRule.SKIP;
            attemptMs = inputs.attemptMs();
            random = new SplitMix64(inputs.seed());
            int depth = chain.depth();
            innermost = chain.innermost();
            limits = new int[depth];
            waits = new Backoff[depth];
            path = new int[depth];
            outerLimit = new double[depth];
            innerLimit = new double[depth];
            outerCut = new int[depth];
            innerCut = new int[depth];
            spanEnd = new double[depth];
            spanCut = new int[depth];
            spanOwner = new int[depth];
            for (int k = 0; k < depth; k++) {
                limits[k] = chain.policy(k).attempts();
                waits[k] = chain.backoff(k);
                // The call has no outer layer; span k is one attempt of layer k - 1, run by layer k's policy.
                outerLimit[k] = k == CALL ? Double.POSITIVE_INFINITY : limit(chain.policy(k - 1).perTryTimeoutMs());
                outerCut[k] = k == CALL ? Cut.NONE : Cut.code(k - 1, false);
                innerLimit[k] = limit(chain.policy(k).timeoutMs());
                innerCut[k] = Cut.code(k, true);
            }
            limited = chain.hasLimits();
        }

        /** Creates a trace that re-creates one innermost run of {@code trace} into {@code out} from a PRNG state. */
        private Trace(Trace trace, TimelineSink out, int[] outerPath, double startMs, int randomHigh, int randomLow) {
            sink = out;
            runs = null;
            least = trace.least;
            deadline = trace.deadline;
            skip = trace.skip;
            attemptMs = trace.attemptMs;
            random = new SplitMix64(randomHigh, randomLow);
            innermost = trace.innermost;
            limits = trace.limits;
            waits = trace.waits;
            path = new int[innermost + 1];
            System.arraycopy(outerPath, 0, path, 0, innermost);
            outerLimit = trace.outerLimit;
            innerLimit = trace.innerLimit;
            outerCut = trace.outerCut;
            innerCut = trace.innerCut;
            spanEnd = trace.spanEnd;
            spanCut = trace.spanCut;
            spanOwner = trace.spanOwner;
            // A run taken whole ended before every limit of its spans, so its rows meet none of them.
            limited = false;
            now = startMs;
        }

        TraceSummary simulate() {
            call();
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

        /** Runs the whole call: one run of the outermost layer's policy. */
        private void call() {
            if (limited) {
                open(CALL);
            }
            run(0);
        }

        /**
         * Runs layer {@code k}'s policy once, within span {@code k}; each of its attempts is span {@code k + 1}, one
         * run of the layer inside it. A failed attempt, one whose inner layer gave up under the skip rule and
         * one cut by a limit of its own span all lead to the next attempt after a backoff. Returns GO_ON,
         * GAVE_UP, STOP, or the cut of span {@code k} or of a span around it, which the layer owning that span
         * takes as a failed attempt.
         */
        private int run(int k) {
            if (k == innermost) {
                return wholeInnermostRun() ? GO_ON : innermostRun();
            }
            int limit = limits[k];
            double previous = 0;
            for (int i = 1; i <= limit; i++) {
                path[k] = i;
                if (limited) {
                    open(k + 1);
                }
                int step = run(k + 1);
                if (step == STOP || (step > SPAN_CUT && step - SPAN_CUT <= k)) {
                    return step;
                }
                if (i < limit) {
                    step = backoff(k, i, previous);
                    if (step != GO_ON) {
                        return step;
                    }
                    previous = drawn;
                }
            }
            return GO_ON;
        }

        @Override
        public void replay(int[] outerPath, double startMs, int randomHigh, int randomLow, TimelineSink out) {
            new Trace(this, out, outerPath, startMs, randomHigh, randomLow).innermostRun();
        }

        /**
         * Takes the innermost run at the current path in one step when its rows may go to the sink whole and it
         * ends by the deadline and before its span's limits; then every row starts before the deadline, none is
         * clipped or cut, and no wait reaches the deadline, so the skip rule cannot apply either. Returns false,
         * with the PRNG rewound, when the run has to be taken row by row.
         */
        private boolean wholeInnermostRun() {
            if (runs == null || !runs.headFull()) {
                return false;
            }
            int limit = limits[innermost];
            Backoff inner = waits[innermost];
            if (innerRaw == null) {
                innerRaw = new double[limit - 1];
                innerLeast = new double[limit - 1];
                for (int k = 0; k < innerRaw.length; k++) {
                    innerRaw[k] = inner.rawWhole(k + 1);
                    innerLeast[k] = inner.least(k + 1);
                    innerLeastTotal += innerLeast[k];
                }
                innerRawTotal = inner.totalWhole();
            }
            int randomHigh = random.stateHigh();
            int randomLow = random.stateLow();
            double total;
            if (least) {
                total = innerLeastTotal;
            } else if (!inner.policy().randomised()) {
                total = innerRawTotal;
            } else if (inner.uniformBetweenLeastAndRaw()) {
                // Each wait is uniformInt(least, raw), drawn in order: one tight loop.
                total = random.sumOfUniformWholes(innerLeast, innerRaw, limit - 1);
            } else {
                total = 0;
                double previous = 0;
                for (int k = 1; k < limit; k++) {
                    previous = inner.next(k, previous, random);
                    total += previous;
                }
            }
            double end = now + limit * attemptMs + total;
            if (end > deadline || (limited && end >= spanEnd[innermost])) {
                random.restore(randomHigh, randomLow);
                return false;
            }
            runs.acceptInnermostRun(path, now, end, 2 * limit - 1, total, randomHigh, randomLow, this);
            rows += 2 * limit - 1;
            attempts += limit;
            backoff += total;
            now = end;
            return true;
        }

        /**
         * Adds the rows of the innermost run at the current path one by one, within its span; returns GO_ON,
         * or what ended the run for the layer outside it to handle.
         */
        private int innermostRun() {
            int limit = limits[innermost];
            double previous = 0;
            for (int i = 1; i <= limit; i++) {
                path[innermost] = i;
                int step = item(TimelineRow.Action.ATTEMPT, innermost, attemptMs);
                if (step != GO_ON) {
                    return step;
                }
                if (i < limit) {
                    step = backoff(innermost, i, previous);
                    if (step != GO_ON) {
                        return step;
                    }
                    previous = drawn;
                }
            }
            return GO_ON;
        }

        /**
         * Draws layer {@code layer}'s k-th wait (one draw per backoff, in timeline order) and adds it as a row
         * within span {@code layer}. Under the skip rule the draw is made first, then a wait that would end at
         * or after the deadline is not taken: the layer gives up.
         */
        private int backoff(int layer, int k, double previous) {
            if (now >= deadline && !skip) {
                stopped = true;
                return STOP;
            }
            drawn = least ? waits[layer].least(k) : waits[layer].next(k, previous, random);
            if (skip && now + drawn >= deadline) {
                if (gaveUp == null) {
                    gaveUp = new GaveUp(layer, now, drawn);
                }
                return GAVE_UP;
            }
            return item(TimelineRow.Action.BACKOFF, layer, drawn);
        }

        /**
         * Adds a row of layer {@code layer} and {@code duration} within span {@code layer} unless the deadline or
         * the span's end has come. A row running at the deadline is clipped and the trace stops; one running at
         * the span's end is cut there and the span ends (the deadline wins a tie). Returns GO_ON, STOP or the
         * span's cut.
         */
        private int item(TimelineRow.Action action, int layer, double duration) {
            if (now >= deadline) {
                stopped = true;
                return STOP;
            }
            double limit = limited ? spanEnd[layer] : Double.POSITIVE_INFINITY;
            if (now >= limit) {
                return ended(layer);
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
            sink.accept(action, layer, path, start, end, clip, cut ? spanCut[layer] : Cut.NONE);
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
                    clippedRow = TimelineRow.of(action, layer, path, start, end, true, Cut.NONE);
                }
                return STOP;
            }
            if (!cut) {
                return GO_ON;
            }
            cutRows++;
            if (firstCutRow == null && sink != RunSink.TALLY) {
                firstCutRow = TimelineRow.of(action, layer, path, start, end, false, spanCut[layer]);
            }
            return ended(layer);
        }

        /**
         * Returns what the end of {@code span}'s time means: the span whose limit it is ends, and its owner
         * goes on as after a failed attempt; layer 0's timeout ends the call, as the deadline does, though
         * the deadline is not reached.
         */
        private int ended(int span) {
            int owner = spanOwner[span];
            return owner == CALL ? STOP : SPAN_CUT + owner;
        }
    }
}
