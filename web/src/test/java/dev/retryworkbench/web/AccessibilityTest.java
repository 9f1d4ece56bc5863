package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.NumberField;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Runs axe-core's WCAG 2.1 A and AA rules on every page of the built site (the embed variants as
 * soon as they are built, see {@link SitePages}), in the light and the dark colour scheme, with the
 * worked example and with a field in error; then checks what axe does not: labels with units, help
 * and error slots, the polite announcement of headline figures, and the charts' text and contrast.
 */
class AccessibilityTest {
    /** Lists chart text under 4.5:1 against the page and chart marks under 3:1 against what they are drawn on. */
    private static final String CHART_CONTRAST = String.join("\n",
            "const rgb = c => c.match(/[\\d.]+/g).map(Number);",
            "const lum = c => { const v = rgb(c).slice(0, 3).map(x => { x /= 255;",
            "  return x <= 0.03928 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4); });",
            "  return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2]; };",
            "const ratio = (a, b) => { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };",
            "const background = el => { for (let e = el; e; e = e.parentElement) { const c = getComputedStyle(e).backgroundColor;",
            "  if (rgb(c).length < 4 || rgb(c)[3] > 0) return c; } return 'rgb(255, 255, 255)'; };",
            "const failures = [];",
            "const check = (el, colour, against, min, what) => { const r = ratio(colour, against);",
            "  if (r < min) failures.push(what + ' ' + (el.getAttribute('class') || el.tagName) + ': ' + colour",
            "      + ' on ' + against + ' = ' + r.toFixed(2) + ' < ' + min); };",
            "for (const svg of document.querySelectorAll('figure.chart svg')) {",
            "  const bg = background(svg);",
            "  svg.querySelectorAll('text').forEach(t => check(t, getComputedStyle(t).fill, bg, 4.5, 'text'));",
            "  svg.querySelectorAll('.bar-attempt, .bar-backoff, .bar-clipped').forEach(",
            "      r => check(r, getComputedStyle(r).fill, bg, 3, 'fill'));",
            "  svg.querySelectorAll('line.deadline, .range, .cumulative, .axis').forEach(",
            "      l => check(l, getComputedStyle(l).stroke, bg, 3, 'stroke'));",
            "  const range = svg.querySelector('.range');",
            "  if (range) svg.querySelectorAll('.mean, .cumulative').forEach(",
            "      m => check(m, getComputedStyle(m).stroke, getComputedStyle(range).fill, 3, 'on range'));",
            "}",
            "return failures;");

    @RegisterExtension
    static final Browser browser = Browser.perClassIgnoringConsole();

    @AfterEach
    void resetEmulation() {
        Emulation.reset(browser);
    }

    static Stream<Arguments> pagesAndSchemes() {
        List<Arguments> cases = new ArrayList<>();
        for (String page : SitePages.all()) {
            cases.add(Arguments.of(page, "light"));
            cases.add(Arguments.of(page, "dark"));
        }
        return cases.stream();
    }

    static Stream<Arguments> toolPagesAndSchemes() {
        List<Arguments> cases = new ArrayList<>();
        for (SitePages.ToolPage page : SitePages.tools()) {
            cases.add(Arguments.of(page, "light"));
            cases.add(Arguments.of(page, "dark"));
        }
        return cases.stream();
    }

    static Stream<SitePages.ToolPage> fullToolPages() {
        return SitePages.fullTools().stream();
    }

    static Stream<SitePages.ToolPage> toolPages() {
        return SitePages.tools().stream();
    }

    @ParameterizedTest(name = "{0} in the {1} scheme")
    @MethodSource("pagesAndSchemes")
    void theWorkedExampleHasNoWcagViolation(String page, String scheme) {
        Emulation.colorScheme(browser, scheme);
        browser.open(page);
        assertThat(scheme(browser)).isEqualTo(scheme);
        if (!"index.html".equals(page)) {
            browser.awaitScript();
        }
        assertThat(Axe.violations(browser)).as("axe violations on %s (%s)", page, scheme).isEmpty();
    }

