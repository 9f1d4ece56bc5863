package dev.retryworkbench.core.storm.simulation;

import dev.retryworkbench.core.policy.Backoff;
import dev.retryworkbench.core.policy.RetryPolicy;

/**
 * The clients' nested policy as the simulation walks it: layers indexed 0 (outermost) to {@link
 * #depth()} - 1 (innermost, whose attempt is one physical attempt), each with its attempt limit and
 * its backoff in milliseconds. Every attempt of a layer reruns the layers inside it. {@link #of} is the
 * one place that reads the layers out of the inputs; the simulation only loops over the indices.
 */
final class LayerChain {
    private final int[] attempts;
    private final Backoff[] backoffs;

    private LayerChain(RetryPolicy... outermostFirst) {
        attempts = new int[outermostFirst.length];
        backoffs = new Backoff[outermostFirst.length];
        for (int i = 0; i < outermostFirst.length; i++) {
            attempts[i] = outermostFirst[i].attempts();
            backoffs[i] = Backoff.inMilliseconds(outermostFirst[i]);
        }
    }

    /** Returns the chain of {@code inputs}: runner, application, SDK. */
    static LayerChain of(StormInputs inputs) {
        return new LayerChain(inputs.runner(), inputs.application(), inputs.sdk());
    }

    /** Returns how many layers the chain has. */
    int depth() {
        return attempts.length;
    }

    /** Returns the innermost layer's index: its attempts are the physical attempts. */
    int innermost() {
        return attempts.length - 1;
    }

    /** Returns the index of the layer whose retries the retry budget guards: the innermost. */
    int budgeted() {
        return innermost();
    }

    /** Returns layer {@code i}'s attempt limit. */
    int attempts(int i) {
        return attempts[i];
    }

    /** Returns layer {@code i}'s backoff, in milliseconds. */
    Backoff backoff(int i) {
        return backoffs[i];
    }
}
