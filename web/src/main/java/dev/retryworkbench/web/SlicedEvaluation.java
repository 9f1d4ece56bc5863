package dev.retryworkbench.web;

import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.tool.Evaluation;
import java.util.function.Consumer;

/**
 * The hook through which {@link ToolPage} hands a tool's evaluation to code that runs it in slices
 * between other tasks, for a tool whose evaluation can take longer than a task should (the storm
 * simulator, {@link StormSlices}).
 */
interface SlicedEvaluation {
    /**
     * Starts evaluating {@code raw} and calls {@code show} with the evaluation, at once or from a later
     * task; a later start drops a run still going, whose evaluation is then never shown. Returns true
     * when the inputs are valid, so the page can clear old field messages while the run goes on.
     */
    boolean start(RawValues raw, Consumer<Evaluation> show);
}
