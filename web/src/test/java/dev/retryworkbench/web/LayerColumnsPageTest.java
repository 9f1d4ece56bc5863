package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.amplification.AmplificationTool;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * The workbench's stack of any depth (issue 30): "Add a layer", and each column's move outward, move inward
 * and remove, by keyboard, announced, with the results the JVM gives for the same form; four layers fit
 * beside the results at 1,280 x 800 and more scroll sideways inside the table only.
 */
class LayerColumnsPageTest {
    private static final AmplificationTool TOOL = new AmplificationTool();

    @RegisterExtension
    static final Browser browser = Browser.perClass(true);

    @BeforeEach
    void open() {
        Emulation.viewport(browser, 1280, 800, false);
        browser.open("amplification.html");
        browser.awaitScript();
    }

    private static List<String> shownLegends() {
        return browser.findAll(".field-table fieldset.column:not([hidden]) > legend").stream()
                .map(WebElement::getText).toList();
    }

    private static void press(WebElement button) {
        browser.script("arguments[0].focus()", button);
        new Actions(browser.driver()).sendKeys(Keys.ENTER).perform();
        browser.awaitAnswered();
    }

    private static String status() {
        return browser.find("#layer-status").getAttribute("textContent");
    }

    private static WebElement button(int slot, String move) {
        return browser.find("button.layer-move[data-slot='" + slot + "'][data-move='" + move + "']");
    }

    @Test
    void addingALayerShowsItsColumnAsTheInnermostAndChangesNothingUntilEdited() {
        assertThat(shownLegends()).containsExactly("Layer 1", "Layer 2", "Layer 3");
        String before = browser.figure("maxDownstreamAttempts");
        press(browser.find("#add-layer"));
        assertThat(shownLegends()).containsExactly("Layer 1", "Layer 2", "Layer 3", "Layer 4");
        assertThat(browser.value("layer-count")).isEqualTo("4");
        assertThat(browser.value("layer4-role")).isEqualTo("mesh");
        assertThat(browser.value("layer4-attempts")).isEqualTo("1");
        // The new column's role has focus, and the page says what happened.
        assertThat(browser.script("return document.activeElement.id")).isEqualTo("layer4-role");
        assertThat(status()).startsWith("Added layer 4 (Mesh), the innermost");
        assertThat(browser.figure("maxDownstreamAttempts")).isEqualTo(before);
        browser.type("layer4-attempts", "2");
        assertThat(browser.figure("maxDownstreamAttempts")).isEqualTo("54");
        browser.assertResultsMatchJvm(TOOL, Map.of("layer-count", "4", "layer4-attempts", "2"));
        assertThat(browser.consoleErrors()).isEmpty();
    }

    @Test
    void movingAndRemovingLayersMovesTheirValuesAndKeepsTheFocus() {
        browser.type("layer1-attempts", "5");
        press(button(0, "in"));
        // The runner's 5 attempts are now layer 2's, the application's 3 layer 1's.
        assertThat(browser.value("layer2-attempts")).isEqualTo("5");
        assertThat(browser.value("layer2-role")).isEqualTo("runner");
        assertThat(browser.value("layer1-role")).isEqualTo("application");
        assertThat(browser.script("return document.activeElement.getAttribute('data-slot')")).isEqualTo("1");
        assertThat(status()).startsWith("Moved layer 1 (Job runner) inward: it is now layer 2 of 3.");
        Map<String, String> moved = new HashMap<>(Map.of("layer1-role", "application", "layer2-role", "runner",
                "layer1-attempts", "3", "layer2-attempts", "5", "layer1-initial", "500", "layer2-initial", "1000",
                "layer1-max", "5000", "layer2-max", "10000"));
        browser.assertResultsMatchJvm(TOOL, moved);
        assertThat(browser.tableCaption()).contains("application.job runner.SDK");

        press(button(0, "out"));
        assertThat(status()).startsWith("Layer 1 is already the outermost.");
        assertThat(browser.value("layer1-role")).isEqualTo("application");

        press(button(1, "remove"));
        assertThat(shownLegends()).containsExactly("Layer 1", "Layer 2");
        assertThat(browser.value("layer-count")).isEqualTo("2");
        assertThat(browser.value("layer2-role")).isEqualTo("sdk");
        assertThat(status()).startsWith("Removed layer 2 (Job runner); the stack has 2 layers.");
        assertThat(browser.figure("maxDownstreamAttempts")).isEqualTo("9");
        press(button(0, "remove"));
        press(button(0, "remove"));
        assertThat(status()).startsWith("A stack has at least one layer.");
        assertThat(shownLegends()).containsExactly("Layer 1");
        assertThat(browser.figure("maxDownstreamAttempts")).isEqualTo("3");
        assertThat(browser.consoleErrors()).isEmpty();
    }

    @Test
    void aPerTryTimeoutOnTheLayerThatBecomesTheInnermostIsRefusedByName() {
        browser.type("layer2-per-try-timeout", "2000");
        assertThat(browser.errorText("layer2-per-try-timeout")).isEmpty();
        press(button(2, "remove"));
        assertThat(browser.errorText("layer2-per-try-timeout"))
                .startsWith("Layer 2 per-try timeout must be empty: the application layer is the innermost");
        assertThat(browser.staleNoticeShown()).isTrue();
    }

    @Test
    void fourLayersFitBesideTheResultsAndMoreScrollInsideTheTable() {
        press(browser.find("#add-layer"));
        double tableRight = ((Number) browser.script("return document.querySelector('.field-table')"
                + ".getBoundingClientRect().right")).doubleValue();
        double resultsLeft = ((Number) browser.script("return document.getElementById('results')"
                + ".getBoundingClientRect().left")).doubleValue();
        assertThat(tableRight).isLessThanOrEqualTo(resultsLeft);
        assertThat(browser.script("const t = document.querySelector('.field-table');"
                + " return t.scrollWidth <= t.clientWidth")).isEqualTo(true);
        for (int i = 0; i < 4; i++) {
            press(browser.find("#add-layer"));
        }
        assertThat(shownLegends()).hasSize(8);
        assertThat(status()).startsWith("Added layer 8");
        press(browser.find("#add-layer"));
        assertThat(status()).startsWith("A stack has at most 8 layers.");
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
        browser.script("const data = new DataTransfer();"
                + " data.items.add(new File([arguments[0]], 'stack.json', {type: 'application/json'}));"
                + " document.body.dispatchEvent(new DragEvent('drop', {dataTransfer: data, bubbles: true, cancelable: true}));",
                worksheet);
        new org.openqa.selenium.support.ui.WebDriverWait(browser.driver(), java.time.Duration.ofSeconds(10))
                .until(d -> "5".equals(browser.value("layer-count")));
        browser.awaitAnswered();
        assertThat(shownLegends()).hasSize(5);
        // 2 x 3 x 3 x 2 x 3 attempts; the two meshes are named apart.
        assertThat(browser.figure("maxDownstreamAttempts")).isEqualTo("108");
        assertThat(browser.resultsHtml()).contains("Mesh 2");
    }
}
