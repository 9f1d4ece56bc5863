package dev.retryworkbench.core.storm.simulation;

/**
 * The per-second series of one run: for second i, the interval [i, i + 1) s, the requests arriving,
 * the attempts started, the successes, failures and timeouts the clients saw (an attempt cut by the
 * deadline counts as a timeout), the attempts in flight at the dependency at the end of the second
 * (abandoned work included) and the mean service time of the attempts started in it; with Part 3's
 * controls, the requests waiting in client queues at the end of the second and the attempts whose
 * rejection the clients saw in it (also failures); and whether the second was healthy (see
 * {@link StormSimulation}). Kept in primitive arrays, one entry per second, read by index.
 */
public final class StormSeries {
    /** Recovery is the first of this many healthy seconds in a row after the trigger. */
    public static final int HEALTHY_RUN = 5;

    private final int[] arriving;
    private final int[] attemptsStarted;
    private final int[] successes;
    private final int[] failures;
    private final int[] timeouts;
    private final int[] inFlight;
    private final double[] serviceMsSum;
    private final int[] served;
    private final int[] queued;
    private final int[] rejected;
    private final int[] takenUp;
    private final boolean[] healthy;

    /**
     * Takes the first {@code length} entries of each array (copied); {@code served} counts the attempts
     * started in each second that the dependency took on (not rejected).
     */
    StormSeries(int length, int[] arriving, int[] attemptsStarted, int[] successes, int[] failures, int[] timeouts,
            int[] inFlight, double[] serviceMsSum, int[] served, int[] queued, int[] rejected, int[] takenUp,
            boolean[] healthy) {
        this.takenUp = copy(takenUp, length);
        this.served = copy(served, length);
        this.queued = copy(queued, length);
        this.rejected = copy(rejected, length);
        this.arriving = copy(arriving, length);
        this.attemptsStarted = copy(attemptsStarted, length);
        this.successes = copy(successes, length);
        this.failures = copy(failures, length);
        this.timeouts = copy(timeouts, length);
        this.inFlight = copy(inFlight, length);
        this.serviceMsSum = new double[length];
        System.arraycopy(serviceMsSum, 0, this.serviceMsSum, 0, length);
        this.healthy = new boolean[length];
        System.arraycopy(healthy, 0, this.healthy, 0, length);
    }

    /** Returns how many seconds the series covers, from second 0. */
    public int length() {
        return arriving.length;
    }

    public int arriving(int second) {
        return arriving[second];
    }

    public int attemptsStarted(int second) {
        return attemptsStarted[second];
    }

    public int successes(int second) {
        return successes[second];
    }

    public int failures(int second) {
        return failures[second];
    }

    public int timeouts(int second) {
        return timeouts[second];
    }

    /** Returns the attempts in flight at the dependency at the end of the second. */
    public int inFlight(int second) {
        return inFlight[second];
    }

    /**
     * Returns the mean service time of the attempts started in the second that the dependency took on
     * (rejected ones left out), or NaN when none started.
     */
    public double meanServiceMs(int second) {
        int started = served[second];
        return started == 0 ? Double.NaN : serviceMsSum[second] / started;
    }

    /** Returns the requests waiting in client queues at the end of the second (0 without a pool). */
    public int queued(int second) {
        return queued[second];
    }

    /**
     * Returns the requests a worker took up in the second: at their arrival or from a queue (without a
     * pool, every request is taken up as it arrives).
     */
    public int takenUp(int second) {
        return takenUp[second];
    }

    /** Returns the attempts whose rejection the clients saw in the second (0 without a concurrency limit). */
    public int rejected(int second) {
        return rejected[second];
    }

    /** Returns true when the second was healthy: no more attempts and failures than a dependency that keeps up. */
    public boolean healthy(int second) {
        return healthy[second];
    }

    private static int[] copy(int[] values, int length) {
        int[] copy = new int[length];
        System.arraycopy(values, 0, copy, 0, length);
        return copy;
    }
}
