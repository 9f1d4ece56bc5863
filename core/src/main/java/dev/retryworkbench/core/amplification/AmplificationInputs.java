package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.policy.DeadlineRule;
import dev.retryworkbench.core.policy.Jitter;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Everything the amplification workbench models: a stack of 1 to 8 nested retry policies, outermost first,
 * the physical attempt timeout and how long a failed attempt lasts, an optional end-to-end deadline with its
 * rule, the page-wide jitter with its teaching seed, and how many seeds the distribution runs.
 *
 * @param layers           the policies, outermost first: each layer's attempt reruns every layer after it, and
 *                         the last layer's attempt is one physical attempt; names unique
 * @param attemptTimeoutMs how long an attempt may run before its caller gives up
 * @param failureAfterMs   how long a failed attempt lasts, at most the timeout; null means the timeout
 * @param deadlineMs       the end-to-end deadline from the start of the first attempt; null for none
 * @param deadlineRule     what a layer does with a wait that would reach the deadline
 * @param jitter           how each backoff is randomised, unless a layer has its own kind
 * @param seed             the SplitMix64 seed, 0 to 4,294,967,295
 * @param runs             how many seeds (seed, seed + 1, ...) the distribution runs
 */
public record AmplificationInputs(List<LayerPolicy> layers, long attemptTimeoutMs, Long failureAfterMs,
        Long deadlineMs, DeadlineRule deadlineRule, Jitter jitter, long seed, int runs) {

    /** Creates inputs, throwing {@link IllegalArgumentException} with the field's message when a value is not allowed. */
    public AmplificationInputs {
        layers = List.copyOf(layers);
        List<String> names = new ArrayList<>();
        for (LayerPolicy layer : layers) {
            names.add(layer.name());
        }
        LayerStack.requireStack(names);
        long product = 1;
        for (LayerPolicy layer : layers) {
            product *= layer.attempts();
        }
        if (product > AmplificationFields.MAX_PRODUCT) {
            throw new IllegalArgumentException(AmplificationFields.productMessage(null, product));
        }
        LayerPolicy innermost = layers.get(layers.size() - 1);
        if (innermost.perTryTimeoutMs() != null) {
            throw new IllegalArgumentException(LayerPolicy.named(AmplificationFields.slot(0).innermostPerTryMessage(
                    innermost.inSentence()), innermost.name()));
        }
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

    /** Creates the inputs of versions 1 to 3's three layers: the stack runner, application, SDK. */
    public AmplificationInputs(LayerPolicy sdk, LayerPolicy application, LayerPolicy runner, long attemptTimeoutMs,
            Long failureAfterMs, Long deadlineMs, DeadlineRule deadlineRule, Jitter jitter, long seed, int runs) {
        this(List.of(runner, application, sdk), attemptTimeoutMs, failureAfterMs, deadlineMs, deadlineRule, jitter,
                seed, runs);
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

    /** Returns the innermost policy: its attempts are the physical attempts. */
    public LayerPolicy innermost() {
        return layers.get(layers.size() - 1);
    }

    /** Returns true when two seeds can give different traces: some layer that retries draws its waits. */
    public boolean randomised() {
        return LayerChain.of(this).randomised();
    }

    /** Returns a copy with another deadline (null for none). */
    public AmplificationInputs withDeadline(Long newDeadlineMs) {
        return new AmplificationInputs(layers, attemptTimeoutMs, failureAfterMs, newDeadlineMs, deadlineRule, jitter,
                seed, runs);
    }

    /** Returns a copy with {@code policy} in place of layer {@code index}'s (0 is the outermost). */
    public AmplificationInputs with(int index, LayerPolicy policy) {
        List<LayerPolicy> changed = new ArrayList<>(layers);
        changed.set(index, policy);
        return new AmplificationInputs(changed, attemptTimeoutMs, failureAfterMs, deadlineMs, deadlineRule, jitter,
                seed, runs);
    }

    /** Returns a copy with another page-wide jitter and seed. */
    public AmplificationInputs withJitter(Jitter newJitter, long newSeed) {
        return new AmplificationInputs(layers, attemptTimeoutMs, failureAfterMs, deadlineMs, deadlineRule, newJitter,
                newSeed, runs);
    }

    /** Returns a copy with another seed: one run of the distribution. */
    public AmplificationInputs withSeed(long newSeed) {
        return withJitter(jitter, newSeed);
    }
}
