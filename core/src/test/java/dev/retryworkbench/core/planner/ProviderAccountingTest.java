package dev.retryworkbench.core.planner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.retryworkbench.core.form.FieldError;
import dev.retryworkbench.core.form.FormValues;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.tool.Evaluation;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Each provider's ceilings, binding limit and reservation against hand-derived values (issue 33). */
class ProviderAccountingTest {
    private final PlannerTool tool = new PlannerTool();

    /** The worked example's schedule and load, with {@code latency} and a provider's limits and tokens. */
    private static PlannerInputs inputs(double latency, double arrivals, Provider provider, Double rpm, Double tpm,
            Double input, Double output, Double max, Double cached, Double itpm, Double otpm, Double rpd,
            boolean holds) {
        return new PlannerInputs(1, 2, 32, 5, Jitter.FULL, rpm, tpm, null, latency, 8, 0.5, arrivals, 5000, 0.75, 1,
                null, null, null, provider, input, output, max, cached, itpm, otpm, rpd, holds, null, null, null, null,
                null);
    }

    private RawValues values(String... replacements) {
        return FormValues.defaultsWith(tool.form(), replacements);
    }

    private List<FieldError> errors(String... replacements) {
        Evaluation evaluation = tool.evaluate(values(replacements));
        assertThat(evaluation.isValid()).isFalse();
        return evaluation.errors();
    }

    @Test
    void anthropicTierOneHoldsOneRequestInFlightThoughTheRateAllowsFive() {
        // ITPM 30,000 / 2,000 input = 15/min, OTPM 8,000 / 500 output = 16/min, RPM 50: ITPM binds at 15.
        // Little's law at 20 s: 15 x 20 / 60 = 5 in flight; max_tokens 4,096 of 8,000 OTPM: floor = 1.
        PlannerResult r = Planner.compute(inputs(20, 0.5, Provider.ANTHROPIC, 50.0, null, 2000.0, 500.0, 4096.0,
                null, 30000.0, 8000.0, null, true));
        assertThat(r.quota().ceilings()).extracting(PlannerResult.Ceiling::limit)
                .containsExactly(BindingLimit.RPM, BindingLimit.ITPM, BindingLimit.OTPM);
        assertThat(r.quota().ceilings()).extracting(PlannerResult.Ceiling::perMinute).containsExactly(50.0, 15.0, 16.0);
        assertThat(r.quota().ceilingPerMinute()).isEqualTo(15);
        assertThat(r.quota().bindingLimit()).isEqualTo(BindingLimit.ITPM);
        assertThat(r.quota().headroomRatio()).isEqualTo(16.0 / 15);
        assertThat(r.quota().rateConcurrency()).isEqualTo(5);
        assertThat(r.quota().reservationConcurrency()).isEqualTo(1);
        assertThat(r.quota().reservationBinds()).isTrue();
        assertThat(r.quota().safeConcurrency()).isEqualTo(1);
        assertThat(r.quota().wholeSlots()).isEqualTo(1);
        // One in flight at 20 s: 3 attempts/min; E = 1.9375 and 31/32 resolve: 3 / 1.9375 x 0.96875 = 1.5.
        assertThat(r.quota().sustainedPerMinute()).isEqualTo(3);
        assertThat(r.throughput().resolvedPerMinute()).isEqualTo(1.5);
        assertThat(r.throughput().attemptsPerResolved()).isEqualTo(2);
        // The plan's 8 in flight ask 24/min, 160% of the ceiling; the drain runs at 3: 1.5 - 0.5 = 1/min net.
        assertThat(r.quota().plannedShareOfCeiling()).isEqualTo(1.6);
        assertThat(r.drain().drainAttemptsPerMinute()).isEqualTo(3);
        assertThat(r.drain().drainMinutes()).isEqualTo(5000);
        assertThat(r.tokens().backlogTokensFirstAttempts()).isEqualTo(5000 * 2500.0);

        String html = PlannerRenderer.render(r);
        assertThat(html).contains("Anthropic, input tokens per minute bind: 30,000 ITPM / 2,000 input tokens = 15"
                + " attempts/min. The other limits allow RPM 50, OTPM 16 attempts/min.");
        assertThat(html).contains("max_tokens 4,096 against 8,000 OTPM: 1 request in flight at a time, though the"
                + " rate would allow 5.");
    }

