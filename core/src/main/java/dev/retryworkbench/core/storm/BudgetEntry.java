package dev.retryworkbench.core.storm;

import dev.retryworkbench.core.amplification.LayerStack;
import dev.retryworkbench.core.amplification.StackForm;
import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.budget.BudgetParameter;
import dev.retryworkbench.core.storm.budget.NoBudget;
import dev.retryworkbench.core.storm.budget.RetryBudget;
import dev.retryworkbench.core.text.Renames;
import java.util.ArrayList;
import java.util.List;

/**
 * One of the storm form's retry budgets: its kind, the AWS quota's cost preset, every kind's parameters and the
 * layer it guards (empty: the innermost). The form holds up to one per layer. The first is the budget of
 * versions 1 to 3, with their ids and paths ({@code budget}, {@code budget.<name>}, {@code guarded-layer}); each
 * other is a copy of it numbered from 2 ({@code budget2}, {@code budget2.<name>}, {@code budget2-layer}), which
 * the pre-render leaves to the page's script ({@link #copyRenames}). A worksheet writes each budget in its
 * layer's entry ({@code layers[i].budget}), whatever its number in the form.
 */
final class BudgetEntry {
    /** The first budget's id, and the start of every id and path of its fields. */
    private static final String FIRST = "budget";

    /** The budget's number on the form, 1 the first. */
    final int number;
    final ChoiceField kind;
    final ChoiceField preset;
    /** Every kind's parameters, in the order of {@link BudgetKind#allParameters()}. */
    final List<NumberField> parameters;
    final NumberField layer;
    final FieldGroup group;

    private BudgetEntry(int number, ChoiceField kind, ChoiceField preset, List<NumberField> parameters,
            NumberField layer) {
        this.number = number;
        this.kind = kind;
        this.preset = preset;
        this.parameters = List.copyOf(parameters);
        this.layer = layer;
        List<Field> fields = new ArrayList<>();
        fields.add(kind);
        fields.add(preset);
        fields.addAll(parameters);
        fields.add(layer);
        group = new FieldGroup(kind.label(), "", fields);
    }

    /** Returns the first budget, of the given fields and every kind's parameters' own fields. */
    static BudgetEntry first(ChoiceField kind, ChoiceField preset, NumberField layer) {
        List<NumberField> parameters = new ArrayList<>();
        for (BudgetParameter parameter : BudgetKind.allParameters()) {
            parameters.add(parameter.field());
        }
        return new BudgetEntry(1, kind, preset, parameters, layer);
    }

    /**
     * Returns budget {@code number} (from 2), a copy of this first one: "Retry budget 2", its fields' ids and
     * paths numbered, each a member a worksheet may leave out (only version 4 has more than one budget).
     */
    BudgetEntry numbered(int number) {
        String prefix = FIRST + number;
        List<NumberField> numbered = new ArrayList<>();
        for (NumberField parameter : parameters) {
            numbered.add((NumberField) renamed(parameter, prefix, parameter.label()));
        }
        NumberField guarded = (NumberField) StormStackForm.renamed(layer, prefix + "-layer",
                "Budget " + number + " on layer", LayerStack.PATH + "." + prefix);
        return new BudgetEntry(number, (ChoiceField) renamed(kind, prefix, kind.label() + " " + number),
                (ChoiceField) renamed(preset, prefix, preset.label()), numbered, guarded);
    }

    /**
     * Returns {@code field} of the first budget with its id's and path's "budget" replaced by {@code prefix}, a
     * member a worksheet may leave out.
     */
    private static Field renamed(Field field, String prefix, String label) {
        Field renamed = StormStackForm.renamed(field, prefix + field.id().substring(FIRST.length()), label,
                prefix + field.worksheetPath().substring(FIRST.length()));
        return renamed instanceof NumberField number ? number.addedLater() : ((ChoiceField) renamed).addedLater();
    }

    /** Returns true when a valid {@code reading} gives this budget a kind (not "No budget"). */
    boolean isSet(FormReading reading) {
        return !NoBudget.ID.equals(reading.choice(kind));
    }

    /** Returns the index of the layer a valid {@code reading} puts this budget on, 0 the outermost. */
    int layerIndex(FormReading reading, NumberField count) {
        return (int) reading.number(reading.present(layer) ? layer : count) - 1;
    }

    /** Returns the budget a valid {@code reading} enters here. */
    RetryBudget budget(FormReading reading) {
        double[] entered = new double[parameters.size()];
        for (int i = 0; i < entered.length; i++) {
            NumberField field = parameters.get(i);
            entered[i] = reading.present(field) ? reading.number(field) : Double.NaN;
        }
        return RetryBudget.read(BudgetKind.fromId(reading.choice(kind)), entered);
    }

    /** Returns this budget's field for {@code parameter}, one of every kind's. */
    NumberField field(BudgetParameter parameter) {
        // By identity, not indexOf: a record's equals would bring every record's equals into the page's script.
        List<BudgetParameter> all = BudgetKind.allParameters();
        int index = all.size() - 1;
        while (all.get(index) != parameter) {
            index--;
        }
        return parameters.get(index);
    }

    /**
     * Returns this budget's fields as a worksheet keeps them in the entry of the layer at {@code entryPath}
     * ({@code layers.2.}): as the first budget's, under {@code budget}, less the layer, which is the entry's.
     */
    FieldGroup inEntry(String entryPath) {
        int numbered = (FIRST + (number == 1 ? "" : Integer.toString(number))).length();
        List<Field> moved = new ArrayList<>();
        for (Field field : group.fields()) {
            if (field != layer) {
                moved.add(StormStackForm.renamed(field, field.id(), field.label(),
                        entryPath + FIRST + field.worksheetPath().substring(numbered)));
            }
        }
        return new FieldGroup(group.legend(), "", moved);
    }

    /**
     * Returns how the markup of {@code copy}, a budget numbered from 2, differs from this first budget's fieldset as
     * the pre-render wrote it (or a browser serialises it), as {@link Renames} pairs: the budgets differ only in their
     * fields' ids (alone, before a suffix, in a list) and the labels that name the budget, and the copy's class, by
     * which the style sheet shows it once it or the budget before has a kind.
     */
    String[] copyRenames(BudgetEntry copy) {
        return new String[] {"\"" + kind.id() + "\"", "\"" + copy.kind.id() + "\"",
            "\"" + kind.id() + "-", "\"" + copy.kind.id() + "-", " " + kind.id() + "-", " " + copy.kind.id() + "-",
            layer.id(), copy.layer.id(), ">" + kind.label() + "<", ">" + copy.kind.label() + "<",
            ">" + layer.label() + "<", ">" + copy.layer.label() + "<",
            "class=\"group\"", "class=\"group budget-more\""};
    }
}
