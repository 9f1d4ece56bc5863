package dev.retryworkbench.core.planner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.PresetPicker;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.policy.Preset;
import dev.retryworkbench.core.policy.RetryPolicy;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The planner offers the client-side presets that fit its schedule, and each reads back as its own policy in seconds. */
class PlannerPresetTest {
    @Test
    void everyOfferedPresetFillsTheScheduleWithItsPolicyInSeconds() {
        PlannerTool tool = new PlannerTool();
        PresetPicker picker = tool.presetPickers().get(0);
        RawValues defaults = FormReading.defaults(tool.form());
        List<String> offered = new ArrayList<>();
        for (ChoiceField.Option option : picker.picker().options()) {
            Preset preset = Preset.fromId(option.id());
            if (preset == null) {
                continue;
            }
            offered.add(preset.id());
            Map<String, String> texts = new HashMap<>();
            for (Field field : FieldGroup.fieldsOf(tool.form())) {
                texts.put(field.id(), defaults.get(field.id()));
            }
            String[] filled = picker.textsFor(preset.id());
            for (int i = 0; i < filled.length; i++) {
                texts.put(picker.targets().get(i).id(), filled[i]);
            }
            texts.put("preset", preset.id());
            assertThat(tool.evaluate(texts::get).errors()).as(preset.id()).isEmpty();
            RetryPolicy seconds = PlannerFields.inputs(FormReading.read(tool.form(), texts::get)).retryPolicy();
            RetryPolicy ms = preset.policy();
            assertThat(seconds.attempts()).isEqualTo(ms.attempts());
            assertThat(seconds.initial() * 1000).isEqualTo(ms.initial());
            assertThat(seconds.maximum() * 1000).isEqualTo(ms.maximum());
            assertThat(seconds.multiplier()).isEqualTo(ms.multiplier());
            assertThat(seconds.jitter()).isEqualTo(ms.jitter());
            assertThat(seconds.jitterLow()).isEqualTo(ms.jitterLow());
            assertThat(seconds.jitterHigh()).isEqualTo(ms.jitterHigh());
            assertThat(preset.clientSide()).isTrue();
        }
        // OpenAI's, Anthropic's and the AWS SDKs' standard mode are what people sizing a 429 policy reach for.
        assertThat(offered).contains("openai-python", "anthropic-python", "aws-standard-botocore", "aws-standard-java")
                .doesNotContain("sidekiq", "envoy-route", "kubernetes-job", "client-go-default-retry");
    }

    @Test
    void theWorksheetRecordsThePresetAndTheWorkedExampleStaysCustom() {
        PlannerTool tool = new PlannerTool();
        String json = tool.evaluate(FormReading.defaults(tool.form())).export().worksheetJson();
        assertThat(json).contains("\"preset\": null,");
    }
}
