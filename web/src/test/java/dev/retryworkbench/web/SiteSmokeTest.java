package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Opens every page of the built site from file:// in real Chromium. */
class SiteSmokeTest {
    @RegisterExtension
    static final Browser browser = Browser.perClass(true);

    @Test
    void indexLinksBothToolsWithoutConsoleErrors() {
        browser.open("index.html");
        assertThat(browser.find("h1").getText()).isEqualTo("Retry Workbench");
        assertThat(browser.findAll("main a").stream().map(a -> a.getAttribute("href")))
                .anySatisfy(href -> assertThat(href).endsWith("amplification.html"))
                .anySatisfy(href -> assertThat(href).endsWith("planner.html"));
    }

    @Test
    void amplificationPageShowsJavaComputedFiguresAndTakesOver() {
        browser.open("amplification.html");
        browser.awaitScript();
        assertThat(browser.figure("maxDownstreamAttempts")).isEqualTo("27");
        assertThat(browser.figure("elapsed")).isEqualTo("10 s");
    }

    @Test
    void plannerPageShowsJavaComputedFiguresAndTakesOver() {
        browser.open("planner.html");
        browser.awaitScript();
        assertThat(browser.find("#results").getText()).contains("7.50 s mean / 15.0 s worst");
        assertThat(browser.figure("bindingLimit")).isEqualTo("100 attempts/min (TPM)");
    }

    @Test
    void everyPageVariantCarriesTheSeedsStaticNotes() throws java.io.IOException {
        java.nio.file.Path site = java.nio.file.Path.of(System.getProperty("site.directory", "target/site"));
        for (String page : java.util.List.of("planner.html", "planner-embed.html")) {
            String html = java.nio.file.Files.readString(site.resolve(page));
            assertThat(html).as(page).contains("<h2 id=\"how-calculated\">How this is calculated</h2>",
                    "<strong>The schedule.</strong>", "<strong>Expected wait to resolve.</strong>",
                    "<strong>The attempt ceiling.</strong>", "<strong>Safe concurrency.</strong>",
                    "<strong>Completed throughput.</strong>", "<strong>Backlog drain.</strong>",
                    "<strong>What this page does not compute.</strong>", "<strong>Interval note.</strong>",
                    "<h2 id=\"questions\">Questions</h2>",
                    "<h3>What is the difference between this page and the retry optimizer?</h3>",
                    "<h3>Should I add jitter?</h3>", "<h3>Why does the page not compute decorrelated jitter?</h3>",
                    "<h3>Which limit should I enter if I only know one?</h3>",
                    "<h3>How does backlog drain time relate to each caller's wait?</h3>",
                    "<h3>Why is the pool size in attempts, when I have requests?</h3>",
                    "(at the worked defaults, 6 whole slots;",
                    "raised to i &minus; 1, or the cap, whichever is smaller.")
                    .doesNotContain("multiplier^i)");
        }
        for (String page : java.util.List.of("amplification.html", "amplification-embed.html")) {
            String html = java.nio.file.Files.readString(site.resolve(page));
            assertThat(html).as(page).contains("<h2 id=\"assumptions-heading\">Assumptions and limits</h2>",
                    "<li>Every client attempt is assumed to time out; actual downstream effects and success are not modeled.</li>",
                    "<li>The job runner calls the application policy, which calls the SDK policy. Attempt limits include the initial try.</li>",
                    "<li>One absolute deadline clips the last wait or attempt; cancellation does not prove a remote effect stopped.</li>",
                    "<h3>Reproduce a trace by hand</h3>", "<code>0x9E3779B97F4A7C15</code>",
                    "<code>unit() = (output &gt;&gt;&gt; 11) * 2^-53</code>",
                    "seed 0 gives <code>0xE220A8397B1DCDAF</code>, then <code>0x6E789E6AA1B965F4</code>");
        }
    }
}
