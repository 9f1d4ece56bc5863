package dev.retryworkbench.core.latency;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.form.FieldError;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.FormValues;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.policy.Hedging;
import dev.retryworkbench.core.random.SplitMix64;
import dev.retryworkbench.core.tool.Evaluation;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LatencyToolTest {
    private final LatencyTool tool = new LatencyTool();

    /** Returns the form's defaults with some fields replaced: id, text pairs. */
    static RawValues values(String... replacements) {
        return FormValues.defaultsWith(LatencyFields.form(), replacements);
    }

    static LatencyResult result(String... replacements) {
        FormReading reading = FormReading.read(LatencyFields.form(), values(replacements));
        LatencyFields.addCrossFieldErrors(reading);
        assertThat(reading.errors()).isEmpty();
        LatencyWork work = new LatencyWork(LatencyFields.inputs(reading), reading);
        work.finish();
        return work.resultForTests();
    }

    private Map<String, String> errors(String... replacements) {
        Evaluation evaluation = tool.evaluate(values(replacements));
        assertThat(evaluation.isValid()).isFalse();
        Map<String, String> errors = new HashMap<>();
        for (FieldError error : evaluation.errors()) {
            errors.put(error.fieldId(), error.message());
        }
        return errors;
    }

    @Test
    void theNoRetriesRowIsTheFirstDrawOfEachCallsStreamAThroughTheCurve() {
        // An independent reading of the model: call i's stream A is seeded with seed + 2i, its first draw is the
        // latency, its second whether the attempt fails. A seed near 2^32 carries into the high word.
        double seed = 4_294_967_290.0;
        LatencyResult r = result("calls", "1000", "seed", "4294967290");
        LatencyCurve curve = new LatencyCurve(5, 40, 80, 400, 1200, 3000);
        double[] latencies = new double[1000];
        int successes = 0;
        for (int i = 0; i < 1000; i++) {
            SplitMix64 a = new SplitMix64((long) seed + 2L * i);
            double latency = curve.at(a.unit());
            if (a.unit() >= 0.01 && latency <= 2000) {
                latencies[successes++] = latency;
            }
        }
        double[] sorted = Arrays.copyOf(latencies, successes);
        Arrays.sort(sorted);
        LatencyResult.Row row = r.row(LatencyRow.NO_RETRIES);
        assertThat(row.successShare()).isEqualTo(successes / 1000.0);
        // Nearest rank: index ceil(q x N) - 1.
        assertThat(row.p50Ms()).isEqualTo(sorted[(int) Math.ceil(0.5 * successes) - 1]);
        assertThat(row.p99Ms()).isEqualTo(sorted[(int) Math.ceil(0.99 * successes) - 1]);
        assertThat(row.p999Ms()).isEqualTo(sorted[(int) Math.ceil(0.999 * successes) - 1]);
        assertThat(row.attemptsPerCall()).isEqualTo(1);
        assertThat(row.extraLoad()).isZero();
    }

    @Test
    void thePercentileRowsPutTheirTimeoutOrDelayAtTheAttemptLatencysP95() {
        LatencyResult r = result("calls", "1000");
        assertThat(r.tradeOff()).extracting(LatencyResult.TradeOff::percentile).containsExactly(50.0, 75.0, 90.0, 95.0,
                99.0, 99.9);
        // Q(0.75) = 40 + 40 x 0.25 / 0.4; Q(0.95) = 80 + 320 x 0.05 / 0.09.
        assertThat(r.tradeOff().get(1).delayMs()).isEqualTo(65);
        assertThat(r.tradeOff().get(3).delayMs()).isEqualTo(r.inputs().curve().at(0.95));
        // With maxAttempts 2 the trade-off's p95 delay is the "hedge at the p95" row.
        assertThat(r.tradeOff().get(3).extraLoad()).isEqualTo(r.row(LatencyRow.HEDGE_AT_P95).extraLoad());
        assertThat(r.tradeOff().get(3).p99Ms()).isEqualTo(r.row(LatencyRow.HEDGE_AT_P95).p99Ms());
        assertThat(r.tradeOffAttempts()).isEqualTo(2);
    }

    @Test
    void theSuggestedDelayIsTheShortestWhoseExtraLoadIsWithinTheLimit() {
        LatencyResult r = result("calls", "1000", "extra-load-limit", "12");
        LatencyResult.TradeOff first = null;
        for (LatencyResult.TradeOff row : r.tradeOff()) {
            if (first == null && row.extraLoad() <= 0.12) {
                first = row;
            }
        }
        assertThat(first).isNotNull();
        assertThat(r.suggestedDelayMs()).isEqualTo(first.delayMs());
        assertThat(LatencyRenderer.tradeOffSentence(r)).startsWith("Hedging after " + LatencyRenderer.ms(first.delayMs())
                + ", the attempt latency's " + LatencyRenderer.percentileName(first) + ", is the shortest delay");
        LatencyResult none = result("calls", "1000", "extra-load-limit", "0");
        assertThat(none.suggestedDelayMs()).isNull();
        assertThat(LatencyRenderer.tradeOffSentence(none)).startsWith("No delay in the table keeps the extra load within"
                + " 0.00%");
    }

    @Test
    void theTradeOffHedgesWithTheEnteredMaxAttemptsWhenTheEnteredPolicyHedges() {
        assertThat(result("calls", "1000", "hedging", "members", "hedge-max-attempts", "4").tradeOffAttempts())
                .isEqualTo(4);
        assertThat(result("calls", "1000", "hedging", "on-per-try-timeout", "per-try-timeout", "300", "attempts", "5")
                .tradeOffAttempts()).isEqualTo(5);
    }

    @Test
    void aRowThatCostsMoreAndGainsNothingSaysSo() {
        // Every attempt 100 ms, none fails: hedging all at once doubles the attempts for the same latency.
        LatencyResult r = result("calls", "1000", "latency-min", "100", "latency-p50", "100", "latency-p90", "100",
                "latency-p99", "100", "latency-p999", "100", "latency-max", "100", "failure-probability", "0",
                "hedging", "members", "hedge-delay", "0");
        LatencyResult.Row entered = r.row(LatencyRow.ENTERED);
        assertThat(entered.extraLoad()).isEqualTo(1);
        assertThat(entered.attemptTimePerCallMs()).isEqualTo(200);
        assertThat(LatencyRenderer.narrative(r)).anySatisfy(p -> assertThat(p.text())
                .isEqualTo("The entered policy costs 100.00% more attempts than no retries and gains nothing: its"
                        + " success share and its p99 are no better."));
        // The other rows start no second attempt: the p95 is 100 ms, and an attempt ending at its timeout is not cut.
        assertThat(r.row(LatencyRow.RETRY_AT_P95).extraLoad()).isZero();
        assertThat(r.row(LatencyRow.HEDGE_AT_P95).extraLoad()).isZero();
    }

    @Test
    void badInputGetsAMessageAtItsField() {
        assertThat(errors("latency-p50", "5000")).containsEntry("latency-p90",
                "p90 latency must be at least the p50 latency of 5,000 ms (you entered \u201c80\u201d): the"
                        + " percentiles must not decrease.");
        // An empty p90 and p99.9 leave the p50 to be compared with the p99 and the maximum.
        assertThat(errors("latency-p50", "3500", "latency-p90", "", "latency-p99", "", "latency-p999", ""))
                .containsOnlyKeys("latency-p99");
        assertThat(errors("latency-p50", "3500", "latency-p90", "", "latency-p99", "3500", "latency-p999", ""))
                .containsEntry("latency-max", "Maximum latency must be at least the p99 latency of 3,500 ms (you"
                        + " entered \u201c3,000\u201d): the percentiles must not decrease.");
        assertThat(errors("failure-probability", "1")).containsKey("failure-probability");
        assertThat(errors("hedging", "on-per-try-timeout")).containsEntry("per-try-timeout",
                LatencyFields.perTryRequiredMessage());
        assertThat(errors("calls", "10000000").get("calls")).contains("from 1,000 to 1,000,000");
    }

    @Test
    void theWorkRunsInBoundedStepsAndReportsItsProgress() {
        FormReading reading = FormReading.read(LatencyFields.form(), values("calls", "10000"));
        LatencyWork work = new LatencyWork(LatencyFields.inputs(reading), reading);
        assertThat(work.evaluation().resultsHtml()).isNull();
        int steps = 0;
        while (!work.step()) {
            steps++;
            assertThat(work.percent()).isBetween(0, 99);
        }
        // 2,000 calls of one policy a step: the five rows' 10,000 calls 400 at a time (25 steps), the trade-off's six
        // delays' 333 at a time (31 steps); then the selections, 16,000 latencies a step: about six passes over each
        // row's 9,900 successes for its 69 percentiles, one over each delay's for its p99 (26 steps, the last
        // returning true).
        assertThat(steps).isEqualTo(25 + 31 + 26);
        assertThat(work.percent()).isEqualTo(100);
        assertThat(work.evaluation().resultsHtml()).contains("data-row=\"envoy-hedge-at-p95\"");
    }

    @Test
    void theRowsShowAtHalfTheWorkWithTheTradeOffStillRunning() {
        FormReading reading = FormReading.read(LatencyFields.form(), values("calls", "10000"));
        LatencyWork work = new LatencyWork(LatencyFields.inputs(reading), reading);
        int lastPercent = 0;
        while (work.evaluation().resultsHtml() == null) {
            assertThat(work.percent()).isBetween(lastPercent, 49);
            lastPercent = work.percent();
            assertThat(work.step()).isFalse();
        }
        // The five rows' calls and selections are done.
        assertThat(work.percent()).isEqualTo(50);
        Evaluation rows = work.evaluation();
        assertThat(rows.continuation()).isSameAs(work);
        assertThat(rows.resultsHtml()).contains("data-row=\"envoy-hedge-at-p95\"", "data-pending=\"trade-off\"")
                .doesNotContain("latency-trade-off-caption");
        assertThat(rows.announcement()).doesNotContain("suggested");

        Evaluation finished = work.finish();
        assertThat(finished.continuation()).isNull();
        assertThat(finished.resultsHtml()).doesNotContain("data-pending").contains("latency-trade-off-caption");
        // The rows shown first are the finished rows: the results up to the trade-off's heading are the same.
        String heading = "id=\"latency-trade-off\"";
        String rowsPart = rows.resultsHtml().substring(rows.resultsHtml().indexOf("<table"),
                rows.resultsHtml().indexOf(heading));
        assertThat(finished.resultsHtml()).contains(rowsPart);
        // An export asked for while the trade-off runs holds the finished figures.
        LatencyWork other = new LatencyWork(LatencyFields.inputs(reading), reading);
        while (other.evaluation().resultsHtml() == null) {
            other.step();
        }
        assertThat(other.evaluation().export().worksheetJson()).isEqualTo(finished.export().worksheetJson())
                .contains("\"suggestedDelayMs\"");
    }

    @Test
    void eachChartLineRisesFromTheFastestSuccessToTheSlowest() {
        int[] shares = LatencyResult.Row.CURVE_SHARES;
        for (int i = 1; i < shares.length; i++) {
            assertThat(shares[i]).as("share %d", i).isGreaterThan(shares[i - 1]);
        }
        assertThat(shares[0]).isEqualTo(200);
        assertThat(shares[shares.length - 1]).isEqualTo(10_000);
        for (LatencyResult.Row row : result("calls", "1000").rows()) {
            double[] curve = row.curve();
            for (int i = 1; i < curve.length; i++) {
                assertThat(curve[i]).as("%s point %d", row.row().id(), i).isGreaterThanOrEqualTo(curve[i - 1]);
            }
        }
    }

    @Test
    void theWorkedExampleShowsItsRowsChartAndTradeOff() {
        Evaluation evaluation = tool.evaluate(values());
        String html = evaluation.resultsHtml();
        for (LatencyRow row : LatencyRow.values()) {
            assertThat(html).contains("data-row=\"" + row.id() + "\"");
        }
        assertThat(html).contains("<polyline class=\"latency-line line-4\"").contains(">1 s</text>")
                .contains("(suggested)");
        assertThat(evaluation.announcement()).startsWith("Entered policy: ");
        // The axis spans 1 ms to 10 s: every decade labelled, its 2 and 5 ticks drawn shorter without a label,
        // whose text would run into the next.
        for (String tick : List.of(">1 ms<", ">10 ms<", ">100 ms<", ">1 s<", ">10 s<")) {
            assertThat(html).contains(tick);
        }
        for (String tick : List.of(">2 ms<", ">5 ms<", ">2 s<")) {
            assertThat(html).doesNotContain(tick);
        }
        String chart = html.substring(html.indexOf("latency-chart"), html.indexOf("</figure>"));
        // 13 ticks: 1, 2 and 5 in each of four decades, and 10 s; the unlabelled eight end 3 px below the axis.
        assertThat(chart.split("y2=\"213\"", -1)).hasSize(8 + 1);
        assertThat(chart.split("y2=\"215\"", -1)).hasSize(5 + 1);
    }
}
