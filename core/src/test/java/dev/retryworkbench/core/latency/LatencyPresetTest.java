package dev.retryworkbench.core.latency;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.PresetPicker;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.policy.Hedging;
import dev.retryworkbench.core.tool.Evaluation;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LatencyPresetTest {
    private static final PresetPicker PICKER = LatencyFields.presetPickers().get(0);

    /** The texts {@code presetId} fills with the form at its defaults but for {@code replacements}, by field id. */
    private static Map<String, String> filled(String presetId, String... replacements) {
        String[] texts = PICKER.textsFor(presetId, LatencyToolTest.values(replacements));
        Map<String, String> byId = new LinkedHashMap<>();
        for (int i = 0; i < texts.length; i++) {
            byId.put(PICKER.targets().get(i).id(), texts[i]);
        }
        return byId;
    }

    @Test
    void everyPresetIsAnOptionOfThePickerAndFillsAValidPolicy() {
        assertThat(PICKER.picker().options()).hasSize(LatencyPreset.values().length + 1);
        assertThat(PICKER.picker().options().get(0).id()).isEqualTo(ChoiceField.NONE);
        for (LatencyPreset preset : LatencyPreset.values()) {
            Map<String, String> values = new HashMap<>(filled(preset.id()));
            values.put(LatencyFields.PRESET.id(), preset.id());
            RawValues defaults = LatencyToolTest.values();
            Evaluation evaluation = new LatencyTool().evaluate(id -> values.getOrDefault(id, defaults.get(id)));
            assertThat(evaluation.errors()).as(preset.id()).isEmpty();
            assertThat(PICKER.picker().option(preset.id()).about()).startsWith("Models ");
        }
    }

    @Test
    void grpcHedgesFiveAttemptsAtOnceAndKeepsTheDeadlineAndBackoffEntered() {
        Map<String, String> grpc = filled("grpc-hedging", "deadline", "900", "initial-backoff", "40");
        assertThat(grpc).containsEntry("hedging", "members").containsEntry("hedge-delay", "0")
                .containsEntry("hedge-max-attempts", "5").containsEntry("per-try-timeout", "")
                .containsEntry("deadline", "900").containsEntry("initial-backoff", "40");
    }

    @Test
    void pollyAndTheStandardHandlerHedgeOnceAfterTwoSeconds() {
        Map<String, String> polly = filled("polly-hedging");
        assertThat(polly).containsEntry("hedging", "members").containsEntry("hedge-delay", "2000")
                .containsEntry("hedge-max-attempts", "2").containsEntry("per-try-timeout", "")
                .containsEntry("deadline", "2000");
        Map<String, String> standard = filled("standard-hedging");
        assertThat(standard).containsEntry("hedge-delay", "2000").containsEntry("hedge-max-attempts", "2")
                .containsEntry("per-try-timeout", "10000").containsEntry("deadline", "30000");
    }

    @Test
    void envoyAndFinagleTakeTheEnteredP99() {
        Map<String, String> envoy = filled("envoy-hedge", "latency-p99", "650");
        assertThat(envoy).containsEntry("hedging", "on-per-try-timeout").containsEntry("per-try-timeout", "650")
                .containsEntry("attempts", "2").containsEntry("initial-backoff", "25")
                .containsEntry("max-backoff", "250").containsEntry("multiplier", "2")
                .containsEntry("shape", "exponential").containsEntry("jitter", "full")
                .containsEntry("deadline", "15000");
        Map<String, String> finagle = filled("finagle-backup", "latency-p99", "650");
        assertThat(finagle).containsEntry("hedging", "members").containsEntry("hedge-delay", "650")
                .containsEntry("hedge-max-attempts", "2").containsEntry("per-try-timeout", "");
        // Without the form, the texts follow the form's defaults (p99 400 ms).
        String[] unread = PICKER.textsFor("finagle-backup");
        assertThat(unread[PICKER.targets().indexOf((Field) LatencyFields.HEDGE_DELAY)]).isEqualTo("400");
    }

    @Test
    void hedgingAfterADelayIsTheFormsObjectOption() {
        // The policy model spells the id the form's select writes as an object ("hedging": {"delayMs", ...}).
        assertThat(Hedging.DELAY.id()).isEqualTo(ChoiceField.MEMBERS);
    }

    @Test
    void theCustomOptionAndUnknownIdsFillNothing() {
        assertThat(PICKER.textsFor(ChoiceField.NONE, LatencyToolTest.values())).isNull();
        assertThat(PICKER.textsFor("no-such-preset", LatencyToolTest.values())).isNull();
    }
}
