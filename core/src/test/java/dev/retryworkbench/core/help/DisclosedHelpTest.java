package dev.retryworkbench.core.help;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.amplification.AmplificationTool;
import dev.retryworkbench.core.check.Checks;
import dev.retryworkbench.core.form.Disclosure;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FormRenderer;
import dev.retryworkbench.core.latency.LatencyTool;
import dev.retryworkbench.core.planner.PlannerTool;
import dev.retryworkbench.core.storm.StormFields;
import dev.retryworkbench.core.storm.StormTool;
import dev.retryworkbench.core.text.Html;
import dev.retryworkbench.core.tool.Tool;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The help of a field a disclosure hides at the defaults is left empty and busy by the pre-render, and help-words.js
 * (web.HelpWordsPage) writes exactly what the pre-render would have written, from the same declaration.
 */
class DisclosedHelpTest {
    private static final List<Tool> TOOLS = List.of(new AmplificationTool(Checks.FINDINGS), new PlannerTool(),
            new StormTool(), new LatencyTool());

    @Test
    void theScriptWritesForEveryFieldHiddenAtTheDefaultsTheHelpThePreRenderWouldHaveWritten() {
        int hidden = 0;
        for (Tool tool : TOOLS) {
            String page = FormRenderer.render(tool.form(), tool.disclosures(), tool::controlsAfter);
            // The form as it would be with every field shown: each help written where the pre-render puts it.
            String allShown = FormRenderer.render(tool.form());
            for (Disclosure disclosure : tool.disclosures()) {
                for (Field field : disclosure.fields()) {
                    String helpId = field.id() + "-help";
                    String text = DisclosedHelp.text(helpId);
                    // Every disclosed field's, each id's the field's own even where another tool has the same id.
                    assertThat(text).as("%s on the %s page", helpId, tool.id()).isNotBlank()
                            .isEqualTo(FormRenderer.helpText(field));
                    assertThat(allShown).as(helpId)
                            .contains(new Html().element("p", text, "class", "help", "id", helpId).toString());
                    if (!disclosure.shown(field, disclosure.choice().defaultText())) {
                        hidden++;
                        assertThat(page).as(helpId).contains("<p class=\"help\" id=\"" + helpId
                                + "\" aria-busy=\"true\"></p>").doesNotContain(
                                new Html().element("p", text, "class", "help", "id", helpId).toString());
                    } else {
                        assertThat(page).as(helpId)
                                .contains(new Html().element("p", text, "class", "help", "id", helpId).toString());
                    }
                }
            }
            // Only those: every other help is written, and none of them is busy.
            assertThat(page.split("aria-busy=\"true\"></p>", -1).length - 1).as(tool.id())
                    .isEqualTo(countHiddenAtDefaults(tool));
        }
        assertThat(hidden).isGreaterThanOrEqualTo(18 + 13 + 3);
    }

    @Test
    void theStormsBudgetParametersHelpEndsWithWhatTheyAllow() {
        Field ttl = StormFields.disclosures().get(1).fields().stream().filter(f -> f.id().equals("budget-ttl"))
                .findFirst().orElseThrow();
        assertThat(DisclosedHelp.text("budget-ttl-help")).startsWith(ttl.help()).contains("Allowed: ");
        assertThat(DisclosedHelp.text("clients-help")).as("a field no disclosure governs").isNull();
    }

    private static int countHiddenAtDefaults(Tool tool) {
        int count = 0;
        for (Disclosure disclosure : tool.disclosures()) {
            for (Field field : disclosure.fields()) {
                count += disclosure.shown(field, disclosure.choice().defaultText()) ? 0 : 1;
            }
        }
        return count;
    }
}
