package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.tool.ToolNames;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.WebElement;

/** Opens every page of the built site from file:// in real Chromium. */
class SiteSmokeTest {
    @RegisterExtension
    static final Browser browser = Browser.perClass(true);

    @Test
    void indexLinksBothToolsWithoutConsoleErrors() {
        browser.open("index.html");
        assertThat(browser.find("h1").getText()).isEqualTo("Retry Workbench");
        assertThat(browser.findAll("main a").stream().map(a -> a.getAttribute("href")))
                .anySatisfy(href -> assertThat(href).endsWith("amplification.html"))
                .anySatisfy(href -> assertThat(href).endsWith("planner.html"))
                .anySatisfy(href -> assertThat(href).endsWith("storm.html"))
                .anySatisfy(href -> assertThat(href).endsWith("latency.html"));
    }

    @Test
    void theIndexStormCardNamesEveryDeclaredBudget() {
        browser.open("index.html");
        String card = browser.find(".tool-cards li:has(a[href='storm.html'])").getText();
        List<String> budgets = new ArrayList<>();
        for (dev.retryworkbench.core.storm.budget.BudgetKind kind : dev.retryworkbench.core.storm.budget.BudgetKind.values()) {
            if (kind != dev.retryworkbench.core.storm.budget.BudgetKind.NONE) {
                budgets.add(kind.noun());
            }
        }
        assertThat(card).contains(budgets.size() + " retry budgets");
        assertThat(budgets).allSatisfy(noun -> assertThat(card).contains(noun));
        // Inside the sentence a common noun is not capitalised, a name keeps its capitals.
        assertThat(card).contains("token bucket, circuit breaker, retry ratio (Finagle, Linkerd), Envoy retry budget")
                .doesNotContain("Token bucket").doesNotContain("Circuit breaker");
    }

    /** Every HTML page the build writes: the index, the tool pages, their embeds and the 404 page. */
    private static final List<String> PAGES = List.of("index.html", "amplification.html", "amplification-embed.html",
            "planner.html", "planner-embed.html", "storm.html", "storm-embed.html", "latency.html", "latency-embed.html",
            "404.html");

    @Test
    void everyPageHasADescriptionAndASocialPreviewWithoutNetwork() {
        for (String page : PAGES) {
            browser.open(page);
            String title = browser.driver().getTitle();
            assertThat(title).as(page).isNotBlank();
            assertThat(meta("name", "description")).as(page + " description").isNotBlank();
            assertThat(meta("property", "og:title")).as(page + " og:title").isEqualTo(title);
            assertThat(meta("property", "og:description")).as(page + " og:description").isEqualTo(meta("name", "description"));
            assertThat(meta("property", "og:type")).as(page + " og:type").isEqualTo("website");
            assertThat(meta("name", "twitter:card")).as(page + " twitter:card").isEqualTo("summary");
            // No preview image or canonical address: either would name a host the build cannot know.
            assertThat(browser.findAll("meta[property='og:image'], meta[property='og:url'], link[rel='canonical']"))
                    .as(page).isEmpty();
        }
    }

    private String meta(String attribute, String name) {
        List<WebElement> tags = browser.findAll("meta[" + attribute + "='" + name + "']");
        assertThat(tags).as("meta " + name).hasSize(1);
        return tags.get(0).getAttribute("content");
    }

    @Test
    void notFoundPageLinksEveryToolRelativelyAndIsNotIndexed() {
        browser.open("404.html");
        assertThat(browser.find("h1").getText()).isEqualTo("Page not found");
        assertThat(browser.find("link[rel='stylesheet']").getDomAttribute("href")).isEqualTo("styles.css");
        assertThat(meta("name", "robots")).isEqualTo("noindex");
        List<String> hrefs = new ArrayList<>();
        for (WebElement link : browser.findAll("main a")) {
            hrefs.add(link.getDomAttribute("href"));
        }
        // Relative links: they work from file://, a host's root and a subfolder such as a GitHub Pages project site.
        assertThat(hrefs).containsExactlyInAnyOrder("amplification.html", "planner.html", "storm.html", "latency.html",
                "index.html");
        for (String href : hrefs) {
            assertThat(browser.siteDirectory().resolve(href)).isRegularFile();
        }
    }

    @Test
    void robotsTxtAllowsCrawlingAndNamesNoHost() throws IOException {
        String robots = Files.readString(browser.siteDirectory().resolve("robots.txt"));
        assertThat(robots.lines()).contains("User-agent: *", "Allow: /");
        assertThat(robots).doesNotContain("http");
    }

    @Test
    void onlyThePagesStartScriptsAskForEveryFunctionCompiledOnLoad() throws IOException {
        for (SitePages.ToolPage page : SitePages.fullTools()) {
            String script = page.toolId() + ".js";
            assertThat(Files.readString(browser.siteDirectory().resolve(script)).lines().findFirst())
                    .as(script).contains("//# allFunctionsCalledOnLoad");
        }
        for (String script : List.of("map.js", "config-copy.js", "worksheet-open.js")) {
            assertThat(Files.readString(browser.siteDirectory().resolve(script))).as(script)
                    .doesNotContain("allFunctionsCalledOnLoad").endsWith("\nmain();\n");
        }
    }

