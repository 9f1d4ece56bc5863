package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.check.Checks;
import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.tool.Evaluation;
import dev.retryworkbench.core.worksheet.WorksheetReader;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The stack as a list of 1 to 8 layers (issue 30): worksheets of both forms, deep stacks and their limits. */
class LayerStackTest {
    private static final AmplificationTool TOOL = new AmplificationTool(Checks.FINDINGS);

    private static String worksheet(int version, String inputs) {
        return "{\"format\": \"retry-workbench/worksheet\", \"version\": " + version
                + ", \"tool\": \"amplification\", \"inputs\": " + inputs + "}";
    }

    private static Evaluation form(String... idsAndTexts) {
        Map<String, String> texts = new HashMap<>();
        for (int i = 0; i < idsAndTexts.length; i += 2) {
            texts.put(idsAndTexts[i], idsAndTexts[i + 1]);
        }
        RawValues defaults = FormReading.defaults(TOOL.form());
        return TOOL.evaluate(id -> texts.containsKey(id) ? texts.get(id) : defaults.get(id));
    }

    @Test
    void theObjectFormOfVersionsOneToThreeIsTheListRunnerApplicationSdk() {
        String object = worksheet(3, "{\"layers\": {\"sdk\": {\"attempts\": 4}, \"application\": {\"attempts\": 2},"
                + " \"runner\": {\"attempts\": 5, \"timeoutMs\": 9000}}}");
        String list = worksheet(4, "{\"layers\": [{\"role\": \"runner\", \"attempts\": 5, \"timeoutMs\": 9000},"
                + " {\"role\": \"application\", \"attempts\": 2}, {\"role\": \"sdk\", \"attempts\": 4}]}");
        WorksheetReader.Opened fromObject = WorksheetReader.read(object, TOOL);
        WorksheetReader.Opened fromList = WorksheetReader.read(list, TOOL);
        assertThat(fromObject.error()).isNull();
        assertThat(fromObject.fields().get("layer1-attempts")).isEqualTo("5");
        assertThat(fromObject.fields().get("layer1-timeout")).isEqualTo("9000");
        assertThat(fromObject.fields().get("layer3-attempts")).isEqualTo("4");
        assertThat(fromObject.evaluation().export().worksheetJson())
                .isEqualTo(fromList.evaluation().export().worksheetJson());
        // 5 x 2 x 4 = 40, and the re-export is the list of version 4.
        assertThat(fromList.evaluation().export().worksheetJson()).contains("\"maxDownstreamAttempts\": 40")
                .contains("\"version\": 4").contains("\"layers\": [");
    }

    @Test
    void aListThatCannotBeAStackIsRefusedByMember() {
        assertThat(WorksheetReader.read(worksheet(4, "{\"layers\": []}"), TOOL).error())
                .isEqualTo("The worksheet's inputs.layers: a stack has 1 to 8 layers (the worksheet has 0).");
        StringBuilder nine = new StringBuilder("{\"layers\": [");
        for (int i = 0; i < 9; i++) {
            nine.append(i == 0 ? "" : ", ").append("{\"role\": \"mesh\"}");
        }
        assertThat(WorksheetReader.read(worksheet(4, nine + "]}"), TOOL).error())
                .isEqualTo("The worksheet's inputs.layers: a stack has 1 to 8 layers (the worksheet has 9).");
        assertThat(WorksheetReader.read(worksheet(4, "{\"layers\": [3]}"), TOOL).error())
                .isEqualTo("The worksheet's inputs.layers[0] must be an object: one layer's members.");
        assertThat(WorksheetReader.read(worksheet(3, "{\"layers\": {\"sdk\": 3}}"), TOOL).error())
                .isEqualTo("The worksheet's inputs.layers.sdk must be an object: one layer's members.");
        assertThat(WorksheetReader.read(worksheet(4, "{\"layers\": [{\"role\": \"proxy\"}]}"), TOOL).error())
                .startsWith("inputs.layers.0.role: Layer 1 role must be one of");
        WorksheetReader.Opened typo = WorksheetReader.read(worksheet(4, "{\"layers\": [{\"atempts\": 2}]}"), TOOL);
        assertThat(typo.unknownMembers()).containsExactly("inputs.layers.0.atempts (did you mean attempts?)");
    }

