package dev.retryworkbench.cli;

import dev.retryworkbench.core.storm.SurvivalMapWork;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntConsumer;

/**
 * Runs a survival map's jobs on several threads, for the command line only (core stays free of threads,
 * for the browser path): the cells are independent, each job writes its own slots, and the jobs are taken
 * in the map's own order ({@link SurvivalMapWork#jobAt}), so the map is the same, bit for bit, whatever
 * the thread count, and the time left is told from a sample of the whole map.
 */
final class ParallelMap {
    private ParallelMap() {
    }

    /**
     * Runs every job of {@code work} on {@code threads} threads and makes the map; {@code progress} hears the
     * jobs done, from this thread, about every {@code everyMs} milliseconds until they are all done.
     */
    static void run(SurvivalMapWork work, int threads, long everyMs, IntConsumer progress) {
        int total = work.cellsTotal();
        AtomicInteger next = new AtomicInteger();
        AtomicInteger done = new AtomicInteger();
        AtomicReference<RuntimeException> failed = new AtomicReference<>();
        Thread[] workers = new Thread[Math.max(1, Math.min(threads, total))];
        for (int t = 0; t < workers.length; t++) {
            workers[t] = new Thread(() -> {
                try {
                    for (int k = next.getAndIncrement(); k < total; k = next.getAndIncrement()) {
                        work.runJob(work.jobAt(k));
                        done.incrementAndGet();
                    }
                } catch (RuntimeException e) {
                    failed.compareAndSet(null, e);
                    next.set(total);
                }
            }, "survival-map-" + t);
            workers[t].setDaemon(true);
            workers[t].start();
        }
        try {
            for (Thread worker : workers) {
                while (worker.isAlive()) {
                    // Joining makes every job's writes visible here before the map is made.
                    worker.join(everyMs);
                    progress.accept(done.get());
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while mapping", e);
        }
        if (failed.get() != null) {
            throw failed.get();
        }
        work.completeJobs();
    }
}
