package dev.retryworkbench.core.planner;

import dev.retryworkbench.core.form.Disclosure;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.PresetPicker;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.tool.Evaluation;
import dev.retryworkbench.core.tool.Tool;
import dev.retryworkbench.core.tool.ToolNames;
import java.util.List;

/** The 429 backoff planner as the page sees it: its form and the evaluation of the form's text. */
public final class PlannerTool implements Tool {

    /** Returns "planner". */
    @Override
    public String id() {
        return ToolNames.PLANNER;
    }

    /** Returns the planner's fieldsets from {@link PlannerFields#form()}. */
    @Override
    public List<FieldGroup> form() {
        return PlannerFields.form();
    }

    @Override
    public List<PresetPicker> presetPickers() {
        return PlannerFields.presetPickers();
    }

    @Override
    public List<Disclosure> disclosures() {
        return PlannerFields.disclosures();
    }

    /** Places "Paste response headers" after the provider's limits. */
    @Override
    public String controlsAfter(FieldGroup group) {
        return group.fields().contains(PlannerFields.PROVIDER) ? HeadersControl.html() : "";
    }

    /** Reads and checks the form, then computes and renders the results or returns every field's error. */
    @Override
    public FormReading read(RawValues raw) {
        FormReading reading = FormReading.read(form(), raw);
        PlannerFields.addCrossFieldErrors(reading);
        return reading;
    }

    @Override
    public Evaluation evaluate(RawValues raw) {
        FormReading reading = read(raw);
        if (!reading.valid()) {
            return Evaluation.invalid(reading.errors());
        }
        PlannerResult result = Planner.compute(PlannerFields.inputs(reading));
        return Evaluation.valid(PlannerRenderer.render(result), PlannerRenderer.announcement(result),
                new PlannerExport(result, reading));
    }
}
