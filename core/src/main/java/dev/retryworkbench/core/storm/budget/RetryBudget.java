package dev.retryworkbench.core.storm.budget;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

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
        if (parameters.size() != BudgetKind.values().length) {
            throw new IllegalArgumentException("one record of parameters per budget kind");
        }
    }

    /** Returns the budget of {@code kind} with every kind's defaults. */
    public static RetryBudget defaults(BudgetKind kind) {
        double[] none = new double[BudgetKind.allParameters().size()];
        Arrays.fill(none, Double.NaN);
        return read(kind, none);
    }

    /**
     * Returns the budget of {@code kind} with {@code entered}, its record; the other kinds take the values
     * of the parameters they share with it, as the form's fields give them, and their defaults otherwise.
     */
    public static RetryBudget of(BudgetKind kind, BudgetParameters entered) {
        return of(kind, entered.values());
    }

    /** Returns the budget of {@code kind} with {@code values}, in the order of its parameters (see {@link #of}). */
    public static RetryBudget of(BudgetKind kind, double... values) {
        List<BudgetParameter> all = BudgetKind.allParameters();
        double[] entered = new double[all.size()];
        for (int i = 0; i < entered.length; i++) {
            int index = BudgetKind.indexOf(kind.parameters(), all.get(i).name());
            entered[i] = index < 0 ? Double.NaN : values[index];
        }
        return read(kind, entered);
    }

    /**
     * Returns the budget of {@code kind} whose parameters have the values {@code entered}, in the order of
     * {@link BudgetKind#allParameters()}, NaN for one not entered (its kind's default). A value applies to every kind with that parameter, except a
     * parameter each kind defaults differently ({@link BudgetParameter#perKind}), whose value applies to
     * {@code kind} only. Throws {@link IllegalArgumentException} naming a value out of range.
     */
    public static RetryBudget read(BudgetKind kind, double[] entered) {
        List<BudgetParameter> all = BudgetKind.allParameters();
        List<BudgetParameters> parameters = new ArrayList<>();
        for (BudgetKind each : BudgetKind.values()) {
            List<BudgetParameter> declared = each.parameters();
            double[] values = new double[declared.size()];
            for (int i = 0; i < values.length; i++) {
                BudgetParameter parameter = declared.get(i);
                double value = each == kind || !parameter.perKind()
                        ? entered[BudgetKind.indexOf(all, parameter.name())] : Double.NaN;
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
        return entered().budgets(clients);
    }
}
