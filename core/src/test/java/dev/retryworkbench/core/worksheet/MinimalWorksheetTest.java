package dev.retryworkbench.core.worksheet;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.amplification.AmplificationTool;
import dev.retryworkbench.core.check.Checks;
import dev.retryworkbench.core.config.JsonValues;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.json.JsonNull;
import dev.retryworkbench.core.json.JsonNumber;
import dev.retryworkbench.core.json.JsonObject;
import dev.retryworkbench.core.planner.PlannerTool;
import dev.retryworkbench.core.storm.StormTool;
import dev.retryworkbench.core.tool.Evaluation;
import dev.retryworkbench.core.tool.Tool;
import java.util.HashMap;
import java.util.Map;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Worksheets that carry only the members a person cares about: every absent or null member means its
 * default, a member the tool does not know is named in a warning, and a wrong type is still refused.
 */
class MinimalWorksheetTest {
    private static final Tool AMPLIFICATION = new AmplificationTool(Checks.FINDINGS);
    private static final Tool PLANNER = new PlannerTool();
    private static final Tool STORM = new StormTool();

    private static String worksheet(String tool, String inputs) {
        return "{\"format\": \"retry-workbench/worksheet\", \"version\": 1, \"tool\": \"" + tool + "\""
                + (inputs == null ? "" : ", \"inputs\": " + inputs) + "}";
    }

    /** The form's evaluation with its defaults but for {@code texts}: field id, text, field id, text... */
    private static Evaluation form(Tool tool, String... texts) {
        Map<String, String> values = new HashMap<>();
        tool.form().forEach(group -> group.fields().forEach(f -> values.put(f.id(), f.defaultText())));
        for (int i = 0; i < texts.length; i += 2) {
            values.put(texts[i], texts[i + 1]);
        }
        return tool.evaluate(values::get);
    }

    private static WorksheetReader.Opened open(String text, Tool tool) {
        WorksheetReader.Opened opened = WorksheetReader.read(text, tool);
        assertThat(opened.error()).isNull();
        return opened;
    }

    @Test
    void aStormWorksheetWithABudgetKindAndNoJitterReadsAsTheDefaults() {
        // Issue 22's example: no retryCost (nor any other budget parameter), no top-level jitter.
        WorksheetReader.Opened opened = open(worksheet("storm", "{\"clients\": 5, \"budget\": {\"kind\": \"none\"}}"),
                STORM);
        // Absent optional numbers are "not entered" (version 1's rule): the trigger keeps the normal rate.
        Evaluation expected = form(STORM, "clients", "5", "trigger-rps", "");
        assertThat(opened.evaluation().export().worksheetJson()).isEqualTo(expected.export().worksheetJson());
        assertThat(opened.fields().get("budget-retry-cost")).isEqualTo("5");
        assertThat(opened.fields().get("jitter")).isEqualTo("none");
        assertThat(opened.fields().get("trigger-rps")).isEmpty();
        assertThat(opened.unknownMembers()).isEmpty();
        assertThat(opened.warning()).isNull();
    }

