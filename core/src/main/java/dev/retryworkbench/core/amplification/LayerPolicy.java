package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
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

    /** Returns this layer's policy as the shared model sees it: exponential, doubling, under {@code jitter}. */
    public RetryPolicy retryPolicy(Jitter jitter) {
        return RetryPolicy.exponential(attempts, initialBackoffMs, maxBackoffMs, 2, jitter);
    }

    /** Returns true when this layer retries, that is, its attempt limit is above 1. */
    public boolean retries() {
        return attempts > 1;
    }
}
