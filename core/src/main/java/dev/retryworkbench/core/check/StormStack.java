package dev.retryworkbench.core.check;

import dev.retryworkbench.core.amplification.LayerPolicy;
import dev.retryworkbench.core.config.ConfigError;
import dev.retryworkbench.core.config.JsonValues;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.json.JsonNumber;
import dev.retryworkbench.core.json.JsonObject;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.storm.StormFields;
import dev.retryworkbench.core.storm.StormTool;
import dev.retryworkbench.core.storm.budget.RetryBudget;
import dev.retryworkbench.core.storm.simulation.ComparisonRow;
import dev.retryworkbench.core.storm.simulation.StormInputs;
import dev.retryworkbench.core.storm.simulation.StormLayer;
import dev.retryworkbench.core.storm.simulation.StormResult;
import dev.retryworkbench.core.storm.simulation.StormSimulator;
import dev.retryworkbench.core.worksheet.WorksheetReader;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs the storm simulator on a stack: the stack file's storm worksheet (its clients, dependency, trigger,
 * seed, and the budget of its innermost layer) with its layers replaced by the stack's, all of them,
 * outermost first (and its deadline by the stack's, when the stack sets one). The worksheet is read as
 * {@code compute} reads it; the stack's layers take its page-wide jitter where they choose none, and the
 * worksheet's budget guards the stack's innermost layer.
 */
final class StormStack {
    private StormStack() {
    }

    /** Runs the storm on {@code stack}; throws for a worksheet the storm simulator refuses. */
    static StormOutcome run(Stack stack) throws CheckError {
        StormCheck storm = stack.storm();
        Object root;
        try {
            root = JsonValues.parse(storm.worksheet());
        } catch (ConfigError e) {
            throw new CheckError(storm.inputs(), e.line(), e.column(), e.expected());
        }
        Object inputs = root instanceof JsonObject ? ((JsonObject) root).get("inputs") : null;
        if (!(inputs instanceof JsonObject) || !"storm".equals(((JsonObject) root).get("tool"))) {
            throw new CheckError(storm.inputs(), 1, 1, "a storm worksheet (\"tool\": \"storm\") with its inputs");
        }
        if (stack.deadlineMs() != null) {
            ((JsonObject) inputs).set("deadlineMs", new JsonNumber(Long.toString(stack.deadlineMs())));
        }
        StormTool tool = new StormTool();
        WorksheetReader.Opened opened = WorksheetReader.unchecked(root, tool);
        FormReading reading = opened.ok() ? FormReading.read(tool.form(), opened.fields()) : null;
        if (reading != null) {
            StormFields.addCrossFieldErrors(reading);
        }
        String refusal = reading == null ? opened.error() : WorksheetReader.refusal(tool, reading.errors());
        StormInputs entered = refusal == null ? StormFields.inputs(reading) : null;
        StormInputs stacked = null;
        if (entered != null) {
            Jitter pageJitter = Jitter.fromId(reading.choice(StormFields.JITTER));
            List<StormLayer> layers = new ArrayList<>();
            for (StackLayer layer : stack.layers()) {
                LayerPolicy policy = layer.policy();
                layers.add(new StormLayer(policy.role(), policy.name(), policy.retryPolicy(pageJitter), RetryBudget.NONE));
            }
            int innermost = layers.size() - 1;
            layers.set(innermost, layers.get(innermost).withBudget(entered.innermost().budget()));
            try {
                stacked = entered.toBuilder().withLayers(layers).build();
                refusal = StormFields.tooManyAttempts(stacked);
            } catch (IllegalArgumentException e) {
                refusal = e.getMessage();
            }
        }
        if (refusal != null) {
            throw new CheckError(storm.inputs(), 1, 1, "a storm worksheet the simulator takes with the stack's"
                    + " layers: " + refusal);
        }
        StormResult result = StormSimulator.run(stacked);
        List<String> recovering = new ArrayList<>();
        for (ComparisonRow row : result.comparison()) {
            if (row.recoverySeconds() != null) {
                recovering.add(row.name());
            }
        }
        return new StormOutcome(result.run().recoverySeconds(), recovering);
    }
}
