package dev.retryworkbench.core.planner;

import static dev.retryworkbench.core.planner.PlannerRendererTest.figure;
import static dev.retryworkbench.core.planner.PlannerRendererTest.figureHtml;
import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.tool.Evaluation;
import dev.retryworkbench.core.worksheet.WorksheetReader;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** How the page, the Markdown and the worksheet show the new jitter kinds and the provider's 429s. */
class PlannerPoliciesRenderingTest {
    private static final PlannerTool TOOL = new PlannerTool();

    /** The spec's version-1 planner worksheet, inputs only: none of the fields added later. */
    private static final String VERSION_1 = "{\"format\": \"retry-workbench/worksheet\", \"version\": 1,"
            + " \"tool\": \"planner\", \"inputs\": {\"baseDelaySeconds\": 1, \"multiplier\": 2, \"maxDelaySeconds\": 32,"
            + " \"attempts\": 5, \"jitter\": \"full\", \"rpmLimit\": 1000, \"tpmLimit\": 400000,"
            + " \"tokensPerAttempt\": 4000, \"attemptLatencySeconds\": 4, \"plannedConcurrency\": 8,"
            + " \"successRate\": 0.5, \"arrivalPerMinute\": 20, \"backlog\": 5000}}";

    private static Evaluation evaluate(String... fieldsAndTexts) {
        Map<String, String> values = new HashMap<>();
        TOOL.form().forEach(group -> group.fields().forEach(f -> values.put(f.id(), f.defaultText())));
        for (int i = 0; i < fieldsAndTexts.length; i += 2) {
            values.put(fieldsAndTexts[i], fieldsAndTexts[i + 1]);
        }
        Evaluation evaluation = TOOL.evaluate(values::get);
        assertThat(evaluation.errors()).isEmpty();
        return evaluation;
    }

    @Test
    void versionOneWorksheetsRecomputeToVersionOnesResults() {
        WorksheetReader.Opened opened = WorksheetReader.read(VERSION_1, TOOL);
        assertThat(opened.error()).isNull();
        // The fields added later take their defaults: the form's factors and empty 429 fields.
        assertThat(opened.fields().get("jitter-low")).isEqualTo("0.75");
        assertThat(opened.fields().get("jitter-high")).isEqualTo("1");
        assertThat(opened.fields().get("rate-limited-latency")).isEmpty();
        assertThat(opened.fields().get("tokens-on-429")).isEmpty();
        assertThat(opened.fields().get("retry-after")).isEmpty();
        Evaluation defaults = TOOL.evaluate(FormReading.defaults(TOOL.form()));
        assertThat(opened.evaluation().resultsHtml()).isEqualTo(defaults.resultsHtml());
        assertThat(opened.evaluation().export().worksheetJson()).isEqualTo(defaults.export().worksheetJson());
        // Explicit nulls mean the same as absent members.
        String withNulls = VERSION_1.replace("\"backlog\": 5000}", "\"backlog\": 5000, \"rateLimitedLatencySeconds\": null,"
                + " \"tokensChargedOn429\": null, \"retryAfterSeconds\": null}");
        assertThat(WorksheetReader.read(withNulls, TOOL).evaluation().export().worksheetJson())
                .isEqualTo(defaults.export().worksheetJson());
    }

    @Test
    void worksheetCarriesTheNewInputsAndResultsAndReopensToTheSameBytes() {
        Evaluation evaluation = evaluate("jitter", "decorrelated", "rate-limited-latency", "0.5", "tokens-on-429", "0",
                "retry-after", "2");
        String json = evaluation.export().worksheetJson();
        assertThat(json).contains("\"jitterLow\": 0.75", "\"jitterHigh\": 1", "\"rateLimitedLatencySeconds\": 0.5",
                "\"tokensChargedOn429\": 0", "\"retryAfterSeconds\": 2", "\"meanIsEstimate\": true",
                "\"meanAttemptLatencySeconds\": 2.25", "\"meanTokensPerAttempt\": 2000");
        WorksheetReader.Opened opened = WorksheetReader.read(json, TOOL);
        assertThat(opened.error()).isNull();
        assertThat(opened.fields().get("tokens-on-429")).isEqualTo("0");
        assertThat(opened.evaluation().export().worksheetJson()).isEqualTo(json);
        assertThat(opened.evaluation().export().markdown()).isEqualTo(evaluation.export().markdown());

        String defaults = TOOL.evaluate(FormReading.defaults(TOOL.form())).export().worksheetJson();
        assertThat(defaults).contains("\"rateLimitedLatencySeconds\": null", "\"tokensChargedOn429\": null",
                "\"retryAfterSeconds\": null", "\"meanIsEstimate\": false", "\"meanAttemptLatencySeconds\": 4",
                "\"meanTokensPerAttempt\": 4000");
    }

