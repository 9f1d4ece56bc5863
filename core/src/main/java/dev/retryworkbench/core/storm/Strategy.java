package dev.retryworkbench.core.storm;

import dev.retryworkbench.core.Named;

/**
 * A row of the comparison: the same scenario and seed under no retries, the entered policy, and the
 * entered policy with each budget at its defaults, and the entered policy without its waits (last, so a
 * Part 2 worksheet's rows keep their places).
 */
public enum Strategy implements Named {
    NO_RETRIES("no-retries", "No retries", null),
    ENTERED("entered", "Your policy", null),
    AWS_QUOTA("aws-quota", "AWS SDK retry quota", BudgetKind.AWS_QUOTA),
    GRPC_THROTTLING("grpc-throttling", "gRPC retry throttling", BudgetKind.GRPC_THROTTLING),
    TOKEN_BUCKET("token-bucket", "Token bucket", BudgetKind.TOKEN_BUCKET),
    BREAKER("breaker", "Circuit breaker", BudgetKind.BREAKER),
    RATIO("ratio", "Retry ratio (Finagle, Linkerd)", BudgetKind.RATIO),
    ENVOY("envoy", "Envoy retry budget", BudgetKind.ENVOY),
    MAX_RETRIES("max-retries", "Envoy max retries", BudgetKind.MAX_RETRIES),
    AWS_ADAPTIVE("aws-adaptive", "AWS SDK adaptive mode", BudgetKind.AWS_ADAPTIVE),
    /** The entered policy, budget included, with every wait of every layer 0: what the waits change. */
    NO_WAITS("no-waits", "Your policy without its waits", null);

    private final String id;
    private final String label;
    /** The budget this row adds to the entered policy, or null. */
    private final BudgetKind budget;

    Strategy(String id, String label, BudgetKind budget) {
        this.id = id;
        this.label = label;
        this.budget = budget;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String label() {
        return label;
    }

    /** Returns the budget this row adds to the entered policy, or null for no retries and the entered policy. */
    public BudgetKind budget() {
        return budget;
    }

    /** Returns the inputs this row simulates. */
    public StormInputs inputs(StormInputs entered) {
        if (this == NO_RETRIES) {
            return entered.toBuilder().withLayers(StormInputs.layer(1), StormInputs.layer(1), StormInputs.layer(1))
                    .withBudget(RetryBudget.NONE).build();
        }
        if (this == NO_WAITS) {
            return entered.toBuilder().withLayers(StormInputs.layer(entered.sdk().attempts()),
                    StormInputs.layer(entered.application().attempts()), StormInputs.layer(entered.runner().attempts()))
                    .build();
        }
        return budget == null ? entered : entered.toBuilder().withBudget(RetryBudget.defaults(budget)).build();
    }

    /**
     * Returns the rows the survival map covers, in order: no retries, the entered policy and each budget
     * (the specification's list); not the policy without its waits, a reading aid of the comparison.
     */
    public static Strategy[] mapped() {
        Strategy[] mapped = new Strategy[NO_WAITS.ordinal()];
        System.arraycopy(values(), 0, mapped, 0, mapped.length);
        return mapped;
    }

    /** Returns the row with this id, or null. */
    public static Strategy fromId(String id) {
        return Named.byId(values(), id);
    }
}
