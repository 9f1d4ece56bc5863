package dev.retryworkbench.core.storm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.PresetPicker;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.storm.budget.AwsQuota;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.budget.EnvoyBudget;
import dev.retryworkbench.core.storm.budget.MaxRetriesBudget;
import dev.retryworkbench.core.storm.budget.RatioBudget;
import dev.retryworkbench.core.storm.budget.RetryBudget;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The budget's preset picker fills the AWS quota's costs: standard mode and the 2026 retry behaviour. */
class BudgetPresetTest {
    private final StormTool tool = new StormTool();

    private RetryBudget readWith(String presetId, String kind) {
        PresetPicker picker = tool.presetPickers().get(tool.presetPickers().size() - 8);
        assertThat(picker.picker().id()).isEqualTo("budget-preset");
        Map<String, String> values = new HashMap<>();
        List<Field> targets = picker.targets();
        String[] texts = picker.textsFor(presetId);
        for (int i = 0; i < targets.size(); i++) {
            values.put(targets.get(i).id(), texts[i]);
        }
        values.put("budget", kind);
        values.put("budget-preset", presetId);
        RawValues defaults = FormReading.defaults(tool.form());
        FormReading reading = FormReading.read(tool.form(), id -> values.containsKey(id) ? values.get(id)
                : defaults.get(id));
        assertThat(reading.errors()).isEmpty();
        return StormFields.inputs(reading).innermost().budget();
    }

    @Test
    void eachPresetReadsBackAsItsBudget() {
        assertThat(readWith("aws-standard", "aws-quota")).isEqualTo(RetryBudget.defaults(BudgetKind.AWS_QUOTA));
        assertThat(readWith("aws-2026", "aws-quota")).isEqualTo(RetryBudget.of(BudgetKind.AWS_QUOTA, AwsQuota.AWS_2026));
        assertThat(readWith("aws-2026", "aws-adaptive")).isEqualTo(RetryBudget.of(BudgetKind.AWS_ADAPTIVE, AwsQuota.AWS_2026));
        AwsQuota.Parameters v2026 = (AwsQuota.Parameters) RetryBudget.of(BudgetKind.AWS_QUOTA, AwsQuota.AWS_2026)
                .entered();
        assertThat(new double[] {v2026.capacity(), v2026.retryCost(), v2026.timeoutRetryCost(),
            v2026.throttlingRetryCost(), v2026.noRetryIncrement()}).containsExactly(500, 14, 14, 5, 1);
    }

    @Test
    void theFormsBudgetDefaultsAreTheKindsDefaults() {
        FormReading reading = FormReading.read(tool.form(), FormReading.defaults(tool.form()));
        RetryBudget read = StormFields.inputs(reading).innermost().budget();
        assertThat(read).isEqualTo(RetryBudget.NONE);
        RetryBudget d = RetryBudget.NONE;
        AwsQuota.Parameters quota = (AwsQuota.Parameters) d.parameters(BudgetKind.AWS_QUOTA);
        RatioBudget.Parameters ratio = (RatioBudget.Parameters) d.parameters(BudgetKind.RATIO);
        EnvoyBudget.Parameters envoy = (EnvoyBudget.Parameters) d.parameters(BudgetKind.ENVOY);
        MaxRetriesBudget.Parameters maxRetries = (MaxRetriesBudget.Parameters) d.parameters(BudgetKind.MAX_RETRIES);
        assertThat(new double[] {quota.throttlingRetryCost(), ratio.percentCanRetry(), ratio.minRetriesPerSecond(),
            ratio.ttlSeconds(), envoy.budgetPercent(), envoy.minRetryConcurrency(), maxRetries.maxRetries()})
                .containsExactly(5, 0.2, 10, 10, 20, 3, 3);
    }
}
