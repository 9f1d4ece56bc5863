package dev.retryworkbench.core.storm.simulation;

import dev.retryworkbench.core.form.Bounds;
import dev.retryworkbench.core.latency.LatencyFields;
import dev.retryworkbench.core.policy.Hedging;
import java.util.Objects;

/**
 * How the storm's innermost layer hedges (SPEC Part 4, "Hedging in the storm"), with the latency worksheet's
 * {@code hedging}: off; after a fixed delay ({@code {"delayMs", "maxAttempts"}}, gRPC's {@code hedgingPolicy},
 * Polly), the hedges replacing the layer's retries; or on per-try timeout (Envoy's {@code hedge_on_per_try_timeout}),
 * the client's attempt timeout being the per-try timeout and the layer's attempt limit and backoff its retries'.
 *
 * @param kind        how it hedges
 * @param delayMs     the time between hedged attempts (after a delay; 0 otherwise)
 * @param maxAttempts the most attempts one run of the layer starts, the first included (after a delay; 0
 *                    otherwise)
 */
public record StormHedging(Hedging kind, double delayMs, int maxAttempts) {
    /** The latency planner's ranges of {@code hedging.delayMs} and {@code hedging.maxAttempts} (its constants). */
    public static final Bounds DELAY_MS = new Bounds("hedging.delayMs", 0, LatencyFields.MAX_LATENCY_MS, false);
    public static final Bounds MAX_ATTEMPTS = new Bounds("hedging.maxAttempts", LatencyFields.MIN_HEDGED_ATTEMPTS,
            LatencyFields.MAX_HEDGED_ATTEMPTS, true);

    /** No hedging: the layer retries as its policy says. */
    public static final StormHedging OFF = new StormHedging(Hedging.OFF, 0, 0);

    /** Checks the values; throws {@link IllegalArgumentException} naming the member out of range. */
    public StormHedging {
        Objects.requireNonNull(kind, "kind");
        if (kind == Hedging.DELAY) {
            DELAY_MS.require(delayMs);
            MAX_ATTEMPTS.require(maxAttempts);
        } else if (delayMs != 0 || maxAttempts != 0) {
            throw new IllegalArgumentException("hedging " + kind.id() + " has no delay or maximum attempts");
        }
    }

    /** Returns hedging of {@code kind}, taking the delay and maximum only when it hedges after a delay. */
    public static StormHedging of(Hedging kind, double delayMs, int maxAttempts) {
        return kind == Hedging.DELAY ? new StormHedging(kind, delayMs, maxAttempts) : new StormHedging(kind, 0, 0);
    }

    /** Returns true unless it is off. */
    public boolean hedges() {
        return kind != Hedging.OFF;
    }
}
