package dev.retryworkbench.core.storm.map;

import dev.retryworkbench.core.Named;

/** The trigger's severity that the survival map sweeps: its request rate or its failure probability. */
public enum SurvivalMapAxis implements Named {
    RATE("rate", "Request rate (multiples of the normal rate)", new double[] {1.25, 1.5, 1.75, 2, 2.25, 2.5, 2.75, 3,
        3.25, 3.5, 3.75, 4}),
    FAILURE("failure", "Failure probability", new double[] {0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1});

    private final String id;
    private final String label;
    private final double[] defaults;

    SurvivalMapAxis(String id, String label, double[] defaults) {
        this.id = id;
        this.label = label;
        this.defaults = defaults;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String label() {
        return label;
    }

    /** Returns the specification's values of this axis (a copy). */
    public double[] defaults() {
        return defaults.clone();
    }

    /** Returns the axis with this id, or null. */
    public static SurvivalMapAxis fromId(String id) {
        return Named.byId(values(), id);
    }
}