    @Test
    void withoutTheReservationAnthropicCountsOnlyTheCachedShareAndTheOutput() {
        // 40% of 2,000 input from the cache: 1,200 counted, 30,000 / 1,200 = 25/min; OTPM 8,000 / 500 = 16 binds.
        PlannerResult r = Planner.compute(inputs(4, 20, Provider.ANTHROPIC, 50.0, null, 2000.0, 500.0, 4096.0, 0.4,
                30000.0, 8000.0, null, false));
        assertThat(r.quota().ceilings()).extracting(PlannerResult.Ceiling::perMinute).containsExactly(50.0, 25.0, 16.0);
        assertThat(r.quota().bindingLimit()).isEqualTo(BindingLimit.OTPM);
        assertThat(r.quota().reservationConcurrency()).isNull();
        assertThat(r.quota().safeConcurrency()).isEqualTo(16.0 * 4 / 60);
        assertThat(r.quota().sustainedPerMinute()).isEqualTo(16);
    }

    @Test
    void aReservationAboveTheRateLeavesTheRateBinding() {
        // 80,000 OTPM / 4,096 = 19 in flight; the ceiling of 15/min at 4 s allows 1.
        PlannerResult r = Planner.compute(inputs(4, 20, Provider.ANTHROPIC, 50.0, null, 2000.0, 500.0, 4096.0, null,
                30000.0, 80000.0, null, true));
        assertThat(r.quota().reservationConcurrency()).isEqualTo(19);
        assertThat(r.quota().reservationBinds()).isFalse();
        assertThat(r.quota().safeConcurrency()).isEqualTo(1);
        assertThat(r.quota().sustainedPerMinute()).isEqualTo(15);
        assertThat(PlannerRenderer.render(r)).contains("max_tokens 4,096 against 80,000 OTPM leaves room for 19 requests"
                + " in flight, at least the 1 the rate allows: the rate binds.");
    }

    @Test
    void openAiCountsTheLargerOfMaxTokensAndTheInputAndItsDailyLimit() {
        // TPM 30,000 / max(2,000, 1,000) = 15/min; RPD 10,000 / 1,440 = 6.94/min binds; RPM 500.
        PlannerResult r = Planner.compute(inputs(4, 1, Provider.OPENAI, 500.0, 30000.0, 1000.0, 500.0, 2000.0, null,
                null, null, 10000.0, false));
        assertThat(r.quota().ceilings()).extracting(PlannerResult.Ceiling::limit)
                .containsExactly(BindingLimit.RPM, BindingLimit.TPM, BindingLimit.RPD);
        assertThat(r.quota().ceilings()).extracting(PlannerResult.Ceiling::perMinute)
                .containsExactly(500.0, 15.0, 10000 / 1440.0);
        assertThat(r.quota().bindingLimit()).isEqualTo(BindingLimit.RPD);
        assertThat(r.quota().headroomRatio()).isEqualTo(15 / (10000 / 1440.0));
        assertThat(r.tokens().backlogTokensFirstAttempts()).isEqualTo(5000 * 1500.0);
        // An input larger than max_tokens is what counts: 30,000 / 3,000 = 10/min.
        PlannerResult larger = Planner.compute(inputs(4, 1, Provider.OPENAI, null, 30000.0, 3000.0, 500.0, 2000.0,
                null, null, null, null, false));
        assertThat(larger.quota().ceilingPerMinute()).isEqualTo(10);
        // Without max_tokens the input alone is counted: 30,000 / 1,000 = 30/min.
        PlannerResult noMax = Planner.compute(inputs(4, 1, Provider.OPENAI, null, 30000.0, 1000.0, null, null, null,
                null, null, null, false));
        assertThat(noMax.quota().ceilingPerMinute()).isEqualTo(30);
        assertThat(PlannerRenderer.render(larger)).contains("OpenAI, tokens per minute bind: 30,000 TPM / 3,000 tokens"
                + " (the larger of max_tokens 2,000 and 3,000 input tokens) = 10 attempts/min. It is the only limit"
                + " entered.");
    }

