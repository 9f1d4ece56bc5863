package dev.retryworkbench.core.storm.budget;

/**
 * The retry budgets of every client of one run for one layer's retries: one subclass per {@link BudgetKind}, which declares the
 * kind (its {@code KIND}: id, parameters and their record, closed-form bound), and holds the
 * parameters' values, each client's state in primitive arrays, and its rules. The simulation tells it what happens (a first try, a failed
 * attempt, a success, an attempt cut by the deadline, a request starting and ending) and asks it two
 * things: may this retry of its layer go ({@link #allowRetry}), and when may this attempt be sent
 * ({@link #sendAt}, for a client-side rate limiter). It never tests the kind.
 *
 * <p>An abstract class rather than an interface: the calls sit in the simulation's inner loop, and a
 * virtual call is cheaper than an interface call once several kinds have run in one JVM. No method
 * allocates.
 */
public abstract class ClientBudgets {
    /** A failed attempt: the dependency answered with a failure. */
    public static final int FAILED = 0;
    /** The client stopped waiting at the attempt timeout. */
    public static final int TIMED_OUT = 1;
    /** The dependency rejected the attempt (shed load): a throttling error. */
    public static final int THROTTLED = 2;

    /** True when {@link #sendAt} may delay an attempt; the simulation calls it only then. */
    public boolean delaysAttempts() {
        return false;
    }

    /** True when the budget counts active requests ({@link #requestStarted}, {@link #requestEnded}). */
    public boolean countsRequests() {
        return false;
    }

    /** Makes room for request slots 0 to {@code capacity} - 1, for kinds that keep state per request. */
    public void ensureSlots(int capacity) {
    }

    /** A request of client {@code c} started: a worker took it, or, without a pool, it arrived. */
    public void requestStarted(int c) {
    }

    /** A request of client {@code c} ended. */
    public void requestEnded(int c) {
    }

    /**
     * Returns when client {@code c} may send an attempt it wants to send at {@code nowMs}, taking what
     * the sending costs (a rate limiter's token); called only when {@link #delaysAttempts()}.
     */
    public double sendAt(int c, double nowMs) {
        return nowMs;
    }

    /** The first attempt of a run of its layer starts. */
    public void firstTry(int c, double nowMs) {
    }

    /**
     * An attempt failed ({@code failure} is {@link #FAILED}, {@link #TIMED_OUT} or {@link #THROTTLED});
     * called before the policy decides what comes next. {@code retry}: the attempt was a retry of its layer.
     */
    public void failed(int slot, int c, int failure, boolean retry, double nowMs) {
    }

    /** An attempt succeeded; {@code retry}: it was a retry of its layer (that layer's run made one). */
    public void succeeded(int slot, int c, boolean retry, double nowMs) {
    }

    /** An attempt was cut by the request's deadline: not an outcome, but the end of the attempt. */
    public void cut(int slot, int c, boolean retry) {
    }

    /**
     * Returns client {@code c}'s balance, the figure people reason about by hand (tests read it): the
     * AWS quota's balance, gRPC's tokens, the token bucket's or the ratio budget's balance; NaN for kinds
     * without one.
     */
    public double balance(int c) {
        return Double.NaN;
    }

    /**
     * Asks for a retry of its layer after a failed attempt of request {@code slot}; a granted retry is
     * charged here. The deadline has already allowed it.
     */
    public abstract boolean allowRetry(int slot, int c, int failure, double nowMs);

    /**
     * Asks for a hedge of its layer (the innermost): an attempt of request {@code slot} beyond the first of a
     * hedging run, due at the hedging delay, after a failure, or at an Envoy per-try timeout; a granted hedge is
     * charged here, and its outcome (or its cancellation, as a {@link #cut}) comes with {@code retry} true. By
     * default a hedge is a retry after a failure, which is what Envoy (a hedge on per-try timeout is a retry
     * through its retry budget or max_retries), Finagle (a backup request withdraws from the client's retry
     * budget) and gRPC (a hedge after the first goes only while the tokens exceed maxTokens / 2, and costs none)
     * do; the kinds whose libraries do not hedge (the AWS quota, the token bucket, the breaker) take it as a
     * retry too (docs/presets.md).
     */
    public boolean allowHedge(int slot, int c, double nowMs) {
        return allowRetry(slot, c, FAILED, nowMs);
    }
}
