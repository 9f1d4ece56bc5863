package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.json.JsonObject;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.PresetPicker;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.tool.Evaluation;
import dev.retryworkbench.core.tool.Tool;
import dev.retryworkbench.core.tool.ToolNames;
import java.util.List;

/**
 * The retry amplification workbench as the page sees it: its form, and the form's text to rendered results
 * with the checks' findings on the stack.
 */
public final class AmplificationTool implements Tool {
    /** How many rows the page's table keeps at each end of a long timeline. */
    public static final int TABLE_ROWS_EACH_END = 100;
    /**
     * The distribution's rows an evaluation simulates before it returns (1,000 runs of the worked example
     * with jitter fit); more are left to its {@code Continuation}, which the page runs in steps of
     * {@link #ROWS_PER_STEP} rows, so no task holds the page for long. See docs/performance.md.
     */
    static final int ROWS_AT_ONCE = 40_000;
    static final int ROWS_PER_STEP = 2_000;

    private final Findings findings;

    /** Creates the workbench with the checks whose findings it shows under its results (core.check's). */
    public AmplificationTool(Findings findings) {
        this.findings = findings;
    }

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
    public String slotInputs(JsonObject inputs) {
        return LayerStack.slotted(inputs);
    }

    @Override
    public String controlsAfter(FieldGroup group) {
        return LayerControls.after(AmplificationFields.stack(), group);
    }

    @Override
    public FormReading read(RawValues raw) {
        FormReading reading = FormReading.read(form(), raw);
        AmplificationFields.addCrossFieldErrors(reading);
        return reading;
    }

    @Override
    public Evaluation evaluate(RawValues raw) {
        return evaluate(raw, false);
    }

    /**
     * Evaluates like {@link #evaluate(RawValues)}, leaving the timeline table's rows past the first
     * {@link TimelineTable#ROWS_IN_ANSWER} to the evaluation's continuation, so the page answers an edit of a
     * deep stack within a frame and shows those rows in its next task.
     */
    @Override
    public Evaluation start(RawValues raw) {
        return evaluate(raw, true);
    }

    private Evaluation evaluate(RawValues raw, boolean laterRowsToCome) {
        FormReading reading = read(raw);
        if (!reading.valid()) {
            return Evaluation.invalid(reading.errors());
        }
        AmplificationInputs inputs = AmplificationFields.inputs(reading);
        AmplificationResult result = Simulator.run(inputs, TABLE_ROWS_EACH_END);
        SeedDistribution distribution = inputs.randomised() ? new SeedDistribution(inputs) : null;
        // The runs cost about as much as their rows; the teaching trace's rows stand for every run's.
        int rowsPerRun = Math.max(1, result.timeline().totalRows());
        int runsAtOnce = ROWS_AT_ONCE / rowsPerRun;
        if (distribution != null && distribution.runs() <= runsAtOnce) {
            distribution.complete();
        } else if (distribution != null) {
            // A trace of more than ROWS_AT_ONCE rows leaves even its first run to the page's slices.
            distribution.step(runsAtOnce);
        }
        List<? extends Findings.Item> found = findings.of(result, reading);
        return new AmplificationWork(result, found, laterRowsToCome, new AmplificationExport(result, reading,
                distribution, found), distribution, Math.max(1, ROWS_PER_STEP / rowsPerRun)).evaluation();
    }
}
