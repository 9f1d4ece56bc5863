package dev.retryworkbench.web.bench;

import dev.retryworkbench.core.config.ConfigError;
import dev.retryworkbench.core.config.JsonValues;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.json.JsonNumber;
import dev.retryworkbench.core.json.JsonObject;
import dev.retryworkbench.core.storm.StormFields;
import dev.retryworkbench.core.storm.StormTool;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Measures "input event to updated DOM" on the built pages in headless Chromium: in the page, set a
 * field's value, dispatch its {@code input} event (the page updates the form in the event and answers
 * the edit in the task after it: web.ToolPage), wait for the end of that task ({@link #ANSWERED}),
 * force style and layout with {@code document.body.offsetHeight}, and read {@code performance.now()}
 * around it. Two values alternate so every event is a real recompute. Each scenario runs in three
 * rounds, interleaved with the others and each on a freshly loaded page. Not a JUnit test: a program,
 * run by {@code mvn -B -o -Pbench -DskipTests verify} from the repository root, that prints, per
 * scenario, the first event's time (before the JavaScript engine has optimised anything), the median,
 * p95 and max of the events after each round's warm-up, the median of the script part alone (the edit
 * answered, before style and layout) and of the input event alone.
 *
 * <p>Then it types as people do, with idle gaps between events ({@link #keystrokes}).
 *
 * <p>Arguments: the site directory (default {@code target/site}), then optionally the iteration
 * scale (default 1.0; 0.2 for a quick look), then optionally {@code keystrokes} for that part alone
 * ({@code -Dbench.args="target/site 1.0 keystrokes"}).
 */
public final class RecomputeBenchmark {

    /**
     * Defines {@code answered()}, called right after an edit's event: a promise that resolves at the end of the
     * task that answers the edit (a MutationObserver's callback runs there once that task has changed the
     * results), or, should the answer change nothing in them, soon after it. The page says on the results
     * element whether an edit waits ({@code editPending}).
     */
    private static final String ANSWERED = String.join("\n",
            "const results = document.getElementById('results');",
            "const answered = () => new Promise(resolve => {",
            "  const check = () => { if (results.editPending === true) return false; observer.disconnect(); resolve(); return true; };",
            "  const observer = new MutationObserver(check);",
            "  observer.observe(results, {attributes: true, childList: true, characterData: true, subtree: true});",
            "  const poll = () => { if (!check()) setTimeout(poll, 1); };",
            "  setTimeout(poll, 1);",
            "});");

    /**
     * Runs the alternation loop in the page, each event right after the previous one was answered, and
     * resolves with each measured duration in milliseconds: total, the edit answered, the event alone.
     */
    private static final String LOOP = String.join("\n",
            "const done = arguments[arguments.length - 1];",
            ANSWERED,
            "const el = document.getElementById(arguments[0]);",
            "const values = arguments[1], warmup = arguments[2], runs = arguments[3];",
            "(async () => {",
            "  const times = [];",
            "  for (let i = 0; i < warmup + runs; i++) {",
            "    const t0 = performance.now();",
            "    el.value = values[i % 2];",
            "    el.dispatchEvent(new Event('input', {bubbles: true}));",
            "    const t1 = performance.now();",
            "    await answered();",
            "    const t2 = performance.now();",
            "    document.body.offsetHeight;",
            "    const t3 = performance.now();",
            "    times.push(t3 - t0, t2 - t0, t1 - t0);",
            "  }",
            "  done(times);",
            "})();");

    /**
     * Runs the alternation as people type: each event, then style and layout forced, is timed alone (the
     * keystroke), then the task that answers it, with style and layout forced again (the edit answered:
     * on the workbench and the planner their results, on the storm simulator its run started, the first
     * slice included); the next comes only once the page has been idle for 20 ms (no change to the
     * results for 20 ms, so the storm simulator's slices are done too), which lets the engine cool as it
     * does between keystrokes. Then, on the workbench, until its timeline rows past the answer's have come in the
     * next tasks ("all rows", style and layout forced again). Resolves with the durations (keystroke, its script,
     * edit answered, all rows) per event.
     */
    private static final String GAPS = String.join("\n",
            "const done = arguments[arguments.length - 1];",
            ANSWERED,
            "const el = document.getElementById(arguments[0]);",
            "const values = arguments[1], events = arguments[2], gap = 20;",
            "let last = performance.now();",
            "new MutationObserver(() => { last = performance.now(); })",
            "  .observe(results, {attributes: true, childList: true, characterData: true, subtree: true});",
            "const times = [];",
            // The workbench's timeline rows past the answer's come in its next tasks (core TimelineTable).
            "const laterRows = () => new Promise(resolve => {",
            "  const check = () => !document.querySelector('#amp-later-rows[aria-busy=\"true\"]');",
            "  if (check()) { resolve(); return; }",
            "  const observer = new MutationObserver(() => { if (check()) { observer.disconnect(); resolve(); } });",
            "  observer.observe(results, {attributes: true, subtree: true});",
            "});",
            "const idle = () => new Promise(resolve => { const check = () => {",
            "  const quiet = performance.now() - last;",
            "  if (quiet >= gap && results.editPending !== true && results.getAttribute('aria-busy') === null) resolve();",
            "  else setTimeout(check, gap - Math.min(quiet, gap) + 1);",
            "}; setTimeout(check, gap); });",
            "(async () => {",
            "  for (let i = 0; i < events; i++) {",
            "    await idle();",
            "    const t0 = performance.now();",
            "    el.value = values[i % 2];",
            "    el.dispatchEvent(new Event('input', {bubbles: true}));",
            "    const t1 = performance.now();",
            "    document.body.offsetHeight;",
            "    const t2 = performance.now();",
            "    await answered();",
            "    document.body.offsetHeight;",
            "    const t3 = performance.now();",
            "    await laterRows();",
            "    document.body.offsetHeight;",
            "    const t4 = performance.now();",
            "    last = t4;",
            "    times.push(t2 - t0, t1 - t0, t3 - t0, t4 - t0);",
            "  }",
            "  await idle();",
            "  done(times);",
            "})();");

    /**
     * Sets fields to the scenario's values, one input event each, as a person typing would; resolves, once
     * the page has answered them, with whether they are valid.
     */
    private static final String PREPARE = String.join("\n",
            "const done = arguments[arguments.length - 1];",
            ANSWERED,
            "const pairs = arguments[0];",
            "for (let i = 0; i < pairs.length; i += 2) {",
            "  const el = document.getElementById(pairs[i]);",
            "  el.value = pairs[i + 1];",
            "  el.dispatchEvent(new Event('input', {bubbles: true}));",
            "}",
            "(pairs.length === 0 ? Promise.resolve() : answered())",
            "  .then(() => done(document.getElementById('stale-notice').textContent === ''));");

    /** How many times each scenario runs, interleaved with the others; the events per round are the counts given / ROUNDS. */
    private static final int ROUNDS = 3;

    private RecomputeBenchmark() {
    }

    /** One measured situation: a page, fields set first, then one field alternating between two values. */
    private record Scenario(String name, String page, List<String> setup, String field, String first,
            String second, int warmup, int runs) {
    }

    /** Runs every scenario and prints a table. */
    public static void main(String[] args) throws Exception {
        Path site = Path.of(args.length > 0 ? args[0] : "target/site").toAbsolutePath();
        double scale = args.length > 1 ? Double.parseDouble(args[1]) : 1.0;
        boolean onlyKeystrokes = args.length > 2 && "keystrokes".equals(args[2]);
        if (!Files.isRegularFile(site.resolve("amplification.html"))) {
            throw new IllegalStateException("the site is not built at " + site);
        }
        List<String> largest = List.of("layer3-attempts", "100", "layer2-attempts", "100", "layer1-attempts", "100",
                "deadline", "");
        List<String> largestFull = new ArrayList<>(largest);
        largestFull.addAll(List.of("jitter", "full"));
        List<Scenario> scenarios = List.of(
                new Scenario("workbench, worked example: timeout 1001 / 1000", "amplification.html", List.of(),
                        "timeout", "1001", "1000", scaled(200, scale), scaled(500, scale)),
                new Scenario("workbench, worked example: SDK attempts 4 / 3", "amplification.html", List.of(),
                        "layer3-attempts", "4", "3", scaled(200, scale), scaled(500, scale)),
                // Part 4's deepest stack: eight layers, each retrying once, all 256 attempts within no deadline.
                new Scenario("workbench, eight layers of 2 attempts: layer 8 attempts 3 / 2", "amplification.html",
                        eightLayers(), "layer8-attempts", "3", "2", scaled(200, scale), scaled(500, scale)),
                new Scenario("workbench, worked example: jitter full / none", "amplification.html", List.of(),
                        "jitter", "full", "none", scaled(200, scale), scaled(500, scale)),
                new Scenario("workbench, worked example, full jitter: 1,000 / 999 runs", "amplification.html",
                        List.of("jitter", "full"), "runs", "1000", "999", scaled(200, scale), scaled(500, scale)),
                new Scenario("workbench, 100 x 100 x 100, no deadline: timeout", "amplification.html", largest,
                        "timeout", "1001", "1000", scaled(10, scale), scaled(60, scale)),
                new Scenario("workbench, 100 x 100 x 100, no deadline, full jitter: seed", "amplification.html",
                        largestFull, "seed", "43", "42", scaled(10, scale), scaled(60, scale)),
                new Scenario("planner, worked example: backlog 5001 / 5000", "planner.html", List.of(),
                        "backlog", "5001", "5000", scaled(200, scale), scaled(500, scale)),
                new Scenario("planner, worked example: base delay 1.1 / 1", "planner.html", List.of(),
                        "base-delay", "1.1", "1", scaled(200, scale), scaled(500, scale)),
                new Scenario("planner, worked example: jitter equal / full", "planner.html", List.of(),
                        "jitter", "equal", "full", scaled(200, scale), scaled(500, scale)),
                new Scenario("planner, 100 attempts: backlog", "planner.html", List.of("attempts", "100"),
                        "backlog", "5001", "5000", scaled(200, scale), scaled(500, scale)));

        // The largest scenarios run tens of recomputes in one script call.
        ChromeDriver driver = BenchBrowser.start(Duration.ofMinutes(10));
        try {
            JavascriptExecutor js = driver;
            System.out.println("# Recompute benchmark: input event to updated DOM (incl. style and layout)");
            System.out.println("# " + ZonedDateTime.now() + "; " + js.executeScript("return navigator.userAgent"));
            System.out.printf(Locale.ROOT, "%-62s %9s %6s %9s %9s %9s %9s %9s%n", "scenario", "first", "runs", "median",
                    "p95", "max", "script", "event");
            if (args.length > 2 && "profile".equals(args[2])) {
                profile(driver, site, scale);
                return;
            }
            if (onlyKeystrokes) {
                keystrokes(driver, site, scale);
                return;
            }
            // Rounds interleave the scenarios, so a slow spell of a shared machine does not fall on one of them.
            double[] first = new double[scenarios.size()];
            List<List<Double>> totals = new ArrayList<>();
            List<List<Double>> scripts = new ArrayList<>();
            List<List<Double>> events = new ArrayList<>();
            for (int round = 0; round < ROUNDS; round++) {
                for (int k = 0; k < scenarios.size(); k++) {
                    Scenario scenario = scenarios.get(k);
                    List<Number> raw = measure(driver, site, scenario);
                    if (round == 0) {
                        first[k] = raw.get(0).doubleValue();
                        totals.add(new ArrayList<>());
                        scripts.add(new ArrayList<>());
                        events.add(new ArrayList<>());
                    }
                    for (int i = 3 * scenario.warmup(); i + 2 < raw.size(); i += 3) {
                        totals.get(k).add(raw.get(i).doubleValue());
                        scripts.get(k).add(raw.get(i + 1).doubleValue());
                        events.get(k).add(raw.get(i + 2).doubleValue());
                    }
                }
            }
            for (int k = 0; k < scenarios.size(); k++) {
                double[] times = sorted(totals.get(k));
                System.out.printf(Locale.ROOT, "%-62s %6.2f ms %6d %6.2f ms %6.2f ms %6.2f ms %6.2f ms %6.2f ms%n",
                        scenarios.get(k).name(), first[k], times.length, percentile(times, 0.5),
                        percentile(times, 0.95), times[times.length - 1], percentile(sorted(scripts.get(k)), 0.5),
                        percentile(sorted(events.get(k)), 0.5));
            }
            keystrokes(driver, site, scale);
            distribution(driver, site);
            storm(driver, site);
        } finally {
            driver.quit();
        }
    }

    /**
     * Prints, per page, the events of the worked example as people type them (20 ms idle between events,
     * {@link #GAPS}): the SDK attempt limit 4 / 3 on the workbench and the storm simulator, the first number
     * field (the base delay) on the planner, the innermost attempt limit of an eight-layer workbench; three rounds on fresh pages, the first event of each left out.
     * The keystroke is the event with style and layout forced; "answered" runs on to the end of the task that
     * answers it, style and layout forced again; "all rows" on until the workbench's later timeline rows have come.
     */
    @SuppressWarnings("unchecked")
    private static void keystrokes(ChromeDriver driver, Path site, double scale) {
        String[][] pages = {{"amplification.html", "layer3-attempts", "4", "3"}, {"planner.html", "base-delay", "1.1", "1"},
            {"storm.html", "layer3-attempts", "4", "3"}, {"amplification.html", "layer8-attempts", "3", "2"}};
        // Part 4's deepest stack (issue 30): eight layers of two attempts, set before the typing starts.
        List<List<String>> setups = List.of(List.of(), List.of(), List.of(), eightLayers());
        int events = scaled(150, scale);
        System.out.println("# Keystrokes with 20 ms idle between events: input event to updated DOM (incl. style and layout)");
        System.out.printf(Locale.ROOT, "%-62s %6s %9s %9s %9s %9s %9s %9s %9s%n", "page, field", "runs", "median", "p95",
                "max", "script", "script p95", "answered", "ans. p95", "all rows");
        List<List<Double>> totals = new ArrayList<>();
        List<List<Double>> scripts = new ArrayList<>();
        List<List<Double>> answers = new ArrayList<>();
        List<List<Double>> completes = new ArrayList<>();
        double[][] metrics = new double[pages.length][METRICS.length];
        for (int k = 0; k < pages.length; k++) {
            totals.add(new ArrayList<>());
            scripts.add(new ArrayList<>());
            answers.add(new ArrayList<>());
            completes.add(new ArrayList<>());
        }
        JavascriptExecutor js = driver;
        driver.executeCdpCommand("Performance.enable", Map.of("timeDomain", "threadTicks"));
        for (int round = 0; round < ROUNDS; round++) {
            for (int k = 0; k < pages.length; k++) {
                driver.get(site.resolve(pages[k][0]).toUri().toString());
                new WebDriverWait(driver, Duration.ofSeconds(10)).until(d -> Boolean.TRUE.equals(
                        js.executeScript("return document.documentElement.classList.contains('js')")));
                if (!setups.get(k).isEmpty() && !Boolean.TRUE.equals(js.executeAsyncScript(PREPARE, setups.get(k)))) {
                    throw new IllegalStateException("the set-up of " + pages[k][0] + " left errors");
                }
                double[] before = metrics(driver);
                List<Number> raw = (List<Number>) js.executeAsyncScript(GAPS, pages[k][1],
                        List.of(pages[k][2], pages[k][3]), events + 1);
                double[] after = metrics(driver);
                for (int m = 0; m < METRICS.length; m++) {
                    metrics[k][m] += after[m] - before[m];
                }
                // The first event replaces the pre-rendered results whole; the rest patch them.
                for (int i = 4; i + 3 < raw.size(); i += 4) {
                    totals.get(k).add(raw.get(i).doubleValue());
                    scripts.get(k).add(raw.get(i + 1).doubleValue());
                    answers.get(k).add(raw.get(i + 2).doubleValue());
                    completes.get(k).add(raw.get(i + 3).doubleValue());
                }
            }
        }
        for (int k = 0; k < pages.length; k++) {
            double[] times = sorted(totals.get(k));
            double[] script = sorted(scripts.get(k));
            double[] answered = sorted(answers.get(k));
            System.out.printf(Locale.ROOT, "%-62s %6d %6.2f ms %6.2f ms %6.2f ms %6.2f ms %6.2f ms %6.2f ms %6.2f ms %6.2f ms%n",
                    pages[k][0] + ", " + pages[k][1] + " " + pages[k][2] + " / " + pages[k][3], times.length,
                    percentile(times, 0.5), percentile(times, 0.95), times[times.length - 1], percentile(script, 0.5),
                    percentile(script, 0.95), percentile(answered, 0.5), percentile(answered, 0.95),
                    percentile(sorted(completes.get(k)), 0.5));
        }
        // Where the time goes, from Chromium's own counters (CDP Performance.getMetrics, thread time): per event,
        // the slices and the final render of the storm simulator included.
        System.out.printf(Locale.ROOT, "%-62s %9s %9s %9s %9s %9s%n", "page: per event, thread time", "task", "script",
                "style", "layout", "layouts");
        for (int k = 0; k < pages.length; k++) {
            double n = ROUNDS * (events + 1.0);
            System.out.printf(Locale.ROOT, "%-62s %6.2f ms %6.2f ms %6.2f ms %6.2f ms %9.2f%n", pages[k][0] + " " + pages[k][1],
                    metrics[k][0] * 1000 / n, metrics[k][1] * 1000 / n, metrics[k][2] * 1000 / n, metrics[k][3] * 1000 / n,
                    metrics[k][4] / n);
        }
    }

    /**
     * Prints where the keystrokes' time goes in each page's script: Chromium's sampling profiler
     * ({@link SamplingProfile}) over the keystrokes of {@link #keystrokes}, each function's self time per
     * event; forced style and layout count as the benchmark's loop.
     */
    private static void profile(ChromeDriver driver, Path site, double scale) {
        String[][] pages = {{"amplification.html", "layer3-attempts", "4", "3"}, {"planner.html", "base-delay", "1.1", "1"},
            {"storm.html", "layer3-attempts", "4", "3"}, {"amplification.html", "layer8-attempts", "3", "2"}};
        // Part 4's deepest stack (issue 30): eight layers of two attempts, set before the typing starts.
        List<List<String>> setups = List.of(List.of(), List.of(), List.of(), eightLayers());
        int events = scaled(150, scale);
        JavascriptExecutor js = driver;
        for (int k = 0; k < pages.length; k++) {
            String[] page = pages[k];
            driver.get(site.resolve(page[0]).toUri().toString());
            new WebDriverWait(driver, Duration.ofSeconds(10)).until(d -> Boolean.TRUE.equals(
                    js.executeScript("return document.documentElement.classList.contains('js')")));
            if (!setups.get(k).isEmpty()) {
                js.executeAsyncScript(PREPARE, setups.get(k));
            }
            SamplingProfile profile = SamplingProfile.start(driver);
            js.executeAsyncScript(GAPS, page[1], List.of(page[2], page[3]), events);
            profile.stopAndPrint(page[0] + " " + page[1] + ", " + events + " keystrokes: self time per event", events);
        }
    }

    /** The counters {@link #metrics} reads: durations in seconds, then a count. */
    private static final String[] METRICS = {"TaskDuration", "ScriptDuration", "RecalcStyleDuration", "LayoutDuration",
        "LayoutCount"};

    @SuppressWarnings("unchecked")
    private static double[] metrics(ChromeDriver driver) {
        double[] values = new double[METRICS.length];
        for (Map<String, Object> metric : (List<Map<String, Object>>) driver.executeCdpCommand("Performance.getMetrics",
                Map.of()).get("metrics")) {
            for (int m = 0; m < METRICS.length; m++) {
                if (METRICS[m].equals(metric.get("name"))) {
                    values[m] = ((Number) metric.get("value")).doubleValue();
                }
            }
        }
        return values;
    }

    /**
     * Times every task of the page while it computes 100,000 runs of the worked example with full jitter:
     * the input event, and each task of a message ({@link SliceTasks}): the one that answers the edit (which
     * computes the first runs at once), then the slices.
     * Resolves when the distribution's table is shown.
     */
    private static final String SLICES = String.join("\n",
            "const done = arguments[arguments.length - 1];",
            ANSWERED,
            "const tasks = window.sliceTasks; tasks.length = 0; let longTasks = 0;",
            "new PerformanceObserver(list => { longTasks += list.getEntries().length; }).observe({type: 'longtask'});",
            "const el = document.getElementById('runs');",
            "el.value = arguments[0];",
            "const t0 = performance.now();",
            "el.dispatchEvent(new Event('input', {bubbles: true}));",
            "const event = performance.now() - t0;",
            // The table of the runs before the edit stays until the task that answers it shows the progress.
            "const poll = () => {",
            "  if (document.querySelector('#distribution table') === null) { setTimeout(poll, 5); return; }",
            "  const total = performance.now() - t0;",
            "  setTimeout(() => done([event, total, tasks.length, Math.max(...tasks), longTasks]), 100);",
            "};",
            "answered().then(poll);");

    /** Prints, per round on a fresh page, what 100,000 runs of the distribution cost and their longest task. */
    @SuppressWarnings("unchecked")
    private static void distribution(ChromeDriver driver, Path site) {
        System.out.println("# Distribution over 100,000 seeds, worked example with full jitter (fresh page each round)");
        System.out.printf(Locale.ROOT, "%-8s %12s %12s %8s %14s %11s%n", "round", "input event", "to table", "tasks",
                "longest task", "long tasks");
        for (int round = 1; round <= ROUNDS; round++) {
            JavascriptExecutor js = driver;
            try (SliceTasks timing = SliceTasks.install(driver)) {
                driver.get(site.resolve("amplification.html").toUri().toString());
            }
            new WebDriverWait(driver, Duration.ofSeconds(10)).until(d -> Boolean.TRUE.equals(
                    js.executeScript("return document.documentElement.classList.contains('js')")));
            js.executeAsyncScript(PREPARE, List.of("jitter", "full"));
            List<Number> r = (List<Number>) js.executeAsyncScript(SLICES, "100000");
            System.out.printf(Locale.ROOT, "%-8d %9.1f ms %9.1f ms %8d %11.1f ms %11d%n", round, r.get(0).doubleValue(),
                    r.get(1).doubleValue(), r.get(2).intValue(), r.get(3).doubleValue(), r.get(4).intValue());
        }
    }

    /**
     * Changes a field of the storm simulator and resolves, once the page has shown the new results, with
     * the time from the input event to the last change of the results region (the final render
     * included), the number of long tasks (50 ms or more) and the longest. The page simulates its six
     * runs in slices; a 10 ms poll notices the end without a hook in the page.
     */
    private static final String STORM = String.join("\n",
            "const done = arguments[arguments.length - 1];",
            "const results = document.getElementById('results');",
            "let last = 0, longTasks = 0, longest = 0;",
            "new PerformanceObserver(list => list.getEntries().forEach(e => {",
            "  longTasks++; longest = Math.max(longest, e.duration); })).observe({type: 'longtask'});",
            // The input event returns before the simulation starts: wait for the results to turn busy first.
            "let seenBusy = false;",
            "new MutationObserver(() => { last = performance.now();",
            "  if (results.getAttribute('aria-busy') === 'true') seenBusy = true; })",
            "  .observe(results, {attributes: true, childList: true, characterData: true, subtree: true});",
            "const el = document.getElementById(arguments[0]);",
            "el.value = arguments[1];",
            "const t0 = performance.now();",
            "el.dispatchEvent(new Event('input', {bubbles: true}));",
            "const poll = () => {",
            "  if (results.getAttribute('aria-busy') === 'true' || !seenBusy && performance.now() - t0 < 5000) {",
            "    setTimeout(poll, 10); return; }",
            "  setTimeout(() => done([last - t0, longTasks, longest]), 100);",
            "};",
            "poll();");

    /**
     * Prints, per scenario and round on a fresh page, how long the storm simulator takes from an edit
     * (the seed, so every one of the six runs, your policy and the five comparison rows, is simulated
     * afresh) to its results, and the attempts simulated per second of that wall time. The attempts
     * come from the same evaluation on the JVM (requests x each row's amplification).
     */
    @SuppressWarnings("unchecked")
    private static void storm(ChromeDriver driver, Path site) throws ConfigError {
        Map<String, String> million = new LinkedHashMap<>();
        // StormBenchmark's "million": 2,500 rps for 200 s failing 60% under three immediate SDK attempts, a 10 s outage.
        million.put(StormFields.CLIENTS.id(), "100");
        million.put(StormFields.REQUESTS_PER_SECOND.id(), "2500");
        million.put(StormFields.ARRIVALS_STOP.id(), "200");
        million.put(StormFields.BASE_LATENCY.id(), "50");
        million.put(StormFields.LATENCY_PER_IN_FLIGHT.id(), "0");
        million.put(StormFields.FAILURE_PROBABILITY.id(), "0.6");
        million.put(StormFields.TRIGGER_START.id(), "100");
        million.put(StormFields.TRIGGER_END.id(), "110");
        million.put(StormFields.TRIGGER_FAILURE_PROBABILITY.id(), "1");
        million.put(StormFields.TRIGGER_REQUESTS_PER_SECOND.id(), "");
        million.put(StormFields.TIMEOUT.id(), "1000");
        // The worked example's collapse for 600 s at 400 rps (StormPageTest's big input): up to 190,000 in flight.
        Map<String, String> collapse = new LinkedHashMap<>();
        collapse.put(StormFields.ARRIVALS_STOP.id(), "600");
        collapse.put(StormFields.REQUESTS_PER_SECOND.id(), "400");
        // Issue 19's controls on (StormBenchmark's collapseWorld): 30 workers per client, shedding above 2,500
        // attempts with a 1 s Retry-After, cancellation and aws-adaptive.
        Map<String, String> world = new LinkedHashMap<>(collapse);
        world.put(StormFields.CONCURRENCY_PER_CLIENT.id(), "30");
        world.put(StormFields.DEPENDENCY_CONCURRENCY_LIMIT.id(), "2500");
        world.put(StormFields.RETRY_AFTER.id(), "1000");
        world.put(StormFields.CANCEL_ON_TIMEOUT.id(), "true");
        world.put(StormFields.BUDGET.id(), "aws-adaptive");
        Map<String, Map<String, String>> scenarios = new LinkedHashMap<>();
        scenarios.put("storm, StormBenchmark's million, seed 43", million);
        scenarios.put("storm, worked example at 400 rps for 600 s, seed 43", collapse);
        scenarios.put("storm, the same with a pool, shedding, aws-adaptive, seed 43", world);
        System.out.println("# Storm simulator: edit (seed 42 -> 43) to results, every comparison run (fresh page each round)");
        System.out.printf(Locale.ROOT, "%-56s %6s %10s %11s %14s %11s %13s%n", "scenario", "round", "attempts", "to results",
                "attempts/s", "long tasks", "longest of them");
        for (Map.Entry<String, Map<String, String>> scenario : scenarios.entrySet()) {
            Map<String, String> fields = new LinkedHashMap<>(scenario.getValue());
            fields.put(StormFields.SEED.id(), "43");
            double attempts = attemptsOnJvm(fields);
            List<String> setup = new ArrayList<>();
            scenario.getValue().forEach((id, value) -> setup.addAll(List.of(id, value)));
            for (int round = 1; round <= ROUNDS; round++) {
                JavascriptExecutor js = driver;
                driver.get(site.resolve("storm.html").toUri().toString());
                new WebDriverWait(driver, Duration.ofSeconds(10)).until(d -> Boolean.TRUE.equals(
                        js.executeScript("return document.documentElement.classList.contains('js')")));
                js.executeAsyncScript(PREPARE, setup);
                new WebDriverWait(driver, Duration.ofSeconds(60)).until(d -> Boolean.TRUE.equals(js.executeScript(
                        "return document.getElementById('results').getAttribute('aria-busy') === null")));
                List<Number> r = (List<Number>) js.executeAsyncScript(STORM, StormFields.SEED.id(), "43");
                double ms = r.get(0).doubleValue();
                System.out.printf(Locale.ROOT, "%-56s %6d %10.0f %8.0f ms %14.0f %11d %10.1f ms%n", scenario.getKey(),
                        round, attempts, ms, attempts / ms * 1000, r.get(1).intValue(), r.get(2).doubleValue());
            }
        }
    }

    /** Returns the attempts of the storm simulator's six runs for the worked example changed by {@code fields}. */
    private static double attemptsOnJvm(Map<String, String> fields) throws ConfigError {
        StormTool tool = new StormTool();
        RawValues defaults = FormReading.defaults(tool.form());
        JsonObject results = (JsonObject) ((JsonObject) JsonValues.parse(tool.evaluate(
                id -> fields.containsKey(id) ? fields.get(id) : defaults.get(id)).export().worksheetJson()))
                .get("results");
        double requests = Double.parseDouble(((JsonNumber) results.get("requests")).text());
        double attempts = 0;
        for (Object row : (List<?>) results.get("comparison")) {
            attempts += Math.round(requests * Double.parseDouble(((JsonNumber) ((JsonObject) row).get("amplification")).text()));
        }
        return attempts;
    }

    /** Opens the scenario's page, sets its fields, and returns the loop's durations (total, script, event) per event. */
    @SuppressWarnings("unchecked")
    private static List<Number> measure(ChromeDriver driver, Path site, Scenario scenario) {
        JavascriptExecutor js = driver;
        driver.get(site.resolve(scenario.page()).toUri().toString());
        new WebDriverWait(driver, Duration.ofSeconds(10)).until(d -> Boolean.TRUE.equals(
                js.executeScript("return document.documentElement.classList.contains('js')")));
        if (!Boolean.TRUE.equals(js.executeAsyncScript(PREPARE, scenario.setup()))) {
            throw new IllegalStateException(scenario.name() + ": the inputs do not validate");
        }
        return (List<Number>) js.executeAsyncScript(LOOP, scenario.field(), List.of(scenario.first(), scenario.second()),
                scenario.warmup(), scenario.runs());
    }

    private static double[] sorted(List<Double> values) {
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).toArray();
        Arrays.sort(sorted);
        return sorted;
    }

    /** The form text of a stack of eight layers of two attempts each, without a deadline. */
    private static List<String> eightLayers() {
        List<String> texts = new ArrayList<>(List.of("layer-count", "8", "deadline", ""));
        for (int layer = 1; layer <= 8; layer++) {
            texts.addAll(List.of("layer" + layer + "-attempts", "2"));
        }
        return texts;
    }

    private static int scaled(int count, double scale) {
        return Math.max(3, (int) Math.round(count * scale / ROUNDS));
    }

    /** Returns the nearest-rank percentile of sorted values; the median of an even count averages the middle two. */
    private static double percentile(double[] sorted, double p) {
        if (p == 0.5 && sorted.length % 2 == 0) {
            return (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
        }
        int rank = (int) Math.ceil(p * sorted.length);
        return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))];
    }

}
