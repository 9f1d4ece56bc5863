package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.PresetPicker;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.tool.Evaluation;
import dev.retryworkbench.core.tool.Tool;
import dev.retryworkbench.core.tool.ToolNames;
import java.util.List;

/** The retry amplification workbench as the page sees it: its form, and the form's text to rendered results. */
public final class AmplificationTool implements Tool {
    /** How many rows the page's table keeps at each end of a long timeline. */
    public static final int TABLE_ROWS_EACH_END = 100;

    @Override
    public String id() {
        return ToolNames.AMPLIFICATION;
    }

    @Override
    public List<FieldGroup> form() {
        return AmplificationFields.form();
    }

    @Override
    public List<PresetPicker> presetPickers() {
        return AmplificationFields.presetPickers();
    }

    @Override
    public Evaluation evaluate(RawValues raw) {
        FormReading reading = FormReading.read(form(), raw);
        AmplificationFields.addCrossFieldErrors(reading);
        if (!reading.valid()) {
            return Evaluation.invalid(reading.errors());
        }
        AmplificationResult result = Simulator.run(AmplificationFields.inputs(reading), TABLE_ROWS_EACH_END);
        return Evaluation.valid(AmplificationRenderer.render(result), AmplificationRenderer.announcement(result),
                new AmplificationExport(result, reading));
    }
}
