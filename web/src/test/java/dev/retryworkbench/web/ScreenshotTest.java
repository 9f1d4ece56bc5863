package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The screenshots in docs/screenshots/ that the README shows: the four tools, light and dark, desktop and
 * phone. Every run checks that they are there and shown; a run with {@code -Dscreenshots.update=true}
 * first takes them again in headless Chromium, so an ordinary build never changes the work tree.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ScreenshotTest {
    /** A device: the viewport width, and whether the shot starts at the results (on a phone they come after the form). */
    private enum Device {
        DESKTOP(1280, false),
        PHONE(390, true);

        final int width;
        final boolean fromResults;

        Device(int width, boolean fromResults) {
            this.width = width;
            this.fromResults = fromResults;
        }
    }

    /** The tallest shot: enough for the form, the figures, the chart and the start of the table. */
    private static final int MAX_HEIGHT = 2400;
    private static final List<String> TOOLS = List.of("amplification", "planner", "storm", "latency");
    private static final List<String> SCHEMES = List.of("light", "dark");

    private static Path repository() {
        // site.directory is <repository>/web/target/site.
        return SitePages.site().getParent().getParent().getParent();
    }

    private static Path shot(String tool, String scheme, Device device) {
        return repository().resolve("docs/screenshots")
                .resolve(tool + "-" + scheme + "-" + device.name().toLowerCase() + ".png");
    }

    @Test
    @Order(1)
    @EnabledIfSystemProperty(named = "screenshots.update", matches = "true")
    void takeTheScreenshots() throws IOException {
        Files.createDirectories(repository().resolve("docs/screenshots"));
        try (Browser browser = Browser.start(true)) {
            for (String tool : TOOLS) {
                for (String scheme : SCHEMES) {
                    for (Device device : Device.values()) {
                        Files.write(shot(tool, scheme, device), capture(browser, tool + ".html", scheme, device));
                    }
                }
            }
        }
    }

    @Test
    @Order(2)
    void theScreenshotsAreCheckedInAndShownInTheReadme() throws IOException {
        String readme = Files.readString(repository().resolve("README.md"), StandardCharsets.UTF_8);
        List<String> missing = new ArrayList<>();
        for (String tool : TOOLS) {
            for (String scheme : SCHEMES) {
                for (Device device : Device.values()) {
                    Path file = shot(tool, scheme, device);
                    if (!Files.isRegularFile(file)) {
                        missing.add(file.toString());
                        continue;
                    }
                    byte[] png = Files.readAllBytes(file);
                    assertThat(new String(png, 1, 3, StandardCharsets.US_ASCII)).as("%s is a PNG", file).isEqualTo("PNG");
                    ByteBuffer header = ByteBuffer.wrap(png, 16, 8);
                    assertThat(header.getInt()).as("width of %s", file).isEqualTo(device.width);
                    assertThat(header.getInt()).as("height of %s", file).isBetween(600, MAX_HEIGHT);
                    assertThat(readme).contains("docs/screenshots/" + file.getFileName());
                }
            }
        }
        assertThat(missing).as("screenshots; take them with mvn verify -Dscreenshots.update=true").isEmpty();
    }

    private static byte[] capture(Browser browser, String page, String scheme, Device device) {
        Emulation.colorScheme(browser, scheme);
        // A desktop shot is as tall as its window, so the sticky headline figures sit where they belong.
        Emulation.viewport(browser, device.width, device == Device.PHONE ? 900 : MAX_HEIGHT, device == Device.PHONE);
        browser.open(page);
        browser.awaitScript();
        // Fonts and layout are settled once the script has run; scroll back so nothing sticky moves.
        browser.script("window.scrollTo(0, 0)");
        double top = device.fromResults
                ? ((Number) browser.script("return document.querySelector('.outputs').getBoundingClientRect().top")).doubleValue() - 16
                : 0;
        double pageHeight = ((Number) browser.script("return document.documentElement.scrollHeight")).doubleValue();
        double height = Math.min(MAX_HEIGHT, pageHeight - top);
        @SuppressWarnings("unchecked")
        Map<String, Object> result = (Map<String, Object>) browser.driver().executeCdpCommand("Page.captureScreenshot", Map.of(
                "format", "png", "captureBeyondViewport", true,
                "clip", Map.of("x", 0, "y", top, "width", device.width, "height", height, "scale", 1)));
        return Base64.getDecoder().decode((String) result.get("data"));
    }
}
