package dev.retryworkbench.core.storm.map;

import dev.retryworkbench.core.storm.simulation.Strategy;
import java.util.List;
import java.util.Objects;

/**
 * How big a bad minute each strategy survives: the entered scenario with the trigger's severity and
 * duration swept, every strategy of the comparison, the entered seed in every cell.
 *
 * @param axis                    the severity swept
 * @param values                  the severities from the mildest: rate multiples, failure probabilities (both
 *                                rising) or capacity shares (falling)
 * @param durationsSeconds        the durations that fit before the arrivals stop, increasing (the rows)
 * @param leftOutDurationsSeconds the durations entered that do not fit (start + d + 5 s after the stop)
 * @param normalRate              the entered normal request rate, which the rate multiples scale
 * @param enteredValue            the entered trigger's severity on this axis
 * @param enteredDurationSeconds  the entered trigger's duration
 * @param held                    per axis in order, the entered trigger's member every cell keeps
 *                                ({@link SurvivalMapAxis#held}): NaN for the axis swept and for members not entered
 * @param strategies              one panel per {@link Strategy}, in its order
 */
public record SurvivalMap(SurvivalMapAxis axis, double[] values, double[] durationsSeconds,
        double[] leftOutDurationsSeconds, double normalRate, double enteredValue, double enteredDurationSeconds,
        double[] held, List<StrategyMap> strategies) {
    /** The seeds of the verdict: the entered seed and the next 19. */
    public static final int SEEDS = 20;
    /** The first second of the knee's check: the run's first seconds are a warm-up. */
    public static final int KNEE_FROM_SECOND = 5;

    public SurvivalMap {
        Objects.requireNonNull(axis, "axis");
        strategies = List.copyOf(strategies);
    }

    /** Returns the panel of {@code strategy}, one of {@link Strategy#mapped()}. */
    public StrategyMap of(Strategy strategy) {
        for (StrategyMap panel : strategies) {
            if (panel.strategy() == strategy) {
                return panel;
            }
        }
        throw new IllegalArgumentException(strategy.id() + " is not mapped");
    }
}
