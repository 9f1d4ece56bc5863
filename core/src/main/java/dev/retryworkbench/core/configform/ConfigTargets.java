package dev.retryworkbench.core.configform;

import dev.retryworkbench.core.amplification.AmplificationFields;
import dev.retryworkbench.core.amplification.LayerChain;
import dev.retryworkbench.core.amplification.StackForm;
import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.core.form.Disclosure;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.form.PresetPicker;
import dev.retryworkbench.core.latency.LatencyFields;
import dev.retryworkbench.core.layers.LayerFields;
import dev.retryworkbench.core.planner.PlannerFields;
import dev.retryworkbench.core.storm.StormFields;
import dev.retryworkbench.core.text.Html;
import dev.retryworkbench.core.tool.ToolNames;
import java.util.ArrayList;
import java.util.List;

/**
 * The policy blocks of each page that "Paste a config" and "Copy as" serve, and their control: one
 * element after the block's fieldset. The control's scripts (the page's {@link #scriptName}, config-copy.js and
 * config-paste.js) load on first use; the first gives each control its block's declaration, which the others read
 * from the control and fill.
 */
public final class ConfigTargets {

    private ConfigTargets() {
    }

    /** Returns the blocks of the tool with id {@code toolId}, in the form's order. */
    public static List<ConfigTarget> of(String toolId) {
        List<ConfigTarget> targets = new ArrayList<>();
        if (ToolNames.PLANNER.equals(toolId)) {
            targets.add(new ConfigTarget("planner-config", "the schedule", true, PlannerFields.PRESET.id(),
                    presets(PlannerFields.presetPickers().get(0), List.of(PlannerFields.ATTEMPTS,
                            PlannerFields.BASE_DELAY, PlannerFields.MAX_DELAY, PlannerFields.MULTIPLIER,
                            PlannerFields.JITTER, PlannerFields.JITTER_LOW, PlannerFields.JITTER_HIGH)), PlannerFields.ATTEMPTS, PlannerFields.BASE_DELAY, PlannerFields.MAX_DELAY, PlannerFields.MULTIPLIER,
                    null, PlannerFields.JITTER, null, PlannerFields.JITTER_LOW, PlannerFields.JITTER_HIGH, null, null,
                    null, List.of(), List.of(), null, null, null, PlannerFields.RETRY_AFTER, null));
            return targets;
        }
        if (ToolNames.LATENCY.equals(toolId)) {
            // The latency presets keep some of the form's values, so a pasted policy turns the picker to Custom.
            // The deadline is the caller's: no config's timeout fills it.
            targets.add(new ConfigTarget("latency-config", "the policy", false, LatencyFields.PRESET.id(), List.of(),
                    LatencyFields.ATTEMPTS, LatencyFields.INITIAL_BACKOFF, LatencyFields.MAX_BACKOFF,
                    LatencyFields.MULTIPLIER, LatencyFields.SHAPE, LatencyFields.JITTER, null, LatencyFields.JITTER_LOW,
                    LatencyFields.JITTER_HIGH, LatencyFields.PER_TRY_TIMEOUT, null, null, List.of(), List.of(),
                    LatencyFields.HEDGING, LatencyFields.HEDGE_DELAY, LatencyFields.HEDGE_MAX_ATTEMPTS, null, null));
            return targets;
        }
        boolean storm = ToolNames.STORM.equals(toolId);
        if (!storm && !ToolNames.AMPLIFICATION.equals(toolId)) {
            return targets;
        }
        StackForm stack = storm ? StormFields.stack() : AmplificationFields.stack();
        for (int slot = 0; slot < LayerChain.MAX_DEPTH; slot++) {
            LayerFields fields = stack.slot(slot);
            // While the slot is the innermost its per-try timeout is the physical attempt timeout, and in the
            // storm simulator its budget the form's and its hedging the form's; the caller's deadline is no layer's.
            targets.add(target(fields, "layer " + (slot + 1), storm ? StormFields.JITTER : AmplificationFields.JITTER,
                    fields.perTryTimeout(), storm ? StormFields.BUDGET : null, storm ? budgetFields() : List.of(),
                    storm ? budgetKinds() : List.of(), storm, new ConfigTarget.Innermost(stack.count().id(), slot,
                            storm ? StormFields.TIMEOUT : AmplificationFields.TIMEOUT,
                            storm ? ids(StormFields.budgetKinds()) : List.of(),
                            storm ? ids(StormFields.budgetLayers()) : List.of())));
        }
        return targets;
    }

