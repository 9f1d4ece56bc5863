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
                maxAttemptsWithinDeadline(inputs), worstCaseIfRetries(inputs));
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
     * Returns the closed-form worst case without a deadline, from raw backoffs:
     * per(SDK) = n_s x failed attempt + SDK backoffs; per(app) = n_a x per(SDK) + app backoffs;
     * total = n_r x per(app) + runner backoffs. At most about 8e15 ms, below 2^53.
     */
    public static long worstCaseWithoutDeadlineMs(AmplificationInputs inputs) {
        // In doubles, exact below 2^53: TeaVM turns long arithmetic into slow JavaScript BigInts.
        double perSdk = inputs.sdk().attempts() * (double) inputs.attemptMs()
                + inputs.backoff(Layer.SDK).totalWhole();
        double perApplication = inputs.application().attempts() * perSdk
                + inputs.backoff(Layer.APPLICATION).totalWhole();
        return (long) (inputs.runner().attempts() * perApplication + inputs.backoff(Layer.RUNNER).totalWhole());
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

    /** What a step of the trace leads to: go on, the layer gave up under the skip rule, or the trace stopped. */
    private static final int GO_ON = 0;
    private static final int GAVE_UP = 1;
    private static final int STOP = 2;

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
            now = startMs;
        }

        TraceSummary simulate() {
            runnerRun();
            return new TraceSummary(rows, attempts, (long) backoff, (long) elapsed(), reached(), clippedRow, gaveUp);
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
            gaveUp = null;
            drawn = 0;
        }

        private void runnerRun() {
            double previous = 0;
            for (int r = 1; r <= runnerLimit; r++) {
                if (applicationRun(r) == STOP) {
                    return;
                }
                if (r < runnerLimit) {
                    if (backoff(Layer.RUNNER, r, 0, 0, runner, r, previous) != GO_ON) {
                        return;
                    }
                    previous = drawn;
                }
            }
        }

        /** Runs the application policy within runner attempt {@code r}; GAVE_UP hands control to the runner. */
        private int applicationRun(int r) {
            double previous = 0;
            for (int a = 1; a <= applicationLimit; a++) {
                if (!wholeSdkRun(r, a) && sdkRun(r, a) == STOP) {
                    return STOP;
                }
                if (a < applicationLimit) {
                    int step = backoff(Layer.APPLICATION, r, a, 0, application, a, previous);
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
         * deadline; then every row starts before the deadline, none is clipped, and no wait reaches the
         * deadline, so the skip rule cannot apply either. Returns false, with the PRNG rewound, when the run
         * has to be taken row by row.
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
            if (end > deadline) {
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

        /** Adds the rows of SDK run {@code r.a} one by one; GAVE_UP hands control to the application layer. */
        private int sdkRun(int r, int a) {
            double previous = 0;
            for (int s = 1; s <= sdkLimit; s++) {
                if (!item(TimelineRow.Action.ATTEMPT, Layer.SDK, r, a, s, attemptMs)) {
                    return STOP;
                }
                if (s < sdkLimit) {
                    int step = backoff(Layer.SDK, r, a, s, sdk, s, previous);
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
         * row. Under the skip rule the draw is made first, then a wait that would end at or after the
         * deadline is not taken: the layer gives up.
         */
        private int backoff(Layer layer, int r, int a, int s, Backoff waits, int k, double previous) {
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
            return item(TimelineRow.Action.BACKOFF, layer, r, a, s, drawn) ? GO_ON : STOP;
        }

        /** Adds a row of {@code duration} unless the deadline has passed; returns false when the trace stops. */
        private boolean item(TimelineRow.Action action, Layer layer, int r, int a, int s, double duration) {
            if (now >= deadline) {
                stopped = true;
                return false;
            }
            double start = now;
            double end = start + duration;
            boolean cut = end > deadline;
            if (cut) {
                end = deadline;
            }
            sink.accept(action, layer, r, a, s, start, end, cut);
            rows++;
            if (action == TimelineRow.Action.ATTEMPT) {
                attempts++;
            } else {
                backoff += end - start;
            }
            now = end;
            if (cut) {
                clipped = true;
                if (sink != RunSink.TALLY) {
                    clippedRow = TimelineRow.of(action, layer, r, a, s, start, end, true);
                }
                return false;
            }
            return true;
        }
    }
}
