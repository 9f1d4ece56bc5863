package dev.retryworkbench.core.storm.map;

import dev.retryworkbench.core.Named;
import dev.retryworkbench.core.storm.simulation.StormInputs;
import dev.retryworkbench.core.storm.simulation.StormTrigger;
import dev.retryworkbench.core.text.Numbers;

/**
 * The trigger's severity that the survival map sweeps: its request rate, its failure probability or the
 * capacity share the dependency keeps. Each axis says here how a cell's trigger is built, how its values
 * read and which way they grow more severe, so the map's code does not ask which axis it has.
 */
public enum SurvivalMapAxis implements Named {
    RATE("rate", "Request rate (multiples of the normal rate)", new double[] {1.25, 1.5, 1.75, 2, 2.25, 2.5, 2.75, 3,
        3.25, 3.5, 3.75, 4}, "request rate", "\u00d7 normal rate"),
    FAILURE("failure", "Failure probability", new double[] {0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1},
            "failure probability", "failure probability"),
    /** Less capacity is more severe: its values fall from column to column. */
    CAPACITY("capacity", "Capacity share (of the dependency's whole)", new double[] {0.9, 0.8, 0.7, 0.6, 0.5, 0.4,
        0.3, 0.2, 0.1}, "capacity share", "capacity share");

    private final String id;
    private final String label;
    private final double[] defaults;
    private final String noun;
    private final String caption;

    SurvivalMapAxis(String id, String label, double[] defaults, String noun, String caption) {
        this.id = id;
        this.label = label;
        this.defaults = defaults;
        this.noun = noun;
        this.caption = caption;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String label() {
        return label;
    }

    /** Returns the specification's values of this axis (a copy), from the mildest to the most severe. */
    public double[] defaults() {
        return defaults.clone();
    }

    /** Returns true when a smaller value is more severe (the capacity share): the values fall. */
    public boolean falls() {
        return this == CAPACITY;
    }

    /** Returns the axis with this id, or null. */
    public static SurvivalMapAxis fromId(String id) {
        return Named.byId(values(), id);
    }

    /**
     * Returns the axis a map sweeps when none is chosen: the failure probability when the entered trigger sets
     * only that, the capacity share when it sets only that, else the request rate.
     */
    public static SurvivalMapAxis following(StormTrigger trigger) {
        boolean rate = trigger.requestsPerSecond() != null;
        boolean failure = trigger.failureProbability() != null;
        boolean capacity = trigger.capacityShare() != null;
        return failure && !rate && !capacity ? FAILURE : capacity && !rate && !failure ? CAPACITY : RATE;
    }

    /**
     * Returns a cell's trigger: the entered one from its start to {@code endSeconds}, this member at
     * {@code value} (a rate multiple of {@code normalRate}, a probability or a share), the others as entered.
     */
    public StormTrigger trigger(StormTrigger entered, double endSeconds, double value, double normalRate) {
        return new StormTrigger(entered.startSeconds(), endSeconds,
                this == FAILURE ? Double.valueOf(value) : entered.failureProbability(),
                this == RATE ? Double.valueOf(value * normalRate) : entered.requestsPerSecond(),
                this == CAPACITY ? Double.valueOf(value) : entered.capacityShare());
    }

    /** Returns the entered trigger's value on this axis (the normal one where the trigger leaves it). */
    public double entered(StormInputs scenario) {
        return this == RATE ? scenario.triggerRequestsPerSecond() / scenario.requestsPerSecond()
                : this == FAILURE ? scenario.triggerFailureProbability() : scenario.trigger().capacityShareOrWhole();
    }

    /**
     * Returns, per axis in order, the entered trigger's member that a map on this axis holds fixed in every
     * cell: the rate as a multiple of the normal one; NaN for this axis and for members the trigger leaves.
     */
    public double[] held(StormInputs scenario) {
        StormTrigger trigger = scenario.trigger();
        Double[] members = {trigger.requestsPerSecond() == null ? null
                : Double.valueOf(trigger.requestsPerSecond() / scenario.requestsPerSecond()),
            trigger.failureProbability(), trigger.capacityShare()};
        double[] held = new double[members.length];
        for (int i = 0; i < held.length; i++) {
            held[i] = i == ordinal() || members[i] == null ? Double.NaN : members[i];
        }
        return held;
    }

    /** Returns the rate multiples of the knee: the map's own on the rate axis, else the rate axis's defaults. */
    public double[] rateMultiples(double[] values) {
        return this == RATE ? values : RATE.defaults();
    }

    /** Returns a value as the map writes it: "2x" (of the normal rate), "0.5". */
    public String value(double value) {
        return Numbers.trimmed(value, 2) + (this == RATE ? "x" : "");
    }

    /** Returns a severity in a sentence: "a 2x spike", "a failure probability of 0.5", "a capacity share of 0.3". */
    public String severity(double value) {
        return this == RATE ? "a " + value(value) + " spike" : "a " + noun + " of " + value(value);
    }

    /** Returns the member held at {@code value}: "the request rate 2x", "the failure probability 0.7". */
    public String fixed(double value) {
        return "the " + noun + " " + value(value);
    }

    /** Returns the name under the axis's ticks: "× normal rate", "failure probability", "capacity share". */
    public String caption() {
        return caption;
    }

    /** Returns the frontier's words: "largest request rate that it and every smaller one", or smallest and larger. */
    public String frontierWords() {
        return falls() ? "smallest " + noun + " that it and every larger one"
                : "largest " + noun + " that it and every smaller one";
    }
}
