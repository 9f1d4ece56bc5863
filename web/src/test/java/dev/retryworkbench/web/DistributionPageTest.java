package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.amplification.AmplificationTool;
import dev.retryworkbench.core.check.Checks;
import dev.retryworkbench.core.tool.Evaluation;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The distribution over seeds in Chromium: computed at once for the default 1,000 runs, in slices with
 * progress for 100,000 runs, cancelled by a newer edit, and always the JVM's figures. How long the
 * slices take (no task of 50 ms or more) is measured by RecomputeBenchmark, not asserted here: a
 * timed assertion fails whenever the machine running the suite is busy.
 */
class DistributionPageTest {
    private static final String PAGE = "amplification.html";
    private static final AmplificationTool TOOL = new AmplificationTool(Checks.FINDINGS);

    /** Records every progress text the results show, from now on. */
    private static final String WATCH = String.join("\n",
            "window.progressTexts = [];",
            "new MutationObserver(() => {",
            "  const p = document.getElementById('distribution-progress-text');",
            "  if (p && progressTexts[progressTexts.length - 1] !== p.textContent) progressTexts.push(p.textContent);",
            "}).observe(document.getElementById('results'), {subtree: true, childList: true, characterData: true});");

    @RegisterExtension
    static final Browser browser = Browser.perClass(true);

    @BeforeEach
    void open() {
        browser.open(PAGE);
        browser.awaitScript();
    }

    /** Returns the page's evaluation on the JVM with every step of its remaining work done. */
    private static Evaluation finishedOnJvm(Map<String, String> changes) {
        return Browser.evaluateOnJvm(TOOL, changes).finished();
    }

    private void awaitDistribution(int seconds) {
        new WebDriverWait(browser.driver(), Duration.ofSeconds(seconds)).until(d -> Boolean.TRUE.equals(
                browser.script("return document.querySelector('#distribution table') !== null")));
    }

    @Test
    void withoutJitterTheWorkedExampleSaysEverySeedGivesTheSameTrace() {
        assertThat(browser.find("#distribution-heading").getText()).isEqualTo("Distribution over seeds");
        assertThat(browser.find("#distribution p").getText()).startsWith("Every seed gives the trace above");
        assertThat(browser.findAll("#distribution svg")).isEmpty();
    }

    @Test
    void theDefaultThousandRunsAppearWithTheEditThatAddsJitter() {
        browser.select("jitter", "full");
        // Computed within the change event: no progress, the table and three histograms at once.
        assertThat(browser.findAll("#distribution-progress")).isEmpty();
        assertThat(browser.find("#distribution-heading").getText()).isEqualTo("Distribution over 1,000 seeds");
        assertThat(browser.findAll("#distribution tbody tr")).hasSize(6);
        assertThat(browser.findAll("#distribution figure.histogram svg[role=img]")).hasSize(3);
        browser.assertResultsMatchJvm(TOOL, Map.of("jitter", "full"));
    }

    @Test
    void aHundredThousandRunsShowProgressInSlicesAndFinishWithTheJvmsFigures() {
        browser.select("jitter", "full");
        browser.script(WATCH);
        // Read when the task that answers the edit has changed the results, before the slices that follow it: the
        // observer's callback runs at the end of that task. The slices may finish before the next command.
        @SuppressWarnings("unchecked")
        List<Object> right = (List<Object>) browser.driver().executeAsyncScript(
                "const done = arguments[arguments.length - 1], results = document.getElementById('results');"
                + "new MutationObserver((records, observer) => { observer.disconnect();"
                + "  done([document.querySelectorAll('#distribution-progress').length,"
                + "    document.getElementById('distribution').getAttribute('aria-busy'),"
                + "    document.querySelector('[data-figure=maxDownstreamAttempts] .value').textContent]); })"
                + "  .observe(results, {attributes: true, childList: true, characterData: true, subtree: true});"
                + "const input = document.getElementById('runs');"
                + "input.value = '100000'; input.dispatchEvent(new Event('input', {bubbles: true}));");
        // Right after the edit the trace is there and the distribution is on its way.
        assertThat(right).containsExactly(1L, "true", "27");
        awaitDistribution(120);
        Evaluation jvm = finishedOnJvm(Map.of("jitter", "full", "runs", "100000"));
        assertThat(browser.resultsHtml()).isEqualTo(browser.normalized(jvm.resultsHtml()));
        assertThat(browser.announcement()).isEqualTo(jvm.announcement());
        @SuppressWarnings("unchecked")
        List<String> progress = (List<String>) browser.script("return progressTexts");
        // Shown a tenth of the way at a time, not on every slice.
        assertThat(progress.size()).isBetween(3, 11);
        assertThat(progress).allMatch(text -> text.matches("Computing the distribution: \\d{1,2}% of 100,000 runs"));
        assertThat(browser.consoleErrors()).isEmpty();
    }

    @Test
    void aNewerEditDropsTheRunsOfTheOlderOne() {
        browser.select("jitter", "full");
        browser.setValue("runs", "40000");
        browser.setValue("seed", "7");
        awaitDistribution(120);
        // Give stale slices, had any survived, time to overwrite the results.
        browser.script("return new Promise(done => setTimeout(done, 300))");
        Evaluation jvm = finishedOnJvm(Map.of("jitter", "full", "runs", "40000", "seed", "7"));
        assertThat(browser.resultsHtml()).isEqualTo(browser.normalized(jvm.resultsHtml()));
        assertThat(browser.find("#distribution p").getText()).startsWith("One trace for each seed from 7 to 40,006");
    }

    @Test
    void anInvalidEditKeepsComputingTheLastValidResult() {
        browser.select("jitter", "full");
        browser.setValue("runs", "30000");
        browser.setValue("timeout", "abc");
        awaitDistribution(120);
        assertThat(browser.staleNoticeShown()).isTrue();
        Evaluation jvm = finishedOnJvm(Map.of("jitter", "full", "runs", "30000"));
        assertThat(browser.resultsHtml()).isEqualTo(browser.normalized(jvm.resultsHtml()));
    }
}
