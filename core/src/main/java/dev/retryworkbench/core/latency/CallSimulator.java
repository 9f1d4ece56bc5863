package dev.retryworkbench.core.latency;

import dev.retryworkbench.core.policy.Backoff;
import dev.retryworkbench.core.policy.Hedging;
import dev.retryworkbench.core.random.SplitMix64;

/**
 * Runs one call of one row: its attempts, in the order they start, from the call's draws ({@link CallDraws}:
 * stream A's latency and failure draws, stream B's backoff jitter draws in order). Every row reads the same
 * streams, so rows differ only by what their policies do. After {@link #run}, the call's outcome is in the
 * fields; nothing is allocated per call.
 */
final class CallSimulator {
    private static final double INFINITY = Double.POSITIVE_INFINITY;

    private final double failureProbability;
    /** The fixed duration of a failed attempt, or NaN for "the same as its latency". */
    private final double failureAfterMs;
    private final double deadlineMs;
    private final SplitMix64 b = new SplitMix64(0);
    /** The call's draws, and how many of its attempts have started, in order. */
    private CallDraws draws;
    private int drawn;
    /** The attempts of a hedging call: start, end (natural, or cut), failed, still running, past its per-try timeout. */
    private final double[] starts;
    private final double[] ends;
    private final boolean[] failed;
    private final boolean[] running;
    private final boolean[] marked;

    /** Whether the call succeeded within the deadline. */
    boolean succeeded;
    /** When the call ended, ms after it started. */
    double endMs;
    /** The attempts it started. */
    int attemptsStarted;
    /** The sum of how long each of its attempts ran, up to its end, cut or cancellation. */
    double attemptTimeMs;

    CallSimulator(LatencyInputs inputs, int maxAttempts) {
        failureProbability = inputs.failureProbability();
        failureAfterMs = inputs.failureAfterMs() == null ? Double.NaN : inputs.failureAfterMs();
        deadlineMs = inputs.deadlineMs();
        starts = new double[maxAttempts];
        ends = new double[maxAttempts];
        failed = new boolean[maxAttempts];
        running = new boolean[maxAttempts];
        marked = new boolean[maxAttempts];
    }

    /** Runs the call whose draws {@code draws} holds under {@code policy}. */
    void run(CallPolicy policy, CallDraws draws) {
        this.draws = draws;
        drawn = 0;
        draws.startB(b);
        succeeded = false;
        attemptsStarted = 0;
        attemptTimeMs = 0;
        Hedging hedging = policy.hedging();
        if (hedging == Hedging.OFF) {
            sequential(policy);
        } else if (hedging == Hedging.DELAY) {
            afterDelay(policy);
        } else {
            onPerTryTimeout(policy);
        }
    }

    /**
     * Starts the call's next attempt in slot {@code k} at {@code t}: its latency and whether it fails come from
     * stream A's draws, and it records its natural end (cut at {@code t + perTryMs} when {@code cut}, a failure).
     */
    private void start(int k, double t, double perTryMs, boolean cut) {
        double latency = draws.latency(drawn);
        boolean fails = draws.failureDraw(drawn) < failureProbability;
        drawn++;
        double duration = fails && !Double.isNaN(failureAfterMs) ? failureAfterMs : latency;
        if (cut && duration > perTryMs) {
            duration = perTryMs;
            fails = true;
        }
        starts[k] = t;
        ends[k] = t + duration;
        failed[k] = fails;
        running[k] = true;
        marked[k] = false;
        attemptsStarted = k + 1;
    }

    /** Without hedging: one attempt at a time, cut at its per-try timeout, retried after the backoff. */
    private void sequential(CallPolicy policy) {
        Backoff backoff = policy.backoff();
        double t = 0;
        double previousWait = 0;
        for (int k = 0; ; k++) {
            start(0, t, policy.perTryMs(), true);
            attemptsStarted = k + 1;
            if (ends[0] > deadlineMs) {
                attemptTimeMs += deadlineMs - t;
                endAt(deadlineMs, false);
                return;
            }
            attemptTimeMs += ends[0] - t;
            if (!failed[0] || k + 1 == policy.attempts()) {
                endAt(ends[0], !failed[0]);
                return;
            }
            previousWait = backoff.next(k + 1, previousWait, b);
            t = ends[0] + previousWait;
            if (t >= deadlineMs) {
                endAt(deadlineMs, false);
                return;
            }
        }
    }

