package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.check.Checks;
import dev.retryworkbench.core.check.Limits;
import static dev.retryworkbench.core.amplification.TraceFixtures.inputs;
import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.policy.Jitter;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

class AmplificationRendererTest {
    private static final String WORKED = render(AmplificationInputs.workedExample());

    private static String figure(String name, String label, String value, String note) {
        return "<div class=\"figure\" data-figure=\"" + name + "\"><dt>" + label + "</dt><dd class=\"value\">" + value
                + "</dd>" + (note == null ? "" : "<dd class=\"note\">" + note + "</dd>") + "</div>";
    }

    private static int occurrences(String text, String part) {
        int count = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            count++;
        }
        return count;
    }

    @Test
    void workedExampleShowsEveryHeadlineFigure() {
        assertThat(WORKED).startsWith("<h2>Attempt bounds and illustrated timeline</h2><dl class=\"figures\">");
        assertThat(WORKED).contains(
                figure("maxDownstreamAttempts", "Maximum downstream attempts", "27", "Without a deadline; every layer exhausts"),
                figure("attemptsStarted", "Attempts started in this trace", "8", null),
                figure("clippedByDeadline", "Clipped by the absolute deadline", "Yes: attempt <code>1.3.2</code>",
                        "9,200 to 10,000 ms"),
                figure("elapsed", "Illustrated elapsed time", "10 s", null),
                figure("deadlineReached", "Absolute deadline reached", "Yes", "Deadline 10 s"),
                figure("backoff", "Time spent in backoff", "2.2 s", "Included in the elapsed time"));
    }

    @Test
    void workedExampleWarnsAboutOwnersAndStatesTheWorstCaseAndJitter() {
        assertThat(WORKED).contains("<p class=\"callout warning\">Multiple retry owners: SDK, application and job runner. "
                + "Account for every layer before choosing a single owner per dependency.</p>");
        assertThat(WORKED).contains("<p>Without the deadline, maximum configured waits and failed-attempt time total "
                + "37.2 s. No jitter: every backoff is its configured exponential value. "
                + "One trace is not a statistical forecast.</p>");
        assertThat(WORKED).contains("a limit of 3 attempts is 2 retries")
                .contains("<code>3 (job runner) \u00d7 3 (application) \u00d7 3 (SDK) = 27</code>")
                .contains("Some libraries count retries instead");
    }

    @Test
    void workedExampleTableHasTheFifteenSeedRowsInOrder() {
        String[] spans = {"0 / 1,000", "1,000 / 1,100", "1,100 / 2,100", "2,100 / 2,300", "2,300 / 3,300",
            "3,300 / 3,800", "3,800 / 4,800", "4,800 / 4,900", "4,900 / 5,900", "5,900 / 6,100", "6,100 / 7,100",
            "7,100 / 8,100", "8,100 / 9,100", "9,100 / 9,200", "9,200 / 10,000"};
        int from = WORKED.indexOf("<tbody>");
        for (String span : spans) {
            int at = WORKED.indexOf("<td class=\"num\">" + span + "</td>", from);
            assertThat(at).as(span).isGreaterThan(from);
            from = at;
        }
        assertThat(occurrences(WORKED, "<tr>") + occurrences(WORKED, "<tr class=\"clipped\">")).isEqualTo(16);
        assertThat(WORKED).contains("<caption id=\"amp-timeline-caption\">Synthetic timeline; path is job "
                + "runner.application.SDK attempt</caption>");
        assertThat(WORKED).contains("<tr><td>backoff (application)</td><td><code>1.1</code></td>"
                + "<td class=\"num\">3,300 / 3,800</td><td>Full modeled interval</td></tr>");
        assertThat(WORKED).contains("<tr class=\"clipped\"><td>attempt (sdk)</td><td><code>1.3.2</code></td>"
                + "<td class=\"num\">9,200 / 10,000</td><td>Clipped; remote outcome is not established</td></tr>");
        assertThat(occurrences(WORKED, "Full modeled interval")).isEqualTo(14);
        assertThat(WORKED).contains("<div class=\"table-wrap\" role=\"region\" tabindex=\"0\" "
                + "aria-labelledby=\"amp-timeline-caption\"><table class=\"data\">");
        assertThat(WORKED).doesNotContain("rows not shown");
    }

    @Test
    void escapesTextSoFormulasDoNotBecomeMarkup() {
        assertThat(WORKED).contains("<code>3 (job runner) \u00d7 3 (application) \u00d7 3 (SDK) = 27</code>");
        assertThat(WORKED).doesNotContain(">>>").doesNotContain("'");
    }

    @Test
    void resultsAreWellFormedMarkup() throws Exception {
        for (String html : new String[] {WORKED, render(AmplificationInputs.workedExample().withDeadline(null)),
            render(inputs(new int[] {100, 1, 50}, new int[] {100, 0, 0}, new int[] {2, 0, 0}, 1, null, Jitter.FULL, 3))}) {
            Document document = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                    .parse(new ByteArrayInputStream(("<root>" + html + "</root>").getBytes(StandardCharsets.UTF_8)));
            assertThat(document.getDocumentElement().getElementsByTagName("table").getLength()).isEqualTo(1);
            org.w3c.dom.NodeList svgs = document.getDocumentElement().getElementsByTagName("svg");
            int charts = 0;
            for (int i = 0; i < svgs.getLength(); i++) {
                // The chart, and the legend's swatches, hidden from assistive technology.
                if ("figure".equals(svgs.item(i).getParentNode().getNodeName())) {
                    charts++;
                } else {
                    assertThat(((org.w3c.dom.Element) svgs.item(i)).getAttribute("aria-hidden")).isEqualTo("true");
                }
            }
            assertThat(charts).isEqualTo(1);
        }
    }

    @Test
    void chartIsAnAccessibleInlineSvgWithAWordSummary() {
        // No viewBox: x in percent of the width, y in pixels, so the text keeps its size on a phone.
        assertThat(WORKED).contains("<figure class=\"chart\"><svg role=\"img\" aria-labelledby=\"amp-chart-title\" "
                + "width=\"100%\" height=\"178\"><title id=\"amp-chart-title\">");
        assertThat(WORKED).contains("<figcaption>The chart shows all 15 timeline rows over 10 s. SDK lane: 8 attempts "
                + "and 5 backoffs. Application lane: 2 backoffs. Job runner lane: no backoffs. The deadline line at "
                + "10 s ends the trace; attempt 1.3.2 is clipped (hatched, with a dashed outline).</figcaption>");
        assertThat(occurrences(WORKED, "<rect class=\"bar-attempt\"")).isEqualTo(7 + 1);
        assertThat(occurrences(WORKED, "<rect class=\"bar-backoff\"")).isEqualTo(7 + 1);
        assertThat(occurrences(WORKED, "<rect class=\"bar-clipped\"")).isEqualTo(1 + 1);
        // Attempt 1.3.2 runs from 9,200 to 10,000 ms of a 10,000 ms axis spanning 0.5% to 99.5%.
        assertThat(WORKED).contains("<rect class=\"bar-clipped\" x=\"91.58%\" y=\"42\" width=\"7.92%\" height=\"20\" "
                + "stroke-dasharray=\"4 2\">");
        assertThat(WORKED).contains("<line class=\"deadline\" x1=\"99.5%\"")
                .contains("<text class=\"deadline\" x=\"99.5%\" y=\"14\" text-anchor=\"end\">Deadline 10 s</text>");
        assertThat(WORKED).contains("<ul class=\"chart-legend\">").contains("<span>Clipped by the deadline</span>");
        assertThat(WORKED).contains(">0 s</text>").contains(">2 s</text>").contains(">10 s</text>");
        assertThat(WORKED).doesNotContain("fill=\"#").doesNotContain("stroke=\"#");
    }

    @Test
    void noDeadlineSaysSoInEveryFigure() {
        String html = render(AmplificationInputs.workedExample().withDeadline(null));
        assertThat(html).contains(
                figure("clippedByDeadline", "Clipped by the absolute deadline", "No", "No deadline set"),
                figure("deadlineReached", "Absolute deadline reached", "No deadline set", null),
                figure("elapsed", "Illustrated elapsed time", "37.2 s", null),
                figure("attemptsStarted", "Attempts started in this trace", "27", null),
                figure("backoff", "Time spent in backoff", "10.2 s", "Included in the elapsed time"));
        assertThat(html).contains("No deadline is set.</figcaption>").doesNotContain("class=\"deadline\" x1");
    }

    @Test
    void aDeadlineShortlyAfterTheTraceStretchesTheAxisAndIsNotReached() {
        String html = render(AmplificationInputs.workedExample().withDeadline(40_000L));
        assertThat(html).contains(figure("deadlineReached", "Absolute deadline reached", "No", "Deadline 40 s"))
                .contains(figure("clippedByDeadline", "Clipped by the absolute deadline", "No", null))
                .contains("The deadline line at 40 s is not reached: every layer exhausts before it.")
                .contains("Deadline 40 s</text>");
        String far = render(AmplificationInputs.workedExample().withDeadline(604_800_000L));
        assertThat(far).contains("The deadline at 7 d lies beyond the end of the trace.")
                .doesNotContain("<line class=\"deadline\" x1=\"700\"");
    }

    @Test
    void durationsOfADayOrMoreReadAsDaysHoursAndMinutes() {
        // Two SDK attempts of 1,830,000 ms around one backoff of a day: 90,060,000 ms = 1,501 min = 1 d 1 h 1 min.
        String html = render(inputs(new int[] {2, 86_400_000, 86_400_000}, new int[] {1, 0, 0}, new int[] {1, 0, 0},
                1_830_000, null, Jitter.NONE, 0));
        assertThat(html).contains(figure("elapsed", "Illustrated elapsed time", "1 d 1 h 1 min", null),
                figure("backoff", "Time spent in backoff", "1 d", "Included in the elapsed time"))
                .contains("failed-attempt time total 1 d 1 h 1 min.")
                .contains("The chart shows all 3 timeline rows over 1 d 1 h 1 min.")
                .doesNotContain("90,060 s");
    }

    @Test
    void aDeadlineAtAnAttemptsEndIsReachedWithoutClipping() {
        String html = render(AmplificationInputs.workedExample().withDeadline(1_000L));
        assertThat(html).contains(figure("deadlineReached", "Absolute deadline reached", "Yes", "Deadline 1 s"))
                .contains(figure("clippedByDeadline", "Clipped by the absolute deadline", "No", null))
                .contains("The deadline line at 1 s stops the trace before its next row starts.");
    }

    @Test
    void aClippedBackoffSaysTheBackoffWasCutShort() {
        String html = render(AmplificationInputs.workedExample().withDeadline(3_500L));
        assertThat(html).contains("<tr class=\"clipped\"><td>backoff (application)</td><td><code>1.1</code></td>"
                + "<td class=\"num\">3,300 / 3,500</td><td>Clipped; backoff cut short by the deadline</td></tr>");
        assertThat(html).contains(figure("clippedByDeadline", "Clipped by the absolute deadline",
                "Yes: application backoff <code>1.1</code>", "3,300 to 3,500 ms"));
    }

    @Test
    void eachJitterModeHasItsSentence() {
        assertThat(render(AmplificationInputs.workedExample().withJitter(Jitter.FULL, 42)))
                .contains("37.2 s. Full jitter selects a seeded delay from zero through each exponential backoff cap. "
                        + "Seed 42. One trace is not a statistical forecast.</p>");
        assertThat(render(AmplificationInputs.workedExample().withJitter(Jitter.EQUAL, 42)))
                .contains("37.2 s. Equal jitter selects a seeded delay from half of each exponential backoff cap "
                        + "through the full cap. Seed 42. One trace is not a statistical forecast.</p>");
    }

    @Test
    void oneOrNoRetryOwnerGetsANeutralCallout() {
        String one = render(inputs(new int[] {1, 0, 0}, new int[] {4, 10, 10}, new int[] {1, 0, 0}, 1_000, null, Jitter.NONE, 42));
        assertThat(one).contains("<p class=\"callout\">One retry owner: application. The other layers make a single "
                + "attempt and pass each failure straight out.</p>").doesNotContain("<p class=\"callout warning\"");
        String none = render(inputs(new int[] {1, 0, 0}, new int[] {1, 0, 0}, new int[] {1, 0, 0}, 1_000, null, Jitter.NONE, 42));
        assertThat(none).contains("<p class=\"callout\">No layer retries: every attempt limit is 1, so the job makes "
                + "one downstream attempt.</p>");
        assertThat(none).contains("<figcaption>The chart shows all 1 timeline row over 1 s.");
    }

    @Test
    void aLongTraceShowsItsEndsAndSaysHowManyRowsWereLeftOut() {
        AmplificationInputs inputs = inputs(new int[] {100, 100, 1_000}, new int[] {100, 500, 5_000},
                new int[] {100, 1_000, 10_000}, 1_000, null, Jitter.NONE, 42);
        AmplificationResult result = Simulator.run(inputs, 100);
        String html = AmplificationRenderer.render(result, Checks.page(result, Limits.DEFAULTS));
        assertThat(html).contains("<caption id=\"amp-timeline-caption\">Synthetic timeline; path is job "
                + "runner.application.SDK attempt. No deadline is set, so no row is clipped. Showing the first 100 and last "
                + "100 rows of 1,999,999.</caption>");
        assertThat(html).contains("<tr class=\"gap\"><td colspan=\"3\">\u2026 1,999,799 rows not shown \u2026</td></tr>");
        // Without a deadline there is no boundary column, and no row claims a modeled interval.
        assertThat(html).doesNotContain("Deadline boundary").doesNotContain("Full modeled interval");
        assertThat(occurrences(html, "<td class=\"num\">")).isEqualTo(200);
        assertThat(html).contains("<code>100.100.100</code>");
        // The chart still covers every row: 2,014,215 s in 121 slices of 2^24 ms (128 x 2^23 ms is too short).
        assertThat(html).contains("<figcaption>The trace has 1,999,999 rows, too many to draw one by one: the chart "
                + "covers all of them over 23 d 7 h 30 min in 121 equal slices, each bar as tall as the share of its "
                + "slice spent in attempts or backoffs. SDK lane: 1,000,000 attempts and 990,000 backoffs. "
                + "Application lane: 9,900 backoffs. Job runner lane: 99 backoffs. No deadline is set.</figcaption>");
        assertThat(occurrences(html, "<rect class=\"bar-")).isBetween(4, 4 * TimelineBins.CAPACITY + 2);
        assertThat(figure("maxDownstreamAttempts", "Maximum downstream attempts", "1,000,000",
                "Without a deadline; every layer exhausts")).isSubstringOf(html);
    }

    @Test
    void chartDrawsAKeptTraceOfMoreRowsThanItsLimitInSlices() {
        // 2 x 199 SDK rows and an application backoff: 399 rows, all kept, more than the chart draws one by one.
        AmplificationInputs inputs = inputs(new int[] {100, 0, 0}, new int[] {2, 0, 0}, new int[] {1, 0, 0},
                1, null, Jitter.NONE, 42);
        AmplificationResult result = Simulator.run(inputs, 1_000);
        assertThat(result.timeline().complete()).isTrue();
        String html = AmplificationRenderer.render(result, Checks.page(result, Limits.DEFAULTS));
        assertThat(html).contains("<figcaption>The trace has 399 rows, too many to draw one by one: the chart covers "
                + "all of them over 0.2 s in 100 equal slices").contains("SDK lane: 200 attempts and 198 backoffs. "
                + "Application lane: 1 backoff. Job runner lane: no backoffs.");
        // Every slice is all attempt (1 ms attempts, 0 ms backoffs): one full-height bar across the plot.
        assertThat(html).contains("<rect class=\"bar-attempt\" x=\"0.5%\" y=\"42\" width=\"99%\" height=\"20\">");
        assertThat(occurrences(html, "<rect class=\"bar-")).isEqualTo(1 + 2);
    }

    @Test
    void aSliceChartShowsWhereEachLaneSpendsItsTime() {
        // 349 rows over 577.5 s (9 min 38 s): the table keeps 200, the chart draws them all in 71 slices of 8.192 s.
        AmplificationInputs inputs = inputs(new int[] {7, 100, 1_000}, new int[] {5, 500, 5_000},
                new int[] {5, 1_000, 10_000}, 2_500, null, Jitter.NONE, 42);
        String html = AmplificationRenderer.render(Simulator.run(inputs, 100), Checks.page(Simulator.run(inputs, 100), Limits.DEFAULTS));
        assertThat(html).contains("over 9 min 38 s in 71 equal slices").contains("Job runner lane: 4 backoffs.");
        // The runner lane's bars stand on its baseline, 42 + 2 x 44 + 20 = 150 px.
        assertThat(html).containsPattern("<rect class=\"bar-backoff\" x=\"[0-9.]+%\" y=\"1[34][0-9.]*\" "
                + "width=\"[0-9.]+%\" height=\"[0-9.]+\">");
        assertThat(html).contains(">500 s</text>").doesNotContain(">600 s</text>");
    }

    @Test
    void announcementSummarisesTheHeadlineFiguresAndTheChecks() {
        assertThat(announcement(AmplificationInputs.workedExample()))
                .isEqualTo("27 maximum downstream attempts; 8 started; elapsed 10 s; deadline reached. Checks: 3 errors,"
                        + " 7 warnings.");
        // 37.2 s is within a 40 s deadline, and without one there is no limit on the worst case by default.
        assertThat(announcement(AmplificationInputs.workedExample().withDeadline(40_000L)))
                .isEqualTo("27 maximum downstream attempts; 27 started; elapsed 37.2 s; deadline not reached. Checks: 3"
                        + " errors, 6 warnings.");
        assertThat(announcement(AmplificationInputs.workedExample().withDeadline(null)))
                .isEqualTo("27 maximum downstream attempts; 27 started; elapsed 37.2 s; no deadline set. Checks: 3"
                        + " errors, 6 warnings.");
    }

    private static String announcement(AmplificationInputs inputs) {
        AmplificationResult result = Simulator.run(inputs, 10);
        return AmplificationRenderer.announcement(result, Checks.page(result, Limits.DEFAULTS));
    }

    private static String render(AmplificationInputs inputs) {
        AmplificationResult result = Simulator.run(inputs, 100);
        return AmplificationRenderer.render(result, Checks.page(result, Limits.DEFAULTS));
    }
}
