package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.policy.Backoff;
import dev.retryworkbench.core.policy.Jitter;
import java.util.ArrayList;
import java.util.List;

/**
 * The workbench's layers as the trace walks them, outermost first: each attempt of layer {@code k} is one
 * run of layer {@code k + 1}'s policy, and every attempt of the innermost layer is one physical attempt.
 * Attempt paths have one index per layer, outermost first. Built from the inputs in one place ({@link #of});
 * the simulator, the timeline and the renderers know a layer by its index here, and ask the chain for its
 * name.
 */
public final class LayerChain {
    /** The deepest stack the workbench models (specification, Part 4). */
    public static final int MAX_DEPTH = 8;

    private final LayerPolicy[] policies;
    private final Backoff[] backoffs;

    /**
     * Creates a chain of layers, outermost first, each waiting under {@code pageJitter} unless it has a
     * jitter kind of its own. The stack is one {@link AmplificationInputs} accepts (it checks the depth and
     * the innermost layer's per-try timeout).
     */
    LayerChain(Jitter pageJitter, LayerPolicy... outermostFirst) {
        policies = outermostFirst.clone();
        backoffs = new Backoff[policies.length];
        for (int i = 0; i < policies.length; i++) {
            backoffs[i] = Backoff.inMilliseconds(policies[i].retryPolicy(pageJitter));
        }
    }

    /** Returns the chain of {@code inputs}' layers. */
    public static LayerChain of(AmplificationInputs inputs) {
        return new LayerChain(inputs.jitter(), inputs.layers().toArray(new LayerPolicy[0]));
    }

    /** Returns how many layers the chain has. */
    public int depth() {
        return policies.length;
    }

    /** Returns the innermost layer's index: its attempts are the physical attempts. */
    public int innermost() {
        return policies.length - 1;
    }

    /** Returns layer {@code layer}'s policy. */
    public LayerPolicy policy(int layer) {
        return policies[layer];
    }

    /** Returns layer {@code layer}'s waits, in whole milliseconds. */
    public Backoff backoff(int layer) {
        return backoffs[layer];
    }

    /**
     * Returns the layer's role, as the timeline's layer column and the exports write it: "sdk" (the attempt
     * path tells two layers of one role apart).
     */
    public String id(int layer) {
        return policies[layer].role().id();
    }

    /** Returns the layer's name as a label or a lane shows it: "Job runner". */
    public String label(int layer) {
        return policies[layer].name();
    }

    /** Returns the layer's name inside a sentence: "job runner", "SDK". */
    public String inSentence(int layer) {
        return policies[layer].inSentence();
    }

    /** Returns true when some layer has a per-try timeout or a timeout of its own. */
    public boolean hasLimits() {
        for (LayerPolicy policy : policies) {
            if (policy.perTryTimeoutMs() != null || policy.timeoutMs() != null) {
                return true;
            }
        }
        return false;
    }

    /** Returns true when two seeds can give different traces: some layer that retries draws its waits. */
    public boolean randomised() {
        for (Backoff waits : backoffs) {
            if (waits.policy().randomised()) {
                return true;
            }
        }
        return false;
    }

    /** Returns the product of the attempt limits: the attempts made when every layer exhausts. */
    public int maxDownstreamAttempts() {
        int product = 1;
        for (LayerPolicy policy : policies) {
            product *= policy.attempts();
        }
        return product;
    }

    /** Returns the product of limit + 1: the worst case had each attempt limit been read as a retry count. */
    public int worstCaseIfRetries() {
        int product = 1;
        for (LayerPolicy policy : policies) {
            product *= policy.attempts() + 1;
        }
        return product;
    }

    /** Returns the indices of the layers whose attempt limit is above 1, innermost first. */
    public List<Integer> retryOwners() {
        List<Integer> owners = new ArrayList<>(policies.length);
        for (int layer = innermost(); layer >= 0; layer--) {
            if (policies[layer].retries()) {
                owners.add(layer);
            }
        }
        return owners;
    }
}
