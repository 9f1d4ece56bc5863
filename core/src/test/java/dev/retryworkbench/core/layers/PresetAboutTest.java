package dev.retryworkbench.core.layers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.amplification.AmplificationFields;
import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.core.form.PresetPicker;
import dev.retryworkbench.core.planner.PlannerFields;
import dev.retryworkbench.core.policy.Preset;
import dev.retryworkbench.core.policy.Role;
import dev.retryworkbench.core.storm.StormFields;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A library preset's sentence, made again by preset-words.js from its key alone. */
class PresetAboutTest {
    @Test
    void everyPickersSentenceIsMadeAgainFromItsKey() {
        List<PresetPicker> pickers = new ArrayList<>(AmplificationFields.presetPickers());
        // The storm's other pickers are its budgets', whose words its script shows.
        pickers.addAll(StormFields.presetPickers().subList(0, 3));
        pickers.addAll(PlannerFields.presetPickers().subList(0, 1));
        int checked = 0;
        for (PresetPicker picker : pickers) {
            for (ChoiceField.Option option : picker.picker().options()) {
                if (ChoiceField.NONE.equals(option.id())) {
                    assertThat(option.onDemand()).isNull();
                    assertThat(option.aboutNow()).isEqualTo(option.about()).isNotEmpty();
                    continue;
                }
                // The page's own script has no words for a library preset: it asks for them by key.
                assertThat(option.aboutNow()).as(option.id()).isNull();
                String key = option.onDemand().key();
                assertThat(key).startsWith(option.id());
                assertThat(PresetAbout.fromKey(key).text()).as(key).isEqualTo(option.about())
                        .startsWith(option.about().startsWith("Out of place") ? "Out of place" : "Models ");
                checked++;
            }
        }
        // 8 slots of the workbench and the storm's 3 layers with every preset, and the planner's client presets.
        assertThat(checked).isGreaterThan(11 * Preset.values().length);
    }

    @Test
    void aKeyNamesThePresetAndOnALayerItsRoleAndWhetherItIsOutOfPlace() {
        assertThat(PresetAbout.of(Preset.GRPC_A6).key()).isEqualTo("grpc-a6");
        assertThat(PresetAbout.onLayer(Preset.GRPC_A6, Role.SDK, true).key()).isEqualTo("grpc-a6/sdk");
        assertThat(PresetAbout.onLayer(Preset.KUBERNETES_JOB, Role.SDK, false).key())
                .isEqualTo("kubernetes-job/sdk/out");
        assertThat(PresetAbout.fromKey("kubernetes-job/sdk/out").text()).startsWith("Out of place: this is the"
                + " policy of a job runner or workflow engine, here standing in for the SDK layer. Models kubernetes");
        assertThat(PresetAbout.fromKey("grpc-a6").text()).isEqualTo(Preset.GRPC_A6.describe());
        // On a layer, a library's own deadline is said, with what to set to model it; the planner has no such fields.
        assertThat(PresetAbout.fromKey("google-api-core/sdk").text()).startsWith(Preset.GOOGLE_API_CORE.describe())
                .contains(" Its own deadline is ").endsWith(": set the deadline fields below to model it.");
        assertThat(PresetAbout.fromKey("google-api-core").text()).isEqualTo(Preset.GOOGLE_API_CORE.describe());
    }

    @Test
    void aKeyNoSentenceHasGivesNone() {
        for (String key : new String[] {"", "nothing", "grpc-a6/", "grpc-a6/nothing", "grpc-a6/sdk/in",
            "grpc-a6/sdk/out/out"}) {
            assertThat(PresetAbout.fromKey(key)).as(key).isNull();
        }
    }
}
