package dev.retryworkbench.core.storm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.simulation.StormInputs;
import dev.retryworkbench.core.storm.simulation.StormSimulation;
import dev.retryworkbench.core.worksheet.WorksheetReader;
import org.junit.jupiter.api.Test;

/**
 * A storm worksheet's layers: the object form of versions 1 to 3 and the list of version 4 read the same,
 * an export writes the list and reopens as itself, and what the form's three columns cannot hold is
 * refused by member rather than folded.
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

    @Test
    void whatTheThreeColumnsCannotHoldIsRefusedByMember() {
        assertThat(open(worksheet(4, "{\"layers\": [{}, {}, {}, {\"role\": \"mesh\"}]}")).error())
                .startsWith("The worksheet's inputs.layers: The storm simulator's form holds three layers")
                .contains("this worksheet has 4");
        assertThat(open(worksheet(4, "{\"layers\": [{\"budget\": {\"kind\": \"breaker\"}}, {}, {}]}")).error())
                .startsWith("The worksheet's inputs.layers[0].budget: ")
                .contains("gives an outer layer a budget of its own");
        // An outer layer's budget of kind none is no budget: nothing is lost.
        assertThat(open(worksheet(4, "{\"layers\": [{\"budget\": {\"kind\": \"none\"}}, {}, {}]}")).ok()).isTrue();
        assertThat(open(worksheet(4, "{\"layers\": [{}, {}, {}], \"comparedLayer\": 0}")).error())
                .startsWith("The worksheet's inputs.comparedLayer: ").contains("compares layer 0");
        assertThat(open(worksheet(4, "{\"layers\": [{}, {}, {}], \"comparedLayer\": 2}")).ok()).isTrue();
        assertThat(open(worksheet(4, "{\"layers\": [{}, {}, {}], \"budget\": {\"kind\": \"breaker\"}}")).error())
                .startsWith("The worksheet's inputs.budget: a list of layers keeps each layer's budget in its entry");
    }
}
