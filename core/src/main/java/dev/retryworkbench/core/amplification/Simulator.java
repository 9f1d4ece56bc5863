package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.Jitter;
import dev.retryworkbench.core.random.SplitMix64;
import java.util.ArrayList;
import java.util.List;

/**
 * Simulates one trace of the nested retry policies: the job runner calls the application policy,
 * which calls the SDK policy; every attempt times out; each layer backs off after each of its
 * failed attempts but the last; the deadline clips the trace.
 *
 * <p>Rows stream to a {@link TimelineSink} in timeline order. The loop runs on {@code int} and
 * {@code double} only and stops at the deadline, so its cost follows the rows produced, never the
 * product of the limits; {@link #run}, which keeps only the first and last rows, takes the SDK runs
 * between them whole.
 */
public final class Simulator {
    private static final int NO_JITTER = 0;
    private static final int FULL_JITTER = 1;
    private static final int EQUAL_JITTER = 2;

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
        Trace trace = new Trace(inputs, timeline, timeline);
        trace.simulate(inputs.runner().attempts(), inputs.application().attempts());
        TraceSummary summary = trace.summary();
        return new AmplificationResult(inputs, maxDownstreamAttempts(inputs), worstCaseWithoutDeadlineMs(inputs),
                summary.attemptsStarted(), summary.clippedRow(), summary.deadlineReached(), summary.elapsedMs(),
                summary.backoffMs(), retryOwners(inputs), timeline.excerpt());
    }

    /** Simulates the trace, passing every row to {@code sink} in timeline order, and summarises it. */
    public static TraceSummary stream(AmplificationInputs inputs, TimelineSink sink) {
        Trace trace = new Trace(inputs, sink, null);
        trace.simulate(inputs.runner().attempts(), inputs.application().attempts());
        return trace.summary();
    }

    /** Returns the product of the three attempt limits: the attempts made when every layer exhausts. */
    public static int maxDownstreamAttempts(AmplificationInputs inputs) {
        return inputs.sdk().attempts() * inputs.application().attempts() * inputs.runner().attempts();
    }

    /**
     * Returns the closed-form worst case without a deadline, from raw backoffs:
     * per(SDK) = n_s x timeout + SDK backoffs; per(app) = n_a x per(SDK) + app backoffs;
     * total = n_r x per(app) + runner backoffs. At most about 1.73e14 ms, far below 2^53.
     */
    public static long worstCaseWithoutDeadlineMs(AmplificationInputs inputs) {
        // In doubles, exact below 2^53: TeaVM turns long arithmetic into slow JavaScript BigInts.
        double perSdk = inputs.sdk().attempts() * (double) inputs.attemptTimeoutMs()
                + new Backoffs(inputs.sdk()).total();
        double perApplication = inputs.application().attempts() * perSdk + new Backoffs(inputs.application()).total();
        return (long) (inputs.runner().attempts() * perApplication + new Backoffs(inputs.runner()).total());
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
     * One layer's raw backoffs, min(maximum, initial x 2^(k-1)) for k = 1 .. attempts - 1, each found
     * in constant time, so a trace clipped after a few rows costs no more for a limit of 100. In
     * doubles: initial x 2^98 is exact and far from overflowing.
     */
    private static final class Backoffs {
        /** 2^0 to 2^98, exact, built by doubling. */
        private static final double[] POWERS_OF_TWO = new double[99];

        static {
            POWERS_OF_TWO[0] = 1;
            for (int k = 1; k < POWERS_OF_TWO.length; k++) {
                POWERS_OF_TWO[k] = POWERS_OF_TWO[k - 1] * 2;
            }
        }

        private final double initial;
        private final double max;
        private final int count;

        Backoffs(LayerPolicy policy) {
            initial = policy.initialBackoffMs();
            max = policy.maxBackoffMs();
            count = policy.attempts() - 1;
        }

        /** Returns the raw wait after the k-th failed attempt, k = 1 .. attempts - 1. */
        int raw(int k) {
            return (int) Math.min(max, initial * POWERS_OF_TWO[k - 1]);
        }

        /** Returns the sum of the raw waits: the doubling ones below the cap, then the cap for the rest. */
        double total() {
            if (initial == 0) {
                return 0;
            }
            double sum = 0;
            double wait = initial;
            int k = 0;
            while (k < count && wait < max) {
                sum += wait;
                wait *= 2;
                k++;
            }
            return sum + (count - k) * max;
        }
    }

    /** The mutable state of one simulation; the hot path uses only ints and doubles. */
    private static final class Trace implements BoundedTimeline.SdkRunReplay {
        private final TimelineSink sink;
        /** The sink again when it takes whole SDK runs, else null: every row then goes to the sink. */
        private final BoundedTimeline runs;
        private final double deadline;
        private final int timeout;
        private final int jitterMode;
        private final SplitMix64 random;
        private final int sdkLimit;
        private final Backoffs sdk;
        private final Backoffs application;
        private final Backoffs runner;
        /** Every SDK raw backoff and the smallest wait the jitter allows for each; built when a run is taken whole. */
        private int[] sdkRaw;
        private int[] sdkLeast;
        private double sdkRawTotal;
        private double now;
        private int rows;
        private int attempts;
        private double backoff;
        private boolean stopped;
        private TimelineRow clippedRow;

        Trace(AmplificationInputs inputs, TimelineSink sink, BoundedTimeline runs) {
            this.sink = sink;
            this.runs = runs;
            deadline = inputs.hasDeadline() ? inputs.deadlineMs() : Double.POSITIVE_INFINITY;
            timeout = (int) inputs.attemptTimeoutMs();
            jitterMode = jitterMode(inputs.jitter());
            random = new SplitMix64(inputs.seed());
            sdkLimit = inputs.sdk().attempts();
            sdk = new Backoffs(inputs.sdk());
            application = new Backoffs(inputs.application());
            runner = new Backoffs(inputs.runner());
        }

        /** Creates a trace that re-creates one SDK run of {@code trace} into {@code out}, from a saved PRNG state. */
        private Trace(Trace trace, TimelineSink out, double startMs, int randomHigh, int randomLow) {
            sink = out;
            runs = null;
            deadline = trace.deadline;
            timeout = trace.timeout;
            jitterMode = trace.jitterMode;
            random = new SplitMix64(randomHigh, randomLow);
            sdkLimit = trace.sdkLimit;
            sdk = trace.sdk;
            application = trace.application;
            runner = trace.runner;
            now = startMs;
        }

        void simulate(int runnerLimit, int applicationLimit) {
            for (int r = 1; r <= runnerLimit; r++) {
                for (int a = 1; a <= applicationLimit; a++) {
                    if (!wholeSdkRun(r, a) && !sdkRun(r, a)) {
                        return;
                    }
                    if (a < applicationLimit && !backoff(Layer.APPLICATION, r, a, 0, application.raw(a))) {
                        return;
                    }
                }
                if (r < runnerLimit && !backoff(Layer.RUNNER, r, 0, 0, runner.raw(r))) {
                    return;
                }
            }
        }

        @Override
        public void replay(int runner, int application, double startMs, int randomHigh, int randomLow,
                TimelineSink out) {
            new Trace(this, out, startMs, randomHigh, randomLow).sdkRun(runner, application);
        }

        /**
         * Takes SDK run {@code r.a} in one step when its rows may go to the sink whole and it ends by the
         * deadline; then every row starts before the deadline and none is clipped. Returns false, with
         * the PRNG rewound, when the run has to be taken row by row.
         */
        private boolean wholeSdkRun(int r, int a) {
            if (runs == null || !runs.headFull()) {
                return false;
            }
            if (sdkRaw == null) {
                sdkRaw = new int[sdkLimit - 1];
                sdkLeast = new int[sdkLimit - 1];
                for (int k = 0; k < sdkRaw.length; k++) {
                    sdkRaw[k] = sdk.raw(k + 1);
                    sdkLeast[k] = least(sdkRaw[k]);
                }
                sdkRawTotal = sdk.total();
            }
            int randomHigh = random.stateHigh();
            int randomLow = random.stateLow();
            // Each wait is uniformInt(least, raw): h + uniformInt(0, raw - h) is uniformInt(h, raw).
            double waits = jitterMode == NO_JITTER ? sdkRawTotal
                    : random.sumOfUniformInts(sdkLeast, sdkRaw, sdkLimit - 1);
            double end = now + sdkLimit * (double) timeout + waits;
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

        /** Adds the rows of SDK run {@code r.a} one by one; returns false when the trace stops in it. */
        private boolean sdkRun(int r, int a) {
            for (int s = 1; s <= sdkLimit; s++) {
                if (!item(TimelineRow.Action.ATTEMPT, Layer.SDK, r, a, s, timeout)) {
                    return false;
                }
                if (s < sdkLimit && !backoff(Layer.SDK, r, a, s, sdk.raw(s))) {
                    return false;
                }
            }
            return true;
        }

        /** Draws the jittered wait (one draw per backoff, in timeline order) and adds it as a row. */
        private boolean backoff(Layer layer, int r, int a, int s, int raw) {
            if (now >= deadline) {
                stopped = true;
                return false;
            }
            return item(TimelineRow.Action.BACKOFF, layer, r, a, s, jittered(raw));
        }

        /** Returns the wait for a raw backoff under the jitter mode, drawing once unless there is no jitter. */
        private int jittered(int raw) {
            switch (jitterMode) {
                case FULL_JITTER:
                    return random.uniformInt(0, raw);
                case EQUAL_JITTER:
                    int half = raw / 2;
                    return half + random.uniformInt(0, raw - half);
                default:
                    return raw;
            }
        }

        /** Returns the smallest wait the jitter mode allows for a raw backoff. */
        private int least(int raw) {
            switch (jitterMode) {
                case FULL_JITTER:
                    return 0;
                case EQUAL_JITTER:
                    return raw / 2;
                default:
                    return raw;
            }
        }

        /** Adds a row of {@code duration} unless the deadline has passed; returns false when the trace stops. */
        private boolean item(TimelineRow.Action action, Layer layer, int r, int a, int s, int duration) {
            if (now >= deadline) {
                stopped = true;
                return false;
            }
            double start = now;
            double end = start + duration;
            boolean clipped = end > deadline;
            if (clipped) {
                end = deadline;
            }
            sink.accept(action, layer, r, a, s, start, end, clipped);
            rows++;
            if (action == TimelineRow.Action.ATTEMPT) {
                attempts++;
            } else {
                backoff += end - start;
            }
            now = end;
            if (clipped) {
                clippedRow = TimelineRow.of(action, layer, r, a, s, start, end, true);
                return false;
            }
            return true;
        }

        TraceSummary summary() {
            boolean reached = stopped || clippedRow != null;
            double elapsed = reached ? deadline : now;
            return new TraceSummary(rows, attempts, (long) backoff, (long) elapsed, reached, clippedRow);
        }

        private static int jitterMode(Jitter jitter) {
            if (jitter == Jitter.FULL) {
                return FULL_JITTER;
            }
            return jitter == Jitter.EQUAL ? EQUAL_JITTER : NO_JITTER;
        }
    }
}
