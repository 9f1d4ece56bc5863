package dev.retryworkbench.web.bench;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * Chromium's sampling profiler (CDP Profiler, every 50 us) over what a benchmark does in the page: each function's
 * self time, the most first. Run on a build with {@code <minifying>false</minifying>} for readable names;
 * "(program)" is the browser's own work.
 */
final class SamplingProfile {
    private final ChromeDriver driver;

    private SamplingProfile(ChromeDriver driver) {
        this.driver = driver;
    }

    /** Starts sampling the page {@code driver} shows. */
    static SamplingProfile start(ChromeDriver driver) {
        driver.executeCdpCommand("Profiler.enable", Map.of());
        driver.executeCdpCommand("Profiler.setSamplingInterval", Map.of("interval", 50));
        driver.executeCdpCommand("Profiler.start", Map.of());
        return new SamplingProfile(driver);
    }

    /** Stops sampling and prints the 25 functions of most self time, divided by {@code per} (events, rounds). */
    @SuppressWarnings("unchecked")
    void stopAndPrint(String title, int per) {
        Map<String, Object> profile = (Map<String, Object>) driver.executeCdpCommand("Profiler.stop", Map.of())
                .get("profile");
        driver.executeCdpCommand("Profiler.disable", Map.of());
        List<Number> samples = (List<Number>) profile.get("samples");
        List<Number> deltas = (List<Number>) profile.get("timeDeltas");
        Map<Long, String> names = new LinkedHashMap<>();
        for (Map<String, Object> node : (List<Map<String, Object>>) profile.get("nodes")) {
            Map<String, Object> frame = (Map<String, Object>) node.get("callFrame");
            String url = (String) frame.get("url");
            names.put(((Number) node.get("id")).longValue(), frame.get("functionName") + (url.isEmpty() ? ""
                    : " " + url.substring(url.lastIndexOf('/') + 1) + ":" + frame.get("lineNumber")));
        }
        Map<String, Double> self = new LinkedHashMap<>();
        for (int i = 0; i + 1 < samples.size(); i++) {
            // A sample's time is the gap to the next one.
            self.merge(names.get(samples.get(i).longValue()), deltas.get(i + 1).doubleValue() / 1000, Double::sum);
        }
        System.out.println("# Profile of " + title);
        self.entrySet().stream().filter(e -> !e.getKey().startsWith("(idle)"))
                .sorted((a, b) -> Double.compare(b.getValue(), a.getValue())).limit(25)
                .forEach(e -> System.out.printf(Locale.ROOT, "%8.3f ms  %s%n", e.getValue() / per, e.getKey()));
    }
}
