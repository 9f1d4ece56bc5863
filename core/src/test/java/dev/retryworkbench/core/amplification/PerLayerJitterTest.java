package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.check.Limits;
import dev.retryworkbench.core.check.Checks;
import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.PresetPicker;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Layer;
import dev.retryworkbench.core.policy.Preset;
import dev.retryworkbench.core.tool.Evaluation;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every statement about jitter reads each layer's own jitter, shape and factors, not only the page-wide
 * setting, on the page and in the Markdown, and names the seed whenever a layer draws its waits.
 */
class PerLayerJitterTest {
    private static final AmplificationTool TOOL = new AmplificationTool(Checks.FINDINGS);

    /** The form's defaults with {@code presets} chosen on the SDK, application and runner pickers, in that order. */
    private static Evaluation withPresets(Preset... presets) {
        RawValues defaults = FormReading.defaults(TOOL.form());
        Map<String, String> texts = new HashMap<>();
        for (Field field : FieldGroup.fieldsOf(TOOL.form())) {
            texts.put(field.id(), defaults.get(field.id()));
        }
        for (int p = 0; p < presets.length; p++) {
            // The pickers run outermost first: the SDK's is the third.
            PresetPicker picker = TOOL.presetPickers().get(2 - p);
            String[] filled = picker.textsFor(presets[p].id());
            for (int i = 0; i < filled.length; i++) {
                texts.put(picker.targets().get(i).id(), filled[i]);
            }
            texts.put(picker.picker().id(), presets[p].id());
        }
        texts.put(AmplificationFields.DEADLINE.id(), "60000");
        Evaluation evaluation = TOOL.evaluate(texts::get);
        assertThat(evaluation.errors()).isEmpty();
        return evaluation;
    }

    @Test
    void botocoreCeleryAndAKubernetesJobAreDescribedLayerByLayerWithTheSeed() {
        // The page-wide jitter stays "none"; botocore and Celery set full jitter on their own layers.
        Evaluation evaluation = withPresets(Preset.AWS_STANDARD_BOTOCORE, Preset.CELERY_AUTORETRY, Preset.KUBERNETES_JOB);
        String expected = "The layers wait differently: SDK and application by full jitter (a seeded delay from zero"
                + " through each backoff cap); job runner by no jitter (every backoff its configured value). Seed 42.";
        assertThat(evaluation.resultsHtml()).contains(expected).doesNotContain("No jitter: every backoff");
        assertThat(evaluation.export().markdown()).contains(expected).doesNotContain("No jitter: every backoff");
    }

    @Test
    void oneKindOnEveryLayerThatRetriesIsOneSentenceWithItsFactors() {
        LayerPolicy sdk = new LayerPolicy(Layer.SDK, 3, BackoffShape.EXPONENTIAL, 500, 8_000, 2, Jitter.PROPORTIONAL,
                0.75, 1, null);
        LayerPolicy once = new LayerPolicy(Layer.APPLICATION, 1, 100, 100);
        LayerPolicy runner = new LayerPolicy(Layer.RUNNER, 1, 100, 100);
        AmplificationInputs inputs = new AmplificationInputs(sdk, once, runner, 1_000, null, null,
                dev.retryworkbench.core.policy.DeadlineRule.CLIP, Jitter.NONE, 7, 10);
        LayerChain chain = LayerChain.of(inputs);
        assertThat(AmplificationProse.jitterSentence(chain, inputs.jitter())).isEqualTo("Every layer that retries waits by"
                + " proportional jitter (each backoff times a seeded factor from 0.75 to 1).");
        assertThat(render(inputs)).contains("to 1). Seed 7. One trace");
    }

    @Test
    void aPolynomialLayerDrawsItsOwnWaitsUnderNoJitter() {
        Evaluation evaluation = withPresets(Preset.SIDEKIQ);
        assertThat(evaluation.export().markdown()).contains("The layers wait differently: SDK by Sidekiq's polynomial backoff")
                .contains("Seed 42.");
    }

    @Test
    void aLayerThatDoesNotRetryIsLeftOutAndNoRetriesDrawsNothing() {
        LayerPolicy sdk = new LayerPolicy(Layer.SDK, 1, BackoffShape.EXPONENTIAL, 100, 100, 2, Jitter.FULL, 0.5, 1.5, null);
        LayerPolicy app = new LayerPolicy(Layer.APPLICATION, 1, 100, 100);
        LayerPolicy runner = new LayerPolicy(Layer.RUNNER, 1, 100, 100);
        AmplificationInputs inputs = new AmplificationInputs(sdk, app, runner, 1_000, null, null,
                dev.retryworkbench.core.policy.DeadlineRule.CLIP, Jitter.NONE, 7, 10);
        LayerChain chain = LayerChain.of(inputs);
        assertThat(AmplificationProse.jitterSentence(chain, inputs.jitter())).isEqualTo("No layer retries, so no backoff is waited.");
        assertThat(render(inputs)).doesNotContain("Seed 7");
    }

    private static String render(AmplificationInputs inputs) {
        AmplificationResult result = Simulator.run(inputs, 100);
        return AmplificationRenderer.render(result, Checks.page(result, Limits.DEFAULTS));
    }
}
