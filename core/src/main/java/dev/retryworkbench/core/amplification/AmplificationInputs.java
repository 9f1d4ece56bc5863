package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.policy.DeadlineRule;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Layer;
import java.util.Objects;

/**
 * Everything the amplification workbench models: three nested retry policies, the physical attempt
 * timeout and how long a failed attempt lasts, an optional end-to-end deadline with its rule, the
 * page-wide jitter with its teaching seed, and how many seeds the distribution runs.
 *
 * @param sdk              the innermost policy
 * @param application      the policy that calls the SDK policy
 * @param runner           the outermost policy, which calls the application policy
 * @param attemptTimeoutMs how long an attempt may run before its caller gives up
 * @param failureAfterMs   how long a failed attempt lasts, at most the timeout; null means the timeout
 * @param deadlineMs       the end-to-end deadline from the start of the first attempt; null for none
 * @param deadlineRule     what a layer does with a wait that would reach the deadline
 * @param jitter           how each backoff is randomised, unless a layer has its own kind
 * @param seed             the SplitMix64 seed, 0 to 4,294,967,295
 * @param runs             how many seeds (seed, seed + 1, ...) the distribution runs
 */
public record AmplificationInputs(LayerPolicy sdk, LayerPolicy application, LayerPolicy runner,
        long attemptTimeoutMs, Long failureAfterMs, Long deadlineMs, DeadlineRule deadlineRule, Jitter jitter,
        long seed, int runs) {

    /** Creates inputs, throwing {@link IllegalArgumentException} with the field's message when a value is not allowed. */
    public AmplificationInputs {
        requireLayer(sdk, Layer.SDK, "sdk");
        requireLayer(application, Layer.APPLICATION, "application");
        requireLayer(runner, Layer.RUNNER, "runner");
        AmplificationFields.TIMEOUT.require(attemptTimeoutMs);
        if (failureAfterMs != null) {
            AmplificationFields.FAILURE_AFTER.require(failureAfterMs);
            if (failureAfterMs > attemptTimeoutMs) {
                throw new IllegalArgumentException(AmplificationFields.failureAfterTimeoutMessage(attemptTimeoutMs,
                        failureAfterMs));
            }
        }
        if (deadlineMs != null) {
            AmplificationFields.DEADLINE.require(deadlineMs);
        }
        Objects.requireNonNull(deadlineRule, "deadlineRule");
        Objects.requireNonNull(jitter, "jitter");
        AmplificationFields.SEED.require(seed);
        AmplificationFields.RUNS.require(runs);
    }

    /** Creates version-1 inputs: failures last the timeout, the deadline clips, 1,000 runs. */
    public AmplificationInputs(LayerPolicy sdk, LayerPolicy application, LayerPolicy runner, long attemptTimeoutMs,
            Long deadlineMs, Jitter jitter, long seed) {
        this(sdk, application, runner, attemptTimeoutMs, null, deadlineMs, DeadlineRule.CLIP, jitter, seed,
                DEFAULT_RUNS);
    }

    /** The distribution's runs when none are entered. */
    public static final int DEFAULT_RUNS = 1_000;

    /** Returns the defaults of the form: the worked example of the specification. */
    public static AmplificationInputs workedExample() {
        return AmplificationFields.inputs(FormReading.read(AmplificationFields.form(),
                FormReading.defaults(AmplificationFields.form())));
    }

    /** Returns true when an end-to-end deadline is set. */
    public boolean hasDeadline() {
        return deadlineMs != null;
    }

    /** Returns how long a failed attempt lasts: the entered figure, else the attempt timeout. */
    public long attemptMs() {
        return failureAfterMs == null ? attemptTimeoutMs : failureAfterMs;
    }

    /** Returns the policy of {@code layer}. */
    public LayerPolicy policy(Layer layer) {
        if (layer == Layer.SDK) {
            return sdk;
        }
        return layer == Layer.APPLICATION ? application : runner;
    }

    /** Returns true when two seeds can give different traces: some layer that retries draws its waits. */
    public boolean randomised() {
        return LayerChain.of(this).randomised();
    }

    /** Returns a copy with another deadline (null for none). */
    public AmplificationInputs withDeadline(Long newDeadlineMs) {
        return new AmplificationInputs(sdk, application, runner, attemptTimeoutMs, failureAfterMs, newDeadlineMs,
                deadlineRule, jitter, seed, runs);
    }

    /** Returns a copy with {@code policy} in place of its layer's. */
    public AmplificationInputs with(LayerPolicy policy) {
        Layer layer = policy.layer();
        return new AmplificationInputs(layer == Layer.SDK ? policy : sdk, layer == Layer.APPLICATION ? policy : application,
                layer == Layer.RUNNER ? policy : runner, attemptTimeoutMs, failureAfterMs, deadlineMs, deadlineRule,
                jitter, seed, runs);
    }

    /** Returns a copy with another page-wide jitter and seed. */
    public AmplificationInputs withJitter(Jitter newJitter, long newSeed) {
        return new AmplificationInputs(sdk, application, runner, attemptTimeoutMs, failureAfterMs, deadlineMs,
                deadlineRule, newJitter, newSeed, runs);
    }

    /** Returns a copy with another seed: one run of the distribution. */
    public AmplificationInputs withSeed(long newSeed) {
        return withJitter(jitter, newSeed);
    }

    private static void requireLayer(LayerPolicy policy, Layer expected, String name) {
        Objects.requireNonNull(policy, name);
        if (policy.layer() != expected) {
            throw new IllegalArgumentException(name + " must be the " + expected.id() + " layer's policy, not "
                    + policy.layer().id() + "'s");
        }
    }
}
