package dev.retryworkbench.core.planner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.tool.Evaluation;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Prices per million input and output tokens (issue 33): the costs against hand-derived values. */
class PlannerCostTest {
    private final PlannerTool tool = new PlannerTool();

    /** The worked example's schedule and load (50% success, 5 attempts, 8 in flight at 4 s) with OpenAI's RPM. */
    private static PlannerInputs openAi(double successRate, Double inputPrice, Double outputPrice) {
        return new PlannerInputs(1, 2, 32, 5, Jitter.FULL, 100.0, null, null, 4, 8, successRate, 20, 5000, 0.75, 1,
                null, null, null, Provider.OPENAI, 2000.0, 500.0, null, null, null, null, null, false, inputPrice,
                outputPrice);
    }

    @Test
    void anAttemptAResolvedRequestAndAnHourCostTheirTokens() {
        PlannerResult.Cost cost = Planner.compute(openAi(0.5, 3.0, 15.0)).cost();
        // 2,000 x $3 / 1M = $0.006 and 500 x $15 / 1M = $0.0075.
        assertThat(cost.attemptCost()).isCloseTo(0.0135, within(1e-15));
        // 1.9375 attempts a request, 96.875% resolve: 2 attempts a resolved request.
        assertThat(cost.resolvedCost()).isCloseTo(0.027, within(1e-15));
        assertThat(cost.retriesPerResolved()).isCloseTo(0.0135, within(1e-15));
        // 8 in flight at 4 s plan 120/min, the RPM allows 100: 100 x 60 x $0.0135 = $81, the retry tax 15/31 of it.
        assertThat(cost.perHour()).isCloseTo(81, within(1e-12));
        assertThat(cost.retriesPerHour()).isCloseTo(81.0 * 15 / 31, within(1e-12));
        assertThat(PlannerRenderer.narrative(Planner.compute(openAi(0.5, 3.0, 15.0)))).anyMatch(p -> p.text().equals(
                "At $3.00 per million input tokens and $15.00 per million output tokens, an attempt costs $0.0135."
                        + " A resolved request costs $0.027 with its retries, $0.0135 of it for the retries. At 100"
                        + " attempts/min the plan spends $81.00 an hour, $39.19 of it on retries. Every attempt is"
                        + " priced at its tokens, as the backlog's tokens count them; a provider that does not bill a"
                        + " 429 charges less."));
    }

    @Test
    void oneBlankPriceLeavesItsTokensOutAndNothingResolvingHasNoCostPerResolvedRequest() {
        assertThat(Planner.compute(openAi(0.5, null, 15.0)).cost().attemptCost()).isCloseTo(0.0075, within(1e-15));
        PlannerResult.Cost none = Planner.compute(openAi(0, 3.0, null)).cost();
        assertThat(none.resolvedCost()).isNull();
        assertThat(none.retriesPerResolved()).isNull();
        assertThat(none.perHour()).isCloseTo(36, within(1e-12));
        // Every attempt of a request that never resolves is a retry but the first: 4 of 5.
        assertThat(none.retriesPerHour()).isCloseTo(36.0 * 4 / 5, within(1e-12));
        assertThat(Planner.compute(openAi(0.5, null, null)).cost()).isNull();
    }

    @Test
    void withoutPricesTheResultsStayAsTheyWere() {
        Evaluation example = tool.evaluate(FormReading.defaults(tool.form()));
        String json = example.export().worksheetJson();
        assertThat(json).doesNotContain("\"cost\"").contains("\"inputPricePerMillion\": null");
        assertThat(example.export().markdown()).doesNotContain("per million");
        // The generic provider prices nothing: its tokens per attempt are not split into input and output.
        assertThat(tool.evaluate(values("input-price", "3", "output-price", "15")).export().worksheetJson())
                .doesNotContain("\"cost\"");
    }

    @Test
    void aPriceWithoutItsTokensIsAMessageAtTheTokens() {
        Evaluation evaluation = tool.evaluate(values("provider", "openai", "rpm", "100", "tpm", "", "input-price", "3"));
        assertThat(evaluation.errors()).hasSize(1);
        assertThat(evaluation.errors().get(0).fieldId()).isEqualTo("input-tokens");
        assertThat(evaluation.errors().get(0).message()).isEqualTo("Input tokens per request is required to price them"
                + " (Input price is entered): enter a number greater than 0 and at most 10,000,000, or empty the price.");
        Evaluation priced = tool.evaluate(values("provider", "openai", "rpm", "100", "tpm", "", "input-tokens", "2000",
                "output-tokens", "500", "input-price", "3", "output-price", "15"));
        assertThat(priced.export().worksheetJson()).contains("\"cost\": {\"attemptCost\": 0.0135");
    }

    private RawValues values(String... replacements) {
        RawValues defaults = FormReading.defaults(tool.form());
        Map<String, String> map = new HashMap<>();
        for (FieldGroup group : tool.form()) {
            for (Field field : group.fields()) {
                map.put(field.id(), defaults.get(field.id()));
            }
        }
        for (int i = 0; i < replacements.length; i += 2) {
            map.put(replacements[i], replacements[i + 1]);
        }
        return map::get;
    }
}
