package dev.retryworkbench.core.amplification;

/**
 * The distribution over seeds: the inputs' trace simulated for seeds seed, seed + 1, ..., seed + N - 1,
 * in steps, so a page can spread the work over several tasks and stay responsive.
 *
 * <p>Seeds past 4,294,967,295 (the teaching seed field's largest value) go on as 64-bit SplitMix64
 * states: seed + i is read as the unsigned 64-bit integer it is, exactly like a seed entered in the
 * field, so the runs never wrap around to small seeds and a run's trace is the teaching trace of
 * its seed. The largest is 4,294,967,295 + 99,999, so the state's high half is 0 or 1.
 *
 * <p>The loop keeps each run's three figures in primitive arrays and uses {@code int} and
 * {@code double} only: TeaVM compiles {@code long} to a slow JavaScript BigInt.
 */
public final class SeedDistribution {
    private final AmplificationInputs inputs;
    private final Simulator.Runs simulator;
    private final int seedHigh;
    private final int seedLow;
    private final double[] attempts;
    private final double[] elapsed;
    private final double[] backoff;
    private int done;
    private Spread attemptsSpread;
    private Spread elapsedSpread;
    private Spread backoffSpread;

    /** Prepares the distribution of {@code inputs}' runs, starting from its seed; no run is simulated yet. */
    public SeedDistribution(AmplificationInputs inputs) {
        this.inputs = inputs;
        simulator = new Simulator.Runs(inputs);
        seedHigh = (int) (inputs.seed() >>> 32);
        seedLow = (int) inputs.seed();
        attempts = new double[inputs.runs()];
        elapsed = new double[inputs.runs()];
        backoff = new double[inputs.runs()];
    }

    /** Returns the inputs whose runs these are. */
    public AmplificationInputs inputs() {
        return inputs;
    }

    /** Returns N, the runs in all. */
    public int runs() {
        return attempts.length;
    }

    /** Returns the runs simulated so far. */
    public int runsDone() {
        return done;
    }

    /** Returns true when every run is simulated and the three figures are summarised. */
    public boolean done() {
        return backoffSpread != null;
    }

    /**
     * Simulates at most {@code maxRuns} more runs, in seed order, or, once every run is in, summarises the
     * next of the three figures (a few milliseconds for 100,000 runs in a browser, so the page's last slice
     * is not a long one); returns true when all is done.
     */
    public boolean step(int maxRuns) {
        if (done < attempts.length) {
            int end = Math.min(attempts.length, done + Math.max(0, maxRuns));
            for (int i = done; i < end; i++) {
                int low = seedLow + i;
                // seed + i in unsigned 64 bits: the low half carried into the high one when it wrapped.
                int high = seedHigh + (Integer.compareUnsigned(low, seedLow) < 0 ? 1 : 0);
                simulator.run(high, low);
                attempts[i] = simulator.attemptsStarted();
                elapsed[i] = simulator.elapsedMs();
                backoff[i] = simulator.backoffMs();
            }
            done = end;
            return false;
        }
        // Reordering in place is fine: every run is in, and the order of the runs is needed no more.
        if (attemptsSpread == null) {
            attemptsSpread = Spread.of(attempts);
        } else if (elapsedSpread == null) {
            elapsedSpread = Spread.of(elapsed);
        } else if (backoffSpread == null) {
            backoffSpread = Spread.of(backoff);
        }
        return done();
    }

    /** Simulates every run left and summarises: what the command line, an export and a small N do at once. */
    public SeedDistribution complete() {
        while (!step(attempts.length)) {
            // The runs in one step, then one step per figure.
        }
        return this;
    }

    /** Returns how attempts started spread over the runs; every run must be done. */
    public Spread attemptsStarted() {
        summarise();
        return attemptsSpread;
    }

    /** Returns how the elapsed time spreads over the runs; every run must be done. */
    public Spread elapsedMs() {
        summarise();
        return elapsedSpread;
    }

    /** Returns how the time in backoff spreads over the runs; every run must be done. */
    public Spread backoffMs() {
        summarise();
        return backoffSpread;
    }

    private void summarise() {
        if (!done()) {
            throw new IllegalStateException(done + " of " + attempts.length + " runs are done and summarised");
        }
    }
}