    @Test
    void minimalWorksheetsOfEveryToolRecomputeWithTheDefaultsForTheRest() {
        WorksheetReader.Opened amplification = open(worksheet("amplification",
                "{\"layers\": {\"sdk\": {\"attempts\": 5}}, \"jitter\": \"full\", \"deadlineMs\": 10000}"), AMPLIFICATION);
        assertThat(amplification.evaluation().export().worksheetJson())
                .isEqualTo(form(AMPLIFICATION, "layer3-attempts", "5", "jitter", "full").export().worksheetJson());
        assertThat(amplification.fields().get("layer3-max")).isEqualTo("1000");
        assertThat(amplification.fields().get("layer1-initial")).isEqualTo("1000");
        // Version 4's list: an entry without its backoffs takes its role's, wherever it stands.
        WorksheetReader.Opened list = open(worksheet("amplification",
                "{\"layers\": [{\"role\": \"sdk\", \"attempts\": 5}, {\"role\": \"mesh\"}], \"jitter\": \"full\"}"),
                AMPLIFICATION);
        assertThat(list.fields().get("layer-count")).isEqualTo("2");
        assertThat(list.fields().get("layer1-max")).isEqualTo("1000");
        assertThat(list.fields().get("layer2-role")).isEqualTo("mesh");
        assertThat(list.fields().get("layer2-attempts")).isEqualTo("1");
        assertThat(list.evaluation().isValid()).isTrue();

        WorksheetReader.Opened planner = open(worksheet("planner", "{\"attempts\": 3, \"rpmLimit\": 500}"), PLANNER);
        assertThat(planner.evaluation().export().worksheetJson()).isEqualTo(form(PLANNER, "attempts", "3", "rpm", "500",
                "tpm", "", "tokens", "", "concurrency", "").export().worksheetJson());
        assertThat(planner.fields().get("success-rate")).isEqualTo("50");

        WorksheetReader.Opened storm = open(worksheet("storm", "{\"layers\": {\"sdk\": {\"attempts\": 4}}}"), STORM);
        assertThat(storm.evaluation().export().worksheetJson())
                .isEqualTo(form(STORM, "layer3-attempts", "4", "trigger-rps", "").export().worksheetJson());
    }

    @Test
    void withoutInputsEveryInputHasItsDefault() {
        for (Tool tool : new Tool[] {AMPLIFICATION, STORM}) {
            WorksheetReader.Opened bare = open(worksheet(tool.id(), null), tool);
            assertThat(open(worksheet(tool.id(), "{}"), tool).evaluation().export().worksheetJson())
                    .isEqualTo(bare.evaluation().export().worksheetJson());
            assertThat(open(worksheet(tool.id(), "null"), tool).evaluation().export().worksheetJson())
                    .isEqualTo(bare.evaluation().export().worksheetJson());
        }
        assertThat(open(worksheet("amplification", null), AMPLIFICATION).evaluation().export().worksheetJson())
                .isEqualTo(form(AMPLIFICATION, "deadline", "").export().worksheetJson());
        // The planner's limits are optional and absent means none, so it needs one of them.
        assertThat(WorksheetReader.read(worksheet("planner", "{}"), PLANNER).error()).startsWith("inputs.rpmLimit: ");
    }

    @Test
    void nullMeansTheDefaultLikeAnAbsentMember() {
        WorksheetReader.Opened opened = open(worksheet("planner", "{\"rpmLimit\": 1000, \"multiplier\": null,"
                + " \"jitter\": null, \"attempts\": null, \"preset\": null}"), PLANNER);
        assertThat(opened.fields().get("multiplier")).isEqualTo("2");
        assertThat(opened.fields().get("jitter")).isEqualTo("full");
        assertThat(opened.fields().get("attempts")).isEqualTo("5");
        assertThat(opened.fields().get("preset")).isEmpty();
        WorksheetReader.Opened layers = open(worksheet("storm", "{\"layers\": null, \"trigger\": null,"
                + " \"budget\": {\"kind\": \"aws-quota\", \"retryCost\": null}}"), STORM);
        assertThat(layers.fields().get("layer3-attempts")).isEqualTo("3");
        assertThat(layers.fields().get("trigger-start")).isEqualTo("20");
        assertThat(layers.fields().get("budget")).isEqualTo("aws-quota");
        assertThat(layers.fields().get("budget-retry-cost")).isEqualTo("5");
    }

