package dev.retryworkbench.web.bench;

import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.storm.StormTool;
import dev.retryworkbench.core.storm.SurvivalMapWork;
import dev.retryworkbench.core.tool.Evaluation;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The survival map's benchmark (issue 20), a program, not a test: the worked example's map (12 x 10 cells x
 * every strategy, knees and 20 seeds) in headless Chromium from {@code file://}, button to drawn map, with its
 * longest slice task, against the same map on the JVM (warm); then the storm run's attempts per second in
 * Chromium and on the JVM on one scenario (400 requests/s for 600 s, about 1.9 million attempts over every
 * strategy). Arguments: the site directory and the rounds (default 3).
 *
 * <p>{@code java -cp <web test classpath> dev.retryworkbench.web.bench.SurvivalMapBenchmark web/target/site 3}
 */
public final class SurvivalMapBenchmark {
    private static final StormTool TOOL = new StormTool();
    private static final Map<String, String> BIG = Map.of("arrivals-stop", "600", "rps", "400");

    private SurvivalMapBenchmark() {
    }

    public static void main(String[] args) {
        Path site = Path.of(args.length > 0 ? args[0] : "web/target/site").toAbsolutePath();
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        for (int i = 0; i < rounds + 1; i++) {
            long t = System.nanoTime();
            int runs = jvmMap();
            System.out.printf("JVM map %s: %d runs in %.2f s%n", i == 0 ? "(cold)" : "(warm)", runs,
                    (System.nanoTime() - t) / 1e9);
        }
        ChromeDriver driver = BenchBrowser.start(Duration.ofMinutes(5));
        try {
            JavascriptExecutor js = driver;
            for (int i = 0; i < rounds; i++) {
                try (SliceTasks timing = SliceTasks.install(driver)) {
                    driver.get(site.resolve("storm.html").toUri().toString());
                    new WebDriverWait(driver, Duration.ofSeconds(10)).until(d -> Boolean.TRUE.equals(
                            js.executeScript("return document.documentElement.classList.contains('js')")));
                    js.executeScript("window.sliceTasks = []; document.getElementById('map-button').click();");
                    new WebDriverWait(driver, Duration.ofSeconds(120)).until(d -> ((String) js.executeScript(
                            "return document.getElementById('map-progress').textContent")).startsWith("Mapped "));
                }
                String status = (String) js.executeScript("return document.getElementById('map-progress').textContent");
                // Each with its place among the tasks: the first is the cold one (map.js compiled, classes initialised).
                String longest = (String) js.executeScript("return window.sliceTasks.map((t, i) => [t, i])"
                        + ".sort((a, b) => b[0] - a[0]).slice(0, 3).map(([t, i]) => t.toFixed(1) + ' (#' + (i + 1) + ')')"
                        + ".join(', ')");
                String over = (String) js.executeScript("return window.sliceTasks.filter(t => t >= 50).length + ''");
                Number tasks = (Number) js.executeScript("return window.sliceTasks.length");
                System.out.printf("Chromium map: %s | %d tasks, longest %s ms, %s of 50 ms or more%n",
                        status.substring(0, status.indexOf(" s.") + 2), tasks.intValue(), longest, over);
            }
            for (int i = 0; i < rounds; i++) {
                driver.get(site.resolve("storm.html").toUri().toString());
                new WebDriverWait(driver, Duration.ofSeconds(10)).until(d -> Boolean.TRUE.equals(
                        js.executeScript("return document.documentElement.classList.contains('js')")));
                js.executeScript("document.getElementById('arrivals-stop').value = '600';"
                        + "document.getElementById('arrivals-stop').dispatchEvent(new Event('input', {bubbles: true}));");
                new WebDriverWait(driver, Duration.ofSeconds(60)).until(d -> "".equals(
                        js.executeScript("return document.getElementById('progress').textContent")));
                Number ms = (Number) js.executeScript("const t = performance.now();"
                        + "document.getElementById('rps').value = '400';"
                        + "document.getElementById('rps').dispatchEvent(new Event('input', {bubbles: true}));"
                        + "return new Promise(done => { const wait = () => document.getElementById('progress')"
                        + ".textContent === '' ? done(performance.now() - t) : setTimeout(wait, 5); setTimeout(wait, 5); });");
                long attempts = attempts();
                System.out.printf("Chromium storm run: %,d attempts in %.0f ms, %.2f million attempts/s%n", attempts,
                        ms.doubleValue(), attempts / ms.doubleValue() / 1000);
            }
        } finally {
            driver.quit();
        }
        for (int i = 0; i < rounds + 1; i++) {
            long t = System.nanoTime();
            RawValues defaults = FormReading.defaults(TOOL.form());
            TOOL.evaluate(id -> BIG.containsKey(id) ? BIG.get(id) : defaults.get(id));
            double ms = (System.nanoTime() - t) / 1e6;
            System.out.printf("JVM storm run %s: %,d attempts in %.0f ms, %.2f million attempts/s%n",
                    i == 0 ? "(cold)" : "(warm)", attempts(), ms, attempts() / ms / 1000);
        }
    }

    /** Returns the attempts of every run of the big scenario: the comparison's amplification times its requests. */
    private static long attempts() {
        RawValues defaults = FormReading.defaults(TOOL.form());
        String json = TOOL.evaluate(id -> BIG.containsKey(id) ? BIG.get(id) : defaults.get(id)).export().worksheetJson();
        // Sum "amplification" x "requests" per comparison row is not in the worksheet; the run's attempts and
        // the comparison's amplifications over the same requests give it.
        long requests = number(json, "\"requests\": ");
        double total = 0;
        int at = json.indexOf("\"comparison\"");
        while ((at = json.indexOf("\"amplification\": ", at + 1)) > 0 && at < json.indexOf("\"budgetBounds\"")) {
            int end = at + 17;
            while (end < json.length() && "0123456789.e+-".indexOf(json.charAt(end)) >= 0) {
                end++;
            }
            total += Double.parseDouble(json.substring(at + 17, end)) * requests;
        }
        return Math.round(total);
    }

    private static long number(String json, String key) {
        int at = json.indexOf(key) + key.length();
        int end = at;
        while (Character.isDigit(json.charAt(end))) {
            end++;
        }
        return Long.parseLong(json.substring(at, end));
    }

    private static int jvmMap() {
        RawValues defaults = FormReading.defaults(TOOL.form());
        Evaluation started = TOOL.startMap(defaults);
        SurvivalMapWork work = (SurvivalMapWork) started.continuation();
        while (!work.step()) {
            // Back to back, as the command line runs it.
        }
        return work.cellsTotal();
    }

}
