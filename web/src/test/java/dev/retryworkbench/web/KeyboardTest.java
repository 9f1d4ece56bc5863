package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.form.Field;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Drives the tool pages with the keyboard alone, as a person does with real key presses: the tab
 * order, the focus ring, editing and choosing, the skip link and scrolling the table region.
 */
class KeyboardTest {
    /** Describes the focused element: id, tag, document position, size and the outline it shows. */
    private static final String FOCUSED = String.join("\n",
            "const e = document.activeElement, r = e.getBoundingClientRect(), s = getComputedStyle(e);",
            "return {id: e.id, tag: e.tagName.toLowerCase(), text: (e.textContent || '').trim().slice(0, 40),",
            "  top: r.top + scrollY, left: r.left + scrollX, bottom: r.bottom + scrollY,",
            "  outline: s.outlineStyle, outlineWidth: parseFloat(s.outlineWidth)};");

    @RegisterExtension
    static final Browser browser = Browser.perClass(true);

    @AfterEach
    void resetEmulation() {
        Emulation.reset(browser);
    }

    static Stream<SitePages.ToolPage> toolPages() {
        return SitePages.tools().stream();
    }

    static Stream<SitePages.ToolPage> fullToolPages() {
        return SitePages.fullTools().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("toolPages")
    void tabVisitsTheFieldsInFormOrderTopToBottomEachWithAVisibleFocusRing(SitePages.ToolPage page) {
        browser.open(page.file());
        browser.awaitScript();
        List<Map<String, Object>> stops = tabThroughPage();

        List<String> fieldIds = new ArrayList<>();
        for (Field field : page.shownFields()) {
            fieldIds.add(field.id());
        }
        List<Map<String, Object>> fieldStops = new ArrayList<>();
        for (Map<String, Object> stop : stops) {
            if (fieldIds.contains((String) stop.get("id"))) {
                fieldStops.add(stop);
            }
        }
        assertThat(fieldStops.stream().map(stop -> stop.get("id"))).containsExactlyElementsOf(fieldIds);
        // Reading order: down a column, along a row of short fields, or up to the next column of the layers' table.
        for (int i = 1; i < fieldStops.size(); i++) {
            Map<String, Object> before = fieldStops.get(i - 1);
            Map<String, Object> after = fieldStops.get(i);
            boolean below = number(after, "top") > number(before, "top");
            boolean right = number(after, "left") > number(before, "left");
            assertThat(below || right).as("%s comes after %s", after.get("id"), before.get("id")).isTrue();
        }
        for (Map<String, Object> stop : stops) {
            assertThat(stop.get("outline")).as("focus ring of %s", describe(stop)).isNotEqualTo("none");
            assertThat(number(stop, "outlineWidth")).as("focus ring width of %s", describe(stop)).isGreaterThanOrEqualTo(2);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("toolPages")
    void onAPhoneEveryTabStopFollowsTheVisualOrder(SitePages.ToolPage page) {
        Emulation.viewport(browser, 390, 844, true);
        browser.open(page.file());
        browser.awaitScript();
        List<Map<String, Object>> stops = tabThroughPage();
        assertThat(stops).hasSizeGreaterThan(page.shownFields().size());
        // One column: each stop is on the same line as the one before and to its right, or further down.
        for (int i = 1; i < stops.size(); i++) {
            Map<String, Object> before = stops.get(i - 1);
            Map<String, Object> after = stops.get(i);
            boolean sameLine = Math.abs(number(after, "top") - number(before, "top")) < 4
                    && number(after, "left") > number(before, "left");
            boolean below = number(after, "top") > number(before, "top") + 2;
            assertThat(sameLine || below).as("%s comes visually after %s", describe(after), describe(before)).isTrue();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("toolPages")
    void typingAndChoosingByKeyboardRecomputesAndKeepsFocus(SitePages.ToolPage page) {
        browser.open(page.file());
        browser.awaitScript();
        String before = browser.find("#results").getText();
        WebElement field = browser.find("#" + page.field());
        field.click();
        new Actions(browser.driver()).keyDown(Keys.CONTROL).sendKeys("a").keyUp(Keys.CONTROL)
                .sendKeys(page.validText()).perform();
        new WebDriverWait(browser.driver(), Duration.ofSeconds(10))
                .until(d -> !announcement().isEmpty());
        assertThat(browser.find("#results").getText()).isNotEqualTo(before);
        assertThat(browser.script("return document.activeElement.id")).isEqualTo(page.field());

        String announced = announcement();
        // The storm's worked example waits 0 ms between attempts, so its jitter changes nothing; its budget does. The
        // latency planner's jitter moves only the few retried calls, which the announced figures may not show;
        // hedging changes them all.
        String selectId = "storm".equals(page.toolId()) ? "budget" : "latency".equals(page.toolId()) ? "hedging"
                : "jitter";
        WebElement jitter = browser.find("#" + selectId);
        String chosen = jitter.getAttribute("value");
        browser.script("arguments[0].focus()", jitter);
        new Actions(browser.driver()).sendKeys(Keys.ARROW_DOWN).perform();
        new WebDriverWait(browser.driver(), Duration.ofSeconds(10))
                .until(d -> !chosen.equals(browser.find("#" + selectId).getAttribute("value")));
        new WebDriverWait(browser.driver(), Duration.ofSeconds(10))
                .until(d -> !announced.equals(announcement()));
        assertThat(browser.script("return document.activeElement.id")).isEqualTo(selectId);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fullToolPages")
    void theSkipLinkIsFirstVisibleWhenFocusedAndLeadsIntoTheMainContent(SitePages.ToolPage page) {
        browser.open(page.file());
        browser.awaitScript();
        new Actions(browser.driver()).sendKeys(Keys.TAB).perform();
        WebElement skip = browser.find(".skip-link");
        assertThat(browser.script("return document.activeElement === arguments[0]", skip)).isEqualTo(true);
        assertThat(((Number) browser.script("return arguments[0].getBoundingClientRect().left", skip)).doubleValue())
                .isGreaterThanOrEqualTo(0);
        new Actions(browser.driver()).sendKeys(Keys.ENTER).sendKeys(Keys.TAB).perform();
        assertThat(browser.script("return document.getElementById('main').contains(document.activeElement)"))
                .isEqualTo(true);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("toolPages")
    void onAPhoneTheTableRegionScrollsByKeyboard(SitePages.ToolPage page) {
        Emulation.viewport(browser, 320, 700, true);
        browser.open(page.file());
        browser.awaitScript();
        WebElement region = browser.find(".table-wrap");
        assertThat(region.getAttribute("tabindex")).isEqualTo("0");
        boolean scrolls = (Boolean) browser.script("return arguments[0].scrollWidth > arguments[0].clientWidth", region);
        if (scrolls) {
            browser.script("arguments[0].focus()", region);
            assertThat(browser.script("return document.activeElement === arguments[0]", region)).isEqualTo(true);
            // Each press scrolls by an animation of its own, which a loaded machine may draw late: press until it
            // moves, rather than wait on three presses (once flaky in the full suite under load).
            new WebDriverWait(browser.driver(), Duration.ofSeconds(30)).until(d -> {
                new Actions(browser.driver()).sendKeys(Keys.ARROW_RIGHT).perform();
                return ((Number) browser.script("return arguments[0].scrollLeft", region)).doubleValue() > 0;
            });
        }
    }

    /** Returns what the polite live region last announced (it is visually hidden, so read its text content). */
    private static String announcement() {
        return (String) browser.script("return document.getElementById('announcer').textContent");
    }

    /** Presses Tab from the top of the page until focus leaves the document or comes back round. */
    private static List<Map<String, Object>> tabThroughPage() {
        browser.script("window.scrollTo(0, 0); if (document.activeElement) document.activeElement.blur()");
        List<Map<String, Object>> stops = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            new Actions(browser.driver()).sendKeys(Keys.TAB).perform();
            @SuppressWarnings("unchecked")
            Map<String, Object> stop = (Map<String, Object>) browser.script(FOCUSED);
            if ("body".equals(stop.get("tag")) || (!stops.isEmpty() && same(stops.get(0), stop))) {
                return stops;
            }
            stops.add(stop);
        }
        throw new AssertionError("focus never left the page after 300 presses of Tab");
    }

    private static boolean same(Map<String, Object> a, Map<String, Object> b) {
        return a.get("id").equals(b.get("id")) && a.get("tag").equals(b.get("tag")) && a.get("text").equals(b.get("text"))
                && number(a, "top") == number(b, "top");
    }

    private static double number(Map<String, Object> stop, String key) {
        return ((Number) stop.get(key)).doubleValue();
    }

    private static String describe(Map<String, Object> stop) {
        String id = (String) stop.get("id");
        return stop.get("tag") + (id.isEmpty() ? "" : "#" + id) + " \"" + stop.get("text") + "\"";
    }
}
