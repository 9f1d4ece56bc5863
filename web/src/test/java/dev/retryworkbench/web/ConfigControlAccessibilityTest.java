package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.Keys;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * An opened "Paste a config or copy as" control in Chromium at 320 px, light and dark: it opens by
 * keyboard, its inputs are labelled, it fits the phone, and axe finds no WCAG violation with an error
 * shown nor with a report and a written text (axe reads the style sheet, which the page's CSP refuses
 * and logs, hence the console is not checked here; ConfigPastePageTest checks it).
 */
class ConfigControlAccessibilityTest {
    private static final String GRPC = "{\"methodConfig\": [{\"retryPolicy\": {\"maxAttempts\": 4,"
            + " \"initialBackoff\": \"0.1s\", \"maxBackoff\": \"1s\", \"backoffMultiplier\": 2,"
            + " \"retryableStatusCodes\": [\"UNAVAILABLE\"]}}]}";

    @RegisterExtension
    static final Browser browser = Browser.perClassIgnoringConsole();

    private static void paste(String id, String text) {
        browser.script("document.getElementById(arguments[0]).value = arguments[1]", id + "-text", text);
        browser.find("#" + id + "-apply").click();
        browser.awaitPasted();
    }

    @ParameterizedTest(name = "{0} in the {1} scheme")
    @CsvSource({"amplification.html, light, layer3-config", "amplification.html, dark, layer3-config",
        "planner.html, dark, planner-config", "storm.html, light, layer3-config", "storm.html, dark, layer3-config"})
    void theOpenedControlWorksByKeyboardFitsAPhoneAndHasNoWcagViolation(String page, String scheme, String id) {
        try {
            Emulation.colorScheme(browser, scheme);
            Emulation.viewport(browser, 320, 640, true);
            browser.open(page);
            browser.awaitScript();
            // Keyboard: the summary takes the focus and Enter opens the control, whose insides then load.
            browser.script("document.querySelector('#' + arguments[0] + ' > summary').focus()", id);
            browser.driver().switchTo().activeElement().sendKeys(Keys.ENTER);
            new WebDriverWait(browser.driver(), Duration.ofSeconds(20))
                    .until(driver -> Boolean.TRUE.equals(browser.script("const c = document.getElementById(arguments[0]);"
                            + " return c.open && c.hasAttribute('data-paste-bound') && c.hasAttribute('data-copy-bound')",
                            id)));
            assertThat(browser.find("label[for='" + id + "-text']").getText()).startsWith("Paste a config for ");
            assertThat(browser.find("label[for='" + id + "-format']").getText()).isEqualTo("Copy as");
            paste(id, "{\"retryPolicy\": {\"maxAttempts\": 4,, }}");
            assertThat(browser.find("#" + id + "-error").getText()).startsWith("Line 1, column ");
            assertThat(Axe.violations(browser)).as("axe, %s %s, refused", page, scheme).isEmpty();
            paste(id, GRPC);
            assertThat(browser.find("#" + id + "-report").getText()).startsWith("Read as gRPC");
            browser.select(id + "-format", "envoy");
            assertThat(Axe.violations(browser)).as("axe, %s %s, applied", page, scheme).isEmpty();
            Object right = browser.script("return Math.max(...Array.from(document.querySelectorAll("
                    + "'#' + arguments[0] + ' *')).map(e => e.getBoundingClientRect().right))", id);
            assertThat(((Number) right).doubleValue()).as("the control's right edge").isLessThanOrEqualTo(320);
            assertThat(browser.script("return document.documentElement.scrollWidth")).isEqualTo(320L);
        } finally {
            Emulation.reset(browser);
        }
    }
}
