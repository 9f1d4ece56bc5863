package dev.retryworkbench.core.storm;

import java.util.ArrayList;
import java.util.List;

/**
 * The closed forms of Part 3's "Budget bounds" table for the entered scenario: one {@link BudgetBound}
 * per {@link BudgetKind}, each at the entered budget parameters, with n the SDK attempt limit and
 * lambda_c the normal request rate per client.
 */
public final class BudgetBounds {
    private BudgetBounds() {
    }

    /** Returns one bound per kind, in {@link BudgetKind} order. */
    public static List<BudgetBound> of(StormInputs inputs) {
        RetryBudget b = inputs.budget();
        double n = inputs.sdk().attempts();
        double lambda = inputs.requestsPerSecond() / inputs.clients();
        boolean timesOut = inputs.baseLatencyMs() > inputs.attemptTimeoutMs();
        double quotaCost = timesOut ? b.timeoutRetryCost() : b.retryCost();
        if (inputs.shedding() != null) {
            // A shedding dependency's fast rejections are throttling errors, whose retries cost their own.
            quotaCost = Math.min(quotaCost, b.throttlingRetryCost());
        }
        List<BudgetBound> bounds = new ArrayList<>();
        for (BudgetKind kind : BudgetKind.values()) {
            // The capacity's default depends on the kind (500 for the quotas, 5 for the token bucket); the
            // entered one applies to the entered kind.
            double capacity = kind == b.kind() ? b.capacity() : RetryBudget.defaults(kind).capacity();
            Double quota = quotaCost == 0 ? null : Double.valueOf(Math.floor(capacity / quotaCost));
            switch (kind) {
                case NONE:
                    bounds.add(new BudgetBound(kind, null, n, null, null));
                    break;
                case AWS_QUOTA:
                case AWS_ADAPTIVE:
                    bounds.add(new BudgetBound(kind, quota, 1.0, null, null));
                    break;
                case GRPC_THROTTLING:
                    bounds.add(new BudgetBound(kind, Math.ceil(b.maxTokens() / 2) - 1, 1.0,
                            b.tokenRatio() / (1 + b.tokenRatio()), null));
                    break;
                case TOKEN_BUCKET:
                    bounds.add(new BudgetBound(kind, Math.ceil(capacity) - 1, Math.min(n, 1 + b.refill()), null,
                            null));
                    break;
                case BREAKER:
                    bounds.add(new BudgetBound(kind, 0.0, 1.0, null, null));
                    break;
                case RATIO:
                    bounds.add(new BudgetBound(kind,
                            Math.floor(b.minRetriesPerSecond() * b.ttlSeconds()
                                    + b.percentCanRetry() * lambda * b.ttlSeconds()),
                            Math.min(n, 1 + b.percentCanRetry() + b.minRetriesPerSecond() / lambda), null, null));
                    break;
                case ENVOY:
                    bounds.add(new BudgetBound(kind, null, null, null, inputs.pooled()
                            ? Double.valueOf(Math.max(Math.floor(b.budgetPercent() / 100
                                    * inputs.pool().concurrencyPerClient()), b.minRetryConcurrency()))
                            : null));
                    break;
                default:
                    bounds.add(new BudgetBound(kind, null, null, null, b.maxRetries()));
                    break;
            }
        }
        return bounds;
    }
}