    /**
     * An embed skips no block, so the task that runs a deferred script would also hold autofill's work at
     * DOMContentLoaded, with no layout in it (Lighthouse then counts it at four times its time): loaded {@code async}
     * after the form, the script runs in a task of its own (docs/performance.md, session 24).
     */
    @Test
    void embedsLoadTheirScriptAsyncAfterTheFormAndFullPagesDeferIt() throws IOException {
        for (SitePages.ToolPage page : SitePages.fullTools()) {
            String tool = page.toolId();
            String script = "<script src=\"" + tool + ".js\"";
            String full = Files.readString(browser.siteDirectory().resolve(tool + ".html"));
            assertThat(full.substring(0, full.indexOf("</head>"))).as(tool).contains(script + " defer></script>");
            String embed = Files.readString(browser.siteDirectory().resolve(tool + "-embed.html"));
            assertThat(embed.indexOf(script)).as(tool + "-embed").isEqualTo(embed.lastIndexOf(script))
                    .isGreaterThan(embed.indexOf("</main>"));
            assertThat(embed).as(tool + "-embed").contains(script + " async></script>\n</body>");
        }
    }

    /**
     * A tool's two pages load one sheet, the shared rules and then the tool's own, so no page carries another tool's
     * rules; the index and the 404 page load the shared rules alone (notFoundPage... above).
     */
    @Test
    void eachToolsPagesLoadTheSharedRulesAndOnlyTheirOwnToolsRules() throws IOException {
        String shared = Files.readString(browser.siteDirectory().resolve("styles.css")).strip();
        Map<String, Set<String>> ownRules = new LinkedHashMap<>();
        for (SitePages.ToolPage page : SitePages.fullTools()) {
            String tool = page.toolId();
            for (String html : List.of(tool + ".html", tool + "-embed.html")) {
                assertThat(Files.readString(browser.siteDirectory().resolve(html))).as(html)
                        .contains("<link rel=\"stylesheet\" href=\"" + tool + ".css\">").doesNotContain("styles.css");
            }
            String sheet = Files.readString(browser.siteDirectory().resolve(tool + ".css")).strip();
            assertThat(sheet).as(tool + ".css").startsWith(shared);
            Set<String> own = new HashSet<>(List.of(sheet.substring(shared.length()).split("}")));
            own.remove("");
            assertThat(own).as(tool + ".css's own rules").isNotEmpty();
            ownRules.forEach((other, rules) -> assertThat(own).as(tool + " and " + other).doesNotContainAnyElementsOf(rules));
            ownRules.put(tool, own);
        }
    }

    @Test
    void theArchiveHoldsEveryFileOfTheSiteAtItsRoot() throws IOException {
        Path archive = Path.of(System.getProperty("site.archive"));
        assertThat(archive.getFileName().toString()).matches("retry-workbench-site-.+\\.zip");
        List<String> siteFiles;
        try (Stream<Path> walk = Files.walk(browser.siteDirectory())) {
            siteFiles = walk.filter(Files::isRegularFile).map(f -> browser.siteDirectory().relativize(f).toString()).toList();
        }
        try (ZipFile zip = new ZipFile(archive.toFile())) {
            List<String> entries = zip.stream().map(ZipEntry::getName).toList();
            assertThat(entries).containsAll(PAGES).contains("robots.txt", "styles.css", "storm.css", "icon.svg", "amplification.js", "planner.js")
                    .containsExactlyInAnyOrderElementsOf(siteFiles);
            for (String page : PAGES) {
                assertThat(zip.getInputStream(zip.getEntry(page)).readAllBytes())
                        .as(page).isEqualTo(Files.readAllBytes(browser.siteDirectory().resolve(page)));
            }
        }
    }

    @Test
    void amplificationPageShowsJavaComputedFiguresAndTakesOver() {
        browser.open("amplification.html");
        browser.awaitScript();
        assertThat(browser.figure("maxDownstreamAttempts")).isEqualTo("27");
        assertThat(browser.figure("elapsed")).isEqualTo("10 s");
    }

    @Test
    void plannerPageShowsJavaComputedFiguresAndTakesOver() {
        browser.open("planner.html");
        browser.awaitScript();
        assertThat(browser.find("#results").getText()).contains("7.50 s mean / 15.0 s worst");
        assertThat(browser.figure("bindingLimit")).isEqualTo("100 attempts/min (TPM)");
    }

    private static Path site() {
        return Path.of(System.getProperty("site.directory", "target/site"));
    }

    private static List<Path> pages() throws IOException {
        try (Stream<Path> files = Files.list(site())) {
            return files.filter(f -> f.toString().endsWith(".html")).sorted().toList();
        }
    }

