package dev.retryworkbench.web;

import static dev.retryworkbench.web.StackColumns.awaitOpenStatus;
import static dev.retryworkbench.web.StackColumns.button;
import static dev.retryworkbench.web.StackColumns.dropWorksheet;
import static dev.retryworkbench.web.StackColumns.example;
import static dev.retryworkbench.web.StackColumns.openFiveConfigs;
import static dev.retryworkbench.web.StackColumns.openStatus;
import static dev.retryworkbench.web.StackColumns.press;
import static dev.retryworkbench.web.StackColumns.shownLegends;
import static dev.retryworkbench.web.StackColumns.status;
import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.amplification.AmplificationTool;
import dev.retryworkbench.core.check.CheckError;
import dev.retryworkbench.core.check.CheckOutput;
import dev.retryworkbench.core.check.Checks;
import dev.retryworkbench.core.check.Stack;
import dev.retryworkbench.core.check.StackLayer;
import dev.retryworkbench.core.check.StackReader;
import dev.retryworkbench.core.config.ConfigError;
import dev.retryworkbench.core.config.ConfigInput;
import dev.retryworkbench.core.config.ConfigNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.WebElement;

/**
 * The workbench's stack of any depth (issue 30): "Add a layer", and each column's move outward, move inward
 * and remove, by keyboard, announced, with the results the JVM gives for the same form; four layers fit
 * beside the results at 1,280 x 800 and more scroll sideways inside the table only.
 */
class LayerColumnsPageTest {
    private static final AmplificationTool TOOL = new AmplificationTool(Checks.FINDINGS);

    @RegisterExtension
    static final Browser browser = Browser.perClass(true);

    @BeforeEach
    void open() {
        Emulation.viewport(browser, 1280, 800, false);
        browser.open("amplification.html");
        browser.awaitScript();
    }

    @Test
    void addingALayerShowsItsColumnAsTheInnermostAndChangesNothingUntilEdited() {
        assertThat(shownLegends(browser)).containsExactly("Layer 1", "Layer 2", "Layer 3");
        String before = browser.figure("maxDownstreamAttempts");
        press(browser, browser.find("#add-layer"));
        assertThat(shownLegends(browser)).containsExactly("Layer 1", "Layer 2", "Layer 3", "Layer 4");
        assertThat(browser.value("layer-count")).isEqualTo("4");
        assertThat(browser.value("layer4-role")).isEqualTo("mesh");
        assertThat(browser.value("layer4-attempts")).isEqualTo("1");
        // The new column's role has focus, and the page says what happened.
        assertThat(browser.script("return document.activeElement.id")).isEqualTo("layer4-role");
        assertThat(status(browser)).startsWith("Added layer 4 (Mesh), the innermost");
        assertThat(browser.figure("maxDownstreamAttempts")).isEqualTo(before);
        browser.type("layer4-attempts", "2");
        assertThat(browser.figure("maxDownstreamAttempts")).isEqualTo("54");
        browser.assertResultsMatchJvm(TOOL, Map.of("layer-count", "4", "layer4-attempts", "2"));
        assertThat(browser.consoleErrors()).isEmpty();
    }

