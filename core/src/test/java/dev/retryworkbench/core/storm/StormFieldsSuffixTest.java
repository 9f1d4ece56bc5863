package dev.retryworkbench.core.storm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.config.JsonValues;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.form.Quantity;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.json.JsonNumber;
import dev.retryworkbench.core.json.JsonObject;
import dev.retryworkbench.core.planner.PlannerFields;
import dev.retryworkbench.core.storm.budget.Breaker;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.budget.EnvoyBudget;
import dev.retryworkbench.core.storm.budget.RatioBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The budget's percentages take a pasted "%": Envoy's budget percent reads "20%" as 20 (and its worksheet
 * keeps 20, as Envoy's YAML does), the ratio's retries per first try reads "20%" as 0.2.
 */
class StormFieldsSuffixTest {
    @Test
    void envoysBudgetPercentReadsAPercentSignAsThePercentage() {
        NumberField percent = BudgetKind.ENVOY.parameter(EnvoyBudget.BUDGET_PERCENT).field();
        assertThat(Quantity.of(percent)).isEqualTo(Quantity.PERCENT);
        assertThat(percent.read("20%").value()).isEqualTo(20);
        assertThat(percent.read("12.5 %").value()).isEqualTo(12.5);
        assertThat(percent.read("20").value()).isEqualTo(20);
        assertThat(percent.read("150%").error()).isEqualTo("Retries per active request (Envoy budget) must be a"
                + " number from 0 to 100 (you entered \u201c150%\u201d, read as 150 percent).");
        // Not a "%" field: the form's 20 is no share, and a bare 0.7 is 0.7 without a note.
        assertThat(percent.percent()).isFalse();
        assertThat(percent.note("0.7")).isNull();
    }

    @Test
    void theWorksheetKeepsEnvoysPercentageAsTyped() throws Exception {
        StormTool tool = new StormTool();
        RawValues defaults = FormReading.defaults(tool.form());
        RawValues raw = id -> id.equals("budget") ? "envoy" : id.equals("budget-budget-percent") ? "25%"
                : defaults.get(id);
        JsonObject file = (JsonObject) JsonValues.parse(tool.evaluate(raw).export().worksheetJson());
        List<?> layers = (List<?>) ((JsonObject) file.get("inputs")).get("layers");
        JsonObject budget = (JsonObject) ((JsonObject) layers.get(2)).get("budget");
        assertThat(budget.get("budgetPercent")).isEqualTo(new JsonNumber("25"));
        assertThat(budget.get("percentCanRetry")).isEqualTo(new JsonNumber("0.2"));
    }

    @Test
    void retriesPerFirstTryReadAPercentSignAsAShare() {
        NumberField ratio = BudgetKind.RATIO.parameter(RatioBudget.PERCENT_CAN_RETRY).field();
        assertThat(Quantity.of(ratio)).isEqualTo(Quantity.PROBABILITY);
        assertThat(ratio.read("20%").value()).isEqualTo(0.2);
        assertThat(ratio.read("0.2").value()).isEqualTo(0.2);
        // Finagle takes up to 1,000 retries per first try: 150% is 1.5, allowed.
        assertThat(ratio.read("150%").value()).isEqualTo(1.5);
        assertThat(ratio.read("5k").error()).contains("suffixes it takes: % for a percentage");
        // The same holds for every unitless ratio from 0: the breaker's threshold and the jitter factors.
        assertThat(BudgetKind.BREAKER.parameter(Breaker.THRESHOLD).field().read("10%").value()).isEqualTo(0.1);
        assertThat(StormFields.stack().slot(2).jitterLow().read("50%").value()).isEqualTo(0.5);
        assertThat(PlannerFields.JITTER_HIGH.read("100%").value()).isEqualTo(1);
        // A factor from 1 is no share: the multiplier still refuses a percent sign.
        assertThat(Quantity.of(StormFields.stack().slot(2).multiplier())).isEqualTo(Quantity.PLAIN);
        assertThat(StormFields.stack().slot(2).multiplier().read("200%").valid()).isFalse();
    }
}
