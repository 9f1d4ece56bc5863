package dev.retryworkbench.core.storm.simulation;

import dev.retryworkbench.core.policy.Backoff;
import dev.retryworkbench.core.policy.Hedging;
import dev.retryworkbench.core.storm.budget.ClientBudgets;
import java.util.List;

/**
 * The clients' nested policy as the simulation walks it: layers indexed 0 (outermost) to {@link
 * #depth()} - 1 (innermost, whose attempt is one physical attempt), each with its attempt limit and
 * its backoff in milliseconds and, when a budget guards its retries, every client's budget for it, and how the
 * innermost hedges (its attempt limit is then the hedging's maximum after a delay). Every
 * attempt of a layer reruns the layers inside it. {@link #of} is the one place that reads the layers out
 * of the inputs; the simulation only loops over the indices.
 */
final class LayerChain {
    private final int[] attempts;
    private final Backoff[] backoffs;
    private final ClientBudgets[] budgets;
    private final int[] budgeted;
    private final StormHedging hedging;

    private LayerChain(List<StormLayer> outermostFirst, int clients) {
        int depth = outermostFirst.size();
        attempts = new int[depth];
        backoffs = new Backoff[depth];
        budgets = new ClientBudgets[depth];
        int count = 0;
        for (int i = 0; i < depth; i++) {
            StormLayer layer = outermostFirst.get(i);
            attempts[i] = layer.maxAttempts();
            backoffs[i] = Backoff.inMilliseconds(layer.policy());
            if (layer.budgeted()) {
                budgets[i] = layer.budget().budgets(clients);
                count++;
            }
        }
        hedging = outermostFirst.get(depth - 1).hedging();
        budgeted = new int[count];
        for (int i = 0, b = 0; i < depth; i++) {
            if (budgets[i] != null) {
                budgeted[b++] = i;
            }
        }
    }

    /** Returns the chain of {@code inputs}' layers, outermost first, with a fresh budget per client. */
    static LayerChain of(StormInputs inputs) {
        return new LayerChain(inputs.layers(), inputs.clients());
    }

    /** Returns how many layers the chain has. */
    int depth() {
        return attempts.length;
    }

    /** Returns the innermost layer's index: its attempts are the physical attempts. */
    int innermost() {
        return attempts.length - 1;
    }

    /**
     * Returns the indices of the layers a budget guards, outermost first: a compact list the simulation's
     * loop walks, empty when no layer has a budget.
     */
    int[] budgeted() {
        return budgeted.clone();
    }

    /** Returns the clients' budgets for layer {@code i}'s retries, or null when none guards them. */
    ClientBudgets budgets(int i) {
        return budgets[i];
    }

    /** Returns layer {@code i}'s attempt limit. */
    int attempts(int i) {
        return attempts[i];
    }

    /** Returns how the innermost layer hedges. */
    Hedging hedging() {
        return hedging.kind();
    }

    /** Returns the innermost layer's hedging delay in ms (hedging after a delay; 0 otherwise). */
    double hedgeDelayMs() {
        return hedging.delayMs();
    }

    /** Returns layer {@code i}'s backoff, in milliseconds. */
    Backoff backoff(int i) {
        return backoffs[i];
    }
}