    @ParameterizedTest(name = "{0} in the {1} scheme")
    @MethodSource("toolPagesAndSchemes")
    void theErrorStateHasNoWcagViolation(SitePages.ToolPage page, String scheme) {
        Emulation.colorScheme(browser, scheme);
        browser.open(page.file());
        browser.awaitScript();
        browser.type(page.field(), page.invalidText());
        new WebDriverWait(browser.driver(), Duration.ofSeconds(10))
                .until(d -> !browser.find("#" + page.field() + "-error").getText().isBlank());
        assertThat(browser.find("#" + page.field()).getAttribute("aria-invalid")).isEqualTo("true");
        assertThat(browser.find("#stale-notice").isDisplayed()).isTrue();
        assertThat(Axe.violations(browser)).as("axe violations on %s (%s, error state)", page, scheme).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("toolPages")
    void everyControlHasAVisibleLabelWithUnitAndHelpAndAnErrorSlotThatIsAnnounced(SitePages.ToolPage page) {
        // On a phone, where every field shows its label and help as written (a wide window: below).
        Emulation.viewport(browser, 390, 844, true);
        browser.open(page.file());
        browser.awaitScript();
        for (Field field : page.fields()) {
            String id = field.id();
            dev.retryworkbench.core.form.Disclosure hiding = page.hiddenAtDefaults(field);
            if (hiding != null) {
                // Another budget kind's parameter: choose a kind that shows it, then check it like the rest.
                browser.select(hiding.choice().id(), hiding.options().get(hiding.fields().indexOf(field)).split(" ")[0]);
            } else {
                // A field the defaults show: put back each select an earlier field changed (the planner's provider).
                for (dev.retryworkbench.core.form.Disclosure disclosure : page.tool().disclosures()) {
                    if (!disclosure.choice().defaultText().equals(browser.value(disclosure.choice().id()))) {
                        browser.select(disclosure.choice().id(), disclosure.choice().defaultText());
                    }
                }
            }
            WebElement control = browser.find("#" + id);
            WebElement label = browser.find("label[for='" + id + "']");
            assertThat(label.isDisplayed()).as("label of %s is visible", id).isTrue();
            String unit = field instanceof NumberField ? ((NumberField) field).unit() : "";
            assertThat(label.getText()).as("label of %s", id)
                    .isEqualTo(unit.isEmpty() ? field.label() : field.label() + " (" + unit + ")");
            boolean about = field instanceof ChoiceField && ((ChoiceField) field).hasAbout();
            boolean unused = !browser.findAll("#" + id + "-unused").isEmpty();
            assertThat(control.getAttribute("aria-describedby"))
                    .isEqualTo(id + "-help " + (about ? id + "-about " : "") + (unused ? id + "-unused " : "") + id + "-error");
            if (about) {
                // What a preset models is announced when the choice changes.
                assertThat(browser.find("#" + id + "-about").getAttribute("aria-live")).isEqualTo("polite");
                assertThat(browser.find("#" + id + "-about").getText()).isNotBlank();
            }
            WebElement help = browser.find("#" + id + "-help");
            assertThat(help.isDisplayed()).as("help of %s is visible", id).isTrue();
            if (hiding != null) {
                // Not in the page as served: help-words.js writes it once the field is shown, then it is not busy.
                new WebDriverWait(browser.driver(), Duration.ofSeconds(10)).withMessage("help of " + id + " written")
                        .until(d -> help.getAttribute("aria-busy") == null && !help.getText().isBlank());
            }
            assertThat(help.getAttribute("aria-busy")).as("help of %s is busy", id).isNull();
            assertThat(help.getText()).as("help of %s", id).isNotBlank();
            WebElement error = browser.find("#" + id + "-error");
            assertThat(error.getAttribute("aria-live")).as("error slot of %s", id).isEqualTo("polite");
            // An empty live region must stay rendered: one that appears with its first message is often not read.
            assertThat(browser.script("return getComputedStyle(arguments[0]).display", error)).isNotEqualTo("none");
        }
    }

    /**
     * On a wide window the layers are the columns of one table: each field keeps its label for assistive
     * technology and its description, each row's help is one button away, and a value the column's choices
     * do not use is marked in place, announced with the field.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("fullToolPages")
    void onAWideWindowEachRowsHelpIsOneButtonAwayAndTheFieldsKeepTheirNamesAndDescriptions(SitePages.ToolPage page) {
        Emulation.viewport(browser, 1280, 800, false);
        browser.open(page.file());
        browser.awaitScript();
        for (Field field : page.fields()) {
            String id = field.id();
            assertThat(browser.script("return arguments[0].labels[0].textContent", browser.find("#" + id)))
                    .as("accessible label of %s", id).asString().startsWith(field.label());
            for (String described : browser.find("#" + id).getAttribute("aria-describedby").split(" ")) {
                assertThat(browser.findAll("#" + described)).as("%s describes %s", described, id).hasSize(1);
            }
            WebElement help = browser.find("#" + id + "-help");
            if (page.hiddenAtDefaults(field) == null) {
                assertThat(help.getAttribute("textContent")).as("help of %s", id).isNotBlank();
            } else {
                // A field hidden at the defaults: its help is in place, empty and busy until the field is shown.
                assertThat(help.getAttribute("textContent")).as("help of hidden %s", id).isEmpty();
                assertThat(help.getAttribute("aria-busy")).as("help of hidden %s", id).isEqualTo("true");
            }
        }
        List<WebElement> buttons = browser.findAll(".inputs .help-toggle");
        assertThat(buttons).as("help buttons").hasSizeGreaterThanOrEqualTo(page.fields().size() / 3);
        for (WebElement button : buttons) {
            WebElement help = browser.find("#" + button.getAttribute("aria-controls"));
            assertThat(button.getAttribute("aria-expanded")).isEqualTo("false");
            assertThat(help.isDisplayed()).as("%s before its button", help.getAttribute("id")).isFalse();
            assertThat(browser.script("return arguments[0].textContent", button)).asString().startsWith("?Help: ");
        }
        // The tools with nested layers lay them out as the columns of one table; the planners have no layers.
        if ("amplification".equals(page.toolId()) || "storm".equals(page.toolId())) {
            // Both keep eight slots (the script writes those after the first hidden one); only the worked
            // example's three layers are shown.
            assertThat(browser.findAll(".field-table fieldset.column legend")).hasSize(8);
            assertThat(browser.findAll(".field-table fieldset.column:not([hidden]) legend")).hasSize(3);
            String sdk = "layer3";
            String app = "layer2";
            String runner = "layer1";
            String first = "layer1";
            // The row's help opens in place by keyboard, and closes again.
            WebElement button = browser.find("button[aria-controls='" + first + "-attempts-row-help']");
            browser.script("arguments[0].focus()", button);
            new org.openqa.selenium.interactions.Actions(browser.driver()).sendKeys(org.openqa.selenium.Keys.ENTER).perform();
            assertThat(button.getAttribute("aria-expanded")).isEqualTo("true");
            WebElement help = browser.find("#" + first + "-attempts-row-help");
            assertThat(help.isDisplayed()).isTrue();
            assertThat(help.getText()).isEqualTo(browser.find("#" + first + "-attempts-help").getAttribute("textContent"));
            new org.openqa.selenium.interactions.Actions(browser.driver()).sendKeys(org.openqa.selenium.Keys.SPACE).perform();
            assertThat(button.getAttribute("aria-expanded")).isEqualTo("false");
            assertThat(help.isDisplayed()).isFalse();
            // Without proportional jitter the factors do not apply: marked, not hidden, and back when chosen.
            WebElement note = browser.find("#" + app + "-jitter-low-unused");
            assertThat(note.getText()).isEqualTo("Proportional only");
            assertThat(browser.find("#" + app + "-jitter-low").isDisplayed()).isTrue();
            browser.select(app + "-jitter", "proportional");
            new WebDriverWait(browser.driver(), Duration.ofSeconds(10)).until(d -> note.getText().isEmpty());
            browser.select(app + "-shape", "polynomial");
            new WebDriverWait(browser.driver(), Duration.ofSeconds(10))
                    .until(d -> "Unused: polynomial".equals(browser.find("#" + app + "-multiplier-unused").getText()));
            assertThat(browser.find("#" + sdk + "-multiplier-unused").getText()).isEmpty();
            browser.setValue(runner + "-attempts", "1");
            assertThat(browser.find("#" + runner + "-attempts-reading").getText()).isEqualTo("1 attempt = no retries");
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("toolPages")
    void aChangeAnnouncesTheHeadlineFiguresPolitelyAndAnErrorNamesTheField(SitePages.ToolPage page) {
        browser.open(page.file());
        browser.awaitScript();
        WebElement announcer = browser.find("#announcer");
        assertThat(announcer.getAttribute("aria-live")).isEqualTo("polite");
        assertThat(announcer.getText()).isEmpty();

        Map<String, String> values = new HashMap<>();
        for (Field field : FieldGroup.fieldsOf(page.tool().form())) {
            values.put(field.id(), field.defaultText());
        }
        values.put(page.field(), page.validText());
        String expected = page.tool().evaluate(values::get).announcement();
        browser.type(page.field(), page.validText());
        new WebDriverWait(browser.driver(), Duration.ofSeconds(10))
                .until(d -> expected.equals(browser.script("return document.getElementById('announcer').textContent")));

        browser.type(page.field(), page.invalidText());
        WebElement error = browser.find("#" + page.field() + "-error");
        new WebDriverWait(browser.driver(), Duration.ofSeconds(10)).until(d -> !error.getText().isBlank());
        Field field = page.fields().stream().filter(f -> f.id().equals(page.field())).findFirst().orElseThrow();
        assertThat(error.getText()).contains(field.label());
        assertThat(error.isDisplayed()).isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("toolPages")
    void everyChartHasATitleAndACaptionSummarisingIt(SitePages.ToolPage page) {
        browser.open(page.file());
        browser.awaitScript();
        List<WebElement> charts = browser.findAll("figure.chart");
        assertThat(charts).isNotEmpty();
        for (WebElement chart : charts) {
            WebElement svg = chart.findElement(By.cssSelector("svg"));
            assertThat(svg.getAttribute("role")).isEqualTo("img");
            String title = (String) browser.script(
                    "return document.getElementById(arguments[0].getAttribute('aria-labelledby')).textContent", svg);
            assertThat(title).isNotBlank();
            assertThat(chart.findElement(By.cssSelector("figcaption")).getText()).hasSizeGreaterThan(80);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("toolPages")
    void chartsTellTheirMarksApartByShapeNotColourAlone(SitePages.ToolPage page) {
        browser.open(page.file());
        browser.awaitScript();
        if ("amplification".equals(page.toolId())) {
            // Attempts are full-height bars, backoffs half height; clipped parts are hatched with a dashed outline.
            assertThat(browser.script("const h = s => [...document.querySelectorAll('svg ' + s)].map(r => +r.getAttribute('height'));"
                    + "return Math.min(...h('.bar-attempt')) > Math.max(...h('.bar-backoff'))")).isEqualTo(true);
            assertThat(browser.findAll("svg rect.bar-clipped[stroke-dasharray]")).isNotEmpty();
            assertThat(browser.findAll("svg rect[fill^='url(#']")).isNotEmpty();
        } else if ("storm".equals(page.toolId())) {
            // Three lines with three dash patterns (solid, long, short); the trigger is a band, the capacity a dashed line.
            assertThat(browser.script("const d = c => getComputedStyle(document.querySelector('svg polyline.' + c))"
                    + ".strokeDasharray; return new Set([d('attempts'), d('successes'), d('arriving')]).size")).isEqualTo(3L);
            assertThat(browser.findAll("svg rect.trigger")).isNotEmpty();
            assertThat(browser.findAll("svg line.capacity[stroke-dasharray]")).isNotEmpty();
        } else if ("latency".equals(page.toolId())) {
            // One line per policy, each with its own dash pattern (the first solid), in the chart and its legend.
            assertThat(browser.script("const d = [...document.querySelectorAll('figure.chart svg polyline.latency-line')]"
                    + ".map(l => getComputedStyle(l).strokeDasharray); return [d.length, new Set(d).size]"))
                    .isEqualTo(List.of(5L, 5L));
            assertThat(browser.findAll(".chart-legend line.latency-line")).hasSize(5);
        } else {
            // Ranges are boxes, means are bars across them, the cumulative mean is a line through dots.
            assertThat(browser.findAll("svg rect.range")).isNotEmpty();
            assertThat(browser.findAll("svg line.mean")).hasSameSizeAs(browser.findAll("svg rect.range"));
            assertThat(browser.findAll("svg polyline.cumulative")).isNotEmpty();
            assertThat(browser.findAll("svg circle.cumulative")).isNotEmpty();
        }
    }

    /**
     * Checks what axe cannot see inside SVG: chart text against the page has at least 4.5:1, and every
     * mark at least 3:1 against what it is drawn on (WCAG 1.4.3 and 1.4.11).
     */
    @ParameterizedTest(name = "{0} in the {1} scheme")
    @MethodSource("toolPagesAndSchemes")
    void chartTextAndMarksHaveEnoughContrast(SitePages.ToolPage page, String scheme) {
        Emulation.colorScheme(browser, scheme);
        browser.open(page.file());
        browser.awaitScript();
        @SuppressWarnings("unchecked")
        List<String> failures = (List<String>) browser.script(CHART_CONTRAST);
        assertThat(failures).as("chart contrast on %s (%s)", page, scheme).isEmpty();
    }

    @ParameterizedTest(name = "in the {0} scheme")
    @org.junit.jupiter.params.provider.ValueSource(strings = {"light", "dark"})
    void theDistributionOverSeedsHasNoWcagViolationAndContrastingHistograms(String scheme) {
        Emulation.colorScheme(browser, scheme);
        browser.open("amplification.html");
        browser.awaitScript();
        browser.select("jitter", "full");
        browser.setValue("deadline", "");
        assertThat(browser.findAll("#distribution figure.histogram svg")).hasSize(3);
        assertThat(Axe.violations(browser)).as("axe violations with the distribution (%s)", scheme).isEmpty();
        @SuppressWarnings("unchecked")
        List<String> failures = (List<String>) browser.script(CHART_CONTRAST);
        assertThat(failures).as("histogram contrast (%s)", scheme).isEmpty();
    }

    /** Reads which scheme the page actually got, so a failed emulation cannot pass as a dark run. */
    private static String scheme(Browser browser) {
        return (String) browser.script("return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'");
    }
}
