package dev.retryworkbench.core.storm.budget;

import java.util.Objects;

/**
 * What one budget kind allows at a full outage, in closed form for the entered scenario (Part 3,
 * "Budget bounds"; see {@link BudgetBounds}).
 *
 * @param kind                 the budget
 * @param retriesAtOutage      the SDK-layer retries one fresh client makes at a full outage before the
 *                             budget stops them (ratio: per ttl window); null when unbounded (none) or
 *                             not a count (envoy, max-retries)
 * @param longRunAmplification the attempts per request a long full outage settles at; null where it does
 *                             not apply (envoy, max-retries)
 * @param drainShare           grpc-throttling: the attempt failure share above which the tokens drain and
 *                             retries stop, tokenRatio / (1 + tokenRatio); null for the other kinds
 * @param retryConcurrency     envoy and max-retries: the most retries a client has active at once (envoy:
 *                             max(floor(budgetPercent / 100 x concurrencyPerClient), minRetryConcurrency)
 *                             with a pool, null without one, where it grows with the active requests);
 *                             null for the other kinds
 */
public record BudgetBound(BudgetKind kind, Double retriesAtOutage, Double longRunAmplification, Double drainShare,
        Double retryConcurrency) {

    public BudgetBound {
        Objects.requireNonNull(kind, "kind");
    }
}
