package dev.retryworkbench.web;

import static dev.retryworkbench.web.StackColumns.button;
import static dev.retryworkbench.web.StackColumns.dropWorksheet;
import static dev.retryworkbench.web.StackColumns.openFiveConfigs;
import static dev.retryworkbench.web.StackColumns.press;
import static dev.retryworkbench.web.StackColumns.shownLegends;
import static dev.retryworkbench.web.StackColumns.status;
import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.config.ConfigError;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.storm.StormTool;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The storm simulator's stack of any depth (issue 30), with the workbench's columns and "Open configs": a
 * layer added, moved and removed by keyboard and announced, a worksheet of five layers and five real
 * config files opened, each time with the figures the JVM gives for the form the page then holds.
 */
class StormLayersPageTest {
    private static final StormTool TOOL = new StormTool();

    @RegisterExtension
    static final Browser browser = Browser.perClass(true);

    @BeforeEach
    void open() {
        Emulation.viewport(browser, 1280, 800, false);
        browser.open("storm.html");
        browser.awaitScript();
    }

    /** Returns every field's text on the page: the form the JVM evaluates to compare. */
    private static Map<String, String> form() {
        Map<String, String> form = new HashMap<>();
        for (Field field : FieldGroup.fieldsOf(TOOL.form())) {
            form.put(field.id(), browser.value(field.id()));
        }
        return form;
    }

    @Test
    void aLayerIsAddedMovedAndRemovedAsOnTheWorkbench() {
        assertThat(shownLegends(browser)).containsExactly("Layer 1", "Layer 2", "Layer 3");
        browser.select("budget", "breaker");
        browser.awaitIdle();
        String before = browser.resultsHtml();
        press(browser, browser.find("#add-layer"));
        browser.awaitIdle();
        assertThat(shownLegends(browser)).containsExactly("Layer 1", "Layer 2", "Layer 3", "Layer 4");
        assertThat(browser.value("layer-count")).isEqualTo("4");
        assertThat(browser.value("layer4-role")).isEqualTo("mesh");
        assertThat(browser.value("layer4-attempts")).isEqualTo("1");
        // The column hidden until now has every preset, as the first three have.
        assertThat(browser.script("return document.getElementById('layer4-preset').options.length"))
                .isEqualTo(browser.script("return document.getElementById('layer1-preset').options.length"));
        assertThat(browser.script("return document.activeElement.id")).isEqualTo("layer4-role");
        assertThat(status(browser)).startsWith("Added layer 4 (Mesh), the innermost");
        // The budget and the comparison stay with the SDK, now layer 3 of 4, and one attempt in the new innermost
        // layer changes nothing: the SDK's three are still every request's attempts.
        assertThat(browser.value("guarded-layer")).isEqualTo("3");
        assertThat(browser.value("compared-layer")).isEqualTo("3");
        browser.assertResultsMatchJvm(TOOL, Map.of("budget", "breaker", "layer-count", "4", "guarded-layer", "3",
                "compared-layer", "3"));
        assertThat(browser.figures()).isEqualTo(browser.figuresIn(before));

        browser.type("layer4-attempts", "2");
        browser.awaitIdle();
        browser.assertResultsMatchJvm(TOOL, Map.of("budget", "breaker", "layer-count", "4", "guarded-layer", "3",
                "compared-layer", "3", "layer4-attempts", "2"));

        // The SDK moves in with its budget: its three immediate attempts are layer 4's, the mesh's two layer 3's.
        press(browser, button(browser, 2, "in"));
        browser.awaitIdle();
        assertThat(browser.value("layer4-role")).isEqualTo("sdk");
        assertThat(browser.value("layer3-attempts")).isEqualTo("2");
        assertThat(browser.value("guarded-layer")).isEmpty();
        assertThat(browser.value("compared-layer")).isEmpty();
        assertThat(status(browser)).startsWith("Moved layer 3 (SDK) inward: it is now layer 4 of 4.");
        browser.assertResultsMatchJvm(TOOL, Map.of("budget", "breaker", "layer-count", "4", "layer3-role", "mesh",
                "layer3-attempts", "2", "layer4-role", "sdk", "layer4-attempts", "3"));

        press(browser, button(browser, 0, "remove"));
        browser.awaitIdle();
        assertThat(shownLegends(browser)).hasSize(3);
        assertThat(status(browser)).startsWith("Removed layer 1 (Job runner); the stack has 3 layers.");
        browser.assertResultsMatchJvm(TOOL, form());
        assertThat(browser.consoleErrors()).isEmpty();
    }

