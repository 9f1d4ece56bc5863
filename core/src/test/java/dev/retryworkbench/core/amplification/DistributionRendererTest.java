package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.check.Checks;
import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.json.JsonNumber;
import dev.retryworkbench.core.json.JsonTrees;
import dev.retryworkbench.core.policy.DeadlineRule;
import dev.retryworkbench.core.policy.Jitter;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

class DistributionRendererTest {
    private static final AmplificationTool TOOL = new AmplificationTool(Checks.FINDINGS);

    /** The worked example with full jitter, no deadline (so every figure spreads), over {@code runs} seeds. */
    private static AmplificationInputs jittered(int runs) {
        AmplificationInputs worked = AmplificationInputs.workedExample();
        return new AmplificationInputs(worked.layers(), worked.attemptTimeoutMs(),
                null, null, DeadlineRule.CLIP, Jitter.FULL, 42, runs);
    }

    private static Document parse(String html) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(("<div>" + html + "</div>").getBytes(StandardCharsets.UTF_8)));
    }

    private static String cell(Document document, int row, int column) {
        Element tr = (Element) ((Element) document.getElementsByTagName("tbody").item(0)).getElementsByTagName("tr").item(row);
        return tr.getElementsByTagName("td").item(column).getTextContent();
    }

    @Test
    void withoutRandomWaitsItSaysEverySeedGivesTheSameTrace() throws Exception {
        Document document = parse(DistributionRenderer.render(AmplificationInputs.workedExample(), null));
        assertThat(document.getElementsByTagName("h2").item(0).getTextContent()).isEqualTo("Distribution over seeds");
        assertThat(document.getElementsByTagName("table").getLength()).isZero();
        assertThat(document.getElementsByTagName("svg").getLength()).isZero();
        assertThat(document.getElementsByTagName("p").item(0).getTextContent()).startsWith("Every seed gives the trace above");
    }

    @Test
    void theTableHoldsTheSixStatisticsOfTheThreeFigures() throws Exception {
        AmplificationInputs inputs = jittered(500);
        SeedDistribution distribution = new SeedDistribution(inputs).complete();
        Document document = parse(DistributionRenderer.render(inputs, distribution));
        assertThat(document.getElementsByTagName("h2").item(0).getTextContent()).isEqualTo("Distribution over 500 seeds");
        assertThat(((Element) document.getElementsByTagName("tbody").item(0)).getElementsByTagName("tr").getLength())
                .isEqualTo(6);
        Spread attempts = distribution.attemptsStarted();
        Spread elapsed = distribution.elapsedMs();
        Spread backoff = distribution.backoffMs();
        assertThat(cell(document, 0, 0)).isEqualTo(trimmedCount(attempts.min()));
        assertThat(cell(document, 2, 0)).isEqualTo(trimmedCount(attempts.p95()));
        assertThat(cell(document, 3, 1)).isEqualTo(seconds(elapsed.p99()));
        assertThat(cell(document, 1, 2)).isEqualTo(seconds(backoff.p50()));
        assertThat(cell(document, 4, 1)).isEqualTo(seconds(elapsed.max()));
        assertThat(cell(document, 5, 0)).isEqualTo(dev.retryworkbench.core.text.Numbers.trimmed(attempts.mean(), 2));
        // The statistics are ordered.
        assertThat(elapsed.min()).isLessThanOrEqualTo(elapsed.p50());
        assertThat(elapsed.p50()).isLessThanOrEqualTo(elapsed.p95());
        assertThat(elapsed.p95()).isLessThanOrEqualTo(elapsed.p99());
        assertThat(elapsed.p99()).isLessThanOrEqualTo(elapsed.max());
    }

    @Test
    void eachHistogramDrawsABarPerFilledBinAsTallAsItsShare() throws Exception {
        AmplificationInputs inputs = jittered(1_000);
        SeedDistribution distribution = new SeedDistribution(inputs).complete();
        Document document = parse(DistributionRenderer.render(inputs, distribution));
        NodeList svgs = document.getElementsByTagName("svg");
        assertThat(svgs.getLength()).isEqualTo(3);
        Spread[] spreads = {distribution.attemptsStarted(), distribution.elapsedMs(), distribution.backoffMs()};
        for (int q = 0; q < 3; q++) {
            Element svg = (Element) svgs.item(q);
            assertThat(svg.getAttribute("role")).isEqualTo("img");
            Histogram histogram = spreads[q].histogram();
            NodeList bars = svg.getElementsByTagName("rect");
            int filled = 0;
            for (int count : histogram.counts()) {
                filled += count > 0 ? 1 : 0;
            }
            assertThat(bars.getLength()).isEqualTo(filled);
            double tallest = 0;
            int runs = 0;
            for (int i = 0; i < bars.getLength(); i++) {
                Element bar = (Element) bars.item(i);
                double height = Double.parseDouble(bar.getAttribute("height"));
                tallest = Math.max(tallest, height);
                String title = bar.getElementsByTagName("title").item(0).getTextContent();
                runs += Integer.parseInt(title.substring(title.lastIndexOf(": ") + 2, title.lastIndexOf(" run")).replace(",", ""));
            }
            assertThat(tallest).isEqualTo(84);
            assertThat(runs).isEqualTo(1_000);
        }
        // Elapsed time spreads without a deadline: its caption names the fullest bin and its share.
        assertThat(document.getElementsByTagName("figcaption").item(1).getTextContent())
                .startsWith("Elapsed time over 1,000 runs, from " + seconds(distribution.elapsedMs().min()))
                .contains("The fullest bin, ");
    }

    @Test
    void aFigureThatNeverChangesIsSaidInOneSentence() throws Exception {
        AmplificationInputs worked = AmplificationInputs.workedExample();
        AmplificationInputs inputs = worked.withJitter(Jitter.FULL, 42);
        Document document = parse(DistributionRenderer.render(inputs, new SeedDistribution(inputs).complete()));
        // With the 10 s deadline every run is cut at 10 s.
        assertThat(document.getElementsByTagName("figcaption").item(1).getTextContent())
                .isEqualTo("Elapsed time is 10 s in every one of the 1,000 runs.");
    }

    @Test
    void unfinishedRunsShowTheirProgress() throws Exception {
        AmplificationInputs inputs = jittered(400);
        SeedDistribution distribution = new SeedDistribution(inputs);
        distribution.step(150);
        Document document = parse(DistributionRenderer.render(inputs, distribution));
        Element section = (Element) document.getElementsByTagName("section").item(0);
        assertThat(section.getAttribute("aria-busy")).isEqualTo("true");
        Element progress = (Element) document.getElementsByTagName("progress").item(0);
        assertThat(progress.getAttribute("value")).isEqualTo("37");
        Element text = (Element) document.getElementsByTagName("p").item(0);
        assertThat(text.getAttribute("aria-live")).isEqualTo("polite");
        assertThat(text.getTextContent()).isEqualTo("Computing the distribution: 37% of 400 runs");
        assertThat(document.getElementsByTagName("table").getLength()).isZero();
    }

    @Test
    @SuppressWarnings("unchecked")
    void theWorksheetCarriesTheSixFiguresOfEachQuantity() throws Exception {
        Map<String, Object> results = (Map<String, Object>) ((Map<String, Object>) JsonTrees.parse(
                TOOL.evaluate(id -> "jitter".equals(id) ? "full" : "deadline".equals(id) ? "" : "runs".equals(id) ? "500"
                        : TOOL.form().stream().flatMap(g -> g.fields().stream()).filter(f -> f.id().equals(id))
                                .findFirst().orElseThrow().defaultText()).export().worksheetJson())).get("results");
        Map<String, Object> distribution = (Map<String, Object>) results.get("distribution");
        assertThat(distribution.keySet()).containsExactly("runs", "attemptsStarted", "elapsedMs", "backoffMs");
        assertThat(distribution.get("runs")).isEqualTo(new JsonNumber("500"));
        SeedDistribution expected = new SeedDistribution(jittered(500)).complete();
        Spread[] spreads = {expected.attemptsStarted(), expected.elapsedMs(), expected.backoffMs()};
        String[] names = {"attemptsStarted", "elapsedMs", "backoffMs"};
        for (int q = 0; q < 3; q++) {
            Map<String, Object> figures = (Map<String, Object>) distribution.get(names[q]);
            assertThat(figures.keySet()).containsExactly("min", "p50", "p95", "p99", "max", "mean");
            Spread spread = spreads[q];
            assertThat(List.of(figures.get("min"), figures.get("p50"), figures.get("p95"), figures.get("p99"),
                    figures.get("max"), figures.get("mean"))).extracting(n -> Double.parseDouble(((JsonNumber) n).text()))
                    .containsExactly(spread.min(), spread.p50(), spread.p95(), spread.p99(), spread.max(), spread.mean());
        }
    }

    @Test
    @SuppressWarnings("unchecked")
    void withoutRandomWaitsTheWorksheetsDistributionIsNull() throws Exception {
        Map<String, Object> results = (Map<String, Object>) ((Map<String, Object>) JsonTrees.parse(
                TOOL.evaluate(dev.retryworkbench.core.form.FormReading.defaults(TOOL.form())).export().worksheetJson()))
                .get("results");
        assertThat(results).containsKey("distribution");
        assertThat(results.get("distribution")).isEqualTo(dev.retryworkbench.core.json.JsonNull.NULL);
    }

    @Test
    void theMarkdownSummaryHasTheTable() {
        String markdown = TOOL.evaluate(id -> "jitter".equals(id) ? "full"
                : dev.retryworkbench.core.form.FormReading.defaults(TOOL.form()).get(id)).export().markdown();
        assertThat(markdown).contains("## Distribution over 1,000 seeds\n\n")
                .contains("| Statistic | Attempts started | Elapsed time | Time in backoff |\n|---|---:|---:|---:|\n")
                .contains("| p95 | 10 | 10 s | ");
        assertThat(markdown.indexOf("## Distribution")).isLessThan(markdown.indexOf("## Timeline"));
    }

    private static String trimmedCount(double value) {
        return dev.retryworkbench.core.text.Numbers.trimmed(value, 2);
    }

    private static String seconds(double ms) {
        return dev.retryworkbench.core.text.Numbers.secondsFromMillis(ms);
    }
}
