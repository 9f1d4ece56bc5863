package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.storm.StormTool;
import dev.retryworkbench.core.storm.SurvivalMapInputs;
import dev.retryworkbench.core.storm.SurvivalMapTexts;
import dev.retryworkbench.core.storm.SurvivalMapWork;
import dev.retryworkbench.core.storm.map.SurvivalMap;
import dev.retryworkbench.core.storm.map.SurvivalMapRenderer;
import dev.retryworkbench.core.storm.simulation.Strategy;
import dev.retryworkbench.core.tool.Evaluation;
import dev.retryworkbench.web.bench.SliceTasks;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The storm page's survival map in Chromium (issue 20): the worked example's map pre-rendered, the map
 * recomputed on request by map.js and map-view.js and identical to the JVM's (markup and export texts),
 * its progress, an edit that cancels it leaving nothing, its fields checked like the form's, keyboard use
 * and the 320 px layout.
 */
class SurvivalMapPageTest {
    private static final String PAGE = "storm.html";
    private static final StormTool TOOL = new StormTool();
    /** A small map, a few hundred runs, so the test does not wait for the whole worked example. */
    private static final Map<String, String> SMALL = Map.of("map-values", "1.5, 3", "map-durations", "5 20", "seed", "7");

    private static final Path DOWNLOADS = temporaryDirectory();

    @RegisterExtension
    static final Browser browser = Browser.perClassWithDownloads(DOWNLOADS);

    @BeforeEach
    void open() {
        browser.open(PAGE);
        browser.awaitScript();
    }

    @Test
    void theWorkedExamplesMapIsPreRenderedByTheSameRenderer() {
        assertThat(output()).isEqualTo(browser.normalized(SurvivalMapRenderer.render(jvmMap(Map.of()))));
        assertThat(browser.findAll("#survival-map-output figure.survival-panel")).hasSize(Strategy.mapped().length);
        assertThat(browser.findAll("#survival-map-output svg.survival-grid path.edge")).hasSize(Strategy.mapped().length);
        assertThat(browser.find("#map-button").isDisplayed()).isTrue();
    }

    @Test
    void theMapOnRequestIsTheJvmsAndJoinsTheExports() {
        for (Map.Entry<String, String> field : SMALL.entrySet()) {
            browser.setValue(field.getKey(), field.getValue());
        }
        // Any edit drops the pre-rendered map, which was the worked example's.
        assertThat(output()).isEmpty();
        browser.find("#map-button").click();
        awaitMapped();
        SurvivalMap jvm = jvmMap(SMALL);
        assertThat(output()).isEqualTo(browser.normalized(SurvivalMapRenderer.render(jvm)));
        SurvivalMapTexts texts = SurvivalMapTexts.of(jvm);
        assertThat(slot("mapResultsJson")).isEqualTo(carriageReturnsShown(texts.resultsJson()));
        assertThat(slot("mapInputsJson")).isEqualTo(carriageReturnsShown(texts.inputsJson()));
        assertThat(slot("mapCsv")).isEqualTo(carriageReturnsShown(texts.csv()));
        assertThat(slot("mapMarkdown")).isEqualTo(carriageReturnsShown(texts.markdown()));
        assertThat(progress()).startsWith("Mapped ").contains(" runs in ").contains("The exports now include the map.");
        assertThat(browser.consoleErrors()).isEmpty();
    }

    /** The whole map of the worked example (1,824 runs), computed in Chromium, is the JVM's to the last number. */
    @Test
    void theWorkedExamplesWholeMapComputedInChromiumIsTheJvms() {
        browser.find("#map-button").click();
        awaitMapped();
        SurvivalMap jvm = jvmMap(Map.of());
        assertThat(slot("mapResultsJson")).isEqualTo(carriageReturnsShown(SurvivalMapTexts.resultsJson(jvm)));
        assertThat(output()).isEqualTo(browser.normalized(SurvivalMapRenderer.render(jvm)));
    }

