package dev.retryworkbench.core.storm;

import dev.retryworkbench.core.Named;

/** Which retry budget guards a client's SDK-layer retries. */
public enum BudgetKind implements Named {
    /** Every retry the policy wants is made. */
    NONE("none", "No budget"),
    /** The AWS SDKs' standard-mode retry quota. */
    AWS_QUOTA("aws-quota", "AWS SDK retry quota"),
    /** gRPC's retry throttling (gRFC A6). */
    GRPC_THROTTLING("grpc-throttling", "gRPC retry throttling"),
    /** Marc Brooker's token bucket ("Fixing retries with token buckets and circuit breakers"). */
    TOKEN_BUCKET("token-bucket", "Token bucket"),
    /** The circuit breaker of the same post. */
    BREAKER("breaker", "Circuit breaker"),
    /** Finagle's RetryBudget, Linkerd's ServiceProfile retryBudget, tower's TpsBudget: retries per first try. */
    RATIO("ratio", "Retry ratio (Finagle, Linkerd)"),
    /** Envoy's cluster retry budget: active retries against active requests. */
    ENVOY("envoy", "Envoy retry budget"),
    /** Envoy's circuit breaker without a budget: at most maxRetries active retries. */
    MAX_RETRIES("max-retries", "Envoy max retries"),
    /** The AWS SDKs' adaptive mode: the standard quota plus a client-side rate limiter. */
    AWS_ADAPTIVE("aws-adaptive", "AWS SDK adaptive mode");

    private final String id;
    private final String label;

    BudgetKind(String id, String label) {
        this.id = id;
        this.label = label;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String label() {
        return label;
    }

    /** Returns the budgets of {@code clients} clients under this kind, with {@code budget}'s parameters. */
    ClientBudgets budgets(RetryBudget budget, int clients) {
        switch (this) {
            case AWS_QUOTA:
                return new AwsQuota(budget, clients);
            case GRPC_THROTTLING:
                return new GrpcThrottling(budget, clients);
            case TOKEN_BUCKET:
                return new TokenBucket(budget, clients);
            case BREAKER:
                return new Breaker(budget, clients);
            case RATIO:
                return new RatioBudget(budget, clients);
            case ENVOY:
                return new EnvoyBudget(budget, clients);
            case MAX_RETRIES:
                return new MaxRetriesBudget(budget, clients);
            case AWS_ADAPTIVE:
                return new AwsAdaptive(budget, clients);
            default:
                return new NoBudget();
        }
    }

    /** Returns the kind with this id, or null. */
    public static BudgetKind fromId(String id) {
        return Named.byId(values(), id);
    }
}
