package dev.retryworkbench.core.storm;

import dev.retryworkbench.core.amplification.LayerStack;
import dev.retryworkbench.core.json.JsonNull;
import dev.retryworkbench.core.json.JsonNumber;
import dev.retryworkbench.core.json.JsonObject;
import dev.retryworkbench.core.policy.Hedging;
import dev.retryworkbench.core.policy.Layer;
import dev.retryworkbench.core.policy.Role;
import dev.retryworkbench.core.storm.budget.NoBudget;
import java.util.ArrayList;
import java.util.List;

/**
 * A storm worksheet's layers in the form's three columns. Version 4 writes the list of layers, outermost
 * first, each with its own {@code budget}; versions 1 to 3 wrote the object form ({@code sdk},
 * {@code application}, {@code runner}) and the innermost layer's budget at the top ({@code budget}). The
 * form holds three layers, runner, application and SDK, with the SDK's budget ({@code layers.2.budget}):
 * {@link #slotted} turns either written form into that, or says what of the worksheet the three columns
 * cannot hold, rather than fold it into them.
 */
final class StormStackForm {
    /** The top-level member of versions 1 to 3 that holds the innermost layer's budget. */
    private static final String OLD_BUDGET = "budget";
    /** The index of the layer whose budget the comparison swaps; the form's is the innermost's. */
    static final String COMPARED_LAYER = "comparedLayer";
    /** A layer's hedging, which only the innermost may set. */
    private static final String HEDGING = "hedging";
    /** The layers the form's columns hold. */
    private static final int COLUMNS = Layer.values().length;

    private StormStackForm() {
    }

    /**
     * Returns an absent layer's attempt limit and backoffs in the storm simulator: three immediate attempts
     * for an SDK, one attempt for any other role (the form's defaults since version 1).
     */
    static int[] startingPolicy(Role role) {
        return new int[] {role == Role.SDK ? 3 : 1, 0, 0};
    }

    /** Returns the worksheet paths the form reads here and not through a field: the layers' roles and names. */
    static List<String> knownMembers() {
        List<String> paths = new ArrayList<>(List.of(OLD_BUDGET, LayerStack.LENGTH_PATH, COMPARED_LAYER));
        for (int slot = 0; slot < COLUMNS; slot++) {
            paths.add(LayerStack.PATH + "." + slot + ".role");
            paths.add(LayerStack.PATH + "." + slot + ".name");
        }
        return paths;
    }

    /**
     * Rewrites {@code inputs} in place into the form's slots ({@code layers.0.attempts} ...
     * {@code layers.2.budget.kind}); returns why it cannot be, naming the member, or null.
     */
    static String slotted(JsonObject inputs) {
        Object layers = inputs.get(LayerStack.PATH);
        Object budget = inputs.get(OLD_BUDGET);
        if (layers instanceof List<?> list) {
            if (budget != null) {
                return "inputs." + OLD_BUDGET + ": a list of layers keeps each layer's budget in its entry"
                        + " (layers[i].budget); a top-level budget belongs to the object form of versions 1 to 3.";
            }
            String refusal = refusal(list, inputs.get(COMPARED_LAYER));
            if (refusal != null) {
                return refusal;
            }
        } else if (budget != null && (layers == null || layers == JsonNull.NULL || layers instanceof JsonObject)) {
            JsonObject object = layers instanceof JsonObject given ? given : new JsonObject();
            Object sdk = object.get(Layer.SDK.id());
            if (sdk == null || sdk == JsonNull.NULL || sdk instanceof JsonObject) {
                JsonObject entry = sdk instanceof JsonObject given ? given : new JsonObject();
                entry.set(OLD_BUDGET, budget);
                object.set(Layer.SDK.id(), entry);
                inputs.set(LayerStack.PATH, object);
            }
        }
        return LayerStack.slotted(inputs, StormStackForm::startingPolicy);
    }

    /** Returns why the form's three columns cannot hold the list {@code layers}, or null when they can. */
    private static String refusal(List<?> layers, Object comparedLayer) {
        String where = "The storm simulator's form holds three layers (runner, application and SDK, with the"
                + " innermost's budget); ";
        String instead = ". Fold the stack into three layers to open it here.";
        if (layers.size() != COLUMNS) {
            return "inputs." + LayerStack.PATH + ": " + where + "this worksheet has " + layers.size() + instead;
        }
        for (int slot = 0; slot < COLUMNS - 1; slot++) {
            if (layers.get(slot) instanceof JsonObject entry && entry.get(OLD_BUDGET) instanceof JsonObject outer
                    && outer.get("kind") != null && !NoBudget.ID.equals(outer.get("kind"))) {
                return "inputs." + LayerStack.PATH + "[" + slot + "]." + OLD_BUDGET + ": " + where
                        + "this worksheet gives an outer layer a budget of its own" + instead;
            }
            Object hedging = layers.get(slot) instanceof JsonObject entry ? entry.get(HEDGING) : null;
            if (hedging != null && hedging != JsonNull.NULL && !Hedging.OFF.id().equals(hedging)) {
                return "inputs." + LayerStack.PATH + "[" + slot + "]." + HEDGING + ": only the innermost layer, whose"
                        + " attempts are the physical ones, may hedge.";
            }
        }
        if (comparedLayer instanceof JsonNumber number && !number.text().equals(Integer.toString(COLUMNS - 1))) {
            return "inputs." + COMPARED_LAYER + ": " + where + "its comparison swaps the innermost layer's budget,"
                    + " and this worksheet compares layer " + number.text() + instead;
        }
        return null;
    }
}
