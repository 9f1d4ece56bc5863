package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import dev.retryworkbench.cli.StaticServer;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Loads each embed page inside an iframe of a page served from another origin on localhost, as an
 * internal wiki would show it: the iframe and the host script are copied from docs/embedding.md, so
 * the documented sandbox and sizing are what is tested.
 */
class EmbedTest {
    /** The address the documented snippet points at, replaced here by the test server's. */
    private static final String DOCUMENTED_SRC = "https://static.example.internal/retry-workbench/amplification-embed.html";
    private static final Path DOWNLOADS = temporaryDirectory();

    @TempDir
    static Path hostDir;
    private static StaticServer site;
    private static StaticServer host;
    @RegisterExtension
    static final Browser browser = Browser.perClassWithDownloads(DOWNLOADS);

    @BeforeAll
    static void start() throws IOException {
        site = StaticServer.start(SitePages.site(), 0);
        host = StaticServer.start(hostDir, 0);
    }

    @AfterAll
    static void stop() throws IOException {
        host.stop();
        site.stop();
        try (Stream<Path> files = Files.walk(DOWNLOADS)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(file);
            }
        }
    }

    @Test
    void theDocumentedIframeAllowsExactlyWhatTheEmbedUses() {
        String iframe = documented("<iframe");
        assertThat(iframe).contains(DOCUMENTED_SRC)
                .contains("sandbox=\"allow-scripts allow-downloads allow-popups allow-popups-to-escape-sandbox\"")
                .contains("allow=\"clipboard-write\"")
                .doesNotContain("allow-same-origin");
        assertThat(documented("<script>")).contains("event.source !== frame.contentWindow").contains("retryWorkbenchHeight");
    }

    @ParameterizedTest(name = "{0} in a {6} px column")
    @CsvSource({
        "amplification-embed.html, layer3-attempts, 2, maxDownstreamAttempts, 27, 18, 760",
        "amplification-embed.html, layer3-attempts, 2, maxDownstreamAttempts, 27, 18, 360",
        "planner-embed.html, rpm, 50, bindingLimit, 100 attempts/min (TPM), 50 attempts/min (RPM), 760",
        "planner-embed.html, rpm, 50, bindingLimit, 100 attempts/min (TPM), 50 attempts/min (RPM), 360",
        // The worked example simulated with another seed: six short runs, the figure differs in its second decimal.
        "storm-embed.html, seed, 7, amplification, 2.32, 2.38, 760",
        "storm-embed.html, seed, 7, amplification, 2.32, 2.38, 360",
        // One attempt: the entered policy is no retries.
        "latency-embed.html, attempts, 1, enteredP99, 399 ms, 398 ms, 760",
        "latency-embed.html, attempts, 1, enteredP99, 399 ms, 398 ms, 360"})
    void worksInsideASandboxedCrossOriginIframe(String page, String field, String value, String figure,
            String before, String after, int column) {
        openHost(page, column);
        inFrame(() -> {
            browser.awaitScript();
            assertThat(browser.script("return location.href")).isEqualTo(siteUrl(page));
            // The sandbox without allow-same-origin gives the frame an opaque origin: it is really sandboxed.
            assertThat(browser.script("return self.origin")).isEqualTo("null");
            assertThat(browser.findAll(".site-header")).isEmpty();
            assertThat(browser.findAll(".site-footer")).isEmpty();
            assertThat(browser.figure(figure)).isEqualTo(before);
            if (column == 760) {
                assertThat(top(".figure")).as("the headline figures start in the first screenful of a 900 px frame")
                        .isLessThan(500);
                assertThat(left(".outputs")).as("the results sit beside the form").isGreaterThan(left(".inputs"));
            } else {
                assertThat(left(".outputs")).as("the results follow the form").isEqualTo(left(".inputs"));
            }
            browser.type(field, value);
            // The storm simulator shows its results from a later task, once its run in slices is done.
            browser.awaitIdle();
            assertThat(browser.figure(figure)).isEqualTo(after);
            long scrollWidth = (Long) browser.script("return document.documentElement.scrollWidth");
            long width = (Long) browser.script("return window.innerWidth");
            assertThat(scrollWidth).as("no horizontal scrolling").isLessThanOrEqualTo(width);
            assertThat(browser.findAll("#worksheet-tools:not([hidden])")).hasSize(1);
            return null;
        });
        assertFramesWholeEmbed();
    }

    /**
     * The documented iframe loads lazily, so the host page's load (where opening it returns) does not wait
     * for it: the frame may still be loading the embed, its document without a root element yet, when a
     * test first looks into it. Here the embed's body comes a second after its headers, so it always is.
     */
    @Test
    void aTestMayLookIntoTheFrameWhileItStillLoads() throws IOException {
        HttpServer slow = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        slow.createContext("/", exchange -> {
            String name = exchange.getRequestURI().getPath().substring(1);
            byte[] body = Files.readAllBytes(SitePages.site().resolve(name));
            exchange.getResponseHeaders().set("Content-Type", name.endsWith(".html") ? "text/html; charset=utf-8"
                    : name.endsWith(".js") ? "text/javascript" : name.endsWith(".css") ? "text/css" : "image/svg+xml");
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.flush();
                if (name.endsWith(".html")) {
                    Thread.sleep(1000);
                }
                out.write(body);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        slow.start();
        try {
            openHost("http://localhost:" + slow.getAddress().getPort() + "/planner-embed.html", 760);
            inFrame(() -> {
                browser.awaitScript();
                assertThat(browser.figure("bindingLimit")).isEqualTo("100 attempts/min (TPM)");
                return null;
            });
        } finally {
            slow.stop(0);
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"amplification-embed.html", "planner-embed.html", "storm-embed.html",
        "latency-embed.html"})
    void theFrameFollowsTheHeightOfTheEmbedAndLearnsNothingElse(String page) {
        openHost(page, 760);
        long wide = assertFramesWholeEmbed();
        assertThat(wide).as("the fitted frame is taller than the documented fixed height").isGreaterThan(900);
        browser.script("document.getElementById('column').style.width = '600px'");
        await(() -> frameHeight() != wide);
        long narrow = assertFramesWholeEmbed();
        assertThat(narrow).isGreaterThan(wide);

        @SuppressWarnings("unchecked")
        List<Object> messages = (List<Object>) browser.script("return window.received");
        assertThat(messages).hasSizeGreaterThanOrEqualTo(2);
        for (Object message : messages) {
            assertThat(message).isInstanceOf(Map.class);
            @SuppressWarnings("unchecked")
            Map<String, Object> fields = (Map<String, Object>) message;
            assertThat(fields).containsOnlyKeys("retryWorkbenchHeight");
            assertThat(fields.get("retryWorkbenchHeight")).isInstanceOf(Long.class);
        }
        assertThat(((Map<?, ?>) messages.get(messages.size() - 1)).get("retryWorkbenchHeight")).isEqualTo(narrow);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"amplification", "planner", "storm", "latency"})
    void onlyTheEmbedPageTellsItsHeight(String tool) throws IOException {
        Files.writeString(hostDir.resolve("both.html"), "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">"
                + "<title>Internal wiki</title><link rel=\"icon\" href=\"data:,\"></head><body>"
                + "<iframe id=\"full\" src=\"" + siteUrl(tool + ".html") + "\" title=\"Full page\"></iframe>"
                + "<iframe id=\"embed\" src=\"" + siteUrl(tool + "-embed.html") + "\" title=\"Embed\"></iframe>"
                + "<script>window.senders = []; addEventListener('message', e => window.senders.push("
                + "e.source === document.getElementById('full').contentWindow ? 'full' : 'embed'));</script>"
                + "</body></html>", StandardCharsets.UTF_8);
        browser.openUrl("http://127.0.0.1:" + host.port() + "/both.html");
        browser.driver().switchTo().frame(browser.find("#full"));
        try {
            browser.awaitScript();
            // Two rendering frames after the script ran: when a resize observer would have reported.
            browser.driver().manage().timeouts().scriptTimeout(Duration.ofSeconds(5));
            browser.driver().executeAsyncScript("const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done()))");
        } finally {
            browser.driver().switchTo().defaultContent();
        }
        await(() -> ((List<?>) browser.script("return window.senders")).contains("embed"));
        @SuppressWarnings("unchecked")
        List<Object> senders = (List<Object>) browser.script("return window.senders");
        assertThat(senders).containsOnly("embed");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"amplification", "planner", "storm", "latency"})
    void openTheFullPageOpensANewTab(String tool) {
        openHost(tool + "-embed.html", 760);
        String hostWindow = browser.driver().getWindowHandle();
        inFrame(() -> {
            browser.awaitScript();
            browser.find(".lede a[target='_blank']").click();
            return null;
        });
        await(() -> browser.driver().getWindowHandles().size() == 2);
        String fullPage = browser.driver().getWindowHandles().stream().filter(w -> !w.equals(hostWindow)).findFirst().orElseThrow();
        browser.driver().switchTo().window(fullPage);
        try {
            browser.awaitScript();
            assertThat(browser.script("return location.href")).isEqualTo(siteUrl(tool + ".html"));
            assertThat(browser.script("return self.origin")).as("the full page escapes the frame's sandbox")
                    .isEqualTo("http://localhost:" + site.port());
            assertThat(browser.findAll(".site-header")).hasSize(1);
        } finally {
            browser.driver().close();
            browser.driver().switchTo().window(hostWindow);
        }
    }

    /**
     * Downloads the worksheet, copies the Markdown, then drops the worksheet back with one input
     * changed: {@code input} matches the saved input with its value last, after a group 1 that is kept.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "amplification | (\"role\":\\s*\"sdk\"[^}]*\"attempts\":\\s*)3\\b | 2 | maxDownstreamAttempts | 18",
        "planner | (\"rpmLimit\":\\s*)1000\\b | 50 | bindingLimit | 50 attempts/min (RPM)",
        "storm | (\"seed\":\\s*)42\\b | 7 | amplification | 2.38",
        "latency | (\"attempts\":\\s*)3\\b | 1 | enteredP99 | 398 ms"})
    void downloadsTheClipboardAndOpeningAWorksheetWorkUnderTheSandbox(String tool, String input, String value,
            String figure, String expected) {
        openHost(tool + "-embed.html", 760);
        inFrame(() -> {
            browser.awaitScript();
            browser.find("#export-json").click();
            awaitStatus("Downloaded retry-workbench-" + tool + "-");
            return null;
        });
        // The status names the file, with the date and time in its name.
        String status = (String) inFrame(() -> browser.find("#worksheet-status").getText());
        Path worksheet = DOWNLOADS.resolve(status.substring("Downloaded ".length(), status.indexOf(".json") + 5));
        await(() -> Files.isRegularFile(worksheet));
        inFrame(() -> {
            browser.find("#copy-markdown").click();
            awaitStatus("Copied the Markdown summary to the clipboard");
            return null;
        });
        String saved = read(worksheet);
        String json = Pattern.compile(input).matcher(saved).replaceFirst(m -> Matcher.quoteReplacement(m.group(1) + value));
        assertThat(json).as("the input changed to %s", value).isNotEqualTo(saved);
        inFrame(() -> {
            browser.script("const data = new DataTransfer();"
                    + " data.items.add(new File([arguments[0]], 'dropped.json', {type: 'application/json'}));"
                    + " document.body.dispatchEvent(new DragEvent('drop', {dataTransfer: data, bubbles: true, cancelable: true}));",
                    json);
            awaitStatus("Opened dropped.json");
            browser.awaitIdle();
            assertThat(browser.figure(figure)).isEqualTo(expected);
            return null;
        });
    }

    /**
     * Serves a wiki-like host page with the documented iframe and script in a column {@code column} px wide, and
     * opens it; {@code page} is a page of the site or a whole address.
     */
    private static void openHost(String page, int column) {
        String iframe = documented("<iframe").replace(DOCUMENTED_SRC, page.startsWith("http:") ? page : siteUrl(page));
        String html = "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Internal wiki</title>"
                + "<link rel=\"icon\" href=\"data:,\">"
                // Records what reaches the host page, to check it carries nothing but the height.
                + "<script>window.received = []; addEventListener('message', e => window.received.push(e.data));</script>"
                + "</head><body><h1>Runbook</h1><main id=\"column\" style=\"width: " + column + "px\">"
                + iframe + documented("<script>") + "</main></body></html>";
        try {
            Files.writeString(hostDir.resolve("index.html"), html, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        browser.openUrl("http://127.0.0.1:" + host.port() + "/index.html");
    }

    /**
     * Waits until the host page has sized the frame to the embed's content, then checks that the
     * frame shows all of it with no inner scroll bar; returns the frame's height.
     */
    private static long assertFramesWholeEmbed() {
        await(() -> {
            long frame = frameHeight();
            long content = inFrame(() -> (Long) browser.script(
                    "return Math.ceil(document.documentElement.getBoundingClientRect().height)"));
            return content == frame && Long.valueOf(frame).equals(browser.script(
                    "const r = window.received; return r.length ? r[r.length - 1].retryWorkbenchHeight : null"));
        });
        inFrame(() -> {
            assertThat((Long) browser.script("return document.documentElement.scrollHeight"))
                    .as("no inner scroll bar").isLessThanOrEqualTo((Long) browser.script("return window.innerHeight"));
            return null;
        });
        return frameHeight();
    }

    private static long frameHeight() {
        return (Long) browser.script("return document.getElementById('retry-workbench').clientHeight");
    }

    private static <T> T inFrame(Supplier<T> action) {
        browser.driver().switchTo().frame(browser.find("#retry-workbench"));
        try {
            return action.get();
        } finally {
            browser.driver().switchTo().defaultContent();
        }
    }

    private static double top(String css) {
        return ((Number) browser.script("return document.querySelector(arguments[0]).getBoundingClientRect().top", css)).doubleValue();
    }

    private static double left(String css) {
        return ((Number) browser.script("return document.querySelector(arguments[0]).getBoundingClientRect().left", css)).doubleValue();
    }

    private static void awaitStatus(String start) {
        await(() -> browser.find("#worksheet-status").getText().startsWith(start));
    }

    private static void await(Supplier<Boolean> condition) {
        new WebDriverWait(browser.driver(), Duration.ofSeconds(10)).until(d -> condition.get());
    }

    private static String siteUrl(String page) {
        return "http://localhost:" + site.port() + "/" + page;
    }

    /** Returns the first html code block of docs/embedding.md that contains {@code marker}. */
    private static String documented(String marker) {
        // site.directory is <repository>/web/target/site.
        Path doc = SitePages.site().getParent().getParent().getParent().resolve("docs/embedding.md");
        Matcher block = Pattern.compile("```html\\n(.*?)```", Pattern.DOTALL).matcher(read(doc));
        while (block.find()) {
            if (block.group(1).contains(marker)) {
                return block.group(1);
            }
        }
        throw new AssertionError("docs/embedding.md has no html block with " + marker);
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Path temporaryDirectory() {
        try {
            return Files.createTempDirectory("embed-downloads");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
