package dev.retryworkbench.web.bench;

import java.nio.file.Path;
import java.time.Duration;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The latency planner's benchmark (issue 32), a program, not a test: the worked example's 100,000 calls under the
 * five rows and the trade-off's six delays in headless Chromium from {@code file://}, each round under a new seed
 * typed into the page: the time from the input event to the five rows shown and to the trade-off shown, the slice tasks it ran in, the three
 * longest with their place among them (the last shows the results), and how many took 50 ms or more. Arguments: the site directory and the rounds (default 5),
 * then optionally {@code profile}: where the rounds' time goes in the page's script ({@link SamplingProfile}), per round.
 *
 * <p>{@code java -cp <web test classpath> dev.retryworkbench.web.bench.LatencyBenchmark web/target/site 5}
 */
public final class LatencyBenchmark {
    private LatencyBenchmark() {
    }

    public static void main(String[] args) {
        Path site = Path.of(args.length > 0 ? args[0] : "web/target/site").toAbsolutePath();
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        boolean profiled = args.length > 2 && "profile".equals(args[2]);
        ChromeDriver driver = BenchBrowser.start(Duration.ofMinutes(2));
        try (SliceTasks timing = SliceTasks.install(driver)) {
            JavascriptExecutor js = driver;
            driver.get(site.resolve("latency.html").toUri().toString());
            new WebDriverWait(driver, Duration.ofSeconds(10)).until(d -> Boolean.TRUE.equals(
                    js.executeScript("return document.documentElement.classList.contains('js')")));
            SamplingProfile profile = profiled ? SamplingProfile.start(driver) : null;
            for (int i = 0; i < rounds; i++) {
                // The answer starts in the task after the event (web.ToolPage): wait for the results to turn busy,
                // then for them to stop being busy (the five rows shown), then for the trade-off's pending paragraph
                // to go (everything shown).
                Object line = js.executeAsyncScript(String.join("\n",
                        "const done = arguments[arguments.length - 1];",
                        "const results = document.getElementById('results');",
                        "const seed = document.getElementById('seed');",
                        "window.sliceTasks = [];",
                        "const t = performance.now();",
                        "seed.value = String(" + (43 + i) + ");",
                        "seed.dispatchEvent(new Event('input', {bubbles: true}));",
                        "let busy = false, rows = 0;",
                        "const wait = () => {",
                        "  busy = busy || results.getAttribute('aria-busy') === 'true';",
                        "  if (busy && !rows && results.getAttribute('aria-busy') !== 'true') {",
                        "    rows = performance.now() - t;",
                        "  }",
                        "  if (rows && !results.querySelector('[data-pending]')) {",
                        "    const ms = performance.now() - t, tasks = window.sliceTasks;",
                        "    done('rows ' + Math.round(rows) + ' ms, all ' + Math.round(ms) + ' ms, ' + tasks.length",
                        "      + ' slice tasks, longest '",
                        "      + tasks.map((x, k) => [x, k]).sort((a, b) => b[0] - a[0]).slice(0, 3)",
                        "        .map(([x, k]) => x.toFixed(1) + ' (#' + (k + 1) + ')').join(', ')",
                        "      + ' ms, ' + tasks.filter(x => x >= 50).length + ' of 50 ms or more');",
                        "  } else { setTimeout(wait, 2); }",
                        "};",
                        "setTimeout(wait, 0);"));
                System.out.println("Chromium latency, 100,000 calls x 11 policies, seed " + (43 + i) + ": " + line);
            }
            if (profile != null) {
                profile.stopAndPrint("latency.html, " + rounds + " rounds: self time per round", rounds);
            }
        } finally {
            driver.quit();
        }
    }
}
