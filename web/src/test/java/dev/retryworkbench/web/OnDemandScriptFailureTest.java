package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A script the storm page loads on demand that cannot load (offline, or a file left out of a copy of the site,
 * as here): the page says so where the person waits, changes nothing, and tries again on the next use, instead
 * of doing nothing or leaving a note busy for ever (web.OnDemandScript).
 */
class OnDemandScriptFailureTest {
    /**
     * The scripts left out of the copy; each test puts back the one it retries with, and no other test needs that
     * one absent (a browser may keep a script it loaded from file:// in its memory cache).
     */
    private static final List<String> LEFT_OUT = List.of("stack-open.js", "map.js", "preset-words.js",
            "worksheet-open.js", "storm-configs.js");

    @TempDir
    static Path copy;

    // The failed loads are console errors; each test checks that they are all there is (afterEach below).
    @RegisterExtension
    static final Browser browser = Browser.perClassIgnoringConsole();

    @BeforeAll
    static void copyTheSite() throws IOException {
        try (Stream<Path> files = Files.list(browser.siteDirectory())) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Files.copy(file, copy.resolve(file.getFileName()));
            }
        }
    }

    @BeforeEach
    void openTheCopyWithoutItsOnDemandScripts() throws IOException {
        for (String script : LEFT_OUT) {
            Files.deleteIfExists(copy.resolve(script));
        }
        browser.openUrl(copy.resolve("storm.html").toUri().toString());
        browser.awaitScript();
        browser.consoleErrors();
    }

    @AfterEach
    void onlyTheLeftOutScriptsFailed() {
        assertThat(browser.consoleErrors()).allSatisfy(error -> assertThat(error).contains("ERR_FILE_NOT_FOUND")
                .containsAnyOf(LEFT_OUT.toArray(String[]::new)));
    }

    @Test
    void theStacksButtonsAndOpenConfigsSayWhatDidNotLoadAndChangeNothing() throws IOException {
        browser.find("#add-layer").click();
        awaitText("layer-status", "Could not load stack-open.js (offline?), so nothing was done");
        // No edit waits for it: the page is answered, with its three layers.
        browser.awaitIdle();
        assertThat(browser.value("layer-count")).isEqualTo("3");
        assertThat(browser.find("#layer4-column").isDisplayed()).isFalse();

        putBack("stack-open.js");
        browser.find("#add-layer").click();
        new WebDriverWait(browser.driver(), Duration.ofSeconds(10)).until(d ->
                "4".equals(browser.value("layer-count")));
        browser.awaitIdle();
        assertThat(browser.find("#layer4-column").isDisplayed()).isTrue();

        // "Open configs" with stack-open.js there but not the blocks' declarations (storm-configs.js): the opening
        // says so and is dropped, and the config scripts that ran without it throw nothing (afterEach).
        Path config = Files.copy(Path.of("../core/src/test/resources/config/kubernetes-job-pi.yaml"),
                copy.resolve("job.yaml"), StandardCopyOption.REPLACE_EXISTING);
        browser.find("#open-configs").sendKeys(config.toString());
        awaitText("open-configs-status", "Could not load storm-configs.js (offline?), so nothing was done: reload");
        browser.awaitIdle();
        assertThat(browser.value("layer-count")).isEqualTo("4");
    }

    @Test
    void theMapSaysMapJsDidNotLoadDropsThePressAndStartsOnceItCan() throws IOException {
        browser.find("#map-button").click();
        awaitText("map-progress", "Could not load map.js (offline?), so nothing was done: try again");
        assertThat(browser.find("#map-button").getText()).isEqualTo("Map the edge of safety");

        // Editing the map's fields loads map.js now; the press that failed does not start a map by itself.
        putBack("map.js");
        browser.script("document.addEventListener('load', e => {"
                + " if (e.target.id === 'map-script') { window.mapRan = true; } }, true)");
        browser.type("map-values", "2");
        browser.type("map-durations", "5");
        new WebDriverWait(browser.driver(), Duration.ofSeconds(10)).until(d ->
                Boolean.TRUE.equals(browser.script("return window.mapRan === true")));
        browser.awaitIdle();
        assertThat(text("map-progress")).startsWith("The map was for the inputs before your edit");
        assertThat(text("map-progress")).doesNotStartWith("Mapping");
        assertThat(browser.find("#map-button").getText()).isEqualTo("Map the edge of safety");

        browser.find("#map-button").click();
        new WebDriverWait(browser.driver(), Duration.ofSeconds(60)).until(d ->
                text("map-progress").startsWith("Mapped "));
    }

    @Test
    void aPresetsSentenceSaysItsWordsDidNotLoadAndTheSameChoiceAsksAgain() throws IOException {
        String preset = (String) browser.script("return document.getElementById('layer1-preset').options[1].value");
        browser.select("layer1-preset", preset);
        awaitText("layer1-preset-about", "Could not load preset-words.js (offline?), so nothing was done: try again");
        assertThat(browser.find("#layer1-preset-about").getDomAttribute("aria-busy")).isNull();

        // Two choices while it loads: each note waits for it, and each says it did not load.
        browser.script("for (const id of ['layer1-preset', 'layer2-preset']) {"
                + " const select = document.getElementById(id); select.value = select.options[2].value;"
                + " select.dispatchEvent(new Event('change', {bubbles: true})); }");
        awaitText("layer1-preset-about", "Could not load preset-words.js (offline?), so nothing was done: try again");
        awaitText("layer2-preset-about", "Could not load preset-words.js (offline?), so nothing was done: try again");

        // The same choice again (a change with the same value) asks for the words again, and gets them.
        putBack("preset-words.js");
        browser.script("document.getElementById('layer1-preset').dispatchEvent(new Event('change', {bubbles: true}))");
        new WebDriverWait(browser.driver(), Duration.ofSeconds(10)).until(d -> {
            String words = text("layer1-preset-about");
            return !words.isEmpty() && !words.startsWith("Could not load");
        });
        assertThat(browser.find("#layer1-preset-about").getDomAttribute("aria-busy")).isNull();
    }

    @Test
    void openingAWorksheetSaysTheReaderDidNotLoad() throws IOException {
        Path worksheet = Files.writeString(copy.resolve("worksheet.json"), "{}");
        browser.script("document.getElementById('import-file').hidden = false");
        browser.find("#import-file").sendKeys(worksheet.toString());
        browser.script("document.getElementById('import-file').hidden = true");
        awaitText("worksheet-status", "Could not load worksheet-open.js (offline?), so nothing was done: try again");
    }

    /**
     * The three scripts run in order, the later ones needing the first (the blocks' declarations, storm-configs.js):
     * without it, they bind nothing and throw nothing (afterEach), and the control asks for a reload, not a retry.
     */
    @Test
    void aLayersPasteAndCopySaysItsScriptsDidNotLoadAndAsksForAReload() {
        String failure = "Could not load storm-configs.js (offline?), so nothing was done: reload the page.";
        browser.find("#layer1-config > summary").click();
        new WebDriverWait(browser.driver(), Duration.ofSeconds(10)).until(d ->
                browser.find("#layer1-config .config-paste").getText().equals(failure));
        assertThat(browser.script("return document.querySelectorAll('[data-copy-bound], [data-paste-bound]').length"))
                .isEqualTo(0L);

        // Another layer's control, opened after the failure, says so at once instead of "Loading..." for ever.
        browser.find("#layer1-config > summary").click();
        browser.find("#layer2-config > summary").click();
        new WebDriverWait(browser.driver(), Duration.ofSeconds(10)).until(d ->
                !"Loading\u2026".equals(browser.find("#layer2-config .config-paste").getText()));
        assertThat(browser.find("#layer2-config .config-paste").getText()).isEqualTo(failure);
    }

    private static void awaitText(String id, String start) {
        new WebDriverWait(browser.driver(), Duration.ofSeconds(10)).until(d -> text(id).startsWith(start));
    }

    private static String text(String id) {
        return (String) browser.script("return document.getElementById(arguments[0]).textContent", id);
    }

    private static void putBack(String script) throws IOException {
        Files.copy(browser.siteDirectory().resolve(script), copy.resolve(script), StandardCopyOption.REPLACE_EXISTING);
    }
}