    @Test
    void noPageNamesAPageOrToolThisSiteDoesNotHave() throws IOException {
        assertThat(pages()).hasSizeGreaterThanOrEqualTo(5);
        for (Path page : pages()) {
            // The built pages hold the pre-rendered results too, so this covers the renderers' words.
            String html = Files.readString(page).toLowerCase(Locale.ROOT);
            assertThat(html).as(page.toString()).doesNotContain("optimizer", "glossary",
                    // The seed's "Propagation & containment" label; deadline propagation itself is a storm input.
                    "policy workbench", "background jobs", "propagation &amp; containment", "propagation & containment",
                    "breaker mode", "latency budget calculator",
                    "cascade reliability calculator", "pass-rate ci calculator",
                    "waits at least", "expected wait to resolve</dt>", "safe in-flight requests");
        }
    }

    @Test
    void everyLinkPointsAtAFileOfTheSiteOrAnIdInItsPage() throws IOException {
        Pattern href = Pattern.compile(" href=\"([^\"]*)\"");
        int links = 0;
        for (Path page : pages()) {
            String html = Files.readString(page);
            Matcher link = href.matcher(html);
            while (link.find()) {
                String target = link.group(1);
                int hash = target.indexOf('#');
                String file = hash < 0 ? target : target.substring(0, hash);
                String id = hash < 0 ? null : target.substring(hash + 1);
                String in = html;
                if (!file.isEmpty()) {
                    assertThat(site().resolve(file)).as("%s links %s", page.getFileName(), target).isRegularFile();
                    in = file.endsWith(".html") ? Files.readString(site().resolve(file)) : null;
                }
                if (id != null) {
                    assertThat(in).as("%s links %s", page.getFileName(), target).contains(" id=\"" + id + "\"");
                }
                links++;
            }
        }
        assertThat(links).isGreaterThan(20);
    }

    @Test
    void eachToolHasOneNameInTitleHeadingIndexAndNavigation() {
        for (String tool : List.of(ToolNames.AMPLIFICATION, ToolNames.PLANNER)) {
            String name = ToolNames.title(tool);
            browser.open(tool + ".html");
            assertThat(browser.driver().getTitle()).startsWith(name + " \u00b7 ");
            assertThat(browser.findAll("h1")).singleElement().satisfies(h1 -> assertThat(h1.getText()).isEqualTo(name));
            assertThat(browser.findAll("main > p.lede")).hasSize(1);
            assertThat(browser.find("nav a[href='" + tool + ".html']").getText()).isEqualTo(name);
            browser.open(tool + "-embed.html");
            assertThat(browser.find("h1").getText()).isEqualTo(name);
            browser.open("index.html");
            assertThat(browser.find("main a[href='" + tool + ".html']").getText()).isEqualTo(name);
        }
    }

    @Test
    void everyPageVariantCarriesTheSeedsStaticNotes() throws java.io.IOException {
        java.nio.file.Path site = java.nio.file.Path.of(System.getProperty("site.directory", "target/site"));
        for (String page : java.util.List.of("planner.html", "planner-embed.html")) {
            String html = java.nio.file.Files.readString(site.resolve(page));
            assertThat(html).as(page).contains("<h2 id=\"how-calculated\">How this is calculated</h2>",
                    "<strong>The schedule.</strong>", "<strong>Mean backoff per request.</strong>",
                    "<strong>The attempt ceiling.</strong>", "<strong>Safe concurrency.</strong>",
                    "<strong>Completed throughput.</strong>", "<strong>Backlog drain.</strong>",
                    "<strong>What this page does not compute.</strong>", "<strong>Interval note.</strong>",
                    "<h2 id=\"questions\">Questions</h2>",
                    "<h3>What is the difference between this page and the retry amplification workbench?</h3>",
                    "<h3>Should I add jitter?</h3>", "<h3>Why is the decorrelated mean only &ldquo;about&rdquo; right?</h3>",
                    "<strong>The provider's 429s.</strong>",
                    "<h3>Which limit should I enter if I only know one?</h3>",
                    "<h3>How does backlog drain time relate to each caller's wait?</h3>",
                    "<h3>Why is the pool size in attempts, when I have requests?</h3>",
                    "(at the worked defaults, 6 whole slots;",
                    "raised to i &minus; 1, or the cap, whichever is smaller.")
                    .doesNotContain("multiplier^i)");
        }
        for (String page : java.util.List.of("amplification.html", "amplification-embed.html")) {
            String html = java.nio.file.Files.readString(site.resolve(page));
            assertThat(html).as(page).contains("<h2 id=\"assumptions-heading\">Assumptions and limits</h2>",
                    "<li>Every client attempt is assumed to time out; actual downstream effects and success are not modeled.</li>",
                    "<li>The job runner calls the application policy, which calls the SDK policy. Attempt limits include the initial try.</li>",
                    "<li>One absolute deadline clips the last wait or attempt; cancellation does not prove a remote effect stopped.</li>",
                    "<h3>Reproduce a trace by hand</h3>", "<code>0x9E3779B97F4A7C15</code>",
                    "<code>unit() = (output &gt;&gt;&gt; 11) * 2^-53</code>",
                    "seed 0 gives <code>0xE220A8397B1DCDAF</code>, then <code>0x6E789E6AA1B965F4</code>");
        }
    }
}
