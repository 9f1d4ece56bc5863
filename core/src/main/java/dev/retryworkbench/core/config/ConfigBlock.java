package dev.retryworkbench.core.config;

import dev.retryworkbench.core.policy.Hedging;
import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import java.util.Objects;

/**
 * What a policy block holds and what a config text can say of it: the layer's policy (in whole
 * milliseconds) and, where the text sets them, the layer's own timeouts and a retry budget for the
 * storm simulator. A config's timeouts are its layer's (specification, Part 4, "A stack of any
 * depth"): they never replace the caller's deadline.
 *
 * @param policy         the layer's policy: attempts including the first, waits in ms
 * @param perTryTimeoutMs each attempt's timeout in ms (Envoy {@code per_try_timeout}, Istio
 *                       {@code perTryTimeout}): the layer's {@code perTryTimeoutMs}, or NaN when the text
 *                       sets none
 * @param timeoutMs      the limit on one run of the layer's whole policy, its attempts and waits (gRPC
 *                       {@code methodConfig.timeout}, tenacity {@code stop_after_delay}): the layer's
 *                       {@code timeoutMs}, or NaN when the text sets none
 * @param budget         the retry budget the text sets, or null
 * @param hedging        how the layer hedges where the text sets it (gRPC {@code hedgingPolicy}, Envoy
 *                       {@code hedge_on_per_try_timeout}, Polly's hedging), or null; on per-try timeout it needs
 *                       the per-try timeout
 * @param retryOn        which failures the layer retries, where the text says (gRPC {@code retryableStatusCodes},
 *                       Envoy {@code retry_on}), or null: the library's own (a block read from a form)
 * @param retryAfterMs   the planner's Retry-After in ms, a floor under every wait that the provider sets and a
 *                       config can at most honour in its own way, or NaN: no config text reads one
 */
