package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Exports and imports worksheets on both tool pages in real Chromium, and checks that the page's
 * files are byte for byte what the command-line jar computes from the same inputs.
 */
class WorksheetPageTest {
    @TempDir
    static Path downloads;
    private static Browser browser;

    @BeforeAll
    static void start() {
        browser = Browser.startWithDownloads(downloads);
    }

    @AfterAll
    static void stop() {
        browser.close();
    }

    @BeforeEach
    void emptyDownloads() throws IOException {
        try (Stream<Path> files = Files.list(downloads)) {
            for (Path file : files.toList()) {
                Files.delete(file);
            }
        }
    }

    /** A download's name: the tool and the browser's local time to the minute. */
    private static final Pattern FILE_NAME =
            Pattern.compile("retry-workbench-(amplification|planner|storm|latency)-(\\d{4}-\\d{2}-\\d{2})-(\\d{2})(\\d{2})(\\d{2})\\.(json|csv|md)");

    /** Clicks a download button and returns the file, checking that its name says which tool and when. */
    private Path download(String buttonId, String tool, String extension) throws IOException {
        try (Stream<Path> files = Files.list(downloads)) {
            for (Path old : files.filter(f -> f.toString().endsWith("." + extension)).toList()) {
                Files.delete(old);
            }
        }
        LocalDateTime before = LocalDateTime.now().truncatedTo(ChronoUnit.SECONDS);
        browser.find("#" + buttonId).click();
        Path found = Downloads.awaitOne(browser.driver(), downloads, extension);
        LocalDateTime after = LocalDateTime.now();
        Matcher name = FILE_NAME.matcher(found.getFileName().toString());
        assertThat(name.matches()).as("download name %s", found.getFileName()).isTrue();
        assertThat(name.group(1)).isEqualTo(tool);
        assertThat(name.group(6)).isEqualTo(extension);
        LocalDateTime stamped = LocalDateTime.parse(name.group(2) + "T" + name.group(3) + ":" + name.group(4) + ":"
                + name.group(5));
        assertThat(stamped).isBetween(before, after);
        return found;
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    /** Runs the built command-line jar, as a user would, and returns its standard output. */
    private static String cli(String stdin, String... args) throws IOException, InterruptedException {
        String jar = System.getProperty("cli.jar", "../core/target/retry-workbench.jar");
        List<String> command = new java.util.ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", jar));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        process.getOutputStream().write(stdin.getBytes(StandardCharsets.UTF_8));
        process.getOutputStream().close();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as("exit status of %s", command).isEqualTo(0);
        return out;
    }

    private void openWorksheet(Path file) {
        browser.script("document.getElementById('import-file').hidden = false");
        browser.find("#import-file").sendKeys(file.toAbsolutePath().toString());
        browser.script("document.getElementById('import-file').hidden = true");
    }

    private String status() {
        return browser.find("#worksheet-status").getText();
    }

    private void awaitStatus(String prefix) {
        new WebDriverWait(browser.driver(), Duration.ofSeconds(10)).until(d -> status().startsWith(prefix));
    }

    /** The page's three exports of one worksheet. */
    private record Exports(String json, String csv, String markdown) {
    }

    /**
     * Downloads the worksheet, table and summary of {@code tool}'s page and checks each equals, to the byte,
     * what the command line makes of the page's worksheet, and of its inputs alone.
     */
    private Exports exportsMatchingTheCommandLine(String tool) throws Exception {
        String page = read(download("export-json", tool, "json"));
        String inputsOnly = page.substring(0, page.indexOf(",\n  \"results\"")) + "\n}\n";
        assertThat(cli(inputsOnly, "compute", "-")).isEqualTo(page);
        assertThat(cli(page, "compute", "-")).isEqualTo(page);
        String csv = read(download("export-csv", tool, "csv"));
        assertThat(cli(page, "compute", "-", "--format", "csv")).isEqualTo(csv);
        String markdown = read(download("export-markdown", tool, "md"));
        assertThat(cli(page, "compute", "-", "--format", "markdown")).isEqualTo(markdown);
        return new Exports(page, csv, markdown);
    }

    @Test
    void pageAndCommandLineAgreeOnSeededJitterToTheByte() throws Exception {
        browser.open("amplification.html");
        browser.awaitScript();
        for (String jitter : List.of("full", "equal")) {
            browser.script("const s = document.getElementById('jitter'); s.value = arguments[0];"
                    + " s.dispatchEvent(new Event('change', {bubbles: true}));", jitter);
            browser.type("seed", "20261129");
            emptyDownloads();
            assertThat(exportsMatchingTheCommandLine("amplification").json())
                    .contains("\"jitter\": \"" + jitter + "\"").contains("\"seed\": 20261129");
        }
        assertThat(browser.consoleErrors()).isEmpty();
    }

    @Test
    void anExportDuringTheDistributionHoldsTheWholeDistributionAsTheCommandLineDoes() throws Exception {
        browser.open("amplification.html");
        browser.awaitScript();
        browser.select("jitter", "full");
        browser.setValue("runs", "30000");
        // The export is asked for while the page still computes the runs in slices: it finishes them first.
        String page = read(download("export-json", "amplification", "json"));
        assertThat(page).contains("\"runs\": 30000").contains("\"distribution\": {\n      \"runs\": 30000,\n"
                + "      \"attemptsStarted\": {\"min\": ");
        assertThat(cli(page, "compute", "-")).isEqualTo(page);
        String markdown = read(download("export-markdown", "amplification", "md"));
        assertThat(markdown).contains("## Distribution over 30,000 seeds");
        assertThat(cli(page, "compute", "-", "--format", "markdown")).isEqualTo(markdown);
        assertThat(browser.consoleErrors()).isEmpty();
    }

    @Test
    void workbenchPageAndCommandLineAgreeOnEveryNewFieldToTheByte() throws Exception {
        browser.open("amplification.html");
        browser.awaitScript();
        // A preset on the SDK (proportional jitter), Sidekiq's polynomial shape on the runner, decorrelated
        // jitter and a multiplier on the application, fast failures, the skip rule and fewer runs.
        browser.select("layer3-preset", "openai-python");
        browser.select("layer2-jitter", "decorrelated");
        browser.type("layer2-multiplier", "1.5");
        browser.select("layer1-preset", "sidekiq");
        browser.type("layer1-attempts", "4");
        browser.type("failure-after", "50");
        browser.type("deadline", "90000");
        browser.select("deadline-rule", "skip");
        browser.select("jitter", "equal");
        browser.type("runs", "300");
        String page = exportsMatchingTheCommandLine("amplification").json();
        assertThat(page).contains("\"preset\": \"openai-python\"", "\"jitter\": \"decorrelated\"",
                "\"shape\": \"polynomial\"", "\"multiplier\": 1.5", "\"failureAfterMs\": 50",
                "\"deadlineRule\": \"skip\"", "\"runs\": 300", "\"jitterLow\": 0.75", "\"maxAttemptsWithinDeadline\": ",
                "\"worstCaseIfRetries\": 80", "\"distribution\": {");
        // The runner was edited after its preset was chosen: custom, recorded as null.
        assertThat(page).contains("{\"role\": \"runner\", \"name\": null, \"preset\": null, \"attempts\": 4,");
        assertThat(browser.consoleErrors()).isEmpty();
    }

    @Test
    void stormExportsMatchTheCommandLineToTheByte() throws Exception {
        browser.open("storm.html");
        browser.awaitScript();
        browser.select("budget", "token-bucket");
        browser.type("seed", "7");
        browser.awaitIdle();
        Exports exports = exportsMatchingTheCommandLine("storm");
        assertThat(exports.json()).contains("\"tool\": \"storm\"").contains("\"seed\": 7")
                .contains("\"budget\": {\"kind\": \"token-bucket\"");
        assertThat(exports.csv()).startsWith("second,arriving,attemptsStarted,");
        assertThat(browser.consoleErrors()).isEmpty();
    }

    @Test
    void plannerExportMatchesTheSpecAndTheCommandLine() throws Exception {
        browser.open("planner.html");
        browser.awaitScript();
        Path file = download("export-json", "planner", "json");
        String page = read(file);
        assertThat(page).contains("\"drainMinutes\": 166.66666666666666,").contains("\"safeConcurrency\": 6.666666666666667,")
                .contains("\"completedPerMinute\": 51.61290322580645,");
        assertThat(cli(page, "compute", "-")).isEqualTo(page);
        assertThat(status()).isEqualTo("Downloaded " + file.getFileName() + ".");
    }

    @Test
    void plannerPageAndCommandLineAgreeOnEveryNewFieldAndTheDecorrelatedEstimateToTheByte() throws Exception {
        browser.open("planner.html");
        browser.awaitScript();
        browser.script("const s = document.getElementById('jitter'); s.value = 'decorrelated';"
                + " s.dispatchEvent(new Event('change', {bubbles: true}));");
        browser.type("jitter-low", "0.5");
        browser.type("jitter-high", "1.5");
        browser.type("rate-limited-latency", "0.4");
        browser.type("tokens-on-429", "10");
        browser.type("retry-after", "1.5");
        assertThat(exportsMatchingTheCommandLine("planner").json()).contains("\"jitter\": \"decorrelated\"",
                "\"jitterLow\": 0.5", "\"retryAfterSeconds\": 1.5", "\"tokensChargedOn429\": 0.1",
                "\"rateLimitedLatencySeconds\": 0.4", "\"meanIsEstimate\": true");
        assertThat(browser.consoleErrors()).isEmpty();
    }

    @Test
    void anExportReopensToTheSameInputsAndFigures(@TempDir Path dir) throws IOException {
        browser.open("planner.html");
        browser.awaitScript();
        browser.type("success-rate", "33.3");
        browser.type("rpm", "");
        browser.type("concurrency", "");
        String before = browser.find("#results").getAttribute("innerHTML");
        Path saved = dir.resolve("plan.json");
        Files.copy(download("export-json", "planner", "json"), saved);
        browser.open("planner.html");
        browser.awaitScript();
        openWorksheet(saved);
        awaitStatus("Opened plan.json");
        assertThat(browser.find("#success-rate").getAttribute("value")).isEqualTo("33.3");
        assertThat(browser.find("#rpm").getAttribute("value")).isEmpty();
        assertThat(browser.find("#concurrency").getAttribute("value")).isEmpty();
        assertThat(browser.find("#results").getAttribute("innerHTML")).isEqualTo(before);
        assertThat(browser.consoleErrors()).isEmpty();
    }

    /**
     * The worksheet reader is worksheet-open.js, which the page loads when the first file is opened and
     * reuses for the next; a storm worksheet reopens to the inputs and figures it was saved with.
     */
    @Test
    void theWorksheetReaderLoadsWithTheFirstFileOpenedAndServesTheNext(@TempDir Path dir) throws IOException {
        browser.open("storm.html");
        browser.awaitScript();
        browser.type("clients", "7");
        browser.awaitIdle();
        String before = browser.find("#results").getAttribute("innerHTML");
        Path saved = dir.resolve("storm.json");
        Files.copy(download("export-json", "storm", "json"), saved);
        browser.open("storm.html");
        browser.awaitScript();
        assertThat(scriptsNamed("worksheet-open.js")).isZero();
        openWorksheet(saved);
        awaitStatus("Opened storm.json");
        browser.awaitIdle();
        assertThat(browser.find("#clients").getAttribute("value")).isEqualTo("7");
        assertThat(browser.find("#results").getAttribute("innerHTML")).isEqualTo(before);
        browser.type("clients", "9");
        browser.script("document.getElementById('worksheet-status').textContent = ''");
        openWorksheet(saved);
        awaitStatus("Opened storm.json");
        browser.awaitIdle();
        assertThat(browser.find("#clients").getAttribute("value")).isEqualTo("7");
        assertThat(scriptsNamed("worksheet-open.js")).isEqualTo(1);
        assertThat(browser.consoleErrors()).isEmpty();
    }

    private long scriptsNamed(String src) {
        return (Long) browser.script("return document.querySelectorAll('script[src=\"" + src + "\"]').length");
    }

    @Test
    void aMinimalWorksheetOpensWithTheDefaultsAndNamesTheMembersItIgnored(@TempDir Path dir) throws Exception {
        // Issue 22's storm worksheet: a budget kind without its parameters, no top-level jitter, and a typo.
        String minimal = "{\"format\": \"retry-workbench/worksheet\", \"version\": 1, \"tool\": \"storm\","
                + " \"inputs\": {\"clients\": 5, \"concurencyPerClient\": 4, \"budget\": {\"kind\": \"none\"}}}";
        Path file = Files.writeString(dir.resolve("minimal.json"), minimal);
        browser.open("storm.html");
        browser.awaitScript();
        // A budget parameter shows once a kind that uses it is chosen; the worksheet's kind none hides it again.
        browser.select("budget", "aws-quota");
        browser.type("budget-retry-cost", "7");
        openWorksheet(file);
        awaitStatus("Opened minimal.json");
        assertThat(status()).startsWith("Opened minimal.json: inputs restored and results recomputed. Ignored a member"
                + " the Retry storm simulator does not know: inputs.concurencyPerClient");
        assertThat(browser.find("#worksheet-status").getAttribute("class")).isEqualTo("worksheet-status");
        assertThat(browser.find("#clients").getAttribute("value")).isEqualTo("5");
        assertThat(browser.find("#budget-retry-cost").getAttribute("value")).isEqualTo("5");
        assertThat(browser.find("#jitter").getAttribute("value")).isEqualTo("none");
        // Absent optional numbers are not entered: the trigger keeps the normal rate.
        assertThat(browser.find("#trigger-rps").getAttribute("value")).isEmpty();
        browser.awaitIdle();
        String page = read(download("export-json", "storm", "json"));
        assertThat(page).contains("\"clients\": 5,").contains("\"budget\": {\"kind\": \"none\"");
        assertThat(cli(minimal, "compute", "-")).isEqualTo(page);
        assertThat(browser.figure("amplification")).isNotEmpty();

        Path planner = Files.writeString(dir.resolve("planner.json"), "{\"format\": \"retry-workbench/worksheet\","
                + " \"version\": 1, \"tool\": \"planner\", \"inputs\": {\"attempts\": 3, \"rpmLimit\": 500}}");
        browser.open("planner.html");
        browser.awaitScript();
        openWorksheet(planner);
        awaitStatus("Opened planner.json");
        assertThat(status()).isEqualTo("Opened planner.json: inputs restored and results recomputed.");
        assertThat(browser.find("#attempts").getAttribute("value")).isEqualTo("3");
        assertThat(browser.find("#tpm").getAttribute("value")).isEmpty();
        assertThat(browser.find("#success-rate").getAttribute("value")).isEqualTo("50");
        assertThat(browser.figure("bindingLimit")).contains("(RPM)");
        assertThat(browser.consoleErrors()).isEmpty();
    }

    @Test
    void refusesFilesThatAreNotWorksheetsAndKeepsThePage(@TempDir Path dir) throws IOException {
        browser.open("amplification.html");
        browser.awaitScript();
        browser.type("layer3-attempts", "4");
        String before = browser.find("#results").getAttribute("innerHTML");
        Path csv = Files.writeString(dir.resolve("table.csv"), "action,layer\nattempt,sdk\n");
        openWorksheet(csv);
        awaitStatus("Could not open table.csv");
        assertThat(status()).contains("This file is not a Retry Workbench worksheet").endsWith("Nothing was changed.");
        browser.open("planner.html");
        browser.awaitScript();
        Path planner = dir.resolve("planner.json");
        Files.copy(download("export-json", "planner", "json"), planner);
        Path newer = Files.writeString(dir.resolve("newer.json"), read(planner).replace("\"version\": 4", "\"version\": 5"));
        Path invalid = Files.writeString(dir.resolve("invalid.json"), read(planner).replace("\"attempts\": 5", "\"attempts\": 0"));
        browser.open("amplification.html");
        browser.awaitScript();
        browser.type("layer3-attempts", "4");
        openWorksheet(planner);
        awaitStatus("Could not open planner.json");
        assertThat(status()).contains("This is a 429 backoff planner worksheet; open it in the 429 backoff planner.");
        browser.open("planner.html");
        browser.awaitScript();
        openWorksheet(newer);
        awaitStatus("Could not open newer.json");
        assertThat(status()).contains("version 5, newer than this copy of Retry Workbench reads (version 4)");
        openWorksheet(invalid);
        awaitStatus("Could not open invalid.json");
        assertThat(status()).contains("inputs.attempts: Attempt cap must be a whole number from 1 to 100 (you entered \u201c0\u201d).");
        assertThat(browser.find("#attempts").getAttribute("value")).isEqualTo("5");
        assertThat(browser.find("#attempts").getAttribute("aria-invalid")).isEqualTo("false");
        assertThat(before).isNotEmpty();
        assertThat(browser.consoleErrors()).isEmpty();
    }

    @Test
    void aDroppedWorksheetOpensLikeAChosenOne() throws IOException {
        browser.open("amplification.html");
        browser.awaitScript();
        String worksheet = read(download("export-json", "amplification", "json"))
                .replace("{\"role\": \"sdk\", \"name\": null, \"preset\": null, \"attempts\": 3",
                        "{\"role\": \"sdk\", \"name\": null, \"preset\": null, \"attempts\": 2");
        browser.script("const data = new DataTransfer();"
                + " data.items.add(new File([arguments[0]], 'dropped.json', {type: 'application/json'}));"
                + " document.body.dispatchEvent(new DragEvent('drop', {dataTransfer: data, bubbles: true, cancelable: true}));",
                worksheet);
        awaitStatus("Opened dropped.json");
        assertThat(browser.find("#layer3-attempts").getAttribute("value")).isEqualTo("2");
        assertThat(browser.figure("maxDownstreamAttempts")).isEqualTo("18");
    }

    @Test
    void copiesTheMarkdownSummary() {
        browser.open("planner.html");
        browser.awaitScript();
        browser.find("#copy-markdown").click();
        awaitStatus("Copied the Markdown summary");
        browser.type("attempts", "0");
        browser.find("#copy-markdown").click();
        // The results are the last valid inputs', not the form's: nothing is copied (ExportWhileInvalidTest).
        assertThat(status()).startsWith("Nothing exported: a field holds a value that is not valid");
        assertThat(browser.consoleErrors()).isEmpty();
    }
}