    @Test
    void aLayerOfAnotherRoleTakesItsRolesDefaultsAndASecondOfOneRoleIsNamedApart() {
        WorksheetReader.Opened opened = WorksheetReader.read(worksheet(4, "{\"deadlineMs\": null, \"layers\": ["
                + "{\"role\": \"sdk\", \"attempts\": 2}, {\"role\": \"mesh\", \"attempts\": 2}, {\"role\": \"mesh\"}]}"),
                TOOL);
        assertThat(opened.error()).isNull();
        assertThat(opened.fields().get("layer-count")).isEqualTo("3");
        assertThat(opened.fields().get("layer3-attempts")).isEqualTo("1");
        assertThat(opened.fields().get("layer3-initial")).isEqualTo("25");
        AmplificationInputs inputs = AmplificationFields.inputs(FormReading.read(TOOL.form(), opened.fields()::get));
        assertThat(inputs.layers()).extracting(LayerPolicy::name).containsExactly("SDK", "Mesh", "Mesh 2");
        // 2 x 2 x 1: the SDK's two attempts each run the mesh twice, each one physical attempt.
        assertThat(Simulator.run(inputs, 10).attemptsStarted()).isEqualTo(4);
    }

    @Test
    void eightLayersMultiplyAndTheTraceHasOneIndexPerLayer() {
        String[] texts = new String[2 + 16];
        texts[0] = "layer-count";
        texts[1] = "8";
        for (int layer = 1; layer <= 8; layer++) {
            texts[2 * layer] = "layer" + layer + "-attempts";
            texts[2 * layer + 1] = "2";
        }
        String[] noDeadline = java.util.Arrays.copyOf(texts, texts.length + 2);
        noDeadline[texts.length] = "deadline";
        noDeadline[texts.length + 1] = "";
        Evaluation evaluation = form(noDeadline);
        assertThat(evaluation.errors()).isEmpty();
        String json = evaluation.export().worksheetJson();
        assertThat(json).contains("\"maxDownstreamAttempts\": 256").contains("\"attemptsStarted\": 256")
                .contains("\"path\": \"2.2.2.2.2.2.2.2\"");
        // 2 ^ 8 with each limit read as a retry count: 3 ^ 8.
        assertThat(json).contains("\"worstCaseIfRetries\": 6561");
    }

    @Test
    void limitsThatMultiplyPastAMillionAreRefusedAtTheInnermostLimitAboveOne() {
        Evaluation evaluation = form("layer-count", "4", "layer1-attempts", "100", "layer2-attempts", "100",
                "layer3-attempts", "100", "layer4-attempts", "2");
        assertThat(evaluation.errors()).extracting(error -> error.fieldId()).containsExactly("layer4-attempts");
        assertThat(evaluation.errors().get(0).message()).isEqualTo("Layer 4 attempt limit must be lower: the layers'"
                + " attempt limits multiply to 2,000,000 attempts; the workbench traces at most 1,000,000"
                + " (100 \u00d7 100 \u00d7 100).");
        assertThat(form("layer1-attempts", "100", "layer2-attempts", "100", "layer3-attempts", "100").errors())
                .isEmpty();
    }

    @Test
    void aPerTryTimeoutIsRefusedOnWhicheverLayerIsTheInnermost() {
        assertThat(form("layer2-per-try-timeout", "2000").errors()).isEmpty();
        Evaluation two = form("layer-count", "2", "layer2-per-try-timeout", "2000");
        assertThat(two.errors()).extracting(error -> error.message()).containsExactly("Layer 2 per-try timeout must"
                + " be empty: the application layer is the innermost, so each of its attempts is one physical attempt,"
                + " ended by the attempt timeout. Put a per-try timeout on a layer outside it.");
    }
}