    @Test
    void aWorksheetOfFiveLayersOpensWithItsColumnsAndTheJvmsFigures() {
        dropWorksheet(browser, "{\"format\": \"retry-workbench/worksheet\", \"version\": 4, \"tool\": \"storm\","
                + " \"inputs\": {\"requestsPerSecond\": 10, \"arrivalsStopSeconds\": 40, \"failureProbability\": 0.2,"
                + " \"layers\": [{\"role\": \"runner\", \"attempts\": 2, \"initialBackoffMs\": 500, \"maxBackoffMs\": 500},"
                + " {\"role\": \"application\"}, {\"role\": \"sdk\", \"attempts\": 2}, {\"role\": \"mesh\", \"name\":"
                + " \"sidecar\"}, {\"role\": \"mesh\", \"attempts\": 3, \"budget\": {\"kind\": \"breaker\"}}],"
                + " \"comparedLayer\": 2, \"seed\": 11}}");
        new WebDriverWait(browser.driver(), Duration.ofSeconds(10)).until(d -> "5".equals(browser.value("layer-count")));
        browser.awaitIdle();
        assertThat(shownLegends(browser)).hasSize(5);
        assertThat(browser.value("layer4-name")).isEqualTo("sidecar");
        assertThat(browser.value("budget")).isEqualTo("breaker");
        // The budget is the innermost's, the form's default; the comparison swaps the SDK's, layer 3.
        assertThat(browser.value("guarded-layer")).isEmpty();
        assertThat(browser.value("compared-layer")).isEqualTo("3");
        Map<String, String> form = form();
        assertThat(form).containsEntry("layer5-attempts", "3").containsEntry("rps", "10");
        browser.assertResultsMatchJvm(TOOL, form);
        assertThat(browser.consoleErrors()).isEmpty();
    }

    /** Returns true when budget {@code id}'s fieldset is shown (the style sheet hides the spare ones). */
    private static boolean budgetShown(String id) {
        return browser.find("#" + id).isDisplayed();
    }

