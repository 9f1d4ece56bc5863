package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.cli.StaticServer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Loads each embed page inside an iframe of a page served from another origin on localhost, as an
 * internal wiki would show it, and uses it there.
 */
class EmbedTest {
    @TempDir
    static Path hostDir;
    private static StaticServer site;
    private static StaticServer host;
    @RegisterExtension
    static final Browser browser = Browser.perClass(true);

    @BeforeAll
    static void start() throws IOException {
        site = StaticServer.start(Path.of(System.getProperty("site.directory", "target/site")), 0);
        host = StaticServer.start(hostDir, 0);
    }

    @AfterAll
    static void stop() {
        host.stop();
        site.stop();
    }

    @ParameterizedTest
    @CsvSource({
        "amplification-embed.html, sdk-attempts, 2, maxDownstreamAttempts, 27, 18",
        "planner-embed.html, rpm, 50, bindingLimit, 100 attempts/min (TPM), 50 attempts/min (RPM)"})
    void worksInsideACrossOriginIframe(String page, String field, String value, String figure,
            String before, String after) throws IOException {
        // Another origin: the host page is on one port of 127.0.0.1, the embed on another port of localhost.
        String src = "http://localhost:" + site.port() + "/" + page;
        Files.writeString(hostDir.resolve("index.html"), "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">"
                + "<title>Internal wiki</title><link rel=\"icon\" href=\"data:,\"></head><body><h1>Runbook</h1>"
                + "<iframe id=\"tool\" src=\"" + src + "\" title=\"Retry Workbench\" width=\"360\" height=\"900\"></iframe>"
                + "</body></html>");
        browser.driver().get("http://127.0.0.1:" + host.port() + "/index.html");
        WebElement frame = browser.find("#tool");
        browser.driver().switchTo().frame(frame);
        try {
            browser.awaitScript();
            assertThat(browser.script("return location.origin")).isEqualTo("http://localhost:" + site.port());
            assertThat(browser.findAll(".site-header")).isEmpty();
            assertThat(browser.findAll(".site-footer")).isEmpty();
            assertThat(browser.figure(figure)).isEqualTo(before);
            browser.type(field, value);
            new WebDriverWait(browser.driver(), Duration.ofSeconds(10)).until(d -> browser.figure(figure).equals(after));
            Number scrollWidth = (Number) browser.script("return document.documentElement.scrollWidth");
            Number width = (Number) browser.script("return window.innerWidth");
            assertThat(scrollWidth.intValue()).as("no horizontal scrolling at 360 px").isLessThanOrEqualTo(width.intValue());
            assertThat(browser.driver().findElements(By.cssSelector("#worksheet-tools:not([hidden])"))).hasSize(1);
        } finally {
            browser.driver().switchTo().defaultContent();
        }
    }
}
