package dev.retryworkbench.site;

import dev.retryworkbench.core.amplification.AmplificationTool;
import dev.retryworkbench.core.check.Checks;
import dev.retryworkbench.core.config.ConfigFormats;
import dev.retryworkbench.core.configform.ConfigTarget;
import dev.retryworkbench.core.configform.ConfigTargets;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.FormRenderer;
import dev.retryworkbench.core.latency.LatencyTool;
import dev.retryworkbench.core.planner.PlannerTool;
import dev.retryworkbench.core.storm.StormTool;
import dev.retryworkbench.core.storm.SurvivalMapInputs;
import dev.retryworkbench.core.storm.SurvivalMapWork;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.map.SurvivalMapRenderer;
import dev.retryworkbench.core.text.Html;
import dev.retryworkbench.core.tool.Evaluation;
import dev.retryworkbench.core.tool.Tool;
import dev.retryworkbench.web.ReaderScripts;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * Writes the static site: fills the templates of {@code src-static/} with each tool's form and its
 * worked example, rendered on the JVM by the same core code the browser runs, copies the assets and
 * the TeaVM scripts, fails the build when a page outgrows its size budget, and packs the site into
 * one zip archive to publish.
 *
 * <p>Run by Maven after TeaVM: {@code SiteBuilder STATIC_DIR SCRIPTS_DIR SITE_DIR ARCHIVE}.
 */
