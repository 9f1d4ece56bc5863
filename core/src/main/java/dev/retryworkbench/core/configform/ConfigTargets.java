package dev.retryworkbench.core.configform;

import dev.retryworkbench.core.amplification.AmplificationFields;
import dev.retryworkbench.core.config.ConfigFormat;
import dev.retryworkbench.core.config.ConfigFormats;
import dev.retryworkbench.core.config.ConfigReading;
import dev.retryworkbench.core.config.ReportEntry;
import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.PresetPicker;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.layers.LayerFields;
import dev.retryworkbench.core.planner.PlannerFields;
import dev.retryworkbench.core.policy.Layer;
import dev.retryworkbench.core.storm.StormFields;
import dev.retryworkbench.core.text.Html;
import dev.retryworkbench.core.tool.ToolNames;
import java.util.ArrayList;
import java.util.List;

/**
 * The policy blocks of each page that "Paste a config" and "Copy as" serve, and their control: one
 * self-contained element after the block's fieldset. The control's scripts (config-paste.js and
 * config-copy.js) load on first use and read the block's declaration from the control itself.
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
                    null, null, List.of()));
            return targets;
        }
        boolean storm = ToolNames.STORM.equals(toolId);
        if (!storm && !ToolNames.AMPLIFICATION.equals(toolId)) {
            return targets;
        }
        for (Layer layer : Layer.values()) {
            LayerFields fields = storm ? StormFields.fields(layer) : AmplificationFields.fields(layer);
            boolean sdk = layer == Layer.SDK;
            targets.add(new ConfigTarget(layer.fieldPrefix() + "-config", "the " + layer.label() + " layer", false,
                    fields.preset().id(), presets(fields.picker(), List.of(fields.attempts(), fields.initialBackoff(),
                            fields.maxBackoff(), fields.multiplier(), fields.shape(), fields.jitter(), fields.jitterLow(),
                            fields.jitterHigh())), fields.attempts(), fields.initialBackoff(), fields.maxBackoff(),
                    fields.multiplier(), fields.shape(), fields.jitter(),
                    storm ? StormFields.JITTER : AmplificationFields.JITTER, fields.jitterLow(), fields.jitterHigh(),
                    !sdk ? null : storm ? StormFields.TIMEOUT : AmplificationFields.TIMEOUT,
                    storm ? StormFields.DEADLINE : AmplificationFields.DEADLINE,
                    storm ? StormFields.DEADLINE_RULE : AmplificationFields.DEADLINE_RULE,
                    storm && sdk ? StormFields.BUDGET : null,
                    storm && sdk ? budgetFields() : List.of()));
        }
        return targets;
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
     * The control: a disclosure (works by keyboard, and without the script until it is used) holding the
     * paste area with its format, report and error, and the "Copy as" picker with the text written.
     */
    static String control(String toolId, ConfigTarget target) {
        String id = target.id();
        Html html = new Html();
        html.open("details", "class", "config-io", "id", id, "data-target", target.encode());
        html.open("summary").text("Paste a config or copy as")
                .element("span", " (" + target.name() + ")", "class", "visually-hidden").close("summary");
        html.open("div", "class", "config-paste");
        html.element("label", "Paste a config for " + target.name(), "for", id + "-text");
        html.open("textarea", "id", id + "-text", "rows", "6", "spellcheck", "false", "autocomplete", "off",
                "aria-describedby", id + "-help " + id + "-error").close("textarea");
        html.element("p", "A gRPC service config, Envoy route, resilience4j block, tenacity decorator, ...: the"
                + " format is recognised. Nothing changes until you apply it, nor when the text cannot be read.",
                "class", "help", "id", id + "-help");
        html.element("button", "Apply to " + target.name(), "type", "button", "id", id + "-apply");
        html.element("p", "", "class", "error", "id", id + "-error", "role", "alert");
        html.element("div", "", "class", "config-report", "id", id + "-report", "role", "status");
        html.close("div");
        html.open("div", "class", "config-copy");
        html.element("label", "Copy as", "for", id + "-format");
        html.open("select", "id", id + "-format", "autocomplete", "off");
        for (ConfigFormat format : ConfigFormats.all()) {
            html.element("option", format.label(), "value", format.id());
        }
        html.close("select");
        html.element("button", "Copy", "type", "button", "id", id + "-copy");
        html.element("p", "", "class", "config-copied", "id", id + "-copied", "role", "status");
        html.element("pre", "", "class", "config-output", "id", id + "-output", "tabindex", "0",
                "aria-label", "The text written");
        html.close("div");
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

    /** The number fields of the storm simulator's budget group, whatever kinds it declares. */
    private static List<NumberField> budgetFields() {
        List<NumberField> fields = new ArrayList<>();
        for (FieldGroup group : StormFields.form()) {
            if (group.fields().contains(StormFields.BUDGET)) {
                for (Field field : group.fields()) {
                    if (field instanceof NumberField number) {
                        fields.add(number);
                    }
                }
            }
        }
        return fields;
    }
}
