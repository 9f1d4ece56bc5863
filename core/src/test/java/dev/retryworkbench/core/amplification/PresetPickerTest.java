package dev.retryworkbench.core.amplification;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.PresetPicker;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Layer;
import dev.retryworkbench.core.policy.Preset;
import dev.retryworkbench.core.policy.RetryPolicy;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every preset, chosen on every layer, fills fields that read back as exactly the preset's policy. */
class PresetPickerTest {
    @Test
    void everyPresetFillsEveryLayerWithItsOwnPolicy() {
        AmplificationTool tool = new AmplificationTool();
        RawValues defaults = FormReading.defaults(tool.form());
        assertThat(tool.presetPickers()).hasSize(3);
        for (PresetPicker picker : tool.presetPickers()) {
            assertThat(picker.picker().options()).hasSize(Preset.values().length + 1);
            assertThat(picker.textsFor(ChoiceField.NONE)).isNull();
            for (Preset preset : Preset.values()) {
                Map<String, String> texts = new HashMap<>();
                for (Field field : dev.retryworkbench.core.form.FieldGroup.fieldsOf(tool.form())) {
                    texts.put(field.id(), defaults.get(field.id()));
                }
                String[] filled = picker.textsFor(preset.id());
                for (int i = 0; i < filled.length; i++) {
                    texts.put(picker.targets().get(i).id(), filled[i]);
                }
                texts.put(picker.picker().id(), preset.id());
                // A long deadline so that unlimited presets still simulate quickly.
                texts.put(AmplificationFields.DEADLINE.id(), "60000");
                FormReading reading = FormReading.read(tool.form(), texts::get);
                AmplificationFields.addCrossFieldErrors(reading);
                assertThat(reading.errors()).as(preset.id()).isEmpty();
                AmplificationInputs inputs = AmplificationFields.inputs(reading);
                Layer layer = layerOf(picker);
                LayerPolicy policy = inputs.policy(layer);
                assertThat(policy.preset()).isEqualTo(preset);
                RetryPolicy modelled = policy.retryPolicy(Jitter.NONE);
                assertThat(modelled).as(preset.id() + " on " + layer.id()).isEqualTo(preset.policy());
                String about = picker.aboutFor(preset.id());
                if (preset.place().fits(layer)) {
                    assertThat(about).as(preset.id() + " on " + layer.id()).startsWith("Models " + preset.library());
                } else {
                    assertThat(about).as(preset.id() + " on " + layer.id())
                            .startsWith("Out of place: this is the policy of " + preset.place().noun()
                                    + ", here standing in for the " + layer.label() + " layer. Models "
                                    + preset.library());
                }
            }
        }
    }

    @Test
    void eachLayerListsItsOwnPlacesFirstAndTheOthersUnderAHeadingThatSaysSo() {
        AmplificationTool tool = new AmplificationTool();
        for (PresetPicker picker : tool.presetPickers()) {
            Layer layer = layerOf(picker);
            List<ChoiceField.Option> options = picker.picker().options();
            assertThat(options.get(0).group()).isEmpty();
            boolean others = false;
            for (ChoiceField.Option option : options.subList(1, options.size())) {
                Preset preset = Preset.fromId(option.id());
                boolean fits = preset.place().fits(layer);
                // Once the other layers' groups start, no fitting preset follows.
                others |= !fits;
                assertThat(fits && others).as(option.id() + " on " + layer.id()).isFalse();
                assertThat(option.group()).isEqualTo(fits ? preset.place().label()
                        : preset.place().label() + " (other layers)");
            }
        }
        String form = dev.retryworkbench.core.form.FormRenderer.render(tool.form());
        assertThat(form).contains("<optgroup label=\"Job runners and workflow engines\"><option value=\"kubernetes-job\"")
                .contains("<optgroup label=\"Job runners and workflow engines (other layers)\">")
                .contains("class=\"preset-picker\"");
    }

    @Test
    void theWorksheetRecordsThePresetId() {
        AmplificationTool tool = new AmplificationTool();
        Map<String, String> texts = new HashMap<>();
        RawValues defaults = FormReading.defaults(tool.form());
        for (Field field : dev.retryworkbench.core.form.FieldGroup.fieldsOf(tool.form())) {
            texts.put(field.id(), defaults.get(field.id()));
        }
        PresetPicker sdk = tool.presetPickers().get(0);
        String[] filled = sdk.textsFor(Preset.OPENAI_PYTHON.id());
        for (int i = 0; i < filled.length; i++) {
            texts.put(sdk.targets().get(i).id(), filled[i]);
        }
        texts.put(sdk.picker().id(), Preset.OPENAI_PYTHON.id());
        String json = tool.evaluate(texts::get).export().worksheetJson();
        assertThat(json).contains("\"sdk\": {\"preset\": \"openai-python\", \"attempts\": 3,")
                .contains("\"jitter\": \"proportional\", \"jitterLow\": 0.75, \"jitterHigh\": 1");
    }

    private static Layer layerOf(PresetPicker picker) {
        for (Layer layer : Layer.values()) {
            if (AmplificationFields.preset(layer) == picker.picker()) {
                return layer;
            }
        }
        throw new AssertionError(picker.picker().id());
    }
}
