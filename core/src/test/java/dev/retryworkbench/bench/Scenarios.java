package dev.retryworkbench.bench;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.amplification.AmplificationInputs;
import dev.retryworkbench.core.amplification.LayerPolicy;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.policy.Layer;
import dev.retryworkbench.core.tool.Tool;
import java.util.HashMap;
import java.util.Map;

/**
 * The inputs the benchmarks measure, as the text a person would type, so a benchmark of
 * {@code evaluate} covers the page's whole path: parsing, validation, computing and rendering.
 */
final class Scenarios {
    private Scenarios() {
    }

    /** Returns the workbench's form text for a named scenario: the worked example or one of the largest inputs. */
    static RawValues amplification(Tool tool, String scenario) {
        switch (scenario) {
            case "workedExample":
                return form(tool);
            case "max100x100x100":
                return form(tool, "layer3-attempts", "100", "layer2-attempts", "100", "layer1-attempts", "100", "deadline", "");
            case "max100x100x100FullJitter":
                return form(tool, "layer3-attempts", "100", "layer2-attempts", "100", "layer1-attempts", "100", "deadline", "",
                        "jitter", "full");
            case "clipped100x100x100":
                // A million-attempt configuration cut by the worked example's 10,000 ms deadline: 15 rows.
                return form(tool, "layer3-attempts", "100", "layer2-attempts", "100", "layer1-attempts", "100");
            default:
                throw new IllegalArgumentException("no amplification scenario " + scenario);
        }
    }

    /** Returns the workbench's inputs for a named scenario, the values {@link #amplification} types. */
    static AmplificationInputs amplificationInputs(String scenario) {
        AmplificationInputs worked = AmplificationInputs.workedExample();
        AmplificationInputs largest = new AmplificationInputs(
                new LayerPolicy(Layer.SDK, 100, 100, 1_000),
                new LayerPolicy(Layer.APPLICATION, 100, 500, 5_000),
                new LayerPolicy(Layer.RUNNER, 100, 1_000, 10_000),
                worked.attemptTimeoutMs(), worked.deadlineMs(), worked.jitter(), worked.seed());
        switch (scenario) {
            case "workedExample":
                return worked;
            case "max100x100x100":
                return largest.withDeadline(null);
            case "max100x100x100FullJitter":
                return largest.withDeadline(null).withJitter(Jitter.FULL, worked.seed());
            case "clipped100x100x100":
                return largest;
            case "workedExampleFullJitter":
                return worked.withJitter(Jitter.FULL, worked.seed());
            default:
                throw new IllegalArgumentException("no amplification scenario " + scenario);
        }
    }

    /** Returns the planner's form text for a named scenario: the worked example or the largest attempt cap. */
    static RawValues planner(Tool tool, String scenario) {
        switch (scenario) {
            case "workedExample":
                return form(tool);
            case "max100Attempts":
                return form(tool, "attempts", "100");
            default:
                throw new IllegalArgumentException("no planner scenario " + scenario);
        }
    }

    /** Returns the form's defaults with some fields replaced: field id, text, field id, text... */
    static RawValues form(Tool tool, String... overrides) {
        RawValues defaults = FormReading.defaults(tool.form());
        Map<String, String> changed = new HashMap<>();
        for (int i = 0; i < overrides.length; i += 2) {
            changed.put(overrides[i], overrides[i + 1]);
        }
        return id -> changed.containsKey(id) ? changed.get(id) : defaults.get(id);
    }
}
