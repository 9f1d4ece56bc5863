package dev.retryworkbench.core.storm;

import dev.retryworkbench.core.amplification.LayerControls;
import dev.retryworkbench.core.form.Disclosure;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.PresetPicker;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.json.JsonObject;
import dev.retryworkbench.core.storm.simulation.StormInputs;
import dev.retryworkbench.core.tool.Evaluation;
import dev.retryworkbench.core.tool.Tool;
import dev.retryworkbench.core.tool.ToolNames;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The retry storm simulator as the page sees it: its form, and the form's text to rendered results.
 * {@link #evaluate} simulates everything at once (the pre-render, the command line, an opened
 * worksheet); the page calls {@link #start} and runs the simulations in slices.
 */
public final class StormTool implements Tool {

    @Override
    public String id() {
        return ToolNames.STORM;
    }

    @Override
    public List<FieldGroup> form() {
        return StormFields.form();
    }

    @Override
    public List<PresetPicker> presetPickers() {
        return StormFields.presetPickers();
    }

    @Override
    public List<FieldGroup> preRenderedForm() {
        return StormFields.preRenderedForm();
    }

    @Override
    public List<Disclosure> disclosures() {
        return StormFields.disclosures();
    }

    @Override
    public FormReading read(RawValues raw) {
        FormReading reading = FormReading.read(form(), raw);
        StormFields.addCrossFieldErrors(reading);
        return reading;
    }

    @Override
    public Evaluation evaluate(RawValues raw) {
        return start(raw).finished();
    }

    /** Reads and checks the form; for valid inputs, leaves every simulation to the evaluation's continuation. */
    @Override
    public Evaluation start(RawValues raw) {
        FormReading reading = read(raw);
        if (!reading.valid()) {
            return Evaluation.invalid(reading.errors());
        }
        return Evaluation.running(new StormWork(StormFields.inputs(reading), reading));
    }

    @Override
    public List<String> worksheetOnlyInputs() {
        return new ArrayList<>(List.of("map.axis", "map.values", "map.durationsSeconds"));
    }

    /** The buttons that add, move and remove layers, and "Open configs", as on the workbench. */
    @Override
    public String controlsAfter(FieldGroup group) {
        return LayerControls.after(StormFields.stack(), group);
    }

    /** Puts a worksheet's layers, the list of version 4 or the object form before it, in the form's columns. */
    @Override
    public String slotInputs(JsonObject inputs) {
        return StormStackForm.slotted(inputs);
    }

    /**
     * Reads the form like {@link #start} and the survival map's axes from the page's fields ({@link
     * SurvivalMapInputs#AXIS}, {@link SurvivalMapInputs#RATE_VALUES}, {@link SurvivalMapInputs#DURATIONS};
     * empty or missing: the defaults); for valid inputs, leaves the storm's runs and the map to the
     * evaluation's continuation, a {@link SurvivalMapWork}.
     */
    public Evaluation startMap(RawValues raw) {
        return startMap(form(), raw, pageAxes(raw), true);
    }

    /**
     * Starts the map as {@link #startMap(RawValues)} does, for the page's map script, which needs the map alone:
     * the form is read without the layers' preset selects ({@link StormFields#policyForm()}), which hold no input
     * of the storm (and on the page offer only presets that exist), so the script carries no preset. The map is
     * the same; the continuation's {@link SurvivalMapWork#evaluation()}, the storm's results and export, is not
     * for this reading.
     */
    public Evaluation startMapAlone(RawValues raw) {
        return startMap(StormFields.policyForm(), raw, pageAxes(raw), false);
    }

    /** The map's axes from the page's fields; a function, so the page's map script carries no worksheet reading. */
    private static Function<StormInputs, SurvivalMapInputs.Reading> pageAxes(RawValues raw) {
        return inputs -> SurvivalMapInputs.read(raw.get(SurvivalMapInputs.AXIS.id()),
                raw.get(SurvivalMapInputs.RATE_VALUES.id()), raw.get(SurvivalMapInputs.DURATIONS.id()), inputs);
    }

    /**
     * Starts the map for a worksheet's form text and its {@code inputs.map} member (null: absent), as the
     * command line's {@code --map} runs it; errors name the members.
     */
    public Evaluation startMap(RawValues raw, Object worksheetMap) {
        return startMap(form(), raw, inputs -> SurvivalMapInputs.fromWorksheet(worksheetMap, inputs), true);
    }

    /**
     * Reads {@code form} and the map's {@code axes} for the entered scenario; the map's work keeps the reading for
     * its evaluation's export only when {@code exported}.
     */
    private Evaluation startMap(List<FieldGroup> form, RawValues raw,
            Function<StormInputs, SurvivalMapInputs.Reading> axes, boolean exported) {
        FormReading reading = FormReading.read(form, raw);
        StormFields.addCrossFieldErrors(reading);
        if (!reading.valid()) {
            return Evaluation.invalid(reading.errors());
        }
        StormInputs inputs = StormFields.inputs(reading);
        SurvivalMapInputs.Reading map = axes.apply(inputs);
        if (!map.valid()) {
            return Evaluation.invalid(map.errors());
        }
        return Evaluation.running(new SurvivalMapWork(inputs, exported ? reading : null, map.inputs()));
    }
}
