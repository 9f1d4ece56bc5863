package dev.retryworkbench.core.storm;

import dev.retryworkbench.core.amplification.LayerStack;
import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.json.JsonNull;
import dev.retryworkbench.core.json.JsonNumber;
import dev.retryworkbench.core.json.JsonObject;
import dev.retryworkbench.core.policy.Role;
import dev.retryworkbench.core.storm.budget.NoBudget;
import java.util.List;

/**
 * A storm worksheet's layers in the form. Version 4 writes the list of 1 to 8 layers, outermost first, each
 * with its own {@code budget}; versions 1 to 3 wrote the object form ({@code sdk}, {@code application},
 * {@code runner}) and the innermost layer's budget at the top ({@code budget}). The form holds the stack in
 * the workbench's numbered slots and one budget, the innermost layer's, at the top as versions 1 to 3 kept
 * it: {@link #slotted} turns either written form into that, or says what of the worksheet the form cannot
 * hold (an outer layer's own budget, a comparison of another layer's), rather than drop it; {@link #inEntry}
 * puts the budget back in the innermost's entry when a worksheet is written.
 */
final class StormStackForm {
    /** Where the form keeps the innermost layer's budget, and versions 1 to 3 kept it: the top level. */
    private static final String BUDGET = "budget";
    /** The index of the layer whose budget the comparison swaps; the form's is the innermost's. */
    private static final String COMPARED_LAYER = "comparedLayer";

    private StormStackForm() {
    }

    /**
     * Returns an absent layer's attempt limit and backoffs in the storm simulator: three immediate attempts
     * for an SDK, one attempt for any other role (the form's defaults since version 1).
     */
    static int[] startingPolicy(Role role) {
        return new int[] {role == Role.SDK ? 3 : 1, 0, 0};
    }

    /** Returns {@code field} as a worksheet keeps it in a layer's entry: its path after {@code entryPath}. */
    static Field inEntry(Field field, String entryPath) {
        String path = entryPath + field.worksheetPath();
        if (field instanceof NumberField number) {
            return new NumberField(number.id(), number.label(), number.unit(), number.min(), number.minExclusive(),
                    number.max(), number.wholeNumber(), number.optional(), number.defaultText(), path,
                    number.helpText(), number.defaultWhenAbsent(), number.emptyMeaning());
        }
        ChoiceField choice = (ChoiceField) field;
        return new ChoiceField(choice.id(), choice.label(), choice.options(), choice.defaultText(), path,
                choice.helpText(), choice.defaultWhenAbsent());
    }

    /**
     * Rewrites {@code inputs} in place into the form's fields ({@code layers.0.attempts} ... {@code
     * layers.length}, {@code budget.kind}); returns why it cannot be, naming the member, or null.
     */
    static String slotted(JsonObject inputs) {
        Object layers = inputs.get(LayerStack.PATH);
        List<?> list = layers instanceof List<?> given ? given : List.of();
        String refusal = refusal(list, layers instanceof List ? list.size() : 3, inputs.get(COMPARED_LAYER));
        if (refusal != null) {
            return refusal;
        }
        inputs.remove(COMPARED_LAYER);
        if (layers instanceof List) {
            if (inputs.get(BUDGET) != null) {
                return "inputs." + BUDGET + ": a list of layers keeps each layer's budget in its entry"
                        + " (layers[i].budget); a top-level budget belongs to the object form of versions 1 to 3.";
            }
            for (int slot = 0; slot < list.size(); slot++) {
                if (list.get(slot) instanceof JsonObject entry && entry.has(BUDGET)) {
                    // Only the innermost's may be a budget (refusal): any other is "none" or null, as if absent.
                    Object budget = entry.get(BUDGET);
                    entry.remove(BUDGET);
                    if (slot == list.size() - 1) {
                        inputs.set(BUDGET, budget);
                    }
                }
            }
        }
        return LayerStack.slotted(inputs, StormStackForm::startingPolicy);
    }

    /**
     * Returns why the form cannot hold the list {@code layers} (empty for the object form) of a stack of {@code
     * size} layers and its {@code comparedLayer}, or null when it can.
     */
    private static String refusal(List<?> layers, int size, Object comparedLayer) {
        String where = "the storm simulator's form holds one budget, the innermost layer's, which its comparison"
                + " swaps; ";
        for (int slot = 0; slot < layers.size() - 1; slot++) {
            if (layers.get(slot) instanceof JsonObject entry && entry.get(BUDGET) instanceof JsonObject outer
                    && outer.get("kind") != null && !NoBudget.ID.equals(outer.get("kind"))) {
                return "inputs." + LayerStack.PATH + "[" + slot + "]." + BUDGET + ": " + where
                        + "this worksheet gives an outer layer a budget of its own. Move the budget to the innermost"
                        + " layer to open it here.";
            }
        }
        if (comparedLayer != null && comparedLayer != JsonNull.NULL && !(comparedLayer instanceof JsonNumber number
                && number.text().equals(Integer.toString(size - 1)))) {
            return "inputs." + COMPARED_LAYER + ": " + where + "this worksheet compares "
                    + (comparedLayer instanceof JsonNumber number ? "layer " + number.text() : "something else")
                    + ". Leave comparedLayer out to open it here.";
        }
        return null;
    }
}
