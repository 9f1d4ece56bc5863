package dev.retryworkbench.core.amplification;

import java.util.Objects;

/**
 * One layer's retry policy: how many attempts it makes (including the first) and its exponential
 * backoff. Validated with the layer's form fields, so a program gets the message a person would.
 *
 * @param layer            which layer this policy belongs to; it names the fields in messages
 * @param attempts         the attempt limit, 1 to 100; 1 means the layer does not retry
 * @param initialBackoffMs the wait after the first failed attempt
 * @param maxBackoffMs     the cap on every wait, at least {@code initialBackoffMs}
 */
public record LayerPolicy(Layer layer, int attempts, long initialBackoffMs, long maxBackoffMs) {

    /** Creates a policy, throwing {@link IllegalArgumentException} with the field's message when a value is not allowed. */
    public LayerPolicy {
        Objects.requireNonNull(layer, "layer");
        AmplificationFields.attempts(layer).require(attempts);
        AmplificationFields.initialBackoff(layer).require(initialBackoffMs);
        AmplificationFields.maxBackoff(layer).require(maxBackoffMs);
        if (maxBackoffMs < initialBackoffMs) {
            throw new IllegalArgumentException(
                    AmplificationFields.maxBelowInitialMessage(layer, initialBackoffMs, maxBackoffMs));
        }
    }

    /**
     * Returns the un-jittered wait after the {@code k}-th failed attempt (k = 1 .. attempts - 1):
     * min(maximum, initial x 2^(k-1)). Doubling stops at the cap, so nothing overflows.
     */
    public long rawBackoffMs(int k) {
        if (k < 1 || k >= attempts) {
            throw new IllegalArgumentException("backoff " + k + " is outside 1.." + (attempts - 1) + " for " + layer.id());
        }
        long wait = initialBackoffMs;
        for (int i = 1; i < k && wait < maxBackoffMs; i++) {
            wait *= 2;
        }
        return Math.min(wait, maxBackoffMs);
    }

    /** Returns the sum of every raw backoff of one full run of this layer. */
    public long totalRawBackoffMs() {
        long total = 0;
        for (int k = 1; k < attempts; k++) {
            total += rawBackoffMs(k);
        }
        return total;
    }

    /** Returns true when this layer retries, that is, its attempt limit is above 1. */
    public boolean retries() {
        return attempts > 1;
    }
}