    @Test
    void decorrelatedFiguresAreLabelledAsEstimates() {
        String html = evaluate("jitter", "decorrelated").resultsHtml();
        assertThat(figure(html, "scheduleWait")).matches("about [0-9.]+ s mean / 1 min 11 s worst");
        assertThat(figure(html, "expectedWaitToResolve")).startsWith("about ");
        assertThat(figureHtml(html, "expectedWaitToResolve")).contains("estimated from 10,000 seeded runs of the"
                + " policy (SplitMix64, seed 0)");
        assertThat(figureHtml(html, "scheduleWait")).contains("the worst case is every wait at its longest, the Max column.");
        assertThat(html).contains("Backoff schedule, decorrelated jitter, 5 attempts: the waits after attempts 1 to 4")
                .contains("The min and max columns are the exact bounds of each wait: the base delay, and the base"
                        + " delay times 3^i up to the cap. The mean column is an estimate:")
                .contains("<code>wait_i = min(cap, U(base, 3 \u00b7 wait_(i\u22121))), wait_0 = base, under decorrelated"
                        + " jitter</code>")
                .contains("each wait is drawn between 1 s and three times the previous wait, capped at 32 s")
                .contains("with a tick at the estimated mean");
        assertThat(PlannerRenderer.announcement(Planner.compute(withJitter(Jitter.DECORRELATED)))).startsWith("Mean wait about ");
    }

    @Test
    void proportionalJitterNamesItsFactors() {
        String html = evaluate("jitter", "proportional", "jitter-low", "0.5", "jitter-high", "1.5").resultsHtml();
        assertThat(figure(html, "scheduleWait")).isEqualTo("15.0 s mean / 22.5 s worst");
        assertThat(html).contains("If every attempt fails, the total mean wait is 15.0 s and the worst case, every wait"
                        + " at its longest, is 22.5 s.")
                .contains("Backoff schedule, proportional jitter from 0.5 to 1.5, 5 attempts")
                .contains("Under proportional jitter every mean is the raw wait times 1, halfway between the two factors.")
                .contains("times a factor drawn from U(0.5, 1.5) under proportional jitter</code>");
    }

    @Test
    void the429FieldsAddASentenceEachWhereTheyChangeSomething() {
        String html = evaluate("rate-limited-latency", "0.5", "tokens-on-429", "0", "retry-after", "30").resultsHtml();
        assertThat(html).contains("<p>The provider&#39;s Retry-After of 30.0 s sets a floor under every wait: no wait is"
                        + " shorter, and the min, mean and max of each wait include it.</p>")
                .contains("<p>A 429 takes 0.500 s and a success 4.00 s, so at a 50% per-attempt success rate an attempt"
                        + " takes 2.25 s on average; the safe concurrency, the planned rate and the drain use that mean.</p>")
                .contains("<p>At an average of 2.25 s per attempt, the quota supports 7.50 concurrent attempts (7 whole"
                        + " slots).</p>")
                .contains("<p>A 429 is charged 0% of the 4,000 tokens per attempt, so at a 50% per-attempt success rate"
                        + " an attempt counts 2,000 tokens on average; the TPM ceiling and the backlog&#39;s tokens use that"
                        + " mean.</p>")
                .contains("Backoff schedule, full jitter, Retry-After 30.0 s, 5 attempts")
                .contains(", then max(wait_i, Retry-After)</code>")
                .contains("The Retry-After floor is applied to each column.");
        // Every wait is 30 s: 4 x 30 = 120 s, 2 min, mean and worst.
        assertThat(figure(html, "scheduleWait")).isEqualTo("2 min mean / 2 min worst");
        assertThat(figure(html, "bindingLimit")).isEqualTo("200 attempts/min (TPM)");

        String defaults = TOOL.evaluate(FormReading.defaults(TOOL.form())).resultsHtml();
        assertThat(defaults).doesNotContain("Retry-After").doesNotContain("A 429 takes").doesNotContain("A 429 is charged")
                .contains("<p>At 4.00 s per attempt, the quota supports");
    }

    private static PlannerInputs withJitter(Jitter jitter) {
        PlannerInputs w = PlannerInputs.workedExample();
        return new PlannerInputs(w.baseDelaySeconds(), w.multiplier(), w.maxDelaySeconds(), w.attempts(), jitter,
                w.rpmLimit(), w.tpmLimit(), w.tokensPerAttempt(), w.attemptLatencySeconds(), w.plannedConcurrency(),
                w.successRate(), w.arrivalPerMinute(), w.backlog());
    }
}
