package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.layers.LayerFields;
import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Layer;
import dev.retryworkbench.core.policy.Preset;
import dev.retryworkbench.core.policy.RetryPolicy;
import dev.retryworkbench.core.policy.Role;
import dev.retryworkbench.core.form.NumberField;
import java.util.Objects;

/**
 * One layer's retry policy as entered: what the layer is, how many attempts it makes (including the first)
 * and how it backs off. Validated with the form's fields, so a program gets the message a person would,
 * naming the layer.
 *
 * @param role             what the layer is: it picks its default name; the maths is the same for every role
 * @param name             the layer's name, 1 to 40 characters, as labels and the timeline's cuts show it
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
public record LayerPolicy(Role role, String name, int attempts, BackoffShape shape, long initialBackoffMs,
        long maxBackoffMs, double multiplier, Jitter jitter, double jitterLow, double jitterHigh, Preset preset,
        Long perTryTimeoutMs, Long timeoutMs) {
    /** Proportional jitter's factors when none are entered: resilience4j's randomization factor 0.5. */
    public static final double DEFAULT_JITTER_LOW = 0.5;
    public static final double DEFAULT_JITTER_HIGH = 1.5;
    /** The longest name a layer may have. */
    public static final int MAX_NAME = 40;

    /** Creates a policy, throwing {@link IllegalArgumentException} with the field's message when a value is not allowed. */
    public LayerPolicy {
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(shape, "shape");
        requireName(name);
        // The first slot's fields say "Layer 1 ..."; a program's policy has no slot yet, so its name stands in.
        LayerFields fields = AmplificationFields.slot(0);
        require(fields.attempts(), attempts, name);
        require(fields.initialBackoff(), initialBackoffMs, name);
        require(fields.maxBackoff(), maxBackoffMs, name);
        require(fields.multiplier(), multiplier, name);
        require(fields.jitterLow(), jitterLow, name);
        require(fields.jitterHigh(), jitterHigh, name);
        if (maxBackoffMs < initialBackoffMs) {
            throw new IllegalArgumentException(named(fields.maxBelowInitialMessage(initialBackoffMs, maxBackoffMs),
                    name));
        }
        if (jitterHigh < jitterLow) {
            throw new IllegalArgumentException(named(fields.highBelowLowMessage(jitterLow, jitterHigh), name));
        }
        if (perTryTimeoutMs != null) {
            require(fields.perTryTimeout(), perTryTimeoutMs, name);
        }
        if (timeoutMs != null) {
            require(fields.timeout(), timeoutMs, name);
        }
    }

    /** Creates a policy without limits of its own: no per-try timeout, no timeout. */
    public LayerPolicy(Layer layer, int attempts, BackoffShape shape, long initialBackoffMs, long maxBackoffMs,
            double multiplier, Jitter jitter, double jitterLow, double jitterHigh, Preset preset) {
        this(layer.role(), layer.role().label(), attempts, shape, initialBackoffMs, maxBackoffMs, multiplier, jitter,
                jitterLow, jitterHigh, preset, null, null);
    }

    /** Creates a policy of one of the three layers of versions 1 to 3, named after its role. */
    public LayerPolicy(Layer layer, int attempts, BackoffShape shape, long initialBackoffMs, long maxBackoffMs,
            double multiplier, Jitter jitter, double jitterLow, double jitterHigh, Preset preset, Long perTryTimeoutMs,
            Long timeoutMs) {
        this(layer.role(), layer.role().label(), attempts, shape, initialBackoffMs, maxBackoffMs, multiplier, jitter,
                jitterLow, jitterHigh, preset, perTryTimeoutMs, timeoutMs);
    }

    /** Checks a layer's name, 1 to {@link #MAX_NAME} characters, in every tool's stack. */
    public static void requireName(String name) {
        if (name.isEmpty() || name.length() > MAX_NAME) {
            throw new IllegalArgumentException("A layer's name has 1 to " + MAX_NAME + " characters (\u201c" + name
                    + "\u201d has " + name.length() + ").");
        }
    }

    /** Returns a copy with other limits of its own (null for none). */
    public LayerPolicy withTimeouts(Long newPerTryTimeoutMs, Long newTimeoutMs) {
        return new LayerPolicy(role, name, attempts, shape, initialBackoffMs, maxBackoffMs, multiplier, jitter,
                jitterLow, jitterHigh, preset, newPerTryTimeoutMs, newTimeoutMs);
    }

    /** Returns a copy with another role and name. */
    public LayerPolicy as(Role newRole, String newName) {
        return new LayerPolicy(newRole, newName, attempts, shape, initialBackoffMs, maxBackoffMs, multiplier, jitter,
                jitterLow, jitterHigh, preset, perTryTimeoutMs, timeoutMs);
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

    /** Returns the name inside a sentence: a role's own name as the role says it ("job runner", "SDK"). */
    public String inSentence() {
        return name.equals(role.label()) ? role.inSentence() : name;
    }

    private static void require(NumberField field, double value, String name) {
        String error = field.check(value);
        if (error != null) {
            throw new IllegalArgumentException(named(error, name));
        }
    }

    /** Returns a message of the first slot's fields with the layer's name in place of the slot's. */
    static String named(String message, String name) {
        return message.replace(AmplificationFields.slot(0).column().label() + " ", name + " ");
    }
}
