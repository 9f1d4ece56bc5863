package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Lays every page out from a 320 px phone to a wide screen: the page never scrolls sideways (only a
 * table may, inside its own region) and, from tablet width up, no table column is cut off.
 */
class LayoutTest {
    private static final int[] WIDTHS = {320, 390, 768, 1024, 1280, 1920};

    /** Lists the elements that stick out to the right of the viewport, outside a scrolling table region. */
    private static final String OVERFLOWING = String.join("\n",
            "const out = [];",
            "for (const e of document.body.querySelectorAll('*')) {",
            "  if (e.closest('.table-wrap') && !e.classList.contains('table-wrap')) continue;",
            "  const r = e.getBoundingClientRect();",
            "  if (r.width > 0 && r.right > innerWidth + 0.5) out.push(e.tagName.toLowerCase() + (e.id ? '#' + e.id : '')",
            "      + (e.className && e.className.baseVal === undefined ? '.' + e.className : '') + ' right=' + r.right);",
            "}",
            "return out.slice(0, 10);");

    @RegisterExtension
    static final Browser browser = Browser.perClass(true);

    @AfterEach
    void resetEmulation() {
        Emulation.reset(browser);
    }

    static Stream<Arguments> pagesAndWidths() {
        List<Arguments> cases = new ArrayList<>();
        for (String page : SitePages.all()) {
            for (int width : WIDTHS) {
                cases.add(Arguments.of(page, width));
            }
        }
        return cases.stream();
    }

    static Stream<SitePages.ToolPage> toolPages() {
        return SitePages.tools().stream();
    }

