package dev.retryworkbench.core.config;

import java.util.List;
import java.util.Objects;

/**
 * A retry budget a config text sets, as the storm simulator's worksheet names it: the kind's id
 * ({@code grpc-throttling}, {@code ratio}, {@code envoy}, {@code max-retries}, {@code aws-quota},
 * {@code aws-adaptive}) and the parameters the text gives, each under its worksheet member name
 * ({@code maxTokens}, {@code percentCanRetry}, ...). Parameters the text leaves out are left to the
 * kind's defaults, so this stays independent of the simulator's own types.
 *
 * @param kind       the budget kind's id
 * @param parameters the parameters set, in the order the worksheet lists them
 */
public record ConfigBudget(String kind, List<Parameter> parameters) {
    /** One parameter: its worksheet member name and value. */
    public record Parameter(String name, double value) {
        public Parameter {
            Objects.requireNonNull(name, "name");
        }
    }

    public ConfigBudget {
        Objects.requireNonNull(kind, "kind");
        parameters = List.copyOf(parameters);
    }

    /** Returns a budget of {@code kind} with names and values given in pairs. */
    static ConfigBudget of(String kind, Parameter... parameters) {
        return new ConfigBudget(kind, List.of(parameters));
    }

    /** Returns the parameter's value, or NaN when the text leaves it to the kind's default. */
    public double get(String name) {
        for (Parameter parameter : parameters) {
            if (parameter.name().equals(name)) {
                return parameter.value();
            }
        }
        return Double.NaN;
    }
}