public record ConfigBlock(RetryPolicy policy, double perTryTimeoutMs, double timeoutMs, ConfigBudget budget,
        ConfigHedging hedging, RetryOn retryOn, double retryAfterMs) {
    /** The largest attempt limit a block takes, which stands for "unlimited" and "until the deadline". */
    public static final int MAX_ATTEMPTS = 100;
    /** The longest wait or timeout a block takes: 30 days in ms. */
    public static final double MAX_MS = 2_592_000_000.0;
    /** The largest multiplier a block takes. */
    public static final double MAX_MULTIPLIER = 10;

    /** Creates a block; throws {@link IllegalArgumentException} for a value outside the form's ranges. */
    public ConfigBlock {
        Objects.requireNonNull(policy, "policy");
        if (policy.attempts() > MAX_ATTEMPTS || policy.maximum() > MAX_MS || policy.multiplier() > MAX_MULTIPLIER
                || !whole(policy.initial()) || !whole(policy.maximum())) {
            throw new IllegalArgumentException("a block's policy is out of the form's ranges");
        }
        if (!timeout(perTryTimeoutMs) || !timeout(timeoutMs)) {
            throw new IllegalArgumentException("a timeout out of range");
        }
        if (hedging != null && hedging.kind() == Hedging.ON_PER_TRY_TIMEOUT && Double.isNaN(perTryTimeoutMs)) {
            throw new IllegalArgumentException("hedging on per-try timeout without a per-try timeout");
        }
        if (!Double.isNaN(retryAfterMs) && !(retryAfterMs >= 0 && retryAfterMs <= MAX_MS)) {
            throw new IllegalArgumentException("a Retry-After out of range");
        }
    }

    /** Creates a block without a Retry-After: what every config text reads. */
    public ConfigBlock(RetryPolicy policy, double perTryTimeoutMs, double timeoutMs, ConfigBudget budget,
            ConfigHedging hedging, RetryOn retryOn) {
        this(policy, perTryTimeoutMs, timeoutMs, budget, hedging, retryOn, Double.NaN);
    }

    /** Creates a block that says nothing of its retry conditions. */
    public ConfigBlock(RetryPolicy policy, double perTryTimeoutMs, double timeoutMs, ConfigBudget budget,
            ConfigHedging hedging) {
        this(policy, perTryTimeoutMs, timeoutMs, budget, hedging, null, Double.NaN);
    }

    /** Creates a block that does not hedge. */
    public ConfigBlock(RetryPolicy policy, double perTryTimeoutMs, double timeoutMs, ConfigBudget budget) {
        this(policy, perTryTimeoutMs, timeoutMs, budget, null, null, Double.NaN);
    }

    /** Returns a block with only a policy. */
    public static ConfigBlock of(RetryPolicy policy) {
        return new ConfigBlock(policy, Double.NaN, Double.NaN, null);
    }

    /** Returns this block with another policy. */
    public ConfigBlock withPolicy(RetryPolicy other) {
        return new ConfigBlock(other, perTryTimeoutMs, timeoutMs, budget, hedging, retryOn, retryAfterMs);
    }

    /** Returns this block with another per-try timeout (NaN: none). */
    public ConfigBlock withPerTryTimeout(double ms) {
        return new ConfigBlock(policy, ms, timeoutMs, budget, hedging, retryOn, retryAfterMs);
    }

    /** Returns this block with another timeout of the whole policy (NaN: none). */
    public ConfigBlock withTimeout(double ms) {
        return new ConfigBlock(policy, perTryTimeoutMs, ms, budget, hedging, retryOn, retryAfterMs);
    }

    /** Returns this block with another budget (null: none). */
    public ConfigBlock withBudget(ConfigBudget other) {
        return new ConfigBlock(policy, perTryTimeoutMs, timeoutMs, other, hedging, retryOn, retryAfterMs);
    }

    /** Returns this block with another hedging (null: none). */
    public ConfigBlock withHedging(ConfigHedging other) {
        return new ConfigBlock(policy, perTryTimeoutMs, timeoutMs, budget, other, retryOn, retryAfterMs);
    }

    /** Returns this block with the planner's Retry-After in ms (NaN: none). */
    public ConfigBlock withRetryAfter(double ms) {
        return new ConfigBlock(policy, perTryTimeoutMs, timeoutMs, budget, hedging, retryOn, ms);
    }

    /** Returns this block with other retry conditions (null: the library's own). */
    public ConfigBlock withRetryOn(RetryOn other) {
        return new ConfigBlock(policy, perTryTimeoutMs, timeoutMs, budget, hedging, other, retryAfterMs);
    }

    /**
     * Returns true when the two blocks mean the same: equal once the members that cannot change a wait
     * are set aside (every wait of a layer that does not retry or whose waits are all 0; the multiplier when the waits start at
     * their cap or at 0, or under decorrelated jitter; the cap of constant waits; the initial backoff, multiplier and jitter of
     * the polynomial shape), and the retry conditions of a layer that does not retry or when either block leaves
     * them to the library.
     */
    public boolean equivalent(ConfigBlock other) {
        return other != null && canonical().withRetryOn(null).equals(other.canonical().withRetryOn(null))
                && (retryOn == null || other.retryOn == null || policy.attempts() == 1 || retryOn.equals(other.retryOn));
    }

    private ConfigBlock canonical() {
        RetryPolicy p = policy;
        if (p.attempts() == 1 || p.maximum() == 0 || p.shape() == BackoffShape.EXPONENTIAL && p.initial() == 0) {
            return withPolicy(RetryPolicy.exponential(p.attempts(), 0, 0, 1, Jitter.NONE));
        }
        if (p.shape() == BackoffShape.POLYNOMIAL) {
            return withPolicy(new RetryPolicy(p.attempts(), p.shape(), 0, p.maximum(), 1, Jitter.NONE, 1, 1));
        }
        boolean decorrelated = p.jitter() == Jitter.DECORRELATED;
        boolean flat = p.initial() == p.maximum() || p.initial() == 0 || decorrelated;
        boolean constant = flat && !decorrelated || p.multiplier() == 1 && !decorrelated;
        boolean factors = p.jitter() == Jitter.PROPORTIONAL;
        return withPolicy(new RetryPolicy(p.attempts(), p.shape(), p.initial(), constant ? p.initial() : p.maximum(),
                flat || constant ? 1 : p.multiplier(), p.jitter(), factors ? p.jitterLow() : 1,
                factors ? p.jitterHigh() : 1));
    }

    public boolean hasPerTryTimeout() {
        return !Double.isNaN(perTryTimeoutMs);
    }

    public boolean hasTimeout() {
        return !Double.isNaN(timeoutMs);
    }

    private static boolean timeout(double ms) {
        return Double.isNaN(ms) || ms >= 1 && ms <= MAX_MS && whole(ms);
    }

    private static boolean whole(double ms) {
        return ms == Math.floor(ms);
    }
}
