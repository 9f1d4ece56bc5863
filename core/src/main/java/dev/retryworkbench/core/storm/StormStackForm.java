package dev.retryworkbench.core.storm;

import dev.retryworkbench.core.amplification.LayerChain;
import dev.retryworkbench.core.amplification.LayerStack;
import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.json.JsonNull;
import dev.retryworkbench.core.json.JsonNumber;
import dev.retryworkbench.core.json.JsonObject;
import dev.retryworkbench.core.policy.Hedging;
import dev.retryworkbench.core.policy.Role;
import dev.retryworkbench.core.storm.budget.NoBudget;
import java.util.ArrayList;
import java.util.List;

/**
 * A storm worksheet's layers in the form. Version 4 writes the list of 1 to 8 layers, outermost first, each
 * with its own {@code budget}; versions 1 to 3 wrote the object form ({@code sdk}, {@code application},
 * {@code runner}) and the innermost layer's budget at the top ({@code budget}). The form holds the stack in
 * the workbench's numbered slots and its budgets at the top, the first where versions 1 to 3 kept it ({@code
 * budget}, then {@code budget2} ...), with the layer each guards and the compared layer beside the stack's length:
 * {@link #slotted} turns either written form into that, or says why it cannot; {@link #inEntry} puts each
 * budget back in its layer's entry when a worksheet is written. The innermost layer's hedging goes the same
 * way: the form keeps it at the top ({@code hedging}), a worksheet in the innermost entry.
 */
final class StormStackForm {
    /** Where the form keeps its budget, and versions 1 to 3 kept the innermost's: the top level. */
    private static final String BUDGET = "budget";
    /** The index of the layer whose budget the comparison swaps, 0 the outermost; absent: the innermost. */
    private static final String COMPARED_LAYER = "comparedLayer";
    /** A layer's hedging, which only the innermost may set; the form keeps it at the top. */
    static final String HEDGING = "hedging";

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
        return renamed(field, field.id(), field.label(), entryPath + field.worksheetPath());
    }

    /** Returns {@code field} with another id, label and worksheet path, the rest the same. */
    static Field renamed(Field field, String id, String label, String path) {
        if (field instanceof NumberField number) {
            return new NumberField(id, label, number.unit(), number.min(), number.minExclusive(),
                    number.max(), number.wholeNumber(), number.optional(), number.defaultText(), path,
                    number.helpText(), number.defaultWhenAbsent(), number.emptyMeaning());
        }
        ChoiceField choice = (ChoiceField) field;
        return new ChoiceField(id, label, choice.options(), choice.defaultText(), path, choice.helpText(),
                choice.defaultWhenAbsent());
    }

    /**
     * Rewrites {@code inputs} in place into the form's fields ({@code layers.0.attempts} ... {@code
     * layers.length}, {@code budget.kind}, the budget's layer and the compared one beside the length); returns
     * why it cannot be, naming the member, or null.
     */
    static String slotted(JsonObject inputs) {
        Object layers = inputs.get(LayerStack.PATH);
        List<?> list = layers instanceof List<?> given ? given : List.of();
        int size = layers instanceof List ? list.size() : 3;
        Object comparedLayer = inputs.get(COMPARED_LAYER);
        int compared = size - 1;
        if (comparedLayer != null && comparedLayer != JsonNull.NULL) {
            compared = index(comparedLayer, size);
            if (compared < 0) {
                return "inputs." + COMPARED_LAYER + " must be a layer's index, 0 (the outermost) to " + (size - 1)
                        + " (the innermost).";
            }
        }
        inputs.remove(COMPARED_LAYER);
        // The layer of each budget the form holds, in its order: the innermost's until a worksheet says.
        List<Integer> budgeted = new ArrayList<>(List.of(size - 1));
        for (int i = layers instanceof List ? 0 : 1; i < LayerChain.MAX_DEPTH; i++) {
            // The form's budgets after the first are the list's: no worksheet writes them at the top.
            if (inputs.get(name(i)) != null) {
                return "inputs." + name(i) + ": a list of layers keeps each layer's budget in its entry"
                        + " (layers[i].budget); a top-level budget belongs to the object form of versions 1 to 3.";
            }
        }
        if (layers instanceof List) {
            List<Object> found = new ArrayList<>();
            for (int slot = 0; slot < size; slot++) {
                if (list.get(slot) instanceof JsonObject entry && entry.get(BUDGET) instanceof JsonObject budget
                        && budget.get("kind") != null && !NoBudget.ID.equals(budget.get("kind"))) {
                    found.add(budget);
                    budgeted.add(slot);
                }
            }
            if (!found.isEmpty()) {
                budgeted.remove(0);
            } else if (list.get(size - 1) instanceof JsonObject entry && entry.has(BUDGET)) {
                // No layer's budget has a kind: the innermost's, "none" or null, is the form's first.
                found.add(entry.get(BUDGET));
            }
            for (int i = 0; i < found.size(); i++) {
                inputs.set(name(i), found.get(i));
            }
            for (int slot = 0; slot < size; slot++) {
                if (list.get(slot) instanceof JsonObject entry) {
                    entry.remove(BUDGET);
                }
                if (list.get(slot) instanceof JsonObject entry && entry.has(HEDGING)) {
                    Object hedging = entry.get(HEDGING);
                    if (slot < size - 1 && hedging != JsonNull.NULL && !Hedging.OFF.id().equals(hedging)) {
                        return "inputs." + LayerStack.PATH + "[" + slot + "]." + HEDGING + ": only the innermost"
                                + " layer, whose attempts are the physical ones, may hedge.";
                    }
                    if (slot == size - 1) {
                        inputs.set(HEDGING, hedging);
                    }
                    entry.remove(HEDGING);
                }
            }
        }
        String refusal = LayerStack.slotted(inputs, StormStackForm::startingPolicy);
        if (refusal == null && inputs.get(LayerStack.PATH) instanceof JsonObject slots) {
            for (int i = 0; i < budgeted.size(); i++) {
                slot(slots, name(i), budgeted.get(i), size);
            }
            slot(slots, "compared", compared, size);
        }
        return refusal;
    }

    /** Returns where the form keeps its budget {@code index} (0 the first): {@code budget}, {@code budget2} ... */
    private static String name(int index) {
        return index == 0 ? BUDGET : BUDGET + (index + 1);
    }

    /**
     * Adds the form's number of layer {@code index} as member {@code name} of the slots: numbered from 1 for the
     * outermost, as the form counts, and left out for the innermost, as the form starts.
     */
    private static void slot(JsonObject slots, String name, int index, int size) {
        if (index != size - 1) {
            slots.add(name, new JsonNumber(Integer.toString(index + 1)));
        }
    }

    /** Returns {@code value} as a layer's index below {@code size}, or -1 when it is not one. */
    private static int index(Object value, int size) {
        if (!(value instanceof JsonNumber number) || number.text().isEmpty() || number.text().length() > 1) {
            return -1;
        }
        int index = number.text().charAt(0) - '0';
        return index >= 0 && index < size ? index : -1;
    }
}
