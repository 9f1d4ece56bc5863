package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
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
                        .as("the table of %s fits at %d px", page, width).isTrue();
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

    private static void assertNoSidewaysScroll(String what) {
        long scrollWidth = (Long) browser.script("return document.documentElement.scrollWidth");
        long innerWidth = (Long) browser.script("return window.innerWidth");
        assertThat(scrollWidth).as("page width of %s; sticking out: %s", what, browser.script(OVERFLOWING))
                .isLessThanOrEqualTo(innerWidth);
    }
}