    /** Hostile text in a map field gets the JVM's message at the field, nothing in its markup, and the default clears it. */
    @Test
    void hostileTextInTheMapsFieldsIsRefusedAtTheField() {
        List<String> hostile = List.of("<img src=x onerror=alert(1)>", "1e309", "NaN", "-1", "1, 2, x", "0x10",
                "\u0661\u0662", "1; DROP TABLE", "9".repeat(400), "1 ".repeat(5_000), "1e", "Infinity");
        RawValues defaults = FormReading.defaults(TOOL.form());
        // map.js loads on the first use of the map's fields, then checks each edit as it happens.
        browser.setValue(SurvivalMapInputs.RATE_VALUES.id(), "2, 1");
        new WebDriverWait(browser.driver(), Duration.ofSeconds(10))
                .until(d -> !browser.errorText(SurvivalMapInputs.RATE_VALUES.id()).isEmpty());
        for (String id : List.of(SurvivalMapInputs.RATE_VALUES.id(), SurvivalMapInputs.DURATIONS.id())) {
            for (String value : hostile) {
                browser.setValue(id, value);
                String where = id + " = " + value.substring(0, Math.min(30, value.length()));
                List<String> jvm = TOOL.startMap(field -> field.equals(id) ? value : defaults.get(field)).errors().stream()
                        .filter(error -> error.fieldId().equals(id)).map(error -> error.message()).toList();
                assertThat(jvm).as(where).hasSize(1);
                assertThat(browser.errorText(id)).as(where).isEqualTo(jvm.get(0)).hasSizeLessThan(250);
                assertThat(browser.ariaInvalid(id)).as(where).isEqualTo("true");
                assertThat(browser.script("return document.getElementById(arguments[0]).querySelectorAll('*').length",
                        id + "-error")).as(where).isEqualTo(0L);
            }
            browser.setValue(id, "");
            assertThat(browser.errorText(id)).isEmpty();
            assertThat(browser.ariaInvalid(id)).isEqualTo("false");
        }
        assertThat(browser.consoleErrors()).isEmpty();
    }

    /** The page's downloads, once the map is done, are the command line's files with --map, byte for byte. */
    @Test
    void theDownloadsCarryTheMapAsTheCommandLineWritesIt() throws IOException {
        for (Map.Entry<String, String> field : SMALL.entrySet()) {
            browser.setValue(field.getKey(), field.getValue());
        }
        browser.find("#map-button").click();
        awaitMapped();
        RawValues defaults = FormReading.defaults(TOOL.form());
        Evaluation cli = TOOL.startMap(id -> SMALL.containsKey(id) ? SMALL.get(id) : defaults.get(id)).finished();
        assertThat(download("export-json", "json")).isEqualTo(cli.export().worksheetJson());
        assertThat(download("export-csv", "csv")).isEqualTo(cli.export().csv());
        assertThat(download("export-markdown", "md")).isEqualTo(cli.export().markdown());
        // An edit drops the map: the next worksheet is the run's alone.
        browser.setValue("clients", "11");
        browser.awaitIdle();
        assertThat(download("export-json", "json")).doesNotContain("survivalMap");
    }

    private static String download(String buttonId, String extension) throws IOException {
        Downloads.clear(DOWNLOADS);
        browser.find("#" + buttonId).click();
        return Files.readString(Downloads.awaitOne(browser.driver(), DOWNLOADS, extension), StandardCharsets.UTF_8);
    }

