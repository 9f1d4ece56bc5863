package dev.retryworkbench.core.storm.simulation;

import dev.retryworkbench.core.Named;
import dev.retryworkbench.core.amplification.AmplificationFields;
import dev.retryworkbench.core.policy.Hedging;
import dev.retryworkbench.core.policy.RetryPolicy;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.budget.RetryBudget;
import java.util.ArrayList;
import java.util.List;

/**
 * A row of the comparison: the same scenario and seed under no retries, the entered policy, the entered
 * policy with each budget kind at its defaults on the compared layer ({@link StormInputs#comparedLayer()};
 * one row per {@link BudgetKind} but none, named as the kind), the entered policy without its waits, then
 * the hedging strategies (SPEC Part 4, "Hedging in the storm"), each appended after the rows before it so a
 * Part 2 worksheet's rows keep their places.
 */
public final class Strategy implements Named {
    /**
     * The hedging row's delay and attempts when the entered policy does not hedge after a delay: Polly v8's and
     * Microsoft.Extensions.Http.Resilience's defaults, {@code Delay} 2 s and {@code MaxHedgedAttempts} 1 beyond the
     * first (docs/presets.md, polly-hedging).
     */
    static final double POLLY_DELAY_MS = 2_000;
    static final int POLLY_ATTEMPTS = 2;
    /**
     * Envoy's route timeout by default, 15 s (docs/presets.md, envoy-route): the Envoy row's deadline when none is
     * entered, as an attempt hedged on per-try timeout is otherwise waited for however long it takes.
     */
    static final double ENVOY_ROUTE_TIMEOUT_MS = 15_000;

    public static final Strategy NO_RETRIES = new Strategy("no-retries", "No retries", null, 0);
    public static final Strategy ENTERED = new Strategy("entered", "Your policy", null, 1);
    private static final Strategy[] VALUES = rows();
    /** The entered policy, budget included, with every wait of every layer 0: what the waits change. */
    public static final Strategy NO_WAITS = VALUES[VALUES.length - 3];
    /**
     * The entered stack whose innermost layer hedges after a delay instead of retrying, without a budget (Polly and
     * gRPC without retry throttling): the entered hedging when it hedges after a delay, else Polly's defaults.
     */
    public static final Strategy HEDGING = VALUES[VALUES.length - 2];
    /**
     * The entered stack whose innermost layer hedges on per-try timeout as Envoy does (the attempt timeout the
     * per-try timeout, its attempt limit and backoff the retries', 2 attempts at least: Envoy's default
     * {@code num_retries} 1), under Envoy's circuit breaker at its default, max-retries 3, and, without an entered
     * deadline, Envoy's default route timeout as the deadline.
     */
    public static final Strategy ENVOY_HEDGING = VALUES[VALUES.length - 1];

    private final String id;
    private final String label;
    /** The budget this row adds to the entered policy, or null. */
    private final BudgetKind budget;
    private final int ordinal;

    private Strategy(String id, String label, BudgetKind budget, int ordinal) {
        this.id = id;
        this.label = label;
        this.budget = budget;
        this.ordinal = ordinal;
    }

