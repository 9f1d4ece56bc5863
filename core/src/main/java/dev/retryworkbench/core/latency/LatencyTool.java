package dev.retryworkbench.core.latency;

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
 * The latency planner as the page sees it: its form, and the form's text to rendered results. {@link #evaluate}
 * runs every policy at once (the pre-render, the command line, an opened worksheet); the page calls {@link #start}
 * and runs them in slices.
 */
public final class LatencyTool implements Tool {

    /** Returns "latency". */
    @Override
    public String id() {
        return ToolNames.LATENCY;
    }

    @Override
    public List<FieldGroup> form() {
        return LatencyFields.form();
    }

    @Override
    public List<Disclosure> disclosures() {
        return LatencyFields.disclosures();
    }

    @Override
    public List<PresetPicker> presetPickers() {
        return LatencyFields.presetPickers();
    }

    @Override
    public FormReading read(RawValues raw) {
        FormReading reading = FormReading.read(form(), raw);
        LatencyFields.addCrossFieldErrors(reading);
        return reading;
    }

    @Override
    public Evaluation evaluate(RawValues raw) {
        return start(raw).finished();
    }

    /** Reads and checks the form; for valid inputs, leaves every policy's calls to the evaluation's continuation. */
    @Override
    public Evaluation start(RawValues raw) {
        FormReading reading = read(raw);
        if (!reading.valid()) {
            return Evaluation.invalid(reading.errors());
        }
        return Evaluation.running(new LatencyWork(LatencyFields.inputs(reading), reading));
    }
}
