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
 * product of the limits.
 */
public final class Simulator {
    private static final int NO_JITTER = 0;
    private static final int FULL_JITTER = 1;
    private static final int EQUAL_JITTER = 2;

    private Simulator() {
    }

    /** Simulates the trace keeping its first and last {@code keepEachEnd} rows, and adds the closed-form figures. */
    public static AmplificationResult run(AmplificationInputs inputs, int keepEachEnd) {
        BoundedTimeline timeline = new BoundedTimeline(keepEachEnd);
        TraceSummary trace = stream(inputs, timeline);
        return new AmplificationResult(inputs, maxDownstreamAttempts(inputs), worstCaseWithoutDeadlineMs(inputs),
                trace.attemptsStarted(), trace.clippedRow(), trace.deadlineReached(), trace.elapsedMs(),
                trace.backoffMs(), retryOwners(inputs), timeline.excerpt());
    }

    /** Simulates the trace, passing every row to {@code sink} in timeline order, and summarises it. */
    public static TraceSummary stream(AmplificationInputs inputs, TimelineSink sink) {
        Trace trace = new Trace(inputs, sink);
        trace.simulate(inputs.runner().attempts(), inputs.application().attempts(), inputs.sdk().attempts());
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
        long perSdk = inputs.sdk().attempts() * inputs.attemptTimeoutMs() + inputs.sdk().totalRawBackoffMs();
        long perApplication = inputs.application().attempts() * perSdk + inputs.application().totalRawBackoffMs();
        return inputs.runner().attempts() * perApplication + inputs.runner().totalRawBackoffMs();
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
    private static final class Trace {
        private final TimelineSink sink;
        private final double deadline;
        private final int timeout;
        private final int jitterMode;
        private final SplitMix64 random;
        private final int[] sdkRaw;
        private final int[] applicationRaw;
        private final int[] runnerRaw;
        private double now;
        private int rows;
        private int attempts;
        private double backoff;
        private boolean stopped;
        private TimelineRow clippedRow;

        Trace(AmplificationInputs inputs, TimelineSink sink) {
            this.sink = sink;
            deadline = inputs.hasDeadline() ? inputs.deadlineMs() : Double.POSITIVE_INFINITY;
            timeout = (int) inputs.attemptTimeoutMs();
            jitterMode = jitterMode(inputs.jitter());
            random = new SplitMix64(inputs.seed());
            sdkRaw = rawBackoffs(inputs.sdk());
            applicationRaw = rawBackoffs(inputs.application());
            runnerRaw = rawBackoffs(inputs.runner());
        }

        void simulate(int runnerLimit, int applicationLimit, int sdkLimit) {
            for (int r = 1; r <= runnerLimit; r++) {
                for (int a = 1; a <= applicationLimit; a++) {
                    for (int s = 1; s <= sdkLimit; s++) {
                        if (!item(TimelineRow.Action.ATTEMPT, Layer.SDK, r, a, s, timeout)) {
                            return;
                        }
                        if (s < sdkLimit && !backoff(Layer.SDK, r, a, s, sdkRaw[s - 1])) {
                            return;
                        }
                    }
                    if (a < applicationLimit && !backoff(Layer.APPLICATION, r, a, 0, applicationRaw[a - 1])) {
                        return;
                    }
                }
                if (r < runnerLimit && !backoff(Layer.RUNNER, r, 0, 0, runnerRaw[r - 1])) {
                    return;
                }
            }
        }

        /** Draws the jittered wait (one draw per backoff, in timeline order) and adds it as a row. */
        private boolean backoff(Layer layer, int r, int a, int s, int raw) {
            if (now >= deadline) {
                stopped = true;
                return false;
            }
            int wait;
            switch (jitterMode) {
                case FULL_JITTER:
                    wait = random.uniformInt(0, raw);
                    break;
                case EQUAL_JITTER:
                    int half = raw / 2;
                    wait = half + random.uniformInt(0, raw - half);
                    break;
                default:
                    wait = raw;
            }
            return item(TimelineRow.Action.BACKOFF, layer, r, a, s, wait);
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

        private static int[] rawBackoffs(LayerPolicy policy) {
            int[] raw = new int[policy.attempts() - 1];
            for (int k = 1; k < policy.attempts(); k++) {
                raw[k - 1] = (int) policy.rawBackoffMs(k);
            }
            return raw;
        }

        private static int jitterMode(Jitter jitter) {
            switch (jitter) {
                case FULL:
                    return FULL_JITTER;
                case EQUAL:
                    return EQUAL_JITTER;
                default:
                    return NO_JITTER;
            }
        }
    }
}