    @Test
    void eachLayerMayCarryItsOwnBudget() {
        // One budget without a kind is offered: the first; the next shows once it has one.
        assertThat(budgetShown("budget")).isTrue();
        assertThat(budgetShown("budget2")).isFalse();
        browser.select("budget", "breaker");
        assertThat(budgetShown("budget2")).isTrue();
        assertThat(budgetShown("budget3")).isFalse();
        browser.select("budget2", "ratio");
        browser.type("budget2-percent-can-retry", "0.1");
        browser.type("budget2-layer", "1");
        browser.awaitIdle();
        assertThat(budgetShown("budget3")).isTrue();
        Map<String, String> two = Map.of("budget", "breaker", "budget2", "ratio", "budget2-percent-can-retry", "0.1",
                "budget2-layer", "1");
        browser.assertResultsMatchJvm(TOOL, two);
        // Each budget guards its own layer in the JVM's reading of the same form.
        assertThat(FieldGroup.fieldsOf(TOOL.form())).extracting(Field::id).contains("budget8-layer");

        // Two budgets on one layer: the later one's layer says so, and the results stay the last valid ones.
        String valid = browser.resultsHtml();
        browser.type("budget2-layer", "3");
        browser.awaitIdle();
        assertThat(browser.errorText("budget2-layer"))
                .isEqualTo("Budget 2 on layer: layer 3 already has budget 1; a layer holds one budget.");
        assertThat(browser.ariaInvalid("budget2-layer")).isEqualTo("true");
        assertThat(browser.staleNoticeShown()).isTrue();
        assertThat(browser.figures()).isEqualTo(browser.figuresIn(valid));

        // A worksheet of version 4 with a budget on three layers opens into the first three budgets.
        dropWorksheet(browser, "{\"format\": \"retry-workbench/worksheet\", \"version\": 4, \"tool\": \"storm\","
                + " \"inputs\": {\"layers\": [{\"role\": \"runner\", \"attempts\": 2, \"budget\": {\"kind\":"
                + " \"token-bucket\"}}, {\"role\": \"application\", \"attempts\": 2, \"budget\": {\"kind\":"
                + " \"envoy\", \"budgetPercent\": 10}}, {\"role\": \"sdk\", \"budget\": {\"kind\": \"breaker\"}}]}}");
        new WebDriverWait(browser.driver(), Duration.ofSeconds(10)).until(d -> "envoy".equals(browser.value("budget2")));
        browser.awaitIdle();
        assertThat(browser.value("budget")).isEqualTo("token-bucket");
        assertThat(browser.value("guarded-layer")).isEqualTo("1");
        assertThat(browser.value("budget2-layer")).isEqualTo("2");
        assertThat(browser.value("budget2-budget-percent")).isEqualTo("10");
        assertThat(browser.value("budget3")).isEqualTo("breaker");
        assertThat(browser.value("budget3-layer")).isEmpty();
        assertThat(budgetShown("budget4")).isTrue();
        assertThat(budgetShown("budget5")).isFalse();
        browser.assertResultsMatchJvm(TOOL, form());
        assertThat(browser.consoleErrors()).isEmpty();
    }

    @Test
    void configsOpenedTogetherPutEachBudgetOnItsOwnLayer(@TempDir Path folder) throws IOException {
        browser.setValue("rps", "5");
        browser.awaitIdle();
        // A budget from the page before stays the first, on the new stack's innermost layer, unless a file sets one.
        browser.select("budget", "breaker");
        browser.select("budget2", "token-bucket");
        browser.awaitIdle();
        List<String> paths = new ArrayList<>();
        for (String name : new String[] {"linkerd-retry-budget.yaml", "kubernetes-job-pi.yaml",
            "envoy-circuit-breakers.yaml"}) {
            Path file = folder.resolve(name);
            Files.writeString(file, StackColumns.example(name), StandardCharsets.UTF_8);
            paths.add(file.toString());
        }
        browser.find("#open-configs").sendKeys(String.join("\n", paths));
        StackColumns.awaitOpenStatus(browser);
        browser.awaitIdle();
        assertThat(StackColumns.openStatus(browser)).startsWith("Opened 3 files as a stack of 3 layers");
        assertThat(browser.value("layer2-role")).isEqualTo("mesh");
        // Linkerd's ratio on layer 2, Envoy's budget on layer 3, the innermost: the first budget, which was there.
        assertThat(browser.value("budget")).isEqualTo("envoy");
        assertThat(browser.value("guarded-layer")).isEmpty();
        assertThat(browser.value("budget2")).isEqualTo("ratio");
        assertThat(browser.value("budget2-layer")).isEqualTo("2");
        assertThat(browser.value("budget2-percent-can-retry")).isEqualTo("0.2");
        assertThat(browser.value("budget3")).isEqualTo("none");
        assertThat(browser.errorText("budget2-layer")).isEmpty();
        browser.assertResultsMatchJvm(TOOL, form());
        assertThat(browser.consoleErrors()).isEmpty();
    }

    @Test
    void openConfigsMakesTheStackFromFiveFilesWithTheJvmsFigures(@TempDir Path folder) throws IOException,
            ConfigError {
        // A light load, so the nest of up to 3,150 attempts a request stays quick to simulate.
        browser.setValue("rps", "2");
        browser.setValue("trigger-rps", "4");
        browser.setValue("failure-probability", "0.3");
        browser.awaitIdle();
        browser.assertResultsMatchJvm(TOOL, openFiveConfigs(browser, folder, TOOL));
        assertThat(browser.consoleErrors()).isEmpty();
    }
}