    private static Strategy[] rows() {
        BudgetKind[] kinds = BudgetKind.values();
        Strategy[] rows = new Strategy[kinds.length + 4];
        rows[0] = NO_RETRIES;
        rows[1] = ENTERED;
        for (int k = 1; k < kinds.length; k++) {
            rows[k + 1] = new Strategy(kinds[k].id(), kinds[k].label(), kinds[k], k + 1);
        }
        int n = kinds.length + 1;
        rows[n] = new Strategy("no-waits", "Your policy without its waits", null, n);
        rows[n + 1] = new Strategy("hedging", "Hedging after a delay, no budget", null, n + 1);
        rows[n + 2] = new Strategy("envoy-hedging", "Envoy hedging on per-try timeout", null, n + 2);
        return rows;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String label() {
        return label;
    }

    /** Returns this row's place in {@link #values()}. */
    public int ordinal() {
        return ordinal;
    }

    /** Returns the budget this row adds to the entered policy, or null for the rows of no budget kind. */
    public BudgetKind budget() {
        return budget;
    }

    /**
     * Returns the inputs this row simulates: a budget row swaps the compared layer's budget for its kind at
     * its defaults; no retries gives every layer one attempt and no budget; a hedging row changes the innermost
     * layer's hedging, attempts and budget. A hedging row that would pass the stack's limit on attempts per
     * request (the innermost layer raised to 2 attempts under outer layers of more than 500,000) is the entered
     * policy.
     */
    public StormInputs inputs(StormInputs entered) {
        if (this == HEDGING || this == ENVOY_HEDGING) {
            StormLayer innermost = entered.innermost();
            StormHedging hedging = innermost.hedging();
            int last = entered.layers().size() - 1;
            int limit = innermost.maxAttempts();
            boolean envoy = this == ENVOY_HEDGING;
            boolean delayed = hedging.kind() == Hedging.DELAY;
            int attempts = envoy ? Math.max(POLLY_ATTEMPTS, limit) : delayed ? limit : POLLY_ATTEMPTS;
            if ((double) entered.maxAttemptsPerRequest() / limit * attempts > AmplificationFields.MAX_PRODUCT) {
                return entered;
            }
            StormInputs.Builder builder = entered.toBuilder();
            // In this order each step leaves a valid layer: hedging after a delay needs an attempt limit of 1.
            if (envoy) {
                builder.withHedging(StormHedging.of(Hedging.ON_PER_TRY_TIMEOUT, 0, 0)).withPolicy(last,
                        withAttempts(innermost.policy(), attempts));
            } else {
                builder.withPolicy(last, StormInputs.layer(1))
                        .withHedging(delayed ? hedging : StormHedging.of(Hedging.DELAY, POLLY_DELAY_MS, attempts));
            }
            Double deadline = entered.deadlineMs();
            return builder.withLayerBudget(last, envoy ? RetryBudget.defaults(BudgetKind.MAX_RETRIES) : RetryBudget.NONE)
                    .withDeadlineMs(deadline == null && envoy ? Double.valueOf(ENVOY_ROUTE_TIMEOUT_MS) : deadline).build();
        }
        if (this == NO_RETRIES || this == NO_WAITS) {
            List<StormLayer> layers = new ArrayList<>();
            for (StormLayer layer : entered.layers()) {
                layers.add(this == NO_RETRIES ? new StormLayer(layer.role(), layer.name(), StormInputs.layer(1),
                        RetryBudget.NONE) : layer.withPolicy(StormInputs.layer(layer.policy().attempts())));
            }
            return entered.toBuilder().withLayers(layers).withComparedLayer(entered.comparedLayer()).build();
        }
        return budget == null ? entered : entered.withComparedBudget(RetryBudget.defaults(budget));
    }

    /** Returns {@code policy} with {@code attempts}, its waits kept. */
    private static RetryPolicy withAttempts(RetryPolicy policy, int attempts) {
        return new RetryPolicy(attempts, policy.shape(), policy.initial(), policy.maximum(), policy.multiplier(),
                policy.jitter(), policy.jitterLow(), policy.jitterHigh());
    }

    /** Returns every row, in order. */
    public static Strategy[] values() {
        return VALUES.clone();
    }

    /** Returns the row of {@code kind} at its defaults (kind none: none). */
    public static Strategy of(BudgetKind kind) {
        for (Strategy strategy : VALUES) {
            if (strategy.budget == kind) {
                return strategy;
            }
        }
        return null;
    }

    /**
     * Returns the rows the survival map covers, in order: no retries, the entered policy, each budget and the
     * hedging strategies (the specification's list); not the policy without its waits, a reading aid of the
     * comparison.
     */
    public static Strategy[] mapped() {
        Strategy[] mapped = new Strategy[VALUES.length - 1];
        for (int i = 0, j = 0; i < VALUES.length; i++) {
            if (VALUES[i] != NO_WAITS) {
                mapped[j++] = VALUES[i];
            }
        }
        return mapped;
    }

    /** Returns the row with this id, or null. */
    public static Strategy fromId(String id) {
        return Named.byId(VALUES, id);
    }
}
