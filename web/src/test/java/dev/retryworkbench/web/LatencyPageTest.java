package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.latency.LatencyFields;
import dev.retryworkbench.core.latency.LatencyTool;
import dev.retryworkbench.web.bench.SliceTasks;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The latency planner in real Chromium: the pre-rendered worked example is the JVM's, edits (hedging after a
 * delay, Envoy's hedging) recompute as the JVM does, a big input runs in slices with a progress line, and bad
 * input gets its message at the field with the last valid result kept.
 */
class LatencyPageTest {
    private static final String PAGE = "latency.html";
    private static final LatencyTool TOOL = new LatencyTool();

    @RegisterExtension
    static final Browser browser = Browser.perClass(true);

    @BeforeEach
    void open() {
        browser.open(PAGE);
        browser.awaitScript();
    }

    private String progress() {
        return (String) browser.script("return document.getElementById('progress').textContent");
    }

    @Test
    void showsTheWorkedExampleAndItsFiguresEqualTheJvms() {
        String preRendered = browser.preRenderedResultsHtml(PAGE);
        assertThat(browser.resultsHtml()).isEqualTo(preRendered);
        assertThat(preRendered).isEqualTo(browser.normalized(Browser.evaluateOnJvm(TOOL, Map.of()).resultsHtml()));
        assertThat(browser.figuresIn(preRendered)).containsOnlyKeys("enteredSuccess", "enteredP99",
                "enteredExtraLoad", "suggestedDelay");
        // The five rows and the six delays of the trade-off, in two tables.
        assertThat(browser.findAll("#results tr[data-row]")).hasSize(5);
        assertThat(browser.findAll("#results table")).hasSize(2);

        browser.type("attempts", "5");
        browser.awaitIdle();
        browser.assertResultsMatchJvm(TOOL, Map.of("attempts", "5"));
        assertThat(browser.announcement()).startsWith("Entered policy: ");
        assertThat(browser.consoleErrors()).isEmpty();
    }

    @Test
    void hedgingShowsItsFieldsAndRecomputesAsTheJvmDoes() {
        assertThat(browser.find("#hedge-delay").isDisplayed()).isFalse();
        browser.select("hedging", "members");
        assertThat(browser.find("#hedge-delay").isDisplayed()).isTrue();
        browser.type("hedge-delay", "0");
        browser.awaitIdle();
        browser.assertResultsMatchJvm(TOOL, Map.of("hedging", "members", "hedge-delay", "0"));
        // gRPC without a delay starts both attempts at once: the entered policy doubles the load.
        assertThat(browser.find("#results tr[data-row='entered']").getText()).contains("100.00%");

        browser.select("hedging", "on-per-try-timeout");
        assertThat(browser.errorText("per-try-timeout")).isEqualTo(LatencyFields.perTryRequiredMessage());
        assertThat(browser.staleNoticeShown()).isTrue();
        browser.type("per-try-timeout", "200");
        browser.awaitIdle();
        assertThat(browser.staleNoticeShown()).isFalse();
        browser.assertResultsMatchJvm(TOOL, Map.of("hedging", "on-per-try-timeout", "hedge-delay", "0",
                "per-try-timeout", "200"));
    }

    @Test
    void aPresetFillsThePolicyFromTheEnteredP99AndEditingTurnsItCustom() {
        browser.type("latency-p99", "500");
        browser.select("latency-preset", "finagle-backup");
        // Finagle's backup request at maxExtraLoad 1%: one backup at the p99, as entered when chosen.
        assertThat(browser.value("hedging")).isEqualTo("members");
        assertThat(browser.value("hedge-delay")).isEqualTo("500");
        assertThat(browser.value("hedge-max-attempts")).isEqualTo("2");
        assertThat(browser.find("#latency-preset-about").getText()).startsWith("Models Finagle");
        browser.awaitIdle();
        Map<String, String> changes = new java.util.HashMap<>(Map.of("latency-p99", "500",
                "latency-preset", "finagle-backup", "hedging", "members", "hedge-delay", "500",
                "hedge-max-attempts", "2"));
        browser.assertResultsMatchJvm(TOOL, changes);

        browser.select("latency-preset", "envoy-hedge");
        assertThat(browser.value("hedging")).isEqualTo("on-per-try-timeout");
        assertThat(browser.value("per-try-timeout")).isEqualTo("500");
        assertThat(browser.value("deadline")).isEqualTo("15000");
        browser.type("attempts", "3");
        assertThat(browser.value("latency-preset")).isEmpty();
        assertThat(browser.find("#latency-preset-about").getText()).startsWith("Custom values");
    }

