package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.amplification.AmplificationTool;
import dev.retryworkbench.core.check.Checks;
import dev.retryworkbench.core.planner.PlannerTool;
import dev.retryworkbench.core.storm.StormTool;
import dev.retryworkbench.core.tool.Tool;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.WebElement;

/** With JavaScript off, each tool page still shows its worked example and says that editing needs JavaScript. */
class NoScriptTest {
    private static final String NOSCRIPT_MESSAGE =
            "You are reading the pre-rendered worked example. Editing the inputs and recomputing needs JavaScript.";

    @RegisterExtension
    static final Browser browser = Browser.perClass(false);

    @Test
    void theAmplificationPageShowsTheWorkedExampleWithoutJavaScript() {
        for (String page : List.of("amplification.html", "amplification-embed.html")) {
            browser.open(page);
            assertAmplificationExample();
        }
    }

    private static void assertAmplificationExample() {
        assertScriptDidNotRun();
        assertThat(browser.figures()).containsEntry("maxDownstreamAttempts", "27")
                .containsEntry("attemptsStarted", "8")
                .containsEntry("elapsed", "10 s")
                .containsEntry("backoff", "2.2 s");
        assertThat(browser.tableRows()).hasSize(15);
        assertShowsNoScriptMessageAndTheJvmResults(new AmplificationTool(Checks.FINDINGS));
    }

    @Test
    void thePlannerShowsTheWorkedExampleWithoutJavaScript() {
        for (String page : List.of("planner.html", "planner-embed.html")) {
            browser.open(page);
            assertPlannerExample();
        }
    }

    private static void assertPlannerExample() {
        assertScriptDidNotRun();
        assertThat(browser.figures()).containsEntry("scheduleWait", "7.50 s mean / 15.0 s worst")
                .containsEntry("bindingLimit", "100 attempts/min (TPM)")
                .containsEntry("backlogDrain", "166.7 min");
        assertThat(browser.tableRows()).hasSize(4);
        assertShowsNoScriptMessageAndTheJvmResults(new PlannerTool());
    }

    /** Issue 20: the worked example's survival map is in the page, drawn, and its table readable, with no script. */
    @Test
    void theStormPageShowsTheWorkedExamplesSurvivalMapWithoutJavaScript() {
        browser.open("storm.html");
        assertScriptDidNotRun();
        int strategies = dev.retryworkbench.core.storm.simulation.Strategy.mapped().length;
        assertThat(browser.findAll("#survival-map-output figure.survival-panel")).hasSize(strategies);
        assertThat(browser.findAll("#survival-map-output svg.survival-grid path.down")).hasSize(strategies);
        assertThat(browser.findAll("#survival-map-output table.survival-table tbody tr")).hasSize(strategies);
        assertThat(browser.find("#survival-map-output .survival-verdict").getText()).contains("the 20 seeds");
        // The button does nothing without script, so it is not shown.
        assertThat(browser.find("#map-button").isDisplayed()).isFalse();
    }

    @Test
    void theStormSimulatorShowsTheWorkedExampleWithoutJavaScript() {
        for (String page : List.of("storm.html", "storm-embed.html")) {
            browser.open(page);
            assertScriptDidNotRun();
            assertThat(browser.figures()).containsEntry("recovery", "Did not recover")
                    .containsKey("amplification").containsKey("peakAttemptsPerSecond");
            assertThat(browser.findAll("svg polyline.attempts")).hasSize(1);
            assertThat(browser.findAll("tr.highlight[data-strategy='entered']")).hasSize(1);
            assertShowsNoScriptMessageAndTheJvmResults(new StormTool());
        }
    }

    private static void assertScriptDidNotRun() {
        assertThat(browser.script("return document.documentElement.classList.contains('js')")).isEqualTo(false);
        assertThat(browser.find("#worksheet-tools").isDisplayed()).as("export buttons need JavaScript").isFalse();
    }

    private static void assertShowsNoScriptMessageAndTheJvmResults(Tool tool) {
        WebElement message = browser.find("noscript .callout");
        assertThat(message.isDisplayed()).isTrue();
        assertThat(message.getText()).isEqualTo(NOSCRIPT_MESSAGE);
        assertThat(browser.staleNoticeShown()).isFalse();
        assertThat(browser.resultsHtml())
                .isEqualTo(browser.normalized(Browser.evaluateOnJvm(tool, Map.of()).resultsHtml()));
    }
}
