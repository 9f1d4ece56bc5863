package dev.retryworkbench.core.storm;

import dev.retryworkbench.core.form.FormReading;
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
    private final StormInputs scenario;
    private final FormReading reading;
    private final SurvivalMapInputs map;
    private final double[] durations;
    private final double[] kneeMultiples;
    private final int cellsPerStrategy;
    private final int jobsPerStrategy;
    private final int totalJobs;

    private final boolean[][][] recovered;
    private final Double[][][] recoverySeconds;
    /** Per strategy, the largest knee multiple found healthy so far; 0 for none. */
    private final double[] kneeBest;
    private final Double[][] seedRecovery;

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
        kneeBest = new double[strategies];
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
            current = new StormSimulation(jobInputs(job));
        }
        current.advance(StormWork.EVENTS_PER_STEP);
        if (decided(job, current)) {
            current = null;
            job++;
        }
        return false;
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
            StormTrigger trigger = map.axis() == SurvivalMapAxis.RATE
                    ? new StormTrigger(entered.startSeconds(), end, entered.failureProbability(),
                            value * scenario.requestsPerSecond())
                    : new StormTrigger(entered.startSeconds(), end, value, entered.requestsPerSecond());
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
            if (healthy && allClosed) {
                kneeBest[strategy] = Math.max(kneeBest[strategy], kneeMultiples[within - cellsPerStrategy]);
            }
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
        for (Strategy strategy : strategies) {
            int s = strategy.ordinal();
            Double knee = kneeBest[s] == 0 ? null : Double.valueOf(kneeBest[s] * scenario.requestsPerSecond());
            panels.add(new StrategyMap(strategy, recovered[s], recoverySeconds[s],
                    StrategyMap.frontier(recovered[s], map.values()), knee, recoveredSeeds(seedRecovery[s]),
                    median(seedRecovery[s])));
        }
        StormTrigger trigger = scenario.trigger();
        double enteredValue = map.axis() == SurvivalMapAxis.RATE
                ? scenario.triggerRequestsPerSecond() / scenario.requestsPerSecond()
                : scenario.triggerFailureProbability();
        result = new SurvivalMap(map.axis(), map.values(), durations, map.leftOutDurations(scenario),
                scenario.requestsPerSecond(), enteredValue, trigger.endSeconds() - trigger.startSeconds(), panels);
    }

    /** Returns the rate multiples of the knee: the map's on the rate axis, else the rate axis's defaults. */
    private static double[] kneeMultiples(SurvivalMapInputs map, StormInputs scenario) {
        double[] multiples = map.axis() == SurvivalMapAxis.RATE ? map.values() : SurvivalMapAxis.RATE.defaults();
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
