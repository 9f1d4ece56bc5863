package dev.retryworkbench.core.planner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.FormValues;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.tool.Evaluation;
import org.junit.jupiter.api.Test;

/** Prices per million input and output tokens (issue 33): the costs against hand-derived values. */
class PlannerCostTest {
    private final PlannerTool tool = new PlannerTool();

    /** The worked example's schedule and load (50% success, 5 attempts, 8 in flight at 4 s) with OpenAI's RPM. */
    private static PlannerInputs openAi(double successRate, Double inputPrice, Double outputPrice) {
        return new PlannerInputs(1, 2, 32, 5, Jitter.FULL, 100.0, null, null, 4, 8, successRate, 20, 5000, 0.75, 1,
                null, null, null, Provider.OPENAI, 2000.0, 500.0, null, null, null, null, null, false, inputPrice,
                outputPrice, null, null, null);
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

    @Test
    void theCachedShareOfTheInputCostsTheCachedPrice() {
        // Anthropic, 2,000 input tokens, 80% read from the cache: 400 uncached x $3 / 1M = $0.0012, 1,600 cached x
        // $0.30 / 1M = $0.00048, 500 output x $15 / 1M = $0.0075: $0.00918 an attempt.
        Evaluation anthropic = tool.evaluate(values("provider", "anthropic", "rpm", "100", "input-tokens", "2000",
                "cached-share", "80", "output-tokens", "500", "input-price", "3", "cached-price", "0.3",
                "output-price", "15"));
        assertThat(anthropic.isValid()).isTrue();
        assertThat(anthropic.export().worksheetJson()).contains("\"cachedInputPricePerMillion\": 0.3");
        assertThat(cost("provider", "anthropic", "rpm", "100", "input-tokens", "2000", "cached-share", "80",
                "output-tokens", "500", "input-price", "3", "cached-price", "0.3", "output-price", "15").attemptCost())
                .isCloseTo(0.00918, within(1e-15));
        // OpenAI's cached input at a tenth: 1,000 of 2,000 cached, 1,000 x $1.25 + 1,000 x $0.125 = $0.001375, with
        // no output price; the TPM still counts every input token (2,000 a request: 100,000 / 2,000 = 50 a minute).
        Evaluation openAi = tool.evaluate(values("provider", "openai", "rpm", "", "tpm", "100000", "input-tokens",
                "2000", "cached-share", "50", "input-price", "1.25", "cached-price", "0.125"));
        assertThat(openAi.export().worksheetJson()).contains("\"ceilingPerMinute\": 50,");
        assertThat(cost("provider", "openai", "rpm", "", "tpm", "100000", "input-tokens", "2000", "cached-share", "50",
                "input-price", "1.25", "cached-price", "0.125").attemptCost()).isCloseTo(0.001375, within(1e-15));
        assertThat(openAi.export().markdown()).contains("At $1.25 per million input tokens, $0.125 per million cached"
                + " input tokens (50% of the input), an attempt costs $0.00138.");
    }

    @Test
    void theShareWrittenToTheCacheCostsTheCacheWritePrice() {
        // Anthropic, 2,000 input tokens: 80% read from the cache (1,600 x $0.30 / 1M = $0.00048), 10% written to it
        // at the 5-minute write price, 1.25 x $3 = $3.75 (200 x $3.75 / 1M = $0.00075), the other 200 at $3
        // ($0.0006), and 500 output x $15 / 1M = $0.0075: $0.00933 an attempt.
        String[] priced = {"provider", "anthropic", "rpm", "100", "input-tokens", "2000", "cached-share", "80",
            "cache-write-share", "10", "output-tokens", "500", "input-price", "3", "cached-price", "0.3",
            "cache-write-price", "3.75", "output-price", "15"};
        assertThat(cost(priced).attemptCost()).isCloseTo(0.00933, within(1e-15));
        Evaluation evaluation = tool.evaluate(values(priced));
        assertThat(evaluation.export().worksheetJson()).contains("\"cacheWriteShare\": 0.1",
                "\"cacheWritePricePerMillion\": 3.75");
        assertThat(evaluation.export().markdown()).contains("$0.3 per million cached input tokens (80% of the input),"
                + " $3.75 per million input tokens written to the cache (10% of the input) and $15.00 per million"
                + " output tokens, an attempt costs $0.00933.");
        // Without its price the written share costs the input price: the $0.00918 of the cached price alone.
        assertThat(cost("provider", "anthropic", "rpm", "100", "input-tokens", "2000", "cached-share", "80",
                "cache-write-share", "10", "output-tokens", "500", "input-price", "3", "cached-price", "0.3",
                "output-price", "15").attemptCost()).isEqualTo(cost("provider", "anthropic", "rpm", "100",
                "input-tokens", "2000", "cached-share", "80", "output-tokens", "500", "input-price", "3",
                "cached-price", "0.3", "output-price", "15").attemptCost());
        // ITPM counts the written tokens as uncached input: half of 2,000 cached leaves 1,000 a request, written
        // or not, so 40,000 ITPM allow 40 a minute.
        assertThat(tool.evaluate(values("provider", "anthropic", "rpm", "", "itpm", "40000", "input-tokens", "2000",
                "cached-share", "50", "cache-write-share", "10")).export().worksheetJson())
                .contains("\"ceilingPerMinute\": 40,");
    }

    @Test
    void sharesReadAndWrittenBeyondTheWholeInputOrAWritePriceWithoutTokensAreMessages() {
        Evaluation over = tool.evaluate(values("provider", "anthropic", "rpm", "100", "input-tokens", "2000",
                "cached-share", "80", "cache-write-share", "30"));
        assertThat(over.errors()).extracting(e -> e.fieldId()).containsExactly("cache-write-share");
        assertThat(over.errors().get(0).message()).isEqualTo("Cache write share of 30% and the cached input share of"
                + " 80% add up to more than the whole input: a token is read from the cache or written to it, not both."
                + " Lower one of them.");
        Evaluation noTokens = tool.evaluate(values("provider", "anthropic", "rpm", "100", "cache-write-price", "3.75"));
        assertThat(noTokens.errors()).extracting(e -> e.fieldId()).containsExactly("input-tokens");
        assertThat(noTokens.errors().get(0).message()).contains("(Cache write price is entered)");
    }

    @Test
    void withoutACachedPriceTheCachedShareCostsTheInputPrice() {
        // The same request without a cached price: 2,000 x $3 / 1M + 500 x $15 / 1M, the share changing nothing.
        Evaluation evaluation = tool.evaluate(values("provider", "anthropic", "rpm", "100", "input-tokens", "2000",
                "cached-share", "80", "output-tokens", "500", "input-price", "3", "output-price", "15"));
        assertThat(evaluation.export().worksheetJson()).contains("\"attemptCost\": 0.0135,");
        // A cached price alone prices the cached share alone: 1,600 x $0.30 / 1M.
        assertThat(cost("provider", "anthropic", "rpm", "100", "input-tokens", "2000", "cached-share", "80",
                "cached-price", "0.3").attemptCost()).isCloseTo(0.00048, within(1e-15));
        Evaluation noTokens = tool.evaluate(values("provider", "openai", "rpm", "100", "tpm", "", "cached-price", "1"));
        assertThat(noTokens.errors()).extracting(e -> e.fieldId()).containsExactly("input-tokens");
        assertThat(noTokens.errors().get(0).message()).contains("(Cached input price is entered)");
    }

    @Test
    void theCsvSaysWhatARequestHasPaidAtEachWaitWhenPriced() {
        // $0.0135 an attempt: after attempt 1 a request has paid $0.0135, after attempt 4 $0.054.
        Evaluation priced = tool.evaluate(values("provider", "openai", "rpm", "100", "tpm", "", "input-tokens", "2000",
                "output-tokens", "500", "input-price", "3", "output-price", "15"));
        StringBuilder csv = new StringBuilder();
        priced.export().csv(1 << 20, csv::append);
        String[] lines = csv.toString().split("\r\n");
        assertThat(lines[0]).endsWith(",cumulativeMeanSeconds,costSoFar");
        assertThat(lines).hasSize(5);
        assertThat(lines[1]).startsWith("1,").endsWith(",0.0135");
        assertThat(lines[4]).startsWith("4,").endsWith(",0.054");
        StringBuilder plain = new StringBuilder();
        tool.evaluate(FormValues.defaultsWith(tool.form())).export().csv(1 << 20, plain::append);
        assertThat(plain.toString()).startsWith("attempt,rawSeconds,minSeconds,meanSeconds,maxSeconds,"
                + "cumulativeMeanSeconds\r\n1,");
    }

    private PlannerResult.Cost cost(String... replacements) {
        return Planner.compute(PlannerFields.inputs(FormReading.read(tool.form(), values(replacements)))).cost();
    }

    private RawValues values(String... replacements) {
        return FormValues.defaultsWith(tool.form(), replacements);
    }
}