    @Test
    void movingAndRemovingLayersMovesTheirValuesAndKeepsTheFocus() {
        browser.type("layer1-attempts", "5");
        press(browser, button(browser, 0, "in"));
        // The runner's 5 attempts are now layer 2's, the application's 3 layer 1's.
        assertThat(browser.value("layer2-attempts")).isEqualTo("5");
        assertThat(browser.value("layer2-role")).isEqualTo("runner");
        assertThat(browser.value("layer1-role")).isEqualTo("application");
        assertThat(browser.script("return document.activeElement.getAttribute('data-slot')")).isEqualTo("1");
        assertThat(status(browser)).startsWith("Moved layer 1 (Job runner) inward: it is now layer 2 of 3.");
        Map<String, String> moved = new HashMap<>(Map.of("layer1-role", "application", "layer2-role", "runner",
                "layer1-attempts", "3", "layer2-attempts", "5", "layer1-initial", "500", "layer2-initial", "1000",
                "layer1-max", "5000", "layer2-max", "10000"));
        browser.assertResultsMatchJvm(TOOL, moved);
        assertThat(browser.tableCaption()).contains("application.job runner.SDK");

        press(browser, button(browser, 0, "out"));
        assertThat(status(browser)).startsWith("Layer 1 is already the outermost.");
        assertThat(browser.value("layer1-role")).isEqualTo("application");

        press(browser, button(browser, 1, "remove"));
        assertThat(shownLegends(browser)).containsExactly("Layer 1", "Layer 2");
        assertThat(browser.value("layer-count")).isEqualTo("2");
        assertThat(browser.value("layer2-role")).isEqualTo("sdk");
        assertThat(status(browser)).startsWith("Removed layer 2 (Job runner); the stack has 2 layers.");
        assertThat(browser.figure("maxDownstreamAttempts")).isEqualTo("9");
        press(browser, button(browser, 0, "remove"));
        press(browser, button(browser, 0, "remove"));
        assertThat(status(browser)).startsWith("A stack has at least one layer.");
        assertThat(shownLegends(browser)).containsExactly("Layer 1");
        assertThat(browser.figure("maxDownstreamAttempts")).isEqualTo("3");
        assertThat(browser.consoleErrors()).isEmpty();
    }

    @Test
    void aPerTryTimeoutOnTheLayerThatBecomesTheInnermostIsRefusedByName() {
        browser.type("layer2-per-try-timeout", "2000");
        assertThat(browser.errorText("layer2-per-try-timeout")).isEmpty();
        press(browser, button(browser, 2, "remove"));
        assertThat(browser.errorText("layer2-per-try-timeout"))
                .startsWith("Layer 2 per-try timeout must be empty: the application layer is the innermost");
        assertThat(browser.staleNoticeShown()).isTrue();
    }

    @Test
    void fourLayersFitBesideTheResultsAndMoreScrollInsideTheTable() {
        press(browser, browser.find("#add-layer"));
        double tableRight = ((Number) browser.script("return document.querySelector('.field-table')"
                + ".getBoundingClientRect().right")).doubleValue();
        double resultsLeft = ((Number) browser.script("return document.getElementById('results')"
                + ".getBoundingClientRect().left")).doubleValue();
        assertThat(tableRight).isLessThanOrEqualTo(resultsLeft);
        assertThat(browser.script("const t = document.querySelector('.field-table');"
                + " return t.scrollWidth <= t.clientWidth")).isEqualTo(true);
        for (int i = 0; i < 4; i++) {
            press(browser, browser.find("#add-layer"));
        }
        assertThat(shownLegends(browser)).hasSize(8);
        assertThat(status(browser)).startsWith("Added layer 8");
        press(browser, browser.find("#add-layer"));
        assertThat(status(browser)).startsWith("A stack has at most 8 layers.");
        // The table scrolls sideways; the page does not.
        assertThat(browser.script("const t = document.querySelector('.field-table');"
                + " return t.scrollWidth > t.clientWidth")).isEqualTo(true);
        assertThat(browser.script("return document.documentElement.scrollWidth <= innerWidth")).isEqualTo(true);
        browser.assertResultsMatchJvm(TOOL, Map.of("layer-count", "8"));
    }

    @Test
    void aListWorksheetOfFiveLayersOpensWithItsColumns() {
        String worksheet = "{\"format\": \"retry-workbench/worksheet\", \"version\": 4, \"tool\": \"amplification\","
                + " \"inputs\": {\"layers\": [{\"role\": \"runner\", \"attempts\": 2}, {\"role\": \"application\"},"
                + " {\"role\": \"sdk\"}, {\"role\": \"mesh\", \"attempts\": 2, \"perTryTimeoutMs\": 500},"
                + " {\"role\": \"mesh\", \"attempts\": 3}], \"deadlineMs\": null}}";
        dropWorksheet(browser, worksheet);
        new org.openqa.selenium.support.ui.WebDriverWait(browser.driver(), java.time.Duration.ofSeconds(10))
                .until(d -> "5".equals(browser.value("layer-count")));
        browser.awaitAnswered();
        assertThat(shownLegends(browser)).hasSize(5);
        // 2 x 3 x 3 x 2 x 3 attempts; the two meshes are named apart.
        assertThat(browser.figure("maxDownstreamAttempts")).isEqualTo("108");
        assertThat(browser.resultsHtml()).contains("Mesh 2");
    }

