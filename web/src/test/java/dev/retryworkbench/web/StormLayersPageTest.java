package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.config.ConfigError;
import dev.retryworkbench.core.config.ConfigFormats;
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
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
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

    private static List<String> shownLegends() {
        return browser.findAll(".field-table fieldset.column:not([hidden]) > legend").stream()
                .map(WebElement::getText).toList();
    }

    private static void press(WebElement button) {
        browser.script("arguments[0].focus()", button);
        new Actions(browser.driver()).sendKeys(Keys.ENTER).perform();
        browser.awaitIdle();
    }

    private static String status() {
        return browser.find("#layer-status").getAttribute("textContent");
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
        assertThat(shownLegends()).containsExactly("Layer 1", "Layer 2", "Layer 3");
        String before = browser.resultsHtml();
        press(browser.find("#add-layer"));
        assertThat(shownLegends()).containsExactly("Layer 1", "Layer 2", "Layer 3", "Layer 4");
        assertThat(browser.value("layer-count")).isEqualTo("4");
        assertThat(browser.value("layer4-role")).isEqualTo("mesh");
        assertThat(browser.value("layer4-attempts")).isEqualTo("1");
        assertThat(browser.script("return document.activeElement.id")).isEqualTo("layer4-role");
        assertThat(status()).startsWith("Added layer 4 (Mesh), the innermost");
        // One attempt in the new innermost layer: the SDK's three are still every request's attempts.
        browser.assertResultsMatchJvm(TOOL, Map.of("layer-count", "4"));
        assertThat(browser.figures()).isEqualTo(browser.figuresIn(before));

        browser.type("layer4-attempts", "2");
        browser.awaitIdle();
        browser.assertResultsMatchJvm(TOOL, Map.of("layer-count", "4", "layer4-attempts", "2"));

        // The SDK moves in: its three immediate attempts are layer 4's, the mesh's two layer 3's.
        press(browser.find("button.layer-move[data-slot='2'][data-move='in']"));
        assertThat(browser.value("layer4-role")).isEqualTo("sdk");
        assertThat(browser.value("layer3-attempts")).isEqualTo("2");
        assertThat(status()).startsWith("Moved layer 3 (SDK) inward: it is now layer 4 of 4.");
        Map<String, String> moved = new HashMap<>(Map.of("layer-count", "4", "layer3-role", "mesh",
                "layer3-attempts", "2", "layer4-role", "sdk", "layer4-attempts", "3"));
        browser.assertResultsMatchJvm(TOOL, moved);

        press(browser.find("button.layer-move[data-slot='0'][data-move='remove']"));
        assertThat(shownLegends()).hasSize(3);
        assertThat(status()).startsWith("Removed layer 1 (Job runner); the stack has 3 layers.");
        browser.assertResultsMatchJvm(TOOL, form());
        assertThat(browser.consoleErrors()).isEmpty();
    }

    @Test
    void aWorksheetOfFiveLayersOpensWithItsColumnsAndTheJvmsFigures() {
        String worksheet = "{\"format\": \"retry-workbench/worksheet\", \"version\": 4, \"tool\": \"storm\","
                + " \"inputs\": {\"requestsPerSecond\": 10, \"arrivalsStopSeconds\": 40, \"failureProbability\": 0.2,"
                + " \"layers\": [{\"role\": \"runner\", \"attempts\": 2, \"initialBackoffMs\": 500, \"maxBackoffMs\": 500},"
                + " {\"role\": \"application\"}, {\"role\": \"sdk\", \"attempts\": 2}, {\"role\": \"mesh\", \"name\":"
                + " \"sidecar\"}, {\"role\": \"mesh\", \"attempts\": 3, \"budget\": {\"kind\": \"breaker\"}}],"
                + " \"comparedLayer\": 2, \"seed\": 11}}";
        browser.script("const data = new DataTransfer();"
                + " data.items.add(new File([arguments[0]], 'five.json', {type: 'application/json'}));"
                + " document.body.dispatchEvent(new DragEvent('drop', {dataTransfer: data, bubbles: true, cancelable: true}));",
                worksheet);
        new WebDriverWait(browser.driver(), Duration.ofSeconds(10)).until(d -> "5".equals(browser.value("layer-count")));
        browser.awaitIdle();
        assertThat(shownLegends()).hasSize(5);
        assertThat(browser.value("layer4-name")).isEqualTo("sidecar");
        assertThat(browser.value("budget")).isEqualTo("breaker");
        // The budget is the innermost's, the form's default; the comparison swaps the SDK's, layer 3.
        assertThat(browser.value("budget-layer")).isEmpty();
        assertThat(browser.value("compared-layer")).isEqualTo("3");
        Map<String, String> form = form();
        assertThat(form).containsEntry("layer5-attempts", "3").containsEntry("rps", "10");
        browser.assertResultsMatchJvm(TOOL, form);
        assertThat(browser.consoleErrors()).isEmpty();
    }

    /** Returns an example config of core's tests without its source line: the file a person would have. */
    private static String example(String name) throws IOException {
        String text = Files.readString(Path.of("../core/src/test/resources/config", name), StandardCharsets.UTF_8);
        return text.substring(text.indexOf("----\n") + 5);
    }

    private static String openStatus() {
        return browser.find("#open-configs-status").getAttribute("textContent");
    }

    @Test
    void openConfigsMakesTheStackFromFiveFilesWithTheJvmsFigures(@TempDir Path folder) throws IOException,
            ConfigError {
        // A light load, so the nest of up to 3,150 attempts a request stays quick to simulate.
        browser.setValue("rps", "2");
        browser.setValue("trigger-rps", "4");
        browser.setValue("failure-probability", "0.3");
        browser.awaitIdle();
        String[] names = {"istio-ratings-retries.yaml", "tenacity-stop-after-attempt.py", "envoy-istio-route-dump.json",
            "kubernetes-job-pi.yaml", "aws-config-file.ini"};
        List<String> paths = new ArrayList<>();
        for (String name : names) {
            Path file = folder.resolve(name);
            Files.writeString(file, example(name), StandardCharsets.UTF_8);
            paths.add(file.toString());
        }
        browser.find("#open-configs").sendKeys(String.join("\n", paths));
        new WebDriverWait(browser.driver(), Duration.ofSeconds(20)).until(d -> !openStatus().startsWith("Reading"));
        browser.awaitIdle();
        assertThat(openStatus()).startsWith("Opened 5 files as a stack of 5 layers");
        assertThat(shownLegends()).hasSize(5);
        String[] placed = {"kubernetes-job-pi.yaml", "tenacity-stop-after-attempt.py", "aws-config-file.ini",
            "istio-ratings-retries.yaml", "envoy-istio-route-dump.json"};
        String[] roles = {"runner", "application", "sdk", "mesh", "mesh"};
        for (int slot = 0; slot < 5; slot++) {
            String id = "layer" + (slot + 1);
            assertThat(browser.value(id + "-role")).as(id).isEqualTo(roles[slot]);
            int attempts = ConfigFormats.read(example(placed[slot]), ConfigFormats.AUTO).block().policy().attempts();
            assertThat(browser.value(id + "-attempts")).as(id + " " + placed[slot]).isEqualTo(Integer.toString(attempts));
        }
        List<WebElement> report = browser.findAll("#open-configs-report > ul > li");
        assertThat(report).hasSize(5);
        assertThat(report.get(0).findElement(By.tagName("p")).getText())
                .isEqualTo("kubernetes-job-pi.yaml \u2192 layer 1 (Job runner)");
        assertThat(report.get(4).getText()).contains("envoy-istio-route-dump.json \u2192 layer 5 (Mesh)", "Read as Envoy");
        browser.assertResultsMatchJvm(TOOL, form());
        assertThat(browser.consoleErrors()).isEmpty();
    }
}
