package dev.retryworkbench.core.storm;

import dev.retryworkbench.core.form.Disclosure;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.PresetPicker;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.tool.Evaluation;
import dev.retryworkbench.core.tool.Tool;
import dev.retryworkbench.core.tool.ToolNames;
import java.util.List;

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
    public List<Disclosure> disclosures() {
        return StormFields.disclosures();
    }

    @Override
    public Evaluation evaluate(RawValues raw) {
        return start(raw).finished();
    }

    /** Reads and checks the form; for valid inputs, leaves every simulation to the evaluation's continuation. */
    @Override
    public Evaluation start(RawValues raw) {
        FormReading reading = FormReading.read(form(), raw);
        StormFields.addCrossFieldErrors(reading);
        if (!reading.valid()) {
            return Evaluation.invalid(reading.errors());
        }
        return Evaluation.running(new StormWork(StormFields.inputs(reading), reading));
    }
}
