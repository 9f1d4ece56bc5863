package dev.retryworkbench.core.storm.budget;

/**
 * What a budget's closed-form bound at a full outage depends on besides the budget's parameters (Part
 * 3, "Budget bounds").
 *
 * @param sdkAttempts          n, the SDK layer's attempt limit
 * @param requestsPerClient    lambda_c, the normal requests per second of one client
 * @param timesOut             true when attempts time out (the base latency is above the attempt timeout)
 * @param sheds                true when the dependency sheds load (its fast rejections are throttling errors)
 * @param concurrencyPerClient the workers per client, or null for open clients
 */
public record OutageScenario(int sdkAttempts, double requestsPerClient, boolean timesOut, boolean sheds,
        Integer concurrencyPerClient) {
}
