package dev.retryworkbench.core.storm;

import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.storm.map.StrategyMap;
import dev.retryworkbench.core.storm.map.SurvivalMap;
import dev.retryworkbench.core.storm.map.SurvivalMapRenderer;
import dev.retryworkbench.core.storm.render.StormRenderer;
import dev.retryworkbench.core.storm.simulation.StormInputs;
import dev.retryworkbench.core.storm.simulation.StormResult;
import dev.retryworkbench.core.storm.simulation.StormSimulation;
import dev.retryworkbench.core.storm.simulation.StormTrigger;
import dev.retryworkbench.core.storm.simulation.Strategy;
import dev.retryworkbench.core.text.Numbers;
import dev.retryworkbench.core.tool.Continuation;
import dev.retryworkbench.core.tool.Evaluation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The survival map in bounded steps, the one place that computes it (the page's button, the command
 * line's {@code --map}, the build's pre-render): for every strategy its cells (rows by duration, columns
 * by severity), its knee (the largest steady rate that stays healthy, every rate run: a higher one can hold
 * where a lower one failed, as a seed's arrivals fall) and the entered scenario on
 * 20 seeds, each run only until its verdict is decided. Common random numbers: every cell runs the entered
 * seed. The storm simulator's own runs ({@link StormWork}) are left to {@link #evaluation()}, which the
 * page's map script never calls: it needs the map alone, and so carries none of the storm's results code.
 */
public final class SurvivalMapWork implements Continuation {
    /** The pace {@link #scaleLine} assumes, simulated requests per second. */
    private static final double REQUESTS_PER_SECOND = 1_000_000;

    private final StormInputs scenario;
    private final FormReading reading;
    private final SurvivalMapInputs map;
    private final double[] durations;
    private final double[] kneeMultiples;
    private final int cellsPerStrategy;
    private final int jobsPerStrategy;
    private final int totalJobs;

    /**
     * The jobs' order: the k-th job run is {@code k x stride mod totalJobs}, a stride coprime to the count, so
     * the runs done at any moment sample every strategy, duration and severity alike and the time they took
     * tells the time left (in index order the cheap short, mild cells came first).
     */
    private final int stride;

    // Each job writes its own slots only, so jobs may run in any order, and at once on several threads.
    private final boolean[][][] recovered;
    private final Double[][][] recoverySeconds;
    /** Per strategy and knee multiple, whether the steady run at it stayed healthy. */
    private final boolean[][] kneeHealthy;
    private final Double[][] seedRecovery;

    /** The jobs done in {@link #step}'s order. */
    private int job;
    private StormSimulation current;
    private SurvivalMap result;
    /** The storm's and the map's evaluation, rendered when first asked for (the page's map script never asks). */
    private Evaluation evaluation;

    /** Prepares the map of {@code scenario} (valid inputs as {@code reading} holds them) over {@code map}'s axes. */
    public SurvivalMapWork(StormInputs scenario, FormReading reading, SurvivalMapInputs map) {
        this.scenario = scenario;
        this.reading = reading;
        this.map = map;
        this.durations = map.fittingDurations(scenario);
        this.kneeMultiples = kneeMultiples(map, scenario);
        int strategies = Strategy.mapped().length;
        cellsPerStrategy = durations.length * map.values().length;
        jobsPerStrategy = cellsPerStrategy + kneeMultiples.length + SurvivalMap.SEEDS;
        totalJobs = strategies * jobsPerStrategy;
        recovered = new boolean[strategies][durations.length][map.values().length];
        recoverySeconds = new Double[strategies][durations.length][map.values().length];
        kneeHealthy = new boolean[strategies][kneeMultiples.length];
        stride = coprimeStride(totalJobs);
        seedRecovery = new Double[strategies][SurvivalMap.SEEDS];
    }

    @Override
    public boolean step() {
        if (result != null) {
            return true;
        }
        if (job == totalJobs) {
            finishMap();
            return true;
        }
        if (current == null) {
            current = new StormSimulation(jobInputs(jobAt(job)));
        }
        current.advance(StormWork.EVENTS_PER_STEP);
        if (decided(jobAt(job), current)) {
            current = null;
            job++;
        }
        return false;
    }

    /**
     * Returns the index of the {@code k}-th job to run (0 to {@link #cellsTotal()} - 1, each once), for a
     * runner that spreads the jobs over threads ({@link #runJob}) and wants its time left told as truly.
     */
    public int jobAt(int k) {
        // In int: at most 12 strategies x 620 jobs, so k x stride stays below 2^31 (a long is slow in a browser).
        return k * stride % totalJobs;
    }

    /**
     * Runs job {@code index} to its verdict, in the same bounded steps as {@link #step}, so its verdict is the
     * same. Jobs write only their own slots: distinct jobs may run on distinct threads at once (a runner
     * outside the browser path); once every job ran, {@link #completeJobs} makes the map.
     */
    public void runJob(int index) {
        StormSimulation simulation = new StormSimulation(jobInputs(index));
        do {
            simulation.advance(StormWork.EVENTS_PER_STEP);
        } while (!decided(index, simulation));
    }

    /** Makes the map once {@link #runJob} ran every job (and its writes are visible to this thread). */
    public void completeJobs() {
        job = totalJobs;
        current = null;
        step();
    }

    /** Returns the map once done, else null. */
    public SurvivalMap result() {
        return result;
    }

    /** Returns the runs done, for a progress line. */
    public int cellsDone() {
        return job;
    }

    /** Returns every run the map needs. */
    public int cellsTotal() {
        return totalJobs;
    }

    @Override
    public int percent() {
        if (result != null) {
            return 100;
        }
        double done = job + (current == null ? 0 : current.progress());
        return (int) Math.min(99, Math.floor(done * 100 / Math.max(1, totalJobs)));
    }

    @Override
    public Evaluation evaluation() {
        if (result == null) {
            return Evaluation.running(this);
        }
        if (evaluation == null) {
            StormResult stormResult = new StormWork(scenario, reading).finishRuns();
            evaluation = Evaluation.valid(StormRenderer.render(stormResult) + SurvivalMapRenderer.render(result),
                    StormRenderer.announcement(stormResult) + " " + SurvivalMapRenderer.announcement(result),
                    new StormExport(stormResult, reading, SurvivalMapTexts.of(result)));
        }
        return evaluation;
    }

    /** Returns the progress line at {@code elapsedSeconds} since the start, the current run's part counted. */
    public String progressLine(double elapsedSeconds) {
        return progressLine(job + (current == null ? 0 : current.progress()), totalJobs, elapsedSeconds);
    }

    /**
     * Returns the progress line: runs done of all and, once a fiftieth is done, the time left at the pace so
     * far (the runs come in an order that samples the whole map, so the pace of the first is the pace of all).
     */
    public static String progressLine(double done, int total, double elapsedSeconds) {
        String line = "Mapping the edge of safety: " + Numbers.grouped((int) done) + " of " + Numbers.grouped(total)
                + " runs done";
        if (done * 50 < total || done <= 0) {
            return line + ".";
        }
        return line + ", about " + duration(elapsedSeconds * (total - done) / done) + " left.";
    }

    /**
     * Returns what the map will take before it starts, from its scale alone: runs, requests each, and a
     * time at a million simulated requests per second (the pace in Chromium between no retries and a
     * storm, see docs/performance.md); the progress line corrects it once runs are done.
     */
    public String scaleLine() {
        double requests = scenario.requestsPerSecond() * scenario.arrivalsStopSeconds();
        return "Mapping the edge of safety: " + Numbers.grouped(totalJobs) + " runs of about "
                + Numbers.grouped((int) Math.min(requests, Integer.MAX_VALUE)) + " requests each, roughly "
                + duration(totalJobs * requests / REQUESTS_PER_SECOND) + " here. Press \u201cStop mapping\u201d to stop.";
    }

    /** "8 s", "about" left to the caller; 90 s and over in whole minutes. */
    private static String duration(double seconds) {
        return seconds < 90 ? Numbers.fixed(Math.max(1, seconds), 0) + " s" : Numbers.fixed(seconds / 60, 0) + " min";
    }

    @Override
    public String progressLabel() {
        return "Mapping the edge of safety: " + Numbers.grouped(job) + " of " + Numbers.grouped(totalJobs) + " runs";
    }

    /** Returns the inputs of job {@code index}. */
    private StormInputs jobInputs(int index) {
        Strategy strategy = Strategy.mapped()[index / jobsPerStrategy];
        StormInputs base = strategy.inputs(scenario);
        int within = index % jobsPerStrategy;
        StormTrigger entered = scenario.trigger();
        if (within < cellsPerStrategy) {
            int row = within / map.values().length;
            double value = map.values()[within % map.values().length];
            double end = entered.startSeconds() + durations[row];
            StormTrigger trigger = map.axis().trigger(entered, end, value, scenario.requestsPerSecond());
            return with(base, base.requestsPerSecond(), trigger, base.seed());
        }
        within -= cellsPerStrategy;
        if (within < kneeMultiples.length) {
            return with(base, kneeMultiples[within] * scenario.requestsPerSecond(),
                    new StormTrigger(entered.startSeconds(), entered.endSeconds(), null, null), base.seed());
        }
        int seedIndex = within - kneeMultiples.length;
        long seed = base.seed() + seedIndex;
        return with(base, base.requestsPerSecond(), entered, seed > (long) StormInputs.SEED.max() ? seed - (1L << 32) : seed);
    }

    /**
     * Records job {@code index}'s verdict as soon as the seconds closed so far decide it (recovered, or no
     * second left to recover in; for the knee, an unhealthy second or all of them healthy), so a run stops
     * there rather than at its last request: the same answer as the whole run's, far sooner.
     */
    private boolean decided(int index, StormSimulation simulation) {
        int strategy = index / jobsPerStrategy;
        int within = index % jobsPerStrategy;
        int closed = simulation.secondsClosed();
        boolean allClosed = simulation.verdictSecondsClosed();
        if (within >= cellsPerStrategy && within < cellsPerStrategy + kneeMultiples.length) {
            boolean healthy = simulation.healthyFrom(SurvivalMap.KNEE_FROM_SECOND, closed);
            kneeHealthy[strategy][within - cellsPerStrategy] = healthy && allClosed;
            return !healthy || allClosed;
        }
        Double seconds = simulation.recoveryBefore(closed);
        if (seconds == null && !allClosed) {
            return false;
        }
        if (within < cellsPerStrategy) {
            int row = within / map.values().length;
            int column = within % map.values().length;
            recovered[strategy][row][column] = seconds != null;
            recoverySeconds[strategy][row][column] = seconds;
        } else {
            seedRecovery[strategy][within - cellsPerStrategy - kneeMultiples.length] = seconds;
        }
        return true;
    }

    private void finishMap() {
        Strategy[] strategies = Strategy.mapped();
        List<StrategyMap> panels = new ArrayList<>(strategies.length);
        for (int s = 0; s < strategies.length; s++) {
            Double knee = null;
            for (int k = 0; k < kneeMultiples.length; k++) {
                if (kneeHealthy[s][k]) {
                    knee = kneeMultiples[k] * scenario.requestsPerSecond();
                }
            }
            panels.add(new StrategyMap(strategies[s], recovered[s], recoverySeconds[s],
                    StrategyMap.frontier(recovered[s], map.values()), knee, recoveredSeeds(seedRecovery[s]),
                    median(seedRecovery[s])));
        }
        StormTrigger trigger = scenario.trigger();
        result = new SurvivalMap(map.axis(), map.values(), durations, map.leftOutDurations(scenario),
                scenario.requestsPerSecond(), map.axis().entered(scenario), trigger.endSeconds() - trigger.startSeconds(),
                map.axis().held(scenario), panels);
    }

    /** Returns a stride near 0.618 of {@code count} that shares no factor with it (1 for small counts). */
    private static int coprimeStride(int count) {
        int stride = Math.max(1, (int) (count * 0.618));
        while (gcd(stride, count) != 1) {
            stride++;
        }
        return stride;
    }

    private static int gcd(int a, int b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    /** Returns the rate multiples of the knee: the map's on the rate axis, else the rate axis's defaults. */
    private static double[] kneeMultiples(SurvivalMapInputs map, StormInputs scenario) {
        double[] multiples = map.axis().rateMultiples(map.values());
        int count = 0;
        while (count < multiples.length
                && multiples[count] * scenario.requestsPerSecond() <= StormInputs.REQUESTS_PER_SECOND.max()) {
            count++;
        }
        return Arrays.copyOf(multiples, count);
    }

    private static int recoveredSeeds(Double[] recoveries) {
        int count = 0;
        for (Double seconds : recoveries) {
            if (seconds != null) {
                count++;
            }
        }
        return count;
    }

    /** Returns the median of the recoveries that happened (the mean of the middle two for an even count), or null. */
    static Double median(Double[] recoveries) {
        double[] values = new double[recoveries.length];
        int count = 0;
        for (Double seconds : recoveries) {
            if (seconds != null) {
                values[count++] = seconds;
            }
        }
        if (count == 0) {
            return null;
        }
        Arrays.sort(values, 0, count);
        return count % 2 == 1 ? values[count / 2] : (values[count / 2 - 1] + values[count / 2]) / 2;
    }

    /** Returns {@code inputs} with another normal rate, trigger and seed. */
    private static StormInputs with(StormInputs inputs, double rate, StormTrigger trigger, long seed) {
        return inputs.toBuilder().withRequestsPerSecond(rate).withTrigger(trigger).withSeed(seed).build();
    }
}
