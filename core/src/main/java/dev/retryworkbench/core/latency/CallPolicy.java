package dev.retryworkbench.core.latency;

import dev.retryworkbench.core.policy.Backoff;
import dev.retryworkbench.core.policy.Hedging;
import java.util.Objects;

/**
 * What one row does with each call: how it hedges, how many attempts it may start, its per-try timeout, the
 * hedging delay and the backoff between retries.
 *
 * @param hedging      how it hedges
 * @param attempts     the most attempts a call starts, the first included (gRPC's and Polly's maxAttempts when
 *                     hedging after a delay)
 * @param perTryMs     the per-try timeout in ms; infinite for none
 * @param delayMs      the hedging delay in ms (hedging after a delay only, else 0)
 * @param backoff      the waits before retries (not used when hedging after a delay)
 */
public record CallPolicy(Hedging hedging, int attempts, double perTryMs, double delayMs, Backoff backoff) {
    /** Creates a policy; throws {@link IllegalArgumentException} when hedging on per-try timeout has none. */
    public CallPolicy {
        Objects.requireNonNull(hedging, "hedging");
        Objects.requireNonNull(backoff, "backoff");
        if (attempts < 1 || !(perTryMs > 0) || !(delayMs >= 0)
                || (hedging == Hedging.ON_PER_TRY_TIMEOUT && Double.isInfinite(perTryMs))) {
            throw new IllegalArgumentException("not a call policy");
        }
    }
}
