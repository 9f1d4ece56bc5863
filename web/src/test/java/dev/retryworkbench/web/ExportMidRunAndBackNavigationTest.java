package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.amplification.AmplificationTool;
import dev.retryworkbench.core.check.Checks;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.storm.StormTool;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * What the form and the results hold when a person does something while a run in slices goes on (an
 * export finishes the run first, so the file holds the form's inputs), or comes back to a page (the
 * browser restores no field, so the form and the results agree).
 */
class ExportMidRunAndBackNavigationTest {
    private static final Path DOWNLOADS = temporaryDirectory();

    @RegisterExtension
    static final Browser browser = Browser.perClassWithDownloads(DOWNLOADS);

    private static Path temporaryDirectory() {
        try {
            return Files.createTempDirectory("export-mid-run");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @BeforeEach
    void emptyDownloads() throws IOException {
        try (Stream<Path> files = Files.list(DOWNLOADS)) {
            for (Path file : files.toList()) {
                Files.delete(file);
            }
        }
    }

    @Test
    void aWorksheetDownloadedMidRunHoldsTheFormsInputsAndTheirResults() throws IOException {
        browser.open("storm.html");
        browser.awaitScript();
        browser.setValue("arrivals-stop", "600");
        browser.setValue("rps", "400");
        assertThat((String) browser.script("return document.getElementById('progress').textContent"))
                .startsWith("Simulating");
        browser.find("#export-json").click();
        String worksheet = Files.readString(Downloads.awaitOne(browser.driver(), DOWNLOADS, "json"), StandardCharsets.UTF_8);
        assertThat(worksheet).containsPattern("\"requestsPerSecond\":\\s*400[,\\s}]");
        assertThat(worksheet).containsPattern("\"arrivalsStopSeconds\":\\s*600[,\\s}]");
        // The run was finished for the export: its results are shown, not the previous inputs'.
        assertThat(browser.script("return document.getElementById('progress').textContent")).isEqualTo("");
        assertThat(browser.find("#results").getAttribute("aria-busy")).isNull();
        assertThat(browser.find("#worksheet-status").getText()).doesNotContain("last valid result");
        browser.assertResultsMatchJvm(new StormTool(), Map.of("arrivals-stop", "600", "rps", "400"));
    }

    /**
     * Back navigation into a fresh document (not the back/forward cache): a browser that restored a
     * changed select would do so after the page's script has read the form, leaving the results of other
     * inputs under it. Selects are autocomplete=off like the text fields, so the page comes back whole.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"amplification.html, layer3-jitter, full", "storm.html, budget, breaker"})
    void aPageComesBackWithItsDefaultsAndTheirResults(String page, String select, String option) {
        browser.open(page);
        browser.awaitScript();
        String defaults = browser.resultsHtml();
        browser.select(select, option);
        browser.awaitIdle();
        assertThat(browser.resultsHtml()).isNotEqualTo(defaults);
        browser.script("window.beforeNavigation = true;");
        browser.open("index.html");
        back();
        new WebDriverWait(browser.driver(), Duration.ofSeconds(20)).until(d -> d.getCurrentUrl().endsWith("/" + page));
        browser.awaitScript();
        assertThat(browser.script("return window.beforeNavigation === undefined"))
                .as("a fresh document, not the back/forward cache").isEqualTo(true);
        // Past pageshow, when Chromium restores what it restores.
        browser.script("return new Promise(done => setTimeout(done, 500))");
        browser.awaitIdle();
        String selectDefault = FormReading.defaults(page.startsWith("storm") ? new StormTool().form()
                : new AmplificationTool(Checks.FINDINGS).form()).get(select);
        assertThat(browser.value(select)).isEqualTo(selectDefault);
        assertThat(browser.resultsHtml()).isEqualTo(defaults);
    }

    /**
     * Goes back one entry of the session history, as the back button does, by the entry's id. Neither
     * {@code history.back()} nor ChromeDriver's back will do: under load, Chromium at times skipped the
     * page's entry and went back two (its entries before and after, read by Page.getNavigationHistory,
     * showed it; about one back in five with both cores busy); ChromeDriver's back, which waits on the
     * navigation itself, once lost the frame in the renderer swap ("aborted by navigation").
     */
    @SuppressWarnings("unchecked")
    private static void back() {
        // A WebDriver command first, which waits until the last navigation's renderer swap is done; the CDP
        // pass-through does not, and Page.getNavigationHistory right after opening a page failed "Not attached to
        // an active page" about one time in twenty with both cores busy (none in 150 after a script).
        browser.script("return document.readyState");
        Map<String, Object> history = browser.driver().executeCdpCommand("Page.getNavigationHistory", Map.of());
        List<Map<String, Object>> entries = (List<Map<String, Object>>) history.get("entries");
        int current = ((Number) history.get("currentIndex")).intValue();
        browser.driver().executeCdpCommand("Page.navigateToHistoryEntry", Map.of("entryId", entries.get(current - 1).get("id")));
    }

}