    @Test
    void aBigInputRunsInSlicesWithProgress() {
        try (SliceTasks timing = SliceTasks.install(browser.driver())) {
            browser.open(PAGE);
            browser.awaitScript();
        }
        // The worked example's 100,000 calls again under another seed: its time is printed, not asserted (a timed
        // assertion fails whenever the machine running the suite is busy); docs/performance.md records it.
        browser.script("window.sliceTasks = []; window.started = performance.now();");
        browser.setValue("seed", "43");
        browser.awaitIdle();
        System.out.println("[latency] 100,000 calls x 11 policies: " + browser.script(
                "return Math.round(performance.now() - window.started) + ' ms, ' + window.sliceTasks.length"
                        + " + ' slices, longest ' + Math.round(Math.max(...window.sliceTasks)) + ' ms'"));
        browser.assertResultsMatchJvm(TOOL, Map.of("seed", "43"));

        // Each progress line as it is written, with the results' aria-busy then: the run may be over before a
        // WebDriver call after a wait can look (it can take under half a second).
        browser.script("window.sliceTasks = []; window.progressSeen = [];"
                + " new MutationObserver(() => window.progressSeen.push(document.getElementById('progress').textContent"
                + " + '|' + document.getElementById('results').getAttribute('aria-busy')))"
                + ".observe(document.getElementById('progress'), {childList: true, characterData: true, subtree: true});");
        browser.setValue("calls", "300000");
        browser.awaitIdle();
        assertThat(progress()).isEmpty();
        @SuppressWarnings("unchecked")
        List<String> seen = (List<String>) browser.script("return window.progressSeen");
        assertThat(seen).isNotEmpty().last().isEqualTo("|null");
        assertThat(seen.subList(0, seen.size() - 1)).isNotEmpty()
                .allSatisfy(line -> assertThat(line).startsWith("Simulating 300,000 calls").endsWith("|true"));
        browser.assertResultsMatchJvm(TOOL, Map.of("seed", "43", "calls", "300000"));
        assertThat((Long) browser.script("return window.sliceTasks.length;")).isGreaterThan(10);
    }

    @Test
    void badInputGetsItsMessageAndKeepsTheLastValidResult() {
        // Whole values set at once: typing would pass through an empty p90, which is valid (left out of the curve).
        String before = browser.resultsHtml();
        browser.setValue("latency-p90", "30");
        assertThat(browser.errorText("latency-p90")).isEqualTo(LatencyFields.outOfOrderMessage(LatencyFields.P50, 40,
                LatencyFields.P90, 30));
        assertThat(browser.staleNoticeShown()).isTrue();
        assertThat(browser.resultsHtml()).isEqualTo(before);
        browser.setValue("calls", "10000000");
        assertThat(browser.errorText("calls")).contains("from 1,000 to 1,000,000");
        browser.setValue("failure-probability", "1");
        assertThat(browser.errorText("failure-probability")).startsWith("Failure probability must be below 1");
        browser.assertErrorsOnlyAt(TOOL, "latency-p90", "calls", "failure-probability");
        assertThat(browser.resultsHtml()).isEqualTo(before);
        for (String[] fix : List.of(new String[] {"latency-p90", "80"}, new String[] {"calls", "100000"},
                new String[] {"failure-probability", "0.01"})) {
            browser.setValue(fix[0], fix[1]);
        }
        browser.awaitIdle();
        assertThat(browser.staleNoticeShown()).isFalse();
        assertThat(browser.resultsHtml()).isEqualTo(before);
    }
}
