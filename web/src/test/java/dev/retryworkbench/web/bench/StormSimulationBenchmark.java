package dev.retryworkbench.web.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The storm simulation alone in headless Chromium, attempts per second on {@code StormBenchmark}'s scenarios
 * (core's JMH benchmark; the page's benchmarks time the whole page, with every comparison row): a program,
 * not a test. It loads {@link StormSimulationScript} ({@code storm-simulation.js}, which the {@code bench}
 * profile compiles to {@code web/target/bench}) from a small page it writes beside it, one freshly loaded page
 * per scenario; calibrates the runs per round to about a second; runs three warm-up rounds, then the timed
 * rounds; prints each round's attempts per second, their median and the best. Given several builds' directories, it
 * compares them: one browser each, the same runs per round, the builds' rounds alternating, each median's change
 * against the first build's. A scenario a build's script does not know (an older build's) is reported and skipped.
 *
 * <p>{@code mvn -B -o -Pbench -DskipTests verify -Dbench.main=dev.retryworkbench.web.bench.StormSimulationBenchmark
 * -Dbench.args=5}, or {@code java -cp <web test classpath> dev.retryworkbench.web.bench.StormSimulationBenchmark
 * [directory...] [rounds]}: the directories of {@code storm-simulation.js} (default {@code target/bench}, else
 * {@code web/target/bench}) and the timed rounds (default 5), in any order.
 */
public final class StormSimulationBenchmark {
    private static final List<String> SCENARIOS =
            List.of("workedExample", "million", "collapse", "millionWorld", "collapseWorld");
    private static final int WARMUP_ROUNDS = 3;
    private static final double ROUND_MS = 1_000;

    private StormSimulationBenchmark() {
    }

    public static void main(String[] args) {
        List<Path> directories = new ArrayList<>();
        int rounds = 5;
        for (String arg : args) {
            if (arg.matches("\\d+")) {
                rounds = Integer.parseInt(arg);
            } else if (!arg.isBlank()) {
                directories.add(Path.of(arg));
            }
        }
        if (directories.isEmpty()) {
            Path here = Path.of("target/bench");
            directories.add(Files.isDirectory(here) ? here : Path.of("web/target/bench"));
        }
        List<Path> pages = new ArrayList<>();
        for (Path directory : directories) {
            pages.add(page(directory));
        }
        System.out.printf("%d warm-up and %d timed rounds of about %.0f ms per scenario and build%s%n", WARMUP_ROUNDS,
                rounds, ROUND_MS, pages.size() > 1 ? ", the builds' rounds alternating, one browser each" : "");
        List<ChromeDriver> drivers = new ArrayList<>();
        try {
            for (int b = 0; b < pages.size(); b++) {
                drivers.add(BenchBrowser.start(Duration.ofMinutes(5)));
                String label = pages.size() > 1 ? (char) ('A' + b) + ": " : "";
                System.out.printf("build %s%s%n", label, pages.get(b).getParent());
            }
            for (String scenario : SCENARIOS) {
                measure(drivers, pages, scenario, rounds);
            }
        } finally {
            drivers.forEach(ChromeDriver::quit);
        }
    }

    /** Writes the page that loads {@code storm-simulation.js} beside it, and returns it. */
    private static Path page(Path directory) {
        Path script = directory.toAbsolutePath().resolve("storm-simulation.js");
        if (!Files.isRegularFile(script)) {
            throw new IllegalArgumentException(script + " is missing: build with mvn -B -o -Pbench -DskipTests verify");
        }
        Path page = script.resolveSibling("storm-simulation.html");
        try {
            Files.writeString(page, "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                    + "<title>Storm simulation benchmark</title><script src=\"storm-simulation.js\"></script>"
                    // TeaVM's script only defines main(); the site's pages call it the same way (SiteBuilder).
                    + "<script>main();</script></head><body></body></html>\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return page;
    }

    /**
     * Measures one scenario in every build: a fresh page each, the runs per round sized on the first build and
     * the same for all, the warm-up rounds, then the timed rounds, each round of every build in turn.
     */
    private static void measure(List<ChromeDriver> drivers, List<Path> pages, String scenario, int rounds) {
        int builds = drivers.size();
        boolean[] knows = new boolean[builds];
        long[] attempts = new long[builds];
        double[] firstMs = new double[builds];
        for (int b = 0; b < builds; b++) {
            JavascriptExecutor js = drivers.get(b);
            drivers.get(b).get(pages.get(b).toUri().toString());
            new WebDriverWait(drivers.get(b), Duration.ofSeconds(10)).until(d -> Boolean.TRUE.equals(
                    js.executeScript("return typeof window.stormSimulation === 'function'")));
            try {
                double[] first = run(js, scenario, 1);
                knows[b] = true;
                attempts[b] = (long) first[0];
                firstMs[b] = first[1];
            } catch (WebDriverException e) {
                System.out.printf("%-14s %c: not in this build%n", scenario, 'A' + b);
            }
        }
        int sizer = -1;
        for (int b = builds - 1; b >= 0; b--) {
            sizer = knows[b] ? b : sizer;
        }
        if (sizer < 0) {
            return;
        }
        int runs = (int) Math.max(1, Math.round(ROUND_MS / Math.max(firstMs[sizer], 0.1)));
        for (int i = 0; i < WARMUP_ROUNDS; i++) {
            int used = runs;
            for (int b = 0; b < builds; b++) {
                if (knows[b]) {
                    double[] warm = run(drivers.get(b), scenario, used);
                    if (b == sizer && i < WARMUP_ROUNDS - 1) {
                        // The first run is the coldest: sized again once V8 has optimised, the same for every build.
                        runs = (int) Math.max(1, Math.round(used * ROUND_MS / Math.max(warm[1], 0.1)));
                    }
                }
            }
        }
        double[][] perSecond = new double[builds][rounds];
        for (int i = 0; i < rounds; i++) {
            for (int b = 0; b < builds; b++) {
                if (knows[b]) {
                    double[] timed = run(drivers.get(b), scenario, runs);
                    perSecond[b][i] = timed[0] * runs / timed[1] * 1000;
                }
            }
        }
        double reference = Double.NaN;
        for (int b = 0; b < builds; b++) {
            if (!knows[b]) {
                continue;
            }
            double[] sorted = perSecond[b].clone();
            Arrays.sort(sorted);
            double median = sorted[rounds / 2];
            String change = "";
            if (Double.isNaN(reference)) {
                reference = median;
            } else {
                change = String.format(" (%+.1f%%)", (median / reference - 1) * 100);
            }
            String build = builds > 1 ? (char) ('A' + b) + " " : "";
            String each = Arrays.toString(Arrays.stream(perSecond[b]).mapToObj(v -> String.format("%.2f", v / 1e6))
                    .toArray());
            // The best round too: on a shared machine, other work only ever slows a round down.
            System.out.printf("%-14s %s%,10d attempts x %4d runs per round | million attempts/s: median %.2f%s,"
                    + " best %.2f, rounds %s | first run %.0f ms%n", scenario, build, attempts[b], runs, median / 1e6,
                    change, sorted[rounds - 1] / 1e6, each, firstMs[b]);
        }
    }

    /** Returns the attempts of one run and the milliseconds of {@code runs} runs. */
    private static double[] run(JavascriptExecutor js, String scenario, int runs) {
        String result = (String) js.executeScript("return window.stormSimulation(arguments[0], arguments[1])",
                scenario, runs);
        String[] parts = result.split(" ");
        return new double[] {Double.parseDouble(parts[0]), Double.parseDouble(parts[1])};
    }

}