    /** Drops files (names and texts in turn) on the layers' table, as a person drags them from a folder. */
    private static void drop(String... namesAndTexts) {
        browser.script("const data = new DataTransfer();"
                + " for (let i = 0; i < arguments.length; i += 2) data.items.add(new File([arguments[i + 1]], arguments[i]));"
                + " document.querySelector('.field-table').dispatchEvent(new DragEvent('drop', {dataTransfer: data,"
                + " bubbles: true, cancelable: true}));", (Object[]) namesAndTexts);
    }

    @Test
    void openConfigsMakesTheStackFromFilesPlacedByRole(@TempDir Path folder) throws IOException, ConfigError {
        Map<String, String> form = openFiveConfigs(browser, folder, TOOL);
        // The Job's backoffLimit 4 is five attempts; Istio's route writes 3 attempts.
        assertThat(browser.value("layer1-attempts")).isEqualTo("5");
        browser.assertResultsMatchJvm(TOOL, form);
        assertThat(browser.consoleErrors()).isEmpty();
    }

    /**
     * A layer opened from an Envoy route on 5xx alone keeps those conditions, as a text pasted into its
     * control does: "Copy as" Envoy writes 5xx, not Envoy's wider default (issue 34).
     */
    @Test
    void openConfigsKeepsEachFilesRetryConditionsForCopyAs() throws IOException {
        drop("route.yaml", "retry_policy:\n  retry_on: 5xx\n  num_retries: 2\n", "job.yaml",
                example("kubernetes-job-pi.yaml"));
        awaitOpenStatus(browser);
        assertThat(openStatus(browser)).startsWith("Opened 2 files as a stack of 2 layers");
        assertThat(browser.value("layer1-role")).isEqualTo("runner");
        browser.find("#layer2-config > summary").click();
        new org.openqa.selenium.support.ui.WebDriverWait(browser.driver(), java.time.Duration.ofSeconds(20))
                .until(d -> Boolean.TRUE.equals(browser.script("return document.getElementById('layer2-config')"
                        + ".hasAttribute('data-copy-bound')")));
        browser.select("layer2-config-format", "envoy");
        assertThat(browser.find("#layer2-config-output").getText()).contains("retry_on: \"5xx\"", "num_retries: 2")
                .doesNotContain("reset");
        // The Job says no conditions: its layer's Copy as writes the library's own, not the route's.
        assertThat(browser.script("return document.getElementById('layer1-config').getAttribute('data-retry-on')"))
                .isEqualTo("");
    }

