package dev.retryworkbench.core.config;

import dev.retryworkbench.core.policy.Hedging;
import java.util.Objects;

/**
 * How a config's layer hedges (SPEC Part 4, "Tool 4"): after a fixed delay (gRPC {@code hedgingPolicy}, Polly's
 * hedging), starting at most {@code maxAttempts} attempts, or on per-try timeout (Envoy's
 * {@code hedge_on_per_try_timeout}), which needs the block's per-try timeout.
 *
 * @param kind        {@link Hedging#DELAY} or {@link Hedging#ON_PER_TRY_TIMEOUT}
 * @param delayMs     the whole ms between hedged attempts (after a delay; 0 on per-try timeout)
 * @param maxAttempts the most attempts a call starts, the first included (after a delay; 0 on per-try timeout)
 */
public record ConfigHedging(Hedging kind, double delayMs, int maxAttempts) {
    /** Creates a hedging; throws {@link IllegalArgumentException} for values outside a block's ranges. */
    public ConfigHedging {
        Objects.requireNonNull(kind, "kind");
        boolean valid = kind == Hedging.DELAY
                ? delayMs >= 0 && delayMs <= ConfigBlock.MAX_MS && delayMs == Math.floor(delayMs) && maxAttempts >= 2
                        && maxAttempts <= ConfigBlock.MAX_ATTEMPTS
                : kind == Hedging.ON_PER_TRY_TIMEOUT && delayMs == 0 && maxAttempts == 0;
        if (!valid) {
            throw new IllegalArgumentException("not a config's hedging");
        }
    }

    /** Returns hedging after {@code delayMs} (0: all at once), at most {@code maxAttempts} attempts. */
    public static ConfigHedging afterDelay(double delayMs, int maxAttempts) {
        return new ConfigHedging(Hedging.DELAY, delayMs, maxAttempts);
    }

    /** Returns Envoy's hedging on per-try timeout. */
    public static ConfigHedging onPerTryTimeout() {
        return new ConfigHedging(Hedging.ON_PER_TRY_TIMEOUT, 0, 0);
    }

    /** Returns the hedging in words, for reports and notes. */
    public String words() {
        if (kind == Hedging.ON_PER_TRY_TIMEOUT) {
            return "hedging on per-try timeout";
        }
        return "hedging up to " + maxAttempts + " attempts, " + (delayMs == 0 ? "all at once"
                : "one every " + Durations.words(delayMs));
    }
}
