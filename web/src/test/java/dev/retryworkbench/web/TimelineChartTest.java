package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The workbench chart covers the whole trace, every lane from 0 to the end, also when the page keeps
 * only the first and last rows of a long trace for its table.
 */
class TimelineChartTest {
    /**
     * Reads the drawn bars of the timeline chart: per lane (by the label above it) how many bars it
     * has, and how far right, as a share of the plot's width, the furthest bar ends.
     */
    private static final String BARS = String.join("\n",
            "const svg = document.querySelector('figure.chart svg');",
            "const box = svg.getBoundingClientRect();",
            "const lanes = {};",
            "for (const label of svg.querySelectorAll('text')) {",
            "  if (['SDK', 'Application', 'Job runner'].includes(label.textContent)) {",
            "    lanes[label.textContent] = label.getBoundingClientRect().bottom;",
            "  }",
            "}",
            "const counts = {SDK: 0, Application: 0, 'Job runner': 0};",
            "let right = 0;",
            "for (const bar of svg.querySelectorAll('rect.bar-attempt, rect.bar-backoff, rect.bar-clipped')) {",
            "  const r = bar.getBoundingClientRect();",
            "  // A bar belongs to the lane whose label is the nearest above it.",
            "  let lane = null;",
            "  for (const [name, bottom] of Object.entries(lanes)) {",
            "    if (bottom <= r.top + 0.5 && (lane === null || bottom > lanes[lane])) lane = name;",
            "  }",
            "  counts[lane]++;",
            "  right = Math.max(right, r.right);",
            "}",
            "const axis = svg.querySelector('line.axis').getBoundingClientRect();",
            "return {counts: counts, reach: (right - axis.left) / axis.width,",
            "  ticks: [...svg.querySelectorAll('text.axis-label')].map(t => t.textContent).filter(t => t.endsWith(' s'))};");

    @RegisterExtension
    static final Browser browser = Browser.perClass(true);

    @Test
    void aLongTraceIsDrawnWholeWithEveryLane() {
        browser.open("amplification.html");
        browser.awaitScript();
        browser.setValue("layer3-attempts", "7");
        browser.setValue("layer2-attempts", "5");
        browser.setValue("layer1-attempts", "5");
        browser.setValue("timeout", "2500");
        browser.setValue("deadline", "");

        assertThat(browser.figure("elapsed")).isEqualTo("9 min 38 s");
        // The table keeps 100 rows at each end of the 349; the chart covers them all.
        assertThat(browser.tableCaption()).endsWith("Showing the first 100 and last 100 rows of 349.");
        @SuppressWarnings("unchecked")
        Map<String, Object> bars = (Map<String, Object>) browser.script(BARS);
        @SuppressWarnings("unchecked")
        Map<String, Long> counts = (Map<String, Long>) bars.get("counts");
        assertThat(counts.get("SDK")).isGreaterThan(10);
        assertThat(counts.get("Application")).isGreaterThan(4);
        // The job runner backs off four times, the first after about 110 s: past the first 100 rows.
        assertThat(counts.get("Job runner")).isBetween(4L, 8L);
        assertThat(((Number) bars.get("reach")).doubleValue()).isBetween(0.99, 1.001);
        @SuppressWarnings("unchecked")
        List<String> ticks = (List<String>) bars.get("ticks");
        assertThat(ticks).first().isEqualTo("0 s");
        assertThat(ticks).last().isEqualTo("500 s");
        assertThat(browser.find("figure.chart figcaption").getText())
                .startsWith("The trace has 349 rows, too many to draw one by one: the chart covers all of them over 9 min 38 s")
                .contains("Job runner lane: 4 backoffs.");
    }
}
