package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.policy.Backoff;
import dev.retryworkbench.core.policy.Jitter;
import java.util.List;
import java.util.Objects;

/**
 * Everything the amplification workbench models: three nested retry policies, the physical attempt
 * timeout, an optional end-to-end deadline, and the jitter mode with its teaching seed.
 *
 * @param sdk              the innermost policy
 * @param application      the policy that calls the SDK policy
 * @param runner           the outermost policy, which calls the application policy
 * @param attemptTimeoutMs how long every attempt lasts before its caller gives up
 * @param deadlineMs       the end-to-end deadline from the start of the first attempt; null for none
 * @param jitter           how each backoff is randomized
 * @param seed             the SplitMix64 seed, 0 to 4,294,967,295
 */
public record AmplificationInputs(LayerPolicy sdk, LayerPolicy application, LayerPolicy runner,
        long attemptTimeoutMs, Long deadlineMs, Jitter jitter, long seed) {

    /** Creates inputs, throwing {@link IllegalArgumentException} with the field's message when a value is not allowed. */
    public AmplificationInputs {
        requireLayer(sdk, Layer.SDK, "sdk");
        requireLayer(application, Layer.APPLICATION, "application");
        requireLayer(runner, Layer.RUNNER, "runner");
        AmplificationFields.TIMEOUT.require(attemptTimeoutMs);
        if (deadlineMs != null) {
            AmplificationFields.DEADLINE.require(deadlineMs);
        }
        Objects.requireNonNull(jitter, "jitter");
        AmplificationFields.SEED.require(seed);
    }

    /** Returns the defaults of the form: the worked example of the specification. */
    public static AmplificationInputs workedExample() {
        return AmplificationFields.inputs(FormReading.read(AmplificationFields.form(),
                FormReading.defaults(AmplificationFields.form())));
    }

    /** Returns true when an end-to-end deadline is set. */
    public boolean hasDeadline() {
        return deadlineMs != null;
    }

    /** Returns the policy of {@code layer}. */
    public LayerPolicy policy(Layer layer) {
        switch (layer) {
            case SDK:
                return sdk;
            case APPLICATION:
                return application;
            default:
                return runner;
        }
    }

    /** Returns the waits of {@code layer}'s policy under the page-wide jitter. */
    public Backoff backoff(Layer layer) {
        return Backoff.inMilliseconds(policy(layer).retryPolicy(jitter));
    }

    /** Returns the three policies, innermost first. */
    public List<LayerPolicy> layers() {
        return List.of(sdk, application, runner);
    }

    /** Returns a copy with another deadline (null for none). */
    public AmplificationInputs withDeadline(Long newDeadlineMs) {
        return new AmplificationInputs(sdk, application, runner, attemptTimeoutMs, newDeadlineMs, jitter, seed);
    }

    /** Returns a copy with another jitter mode and seed. */
    public AmplificationInputs withJitter(Jitter newJitter, long newSeed) {
        return new AmplificationInputs(sdk, application, runner, attemptTimeoutMs, deadlineMs, newJitter, newSeed);
    }

    private static void requireLayer(LayerPolicy policy, Layer expected, String name) {
        Objects.requireNonNull(policy, name);
        if (policy.layer() != expected) {
            throw new IllegalArgumentException(name + " must be the " + expected.id() + " layer's policy, not "
                    + policy.layer().id() + "'s");
        }
    }
}
