package dev.retryworkbench.core.storm.budget;

import dev.retryworkbench.core.form.Bounds;
import dev.retryworkbench.core.form.Help;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.text.Numbers;

/**
 * One parameter of a retry budget kind, declared once in the kind's class: its name (the worksheet's
 * {@code budget.<name>} and a config's), its range (which the kind's record checks at construction) and
 * its form field, and the kind's default. Kinds that share a parameter (the AWS quota's costs, the
 * capacity) share its declaration and so its field; each kind may give it its own default.
 *
 * @param name         the name in worksheets and configs
 * @param bounds       the allowed values
 * @param field        the form's field, at worksheet path {@code budget.<name>}
 * @param defaultValue the kind's default; NaN in a declaration shared by kinds with different defaults
 *                     ({@link #withDefault} gives each kind its own)
 */
public record BudgetParameter(String name, Bounds bounds, NumberField field, double defaultValue) {
    /**
     * Where the storm simulator's form keeps its budget's parameters, {@code budget.<name>}, as versions 1 to 3
     * of its worksheets did: the form's budget is the innermost layer's, which version 4 writes in that layer's
     * entry ({@code layers[i].budget.<name>}).
     */
    public static final String PATH = "budget.";

    /** The name of the starting and largest balance, which several kinds share with different defaults. */
    public static final String CAPACITY = "capacity";

    /**
     * The AWS quotas' and the token bucket's capacity: one field, left empty for the chosen kind's own
     * default; a value entered applies to the chosen kind only (each kind keeps its own default otherwise).
     */
    static final BudgetParameter SHARED_CAPACITY = new BudgetParameter(CAPACITY, bounds(CAPACITY, 0, 1e9, false),
            new NumberField("budget-capacity", "Capacity (AWS quota, token bucket)", "tokens", 0, false, 1e9, false,
                    true, "", PATH + CAPACITY, () -> "Starting and largest balance.")
                    .emptyMeans("the kind's default: 500 for the AWS quota, 5 for the token bucket"), Double.NaN);

    /**
     * Declares a parameter whose form field is required and starts at {@code defaultValue}.
     *
     * @param name    the name in worksheets and configs
     * @param fieldId the form field's id
     * @param label   the field's label, which names the kinds it belongs to
     * @param unit    the field's unit; empty for none
     * @param min     the smallest allowed value
     * @param max     the largest allowed value
     * @param whole   true when only whole numbers are allowed
     * @param help    the field's help
     */
    static BudgetParameter of(String name, String fieldId, String label, String unit, double min, double max,
            boolean whole, double defaultValue, Help help) {
        return new BudgetParameter(name, bounds(name, min, max, whole), new NumberField(fieldId, label, unit, min,
                false, max, whole, false, Numbers.trimmed(defaultValue, 6), PATH + name, help), defaultValue);
    }

    /** Returns this parameter as one added after version 1 (its field: a worksheet without it means the default). */
    BudgetParameter addedLater() {
        return new BudgetParameter(name, bounds, field.addedLater(), defaultValue);
    }

    /** Returns this parameter with a kind's own default; the field stays the same. */
    BudgetParameter withDefault(double value) {
        return new BudgetParameter(name, bounds, field, bounds.require(value));
    }

    /**
     * Returns true when a value entered applies to the chosen kind only: the field may be left empty
     * for each kind's own default.
     */
    public boolean perKind() {
        return field.optional();
    }

    private static Bounds bounds(String name, double min, double max, boolean whole) {
        return new Bounds("budget " + name, min, max, whole);
    }
}