    @Test
    void geminiCountsInputTokensAgainstTpm() {
        // TPM 250,000 / 2,000 input = 125/min; RPM 10 binds; RPD 14,400 / 1,440 = 10 ties and comes later.
        PlannerResult r = Planner.compute(inputs(4, 1, Provider.GEMINI, 10.0, 250000.0, 2000.0, null, null, null,
                null, null, 14400.0, false));
        assertThat(r.quota().ceilings()).extracting(PlannerResult.Ceiling::perMinute).containsExactly(10.0, 125.0, 10.0);
        assertThat(r.quota().bindingLimit()).isEqualTo(BindingLimit.RPM);
        assertThat(r.quota().headroomRatio()).isEqualTo(1);
    }

    @Test
    void theGenericProviderListsVersionOnesTwoCeilings() {
        PlannerResult r = Planner.compute(PlannerInputs.workedExample());
        assertThat(r.quota().ceilings()).extracting(PlannerResult.Ceiling::perMinute).containsExactly(1000.0, 100.0);
        assertThat(r.quota().reservationConcurrency()).isNull();
        assertThat(r.quota().sustainedPerMinute()).isEqualTo(100);
        assertThat(r.quota().rateConcurrency()).isEqualTo(r.quota().safeConcurrency());
    }

    @Test
    void badAccountingInputGetsAMessageAtItsField() {
        assertThat(errors("provider", "anthropic", "itpm", "0")).extracting(FieldError::fieldId).containsExactly("itpm");
        assertThat(errors("provider", "anthropic", "otpm", "-8000")).extracting(FieldError::fieldId)
                .containsExactly("otpm");
        assertThat(errors("provider", "anthropic", "itpm", "30000", "input-tokens", "2000", "cached-share", "150"))
                .extracting(FieldError::fieldId).containsExactly("cached-share");
        assertThat(errors("provider", "anthropic", "otpm", "8000", "output-tokens", "500", "max-tokens", "400"))
                .containsExactly(new FieldError("max-tokens", "max_tokens must be at least the 500 output tokens per"
                        + " request (you entered 400): a request cannot produce more than its max_tokens."));
        assertThat(errors("provider", "anthropic", "otpm", "8000", "output-tokens", "500", "max-tokens", "9000",
                "otpm-holds", "true")).extracting(FieldError::fieldId).containsExactly("max-tokens");
        assertThat(errors("provider", "anthropic", "rpm", "")).extracting(FieldError::message).containsExactly(
                "RPM limit, ITPM limit and OTPM limit are all empty: enter at least one of Anthropic\u2019s limits.");
        assertThat(errors("provider", "openai")).containsExactly(new FieldError("input-tokens",
                "Input tokens per request is required with OpenAI\u2019s TPM limit: enter a number greater than 0 and at"
                        + " most 10,000,000."));
        assertThat(errors("provider", "gemini", "input-tokens", "")).extracting(FieldError::fieldId).containsExactly("input-tokens");
        // A field in error elsewhere keeps the provider's check quiet: one message, where it was entered.
        assertThat(errors("provider", "anthropic", "otpm", "abc")).extracting(FieldError::fieldId)
                .containsExactly("otpm");
        assertThatThrownBy(() -> inputs(4, 1, Provider.ANTHROPIC, 50.0, null, null, 500.0, null, null, null, 8000.0,
                null, true)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("max_tokens is required");
    }

    @Test
    void theFormReadsTheProviderAndItsFields() {
        Evaluation evaluation = tool.evaluate(values("provider", "anthropic", "rpm", "50", "itpm", "30000", "otpm",
                "8000", "input-tokens", "2000", "output-tokens", "500", "max-tokens", "4096", "otpm-holds", "true",
                "latency", "20", "arrivals", "0.5"));
        assertThat(evaluation.isValid()).isTrue();
        String json = evaluation.export().worksheetJson();
        assertThat(json).contains("\"provider\": \"anthropic\"").contains("\"otpmHoldsMaxTokens\": true")
                .contains("\"ceilings\": [\n      {\"limit\": \"rpm\", \"perMinute\": 50},\n      {\"limit\": \"itpm\","
                        + " \"perMinute\": 15},\n      {\"limit\": \"otpm\", \"perMinute\": 16}\n    ],")
                .contains("\"rateConcurrency\": 5,\n    \"reservationConcurrency\": 1,\n    \"safeConcurrency\": 1,")
                .contains("\"sustainedPerMinute\": 3,");
        assertThat(evaluation.export().markdown()).contains("1 request in flight at a time");
    }

    @Test
    void everyTierPresetFillsItsProviderAndLimits() {
        dev.retryworkbench.core.form.PresetPicker picker = tool.presetPickers().get(1);
        assertThat(picker.picker()).isSameAs(PlannerFields.LIMITS_PRESET);
        for (TierPreset preset : TierPreset.values()) {
            String[] texts = picker.textsFor(preset.id());
            List<String> replacements = new java.util.ArrayList<>(List.of("limits-preset", preset.id(), "input-tokens",
                    "2000", "output-tokens", "500", "max-tokens", "4096", "latency", "20"));
            for (int i = 0; i < texts.length; i++) {
                replacements.add(picker.targets().get(i).id());
                replacements.add(texts[i]);
            }
            Evaluation evaluation = tool.evaluate(values(replacements.toArray(new String[0])));
            assertThat(evaluation.isValid()).as(preset.id()).isTrue();
            assertThat(evaluation.export().worksheetJson()).contains("\"provider\": \"" + preset.provider().id() + "\"")
                    .contains("\"limitsPreset\": \"" + preset.id() + "\"");
            assertThat(preset.about()).contains("read on").contains("Limits change");
        }
        // The former Tier 1: 8,000 OTPM held by max_tokens 4,096 leaves one request in flight.
        String[] tier1 = picker.textsFor(TierPreset.ANTHROPIC_SONNET_4_TIER_1.id());
        assertThat(tier1).containsExactly("anthropic", "50", "", "30000", "8000", "", "true");
        // OpenAI's and Gemini's earlier per-tier tables: the limits each publishes, the others left empty.
        assertThat(picker.textsFor(TierPreset.OPENAI_GPT_4O_TIER_1.id()))
                .containsExactly("openai", "500", "30000", "", "", "", "false");
        assertThat(picker.textsFor(TierPreset.GEMINI_2_0_FLASH_FREE.id()))
                .containsExactly("gemini", "15", "1000000", "", "", "1500", "false");
        assertThat(TierPreset.GEMINI_2_0_FLASH_FREE.about()).startsWith("15 RPM, 1,000,000 TPM, 1,500 RPD, from Google's");
        assertThat(TierPreset.OPENAI_GPT_4O_TIER_2.about()).startsWith("5,000 RPM, 450,000 TPM, from OpenAI's");
    }

    @Test
    void geminisFreeTierIsBoundByItsRequestsPerDay() {
        // 15 RPM; 1,000,000 TPM / 2,000 input tokens = 500/min; 1,500 RPD / 1,440 = 1.0417/min: the day binds.
        PlannerResult r = Planner.compute(inputs(20, 0.5, Provider.GEMINI, 15.0, 1_000_000.0, 2000.0, 500.0, null,
                null, null, null, 1500.0, false));
        assertThat(r.quota().ceilings()).extracting(PlannerResult.Ceiling::perMinute)
                .containsExactly(15.0, 500.0, 1500.0 / 1440);
        assertThat(r.quota().bindingLimit()).isEqualTo(BindingLimit.RPD);
        // OpenAI's gpt-4o Tier 1: 30,000 TPM / max(4,096, 2,000) = 7.32/min binds under 500 RPM.
        PlannerResult openai = Planner.compute(inputs(20, 0.5, Provider.OPENAI, 500.0, 30_000.0, 2000.0, 500.0,
                4096.0, null, null, null, null, false));
        assertThat(openai.quota().bindingLimit()).isEqualTo(BindingLimit.TPM);
        assertThat(openai.quota().ceilingPerMinute()).isEqualTo(30_000.0 / 4096);
    }
}
