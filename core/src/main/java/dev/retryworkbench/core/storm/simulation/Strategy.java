package dev.retryworkbench.core.storm.simulation;

import dev.retryworkbench.core.Named;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.budget.RetryBudget;
import java.util.ArrayList;
import java.util.List;

/**
 * A row of the comparison: the same scenario and seed under no retries, the entered policy, the entered
 * policy with each budget kind at its defaults on the compared layer ({@link StormInputs#comparedLayer()};
 * one row per {@link BudgetKind} but none, named as the kind), and the entered policy without its waits (last, so a Part 2 worksheet's rows keep their places).
 */
public final class Strategy implements Named {
    public static final Strategy NO_RETRIES = new Strategy("no-retries", "No retries", null, 0);
    public static final Strategy ENTERED = new Strategy("entered", "Your policy", null, 1);
    private static final Strategy[] VALUES = rows();
    /** The entered policy, budget included, with every wait of every layer 0: what the waits change. */
    public static final Strategy NO_WAITS = VALUES[VALUES.length - 1];

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
        Strategy[] rows = new Strategy[kinds.length + 2];
        rows[0] = NO_RETRIES;
        rows[1] = ENTERED;
        for (int k = 1; k < kinds.length; k++) {
            rows[k + 1] = new Strategy(kinds[k].id(), kinds[k].label(), kinds[k], k + 1);
        }
        rows[rows.length - 1] = new Strategy("no-waits", "Your policy without its waits", null, rows.length - 1);
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
     * its defaults; no retries gives every layer one attempt and no budget.
     */
    public StormInputs inputs(StormInputs entered) {
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
     * Returns the rows the survival map covers, in order: no retries, the entered policy and each budget
     * (the specification's list); not the policy without its waits, a reading aid of the comparison.
     */
    public static Strategy[] mapped() {
        Strategy[] mapped = new Strategy[NO_WAITS.ordinal()];
        System.arraycopy(VALUES, 0, mapped, 0, mapped.length);
        return mapped;
    }

    /** Returns the row with this id, or null. */
    public static Strategy fromId(String id) {
        return Named.byId(VALUES, id);
    }
}
