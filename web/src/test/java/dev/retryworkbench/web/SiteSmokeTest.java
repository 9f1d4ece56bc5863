package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Opens every page of the built site from file:// in real Chromium. */
class SiteSmokeTest {
    private static Browser browser;

    @BeforeAll
    static void start() {
        browser = Browser.start(true);
    }

    @AfterAll
    static void stop() {
        browser.close();
    }

    @Test
    void indexLinksBothToolsWithoutConsoleErrors() {
        browser.open("index.html");
        assertThat(browser.find("h1").getText()).isEqualTo("Retry Workbench");
        assertThat(browser.findAll("main a").stream().map(a -> a.getAttribute("href")))
                .anySatisfy(href -> assertThat(href).endsWith("amplification.html"))
                .anySatisfy(href -> assertThat(href).endsWith("planner.html"));
        assertThat(browser.consoleErrors()).isEmpty();
    }

    @Test
    void amplificationPageShowsJavaComputedFiguresAndTakesOver() {
        browser.open("amplification.html");
        browser.awaitScript();
        assertThat(browser.figure("maxDownstreamAttempts")).isEqualTo("27");
        assertThat(browser.figure("elapsed")).isEqualTo("10 s");
        assertThat(browser.consoleErrors()).isEmpty();
    }

    @Test
    void plannerPageShowsJavaComputedFiguresAndTakesOver() {
        browser.open("planner.html");
        browser.awaitScript();
        assertThat(browser.find("#results").getText()).contains("7.50 s mean / 15.0 s worst");
        assertThat(browser.figure("bindingLimit")).isEqualTo("100 attempts/min (TPM)");
        assertThat(browser.consoleErrors()).isEmpty();
    }
}