    /** Writes {@code node} back as JSON, with the member at {@code path} left out, or as null when {@code asNull}. */
    private static String rewrite(Object node, String prefix, String path, boolean asNull) throws Exception {
        if (node instanceof JsonObject) {
            JsonObject object = (JsonObject) node;
            StringBuilder json = new StringBuilder("{");
            for (String name : object.names()) {
                String at = prefix + name;
                if (at.equals(path) && !asNull) {
                    continue;
                }
                json.append(json.length() == 1 ? "" : ", ").append('"').append(name).append("\": ")
                        .append(at.equals(path) ? "null" : rewrite(object.get(name), at + ".", path, asNull));
            }
            return json.append('}').toString();
        }
        if (node instanceof List<?> list) {
            // The workbench's layers: entry i's members have paths "layers.i.member", as the form's slots do.
            StringBuilder json = new StringBuilder("[");
            for (int i = 0; i < list.size(); i++) {
                json.append(i == 0 ? "" : ", ").append(rewrite(list.get(i), prefix + i + ".", path, asNull));
            }
            return json.append(']').toString();
        }
        if (node instanceof JsonNumber) {
            return ((JsonNumber) node).text();
        }
        if (node instanceof String) {
            return "\"" + node + "\"";
        }
        return node == JsonNull.NULL ? "null" : String.valueOf(node);
    }

    @Test
    void everyDeclaredInputMayBeAbsentOrNullAndThenMeansItsAbsentText() throws Exception {
        // Derived from the declarations alone, so an input declared later needs no step of its own here.
        for (Tool tool : new Tool[] {AMPLIFICATION, PLANNER, STORM}) {
            JsonObject inputs = (JsonObject) ((JsonObject) JsonValues.parse(
                    tool.evaluate(FormReading.defaults(tool.form())).export().worksheetJson())).get("inputs");
            for (Field field : FieldGroup.fieldsOf(tool.form())) {
                for (boolean asNull : new boolean[] {false, true}) {
                    String text = worksheet(tool.id(), rewrite(inputs, "", field.worksheetPath(), asNull));
                    WorksheetReader.Opened opened = WorksheetReader.read(text, tool);
                    String what = tool.id() + " without " + field.worksheetPath() + (asNull ? " (null)" : "");
                    if (opened.ok()) {
                        for (Field other : FieldGroup.fieldsOf(tool.form())) {
                            assertThat(opened.fields().get(other.id())).as(what + ": " + other.id())
                                    .isEqualTo(other == field ? field.absentText() : other.defaultText());
                        }
                        assertThat(opened.unknownMembers()).as(what).isEmpty();
                    } else {
                        // Only a cross-field rule may refuse it: the planner needs one of its two limits.
                        assertThat(field.absentText()).as(what).isEmpty();
                        assertThat(opened.error()).as(what).startsWith("inputs.");
                    }
                }
            }
        }
    }

    @Test
    void everyExportHasNoUnknownMember() {
        for (Tool tool : new Tool[] {AMPLIFICATION, PLANNER, STORM}) {
            String json = tool.evaluate(FormReading.defaults(tool.form())).export().worksheetJson();
            WorksheetReader.Opened opened = open(json, tool);
            assertThat(opened.unknownMembers()).as(tool.id()).isEmpty();
            assertThat(opened.warning()).isNull();
        }
    }

    @Test
    void unknownMembersAtAnyDepthAreNamedAndTheToolStillComputes() {
        WorksheetReader.Opened opened = open("{\"format\": \"retry-workbench/worksheet\", \"version\": 1,"
                + " \"tool\": \"storm\", \"note\": \"mine\", \"input\": {},"
                + " \"inputs\": {\"concurencyPerClient\": 4, \"layers\": {\"sdk\": {\"attemps\": 5, \"attempts\": 2},"
                + " \"edge\": {\"attempts\": 2}}, \"budget\": {\"kind\": \"none\", \"RetryCost\": 3}},"
                + " \"results\": {\"anything\": 1, \"requests\": 3}}", STORM);
        assertThat(opened.unknownMembers()).containsExactly("note", "input (did you mean inputs?)",
                "inputs.concurencyPerClient (did you mean concurrencyPerClient?)", "inputs.layers.2.attemps (did you mean attempts?)",
                "inputs.layers.edge", "inputs.budget.RetryCost (did you mean retryCost?)");
        assertThat(opened.warning()).isEqualTo("Ignored 6 members the Retry storm simulator does not know: note,"
                + " input (did you mean inputs?), inputs.concurencyPerClient (did you mean concurrencyPerClient?), inputs.layers.2.attemps (did you mean"
                + " attempts?), inputs.layers.edge, inputs.budget.RetryCost (did you mean retryCost?).");
        assertThat(opened.fields().get("layer3-attempts")).isEqualTo("2");
        assertThat(opened.evaluation().export().worksheetJson())
                .isEqualTo(form(STORM, "layer3-attempts", "2", "trigger-rps", "").export().worksheetJson());
        WorksheetReader.Opened one = open(worksheet("planner", "{\"rpmLimit\": 1000, \"sead\": 1}"), PLANNER);
        assertThat(one.warning()).isEqualTo("Ignored a member the 429 backoff planner does not know: inputs.sead.");
    }

