package dev.retryworkbench.core.form;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.amplification.AmplificationTool;
import dev.retryworkbench.core.check.Checks;
import dev.retryworkbench.core.planner.PlannerFields;
import dev.retryworkbench.core.latency.LatencyTool;
import dev.retryworkbench.core.planner.PlannerTool;
import dev.retryworkbench.core.storm.StormFields;
import dev.retryworkbench.core.storm.StormTool;
import dev.retryworkbench.core.tool.Tool;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * An optional field left empty is shown as what it means, from its one declaration: in the help under
 * it, in its messages and in the Markdown inputs table; never as "none" for a value the model fills in.
 */
class EmptyMeaningTest {
    private static final List<Tool> TOOLS = List.of(new AmplificationTool(Checks.FINDINGS), new PlannerTool(), new StormTool(),
                new LatencyTool());

    @Test
    void everyOptionalFieldDeclaresWhatEmptyMeansAndItsHelpSaysIt() {
        for (Tool tool : TOOLS) {
            String form = FormRenderer.render(tool.form());
            for (Field field : FieldGroup.fieldsOf(tool.form())) {
                if (field instanceof NumberField && ((NumberField) field).optional()) {
                    NumberField number = (NumberField) field;
                    assertThat(number.emptyMeaning()).as(number.id()).isNotEmpty().isNotEqualTo("none");
                    assertThat(number.allowedText()).as(number.id()).endsWith(", or empty. Empty means "
                            + number.emptyMeaning() + ".");
                    assertThat(number.help()).as(number.id()).doesNotContainIgnoringCase("leave empty");
                    assertThat(form).contains(html(number.allowedText()));
                }
            }
        }
    }

    @Test
    void theSummaryWritesWhatEachEmptyFieldMeans() {
        String planner = markdownWithEmpty(new PlannerTool(), PlannerFields.TOKENS_ON_429, PlannerFields.RATE_LIMITED_LATENCY);
        assertThat(planner).contains("| Tokens charged on a 429 | 100% (default) |")
                .contains("| Latency of a 429 | the same as the attempt latency |");
        String storm = markdownWithEmpty(new StormTool(), StormFields.TRIGGER_REQUESTS_PER_SECOND);
        assertThat(storm).contains("| Requests per second during the trigger | the normal rate |")
                .contains("| Failure probability during the trigger | the normal failure probability |")
                .doesNotContain("| none |");
        String amplification = markdownWithEmpty(new AmplificationTool(Checks.FINDINGS), field(new AmplificationTool(Checks.FINDINGS), "failure-after"));
        assertThat(amplification).contains("| Failed attempt lasts | the same as the attempt timeout |");
    }

    private static NumberField field(Tool tool, String id) {
        for (Field field : FieldGroup.fieldsOf(tool.form())) {
            if (field.id().equals(id)) {
                return (NumberField) field;
            }
        }
        throw new AssertionError(id);
    }

    private static String markdownWithEmpty(Tool tool, NumberField... empty) {
        RawValues defaults = FormReading.defaults(tool.form());
        Map<String, String> texts = new HashMap<>();
        for (Field field : FieldGroup.fieldsOf(tool.form())) {
            texts.put(field.id(), defaults.get(field.id()));
        }
        for (NumberField field : empty) {
            texts.put(field.id(), "");
        }
        return tool.evaluate(texts::get).export().markdown();
    }

    private static String html(String text) {
        return text.replace("&", "&amp;").replace("'", "&#39;").replace("<", "&lt;");
    }
}
