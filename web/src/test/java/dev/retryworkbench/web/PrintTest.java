package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.form.Field;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.WebElement;

/**
 * Prints each tool page as a worksheet on A4 and on Letter: the inputs with their values, the
 * figures, the chart and the table, without navigation, footer or help text, no column cut off.
 */
class PrintTest {
    /** A sheet of paper: its size in inches (what Chromium's printToPDF takes) and its printable width in CSS px. */
    enum Paper {
        A4(8.27, 11.69),
        LETTER(8.5, 11);

        /** The stylesheet's page margin, 12 mm, in inches. */
        private static final double MARGIN_INCHES = 12 / 25.4;

        final double width;
        final double height;

        Paper(double width, double height) {
            this.width = width;
            this.height = height;
        }

        int printableCssPixels() {
            return (int) Math.floor((width - 2 * MARGIN_INCHES) * 96);
        }
    }

    @RegisterExtension
    static final Browser browser = Browser.perClass(true);

    @AfterEach
    void resetEmulation() {
        Emulation.reset(browser);
    }

    static Stream<Arguments> toolPagesAndPapers() {
        List<Arguments> cases = new ArrayList<>();
        for (SitePages.ToolPage page : SitePages.tools()) {
            for (Paper paper : Paper.values()) {
                cases.add(Arguments.of(page, paper));
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("toolPagesAndPapers")
    void printsAWorksheetOfASanePageCount(SitePages.ToolPage page, Paper paper) {
        browser.open(page.file());
        browser.awaitScript();
        @SuppressWarnings("unchecked")
        Map<String, Object> pdf = (Map<String, Object>) browser.driver().executeCdpCommand("Page.printToPDF", Map.of(
                "paperWidth", paper.width, "paperHeight", paper.height, "printBackground", true,
                "displayHeaderFooter", false, "preferCSSPageSize", false));
        byte[] bytes = Base64.getDecoder().decode((String) pdf.get("data"));
        String text = new String(bytes, StandardCharsets.ISO_8859_1);
        assertThat(text).startsWith("%PDF-");
        int pages = text.split("/Type\\s*/Page[^s]", -1).length - 1;
        // The worked examples fill 3 (amplification) and 5 (planner, with its long explanations) sheets; the storm
        // simulator, with its comparison, bounds, the story's line per budget row, the survival map and its stack's
        // table (each layer's role and name rows too), 8 to 9.
        assertThat(pages).as("pages of %s on %s", page, paper).isBetween(2, page.file().startsWith("storm") ? 9 : 8);
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("toolPagesAndPapers")
    void theWorksheetShowsInputsFiguresChartAndWholeTableWithoutClutter(SitePages.ToolPage page, Paper paper) {
        // The print layout at the width of the printed area: what lands on paper, measurable in the DOM.
        Emulation.media(browser, "print", "dark");
        Emulation.viewport(browser, paper.printableCssPixels(), 1000, false);
        browser.open(page.file());
        browser.awaitScript();
        assertThat(browser.script("return matchMedia('print').matches")).isEqualTo(true);

        for (String clutter : List.of(".skip-link", ".site-header nav", ".site-footer", ".privacy", ".field .help", ".jump",
                ".help-toggle", ".row-heads")) {
            for (WebElement element : browser.findAll(clutter)) {
                assertThat(element.isDisplayed()).as("%s is not printed", clutter).isFalse();
            }
        }
        for (Field field : page.shownFields()) {
            WebElement control = browser.find("#" + field.id());
            assertThat(control.isDisplayed()).as("input %s is printed", field.id()).isTrue();
            assertThat(browser.find("label[for='" + field.id() + "']").isDisplayed()).isTrue();
            assertThat(control.getAttribute("value")).isEqualTo(field.defaultText());
        }
        assertThat(browser.findAll(".figure")).isNotEmpty().allSatisfy(figure -> assertThat(figure.isDisplayed()).isTrue());
        assertThat(browser.find("figure.chart svg").isDisplayed()).isTrue();
        // Every result is on paper: every chart and table displayed, every row of every table, nothing
        // left to render only once scrolled to, and the results column scrolls with the page.
        assertThat(browser.findAll("#results figure.chart, #results table")).isNotEmpty()
                .allSatisfy(block -> assertThat(block.isDisplayed()).isTrue());
        assertThat(browser.script("return [...document.querySelectorAll('#results *')]"
                + ".filter(e => getComputedStyle(e).contentVisibility !== 'visible').length")).isEqualTo(0L);
        assertThat(browser.script("return getComputedStyle(document.querySelector('.outputs')).overflowY"))
                .isEqualTo("visible");
        for (WebElement region : browser.findAll(".table-wrap")) {
            assertThat((Boolean) browser.script("return arguments[0].scrollWidth <= arguments[0].clientWidth", region))
                    .as("the table of %s fits the %s sheet", page, paper).isTrue();
        }
        assertThat((Long) browser.script("return document.documentElement.scrollWidth"))
                .isLessThanOrEqualTo((Long) browser.script("return window.innerWidth"));
        // Paper is white whatever the screen's scheme: the light palette prints, also from a dark screen.
        assertThat(browser.script("return getComputedStyle(document.body).backgroundColor")).isEqualTo("rgb(255, 255, 255)");
        assertThat(browser.script("const mark = document.querySelector('.bar-attempt, .range, polyline.attempts, polyline.line-1');"
                + " return mark.tagName === 'polyline' ? getComputedStyle(mark).stroke : getComputedStyle(mark).fill"))
                .isIn("rgb(31, 95, 168)", "rgb(211, 219, 229)");
    }
}