    @Test
    void aHostileFileGetsAShortWarning() {
        StringBuilder inputs = new StringBuilder("{\"rpmLimit\": 1000");
        for (int i = 0; i < 25; i++) {
            inputs.append(", \"extra").append(i).append("\": ").append(i);
        }
        inputs.append(", \"").append("x".repeat(100_000)).append("\": 1}");
        WorksheetReader.Opened opened = open(worksheet("planner", inputs.toString()), PLANNER);
        assertThat(opened.unknownMembers()).hasSize(26);
        assertThat(opened.unknownMembers().get(25)).isEqualTo("inputs." + "x".repeat(39) + "\u2026");
        assertThat(opened.warning()).endsWith("inputs.extra9 and 16 more.").hasSizeLessThan(300);
    }

    @Test
    void aWrongTypeIsStillRefusedWithTheMemberTheValueAndTheRange() {
        // The object form's layers are read as the list's slots (the innermost's is layers.2), its budget where it is.
        assertThat(WorksheetReader.read(worksheet("storm", "{\"budget\": \"none\"}"), STORM).error())
                .isEqualTo("The worksheet's inputs.budget must be an object (it is the text \u201cnone\u201d); leave it"
                        + " out for every default.");
        assertThat(WorksheetReader.read(worksheet("storm", "{\"layers\": {\"sdk\": 3}}"), STORM).error())
                .isEqualTo("The worksheet's inputs.layers.sdk must be an object: one layer's members.");
        assertThat(WorksheetReader.read(worksheet("storm", "[1]"), STORM).error())
                .isEqualTo("The worksheet's \"inputs\" must be an object (it is a list).");
        assertThat(WorksheetReader.read(worksheet("storm", "{\"layers\": {\"sdk\": {\"jitter\": 1}}}"), STORM).error())
                .isEqualTo("inputs.layers.2.jitter: Layer 3 jitter must be one of \"none\", \"full\", \"equal\","
                        + " \"decorrelated\", \"proportional\", or null for \u201cPage-wide jitter\u201d (the worksheet has the"
                        + " number 1).");
        assertThat(WorksheetReader.read(worksheet("storm", "{\"budget\": {\"kind\": \"none\", \"retryCost\": -1}}"),
                STORM).error()).startsWith("inputs.budget.retryCost: Retry cost (AWS quota) must be ")
                .contains("(you entered \u201c-1\u201d)");
        assertThat(WorksheetReader.read(worksheet("amplification", "{\"seed\": {}}"), AMPLIFICATION).error())
                .isEqualTo("inputs.seed: Teaching jitter seed must be a whole number from 0 to 4,294,967,295 (the"
                        + " worksheet has an object).");
    }

    @Test
    void theEnvelopeStaysRequired() {
        assertThat(WorksheetReader.read("{\"version\": 1, \"tool\": \"storm\"}", STORM).error())
                .contains("it has no \"format\"");
        assertThat(WorksheetReader.read("{\"format\": \"retry-workbench/worksheet\", \"tool\": \"storm\"}", STORM).error())
                .contains("no \"version\" number");
        assertThat(WorksheetReader.read("{\"format\": \"retry-workbench/worksheet\", \"version\": 1}", STORM).error())
                .contains("its \"tool\" is not one of");
    }
}
