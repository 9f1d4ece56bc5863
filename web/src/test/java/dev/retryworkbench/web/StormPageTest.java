package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.storm.StormTool;
import dev.retryworkbench.web.bench.SliceTasks;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The retry storm simulator in real Chromium: the pre-rendered worked example, an edit checked against
 * the JVM, a big input simulated in slices with a progress line, an invalid edit
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

        browser.type("layer3-attempts", "2");
        browser.awaitIdle();
        browser.assertResultsMatchJvm(TOOL, Map.of("budget", "breaker", "layer3-attempts", "2"));
        assertThat(browser.consoleErrors()).isEmpty();
    }

    /**
     * A big input runs in many tasks with a progress line, then shows the JVM's figures. How long each
     * task takes (none 50 ms or more) is measured by RecomputeBenchmark, not asserted here: a timed
     * assertion fails whenever the machine running the suite is busy.
     */
    @Test
    void aBigInputRunsInSlicesWithProgress() {
        try (SliceTasks timing = SliceTasks.install(browser.driver())) {
            browser.open(PAGE);
            browser.awaitScript();
        }
        // 400 requests per second for 600 s with three attempts each: about 240,000 requests, 1.9 million
        // attempts over the six runs.
        browser.setValue("arrivals-stop", "600");
        browser.script("window.sliceTasks = [];");
        browser.setValue("rps", "400");
        new WebDriverWait(browser.driver(), Duration.ofSeconds(10)).until(d -> ((String) browser.script(
                "return document.getElementById('progress').textContent")).startsWith("Simulating"));
        assertThat(browser.find("#results").getAttribute("aria-busy")).isEqualTo("true");
        browser.awaitIdle();
        assertThat(browser.find("#results").getAttribute("aria-busy")).isNull();
        assertThat(browser.script("return document.getElementById('progress').textContent")).isEqualTo("");
        browser.assertResultsMatchJvm(TOOL, Map.of("arrivals-stop", "600", "rps", "400"));
        // Slices of about 8 ms between other tasks: far more than a handful, whatever the machine's speed.
        assertThat((Long) browser.script("return window.sliceTasks.length;")).isGreaterThan(10);
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

    /** Issue 23: the comparison's Recovery column, the one that matters, is on screen on a phone without scrolling the table. */
    @ParameterizedTest(name = "{0} px")
    @ValueSource(ints = {320, 390})
    void theComparisonsRecoveryColumnIsOnAPhoneScreen(int width) {
        try {
            Emulation.viewport(browser, width, 800, true);
            browser.open(PAGE);
            browser.awaitScript();
            @SuppressWarnings("unchecked")
            Map<String, Object> edges = (Map<String, Object>) browser.script(String.join("\n",
                    "const table = document.querySelector('tr[data-strategy]').closest('table');",
                    "const wrap = table.closest('.table-wrap');",
                    "const heads = [...table.querySelectorAll('thead th')];",
                    "const recovery = heads.find(h => h.textContent === 'Recovery');",
                    "const cell = table.querySelector('tr[data-strategy=\"entered\"]').children[heads.indexOf(recovery)];",
                    "return {index: heads.indexOf(recovery), right: cell.getBoundingClientRect().right,",
                    "  wrapRight: wrap.getBoundingClientRect().right, viewport: innerWidth, scrolled: wrap.scrollLeft,",
                    "  text: cell.textContent};"));
            assertThat(((Number) edges.get("index")).intValue()).isEqualTo(1);
            assertThat(edges.get("text")).isEqualTo("never");
            assertThat(((Number) edges.get("scrolled")).doubleValue()).isZero();
            double right = ((Number) edges.get("right")).doubleValue();
            assertThat(right).isLessThanOrEqualTo(((Number) edges.get("wrapRight")).doubleValue() + 0.5)
                    .isLessThanOrEqualTo(width);
        } finally {
            Emulation.reset(browser);
        }
    }

    /** Issue 19: the budget picker shows only the chosen kind's parameters, which keep their values while hidden. */
    @Test
    void theBudgetPickerShowsOnlyTheChosenKindsParameters() {
        assertThat(shownBudgetFields()).isEmpty();
        browser.select("budget", "aws-quota");
        browser.awaitIdle();
        assertThat(shownBudgetFields()).containsExactly("budget-preset", "budget-capacity", "budget-retry-cost",
                "budget-timeout-retry-cost", "budget-no-retry-increment", "budget-throttling-retry-cost");
        browser.select("budget", "breaker");
        browser.awaitIdle();
        assertThat(shownBudgetFields()).containsExactly("budget-threshold");
        browser.type("budget-threshold", "0.2");
        browser.awaitIdle();
        browser.select("budget", "ratio");
        browser.awaitIdle();
        assertThat(shownBudgetFields()).containsExactly("budget-percent-can-retry", "budget-min-retries-per-second",
                "budget-ttl");
        // Hidden, the breaker's threshold keeps its value, and the results read it (the ratio ignores it).
        assertThat(browser.value("budget-threshold")).isEqualTo("0.2");
        browser.assertResultsMatchJvm(TOOL, Map.of("budget", "ratio", "budget-threshold", "0.2"));
        // Keyboard: the next stop after the select is the chosen kind's first field (its help button, then its input).
        browser.find("#budget").sendKeys(org.openqa.selenium.Keys.TAB);
        assertThat(browser.script("return document.activeElement.getAttribute('aria-controls')"))
                .isEqualTo("budget-percent-can-retry-help");

        // A field in error stays in sight whatever the kind, so its message and the notice's link work.
        browser.select("budget", "breaker");
        browser.type("budget-threshold", "-1");
        browser.select("budget", "token-bucket");
        assertThat(browser.staleNoticeShown()).isTrue();
        assertThat(shownBudgetFields()).containsExactly("budget-capacity", "budget-refill", "budget-threshold");
        browser.type("budget-threshold", "0.1");
        browser.awaitIdle();
        assertThat(shownBudgetFields()).containsExactly("budget-capacity", "budget-refill");
    }

    @SuppressWarnings("unchecked")
    private java.util.List<String> shownBudgetFields() {
        return (java.util.List<String>) browser.script("return [...document.querySelectorAll('[id^=\"budget-\"]')]"
                + ".filter(e => (e.tagName === 'INPUT' || e.tagName === 'SELECT') && e.offsetParent !== null)"
                + ".map(e => e.id);");
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
