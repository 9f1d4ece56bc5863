package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.form.StaleNotice;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.WebElement;

/**
 * While a field is invalid the results are an earlier input's, so no download and no Copy Markdown may
 * write them as the form's: each refuses, with links to the fields to fix; once the form is valid again,
 * the export is exactly what the tool makes of the form. A bare 0.7 in a percentage says how it was read.
 */
class ExportWhileInvalidTest {
    private static final Path DOWNLOADS = temporaryDirectory();
    private static final List<String> EXPORTS = List.of("export-json", "export-csv", "export-markdown", "copy-markdown");

    @RegisterExtension
    static final Browser browser = Browser.perClassWithDownloads(DOWNLOADS);

    private static Path temporaryDirectory() {
        try {
            return Files.createTempDirectory("export-while-invalid");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @BeforeEach
    void emptyDownloads() throws IOException {
        Downloads.clear(DOWNLOADS);
    }

    private static List<Path> downloaded() {
        return Downloads.in(DOWNLOADS);
    }

    static List<SitePages.ToolPage> pages() {
        return SitePages.tools();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pages")
    void everyExportRefusesWhileAFieldIsInvalidAndLinksToIt(SitePages.ToolPage page) throws IOException {
        browser.open(page.file());
        browser.awaitScript();
        browser.type(page.field(), page.invalidText());
        for (String button : EXPORTS) {
            browser.script("document.getElementById('worksheet-status').textContent = ''");
            browser.find("#" + button).click();
            assertThat(status()).as(button).startsWith(StaleNotice.EXPORT_REFUSED);
            List<WebElement> links = browser.findAll("#worksheet-status a");
            assertThat(links).as(button).extracting(link -> link.getAttribute("href").replaceAll(".*#", "#"))
                    .containsExactly("#" + page.field());
        }
        browser.findAll("#worksheet-status a").get(0).click();
        assertThat(browser.script("return document.activeElement.id")).isEqualTo(page.field());
        assertThat(browser.script("return location.hash")).isEqualTo("");

        // Valid again: the worksheet is exactly the tool's for the form, and it is the only file written.
        browser.type(page.field(), page.validText());
        browser.awaitIdle();
        browser.find("#export-json").click();
        Path worksheet = Downloads.awaitOne(browser.driver(), DOWNLOADS, "json");
        List<Path> files = downloaded();
        assertThat(files).hasSize(1);
        assertThat(status()).startsWith("Downloaded ");
        String json = Files.readString(worksheet, StandardCharsets.UTF_8);
        assertThat(json).isEqualTo(page.tool().evaluate(withText(page, page.field(), page.validText())).export()
                .worksheetJson());
    }

    @Test
    void aHalfTypedAttemptLimitIsNotExportedAsTheKeystrokeBefore() {
        // Typing 101 goes through 10, which is valid: the results show 10, the form 101.
        browser.open("amplification.html");
        browser.awaitScript();
        browser.type("layer3-attempts", "101");
        assertThat(browser.find("#layer3-attempts-error").getText()).contains("you entered \u201c101\u201d");
        browser.find("#export-json").click();
        assertThat(status()).startsWith(StaleNotice.EXPORT_REFUSED).endsWith("Field to fix: Layer 3 attempt limit.");
        browser.find("#copy-markdown").click();
        assertThat(status()).startsWith(StaleNotice.EXPORT_REFUSED);
        assertThat(downloaded()).isEmpty();
    }

    @Test
    void aBareNumberBelowOneInAPercentageSaysHowItWasRead() {
        browser.open("planner.html");
        browser.awaitScript();
        browser.type("success-rate", "0.7");
        WebElement note = browser.find("#success-rate-error");
        assertThat(note.getText()).isEqualTo("Read as 0.7%; for 70%, enter 70.");
        assertThat(note.getAttribute("class")).isEqualTo("error note");
        assertThat(browser.find("#success-rate").getAttribute("aria-invalid")).isEqualTo("false");
        assertThat(browser.staleNoticeShown()).isFalse();
        browser.type("success-rate", "0.7%");
        assertThat(browser.find("#success-rate-error").getText()).isEmpty();
        browser.type("success-rate", "170");
        assertThat(browser.find("#success-rate-error").getAttribute("class")).isEqualTo("error");
        assertThat(browser.find("#success-rate").getAttribute("aria-invalid")).isEqualTo("true");
    }

    private static RawValues withText(SitePages.ToolPage page, String fieldId, String text) {
        RawValues defaults = FormReading.defaults(page.tool().form());
        return id -> id.equals(fieldId) ? text : defaults.get(id);
    }

    private static String status() {
        return browser.find("#worksheet-status").getText();
    }
}
