package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.json.JsonNumber;
import dev.retryworkbench.core.json.JsonObject;
import dev.retryworkbench.core.json.JsonReader;
import dev.retryworkbench.core.storm.StormTool;
import dev.retryworkbench.web.bench.SliceTasks;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The retry storm simulator in real Chromium: the pre-rendered worked example, an edit checked against
 * the JVM, a big input simulated in slices with a progress line and no long task, an invalid edit
 * that drops the run going, and an invalid input that keeps the last result under the notice.
 */
class StormPageTest {
    private static final String PAGE = "storm.html";
    private static final StormTool TOOL = new StormTool();

    @RegisterExtension
    static final Browser browser = Browser.perClass(true);

    @BeforeEach
    void open() {
        browser.open(PAGE);
        browser.awaitScript();
    }

    @Test
    void showsTheWorkedExampleAndAnEditMatchesTheJvm() {
        String preRendered = browser.preRenderedResultsHtml(PAGE);
        assertThat(browser.resultsHtml()).isEqualTo(preRendered);
        assertThat(preRendered).isEqualTo(browser.normalized(Browser.evaluateOnJvm(TOOL, Map.of()).resultsHtml()));
        assertThat(browser.figuresIn(preRendered)).containsEntry("recovery", "Did not recover");

        browser.select("budget", "breaker");
        browser.awaitIdle();
        browser.assertResultsMatchJvm(TOOL, Map.of("budget", "breaker"));
        assertThat(browser.figures().get("recovery")).endsWith(" s");

        browser.type("sdk-attempts", "2");
        browser.awaitIdle();
        browser.assertResultsMatchJvm(TOOL, Map.of("budget", "breaker", "sdk-attempts", "2"));
        assertThat(browser.consoleErrors()).isEmpty();
    }

    @Test
    void aBigInputShowsProgressAndNoTaskRunsOver50Ms() throws JsonReader.JsonException {
        // Busy time: every slice's task, timed, plus the edit's own event below, so the attempts-per-second
        // figure can leave out the gaps between slices. The timing starts with the page, so it opens anew.
        try (SliceTasks timing = SliceTasks.install(browser.driver())) {
            browser.open(PAGE);
            browser.awaitScript();
        }
        browser.script("window.__done = null; window.__t0 = performance.now();"
                + "new MutationObserver(() => { if (document.getElementById('progress').textContent === ''"
                + " && window.__done === null) { window.__done = performance.now(); } })"
                + ".observe(document.getElementById('progress'), {childList: true, characterData: true, subtree: true});");
        browser.script("window.__longTasks = [];"
                + "new PerformanceObserver(list => list.getEntries().forEach(e => window.__longTasks.push(e.duration)))"
                + ".observe({type: 'longtask'});");
        // 400 requests per second for 600 s with three attempts each: about 240,000 requests.
        browser.setValue("arrivals-stop", "600");
        browser.script("window.sliceTasks = []; const t = performance.now();"
                + "const input = document.getElementById('rps'); input.value = '400';"
                + "input.dispatchEvent(new Event('input', {bubbles: true})); window.sliceTasks.push(performance.now() - t);");
        new WebDriverWait(browser.driver(), Duration.ofSeconds(10)).until(d -> ((String) browser.script(
                "return document.getElementById('progress').textContent")).startsWith("Simulating"));
        assertThat(browser.find("#results").getAttribute("aria-busy")).isEqualTo("true");
        browser.awaitIdle();
        assertThat(browser.find("#results").getAttribute("aria-busy")).isNull();
        browser.assertResultsMatchJvm(TOOL, Map.of("arrivals-stop", "600", "rps", "400"));
        // Attempts per second in Chromium, all six runs together, for docs/performance.md.
        double ms = ((Number) browser.script("return window.__done - window.__t0;")).doubleValue();
        JsonObject results = (JsonObject) ((JsonObject) JsonReader.parse(Browser.evaluateOnJvm(TOOL,
                Map.of("arrivals-stop", "600", "rps", "400")).export().worksheetJson())).get("results");
        double requests = Double.parseDouble(((JsonNumber) results.get("requests")).text());
        double attempts = 0;
        for (Object row : (List<?>) results.get("comparison")) {
            attempts += requests * Double.parseDouble(((JsonNumber) ((JsonObject) row).get("amplification")).text());
        }
        double busy = ((Number) browser.script("return window.sliceTasks.reduce((sum, ms) => sum + ms, 0);"))
                .doubleValue();
        System.out.println("[storm] " + Math.round(attempts) + " attempts in " + Math.round(ms) + " ms in Chromium: "
                + Math.round(attempts / ms * 1000) + " attempts/s with the gaps between slices; "
                + Math.round(busy) + " ms of it busy in the page's tasks: " + Math.round(attempts / busy * 1000)
                + " attempts/s");
        @SuppressWarnings("unchecked")
        List<Number> longTasks = (List<Number>) browser.script("return window.__longTasks;");
        assertThat(longTasks).allSatisfy(duration -> assertThat(duration.doubleValue()).isLessThan(50));
    }

    @Test
    void aNewEditDropsTheRunStillGoing() {
        browser.setValue("arrivals-stop", "600");
        browser.setValue("rps", "400");
        browser.setValue("rps", "30");
        browser.awaitIdle();
        browser.assertResultsMatchJvm(TOOL, Map.of("arrivals-stop", "600", "rps", "30"));
    }

    @Test
    void anInvalidEditDropsTheRunAndAValidOneClearsItsMessageAtOnce() {
        String before = browser.resultsHtml();
        browser.setValue("arrivals-stop", "600");
        browser.setValue("rps", "400");
        assertThat(progress()).startsWith("Simulating");
        browser.setValue("clients", "0");
        assertThat(progress()).isEmpty();
        assertThat(browser.find("#results").getAttribute("aria-busy")).isNull();
        assertThat(browser.staleNoticeShown()).isTrue();
        // Give the dropped run, had it gone on, time to finish and replace the results.
        browser.script("return new Promise(done => setTimeout(done, 2000))");
        assertThat(browser.resultsHtml()).isEqualTo(before);

        browser.setValue("clients", "10");
        // Within the edit's own task, while the results are still the previous inputs'.
        assertThat(browser.errorText("clients")).isEmpty();
        assertThat(browser.staleNoticeShown()).isFalse();
        assertThat(progress()).startsWith("Simulating");
        assertThat(browser.resultsHtml()).isEqualTo(before);
        browser.awaitIdle();
        browser.assertResultsMatchJvm(TOOL, Map.of("arrivals-stop", "600", "rps", "400"));
    }

    private String progress() {
        return (String) browser.script("return document.getElementById('progress').textContent");
    }

    @Test
    void anInvalidInputKeepsTheLastResultUnderTheNotice() {
        String before = browser.resultsHtml();
        browser.type("clients", "0");
        assertThat(browser.errorText("clients")).startsWith("Clients must be a whole number from 1 to 100,000");
        assertThat(browser.staleNoticeShown()).isTrue();
        assertThat(browser.resultsHtml()).isEqualTo(before);
        browser.setValue("rps", "100000");
        browser.setValue("arrivals-stop", "3600");
        assertThat(browser.errorText("rps")).contains("at most 20,000,000");
        browser.assertErrorsOnlyAt(TOOL, "clients", "rps");
        assertThat(browser.resultsHtml()).isEqualTo(before);
    }
}
