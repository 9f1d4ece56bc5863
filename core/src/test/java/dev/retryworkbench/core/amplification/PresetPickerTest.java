package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.check.Checks;
import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.layers.LayerFields;
import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.PresetPicker;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Layer;
import dev.retryworkbench.core.policy.Preset;
import dev.retryworkbench.core.policy.Role;
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
        AmplificationTool tool = new AmplificationTool(Checks.FINDINGS);
        RawValues defaults = FormReading.defaults(tool.form());
        assertThat(tool.presetPickers()).hasSize(LayerChain.MAX_DEPTH);
        // The worked example's three layers: the slots after them are not layers until one is added.
        for (int slot = 0; slot < 3; slot++) {
            PresetPicker picker = tool.presetPickers().get(slot);
            LayerFields.Column layer = AmplificationFields.slot(slot).column();
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
                LayerPolicy policy = inputs.layers().get(slot);
                assertThat(policy.preset()).isEqualTo(preset);
                RetryPolicy modelled = policy.retryPolicy(Jitter.NONE);
                assertThat(modelled).as(preset.id() + " on " + layer.prefix()).isEqualTo(preset.policy());
                String about = picker.picker().option(preset.id()).about();
                if (layer.takes(preset.role())) {
                    assertThat(about).as(preset.id() + " on " + layer.prefix()).startsWith("Models " + preset.library());
                } else {
                    assertThat(about).as(preset.id() + " on " + layer.prefix())
                            .startsWith("Out of place: this is the policy of " + preset.role().noun()
                                    + ", here standing in for the " + layer.role().label() + " layer. Models "
                                    + preset.library());
                }
            }
        }
    }

    @Test
    void eachLayerListsItsOwnRolesFirstAndTheOthersUnderAHeadingThatSaysSo() {
        AmplificationTool tool = new AmplificationTool(Checks.FINDINGS);
        for (int slot = 0; slot < LayerChain.MAX_DEPTH; slot++) {
            PresetPicker picker = tool.presetPickers().get(slot);
            LayerFields.Column layer = AmplificationFields.slot(slot).column();
            List<ChoiceField.Option> options = picker.picker().options();
            assertThat(options.get(0).group()).isEmpty();
            boolean others = false;
            for (ChoiceField.Option option : options.subList(1, options.size())) {
                Preset preset = Preset.fromId(option.id());
                boolean fits = layer.takes(preset.role());
                // Once the other layers' groups start, no fitting preset follows.
                others |= !fits;
                assertThat(fits && others).as(option.id() + " on " + layer.prefix()).isFalse();
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
        Map<Role, List<String>> expected = Map.of(
                Role.SDK, List.of("Client SDKs", "Proxies and service meshes", "Gateways", "Serving platforms",
                        "Application retry libraries (other layers)", "Job runners and workflow engines (other layers)"),
                Role.APPLICATION, List.of("Application retry libraries", "Client SDKs (other layers)",
                        "Proxies and service meshes (other layers)", "Gateways (other layers)",
                        "Serving platforms (other layers)", "Job runners and workflow engines (other layers)"),
                Role.RUNNER, List.of("Job runners and workflow engines", "Application retry libraries (other layers)",
                        "Client SDKs (other layers)", "Proxies and service meshes (other layers)",
                        "Gateways (other layers)", "Serving platforms (other layers)"));
        AmplificationTool tool = new AmplificationTool(Checks.FINDINGS);
        for (int slot = 0; slot < 3; slot++) {
            PresetPicker picker = tool.presetPickers().get(slot);
            List<String> groups = new ArrayList<>();
            for (ChoiceField.Option option : picker.picker().options().subList(1, picker.picker().options().size())) {
                if (groups.isEmpty() || !groups.get(groups.size() - 1).equals(option.group())) {
                    groups.add(option.group());
                }
            }
            assertThat(groups).as(picker.picker().id()).isEqualTo(expected.get(AmplificationFields.slot(slot).column().role()));
        }
        // Within a group, the presets keep their declaration order.
        List<String> gateways = new ArrayList<>();
        for (ChoiceField.Option option : tool.presetPickers().get(2).picker().options()) {
            if (option.group().equals("Gateways")) {
                gateways.add(option.id());
            }
        }
        assertThat(gateways).containsExactly("gateway-api-httproute", "envoy-gateway");
    }

    @Test
    void theWorksheetRecordsThePresetId() {
        AmplificationTool tool = new AmplificationTool(Checks.FINDINGS);
        Map<String, String> texts = new HashMap<>();
        RawValues defaults = FormReading.defaults(tool.form());
        for (Field field : dev.retryworkbench.core.form.FieldGroup.fieldsOf(tool.form())) {
            texts.put(field.id(), defaults.get(field.id()));
        }
        PresetPicker sdk = tool.presetPickers().get(2);
        String[] filled = sdk.textsFor(Preset.OPENAI_PYTHON.id());
        for (int i = 0; i < filled.length; i++) {
            texts.put(sdk.targets().get(i).id(), filled[i]);
        }
        texts.put(sdk.picker().id(), Preset.OPENAI_PYTHON.id());
        String json = tool.evaluate(texts::get).export().worksheetJson();
        assertThat(json).contains("{\"role\": \"sdk\", \"name\": null, \"preset\": \"openai-python\", \"attempts\": 3,")
                .contains("\"jitter\": \"proportional\", \"jitterLow\": 0.75, \"jitterHigh\": 1");
    }
}
