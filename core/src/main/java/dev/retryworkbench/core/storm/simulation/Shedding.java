package dev.retryworkbench.core.storm.simulation;

import dev.retryworkbench.core.form.Bounds;

/**
 * A dependency that sheds load (Part 3): an attempt arriving while the dependency holds at least
 * {@code dependencyConcurrencyLimit} attempts (in flight, abandoned work included) is rejected. It
 * lasts {@code rejectionLatencyMs}, fails, is a throttling error, is not in flight and adds no latency
 * to others; a rejection latency above the attempt timeout makes it a plain timeout. With {@code
 * retryAfterMs}, the SDK layer's next wait after a rejection is at least that long.
 *
 * @param dependencyConcurrencyLimit the attempts the dependency holds before it rejects, 1 to 10,000,000
 * @param rejectionLatencyMs         how long a rejection takes, 0 to 60,000 ms (5)
 * @param retryAfterMs               the Retry-After every rejection carries, 0 to 86,400,000 ms; null for none
 */
public record Shedding(int dependencyConcurrencyLimit, double rejectionLatencyMs, Double retryAfterMs) {
    public static final Bounds DEPENDENCY_CONCURRENCY_LIMIT = new Bounds("dependencyConcurrencyLimit", 1, 10_000_000,
            true);
    public static final Bounds REJECTION_LATENCY_MS = new Bounds("rejectionLatencyMs", 0, 60_000, false);
    public static final Bounds RETRY_AFTER_MS = new Bounds("retryAfterMs", 0, 86_400_000, false);
    /** The rejection latency when none is entered. */
    public static final double DEFAULT_REJECTION_LATENCY_MS = 5;

    /** Creates the shedding; throws {@link IllegalArgumentException} naming the value out of range. */
    public Shedding {
        DEPENDENCY_CONCURRENCY_LIMIT.require(dependencyConcurrencyLimit);
        REJECTION_LATENCY_MS.require(rejectionLatencyMs);
        if (retryAfterMs != null) {
            RETRY_AFTER_MS.require(retryAfterMs);
        }
    }
}
