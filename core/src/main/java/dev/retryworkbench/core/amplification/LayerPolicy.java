package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.layers.LayerFields;
import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Layer;
import dev.retryworkbench.core.policy.Preset;
import dev.retryworkbench.core.policy.RetryPolicy;
import java.util.Objects;

/**
 * One layer's retry policy as entered: how many attempts it makes (including the first) and how it
 * backs off. Validated with the layer's form fields, so a program gets the message a person would.
 *
 * @param layer            which layer this policy belongs to; it names the fields in messages
 * @param attempts         the attempt limit, 1 to 100; 1 means the layer does not retry
 * @param shape            how the raw waits grow
 * @param initialBackoffMs the wait after the first failed attempt (exponential shape)
 * @param maxBackoffMs     the cap on every wait, at least {@code initialBackoffMs}
 * @param multiplier       the factor between consecutive raw waits (exponential shape), 1 to 10
 * @param jitter           this layer's jitter kind, or null to follow the page-wide one
 * @param jitterLow        the lower factor of proportional jitter
 * @param jitterHigh       the upper factor of proportional jitter, at least {@code jitterLow}
 * @param preset           the library preset these values came from, or null for custom values
 * @param perTryTimeoutMs  how long each of this layer's attempts (one run of the layers inside it) may last
 *                         before it is cut; null for no limit; never on the innermost layer
 * @param timeoutMs        how long one run of this layer's whole policy may last, fresh each time the layer
 *                         outside runs it; null for no limit
 */
public record LayerPolicy(Layer layer, int attempts, BackoffShape shape, long initialBackoffMs, long maxBackoffMs,
        double multiplier, Jitter jitter, double jitterLow, double jitterHigh, Preset preset, Long perTryTimeoutMs,
        Long timeoutMs) {
    /** Proportional jitter's factors when none are entered: resilience4j's randomization factor 0.5. */
    public static final double DEFAULT_JITTER_LOW = 0.5;
    public static final double DEFAULT_JITTER_HIGH = 1.5;

    /** Creates a policy, throwing {@link IllegalArgumentException} with the field's message when a value is not allowed. */
    public LayerPolicy {
        Objects.requireNonNull(layer, "layer");
        Objects.requireNonNull(shape, "shape");
        AmplificationFields.attempts(layer).require(attempts);
        AmplificationFields.initialBackoff(layer).require(initialBackoffMs);
        AmplificationFields.maxBackoff(layer).require(maxBackoffMs);
        AmplificationFields.multiplier(layer).require(multiplier);
        AmplificationFields.jitterLow(layer).require(jitterLow);
        AmplificationFields.jitterHigh(layer).require(jitterHigh);
        if (maxBackoffMs < initialBackoffMs) {
            throw new IllegalArgumentException(
                    AmplificationFields.maxBelowInitialMessage(layer, initialBackoffMs, maxBackoffMs));
        }
        if (jitterHigh < jitterLow) {
            throw new IllegalArgumentException(AmplificationFields.highBelowLowMessage(layer, jitterLow, jitterHigh));
        }
        LayerFields fields = AmplificationFields.fields(layer);
        if (perTryTimeoutMs != null) {
            fields.perTryTimeout().require(perTryTimeoutMs);
            if (layer == Layer.SDK) {
                throw new IllegalArgumentException(fields.innermostPerTryMessage());
            }
        }
        if (timeoutMs != null) {
            fields.timeout().require(timeoutMs);
        }
    }

    /** Creates a policy without limits of its own: no per-try timeout, no timeout. */
    public LayerPolicy(Layer layer, int attempts, BackoffShape shape, long initialBackoffMs, long maxBackoffMs,
            double multiplier, Jitter jitter, double jitterLow, double jitterHigh, Preset preset) {
        this(layer, attempts, shape, initialBackoffMs, maxBackoffMs, multiplier, jitter, jitterLow, jitterHigh, preset,
                null, null);
    }

    /** Returns a copy with other limits of its own (null for none). */
    public LayerPolicy withTimeouts(Long newPerTryTimeoutMs, Long newTimeoutMs) {
        return new LayerPolicy(layer, attempts, shape, initialBackoffMs, maxBackoffMs, multiplier, jitter, jitterLow,
                jitterHigh, preset, newPerTryTimeoutMs, newTimeoutMs);
    }

    /** Creates a version-1 policy: exponential, doubling, under the page-wide jitter. */
    public LayerPolicy(Layer layer, int attempts, long initialBackoffMs, long maxBackoffMs) {
        this(layer, attempts, BackoffShape.EXPONENTIAL, initialBackoffMs, maxBackoffMs, 2, null, DEFAULT_JITTER_LOW,
                DEFAULT_JITTER_HIGH, null);
    }

    /** Returns this layer's policy as the shared model sees it, under {@code pageJitter} unless it has its own. */
    public RetryPolicy retryPolicy(Jitter pageJitter) {
        return new RetryPolicy(attempts, shape, initialBackoffMs, maxBackoffMs, multiplier,
                jitter == null ? pageJitter : jitter, jitterLow, jitterHigh);
    }

    /** Returns true when this layer retries, that is, its attempt limit is above 1. */
    public boolean retries() {
        return attempts > 1;
    }
}