    private static ConfigTarget target(LayerFields fields, String name, ChoiceField pageJitter,
            NumberField perTryTimeout, ChoiceField budget, List<NumberField> budgetFields, List<String> budgetKinds,
            boolean hedges, ConfigTarget.Innermost innermost) {
        return new ConfigTarget(fields.column().prefix() + "-config", name, false, fields.preset().id(),
                presets(fields.picker(), List.of(fields.attempts(), fields.initialBackoff(), fields.maxBackoff(),
                        fields.multiplier(), fields.shape(), fields.jitter(), fields.jitterLow(), fields.jitterHigh())),
                fields.attempts(), fields.initialBackoff(), fields.maxBackoff(), fields.multiplier(), fields.shape(),
                fields.jitter(), pageJitter, fields.jitterLow(), fields.jitterHigh(), perTryTimeout, fields.timeout(),
                budget, budgetFields, budgetKinds, hedges ? StormFields.HEDGING : null,
                hedges ? StormFields.HEDGE_DELAY : null, hedges ? StormFields.HEDGE_MAX_ATTEMPTS : null, null, innermost);
    }

    /** Returns the target whose control has this id, or null. */
    public static ConfigTarget byId(String toolId, String controlId) {
        for (ConfigTarget target : of(toolId)) {
            if (target.id().equals(controlId)) {
                return target;
            }
        }
        return null;
    }

    /** Returns the control to place after {@code group}: empty unless the group holds a target's picker. */
    public static String controlAfter(String toolId, FieldGroup group) {
        for (ConfigTarget target : of(toolId)) {
            for (Field field : group.fields()) {
                if (field.id().equals(target.presetId())) {
                    return control(toolId, target);
                }
            }
        }
        return "";
    }

    /**
     * Returns the name of the script, loaded with the config scripts on first use, that gives each control of the
     * tool's page its block's declaration ({@link ConfigTarget#encode}, its {@code data-target}).
     */
    public static String scriptName(String toolId) {
        return toolId + "-configs";
    }

    /**
     * The control as the page carries it: a disclosure (works by keyboard) with two places that config-paste.js
     * and config-copy.js fill on first opening ({@link ConfigControl}), so that no page carries the paste area,
     * the format list and the block's declaration ({@link #scriptName}) before anyone asks for them.
     */
    static String control(String toolId, ConfigTarget target) {
        Html html = new Html();
        // One name: a page's controls open one at a time, so an opened one spans the table's columns alone.
        html.open("details", "class", "config-io", "name", "config-io", "id", target.id());
        // Short, to stay one line in a layer column of the policy table (LayoutTest: the table fits 800 px).
        html.open("summary").text("Paste/copy")
                .element("span", " a config, for " + target.name(), "class", "visually-hidden").close("summary");
        html.element("div", "Loading\u2026", "class", "config-paste");
        html.element("div", "", "class", "config-copy");
        html.close("details");
        return html.toString();
    }

    /** Each preset the picker offers and the texts it fills the policy fields with, in {@code order}. */
    private static List<ConfigTarget.PresetOption> presets(PresetPicker picker, List<Field> order) {
        List<ConfigTarget.PresetOption> options = new ArrayList<>();
        for (ChoiceField.Option option : picker.picker().options()) {
            String[] texts = picker.textsFor(option.id());
            if (texts == null) {
                continue;
            }
            List<String> ordered = new ArrayList<>();
            for (Field field : order) {
                ordered.add(texts[picker.targets().indexOf(field)]);
            }
            options.add(new ConfigTarget.PresetOption(option.id(), option.label(), ordered));
        }
        return options;
    }

    /** Returns the ids of {@code fields}, in order. */
    private static List<String> ids(List<? extends Field> fields) {
        List<String> ids = new ArrayList<>();
        for (Field field : fields) {
            ids.add(field.id());
        }
        return ids;
    }

    /** The number fields of the storm simulator's budget, whatever kinds it declares. */
    private static List<NumberField> budgetFields() {
        List<NumberField> fields = new ArrayList<>();
        Disclosure parameters = budgetParameters();
        for (Field field : parameters.fields()) {
            if (field instanceof NumberField number) {
                fields.add(number);
            }
        }
        return fields;
    }

    /**
     * For each of {@link #budgetFields}, the kinds it belongs to, taken from the form's own disclosure so
     * that "Copy as" writes the parameters the form shows for the chosen kind and no others.
     */
    private static List<String> budgetKinds() {
        List<String> kinds = new ArrayList<>();
        Disclosure parameters = budgetParameters();
        for (int i = 0; i < parameters.fields().size(); i++) {
            if (parameters.fields().get(i) instanceof NumberField) {
                kinds.add(parameters.options().get(i));
            }
        }
        return kinds;
    }

    private static Disclosure budgetParameters() {
        for (Disclosure disclosure : StormFields.disclosures()) {
            if (disclosure.choice() == StormFields.BUDGET) {
                return disclosure;
            }
        }
        throw new IllegalStateException("the storm form shows no budget parameters by kind");
    }
}
