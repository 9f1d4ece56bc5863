package dev.retryworkbench.core.check;

import dev.retryworkbench.core.amplification.LayerPolicy;
import dev.retryworkbench.core.config.ConfigError;
import dev.retryworkbench.core.config.JsonValues;
import dev.retryworkbench.core.json.JsonNull;
import dev.retryworkbench.core.json.JsonNumber;
import dev.retryworkbench.core.json.JsonObject;
import dev.retryworkbench.core.json.ShortestDouble;
import dev.retryworkbench.core.storm.StormTool;
import dev.retryworkbench.core.tool.Evaluation;
import dev.retryworkbench.core.worksheet.WorksheetReader;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs the storm simulator on a stack: the stack file's storm worksheet with its layers replaced by the
 * stack's (and its deadline by the stack's, when the stack sets one), through the worksheet reader and the
 * storm tool, as {@code compute} runs a worksheet. The storm simulator takes three layers (runner,
 * application, SDK): a stack of at most three fills them from the innermost out (the layers it lacks make
 * one attempt); a deeper stack keeps its two innermost layers and folds the outer ones into the runner, whose
 * attempt limit is their product (at most 100) and whose waits are the outermost retrying one's.
 */
final class StormStack {
    /** The storm's layers, innermost first, as its worksheet names them. */
    private static final String[] ROLES = {"sdk", "application", "runner"};
    /** The storm simulator's largest attempt limit. */
    private static final int MAX_ATTEMPTS = 100;

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
        List<LayerPolicy> layers = new ArrayList<>();
        for (StackLayer layer : stack.layers()) {
            layers.add(layer.policy());
        }
        int folded = Math.max(0, layers.size() - ROLES.length);
        JsonObject stormLayers = new JsonObject();
        for (int i = 0; i < ROLES.length; i++) {
            int index = layers.size() - 1 - i;
            stormLayers.add(ROLES[i], index < 0 ? layer(null, 1) : i == ROLES.length - 1 && folded > 0
                    ? folded(layers.subList(0, folded + 1)) : layer(layers.get(index), layers.get(index).attempts()));
        }
        JsonObject entered = (JsonObject) inputs;
        entered.set("layers", stormLayers);
        if (stack.deadlineMs() != null) {
            entered.set("deadlineMs", new JsonNumber(Long.toString(stack.deadlineMs())));
        }
        WorksheetReader.Opened opened = WorksheetReader.read(root, new StormTool());
        if (!opened.ok()) {
            throw new CheckError(storm.inputs(), 1, 1, "a storm worksheet the simulator takes with the stack's"
                    + " layers: " + opened.error());
        }
        Evaluation evaluation = opened.evaluation();
        return outcome(evaluation.export().worksheetJson(), folded, storm.inputs());
    }

    /** Returns the outer layers as one runner layer: their attempt limits' product, the outermost retrying waits. */
    private static JsonObject folded(List<LayerPolicy> outer) {
        long product = 1;
        LayerPolicy waits = outer.get(0);
        for (int i = outer.size() - 1; i >= 0; i--) {
            product = Math.min(MAX_ATTEMPTS, product * outer.get(i).attempts());
            waits = outer.get(i).retries() ? outer.get(i) : waits;
        }
        return layer(waits, (int) product);
    }

    /** Returns a storm worksheet's layer: {@code policy}'s members with {@code attempts}, or one attempt. */
    private static JsonObject layer(LayerPolicy policy, int attempts) {
        JsonObject layer = new JsonObject();
        layer.add("preset", JsonNull.NULL);
        layer.add("attempts", number(attempts));
        if (policy != null) {
            layer.add("initialBackoffMs", number(policy.initialBackoffMs()));
            layer.add("maxBackoffMs", number(policy.maxBackoffMs()));
            layer.add("multiplier", new JsonNumber(ShortestDouble.format(policy.multiplier())));
            layer.add("shape", policy.shape().id());
            layer.add("jitter", policy.jitter() == null ? JsonNull.NULL : policy.jitter().id());
            layer.add("jitterLow", new JsonNumber(ShortestDouble.format(policy.jitterLow())));
            layer.add("jitterHigh", new JsonNumber(ShortestDouble.format(policy.jitterHigh())));
        }
        return layer;
    }

    private static JsonNumber number(long value) {
        return new JsonNumber(Long.toString(value));
    }

    /** Reads the verdict from the computed worksheet: the entered run's recovery and the rows that recover. */
    private static StormOutcome outcome(String worksheet, int folded, String file) throws CheckError {
        try {
            JsonObject results = (JsonObject) ((JsonObject) JsonValues.parse(worksheet)).get("results");
            List<String> recovering = new ArrayList<>();
            for (Object row : (List<?>) results.get("comparison")) {
                JsonObject comparison = (JsonObject) row;
                if (comparison.get("recoverySeconds") instanceof JsonNumber) {
                    recovering.add((String) comparison.get("name"));
                }
            }
            Object seconds = results.get("recoverySeconds");
            return new StormOutcome(seconds instanceof JsonNumber
                    ? Double.valueOf(Double.parseDouble(((JsonNumber) seconds).text())) : null, recovering, folded);
        } catch (ConfigError e) {
            throw new CheckError(file, 1, 1, "a storm result the checks can read");
        }
    }
}
