package dev.retryworkbench.core.storm.simulation;

import dev.retryworkbench.core.amplification.LayerPolicy;
import dev.retryworkbench.core.form.Bounds;
import dev.retryworkbench.core.policy.Hedging;
import dev.retryworkbench.core.policy.RetryPolicy;
import dev.retryworkbench.core.policy.Role;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.budget.RetryBudget;
import java.util.Objects;

/**
 * One layer of the storm's clients' stack: what it is, its policy in whole milliseconds, and the retry
 * budget each client has for this layer's retries (kind none for no budget).
 *
 * @param role   what the layer is; it picks the default name, and the maths is the same for every role
 * @param name   the layer's name, 1 to 40 characters, unique in the stack; the texts name the layer by it
 * @param policy the layer's attempts and waits
 * @param budget the budget that guards this layer's retries, one per client, and its hedges
 * @param hedging how the layer hedges; only the innermost may ({@link StormInputs} checks), and after a delay
 *                only with an attempt limit of 1: gRPC's rule that a method has a retry policy or a hedging
 *                policy, not both
 */
public record StormLayer(Role role, String name, RetryPolicy policy, RetryBudget budget, StormHedging hedging) {
    /** Checks the layer; throws {@link IllegalArgumentException} naming the layer and the value out of range. */
    public StormLayer {
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(policy, "policy");
        Objects.requireNonNull(budget, "budget");
        Objects.requireNonNull(hedging, "hedging");
        LayerPolicy.requireName(name);
        check(name + " attempts", StormInputs.ATTEMPTS, policy.attempts());
        check(name + " initial backoff ms", StormInputs.BACKOFF_MS, policy.initial());
        check(name + " maximum backoff ms", StormInputs.BACKOFF_MS, policy.maximum());
        check(name + " multiplier", StormInputs.MULTIPLIER, policy.multiplier());
        if (hedging.kind() == Hedging.DELAY && policy.attempts() != 1) {
            throw new IllegalArgumentException(retriesOrHedgingMessage(name, policy.attempts()));
        }
    }

    /** Creates a layer that does not hedge. */
    public StormLayer(Role role, String name, RetryPolicy policy, RetryBudget budget) {
        this(role, name, policy, budget, StormHedging.OFF);
    }

    /** Returns the message for a layer that both retries and hedges after a delay. */
    public static String retriesOrHedgingMessage(String name, int attempts) {
        return name + " attempts must be 1 while it hedges after a delay (it is " + attempts + ").";
    }

    /** Returns a layer of {@code role}, named after it (the form of versions 1 to 3). */
    public static StormLayer of(Role role, RetryPolicy policy, RetryBudget budget) {
        return new StormLayer(role, role.label(), policy, budget);
    }

    /** Returns a copy with another policy. */
    public StormLayer withPolicy(RetryPolicy newPolicy) {
        return new StormLayer(role, name, newPolicy, budget, hedging);
    }

    /** Returns a copy with another budget. */
    public StormLayer withBudget(RetryBudget newBudget) {
        return new StormLayer(role, name, policy, newBudget, hedging);
    }

    /** Returns a copy with another hedging. */
    public StormLayer withHedging(StormHedging newHedging) {
        return new StormLayer(role, name, policy, budget, newHedging);
    }

    /** Returns the most attempts one run of the layer starts: the hedging's maximum when it hedges after a delay. */
    public int maxAttempts() {
        return hedging.kind() == Hedging.DELAY ? hedging.maxAttempts() : policy.attempts();
    }

    /** Returns true when a budget guards this layer's retries. */
    public boolean budgeted() {
        return budget.kind() != BudgetKind.NONE;
    }

    /** Returns the name inside a sentence: a role's own name as the role says it ("job runner", "SDK"). */
    public String inSentence() {
        return name.equals(role.label()) ? role.inSentence() : name;
    }

    private static void check(String name, Bounds bounds, double value) {
        new Bounds(name, bounds.min(), bounds.max(), bounds.whole()).require(value);
    }
}
