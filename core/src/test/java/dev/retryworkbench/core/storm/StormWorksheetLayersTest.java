package dev.retryworkbench.core.storm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.config.JsonValues;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.json.JsonNumber;
import dev.retryworkbench.core.json.JsonObject;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.simulation.StormInputs;
import dev.retryworkbench.core.storm.simulation.StormRun;
import dev.retryworkbench.core.storm.simulation.StormSimulation;
import dev.retryworkbench.core.storm.simulation.StormSimulator;
import dev.retryworkbench.core.worksheet.WorksheetReader;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A storm worksheet's layers: the object form of versions 1 to 3 and the list of version 4 read the same,
 * an export writes the list and reopens as itself, a stack of any depth opens in the form's slots, and what
 * the form cannot hold (an outer layer's budget, another compared layer) is refused by member rather than
 * dropped.
 */
class StormWorksheetLayersTest {
    private static final StormTool TOOL = new StormTool();

    private static String worksheet(int version, String inputs) {
        return "{\"format\": \"retry-workbench/worksheet\", \"version\": " + version + ", \"tool\": \"storm\","
                + " \"inputs\": " + inputs + "}";
    }

    private static WorksheetReader.Opened open(String file) {
        return WorksheetReader.read(file, TOOL);
    }

    private static StormInputs inputs(WorksheetReader.Opened opened) {
        assertThat(opened.ok()).as(opened.ok() ? "" : opened.error()).isTrue();
        return StormFields.inputs(FormReading.read(TOOL.form(), opened.fields()));
    }

    @Test
    void theObjectFormAndTheListReadTheSameStack() {
        String layers = "\"runner\": {\"attempts\": 2, \"initialBackoffMs\": 1000, \"maxBackoffMs\": 1000},"
                + " \"application\": {\"attempts\": 2}, \"sdk\": {\"attempts\": 4}";
        StormInputs object = inputs(open(worksheet(2, "{\"layers\": {" + layers + "}, \"budget\": {\"kind\":"
                + " \"token-bucket\", \"refill\": 0.5}, \"seed\": 7}")));
        StormInputs list = inputs(open(worksheet(4, "{\"layers\": [{\"attempts\": 2, \"initialBackoffMs\": 1000,"
                + " \"maxBackoffMs\": 1000}, {\"attempts\": 2}, {\"attempts\": 4, \"budget\": {\"kind\":"
                + " \"token-bucket\", \"refill\": 0.5}}], \"seed\": 7}")));
        assertThat(list).isEqualTo(object);
        assertThat(list.innermost().budget().kind()).isEqualTo(BudgetKind.TOKEN_BUCKET);
        assertThat(list.layers().get(0).policy().initial()).isEqualTo(1000);
        assertThat(list.maxAttemptsPerRequest()).isEqualTo(16);
        // Missing layers and members take the storm's defaults: three immediate SDK attempts, one elsewhere.
        StormInputs defaults = inputs(open(worksheet(1, "{}")));
        assertThat(defaults).isEqualTo(inputs(open(worksheet(4, "{\"layers\": [{}, {}, {}]}"))));
        assertThat(inputs(open(worksheet(3, "{\"budget\": {\"kind\": \"breaker\"}}"))).innermost().budget().kind())
                .isEqualTo(BudgetKind.BREAKER);
    }

    @Test
    void anExportWritesTheListAndReopensAsItself() {
        WorksheetReader.Opened old = open(worksheet(3, "{\"layers\": {\"sdk\": {\"attempts\": 2}, \"runner\":"
                + " {\"attempts\": 3}}, \"budget\": {\"kind\": \"aws-quota\", \"retryCost\": 7}, \"seed\": 9}"));
        String exported = old.evaluation().export().worksheetJson();
        assertThat(exported).contains("\"version\": 4").doesNotContain("\"sdk\":");
        WorksheetReader.Opened again = open(exported);
        assertThat(inputs(again)).isEqualTo(inputs(old));
        assertThat(again.evaluation().export().worksheetJson()).isEqualTo(exported);
        assertThat(StormSimulation.simulate(inputs(again)).attempts())
                .isEqualTo(StormSimulation.simulate(inputs(old)).attempts());
    }

    /** A stack of five layers, outermost first: the second mesh unnamed, the innermost with a breaker. */
    static final String FIVE_LAYERS = "\"layers\": [{\"role\": \"runner\", \"attempts\": 2, \"initialBackoffMs\": 500,"
            + " \"maxBackoffMs\": 500}, {\"role\": \"application\"}, {\"role\": \"sdk\", \"attempts\": 2},"
            + " {\"role\": \"mesh\", \"name\": \"sidecar\"}, {\"role\": \"mesh\", \"attempts\": 3, \"budget\":"
            + " {\"kind\": \"breaker\", \"threshold\": 0.4}}]";

    @Test
    void aStackOfFiveLayersOpensWithItsNamesAndTheInnermostsBudget() {
        WorksheetReader.Opened opened = open(worksheet(4, "{" + FIVE_LAYERS + ", \"seed\": 3}"));
        StormInputs five = inputs(opened);
        assertThat(opened.fields().get("layer-count")).isEqualTo("5");
        assertThat(five.layers()).extracting(layer -> layer.name())
                .containsExactly("Job runner", "Application", "SDK", "sidecar", "Mesh 2");
        // Absent members take the storm's defaults: the application makes one attempt.
        assertThat(five.layers()).extracting(layer -> layer.policy().attempts()).containsExactly(2, 1, 2, 1, 3);
        assertThat(five.maxAttemptsPerRequest()).isEqualTo(2 * 1 * 2 * 1 * 3);
        assertThat(five.layers().get(0).policy().initial()).isEqualTo(500);
        // The budget guards the innermost layer's retries, and the comparison swaps it.
        assertThat(five.innermost().budget().kind()).isEqualTo(BudgetKind.BREAKER);
        assertThat(five.comparedLayer()).isEqualTo(4);
        assertThat(five.layers().subList(0, 4)).noneMatch(layer -> layer.budgeted());
        // The comparedLayer of version 4, when it names the innermost, is the form's own.
        assertThat(inputs(open(worksheet(4, "{" + FIVE_LAYERS + ", \"seed\": 3, \"comparedLayer\": 4}"))))
                .isEqualTo(five);
    }

    @Test
    void aStackOfFiveLayersExportsAsAListAndReopensAsItself() throws Exception {
        WorksheetReader.Opened opened = open(worksheet(4, "{" + FIVE_LAYERS + ", \"seed\": 3}"));
        String exported = opened.evaluation().export().worksheetJson();
        JsonObject inputs = (JsonObject) ((JsonObject) JsonValues.parse(exported)).get("inputs");
        List<?> layers = (List<?>) inputs.get("layers");
        assertThat(layers).hasSize(5);
        assertThat(inputs.has("budget")).isFalse();
        assertThat(((JsonObject) layers.get(3)).get("name")).isEqualTo("sidecar");
        assertThat(((JsonObject) layers.get(3)).has("budget")).isFalse();
        assertThat(((JsonObject) ((JsonObject) layers.get(4)).get("budget")).get("kind")).isEqualTo("breaker");
        WorksheetReader.Opened again = open(exported);
        assertThat(inputs(again)).isEqualTo(inputs(opened));
        assertThat(again.evaluation().export().worksheetJson()).isEqualTo(exported);
    }

    @Test
    void whenEveryAttemptFailsEachRequestMakesTheProductOfTheFiveLimits() {
        // Every attempt fails, no budget, no deadline: each request runs the whole nest, 2 x 1 x 2 x 1 x 3 = 12
        // attempts, and none succeeds.
        StormInputs five = inputs(open(worksheet(4, "{" + FIVE_LAYERS.replace("\"kind\": \"breaker\"", "\"kind\": \"none\"")
                + ", \"failureProbability\": 1, \"trigger\": {\"failureProbability\": 1}, \"arrivalsStopSeconds\": 10,"
                + " \"seed\": 3}")));
        StormRun run = StormSimulator.run(five).run();
        assertThat(run.requests()).isPositive();
        assertThat(run.attempts()).isEqualTo(12 * run.requests());
        assertThat(run.amplification()).isEqualTo(12.0);
        assertThat(run.succeeded()).isZero();
    }

    @Test
    void anOuterLayersBudgetAndAnotherComparedLayerOpenAndExportAsThemselves() throws Exception {
        WorksheetReader.Opened opened = open(worksheet(4, "{\"layers\": [{\"budget\": {\"kind\": \"breaker\","
                + " \"threshold\": 0.3}}, {\"attempts\": 2}, {}, {\"role\": \"mesh\"}], \"comparedLayer\": 1}"));
        StormInputs inputs = inputs(opened);
        // The form counts layers from 1 for the outermost, the worksheet from 0.
        assertThat(opened.fields().get("guarded-layer")).isEqualTo("1");
        assertThat(opened.fields().get("compared-layer")).isEqualTo("2");
        assertThat(inputs.layers().get(0).budget().kind()).isEqualTo(BudgetKind.BREAKER);
        assertThat(inputs.layers().subList(1, 4)).noneMatch(layer -> layer.budgeted());
        assertThat(inputs.comparedLayer()).isEqualTo(1);
        String exported = opened.evaluation().export().worksheetJson();
        JsonObject written = (JsonObject) ((JsonObject) JsonValues.parse(exported)).get("inputs");
        assertThat(written.get("comparedLayer")).isEqualTo(new JsonNumber("1"));
        assertThat(((JsonObject) ((List<?>) written.get("layers")).get(0)).has("budget")).isTrue();
        assertThat(((JsonObject) ((List<?>) written.get("layers")).get(3)).has("budget")).isFalse();
        WorksheetReader.Opened again = open(exported);
        assertThat(inputs(again)).isEqualTo(inputs);
        assertThat(again.evaluation().export().worksheetJson()).isEqualTo(exported);
        // The innermost's, the form's default, is not written.
        assertThat(open(worksheet(4, "{\"layers\": [{}, {}, {}], \"comparedLayer\": 2}")).evaluation().export()
                .worksheetJson()).doesNotContain("comparedLayer");
    }

    @Test
    void whatTheFormCannotHoldIsRefusedByMember() {
        assertThat(open(worksheet(4, "{\"layers\": [{}, {}, {}, {}, {}, {}, {}, {}, {}]}")).error())
                .isEqualTo("The worksheet's inputs.layers: a stack has 1 to 8 layers (the worksheet has 9).");
        // The form's budgets after the first are no worksheet's members: each layer's is in its entry.
        assertThat(open(worksheet(4, "{\"layers\": [{}, {}, {}], \"budget2\": {\"kind\": \"breaker\"}}")).error())
                .startsWith("The worksheet's inputs.budget2: a list of layers keeps each layer's budget in its entry");
        // A budget of kind none is no budget: nothing is lost.
        assertThat(open(worksheet(4, "{\"layers\": [{\"budget\": {\"kind\": \"none\"}}, {}, {\"budget\":"
                + " {\"kind\": \"breaker\"}}]}")).ok()).isTrue();
        assertThat(open(worksheet(4, "{\"layers\": [{}, {}, {}], \"comparedLayer\": 3}")).error())
                .isEqualTo("The worksheet's inputs.comparedLayer must be a layer's index, 0 (the outermost) to 2 (the"
                        + " innermost).");
        assertThat(open(worksheet(4, "{\"layers\": [{}, {}, {}], \"budget\": {\"kind\": \"breaker\"}}")).error())
                .startsWith("The worksheet's inputs.budget: a list of layers keeps each layer's budget in its entry");
    }

    @Test
    void eachLayerMayCarryItsOwnBudget() throws Exception {
        String file = worksheet(4, "{\"layers\": [{\"budget\": {\"kind\": \"breaker\"}}, {}, {\"budget\":"
                + " {\"kind\": \"ratio\", \"percentCanRetry\": 0.1}}, {\"budget\": {\"kind\": \"none\"}},"
                + " {\"budget\": {\"kind\": \"token-bucket\", \"capacity\": 7}}]}");
        WorksheetReader.Opened opened = open(file);
        StormInputs inputs = inputs(opened);
        assertThat(inputs.layers()).extracting(layer -> layer.budget().kind()).containsExactly(BudgetKind.BREAKER,
                BudgetKind.NONE, BudgetKind.RATIO, BudgetKind.NONE, BudgetKind.TOKEN_BUCKET);
        // Each as the same budget alone on its layer reads.
        assertThat(inputs.layers().get(2).budget()).isEqualTo(inputs(open(worksheet(4, "{\"layers\": [{}, {},"
                + " {\"budget\": {\"kind\": \"ratio\", \"percentCanRetry\": 0.1}}, {}, {}]}"))).layers().get(2).budget())
                .isNotEqualTo(inputs(open(worksheet(4, "{\"layers\": [{}, {}, {\"budget\": {\"kind\": \"ratio\"}},"
                        + " {}, {}]}"))).layers().get(2).budget());
        assertThat(inputs.layers().get(4).budget()).isEqualTo(inputs(open(worksheet(4, "{\"layers\": [{}, {}, {},"
                + " {}, {\"budget\": {\"kind\": \"token-bucket\", \"capacity\": 7}}]}"))).layers().get(4).budget());
        // The form holds them as its first three budgets, each with its layer (empty: the innermost).
        assertThat(opened.fields().get("budget")).isEqualTo("breaker");
        assertThat(opened.fields().get("guarded-layer")).isEqualTo("1");
        assertThat(opened.fields().get("budget2")).isEqualTo("ratio");
        assertThat(opened.fields().get("budget2-layer")).isEqualTo("3");
        assertThat(opened.fields().get("budget3")).isEqualTo("token-bucket");
        assertThat(opened.fields().get("budget3-layer")).isEmpty();
        assertThat(opened.fields().get("budget4")).isEqualTo("none");
        // Written back in the layers' entries, and read again to the same inputs and the same file.
        String exported = opened.evaluation().export().worksheetJson();
        List<?> layers = (List<?>) ((JsonObject) ((JsonObject) JsonValues.parse(exported)).get("inputs")).get("layers");
        assertThat(layers).extracting(layer -> ((JsonObject) layer).has("budget"))
                .containsExactly(true, false, true, false, true);
        assertThat(exported).doesNotContain("budget2").doesNotContain("budget3");
        WorksheetReader.Opened again = open(exported);
        assertThat(inputs(again)).isEqualTo(inputs);
        assertThat(again.evaluation().export().worksheetJson()).isEqualTo(exported);
    }

    @Test
    void aLayerHoldsOneBudget() {
        RawValues defaults = FormReading.defaults(TOOL.form());
        Map<String, String> changed = Map.of("budget", "breaker", "guarded-layer", "2", "budget2", "ratio",
                "budget2-layer", "2", "budget3", "envoy");
        FormReading reading = FormReading.read(TOOL.form(), id -> changed.getOrDefault(id, defaults.get(id)));
        StormFields.addCrossFieldErrors(reading);
        assertThat(reading.errors()).extracting(error -> error.fieldId()).containsExactly("budget2-layer");
        assertThat(reading.errors().get(0).message()).isEqualTo("Budget 2 on layer: layer 2 already has budget 1; a"
                + " layer holds one budget.");
        // A budget without a kind holds no layer: the first may stay on the innermost.
        Map<String, String> unset = Map.of("budget2", "ratio", "budget3", "none", "budget3-layer", "3");
        FormReading fine = FormReading.read(TOOL.form(), id -> unset.getOrDefault(id, defaults.get(id)));
        StormFields.addCrossFieldErrors(fine);
        assertThat(fine.errors()).isEmpty();
        assertThat(StormFields.inputs(fine).layers().get(2).budget().kind()).isEqualTo(BudgetKind.RATIO);
    }

    @Test
    void theBudgetsLayerAndTheComparedLayerMustBeInTheStack() {
        RawValues defaults = FormReading.defaults(TOOL.form());
        Map<String, String> changed = Map.of("guarded-layer", "4", "compared-layer", "3");
        FormReading reading = FormReading.read(TOOL.form(), id -> changed.getOrDefault(id, defaults.get(id)));
        StormFields.addCrossFieldErrors(reading);
        assertThat(reading.errors()).extracting(error -> error.fieldId()).containsExactly("guarded-layer");
        assertThat(reading.errors().get(0).message()).isEqualTo("Budget on layer must be at most the stack's 3"
                + " layers (you entered \u201c4\u201d).");
    }
}
