package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FormHelp;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.tool.Evaluation;
import dev.retryworkbench.core.tool.Tool;
import dev.retryworkbench.core.tool.ToolNames;
import dev.retryworkbench.core.worksheet.InputMapping;
import dev.retryworkbench.core.worksheet.InputMapping.Kind;
import java.util.List;

/** The retry amplification workbench as the page sees it: its form, and the form's text to rendered results. */
public final class AmplificationTool implements Tool {
    /** How many rows the page's table keeps at each end of a long timeline. */
    public static final int TABLE_ROWS_EACH_END = 100;

    private static final List<InputMapping> WORKSHEET_INPUTS = List.of(
            new InputMapping("sdk-attempts", "layers.sdk.attempts", Kind.NUMBER),
            new InputMapping("sdk-initial", "layers.sdk.initialBackoffMs", Kind.NUMBER),
            new InputMapping("sdk-max", "layers.sdk.maxBackoffMs", Kind.NUMBER),
            new InputMapping("app-attempts", "layers.application.attempts", Kind.NUMBER),
            new InputMapping("app-initial", "layers.application.initialBackoffMs", Kind.NUMBER),
            new InputMapping("app-max", "layers.application.maxBackoffMs", Kind.NUMBER),
            new InputMapping("runner-attempts", "layers.runner.attempts", Kind.NUMBER),
            new InputMapping("runner-initial", "layers.runner.initialBackoffMs", Kind.NUMBER),
            new InputMapping("runner-max", "layers.runner.maxBackoffMs", Kind.NUMBER),
            new InputMapping("timeout", "attemptTimeoutMs", Kind.NUMBER),
            new InputMapping("deadline", "deadlineMs", Kind.OPTIONAL_NUMBER),
            new InputMapping("jitter", "jitter", Kind.CHOICE),
            new InputMapping("seed", "seed", Kind.NUMBER));

    @Override
    public String id() {
        return ToolNames.AMPLIFICATION;
    }

    @Override
    public FormHelp help() {
        return new AmplificationHelp();
    }

    @Override
    public List<InputMapping> worksheetInputs() {
        return WORKSHEET_INPUTS;
    }

    @Override
    public List<FieldGroup> form() {
        return AmplificationFields.form();
    }

    @Override
    public Evaluation evaluate(RawValues raw) {
        FormReading reading = FormReading.read(form(), raw);
        for (Layer layer : new Layer[] {Layer.SDK, Layer.APPLICATION, Layer.RUNNER}) {
            NumberField initial = AmplificationFields.initialBackoff(layer);
            NumberField max = AmplificationFields.maxBackoff(layer);
            if (!reading.hasError(initial.id()) && !reading.hasError(max.id())
                    && reading.number(max) < reading.number(initial)) {
                reading.addError(max.id(), AmplificationFields.maxBelowInitialMessage(layer, reading.number(initial),
                        reading.number(max)));
            }
        }
        if (!reading.valid()) {
            return Evaluation.invalid(reading.errors());
        }
        Long deadline = reading.present(AmplificationFields.DEADLINE)
                ? Long.valueOf((long) reading.number(AmplificationFields.DEADLINE)) : null;
        AmplificationInputs inputs = new AmplificationInputs(
                policy(reading, Layer.SDK), policy(reading, Layer.APPLICATION), policy(reading, Layer.RUNNER),
                (long) reading.number(AmplificationFields.TIMEOUT), deadline,
                Jitter.fromId(reading.choice(AmplificationFields.JITTER)),
                (long) reading.number(AmplificationFields.SEED));
        AmplificationResult result = Simulator.run(inputs, TABLE_ROWS_EACH_END);
        return Evaluation.valid(AmplificationRenderer.render(result), AmplificationRenderer.announcement(result),
                new AmplificationExport(result, reading));
    }

    private static LayerPolicy policy(FormReading reading, Layer layer) {
        return new LayerPolicy(layer, (int) reading.number(AmplificationFields.attempts(layer)),
                (long) reading.number(AmplificationFields.initialBackoff(layer)),
                (long) reading.number(AmplificationFields.maxBackoff(layer)));
    }
}