    /**
     * Hedging after a delay: the first attempt at 0, another every delay while none has succeeded and fewer than
     * the limit have started; a failed or cut attempt starts the next at once, and the delay counts from there.
     * The first success wins; the others are cancelled. At equal times an end comes before a start.
     */
    private void afterDelay(CallPolicy policy) {
        int limit = policy.attempts();
        double nextStart = 0;
        int started = 0;
        double lastEnd = 0;
        while (true) {
            int first = earliestEnd(started);
            double end = first < 0 ? INFINITY : ends[first];
            double startAt = started < limit && nextStart < deadlineMs ? nextStart : INFINITY;
            if (end > deadlineMs && startAt == INFINITY) {
                if (first < 0) {
                    // Every attempt ended, none succeeded and no more may start.
                    endAt(Math.min(lastEnd, deadlineMs), false);
                } else {
                    cancelRunning(started, deadlineMs);
                    endAt(deadlineMs, false);
                }
                return;
            }
            if (end <= startAt) {
                running[first] = false;
                attemptTimeMs += end - starts[first];
                lastEnd = end;
                if (!failed[first]) {
                    cancelRunning(started, end);
                    endAt(end, true);
                    return;
                }
                nextStart = end;
            } else {
                start(started, startAt, policy.perTryMs(), true);
                started++;
                nextStart = startAt + policy.delayMs();
            }
        }
    }

    /**
     * Envoy's hedge on per-try timeout: an attempt that reaches the per-try timeout keeps running while a retry
     * starts after the backoff; one that fails before it is retried after the backoff; one that fails after it
     * starts nothing. The first success wins; the others are cancelled. At equal times an end comes first, then a
     * per-try timeout, then a start.
     */
    private void onPerTryTimeout(CallPolicy policy) {
        Backoff backoff = policy.backoff();
        int limit = policy.attempts();
        double perTry = policy.perTryMs();
        double previousWait = 0;
        double pending = 0;
        int started = 0;
        double lastEnd = 0;
        while (true) {
            int first = earliestEnd(started);
            double end = first < 0 ? INFINITY : ends[first];
            int timedOut = -1;
            double mark = INFINITY;
            for (int k = 0; k < started; k++) {
                double at = starts[k] + perTry;
                if (running[k] && !marked[k] && at < ends[k] && at < mark) {
                    timedOut = k;
                    mark = at;
                }
            }
            double startAt = pending < deadlineMs ? pending : INFINITY;
            double next = Math.min(end, mark);
            if (next > deadlineMs && startAt == INFINITY) {
                if (first < 0) {
                    endAt(Math.min(lastEnd, deadlineMs), false);
                } else {
                    cancelRunning(started, deadlineMs);
                    endAt(deadlineMs, false);
                }
                return;
            }
            if (end <= mark && end <= startAt) {
                running[first] = false;
                attemptTimeMs += end - starts[first];
                lastEnd = end;
                if (!failed[first]) {
                    cancelRunning(started, end);
                    endAt(end, true);
                    return;
                }
                if (!marked[first] && started < limit) {
                    previousWait = backoff.next(started, previousWait, b);
                    pending = end + previousWait;
                }
            } else if (mark <= startAt) {
                marked[timedOut] = true;
                if (started < limit) {
                    previousWait = backoff.next(started, previousWait, b);
                    pending = mark + previousWait;
                }
            } else {
                start(started, startAt, perTry, false);
                started++;
                pending = INFINITY;
            }
        }
    }

    /** Returns the running attempt (of the first {@code started}) that ends first, the lowest at a tie; -1 for none. */
    private int earliestEnd(int started) {
        int first = -1;
        for (int k = 0; k < started; k++) {
            if (running[k] && (first < 0 || ends[k] < ends[first])) {
                first = k;
            }
        }
        return first;
    }

    /** Stops every running attempt at {@code t}: cancelled by a success, or cut by the deadline. */
    private void cancelRunning(int started, double t) {
        for (int k = 0; k < started; k++) {
            if (running[k]) {
                running[k] = false;
                attemptTimeMs += t - starts[k];
            }
        }
    }

    private void endAt(double t, boolean success) {
        endMs = t;
        succeeded = success;
    }
}
