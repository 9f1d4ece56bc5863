package dev.retryworkbench.core.planner;

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

/** The 429 backoff planner as the page sees it: its form and the evaluation of the form's text. */
public final class PlannerTool implements Tool {

    /** Returns "planner". */
    @Override
    public String id() {
        return ToolNames.PLANNER;
    }

    private static final List<InputMapping> WORKSHEET_INPUTS = List.of(
            new InputMapping("base-delay", "baseDelaySeconds", Kind.NUMBER),
            new InputMapping("multiplier", "multiplier", Kind.NUMBER),
            new InputMapping("max-delay", "maxDelaySeconds", Kind.NUMBER),
            new InputMapping("attempts", "attempts", Kind.NUMBER),
            new InputMapping("jitter", "jitter", Kind.CHOICE),
            new InputMapping("rpm", "rpmLimit", Kind.OPTIONAL_NUMBER),
            new InputMapping("tpm", "tpmLimit", Kind.OPTIONAL_NUMBER),
            new InputMapping("tokens", "tokensPerAttempt", Kind.OPTIONAL_NUMBER),
            new InputMapping("latency", "attemptLatencySeconds", Kind.NUMBER),
            new InputMapping("concurrency", "plannedConcurrency", Kind.OPTIONAL_NUMBER),
            new InputMapping("success-rate", "successRate", Kind.PERCENT_SHARE),
            new InputMapping("arrivals", "arrivalPerMinute", Kind.NUMBER),
            new InputMapping("backlog", "backlog", Kind.NUMBER));

    @Override
    public FormHelp help() {
        return new PlannerHelp();
    }

    @Override
    public List<InputMapping> worksheetInputs() {
        return WORKSHEET_INPUTS;
    }

    /** Returns the planner's fieldsets from {@link PlannerFields#form()}. */
    @Override
    public List<FieldGroup> form() {
        return PlannerFields.form();
    }

    /** Reads and checks the form, then computes and renders the results or returns every field's error. */
    @Override
    public Evaluation evaluate(RawValues raw) {
        FormReading reading = FormReading.read(form(), raw);
        addCrossFieldErrors(reading);
        if (!reading.valid()) {
            return Evaluation.invalid(reading.errors());
        }
        PlannerResult result = Planner.compute(inputs(reading));
        return Evaluation.valid(PlannerRenderer.render(result), PlannerRenderer.announcement(result),
                new PlannerExport(result, reading));
    }

    /** Adds the checks that involve two fields, unless one of those fields already has its own error. */
    private static void addCrossFieldErrors(FormReading reading) {
        String rpm = PlannerFields.RPM.id();
        String tpm = PlannerFields.TPM.id();
        if (!reading.hasError(rpm) && !reading.hasError(tpm)
                && !reading.present(PlannerFields.RPM) && !reading.present(PlannerFields.TPM)) {
            reading.addError(rpm, PlannerFields.noLimitMessage());
        }
        String tokens = PlannerFields.TOKENS.id();
        if (reading.present(PlannerFields.TPM) && !reading.hasError(tokens) && !reading.present(PlannerFields.TOKENS)) {
            reading.addError(tokens, PlannerFields.tokensRequiredMessage(reading.number(PlannerFields.TPM)));
        }
        if (!reading.hasError(PlannerFields.BASE_DELAY.id()) && !reading.hasError(PlannerFields.MAX_DELAY.id())) {
            double base = reading.number(PlannerFields.BASE_DELAY);
            double max = reading.number(PlannerFields.MAX_DELAY);
            if (max < base) {
                reading.addError(PlannerFields.MAX_DELAY.id(), PlannerFields.maxBelowBaseMessage(base, max));
            }
        }
    }

    /** Builds the inputs from a valid reading; the success rate turns from a percentage into a share. */
    private static PlannerInputs inputs(FormReading reading) {
        return new PlannerInputs(
                reading.number(PlannerFields.BASE_DELAY),
                reading.number(PlannerFields.MULTIPLIER),
                reading.number(PlannerFields.MAX_DELAY),
                (int) reading.number(PlannerFields.ATTEMPTS),
                Jitter.fromId(reading.choice(PlannerFields.JITTER)),
                optional(reading, PlannerFields.RPM),
                optional(reading, PlannerFields.TPM),
                optional(reading, PlannerFields.TOKENS),
                reading.number(PlannerFields.LATENCY),
                reading.present(PlannerFields.CONCURRENCY) ? (int) reading.number(PlannerFields.CONCURRENCY) : null,
                reading.share(PlannerFields.SUCCESS_RATE),
                reading.number(PlannerFields.ARRIVALS),
                reading.number(PlannerFields.BACKLOG));
    }

    private static Double optional(FormReading reading, NumberField field) {
        return reading.present(field) ? reading.number(field) : null;
    }
}