    @Test
    void theExampleStacksFilesOpenedOnThePageFindWhatCheckFinds() throws IOException, CheckError, ConfigError {
        Path folder = Path.of("../docs/examples");
        Stack stack = StackReader.read("stack.yaml", Files.readString(folder.resolve("stack.yaml")),
                path -> {
                    try {
                        return Files.readString(folder.resolve(path));
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                });
        ConfigNode json = ConfigInput.parseDocument(CheckOutput.JSON.write(Checks.run(stack), ""));
        // The stack file's configs, chosen in its order; each file's first policy is the one it selects.
        List<String> paths = new ArrayList<>();
        for (StackLayer layer : stack.layers()) {
            paths.add(folder.resolve(layer.config()).toAbsolutePath().normalize().toString());
        }
        browser.find("#open-configs").sendKeys(String.join("\n", paths));
        awaitOpenStatus(browser);
        assertThat(openStatus(browser)).startsWith("Opened 5 files as a stack of 5 layers");
        // What the stack file says besides its configs: the caller's deadline and the layers' names.
        browser.type("deadline", Long.toString(stack.deadlineMs()));
        for (int i = 0; i < stack.layers().size(); i++) {
            browser.type("layer" + (i + 1) + "-name", stack.layers().get(i).policy().name());
        }
        // The Envoy route's per-try timeout, innermost, is the attempt timeout on the page as in check.
        assertThat(browser.value("timeout")).isEqualTo(Long.toString(stack.attemptTimeoutMs()));
        List<String> checked = new ArrayList<>();
        ConfigNode findings = json.get("findings");
        for (int i = 0; i < findings.size(); i++) {
            ConfigNode finding = findings.valueAt(i);
            String file = finding.get("file").text();
            // check names the stack file's entry of a layer whose limit no key sets; the page has no stack file.
            String place = file.equals("stack.yaml") ? "" : file.substring(file.lastIndexOf('/') + 1) + ":"
                    + finding.get("line").text() + ":" + finding.get("column").text();
            checked.add(finding.get("rule").text() + " " + finding.get("level").text() + " " + finding.get("layer").text()
                    + " " + place);
        }
        List<String> shown = new ArrayList<>();
        for (WebElement finding : browser.findAll("#checks .finding")) {
            List<WebElement> code = finding.findElements(org.openqa.selenium.By.tagName("code"));
            shown.add(finding.getAttribute("data-rule") + " " + finding.getAttribute("data-level") + " "
                    + finding.getAttribute("data-layer") + " " + (code.isEmpty() ? "" : code.get(0).getText()));
        }
        assertThat(checked).hasSize(15).contains("attempts-at-dependency error billing job job.yaml:8:3",
                "hidden-default note ingress Envoy ");
        assertThat(shown).containsExactlyElementsOf(checked);
        assertThat(browser.find("#checks p").getText()).startsWith("5 errors, 9 warnings, 1 note");
        // Each sentence once, as check words it.
        assertThat(browser.find("#checks li.callout.error").getText()).contains("162 attempts can reach the dependency"
                + " per call (3 x 3 x 3 x 3 x 2 from billing job, charge_card, payments gRPC client, Istio route and"
                + " ingress Envoy); the limit is 10.");
        // An edit by hand makes the layer the form's: its findings no longer name the file.
        browser.type("layer1-attempts", "2");
        assertThat(browser.find("#checks .finding[data-layer='billing job']").getText()).doesNotContain("job.yaml");
        assertThat(browser.find("#checks .finding[data-layer='charge_card'] code").getText()).isEqualTo("billing.py:8:29");
        assertThat(browser.consoleErrors()).isEmpty();
    }

    @Test
    void openConfigsRefusesByNameAndChangesNothing() throws IOException {
        String results = browser.resultsHtml();
        drop("notes.txt", "Remember to retry.", "job.yaml", example("kubernetes-job-pi.yaml"));
        awaitOpenStatus(browser);
        assertThat(openStatus(browser)).startsWith("Could not open notes.txt: Line 1, column 1: expected a config of a known"
                + " format").endsWith("Nothing was changed.");
        drop("logo.png", "\u0089PNG\u0000\u0000", "job.yaml", example("kubernetes-job-pi.yaml"));
        assertThat(openStatus(browser)).startsWith("Could not open logo.png: it is not text");
        String[] nine = new String[18];
        for (int i = 0; i < 9; i++) {
            nine[2 * i] = "job" + i + ".yaml";
            nine[2 * i + 1] = example("kubernetes-job-pi.yaml");
        }
        drop(nine);
        assertThat(openStatus(browser)).isEqualTo("A stack has at most 8 layers, and 9 files were chosen. Nothing was changed.");
        assertThat(browser.value("layer-count")).isEqualTo("3");
        assertThat(browser.value("layer1-attempts")).isEqualTo("3");
        assertThat(browser.resultsHtml()).isEqualTo(results);
        // A config dropped on the table is no worksheet: the worksheet toolbar says nothing.
        assertThat(browser.find("#worksheet-status").getAttribute("textContent")).isEmpty();
    }
}
