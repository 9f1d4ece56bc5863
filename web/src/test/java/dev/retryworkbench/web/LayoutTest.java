package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.time.Duration;
import java.util.Base64;
import javax.imageio.ImageIO;
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
        // A table of figures marks no number cell: its unclassed cells are its numbers.
        for (WebElement cell : browser.findAll("table.data td.num, table.data th.num, table.data td code,"
                + " table.figures td:not([class])")) {
            assertThat(browser.script("return getComputedStyle(arguments[0]).whiteSpace", cell)).isEqualTo("nowrap");
        }
        for (WebElement cell : browser.findAll("table.data:not(.figures) td:last-child:not(.num),"
                + " table.figures td:last-child[class]:not(.num)")) {
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
            cases.add(Arguments.of("amplification.html", width, List.of("layer3-attempts", "7", "layer2-attempts", "5",
                    "layer1-attempts", "5", "timeout", "2500", "deadline", "")));
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

    static Stream<Arguments> fullToolPagesOnPhones() {
        List<Arguments> cases = new ArrayList<>();
        for (SitePages.ToolPage page : SitePages.fullTools()) {
            for (int width : new int[] {320, 390}) {
                cases.add(Arguments.of(page, width));
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} at {1} px")
    @MethodSource("fullToolPagesOnPhones")
    void aPhoneJumpsFromTheTopOfTheFormToTheResultsAndBack(SitePages.ToolPage page, int width) {
        Emulation.viewport(browser, width, 800, true);
        browser.open(page.file());
        browser.awaitScript();
        WebElement toResults = browser.find("#to-results");
        assertThat(toResults.isDisplayed()).isTrue();
        double formTop = top(browser.find(".inputs"));
        assertThat(top(toResults) - formTop).as("the link is at the top of the form").isLessThan(120);
        assertThat(top(browser.find(".outputs"))).as("the results start far below").isGreaterThan(2_000);

        toResults.click();
        assertThat(browser.script("return document.activeElement.id")).isEqualTo("outputs");
        assertThat(top(browser.find(".outputs"))).as("the results' top at the window's top").isBetween(-1.0, 1.0);
        WebElement back = browser.find("#to-inputs");
        // Scrolled to a whole pixel: the link may sit a fraction of a pixel above the window's top.
        assertThat(top(back)).as("the link back to the inputs").isBetween(-1.0, 100.0);
        assertThat(back.isDisplayed()).isTrue();
        back.click();
        assertThat(browser.script("return document.activeElement.id")).isEqualTo("inputs");
        assertThat(top(browser.find(".inputs"))).isBetween(-1.0, 1.0);
        assertThat(browser.script("return location.hash")).isEqualTo("");
    }

    /**
     * On one column the results, the map and the notes render when scrolled near, and such a block clips what
     * it paints to its padding box: a focus ring (3 px drawn 2 px outside its element) must fit inside it.
     */
    @ParameterizedTest(name = "{0} at {1} px")
    @MethodSource("fullToolPagesOnPhones")
    void aPhoneShowsTheWholeFocusRingOfWhatRendersWhenScrolledNear(SitePages.ToolPage page, int width) {
        Emulation.viewport(browser, width, 800, true);
        browser.open(page.file());
        browser.awaitScript();
        @SuppressWarnings("unchecked")
        List<Object> report = (List<Object>) browser.script(String.join("\n",
                "const blocks = [...document.querySelectorAll('main *')].filter(e => getComputedStyle(e).contentVisibility === 'auto');",
                "const focusable = 'a[href], button, input, select, textarea, summary, [tabindex]';",
                "const cut = [];",
                "for (const block of blocks) {",
                "  const b = block.getBoundingClientRect();",
                "  for (const e of block.querySelectorAll(focusable)) {",
                "    const r = e.getBoundingClientRect();",
                "    if (r.width === 0 || e.closest('.visually-hidden')) continue;",
                "    if (r.left - b.left < 5 || b.right - r.right < 5) cut.push((e.id || e.className || e.tagName) + ' in ' + (block.id || block.className));",
                "  }",
                "}",
                "return [blocks.length, cut.slice(0, 5)];"));
        assertThat(((Number) report.get(0)).intValue()).as("blocks rendered when scrolled near").isGreaterThanOrEqualTo(3);
        assertThat((List<?>) report.get(1)).as("focus rings cut by their block").isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fullToolPages")
    void aDesktopNeedsNoJumpAndAFullPageCaptureHoldsEveryResult(SitePages.ToolPage page) throws IOException {
        Emulation.viewport(browser, 1280, 800, false);
        browser.open(page.file());
        browser.awaitScript();
        assertThat(browser.find("#to-results").isDisplayed()).isFalse();
        assertThat(browser.find("#to-inputs").isDisplayed()).isFalse();
        // Nothing scrolls on its own and nothing waits to be scrolled to before it renders.
        WebElement outputs = browser.find(".outputs");
        assertThat(browser.script("return getComputedStyle(arguments[0]).overflowY", outputs)).isEqualTo("visible");
        assertThat((Boolean) browser.script("return arguments[0].scrollHeight <= arguments[0].clientHeight + 1", outputs))
                .isTrue();
        assertThat(browser.script("return [...document.querySelectorAll('#results, #results *, #survival-map-output, .notes')]"
                + ".filter(e => getComputedStyle(e).contentVisibility !== 'visible').length")).isEqualTo(0L);
        // A capture of the whole page: the last row of the last table is drawn, not left blank.
        WebElement lastRow = browser.findAll("#results table tbody tr").get(browser.findAll("#results table tbody tr").size() - 1);
        double rowTop = ((Number) browser.script("return arguments[0].getBoundingClientRect().top + scrollY", lastRow)).doubleValue();
        double rowHeight = ((Number) browser.script("return arguments[0].getBoundingClientRect().height", lastRow)).doubleValue();
        double rowLeft = ((Number) browser.script("return arguments[0].getBoundingClientRect().left", lastRow)).doubleValue();
        double rowWidth = ((Number) browser.script("return arguments[0].getBoundingClientRect().width", lastRow)).doubleValue();
        assertThat(rowTop).as("the last row lies below the window").isGreaterThan(800);
        // Scrolled to, as a reader would, and captured in the window: a capture beyond the window lays the
        // storm page out again at the whole page's height, which moves the row (the contentVisibility check
        // above is what keeps rows rendered before they are scrolled to).
        browser.script("arguments[0].scrollIntoView({block: 'end'})", lastRow);
        lastRow = browser.findAll("#results table tbody tr").get(browser.findAll("#results table tbody tr").size() - 1);
        rowTop = ((Number) browser.script("return arguments[0].getBoundingClientRect().top + scrollY", lastRow)).doubleValue();
        rowHeight = ((Number) browser.script("return arguments[0].getBoundingClientRect().height", lastRow)).doubleValue();
        rowLeft = ((Number) browser.script("return arguments[0].getBoundingClientRect().left", lastRow)).doubleValue();
        rowWidth = ((Number) browser.script("return arguments[0].getBoundingClientRect().width", lastRow)).doubleValue();
        @SuppressWarnings("unchecked")
        Map<String, Object> shot = (Map<String, Object>) browser.driver().executeCdpCommand("Page.captureScreenshot", Map.of(
                "format", "png", "captureBeyondViewport", false,
                "clip", Map.of("x", rowLeft, "y", rowTop, "width", rowWidth, "height", rowHeight, "scale", 1)));
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(Base64.getDecoder().decode((String) shot.get("data"))));
        java.util.Set<Integer> colours = new java.util.TreeSet<>();
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                colours.add(image.getRGB(x, y));
            }
        }
        assertThat(colours.size()).as("colours in the captured last row of %s (%s)", page, browser.script(
                "const r = arguments[0].getBoundingClientRect(); const e = document.elementFromPoint(r.left + 20,"
                + " r.top + r.height / 2); return JSON.stringify([r.top, r.left, r.width, r.height, scrollY,"
                + " innerHeight, e && e.outerHTML.slice(0, 120)])", lastRow)).isGreaterThan(4);
    }

    private static double top(WebElement element) {
        return ((Number) browser.script("return arguments[0].getBoundingClientRect().top", element)).doubleValue();
    }

    /**
     * From 1,024 px the three layers are the columns of one table: their legends side by side on one line,
     * each field's cell level with the same row's cells in the other columns, and the whole table in one
     * 800 px screen beside the results; below, they stack.
     */
    @ParameterizedTest(name = "{0} at {1} px")
    @MethodSource("layerTablePagesAndWidths")
    void theLayersAreTheColumnsOfOneTableFrom1024PxAndStackBelow(String page, int width) {
        Emulation.viewport(browser, width, 800, false);
        browser.open(page);
        browser.awaitScript();
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> legends = (List<Map<String, Object>>) browser.script("return [...document"
                + ".querySelectorAll('.field-table fieldset.column:not([hidden]) > legend')].map(e => { const r = e.getBoundingClientRect();"
                + " return {top: r.top, bottom: r.bottom, left: r.left}; })");
        assertThat(legends).hasSize(3);
        double sdkTop = number(legends.get(0), "top");
        if (width < 1024) {
            assertThat(number(legends.get(1), "top")).as("the application layer is below the SDK's").isGreaterThan(sdkTop + 100);
            assertThat(browser.find(".row-heads").isDisplayed()).isFalse();
            return;
        }
        for (int i = 1; i < 3; i++) {
            assertThat(number(legends.get(i), "bottom")).as("legend %d on the SDK's line", i)
                    .isCloseTo(number(legends.get(0), "bottom"), org.assertj.core.data.Offset.offset(1.0));
            assertThat(number(legends.get(i), "left")).isGreaterThan(number(legends.get(i - 1), "left"));
        }
        for (String row : List.of("attempts", "max", "jitter-high")) {
            double top = top("#layer3-" + row);
            assertThat(top("#layer2-" + row)).as("%s row", row).isCloseTo(top, org.assertj.core.data.Offset.offset(1.0));
            assertThat(top("#layer1-" + row)).as("%s row", row).isCloseTo(top, org.assertj.core.data.Offset.offset(1.0));
        }
        // The whole policy in one screen: from the column heads to the last row fits the window's height.
        double bottom = ((Number) browser.script("return document.querySelector('.field-table').getBoundingClientRect().bottom"))
                .doubleValue();
        assertThat(bottom - sdkTop).as("the table's height").isLessThan(800);
        // Both pages put the policy first, so it is in view as the page opens, beside the headline figures; the
        // storm page's longer introduction leaves that to windows of 1,280 px and wider.
        if ("amplification.html".equals(page) || width >= 1280) {
            assertThat(bottom).as("the table ends within the first screen").isLessThanOrEqualTo(800);
        }
        double resultsTop = ((Number) browser.script("return document.querySelector('#results dl.figures')"
                + ".getBoundingClientRect().top")).doubleValue();
        assertThat(resultsTop).as("the headline figures start within the first screen").isLessThan(800);
        assertThat(browser.find(".row-heads .row-head:nth-child(3)").isDisplayed()).isTrue();
        assertNoSidewaysScroll(page + " at " + width + " px");
    }

    /**
     * Lists the layer table's cells whose text is cut: a select whose chosen option does not fit beside its
     * arrow (20 px), or a preset's note shown cut short (one that is clipped away for screen readers is not shown).
     */
    private static final String CUT_CELLS = String.join("\n",
            "const out = [], c = document.createElement('canvas').getContext('2d');",
            "for (const s of document.querySelectorAll('.field-table fieldset.column select')) {",
            "  if (!s.getClientRects().length) continue;",
            "  const cs = getComputedStyle(s); c.font = cs.font;",
            "  const room = s.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 20;",
            "  if (c.measureText(s.selectedOptions[0].text).width > room) out.push(s.id + ': ' + s.selectedOptions[0].text);",
            "}",
            "for (const p of document.querySelectorAll('.field-table .preset-about')) {",
            "  if (getComputedStyle(p).clip === 'auto' && p.scrollWidth > p.clientWidth) out.push(p.id + ': ' + p.textContent);",
            "}",
            "return out;");

    /**
     * At 1,280 px no cell of the layers' table is cut, and an opened "Paste/copy" spans the three layer columns
     * under the summaries: the other layers' summaries stay in view and take a click, which opens theirs instead.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"amplification.html", "storm.html"})
    void anOpenedPasteControlSpansTheLayersWithoutCoveringTheOthersAndNoCellIsCut(String page) {
        Emulation.viewport(browser, 1280, 800, false);
        // Both pages' slots run outermost first.
        String first = "layer1";
        String middle = "layer2";
        String last = "layer3";
        browser.open(page);
        browser.awaitScript();
        assertThat(browser.script(CUT_CELLS)).as("cut cells of %s", page).asList().isEmpty();
        browser.find("#" + middle + "-config > summary").click();
        new WebDriverWait(browser.driver(), Duration.ofSeconds(20)).until(driver -> Boolean.TRUE.equals(browser.script(
                "const c = document.getElementById('" + middle + "-config');"
                + " return c.hasAttribute('data-paste-bound') && c.hasAttribute('data-copy-bound')")));
        browser.script("document.querySelector('#" + first + "-config > summary').scrollIntoView({block: 'center'})");
        for (String other : List.of(first + "-config", last + "-config")) {
            assertThat(browser.script("const s = document.querySelector('#' + arguments[0] + ' > summary');"
                    + " const r = s.getBoundingClientRect();"
                    + " return s.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2))", other))
                    .as("%s's summary is not covered", other).isEqualTo(true);
        }
        // The first layer's column starts where its fields start, the last one's ends where its fields end.
        double left = edge("#" + first + "-attempts", "left");
        double right = edge("#" + last + "-attempts", "right");
        assertThat(edge("#" + middle + "-config-text", "left")).as("the paste area starts in the first layer's column")
                .isBetween(left - 1, left + 12);
        assertThat(edge("#" + middle + "-config-text", "right")).as("the paste area ends in the last layer's column")
                .isBetween(right - 12, right + 1);
        browser.find("#" + first + "-config > summary").click();
        assertThat(browser.script("return [document.getElementById(arguments[0]).open,"
                + " document.getElementById(arguments[1]).open]", first + "-config", middle + "-config")).asList()
                .containsExactly(true, false);
        assertNoSidewaysScroll(page + " with a control open");
    }

    /** Lists the results a sticky or fixed element lies over at the current scroll (its own table excepted). */
    private static final String COVERED = String.join("\n",
            "const out = [], results = [...document.querySelectorAll('#results > *, #results tr')];",
            "for (const s of document.body.querySelectorAll('*')) {",
            "  const p = getComputedStyle(s).position;",
            "  if (p !== 'sticky' && p !== 'fixed') continue;",
            "  const a = s.getBoundingClientRect();",
            "  if (a.width === 0 || a.bottom <= 0 || a.top >= innerHeight) continue;",
            "  for (const r of results) {",
            "    if (r.contains(s) || s.contains(r)) continue;",
            "    const b = r.getBoundingClientRect();",
            "    if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) {",
            "      out.push(s.tagName + '.' + s.className + ' over ' + r.tagName + ' at scrollY ' + scrollY);",
            "    }",
            "  }",
            "}",
            "return out.slice(0, 5);");

    static Stream<Arguments> fullToolPagesAt1280And320() {
        List<Arguments> cases = new ArrayList<>();
        for (SitePages.ToolPage page : SitePages.fullTools()) {
            for (int width : new int[] {1280, 320}) {
                cases.add(Arguments.of(page, width));
            }
        }
        return cases.stream();
    }

    /** Read from top to bottom (no field being edited), no sticky element covers a result at any scroll. */
    @ParameterizedTest(name = "{0} at {1} px")
    @MethodSource("fullToolPagesAt1280And320")
    void nothingStickyCoversAResultWhileTheResultsAreRead(SitePages.ToolPage page, int width) {
        Emulation.viewport(browser, width, 800, width < 768);
        browser.open(page.file());
        browser.awaitScript();
        long height = (Long) browser.script("return document.documentElement.scrollHeight");
        for (long y = 0; y < height; y += 300) {
            browser.script("window.scrollTo(0, arguments[0])", y);
            assertThat(browser.script(COVERED)).as("%s at %d px", page, width).asList().isEmpty();
        }
    }

    /** A phone's first screen of the storm page holds its verdict, the headline figures in a sentence, by the jump link. */
    @ParameterizedTest(name = "at {0} px")
    @ValueSource(ints = {320, 390})
    void aPhonesFirstScreenOfTheStormPageShowsTheVerdictByTheJumpLink(int width) {
        Emulation.viewport(browser, width, 800, true);
        browser.open("storm.html");
        browser.awaitScript();
        assertThat(edge("#to-results", "bottom")).as("the jump link in the first screen").isLessThanOrEqualTo(800);
        assertThat(edge("#verdict", "bottom")).as("the verdict in the first screen").isLessThanOrEqualTo(800);
        assertThat(browser.find("#verdict").isDisplayed()).isTrue();
        List<WebElement> values = browser.findAll("#results dl.figures .value");
        assertThat(browser.find("#verdict").getText()).contains(values.get(0).getText(), values.get(1).getText());
        // It follows the inputs: without retries the amplification is 1.00.
        browser.setValue("layer3-attempts", "1");
        new WebDriverWait(browser.driver(), Duration.ofSeconds(30)).until(d -> browser.find("#verdict").getText()
                .startsWith("Amplification 1.00;"));
        assertThat(browser.findAll("#results dl.figures .value").get(0).getText()).isEqualTo("1.00");
    }

    static Stream<Arguments> layerTablePagesAndWidths() {
        List<Arguments> cases = new ArrayList<>();
        for (String page : List.of("amplification.html", "storm.html")) {
            for (int width : new int[] {1000, 1024, 1280, 1920}) {
                cases.add(Arguments.of(page, width));
            }
        }
        return cases.stream();
    }

    private static double edge(String selector, String side) {
        return ((Number) browser.script("return arguments[0].getBoundingClientRect()[arguments[1]]", browser.find(selector),
                side)).doubleValue();
    }

    private static double top(String selector) {
        return ((Number) browser.script("return arguments[0].getBoundingClientRect().top", browser.find(selector))).doubleValue();
    }

    private static double number(Map<String, Object> values, String key) {
        return ((Number) values.get(key)).doubleValue();
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
