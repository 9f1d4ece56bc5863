package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.policy.Backoff;
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

    /** The mutable state of one simulation; the hot path uses only ints and doubles. */
    private static final class Trace implements BoundedTimeline.SdkRunReplay {
        private final TimelineSink sink;
        /** The sink again when it takes whole SDK runs, else null: every row then goes to the sink. */
        private final BoundedTimeline runs;
        private final double deadline;
        private final int timeout;
        private final boolean jittered;
        private final SplitMix64 random;
        private final int sdkLimit;
        private final Backoff sdk;
        private final Backoff application;
        private final Backoff runner;
        /** Every SDK raw backoff and the smallest wait the jitter allows for each; built when a run is taken whole. */
        private double[] sdkRaw;
        private double[] sdkLeast;
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
            jittered = inputs.jitter().draws();
            random = new SplitMix64(inputs.seed());
            sdkLimit = inputs.sdk().attempts();
            sdk = inputs.backoff(Layer.SDK);
            application = inputs.backoff(Layer.APPLICATION);
            runner = inputs.backoff(Layer.RUNNER);
        }

        /** Creates a trace that re-creates one SDK run of {@code trace} into {@code out}, from a saved PRNG state. */
        private Trace(Trace trace, TimelineSink out, double startMs, int randomHigh, int randomLow) {
            sink = out;
            runs = null;
            deadline = trace.deadline;
            timeout = trace.timeout;
            jittered = trace.jittered;
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
                    if (a < applicationLimit && !backoff(Layer.APPLICATION, r, a, 0, application, a)) {
                        return;
                    }
                }
                if (r < runnerLimit && !backoff(Layer.RUNNER, r, 0, 0, runner, r)) {
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
                sdkRaw = new double[sdkLimit - 1];
                sdkLeast = new double[sdkLimit - 1];
                for (int k = 0; k < sdkRaw.length; k++) {
                    sdkRaw[k] = sdk.rawWhole(k + 1);
                    sdkLeast[k] = sdk.least(k + 1);
                }
                sdkRawTotal = sdk.totalWhole();
            }
            int randomHigh = random.stateHigh();
            int randomLow = random.stateLow();
            // Each jittered wait is uniformInt(least, raw) (see Jitter.least), drawn in order.
            double waits = !jittered ? sdkRawTotal
                    : random.sumOfUniformWholes(sdkLeast, sdkRaw, sdkLimit - 1);
            double end = now + sdkLimit * (double) timeout + waits;
            if (end > deadline) {
                random.restore(randomHigh, randomLow);
                return false;
            }
            runs.acceptSdkRun(r, a, now, 2 * sdkLimit - 1, randomHigh, randomLow, this);
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
                if (s < sdkLimit && !backoff(Layer.SDK, r, a, s, sdk, s)) {
                    return false;
                }
            }
            return true;
        }

        /** Draws the k-th wait of {@code waits} (one draw per backoff, in timeline order) and adds it as a row. */
        private boolean backoff(Layer layer, int r, int a, int s, Backoff waits, int k) {
            if (now >= deadline) {
                stopped = true;
                return false;
            }
            // The previous wait only matters to jitter kinds that grow from it; none of today's does.
            return item(TimelineRow.Action.BACKOFF, layer, r, a, s, waits.next(k, 0, random));
        }

        /** Adds a row of {@code duration} unless the deadline has passed; returns false when the trace stops. */
        private boolean item(TimelineRow.Action action, Layer layer, int r, int a, int s, double duration) {
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
    }
}
