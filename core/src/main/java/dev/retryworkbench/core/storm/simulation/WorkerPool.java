package dev.retryworkbench.core.storm.simulation;

import dev.retryworkbench.core.form.Bounds;

/**
 * Each client's worker pool (closed clients, Part 3): a client runs at most {@code
 * concurrencyPerClient} requests at once; a request arriving while every worker is busy waits in the
 * client's first-in first-out queue, or is dropped at the client when the queue holds {@code
 * clientQueueLimit} already. A worker holds its request through every attempt and wait until it ends.
 *
 * @param concurrencyPerClient the workers of each client, 1 to 100,000
 * @param clientQueueLimit     the most requests waiting in a client's queue; null for unbounded
 */
public record WorkerPool(int concurrencyPerClient, Integer clientQueueLimit) {
    public static final Bounds CONCURRENCY_PER_CLIENT = new Bounds("concurrencyPerClient", 1, 100_000, true);
    public static final Bounds CLIENT_QUEUE_LIMIT = new Bounds("clientQueueLimit", 0, 10_000_000, true);

    /** Creates a pool; throws {@link IllegalArgumentException} naming the value out of range. */
    public WorkerPool {
        CONCURRENCY_PER_CLIENT.require(concurrencyPerClient);
        if (clientQueueLimit != null) {
            CLIENT_QUEUE_LIMIT.require(clientQueueLimit);
        }
    }
}