    @ParameterizedTest(name = "{0} at {1} px")
    @MethodSource("pagesAndWidths")
    void thePageNeverScrollsSideways(String page, int width) {
        Emulation.viewport(browser, width, 900, width < 768);
        browser.open(page);
        if (!"index.html".equals(page)) {
            browser.awaitScript();
        }
        assertNoSidewaysScroll(page + " at " + width + " px");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("toolPages")
    void theErrorStateFitsA320PixelPhone(SitePages.ToolPage page) {
        Emulation.viewport(browser, 320, 700, true);
        browser.open(page.file());
        browser.awaitScript();
        browser.type(page.field(), page.invalidText());
        new WebDriverWait(browser.driver(), Duration.ofSeconds(10))
                .until(d -> !browser.find("#" + page.field() + "-error").getText().isBlank());
        assertNoSidewaysScroll(page + " in error at 320 px");
    }

    @ParameterizedTest(name = "at {0} px")
    @ValueSource(ints = {1024, 1280, 1920})
    void noTableColumnIsCutOffFromTabletWidthUp(int width) {
        Emulation.viewport(browser, width, 900, false);
        for (SitePages.ToolPage page : SitePages.tools()) {
            browser.open(page.file());
            browser.awaitScript();
            for (WebElement region : browser.findAll(".table-wrap")) {
                assertThat((Boolean) browser.script("return arguments[0].scrollWidth <= arguments[0].clientWidth", region))
                        .as("the table of %s fits at %d px: %s", page, width, browser.script("return arguments[0]"
                                + ".getAttribute('aria-labelledby') + ' ' + arguments[0].scrollWidth + ' > '"
                                + " + arguments[0].clientWidth", region)).isTrue();
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("toolPages")
    void textColumnsWrapWhileNumbersAndPathsStayWhole(SitePages.ToolPage page) {
        browser.open(page.file());
        browser.awaitScript();
        for (WebElement cell : browser.findAll("table.data td.num, table.data th.num, table.data td code")) {
            assertThat(browser.script("return getComputedStyle(arguments[0]).whiteSpace", cell)).isEqualTo("nowrap");
        }
        for (WebElement cell : browser.findAll("table.data td:last-child:not(.num)")) {
            assertThat(browser.script("return getComputedStyle(arguments[0]).whiteSpace", cell)).isEqualTo("normal");
        }
    }

    /**
     * Lists the chart text that renders below 11 CSS px, overlaps other chart text or sticks out of its
     * chart. The rendered size is the computed font size times the scale from the SVG's user units
     * to CSS pixels (getScreenCTM, 1 when the SVG has no viewBox); hidden labels are skipped.
     */
    private static final String CHART_TEXT = String.join("\n",
            "const out = [];",
            "for (const svg of document.querySelectorAll('figure.chart > svg')) {",
            "  svg.scrollIntoView();",
            "  const box = svg.getBoundingClientRect();",
            "  const shown = [...svg.querySelectorAll('text')].filter(t => getComputedStyle(t).display !== 'none');",
            // A histogram of one value has its name, its tallest bar and that value: three labels are all it needs.
            "  if (shown.length < (svg.closest('figure.histogram') ? 3 : 5)) out.push('only ' + shown.length + ' labels');",
            "  const rects = shown.map(t => t.getBoundingClientRect());",
            "  shown.forEach((t, i) => {",
            "    const px = parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a;",
            "    if (px < 11) out.push(t.textContent + ' at ' + px.toFixed(1) + ' px');",
            "    const r = rects[i];",
            "    if (r.left < box.left - 0.5 || r.right > box.right + 0.5) out.push(t.textContent + ' sticks out');",
            "    rects.forEach((o, j) => {",
            "      if (j > i && r.left < o.right && o.left < r.right && r.top < o.bottom && o.top < r.bottom) {",
            "        out.push(t.textContent + ' overlaps ' + shown[j].textContent);",
            "      }",
            "    });",
            "  });",
            "}",
            "return out;");

    static Stream<Arguments> chartCases() {
        List<Arguments> cases = new ArrayList<>();
        for (int width : new int[] {320, 390}) {
            cases.add(Arguments.of("amplification.html", width, List.of()));
            // A long trace, drawn in slices over 577.5 s.
            cases.add(Arguments.of("amplification.html", width, List.of("sdk-attempts", "7", "app-attempts", "5",
                    "runner-attempts", "5", "timeout", "2500", "deadline", "")));
            // The distribution over seeds: a histogram per figure, each spread over several bins without a deadline.
            cases.add(Arguments.of("amplification.html", width, List.of("jitter", "full", "deadline", "")));
            cases.add(Arguments.of("planner.html", width, List.of()));
            // The longest schedule: 99 waits, and waits of up to a day.
            cases.add(Arguments.of("planner.html", width, List.of("attempts", "100", "max-delay", "86400")));
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} at {1} px with {2}")
    @MethodSource("chartCases")
    void chartTextStaysReadableOnAPhone(String page, int width, List<String> fields) {
        Emulation.viewport(browser, width, 800, true);
        browser.open(page);
        browser.awaitScript();
        for (int i = 0; i < fields.size(); i += 2) {
            browser.setValue(fields.get(i), fields.get(i + 1));
        }
        assertThat(browser.staleNoticeShown()).isFalse();
        assertThat(browser.findAll("figure.chart > svg")).isNotEmpty();
        assertThat(browser.script(CHART_TEXT)).as("chart text of %s at %d px", page, width).asList().isEmpty();
        assertNoSidewaysScroll(page + " at " + width + " px");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fullToolPages")
    void theHeadlineFiguresStayInViewWhileEditingTheLastFieldOnADesktop(SitePages.ToolPage page) {
        Emulation.viewport(browser, 1280, 800, false);
        browser.open(page.file());
        browser.awaitScript();
        List<dev.retryworkbench.core.form.Field> fields = page.shownFields();
        WebElement last = browser.find("#" + fields.get(fields.size() - 1).id());
        browser.script("arguments[0].scrollIntoView({block: 'center'}); arguments[0].focus()", last);
        assertThat(((Number) browser.script("return window.scrollY")).doubleValue())
                .as("the page scrolled to reach the last field").isGreaterThan(300);
        assertInView(last, "the last field");
        assertInView(browser.find("#results .figure"), "the first headline figure");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fullToolPages")
    void thePhoneKeepsTheResultsInTheNormalFlow(SitePages.ToolPage page) {
        Emulation.viewport(browser, 320, 700, true);
        browser.open(page.file());
        browser.awaitScript();
        WebElement outputs = browser.find(".outputs");
        assertThat(browser.script("return getComputedStyle(arguments[0]).position", outputs)).isEqualTo("static");
        assertThat(browser.script("return getComputedStyle(arguments[0]).overflowY", outputs)).isEqualTo("visible");
    }

    static Stream<SitePages.ToolPage> fullToolPages() {
        return SitePages.fullTools().stream();
    }

    private static void assertInView(WebElement element, String what) {
        @SuppressWarnings("unchecked")
        Map<String, Object> box = (Map<String, Object>) browser.script("const r = arguments[0].getBoundingClientRect();"
                + "return {top: r.top, bottom: r.bottom, height: innerHeight};", element);
        assertThat(((Number) box.get("top")).doubleValue()).as("top of %s", what).isGreaterThanOrEqualTo(0);
        assertThat(((Number) box.get("bottom")).doubleValue()).as("bottom of %s", what)
                .isLessThanOrEqualTo(((Number) box.get("height")).doubleValue());
    }

    private static void assertNoSidewaysScroll(String what) {
        long scrollWidth = (Long) browser.script("return document.documentElement.scrollWidth");
        long innerWidth = (Long) browser.script("return window.innerWidth");
        assertThat(scrollWidth).as("page width of %s; sticking out: %s", what, browser.script(OVERFLOWING))
                .isLessThanOrEqualTo(innerWidth);
    }
}
