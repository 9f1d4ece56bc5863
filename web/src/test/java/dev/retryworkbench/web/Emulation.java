package dev.retryworkbench.web;

import java.util.List;
import java.util.Map;

/**
 * Chromium DevTools emulation for the tests: colour scheme, print media and the viewport of a phone
 * or a desktop. Settings survive navigation until changed; {@link #reset} restores the defaults.
 */
final class Emulation {
    private Emulation() {
    }

    /** Emulates {@code prefers-color-scheme: scheme} ("light" or "dark") for screen media. */
    static void colorScheme(Browser browser, String scheme) {
        media(browser, "", scheme);
    }

    /** Emulates a media type ("" for screen, or "print") and a colour scheme. */
    static void media(Browser browser, String type, String scheme) {
        browser.driver().executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", type,
                "features", List.of(Map.of("name", "prefers-color-scheme", "value", scheme))));
    }

    /** Sets the layout viewport to {@code width} by {@code height} CSS pixels at one device pixel per CSS pixel. */
    static void viewport(Browser browser, int width, int height, boolean mobile) {
        browser.driver().executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of(
                "width", width, "height", height, "deviceScaleFactor", 1, "mobile", mobile));
    }

    /** Returns to the browser's own media, colour scheme and viewport. */
    static void reset(Browser browser) {
        browser.driver().executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", "", "features", List.of()));
        browser.driver().executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
    }
}
