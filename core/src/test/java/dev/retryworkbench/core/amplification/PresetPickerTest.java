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
import java.util.ArrayList;
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
                if (layer.takes(preset.role())) {
                    assertThat(about).as(preset.id() + " on " + layer.id()).startsWith("Models " + preset.library());
                } else {
                    assertThat(about).as(preset.id() + " on " + layer.id())
                            .startsWith("Out of place: this is the policy of " + preset.role().noun()
                                    + ", here standing in for the " + layer.label() + " layer. Models "
                                    + preset.library());
                }
            }
        }
    }

    @Test
    void eachLayerListsItsOwnRolesFirstAndTheOthersUnderAHeadingThatSaysSo() {
        AmplificationTool tool = new AmplificationTool();
        for (PresetPicker picker : tool.presetPickers()) {
            Layer layer = layerOf(picker);
            List<ChoiceField.Option> options = picker.picker().options();
            assertThat(options.get(0).group()).isEmpty();
            boolean others = false;
            for (ChoiceField.Option option : options.subList(1, options.size())) {
                Preset preset = Preset.fromId(option.id());
                boolean fits = layer.takes(preset.role());
                // Once the other layers' groups start, no fitting preset follows.
                others |= !fits;
                assertThat(fits && others).as(option.id() + " on " + layer.id()).isFalse();
                assertThat(option.group()).isEqualTo(fits ? preset.role().heading()
                        : preset.role().heading() + " (other layers)");
            }
        }
        String form = dev.retryworkbench.core.form.FormRenderer.render(tool.form());
        assertThat(form).contains("<optgroup label=\"Job runners and workflow engines\"><option value=\"kubernetes-job\"")
                .contains("<optgroup label=\"Job runners and workflow engines (other layers)\">")
                .contains("class=\"preset-picker\"");
    }

    @Test
    void eachLayersGroupsComeInItsRolesPickerOrder() {
        // The SDK slot stands for everything further in too, so meshes, gateways and serving platforms are its own.
        Map<Layer, List<String>> expected = Map.of(
                Layer.SDK, List.of("Client SDKs", "Proxies and service meshes", "Gateways", "Serving platforms",
                        "Application retry libraries (other layers)", "Job runners and workflow engines (other layers)"),
                Layer.APPLICATION, List.of("Application retry libraries", "Client SDKs (other layers)",
                        "Proxies and service meshes (other layers)", "Gateways (other layers)",
                        "Serving platforms (other layers)", "Job runners and workflow engines (other layers)"),
                Layer.RUNNER, List.of("Job runners and workflow engines", "Application retry libraries (other layers)",
                        "Client SDKs (other layers)", "Proxies and service meshes (other layers)",
                        "Gateways (other layers)", "Serving platforms (other layers)"));
        AmplificationTool tool = new AmplificationTool();
        for (PresetPicker picker : tool.presetPickers()) {
            List<String> groups = new ArrayList<>();
            for (ChoiceField.Option option : picker.picker().options().subList(1, picker.picker().options().size())) {
                if (groups.isEmpty() || !groups.get(groups.size() - 1).equals(option.group())) {
                    groups.add(option.group());
                }
            }
            assertThat(groups).as(layerOf(picker).id()).isEqualTo(expected.get(layerOf(picker)));
        }
        // Within a group, the presets keep their declaration order.
        List<String> gateways = new ArrayList<>();
        for (ChoiceField.Option option : tool.presetPickers().get(0).picker().options()) {
            if (option.group().equals("Gateways")) {
                gateways.add(option.id());
            }
        }
        assertThat(gateways).containsExactly("gateway-api-httproute", "envoy-gateway");
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
