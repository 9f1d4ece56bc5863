package dev.retryworkbench.core.storm.budget;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.ToDoubleFunction;

/**
 * A client's retry budget: the kind that guards its SDK-layer retries, and every kind's parameters as
 * entered (the form keeps each kind's values while another is chosen, and the bounds table shows every
 * kind at them). Each client has its own budget. Defaults and sources: docs/presets.md.
 *
 * @param kind       which budget runs
 * @param parameters each kind's record, in {@link BudgetKind} order
 */
public record RetryBudget(BudgetKind kind, List<BudgetParameters> parameters) {
    /** No budget. */
    public static final RetryBudget NONE = defaults(BudgetKind.NONE);

    public RetryBudget {
        Objects.requireNonNull(kind, "kind");
        parameters = List.copyOf(parameters);
        BudgetKind[] kinds = BudgetKind.values();
        if (parameters.size() != kinds.length) {
            throw new IllegalArgumentException("one record of parameters per budget kind");
        }
        for (int i = 0; i < kinds.length; i++) {
            if (!kinds[i].accepts(parameters.get(i))) {
                throw new IllegalArgumentException("not the parameters of budget kind " + kinds[i].id());
            }
        }
    }

    /** Returns the budget of {@code kind} with every kind's defaults. */
    public static RetryBudget defaults(BudgetKind kind) {
        return read(kind, parameter -> Double.NaN);
    }

    /**
     * Returns the budget of {@code kind} with {@code entered}, its record; the other kinds take the values
     * of the parameters they share with it, as the form's fields give them, and their defaults otherwise.
     */
    public static RetryBudget of(BudgetKind kind, BudgetParameters entered) {
        if (!kind.accepts(entered)) {
            throw new IllegalArgumentException("not the parameters of budget kind " + kind.id());
        }
        double[] values = entered.values();
        return read(kind, parameter -> {
            int index = BudgetKind.indexOf(kind.parameters(), parameter.name());
            return index < 0 ? Double.NaN : values[index];
        });
    }

    /**
     * Returns the budget of {@code kind} whose parameters have the values {@code entered} gives, NaN for
     * one not entered (its kind's default). A value applies to every kind with that parameter, except a
     * parameter each kind defaults differently ({@link BudgetParameter#perKind}), whose value applies to
     * {@code kind} only. Throws {@link IllegalArgumentException} naming a value out of range.
     */
    public static RetryBudget read(BudgetKind kind, ToDoubleFunction<BudgetParameter> entered) {
        List<BudgetParameters> parameters = new ArrayList<>();
        for (BudgetKind each : BudgetKind.values()) {
            List<BudgetParameter> declared = each.parameters();
            double[] values = new double[declared.size()];
            for (int i = 0; i < values.length; i++) {
                BudgetParameter parameter = declared.get(i);
                double value = each == kind || !parameter.perKind() ? entered.applyAsDouble(parameter) : Double.NaN;
                values[i] = Double.isNaN(value) ? parameter.defaultValue() : value;
            }
            parameters.add(each.parameters(values));
        }
        return new RetryBudget(kind, parameters);
    }

    /** Returns the parameters of the kind that runs. */
    public BudgetParameters entered() {
        return parameters(kind);
    }

    /** Returns {@code kind}'s parameters as entered. */
    public BudgetParameters parameters(BudgetKind of) {
        return parameters.get(of.ordinal());
    }

    /** Returns the budgets of {@code clients} clients under the kind that runs. */
    public ClientBudgets budgets(int clients) {
        return kind.budgets(entered(), clients);
    }
}