    private static Path temporaryDirectory() {
        try {
            Path directory = Files.createTempDirectory("survival-map-downloads");
            directory.toFile().deleteOnExit();
            return directory;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void progressIsShownAndAnEditCancelsLeavingNothing() {
        try (SliceTasks timing = SliceTasks.install(browser.driver())) {
            browser.open(PAGE);
            browser.awaitScript();
            browser.script("window.sliceTasks = [];");
            browser.find("#map-button").click();
            new WebDriverWait(browser.driver(), Duration.ofSeconds(20)).until(d -> progress().contains(" runs done"));
        }
        assertThat(progress()).matches("Mapping the edge of safety: [0-9,]+ of [0-9,]+ runs done(, about [0-9]+ (s|min) left)?\\.");
        assertThat(browser.find("#map-meter").isDisplayed()).isTrue();
        assertThat(browser.find("#survival-map-output").getAttribute("aria-busy")).isEqualTo("true");
        assertThat(browser.find("#map-button").getText()).isEqualTo("Stop mapping");
        assertThat((Long) browser.script("return window.sliceTasks.length;")).isGreaterThan(3);

        browser.setValue("clients", "11");
        browser.script("return new Promise(done => setTimeout(done, 300))");
        assertThat(progress()).startsWith("Cancelled by your edit");
        assertThat(output()).isEmpty();
        assertThat(browser.find("#survival-map-output").getAttribute("aria-busy")).isNull();
        assertThat(browser.find("#map-meter").isDisplayed()).isFalse();
        // The dropped map, had it gone on, would be done by now; nothing of it may appear.
        browser.script("return new Promise(done => setTimeout(done, 3000))");
        assertThat(output()).isEmpty();
        assertThat(slot("mapCsv")).isEmpty();
        assertThat(browser.script("return document.getElementById('survival').mapNumbers")).isNull();
        assertThat(browser.find("#map-button").getText()).isEqualTo("Map the edge of safety");
    }

    @Test
    void theMapsFieldsAreLabelledAndCheckedLikeTheForms() {
        // The page's script names the fields it listens to; they are the declared ones.
        assertThat(StormPage.MAP_FIELDS).containsExactly(dev.retryworkbench.core.storm.SurvivalMapInputs.group().fields()
                .stream().map(dev.retryworkbench.core.form.Field::id).toArray(String[]::new));
        for (String id : StormPage.MAP_FIELDS) {
            assertThat(browser.find("label[for='" + id + "']").getText()).isNotEmpty();
            assertThat(browser.find("#" + id).getAttribute("aria-describedby")).contains(id + "-help").contains(id + "-error");
        }
        browser.setValue("map-values", "2, 1");
        // map.js loads on the first use of the map's fields, then checks each edit.
        new WebDriverWait(browser.driver(), Duration.ofSeconds(10)).until(d -> !browser.errorText("map-values").isEmpty());
        assertThat(browser.errorText("map-values")).contains("increasing order").contains("1 does not follow 2");
        assertThat(browser.ariaInvalid("map-values")).isEqualTo("true");
        browser.find("#map-button").click();
        assertThat(progress()).isEqualTo("Not mapped: fix the map's fields marked above.");
        browser.setValue("map-values", "1.5 2");
        assertThat(browser.errorText("map-values")).isEmpty();
        assertThat(browser.ariaInvalid("map-values")).isEqualTo("false");
        assertThat(browser.find("#map-progress").getAttribute("role")).isEqualTo("status");
    }

    @Test
    void theButtonWorksFromTheKeyboard() {
        browser.setValue("map-values", "2");
        browser.setValue("map-durations", "5");
        browser.find("#map-button").sendKeys(Keys.ENTER);
        awaitMapped();
        assertThat(browser.findAll("#survival-map-output figure.survival-panel")).hasSize(Strategy.mapped().length);
        assertThat(browser.find("#survival-map-output table.survival-table").findElements(
                org.openqa.selenium.By.cssSelector("tbody tr"))).hasSize(Strategy.mapped().length);
    }

    @Test
    void atThreeHundredTwentyPixelsTheMapFitsTheWidth() {
        try {
            Emulation.viewport(browser, 320, 800, true);
            browser.open(PAGE);
            browser.awaitScript();
            @SuppressWarnings("unchecked")
            Map<String, Object> widths = (Map<String, Object>) browser.script(String.join("\n",
                    "const section = document.getElementById('survival');",
                    "const panel = section.querySelector('.survival-panel').getBoundingClientRect();",
                    "return {page: document.documentElement.scrollWidth, viewport: innerWidth,",
                    "  right: section.getBoundingClientRect().right, panelRight: panel.right};"));
            double viewport = ((Number) widths.get("viewport")).doubleValue();
            assertThat(((Number) widths.get("page")).doubleValue()).isLessThanOrEqualTo(viewport);
            assertThat(((Number) widths.get("panelRight")).doubleValue()).isLessThanOrEqualTo(viewport);
        } finally {
            Emulation.reset(browser);
        }
    }

    private void awaitMapped() {
        new WebDriverWait(browser.driver(), Duration.ofSeconds(60)).until(d -> progress().startsWith("Mapped "));
    }

    private String progress() {
        return (String) browser.script("return document.getElementById('map-progress').textContent");
    }

    private String output() {
        return (String) browser.script("return document.getElementById('survival-map-output').innerHTML");
    }

    /** Returns a text the page's scripts share, its carriage returns written out: WebDriver drops them. */
    private String slot(String property) {
        return (String) browser.script("return document.getElementById('survival')[arguments[0]].replaceAll('\\r', '<CR>')",
                property);
    }

    private static String carriageReturnsShown(String text) {
        return text.replace("\r", "<CR>");
    }

    /** The map of the worked example with {@code changes}, computed on the JVM by the code the page runs. */
    static SurvivalMap jvmMap(Map<String, String> changes) {
        RawValues defaults = FormReading.defaults(TOOL.form());
        Evaluation started = TOOL.startMap(id -> changes.containsKey(id) ? changes.get(id) : defaults.get(id));
        assertThat(started.errors()).isEmpty();
        SurvivalMapWork work = (SurvivalMapWork) started.continuation();
        while (!work.step()) {
            // Bounded steps, back to back.
        }
        return work.result();
    }
}
