package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.config.ConfigError;
import dev.retryworkbench.core.config.ConfigFormats;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.tool.Tool;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * What the tests of a page's stack read and do, the same on the workbench and the storm simulator: the
 * layers' columns shown, a button pressed by keyboard, what the stack's live regions say, config files as a
 * person has them.
 */
final class StackColumns {
    private StackColumns() {
    }

    /** Returns the legends of the columns shown, outermost first. */
    static List<String> shownLegends(Browser browser) {
        return browser.findAll(".field-table fieldset.column:not([hidden]) > legend").stream()
                .map(WebElement::getText).toList();
    }

    /** Presses {@code button} with the Enter key, as a keyboard user does, and waits for the page's answer. */
    static void press(Browser browser, WebElement button) {
        browser.script("arguments[0].focus()", button);
        new Actions(browser.driver()).sendKeys(Keys.ENTER).perform();
        browser.awaitAnswered();
    }

    /** Returns what the stack's buttons said last. */
    static String status(Browser browser) {
        return browser.find("#layer-status").getAttribute("textContent");
    }

    /** Returns the button of slot {@code slot} (0 the outermost) that does {@code move}: "out", "in", "remove". */
    static WebElement button(Browser browser, int slot, String move) {
        return browser.find("button.layer-move[data-slot='" + slot + "'][data-move='" + move + "']");
    }

    /** Returns an example config of core's tests without its source line: the file a person would have. */
    static String example(String name) throws IOException {
        String text = Files.readString(Path.of("../core/src/test/resources/config", name), StandardCharsets.UTF_8);
        return text.substring(text.indexOf("----\n") + 5);
    }

    /** Returns what "Open configs" said last. */
    static String openStatus(Browser browser) {
        return browser.find("#open-configs-status").getAttribute("textContent");
    }

    /**
     * Chooses five example configs with "Open configs" (in no particular order, files of four of the five parts of
     * the readers), waits until the page has read them and checks that each became the layer its role places it in,
     * outermost first (the mesh's two files keep their order), its name its role's, and that the report says so
     * file by file. Returns the form's texts then, which the page's results must be the JVM's for.
     */
    static Map<String, String> openFiveConfigs(Browser browser, Path folder, Tool tool) throws IOException,
            ConfigError {
        String[] names = {"istio-ratings-retries.yaml", "tenacity-stop-after-attempt.py", "envoy-istio-route-dump.json",
            "kubernetes-job-pi.yaml", "aws-config-file.ini"};
        List<String> paths = new ArrayList<>();
        for (String name : names) {
            Path file = folder.resolve(name);
            Files.writeString(file, example(name), StandardCharsets.UTF_8);
            paths.add(file.toString());
        }
        browser.find("#open-configs").sendKeys(String.join("\n", paths));
        awaitOpenStatus(browser);
        browser.awaitIdle();
        assertThat(openStatus(browser)).startsWith("Opened 5 files as a stack of 5 layers");
        assertThat(shownLegends(browser)).hasSize(5);
        String[] placed = {"kubernetes-job-pi.yaml", "tenacity-stop-after-attempt.py", "aws-config-file.ini",
            "istio-ratings-retries.yaml", "envoy-istio-route-dump.json"};
        String[] roles = {"runner", "application", "sdk", "mesh", "mesh"};
        for (int slot = 0; slot < 5; slot++) {
            String id = "layer" + (slot + 1);
            assertThat(browser.value(id + "-role")).as(id).isEqualTo(roles[slot]);
            assertThat(browser.value(id + "-name")).as(id).isEmpty();
            int attempts = ConfigFormats.read(example(placed[slot]), ConfigFormats.AUTO).block().policy().attempts();
            assertThat(browser.value(id + "-attempts")).as(id + " " + placed[slot]).isEqualTo(Integer.toString(attempts));
        }
        List<WebElement> report = browser.findAll("#open-configs-report > ul > li");
        assertThat(report).hasSize(5);
        assertThat(report.get(0).findElement(By.tagName("p")).getText())
                .isEqualTo("kubernetes-job-pi.yaml \u2192 layer 1 (Job runner)");
        assertThat(report.get(4).getText()).contains("envoy-istio-route-dump.json \u2192 layer 5 (Mesh)", "Read as Envoy");
        Map<String, String> form = new HashMap<>();
        for (Field field : FieldGroup.fieldsOf(tool.form())) {
            form.put(field.id(), browser.value(field.id()));
        }
        return form;
    }

    /** Drops the worksheet {@code text} on the page, as a person drags a file onto it. */
    static void dropWorksheet(Browser browser, String text) {
        browser.script("const data = new DataTransfer();"
                + " data.items.add(new File([arguments[0]], 'stack.json', {type: 'application/json'}));"
                + " document.body.dispatchEvent(new DragEvent('drop', {dataTransfer: data, bubbles: true, cancelable: true}));",
                text);
    }

    /** Waits until "Open configs" has read its files and the page has answered. */
    static void awaitOpenStatus(Browser browser) {
        new WebDriverWait(browser.driver(), Duration.ofSeconds(20)).until(d -> !openStatus(browser).startsWith("Reading"));
        browser.awaitAnswered();
    }
}