public final class SiteBuilder {
    /** Each tool page's budget: HTML, CSS, icon and script together, gzipped, as a browser fetches them. */
    static final int PAGE_BUDGET_BYTES = 96 * 1024;
    /** A script a page loads on first use ("Paste a config"), gzipped; it is not part of a page's budget. */
    static final int ON_DEMAND_BUDGET_BYTES = 48 * 1024;
    /** The style sheet of the pages that are no tool's (the index, the 404 page): the rules every page shares. */
    static final String SHARED_STYLES = "styles.css";
    /**
     * Heads a page's start script: V8's explicit compile hint (Chrome 136 on; other engines read a comment), which
     * compiles every function on the thread that streams the script in, where without it each function the start
     * calls first compiles on the main thread, in the start's steps (docs/performance.md, session 24). The
     * on-demand scripts go without: most of their code waits for a user's choice.
     */
    static final String START_SCRIPT_HINT = "//# allFunctionsCalledOnLoad\n";
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\{([a-z:-]+)}}");
    private static final Pattern TITLE = Pattern.compile("<title>([^<]+)</title>");
    private static final Pattern DESCRIPTION = Pattern.compile("<meta name=\"description\" content=\"([^\"]+)\">");
    /** Zip entries carry this time, not the build's, so the same site gives the same archive bytes. */
    private static final FileTime ARCHIVE_TIME = FileTime.fromMillis(315_532_800_000L);

    private final Path staticDir;
    private final Path scriptsDir;
    private final Path siteDir;
    private final Path archive;

    private SiteBuilder(Path staticDir, Path scriptsDir, Path siteDir, Path archive) {
        this.staticDir = staticDir;
        this.scriptsDir = scriptsDir;
        this.siteDir = siteDir;
        this.archive = archive;
    }

    /** Builds the site; see the class comment for the arguments. */
    public static void main(String[] args) throws IOException {
        if (args.length != 4) {
            throw new IllegalArgumentException("usage: SiteBuilder STATIC_DIR SCRIPTS_DIR SITE_DIR ARCHIVE");
        }
        new SiteBuilder(Path.of(args[0]), Path.of(args[1]), Path.of(args[2]), Path.of(args[3])).build();
    }

    private void build() throws IOException {
        Files.createDirectories(siteDir);
        String sharedRules = read("styles.css");
        Files.writeString(siteDir.resolve(SHARED_STYLES), minifyCss(sharedRules), StandardCharsets.UTF_8);
        copy("icon.svg");
        copy("robots.txt");
        writePage("index.html", null, null);
        writePage("404.html", null, null);
        List<String> report = new ArrayList<>();
        for (Tool tool : List.of(new AmplificationTool(Checks.FINDINGS), new PlannerTool(), new StormTool(), new LatencyTool())) {
            String script = tool.id() + ".js";
            writeScript(script, START_SCRIPT_HINT);
            // One sheet per tool, so no page carries another tool's rules (the survival map's are 0.6 KB gzipped).
            Files.writeString(siteDir.resolve(styleSheet(tool)),
                    minifyCss(sharedRules + read("styles/" + tool.id() + ".css")), StandardCharsets.UTF_8);
            for (String page : List.of(tool.id() + ".html", tool.id() + "-embed.html")) {
                writePage(page, tool, inputsHeading(tool));
                report.add(checkBudget(page, List.of(page, styleSheet(tool), "icon.svg", script)));
            }
            report.add(writeConfigTargets(tool));
        }
        List<String> onDemands = new ArrayList<>();
        for (int part = 1; part <= ConfigFormats.PARTS; part++) {
            onDemands.add(ReaderScripts.name(part) + ".js");
        }
        onDemands.addAll(List.of("config-copy.js", "worksheet-open.js", "map.js", "map-view.js", "storm-export.js",
                "stack-open.js", "preset-words.js", "help-words.js"));
        for (String onDemand : onDemands) {
            writeScript(onDemand, "");
            report.add(checkOnDemandBudget(onDemand));
        }
        report.forEach(System.out::println);
        System.out.println("[site] " + writeArchive() + " files in " + archive);
    }

    /** Packs every file of the site, at the archive's root and in name order, into {@link #archive}; returns their number. */
    private int writeArchive() throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(siteDir)) {
            files = walk.filter(Files::isRegularFile).sorted().toList();
        }
        Files.createDirectories(archive.toAbsolutePath().getParent());
        try (OutputStream file = Files.newOutputStream(archive); ZipOutputStream zip = new ZipOutputStream(file)) {
            for (Path path : files) {
                ZipEntry entry = new ZipEntry(siteDir.relativize(path).toString().replace('\\', '/'));
                entry.setLastModifiedTime(ARCHIVE_TIME);
                zip.putNextEntry(entry);
                Files.copy(path, zip);
                zip.closeEntry();
            }
        }
        return files.size();
    }

    /** The style sheet of a tool's pages: the shared rules, then the tool's own. */
    static String styleSheet(Tool tool) {
        return tool.id() + ".css";
    }

    private static String inputsHeading(Tool tool) {
        if ("storm".equals(tool.id())) {
            return "Describe the policy, fleet and bad minute";
        }
        if ("latency".equals(tool.id())) {
            return "Describe the attempt latency and the policy";
        }
        return "amplification".equals(tool.id()) ? "Describe the nested retry policies" : "Enter your schedule, limits and load";
    }

    private void writePage(String name, Tool tool, String inputsHeading) throws IOException {
        Map<String, String> values = new LinkedHashMap<>();
        String template = read(name);
        values.put("head", read("partials/head.html"));
        values.put("stylesheet", tool == null ? SHARED_STYLES : styleSheet(tool));
        values.put("social", socialMeta(template, name));
        values.put("header", read("partials/header.html"));
        values.put("footer", read("partials/footer.html"));
        values.put("current:amplification", currentMarker(tool, "amplification"));
        values.put("current:planner", currentMarker(tool, "planner"));
        values.put("current:storm", currentMarker(tool, "storm"));
        values.put("current:latency", currentMarker(tool, "latency"));
        values.put("storm-budgets", budgetList());
        if (tool != null) {
            Evaluation example = tool.evaluate(FormReading.defaults(tool.form()));
            if (!example.isValid()) {
                throw new IllegalStateException(tool.id() + ": the worked example does not validate: " + example.errors());
            }
            values.put("tool", read("partials/tool.html"));
            values.put("inputs-heading", inputsHeading);
            values.put("form", FormRenderer.render(tool.preRenderedForm(), tool.disclosures(),
                    group -> tool.controlsAfter(group) + ConfigTargets.controlAfter(tool.id(), group)));
            values.put("results", example.resultsHtml());
            values.put("verdict", Html.escape(example.announcement()));
        }
        if (tool instanceof StormTool) {
            values.put("survival", read("partials/survival-map.html"));
            values.put("map-form", FormRenderer.render(List.of(SurvivalMapInputs.group())));
            values.put("map-results", workedExampleMap((StormTool) tool));
        }
        for (String partial : new String[] {"amplification-notes", "planner-explainer", "storm-notes",
            "latency-notes"}) {
            values.put("partial:" + partial, read("partials/" + partial + ".html"));
        }
        String html = fill(template, values, name);
        Files.writeString(siteDir.resolve(name), html, StandardCharsets.UTF_8);
    }

    /** Returns the survival map of the worked example, computed and rendered by the code map.js runs. */
    private static String workedExampleMap(StormTool tool) {
        Evaluation started = tool.startMap(FormReading.defaults(tool.form()));
        if (!started.isValid()) {
            throw new IllegalStateException("storm: the worked example's map does not validate: " + started.errors());
        }
        SurvivalMapWork work = (SurvivalMapWork) started.continuation();
        while (!work.step()) {
            // Bounded steps, back to back.
        }
        return SurvivalMapRenderer.render(work.result());
    }

    /**
     * Returns the Open Graph and Twitter card tags of a page, made from the title and description its
     * template declares (both required), so a link preview needs no network and says what the page says.
     */
    private static String socialMeta(String template, String name) {
        Matcher title = TITLE.matcher(template);
        Matcher description = DESCRIPTION.matcher(template);
        if (!title.find() || !description.find()) {
            throw new IllegalStateException(name + ": a page needs a <title> and a <meta name=\"description\">");
        }
        String titleText = title.group(1).replace("\"", "&quot;");
        return "<meta property=\"og:type\" content=\"website\">\n"
                + "<meta property=\"og:site_name\" content=\"Retry Workbench\">\n"
                + "<meta property=\"og:title\" content=\"" + titleText + "\">\n"
                + "<meta property=\"og:description\" content=\"" + description.group(1) + "\">\n"
                + "<meta name=\"twitter:card\" content=\"summary\">";
    }

    /** Returns "N retry budgets: A, B and C", the storm simulator's budget kinds as declared (all but no budget), as nouns. */
    static String budgetList() {
        List<String> labels = new ArrayList<>();
        for (BudgetKind kind : BudgetKind.values()) {
            if (kind != BudgetKind.NONE) {
                labels.add(Html.escape(kind.noun()));
            }
        }
        String last = labels.remove(labels.size() - 1);
        return labels.size() + 1 + " retry budgets: " + String.join(", ", labels) + " and " + last;
    }

    private static String currentMarker(Tool tool, String id) {
        return tool != null && tool.id().equals(id) ? " aria-current=\"page\"" : "";
    }

    /** Replaces placeholders until none is left; partials may hold placeholders of their own. */
    static String fill(String template, Map<String, String> values, String name) {
        String text = template;
        for (int pass = 0; pass < 4; pass++) {
            Matcher matcher = PLACEHOLDER.matcher(text);
            StringBuilder out = new StringBuilder(text.length() + 4096);
            boolean replaced = false;
            while (matcher.find()) {
                String value = values.get(matcher.group(1));
                if (value == null) {
                    throw new IllegalStateException(name + ": no value for placeholder " + matcher.group());
                }
                matcher.appendReplacement(out, Matcher.quoteReplacement(value));
                replaced = true;
            }
            matcher.appendTail(out);
            text = out.toString();
            if (!replaced) {
                return text;
            }
        }
        throw new IllegalStateException(name + ": placeholders nest too deeply");
    }

    /** Writes the TeaVM script {@code name} to the site, after {@code head} (a line, or nothing). */
    private void writeScript(String name, String head) throws IOException {
        // TeaVM's UMD wrapper only defines main(); the site's CSP forbids inline scripts, so the call goes here.
        String script = head + Files.readString(scriptsDir.resolve(name), StandardCharsets.UTF_8) + "\nmain();\n";
        Files.writeString(siteDir.resolve(name), script, StandardCharsets.UTF_8);
    }

    /**
     * Writes {@code <tool>-configs.js}, which the page loads with config-copy.js and config-paste.js when a
     * "Paste/copy" control is first opened: it gives each control its block's declaration (the {@code
     * data-target} those scripts read), so the page does not carry it before anyone asks (1.5 KB gzipped of the
     * storm page, 1.7 KB of the workbench's).
     */
    private String writeConfigTargets(Tool tool) throws IOException {
        StringBuilder script = new StringBuilder("\"use strict\";\n");
        for (ConfigTarget target : ConfigTargets.of(tool.id())) {
            script.append("document.getElementById(").append(jsString(target.id())).append(").setAttribute(")
                    .append("\"data-target\", ").append(jsString(target.encode())).append(");\n");
        }
        String name = ConfigTargets.scriptName(tool.id()) + ".js";
        Files.writeString(siteDir.resolve(name), script.toString(), StandardCharsets.UTF_8);
        return checkOnDemandBudget(name);
    }

    /** Returns {@code text} as a JavaScript string literal (JSON's escapes, which JavaScript reads alike). */
    private static String jsString(String text) {
        StringBuilder out = new StringBuilder("\"");
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20 || c == 0x2028 || c == 0x2029) {
                String hex = Integer.toHexString(c);
                out.append("\\u").append("0000".substring(hex.length())).append(hex);
            } else {
                out.append(c);
            }
        }
        return out.append('"').toString();
    }

    private String checkOnDemandBudget(String script) throws IOException {
        int size = gzippedSize(Files.readAllBytes(siteDir.resolve(script)));
        String line = "[site] " + script + " (loaded on first use): " + size + " bytes gzipped (budget "
                + ON_DEMAND_BUDGET_BYTES + " = 48 KiB)";
        if (size > ON_DEMAND_BUDGET_BYTES) {
            throw new IllegalStateException("over budget: " + line);
        }
        return line;
    }

    private String checkBudget(String page, List<String> files) throws IOException {
        int total = 0;
        StringBuilder parts = new StringBuilder();
        for (String file : files) {
            int size = gzippedSize(Files.readAllBytes(siteDir.resolve(file)));
            total += size;
            parts.append(parts.length() == 0 ? "" : ", ").append(file).append(' ').append(size);
        }
        String line = "[site] " + page + ": " + total + " bytes gzipped (budget " + PAGE_BUDGET_BYTES + " = 96 KiB; " + parts + ")";
        if (total > PAGE_BUDGET_BYTES) {
            throw new IllegalStateException("over budget: " + line);
        }
        return line;
    }

    /**
     * Drops comments and the white space CSS does not need, which keeps half a kilobyte of every page's
     * budget for the tools. Spaces that separate words (descendant selectors, shorthand values) stay.
     */
    static String minifyCss(String css) {
        return css.replaceAll("(?s)/\\*.*?\\*/", "")
                .replaceAll("\\s+", " ")
                .replaceAll(" ?([{};,>]) ?", "$1")
                .replaceAll(": ", ":")
                .trim() + "\n";
    }

    static int gzippedSize(byte[] bytes) {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        try (GZIPOutputStream gzip = new GZIPOutputStream(buffer)) {
            gzip.write(bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return buffer.size();
    }

    private String read(String name) throws IOException {
        return Files.readString(staticDir.resolve(name), StandardCharsets.UTF_8);
    }

    private void copy(String name) throws IOException {
        Files.copy(staticDir.resolve(name), siteDir.resolve(name), StandardCopyOption.REPLACE_EXISTING);
    }
}
