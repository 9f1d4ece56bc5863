package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.check.Limits;
import dev.retryworkbench.core.check.Checks;
import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldError;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.tool.Continuation;
import dev.retryworkbench.core.tool.Evaluation;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class AmplificationToolTest {
    private final AmplificationTool tool = new AmplificationTool(Checks.FINDINGS);

    private RawValues defaultsWith(String... idValuePairs) {
        RawValues defaults = FormReading.defaults(tool.form());
        Map<String, String> overrides = new HashMap<>();
        for (int i = 0; i < idValuePairs.length; i += 2) {
            overrides.put(idValuePairs[i], idValuePairs[i + 1]);
        }
        return id -> overrides.containsKey(id) ? overrides.get(id) : defaults.get(id);
    }

    @Test
    void identifiesItselfAsAmplification() {
        assertThat(tool.id()).isEqualTo("amplification");
        assertThat(tool.title()).isEqualTo("Retry amplification workbench");
    }

    @Test
    void itsFormIsTheStackThenEightLayerSlotsThenTheTimeoutDeadlineAndJitter() {
        assertThat(tool.form()).extracting(FieldGroup::legend).startsWith("Layer 1", "Layer 2")
                .endsWith("Layer 8", "Stack", "Timeout, deadline and jitter", "Limits for the checks").hasSize(11);
        assertThat(tool.form().get(8).fields()).extracting(Field::id).containsExactly("layer-count");
        for (int slot = 1; slot <= 8; slot++) {
            String layer = "layer" + slot;
            assertThat(tool.form().get(slot - 1).fields()).extracting(Field::id).containsExactly(layer + "-role",
                    layer + "-name", layer + "-preset", layer + "-attempts", layer + "-initial", layer + "-max", layer + "-multiplier",
                    layer + "-shape", layer + "-jitter", layer + "-jitter-low", layer + "-jitter-high",
                    layer + "-per-try-timeout", layer + "-timeout");
        }
        assertThat(tool.form().get(9).fields()).extracting(Field::id)
                .containsExactly("timeout", "failure-after", "deadline", "deadline-rule", "jitter", "seed", "runs");
        assertThat(tool.presetPickers()).extracting(picker -> picker.picker().id()).startsWith("layer1-preset",
                "layer2-preset", "layer3-preset").hasSize(8);
    }

    @Test
    void defaultsRenderTheWorkedExample() {
        Evaluation evaluation = tool.evaluate(FormReading.defaults(tool.form()));
        assertThat(evaluation.isValid()).isTrue();
        AmplificationResult expected = Simulator.run(AmplificationInputs.workedExample(), AmplificationTool.TABLE_ROWS_EACH_END);
        assertThat(evaluation.resultsHtml()).isEqualTo(AmplificationRenderer.render(expected, Checks.page(expected, Limits.DEFAULTS))
                + DistributionRenderer.render(expected.inputs(), null));
        assertThat(evaluation.continuation()).isNull();
        assertThat(evaluation.announcement())
                .isEqualTo("27 maximum downstream attempts; 8 started; elapsed 10 s; deadline reached. Checks: 3 errors,"
                        + " 7 warnings.");
    }

    @Test
    void thePagesAnswerLeavesADeepStacksLaterRowsToItsContinuation() {
        // Eight layers of two attempts, no deadline: 256 attempts and 255 backoffs, the first and last 100 rows shown.
        String[] eight = {"layer-count", "8", "deadline", "", "layer1-attempts", "2", "layer2-attempts", "2",
            "layer3-attempts", "2", "layer4-attempts", "2", "layer5-attempts", "2", "layer6-attempts", "2",
            "layer7-attempts", "2", "layer8-attempts", "2"};
        Evaluation whole = tool.evaluate(defaultsWith(eight));
        Evaluation answer = tool.start(defaultsWith(eight));
        String later = "<tbody id=\"amp-later-rows\" aria-busy=";
        // The answer: 20 rows, then the later rows' body busy and empty; the rest of the results as in the whole.
        assertThat(answer.resultsHtml()).contains(later + "\"true\"></tbody></table>");
        assertThat(rows(answer.resultsHtml(), "amp-timeline-caption")).isEqualTo(1 + 20);
        assertThat(answer.announcement()).isEqualTo(whole.announcement());
        // The whole: 20 rows, then the later body with the head's other 80, the gap's line and the tail's 100.
        assertThat(whole.resultsHtml()).contains(later + "\"false\">");
        assertThat(rows(whole.resultsHtml(), "amp-timeline-caption")).isEqualTo(1 + 20 + 80 + 1 + 100);
        assertThat(rows(whole.resultsHtml(), "amp-later-rows")).isEqualTo(80 + 1 + 100);
        assertThat(whole.continuation()).isNull();
        // One step of the continuation renders them: then the answer is the whole.
        Continuation rest = answer.continuation();
        assertThat(rest.step()).isTrue();
        assertThat(rest.evaluation().resultsHtml()).isEqualTo(whole.resultsHtml());
        assertThat(rest.evaluation().continuation()).isNull();
        // The worked example's 15 rows are all in the answer, as pre-rendered.
        Evaluation worked = tool.start(FormReading.defaults(tool.form()));
        assertThat(worked.resultsHtml()).isEqualTo(tool.evaluate(FormReading.defaults(tool.form())).resultsHtml())
                .doesNotContain("amp-later-rows");
        assertThat(worked.continuation()).isNull();
    }

    /** Returns how many table rows follow {@code from} in {@code html} up to the end of its table. */
    private static int rows(String html, String from) {
        int start = html.indexOf(from);
        return html.substring(start, html.indexOf("</table>", start)).split("<tr").length - 1;
    }

    @Test
    void anEmptyDeadlineMeansNone() {
        Evaluation evaluation = tool.evaluate(defaultsWith("deadline", "  "));
        assertThat(evaluation.isValid()).isTrue();
        assertThat(evaluation.announcement())
                .isEqualTo("27 maximum downstream attempts; 27 started; elapsed 37.2 s; no deadline set. Checks: 3 errors,"
                        + " 6 warnings.");
    }

    @Test
    void anAttemptLimitOfZeroIsReportedAtItsField() {
        Evaluation evaluation = tool.evaluate(defaultsWith("layer3-attempts", "0"));
        assertThat(evaluation.isValid()).isFalse();
        assertThat(evaluation.errors()).containsExactly(new FieldError("layer3-attempts",
                "Layer 3 attempt limit must be a whole number from 1 to 100 (you entered \u201c0\u201d)."));
    }

    @Test
    void aMaximumBelowItsInitialBackoffIsReportedAtTheMaximum() {
        Evaluation evaluation = tool.evaluate(defaultsWith("layer2-max", "400"));
        assertThat(evaluation.errors()).containsExactly(new FieldError("layer2-max",
                "Layer 2 maximum backoff must be at least the Layer 2 initial backoff of 500 ms "
                        + "(you entered \u201c400\u201d)."));
    }

    @Test
    void theCrossFieldCheckStaysQuietWhenAFieldIsAlreadyWrong() {
        Evaluation evaluation = tool.evaluate(defaultsWith("layer1-initial", "abc", "layer1-max", "5"));
        assertThat(evaluation.errors()).extracting(FieldError::fieldId).containsExactly("layer1-initial");
    }

    @Test
    void readsGroupedNumbersJitterAndSeed() {
        Evaluation evaluation = tool.evaluate(defaultsWith("deadline", "1,050", "jitter", "equal", "seed", "4,294,967,295"));
        assertThat(evaluation.isValid()).isTrue();
        assertThat(evaluation.resultsHtml()).contains("Equal jitter selects a seeded delay")
                .contains("Seed 4,294,967,295.");
    }

    @Test
    void withJitterTheDefaultThousandRunsAreComputedAtOnce() {
        Evaluation evaluation = tool.evaluate(defaultsWith("jitter", "full"));
        assertThat(evaluation.continuation()).isNull();
        AmplificationInputs inputs = AmplificationInputs.workedExample().withJitter(Jitter.FULL, 42);
        assertThat(evaluation.resultsHtml()).endsWith(DistributionRenderer.render(inputs,
                new SeedDistribution(inputs).complete()));
        assertThat(evaluation.announcement()).startsWith("27 maximum downstream attempts; ")
                .contains(" Over 1,000 seeds, p95: ");
    }

    @Test
    void manyRunsAreLeftToAContinuationThatEndsWithTheWholeDistribution() {
        Evaluation evaluation = tool.evaluate(defaultsWith("jitter", "full", "runs", "20000"));
        Continuation work = evaluation.continuation();
        assertThat(work).isNotNull();
        assertThat(evaluation.resultsHtml()).contains("<progress id=\"distribution-progress\" max=\"100\" value=\"");
        assertThat(evaluation.announcement()).endsWith(" Computing the distribution over 20,000 seeds.");
        int before = work.percent();
        assertThat(before).isBetween(0, 99);
        int steps = 0;
        while (!work.step()) {
            steps++;
            assertThat(work.evaluation().continuation()).isSameAs(work);
        }
        assertThat(steps).isGreaterThan(1);
        assertThat(work.percent()).isEqualTo(100);
        Evaluation finished = work.evaluation();
        assertThat(finished.continuation()).isNull();
        AmplificationInputs inputs = AmplificationInputs.workedExample().withJitter(Jitter.FULL, 42);
        AmplificationInputs all = new AmplificationInputs(inputs.layers(),
                inputs.attemptTimeoutMs(), null, inputs.deadlineMs(), inputs.deadlineRule(), inputs.jitter(), 42, 20_000);
        String whole = DistributionRenderer.render(all, new SeedDistribution(all).complete());
        assertThat(finished.resultsHtml()).endsWith(whole)
                .startsWith(evaluation.resultsHtml().substring(0, evaluation.resultsHtml().indexOf("<section id=\"distribution\"")));
        // The export of unfinished work finishes it first: the same figures as the page.
        Evaluation fresh = tool.evaluate(defaultsWith("jitter", "full", "runs", "20000"));
        assertThat(fresh.export().worksheetJson()).isEqualTo(finished.export().worksheetJson());
    }

    @Test
    void anUnknownJitterIsAnError() {
        Evaluation evaluation = tool.evaluate(defaultsWith("jitter", "wild"));
        assertThat(evaluation.errors()).containsExactly(
                new FieldError("jitter", "Backoff jitter must be one of the listed options."));
    }
}
