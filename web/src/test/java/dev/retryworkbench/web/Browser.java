package dev.retryworkbench.web;

import dev.retryworkbench.core.amplification.AmplificationTool;
import dev.retryworkbench.core.check.Checks;
import dev.retryworkbench.core.check.Limits;
import dev.retryworkbench.core.config.LayerSource;
import dev.retryworkbench.core.configform.ConfigReport;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.tool.Evaluation;
import dev.retryworkbench.core.tool.Tool;
import dev.retryworkbench.core.tool.ToolNames;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.json.Json;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A headless Debian Chromium driven through Debian's chromedriver, with no driver download:
 * both paths are given, so Selenium Manager never runs. One per test class: registered on a static
 * field with {@link #perClass}, or started and closed by the class itself.
 */
final class Browser implements AutoCloseable, BeforeAllCallback, AfterEachCallback, AfterAllCallback {
    static final String CHROMIUM = System.getProperty("chromium.binary", "/usr/bin/chromium");
    static final String CHROMEDRIVER = System.getProperty("chromedriver.binary", "/usr/bin/chromedriver");
    /**
     * Selenium warns at each launch that it has no DevTools binding for Debian's newer Chromium. The
     * tests need none (executeCdpCommand goes through chromedriver), so the warning is noise; the
     * logger is held here because java.util.logging keeps only weak references to its loggers.
     */
    private static final Logger CDP_VERSION_LOG = quiet("org.openqa.selenium.devtools.CdpVersionFinder");
    /** What is missing of the two binaries, in one line with the fix, or null when both are there. */
    private static final String MISSING = missingBinaries();
    /** Set once the first test class has failed on a missing browser; the others are then skipped (see {@link OnlyOnce}). */
    private static final AtomicBoolean MISSING_REPORTED = new AtomicBoolean();

    /**
     * Defines, for the script that follows, {@code root}: the markup in arguments[0] parsed in an inert
     * document, or the live results region when that argument is null; and {@code text(element)}.
     */
    private static final String ROOT_JS = "let root = document.getElementById('results');"
            + "if (arguments[0] != null) {"
            + "  root = document.implementation.createHTMLDocument('').createElement('div');"
            + "  root.innerHTML = arguments[0];"
            + "}"
            + "const live = arguments[0] == null;"
            // innerText is what a reader sees on the live page; a parsed fragment has no layout, so its textContent.
            + "const text = e => (live ? e.innerText : e.textContent).replace(/\\s+/g, ' ').trim();";

    /**
     * True in the page once it has answered every edit: it updates the form in the edit's event and evaluates
     * it in the task after (ToolPage), saying so on the results element ({@code editPending}); the workbench's
     * timeline rows past those of the answer follow in its next tasks, their body busy until then (core TimelineTable).
     */
    private static final String ANSWERED = "(document.getElementById('results') || {}).editPending !== true"
            + " && !document.querySelector('#amp-later-rows[aria-busy=\"true\"]')"
            // A library preset's sentence, written by preset-words.js once loaded (web.PresetPickers).
            + " && !document.querySelector('.preset-about[aria-busy=\"true\"]')"
            // The help of a shown field that was hidden at the defaults, written by help-words.js (web.Disclosures).
            + " && !document.querySelector('.field:not([hidden]) > .help[aria-busy=\"true\"]')";

    private final Path site;
    private final boolean javascript;
    private final boolean checksConsole;
    /** Where downloads go without asking; null for the browser's default. */
    private final Path downloads;
    /** Set when the browser is launched: at once by the start methods, before the first test by {@link #perClass}. */
    private ChromeDriver driver;

    private Browser(Path site, boolean javascript, boolean checksConsole, Path downloads) {
        this.site = site;
        this.javascript = javascript;
        this.checksConsole = checksConsole;
        this.downloads = downloads;
    }

    /**
     * Returns a browser for a whole test class, to register with {@code @RegisterExtension} on a
     * static field: launched before the class's first test, closed after its last, and failing every
     * test that leaves an error or an uncaught exception in the console.
     */
    static Browser perClass(boolean javascript) {
        return new Browser(site(), javascript, true, null);
    }

    /** Returns a class-wide browser like {@link #perClass}, with JavaScript, that saves downloads into {@code downloads} without asking. */
    static Browser perClassWithDownloads(Path downloads) {
        return new Browser(site(), true, true, downloads);
    }

    /**
     * Returns a class-wide browser like {@link #perClass} without the console check, for tests whose
     * own tools log errors: axe-core fetches the stylesheet, which the pages' policy blocks.
     */
    static Browser perClassIgnoringConsole() {
        return new Browser(site(), true, false, null);
    }

    /** Starts a browser with JavaScript on or off. */
    static Browser start(boolean javascript) {
        return launch(javascript, false, null);
    }

    /** Starts a browser with JavaScript that saves downloads into {@code downloads} without asking. */
    static Browser startWithDownloads(Path downloads) {
        return launch(true, false, downloads);
    }

    /**
     * Starts a browser, with JavaScript, that resolves no host name but localhost, so any request to a
     * third party fails at once instead of reaching the network, and that logs every request it sends
     * (see {@link #requestedUrls()}).
     */
    static Browser startWithoutThirdPartyHosts(Path downloads) {
        return launch(true, true, downloads);
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        driver = driver(javascript, false, downloads);
    }

    @Override
    public void afterEach(ExtensionContext context) {
        if (checksConsole) {
            assertThat(consoleErrors()).as("console errors").isEmpty();
        }
    }

    @Override
    public void afterAll(ExtensionContext context) {
        close();
    }

    private static Browser launch(boolean javascript, boolean isolated, Path downloads) {
        Browser browser = new Browser(site(), javascript, false, downloads);
        browser.driver = driver(javascript, isolated, downloads);
        return browser;
    }

    private static Path site() {
        Path site = Path.of(System.getProperty("site.directory", "target/site")).toAbsolutePath();
        if (!Files.isRegularFile(site.resolve("index.html"))) {
            throw new IllegalStateException("the site is not built at " + site);
        }
        return site;
    }

    private static Logger quiet(String name) {
        Logger logger = Logger.getLogger(name);
        logger.setLevel(Level.SEVERE);
        return logger;
    }

    private static String missingBinaries() {
        List<String> missing = new ArrayList<>();
        if (!Files.isExecutable(Path.of(CHROMIUM))) {
            missing.add("Chromium at " + CHROMIUM + " (-Dchromium.binary)");
        }
        if (!Files.isExecutable(Path.of(CHROMEDRIVER))) {
            missing.add("chromedriver at " + CHROMEDRIVER + " (-Dchromedriver.binary)");
        }
        return missing.isEmpty() ? null : "No " + String.join(" and no ", missing)
                + " for the browser tests: install both with 'apt-get install chromium chromium-driver',"
                + " or point -Dchromium.binary=PATH -Dchromedriver.binary=PATH at a Chromium and its matching chromedriver";
    }

    /**
     * Fails the first test class that needs a browser when a binary is missing, with one line and no
     * stack trace, and skips every later one with a pointer to that line: one clear failure, not one
     * stack trace per class.
     */
    private static void requireBinaries() {
        if (MISSING == null) {
            return;
        }
        if (MISSING_REPORTED.compareAndSet(false, true)) {
            throw new MissingBrowser(MISSING);
        }
        Assumptions.abort("skipped: no browser, see the first browser test's failure");
    }

    /**
     * Skips every test class after the one that failed on a missing browser, before any of its
     * set-up runs, so the run shows one failure with the fix instead of one per class. Registered for
     * every test of this module by src/test/resources (JUnit's extension autodetection).
     */
    public static final class OnlyOnce implements ExecutionCondition {
        @Override
        public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
            return MISSING_REPORTED.get()
                    ? ConditionEvaluationResult.disabled("no browser: see the first browser test's failure")
                    : ConditionEvaluationResult.enabled("the browser is there, or its absence is not reported yet");
        }
    }

    /** A failure whose message says everything: it carries no stack trace to scroll past. */
    private static final class MissingBrowser extends RuntimeException {
        MissingBrowser(String message) {
            super(message, null, false, false);
        }
    }

    private static ChromeDriver driver(boolean javascript, boolean isolated, Path downloads) {
        requireBinaries();
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM);
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--no-first-run", "--disable-quic", "--window-size=1280,900");
        if (!javascript) {
            options.addArguments("--blink-settings=scriptEnabled=false");
        }
        if (downloads != null) {
            options.setExperimentalOption("prefs", java.util.Map.of(
                    "download.default_directory", downloads.toAbsolutePath().toString(),
                    "download.prompt_for_download", false));
        }
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        if (isolated) {
            options.addArguments("--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost");
            // The performance log carries the DevTools Network events: every request the browser sends, even a failed one.
            logs.enable(LogType.PERFORMANCE, Level.ALL);
        }
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(CHROMEDRIVER))
                .usingAnyFreePort()
                .build();
        return new ChromeDriver(service, options);
    }

    /** Opens a page of the built site from {@code file://}. */
    void open(String page) {
        driver.get(site.resolve(page).toUri().toString());
    }

    ChromeDriver driver() {
        return driver;
    }

    WebElement find(String css) {
        return driver.findElement(By.cssSelector(css));
    }

    List<WebElement> findAll(String css) {
        return driver.findElements(By.cssSelector(css));
    }

    /** Returns the trimmed text of the headline figure named {@code name} (its data-figure attribute). */
    String figure(String name) {
        return find("[data-figure='" + name + "'] .value").getText().trim();
    }

    Object script(String js, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(js, args);
    }

    /** Waits until the page's script has taken over the pre-rendered DOM. */
    void awaitScript() {
        new WebDriverWait(driver, Duration.ofSeconds(10))
                // A frame still loading its page (a lazy iframe: the host's load does not wait for it) has a
                // document without its root element until the parser makes it.
                .until(d -> Boolean.TRUE.equals(script("const root = document.documentElement;"
                        + " return root !== null && root.classList.contains('js')")));
    }

    /** Waits until every edit is answered and no simulation runs in slices (the storm page's progress line is empty), so the results are current. */
    /**
     * Waits until an applied config text has been read: a text of another part of the readers than the first
     * loads that part's script ({@link ReaderScripts}), which reads it once loaded; then waits as
     * {@link #awaitIdle} does.
     */
    void awaitPasted() {
        new WebDriverWait(driver, Duration.ofSeconds(20)).until(d -> Boolean.TRUE.equals(script(
                "return !document.querySelector('[data-paste-pending]')")));
        awaitIdle();
    }

    /**
     * Waits until the page has answered every edit and finished its work: no progress line, and no part of the
     * results marked {@code data-pending} (the latency planner shows its rows before its trade-off).
     */
    void awaitIdle() {
        new WebDriverWait(driver, Duration.ofSeconds(60)).until(d -> Boolean.TRUE.equals(script(
                "const p = document.getElementById('progress'); return " + ANSWERED + " && (!p || p.textContent === '')"
                        + " && !document.querySelector('#results [data-pending]');")));
    }

    /** Waits until the page has answered every edit made so far: errors and results shown, or the storm's run started. */
    void awaitAnswered() {
        new WebDriverWait(driver, Duration.ofSeconds(10)).until(d -> Boolean.TRUE.equals(script("return " + ANSWERED)));
    }

    /** Replaces a field's text the way a person does, firing input events. */
    void type(String fieldId, String text) {
        WebElement input = find("#" + fieldId);
        input.clear();
        input.sendKeys(text);
        // clear() fires no input event of its own when text is empty; make the emptied state count too.
        if (text.isEmpty()) {
            script("arguments[0].dispatchEvent(new Event('input', {bubbles: true}))", input);
        }
        awaitAnswered();
    }

    /** Returns every console message at level SEVERE since the last call: errors and uncaught exceptions. */
    List<String> consoleErrors() {
        List<String> errors = new ArrayList<>();
        for (LogEntry entry : driver.manage().logs().get(LogType.BROWSER)) {
            if (entry.getLevel().intValue() >= Level.SEVERE.intValue()) {
                errors.add(entry.getMessage());
            }
        }
        return errors;
    }

    /** Opens any address, such as a page served over HTTP. */
    void openUrl(String url) {
        driver.get(url);
    }

    /** Returns the folder of the built site the pages are opened from. */
    Path siteDirectory() {
        return site;
    }

    /**
     * Sets a field's text in one step and fires one input event, as a paste does: much faster than
     * {@link #type}, for driving hundreds of values. Returns once the page has answered the edit, so
     * its state can be read right after.
     */
    void setValue(String fieldId, String text) {
        script("const input = document.getElementById(arguments[0]);"
                + "input.value = arguments[1];"
                + "input.dispatchEvent(new Event('input', {bubbles: true}));", fieldId, text);
        awaitAnswered();
    }

    /** Returns the text a field holds now: an input's value or a select's chosen option id. */
    String value(String fieldId) {
        return (String) script("return document.getElementById(arguments[0]).value", fieldId);
    }

    /** Selects the option with value {@code optionId} in a select, the way a person does. */
    void select(String fieldId, String optionId) {
        new Select(find("#" + fieldId)).selectByValue(optionId);
        awaitAnswered();
    }

    /** Returns the markup of the results region as the browser serialises it. */
    String resultsHtml() {
        return (String) script("return document.getElementById('results').innerHTML");
    }

    /**
     * Returns {@code markup} as the browser serialises it after parsing it into a div, so markup
     * rendered on the JVM compares equal to {@link #resultsHtml()}. It is parsed in a separate,
     * inert document: nothing in it loads or runs.
     */
    String normalized(String markup) {
        return (String) script("const div = document.implementation.createHTMLDocument('').createElement('div');"
                + "div.innerHTML = arguments[0];"
                + "return div.innerHTML;", markup);
    }

    /** Returns the results region exactly as the build pre-rendered it into {@code page}, serialised by the browser. */
    String preRenderedResultsHtml(String page) {
        String file;
        try {
            file = Files.readString(site.resolve(page));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        // DOMParser builds an inert document: the page's script does not run in it.
        return (String) script("const doc = new DOMParser().parseFromString(arguments[0], 'text/html');"
                + "return doc.getElementById('results').innerHTML;", file);
    }

    /** Returns the visible text of every headline figure of the live page by its data-figure name, in page order. */
    Map<String, String> figures() {
        return figuresIn(null);
    }

    /** Returns the text of every headline figure in {@code markup} (results markup) by its data-figure name. */
    Map<String, String> figuresIn(String markup) {
        @SuppressWarnings("unchecked")
        List<List<String>> pairs = (List<List<String>>) script(ROOT_JS
                + "return Array.from(root.querySelectorAll('[data-figure]'))"
                + ".map(f => [f.getAttribute('data-figure'), text(f.querySelector('.value'))]);", markup);
        Map<String, String> figures = new LinkedHashMap<>();
        for (List<String> pair : pairs) {
            figures.put(pair.get(0), pair.get(1));
        }
        return figures;
    }

    /** Returns the text of the note under the headline figure {@code name}, or null when it has none. */
    String figureNote(String name) {
        return (String) script(ROOT_JS + "const note = root.querySelector(\"[data-figure='\" + arguments[1] + \"'] .note\");"
                + "return note ? text(note) : null;", null, name);
    }

    /** Returns the text of every cell of every body row of the live results' data table, row by row. */
    List<List<String>> tableRows() {
        return tableRowsIn(null);
    }

    /** Returns the text of every cell of every body row of the tool's table (not the distribution's) in {@code markup}. */
    @SuppressWarnings("unchecked")
    List<List<String>> tableRowsIn(String markup) {
        return (List<List<String>>) script(ROOT_JS
                + "return Array.from(root.querySelectorAll(':scope > .table-wrap > table.data tbody tr'))"
                + ".map(tr => Array.from(tr.children).map(text));", markup);
    }

    /** Returns the text of the live results' data table caption. */
    String tableCaption() {
        return (String) script(ROOT_JS + "return text(root.querySelector('table.data caption'));", (Object) null);
    }

    /** Returns the text of every paragraph of the live results, callouts included, in order. */
    @SuppressWarnings("unchecked")
    List<String> paragraphs() {
        return (List<String>) script(ROOT_JS + "return Array.from(root.querySelectorAll('p')).map(text);", (Object) null);
    }

    /** Returns the message in a field's error slot; empty when there is none. */
    String errorText(String fieldId) {
        return (String) script("return document.getElementById(arguments[0] + '-error').textContent;", fieldId);
    }

    /** Returns a field's aria-invalid attribute: "true" or "false". */
    String ariaInvalid(String fieldId) {
        return find("#" + fieldId).getAttribute("aria-invalid");
    }

    /** Returns true when the "Showing your last valid result" notice is rendered on screen. */
    boolean staleNoticeShown() {
        return Boolean.TRUE.equals(script("const notice = document.getElementById('stale-notice');"
                + "return !notice.hidden && notice.getClientRects().length > 0;"));
    }

    /** Returns the text of the stale-results notice, shown or not. */
    String staleNoticeText() {
        return (String) script("return document.getElementById('stale-notice').textContent.trim();");
    }

    /** Returns the sentence last given to screen readers after a recompute. */
    String announcement() {
        return (String) script("return document.getElementById('announcer').textContent;");
    }

    /**
     * Returns every URL the browser sent a request for since the last call, in order, failed ones
     * included. Only for a browser from {@link #startWithoutThirdPartyHosts()}.
     */
    List<String> requestedUrls() {
        List<String> urls = new ArrayList<>();
        Json json = new Json();
        for (LogEntry entry : driver.manage().logs().get(LogType.PERFORMANCE)) {
            Map<String, Object> event = json.toType(entry.getMessage(), Json.MAP_TYPE);
            @SuppressWarnings("unchecked")
            Map<String, Object> message = (Map<String, Object>) event.get("message");
            if ("Network.requestWillBeSent".equals(message.get("method"))) {
                @SuppressWarnings("unchecked")
                Map<String, Object> params = (Map<String, Object>) message.get("params");
                @SuppressWarnings("unchecked")
                Map<String, Object> request = (Map<String, Object>) params.get("request");
                urls.add((String) request.get("url"));
            }
        }
        return urls;
    }

    /**
     * Evaluates {@code tool} on the JVM with its form's defaults, except the fields in {@code changes}
     * (field id to text): the computation the page runs, to compare the page with.
     */
    static Evaluation evaluateOnJvm(Tool tool, Map<String, String> changes) {
        RawValues defaults = FormReading.defaults(tool.form());
        return tool.evaluate(id -> changes.containsKey(id) ? changes.get(id) : defaults.get(id));
    }

    /** Waits until the page has finished the work its results left (the distribution over seeds). */
    void awaitWork(int seconds) {
        new WebDriverWait(driver, Duration.ofSeconds(seconds)).until(d -> Boolean.TRUE.equals(
                script("return document.querySelector('#results [aria-busy=true]') === null")));
    }

    /**
     * Asserts that the whole results region, and the announcement, equal what {@code tool} renders on
     * the JVM for its defaults changed by {@code changes}, which must be valid.
     */
    void assertResultsMatchJvm(Tool tool, Map<String, String> changes) {
        Evaluation jvm = evaluateOnJvm(asOnPage(tool), changes);
        assertThat(jvm.errors()).isEmpty();
        assertThat(resultsHtml()).isEqualTo(normalized(jvm.resultsHtml()));
        assertThat(announcement()).isEqualTo(jvm.announcement());
    }

    /**
     * Returns the tool as the page runs it: the workbench's checks name the keys of the configs its layers were
     * filled from, which each layer's report on the page holds (web.LayerReports).
     */
    private Tool asOnPage(Tool tool) {
        if (!ToolNames.AMPLIFICATION.equals(tool.id())) {
            return tool;
        }
        List<LayerSource> sources = new ArrayList<>();
        for (Object text : (List<?>) script("return Array.from(document.querySelectorAll('details.config-io'), d => {"
                + " const report = document.getElementById(d.id + '-report');"
                + " const source = report && report.querySelector('[" + ConfigReport.SOURCE + "]');"
                + " return source ? source.getAttribute('" + ConfigReport.SOURCE + "') : null; })")) {
            sources.add(LayerSource.decode((String) text));
        }
        return new AmplificationTool((result, reading) -> Checks.page(result, Limits.of(reading), sources));
    }

    /** Asserts that exactly the named fields of {@code tool} carry an error and aria-invalid, and every other field neither. */
    void assertErrorsOnlyAt(Tool tool, String... fieldIds) {
        List<String> expected = List.of(fieldIds);
        for (String id : fieldIds(tool)) {
            boolean invalid = expected.contains(id);
            assertThat(ariaInvalid(id)).as("aria-invalid of %s", id).isEqualTo(Boolean.toString(invalid));
            if (!invalid) {
                assertThat(errorText(id)).as("error of %s", id).isEmpty();
            }
        }
    }

    /** Returns the names and values given in turn as a map in that order, for expected figures. */
    static Map<String, String> namedValues(String... namesAndValues) {
        Map<String, String> values = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            values.put(namesAndValues[i], namesAndValues[i + 1]);
        }
        return values;
    }

    /** Returns the id of every field of {@code tool}'s form, in form order. */
    static List<String> fieldIds(Tool tool) {
        List<String> ids = new ArrayList<>();
        for (FieldGroup group : tool.form()) {
            for (Field field : group.fields()) {
                ids.add(field.id());
            }
        }
        return ids;
    }

    @Override
    public void close() {
        // Null when the launch failed (no browser): there is nothing to stop.
        if (driver != null) {
            driver.quit();
        }
    }
}
