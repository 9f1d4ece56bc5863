package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.planner.Planner;
import dev.retryworkbench.core.planner.PlannerFields;
import dev.retryworkbench.core.planner.PlannerInputs;
import dev.retryworkbench.core.planner.PlannerResult;
import dev.retryworkbench.core.planner.PlannerTool;
import dev.retryworkbench.core.text.Numbers;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The 429 backoff planner in real Chromium: every printed digit of the worked example, an edit checked
 * against the same computation on the JVM, a single RPM limit, a growing queue, and invalid values
 * with their recovery.
 */
class PlannerPageTest {
    private static final String PAGE = "planner.html";
    private static final PlannerTool TOOL = new PlannerTool();
    private static final String STALE_NOTICE = "Showing your last valid result. Update the inputs above to recompute.";

    /** The worked example's headline figures, from the spec and the seed page. */
    private static final Map<String, String> DEFAULT_FIGURES = Browser.namedValues(
            "scheduleWait", "7.50 s mean / 15.0 s worst",
            "expectedWaitToResolve", "1.00 s",
            "attemptsPerRequest", "1.94",
            "bindingLimit", "100 attempts/min (TPM)",
            "safeConcurrency", "6.67 attempts (6 whole slots)",
            "completedThroughput", "51.6 completed req/min",
            "backlogDrain", "166.7 min");

    /** The worked example's sentences, every number as the spec gives it. */
    private static final List<String> DEFAULT_SENTENCES = List.of(
            "If every attempt fails, the total mean wait is 7.50 s and the worst case (no jitter) is 15.0 s.",
            "Each logical request costs an average of 1.94 attempts. 3.1% of requests exhaust the cap without resolving.",
            "RPM allows 1,000 attempts/min and TPM allows 100; tokens per minute binds. "
                    + "The request limit is 10 times the binding limit.",
            "At 4.00 s per attempt, the quota supports 6.67 concurrent attempts (6 whole slots).",
            "Your planned 8 in flight implies 120 attempts/min, using 120.0% of the ceiling.",
            "Warning: the plan asks for more attempts than the quota allows, so expect 429s. The backlog drain below "
                    + "runs at the ceiling of 100 attempts/min, not at the plan's rate. Keep at most 6 requests in flight.",
            "50 requests per minute resolve. The retry tax is 48.4% (the share of attempts that are retries), and "
                    + "each resolved request takes 2 attempts. Raise the per-attempt success rate to recover quota.",
            "At 20 new requests/min arriving and 50 resolved/min leaving, the 5,000 queued requests clear in 166.7 min. "
                    + "A request that exhausts its attempt cap stays in the queue. On average a request spends 1.00 s "
                    + "in backoff between its own attempts. The backlog consumes 20,000,000 tokens on first attempts alone "
                    + "at the current per-attempt cost (40,000,000 with retries, since exhausted requests stay queued "
                    + "and try again).");

    /** Waits 1, 2, 4, 8 s under full jitter: min 0, mean half, cumulative means 0.5, 1.5, 3.5, 7.5. */
    private static final List<List<String>> DEFAULT_SCHEDULE = List.of(
            List.of("1", "1.00", "0.00", "0.50", "1.00", "0.50"),
            List.of("2", "2.00", "0.00", "1.00", "2.00", "1.50"),
            List.of("3", "4.00", "0.00", "2.00", "4.00", "3.50"),
            List.of("4", "8.00", "0.00", "4.00", "8.00", "7.50"));

    @RegisterExtension
    static final Browser browser = Browser.perClass(true);

    @BeforeEach
    void open() {
        browser.open(PAGE);
        browser.awaitScript();
    }

    @Test
    void showsEveryDigitOfTheWorkedExampleBeforeAndAfterTheScriptTakesOver() {
        String preRendered = browser.preRenderedResultsHtml(PAGE);
        assertThat(browser.figuresIn(preRendered)).containsExactlyEntriesOf(DEFAULT_FIGURES);
        assertThat(browser.tableRowsIn(preRendered)).isEqualTo(DEFAULT_SCHEDULE);
        assertThat(browser.resultsHtml()).isEqualTo(preRendered);

        // An input event with unchanged values makes the compiled script render the same inputs itself.
        browser.script("document.querySelector('#results h2').setAttribute('data-probe', 'pre-rendered')");
        browser.setValue("attempts", "5");
        assertThat(browser.script("return document.querySelector('#results [data-probe]') === null")).isEqualTo(true);
        assertThat(browser.announcement())
                .isEqualTo("Mean wait 7.50 s, worst 15.0 s; ceiling 100 attempts/min; backlog drains in 166.7 min.");

        assertThat(browser.figures()).containsExactlyEntriesOf(DEFAULT_FIGURES);
        assertThat(browser.figureNote("scheduleWait")).isEqualTo("The sum of the 4 waits, when all 5 attempts fail;"
                + " the worst case is the raw waits, the longest any jitter draws.");
        assertThat(browser.paragraphs()).containsSubsequence(DEFAULT_SENTENCES);
        assertThat(browser.tableCaption()).isEqualTo("Backoff schedule, full jitter, 5 attempts: the waits after attempts 1 to 4");
        assertThat(browser.tableRows()).isEqualTo(DEFAULT_SCHEDULE);
        assertThat(browser.paragraphs()).contains("These figures are worked defaults. Replace every field with your "
                + "own provider limits and backoff settings.");
        assertThat(browser.resultsHtml()).isEqualTo(preRendered);
        assertThat(browser.staleNoticeShown()).isFalse();
    }

    @Test
    void equalJitterRecomputesEveryWaitAsTheJvmDoes() {
        browser.select("jitter", "equal");

        // Equal jitter draws from the upper half: min raw/2, mean 3 raw/4. Mean backoff per request
        // 0.75/2 + 1.5/4 + 3/8 + 6/16 = 1.5 s; total mean 11.25 s rounds half away from zero.
        assertThat(browser.tableCaption()).isEqualTo("Backoff schedule, equal jitter, 5 attempts: the waits after attempts 1 to 4");
        assertThat(browser.tableRows()).containsExactly(
                List.of("1", "1.00", "0.50", "0.75", "1.00", "0.75"),
                List.of("2", "2.00", "1.00", "1.50", "2.00", "2.25"),
                List.of("3", "4.00", "2.00", "3.00", "4.00", "5.25"),
                List.of("4", "8.00", "4.00", "6.00", "8.00", "11.25"));
        assertThat(browser.figures()).containsEntry("scheduleWait", "11.3 s mean / 15.0 s worst")
                .containsEntry("expectedWaitToResolve", "1.50 s")
                .containsEntry("attemptsPerRequest", "1.94")
                .containsEntry("bindingLimit", "100 attempts/min (TPM)");
        PlannerResult equal = Planner.compute(withJitterMultiplierAttempts(Jitter.EQUAL, 2, 5));
        assertShowsSchedule(equal);
        browser.assertResultsMatchJvm(TOOL, Map.of("jitter", "equal"));

        browser.type("multiplier", "3");
        browser.type("attempts", "3");
        // Waits 1 and 3 s: means 0.75 and 2.25; 1 + 0.5 + 0.25 = 1.75 attempts per request; 12.5% exhaust.
        assertThat(browser.figures()).containsEntry("scheduleWait", "3.00 s mean / 4.00 s worst")
                .containsEntry("attemptsPerRequest", "1.75");
        assertThat(browser.paragraphs()).contains("Each logical request costs an average of 1.75 attempts. "
                + "12.5% of requests exhaust the cap without resolving.");
        assertShowsSchedule(Planner.compute(withJitterMultiplierAttempts(Jitter.EQUAL, 3, 3)));
        browser.assertResultsMatchJvm(TOOL, Map.of("jitter", "equal", "multiplier", "3", "attempts", "3"));
    }

    @Test
    void proportionalAndDecorrelatedJitterAndARetryAfterRecomputeAsTheJvmDoes() {
        browser.select("jitter", "proportional");
        browser.type("jitter-low", "0.5");
        browser.type("jitter-high", "1.5");
        // resilience4j's 0.5 to 1.5: min half, mean the raw wait, max 1.5 times it; worst 1.5 x 15 = 22.5 s.
        assertThat(browser.tableCaption())
                .isEqualTo("Backoff schedule, proportional jitter from 0.5 to 1.5, 5 attempts: the waits after attempts 1 to 4");
        assertThat(browser.tableRows()).containsExactly(
                List.of("1", "1.00", "0.50", "1.00", "1.50", "1.00"),
                List.of("2", "2.00", "1.00", "2.00", "3.00", "3.00"),
                List.of("3", "4.00", "2.00", "4.00", "6.00", "7.00"),
                List.of("4", "8.00", "4.00", "8.00", "12.00", "15.00"));
        assertThat(browser.figures()).containsEntry("scheduleWait", "15.0 s mean / 22.5 s worst");
        browser.assertResultsMatchJvm(TOOL, Map.of("jitter", "proportional", "jitter-low", "0.5", "jitter-high", "1.5"));

        browser.select("jitter", "decorrelated");
        browser.type("retry-after", "2");
        // Exact bounds: min max(1, 2) = 2; max min(32, 3^i) = 3, 9, 27, 32. The mean is an estimate,
        // drawn in the browser exactly as on the JVM.
        assertThat(browser.tableCaption()).isEqualTo("Backoff schedule, decorrelated jitter, Retry-After 2.00 s, 5 attempts:"
                + " the waits after attempts 1 to 4");
        assertThat(browser.tableRows()).extracting(row -> row.get(2)).containsOnly("2.00");
        assertThat(browser.tableRows()).extracting(row -> row.get(4)).containsExactly("3.00", "9.00", "27.00", "32.00");
        assertThat(browser.figures().get("scheduleWait")).matches("about [0-9.]+ s mean / 1 min 11 s worst");
        assertThat(browser.figureNote("expectedWaitToResolve")).contains("estimated from 10,000 seeded runs");
        browser.assertResultsMatchJvm(TOOL, Map.of("jitter", "decorrelated", "jitter-low", "0.5", "jitter-high", "1.5",
                "retry-after", "2"));
    }

    @Test
    void theLatencyAndTokenShareOfA429ResizeConcurrencyAndTheTpmCeiling() {
        browser.type("rate-limited-latency", "0.5");
        browser.type("tokens-on-429", "0");
        // 0.5 x 4 + 0.5 x 0.5 = 2.25 s per attempt; 4,000 x 0.5 = 2,000 tokens, so TPM allows 200 attempts/min:
        // 200 x 2.25 / 60 = 7.5 in flight.
        assertThat(browser.figures()).containsEntry("bindingLimit", "200 attempts/min (TPM)")
                .containsEntry("safeConcurrency", "7.50 attempts (7 whole slots)");
        assertThat(browser.paragraphs()).contains("At an average of 2.25 s per attempt, the quota supports 7.50 concurrent"
                + " attempts (7 whole slots).");
        browser.assertResultsMatchJvm(TOOL, Map.of("rate-limited-latency", "0.5", "tokens-on-429", "0"));

        // Nothing succeeds and a 429 is free: TPM would set no ceiling, and the field says so.
        String before = browser.resultsHtml();
        browser.type("success-rate", "0");
        assertThat(browser.errorText("tokens-on-429")).isEqualTo(PlannerFields.freeAttemptsMessage());
        browser.assertErrorsOnlyAt(TOOL, "tokens-on-429");
        assertThat(browser.staleNoticeShown()).isTrue();
        assertThat(browser.resultsHtml()).isEqualTo(before);
    }

    @Test
    void anthropicTierOneWithMaxTokens4096HoldsOneRequestInFlightAndSaysWhy() {
        assertThat(browser.find("#itpm").isDisplayed()).isFalse();
        browser.select("limits-preset", "anthropic-sonnet-4-tier-1");
        // The preset picks the provider, which shows its limits and hides the generic TPM.
        assertThat(browser.value("provider")).isEqualTo("anthropic");
        assertThat(browser.value("otpm")).isEqualTo("8000");
        assertThat(browser.find("#otpm").isDisplayed()).isTrue();
        assertThat(browser.find("#tpm").isDisplayed()).isFalse();
        assertThat(browser.find("#limits-preset-about").getText()).contains("read on 6 December 2026")
                .contains("Limits change");
        Map<String, String> typed = Browser.namedValues("input-tokens", "2000", "output-tokens", "500", "max-tokens",
                "4096", "latency", "20");
        typed.forEach(browser::type);
        // ITPM 30,000 / 2,000 = 15/min binds; at 20 s Little's law allows 5 in flight, max_tokens 1.
        assertThat(browser.figures()).containsEntry("bindingLimit", "15 attempts/min (ITPM)")
                .containsEntry("safeConcurrency", "1.00 attempts (1 whole slot)");
        assertThat(browser.paragraphs()).anyMatch(p -> p.startsWith("max_tokens 4,096 against 8,000 OTPM: 1 request in"
                + " flight at a time, though the rate would allow 5. Each request holds its max_tokens of the OTPM"));
        Map<String, String> all = new java.util.HashMap<>(typed);
        all.putAll(Browser.namedValues("limits-preset", "anthropic-sonnet-4-tier-1", "provider", "anthropic", "rpm",
                "50", "tpm", "", "itpm", "30000", "otpm", "8000", "rpd", "", "otpm-holds", "true"));
        browser.assertResultsMatchJvm(TOOL, all);

        // max_tokens below the output: a message at max_tokens, the last valid result kept.
        String before = browser.resultsHtml();
        browser.type("max-tokens", "400");
        all.put("max-tokens", "400");
        assertThat(browser.errorText("max-tokens")).isEqualTo(Browser.evaluateOnJvm(TOOL, all).errors().get(0).message());
        browser.assertErrorsOnlyAt(TOOL, "max-tokens");
        assertThat(browser.staleNoticeShown()).isTrue();
        assertThat(browser.resultsHtml()).isEqualTo(before);
    }

    @Test
    void pricesPerMillionTokensCostAnAttemptAResolvedRequestAndAnHourAsTheJvmDoes() {
        assertThat(browser.find("#input-price").isDisplayed()).isFalse();
        browser.select("provider", "openai");
        Map<String, String> typed = Browser.namedValues("tpm", "", "rpm", "100", "input-tokens", "2000",
                "output-tokens", "500", "input-price", "3", "output-price", "15");
        typed.forEach(browser::type);
        // $0.0135 an attempt, 2 attempts a resolved request, 100 attempts/min: $81 an hour, 15/31 of it retries.
        assertThat(browser.paragraphs()).anyMatch(p -> p.startsWith("At $3.00 per million input tokens and $15.00 per"
                + " million output tokens, an attempt costs $0.0135. A resolved request costs $0.027 with its retries,"
                + " $0.0135 of it for the retries. At 100 attempts/min the plan spends $81.00 an hour, $39.19 of it"
                + " on retries."));
        Map<String, String> all = new java.util.HashMap<>(typed);
        all.put("provider", "openai");
        browser.assertResultsMatchJvm(TOOL, all);
        browser.type("input-tokens", "");
        all.put("input-tokens", "");
        browser.assertErrorsOnlyAt(TOOL, "input-tokens");
    }

    /** Pastes {@code headers} into "Paste response headers" and presses its button. */
    private void pasteHeaders(String headers) {
        if (browser.find("#headers-paste").getAttribute("open") == null) {
            browser.find("#headers-paste summary").click();
        }
        browser.script("document.getElementById('headers-paste-text').value = arguments[0];", headers);
        browser.find("#headers-paste-apply").click();
        browser.awaitAnswered();
    }

    @Test
    void pastedResponseHeadersFillTheProviderTheLimitsAndTheRetryAfterAndShowTheHeadroom() {
        browser.select("limits-preset", "anthropic-sonnet-4-tier-1");
        Map<String, String> typed = Browser.namedValues("input-tokens", "2000", "output-tokens", "500", "max-tokens",
                "1000");
        typed.forEach(browser::type);
        String headers = "HTTP/2 429\ndate: Sun, 06 Dec 2026 04:00:00 GMT\n"
                + "anthropic-ratelimit-requests-limit: 1000\nanthropic-ratelimit-requests-remaining: 250\n"
                + "anthropic-ratelimit-requests-reset: 2026-12-06T04:00:15Z\n"
                + "anthropic-ratelimit-input-tokens-limit: 80000\nanthropic-ratelimit-output-tokens-limit: 16000\n"
                + "retry-after: 12\nserver: cloudflare\n";
        pasteHeaders(headers);
        assertThat(browser.find("#headers-paste-error").getText()).isEmpty();
        Map<String, String> read = Browser.namedValues("provider", "anthropic", "rpm", "1000", "itpm", "80000",
                "otpm", "16000", "retry-after", "12");
        read.forEach((field, text) -> assertThat(browser.value(field)).as(field).isEqualTo(text));
        // Editing a limit the preset filled makes it custom, as typing one does.
        assertThat(browser.value("limits-preset")).isEqualTo("");
        String report = browser.find("#headers-paste-report").getText();
        // 250 of 1,000 requests left: 25%, refilling 15 s after the date header.
        assertThat(report).contains("Read as Anthropic\u2019s headers: filled Provider, RPM limit, ITPM limit, OTPM"
                + " limit and Retry-After.").contains("RPM 1,000 250 25% in 15 s").contains("Not used: server.");
        Map<String, String> all = new java.util.HashMap<>(read);
        all.putAll(typed);
        all.putAll(Browser.namedValues("limits-preset", "", "tpm", "", "rpd", "", "otpm-holds", "true"));
        browser.assertResultsMatchJvm(TOOL, all);

        // A reset in a format the planner does not read: a message under the text, nothing else changed.
        String before = browser.resultsHtml();
        pasteHeaders("x-ratelimit-limit-requests: 60\nx-ratelimit-reset-requests: next minute\n");
        assertThat(browser.find("#headers-paste-error").getText()).isEqualTo("x-ratelimit-reset-requests of"
                + " \u201cnext minute\u201d is not a duration such as 6m0s, 1s or 120ms. Nothing was changed.");
        assertThat(browser.find("#headers-paste-text").getAttribute("aria-invalid")).isEqualTo("true");
        assertThat(browser.find("#headers-paste-report").getText()).isEmpty();
        read.forEach((field, text) -> assertThat(browser.value(field)).as(field).isEqualTo(text));
        assertThat(browser.resultsHtml()).isEqualTo(before);
        pasteHeaders("content-type: application/json\n");
        assertThat(browser.find("#headers-paste-error").getText()).startsWith("The text has no rate-limit headers");
        assertThat(browser.resultsHtml()).isEqualTo(before);
    }

    @Test
    void hostileTextInTheNewFieldsGetsAMessageAtTheFieldAndKeepsTheLastValidResult() {
        String preRendered = browser.resultsHtml();
        Map<String, String> cases = Browser.namedValues(
                "jitter-low", "1e400", "jitter-high", "<script>", "rate-limited-latency", "-0",
                "tokens-on-429", "NaN", "retry-after", "2m30s");
        cases.forEach((field, text) -> {
            // Pasted in one step: typed key by key, "1e400" would pass through the valid "1" first.
            browser.setValue(field, text);
            String expected = Browser.evaluateOnJvm(TOOL, Map.of(field, text)).errors().get(0).message();
            assertThat(browser.errorText(field)).as(field).isEqualTo(expected).contains("(you entered \u201c");
            browser.assertErrorsOnlyAt(TOOL, field);
            assertThat(browser.staleNoticeShown()).as(field).isTrue();
            assertThat(browser.resultsHtml()).as(field).isEqualTo(preRendered);
            browser.setValue(field, field.startsWith("jitter") ? (field.equals("jitter-low") ? "0.75" : "1") : "");
            browser.assertErrorsOnlyAt(TOOL);
        });
        assertThat(browser.resultsHtml()).isEqualTo(preRendered);
    }

    @Test
    void anRpmLimitAloneSetsTheCeilingWithoutABindingComparison() {
        browser.type("tpm", "");

        // 1,000 attempts/min x 4 s / 60 = 66.7 in flight; the plan's 120 attempts/min is 12.0% of it and
        // sets the drain: 120 / 1.9375 x 0.96875 = 60 resolved/min, net 40, 5,000 / 40 = 125.0 min.
        assertThat(browser.figures()).containsEntry("bindingLimit", "1,000 attempts/min (RPM)")
                .containsEntry("safeConcurrency", "66.7 attempts (66 whole slots)")
                .containsEntry("completedThroughput", "516 completed req/min")
                .containsEntry("backlogDrain", "125.0 min");
        assertThat(browser.figureNote("bindingLimit")).isEqualTo("The only limit entered.");
        assertThat(browser.paragraphs()).contains(
                "Only an RPM limit is entered: it allows 1,000 attempts/min and sets the ceiling. "
                        + "With one limit, no binding comparison is possible.",
                "Your planned 8 in flight implies 120 attempts/min, using 12.0% of the ceiling. "
                        + "The backlog drain below runs at the plan's 120 attempts/min.");
        browser.assertResultsMatchJvm(TOOL, Map.of("tpm", ""));

        // Without a token limit, tokens per attempt are no longer required.
        browser.type("tokens", "");
        assertThat(browser.errorText("tokens")).isEmpty();
        assertThat(browser.ariaInvalid("tokens")).isEqualTo("false");
        assertThat(browser.staleNoticeShown()).isFalse();
        assertThat(browser.paragraphs()).anySatisfy(p -> assertThat(p).startsWith(
                "At 20 new requests/min arriving and 60 resolved/min leaving, the 5,000 queued requests clear in "
                        + "125.0 min.").endsWith("Enter tokens per attempt to see what the backlog costs in tokens."));
        browser.assertResultsMatchJvm(TOOL, Map.of("tpm", "", "tokens", ""));
    }

    @Test
    void arrivalsAboveTheResolvedRateGrowTheQueue() {
        browser.type("arrivals", "100");

        assertThat(browser.figures()).containsEntry("backlogDrain", "Queue grows");
        assertThat(browser.figureNote("backlogDrain")).isEqualTo("By 50 requests/min.");
        assertThat(browser.paragraphs()).anySatisfy(p -> assertThat(p).startsWith(
                "At 100 new requests/min arriving and 50 resolved/min leaving, the queue grows by 50 requests/min; "
                        + "arrivals must fall below 50/min, or the resolved rate rise above 100/min, before the "
                        + "backlog drains."));
        assertThat(browser.announcement())
                .isEqualTo("Mean wait 7.50 s, worst 15.0 s; ceiling 100 attempts/min; queue grows by 50 requests/min.");
        browser.assertResultsMatchJvm(TOOL, Map.of("arrivals", "100"));
    }

    @Test
    void pastedSuffixesConvertToTheFieldsUnitAndAWrongOneIsRefusedAtTheField() {
        String preRendered = browser.resultsHtml();
        // Away from the worked example and back with a suffix: "400k" tokens/min and "50%" are its values.
        browser.setValue("tpm", "200000");
        browser.setValue("success-rate", "60");
        assertThat(browser.figures()).isNotEqualTo(DEFAULT_FIGURES);
        browser.setValue("tpm", "400k");
        browser.setValue("success-rate", "50%");
        browser.assertErrorsOnlyAt(TOOL);
        assertThat(browser.figures()).containsExactlyEntriesOf(DEFAULT_FIGURES);
        assertThat(browser.resultsHtml()).isEqualTo(preRendered);

        // 1,500 ms is a base delay of 1.5 s, 0.5 min a latency of 30 s, 1.5M tokens/min a TPM limit of 1,500,000.
        browser.setValue("base-delay", "1500ms");
        browser.setValue("latency", "0.5 min");
        browser.setValue("tpm", "1.5M");
        browser.assertErrorsOnlyAt(TOOL);
        browser.assertResultsMatchJvm(TOOL, Map.of("base-delay", "1.5", "latency", "30", "tpm", "1500000"));
        browser.setValue("base-delay", "1");
        browser.setValue("latency", "4");
        browser.setValue("tpm", "400000");

        // 3,000,000 queued at the worked example's net 30 requests/min take 100,000 min: days, hours, minutes.
        browser.setValue("backlog", "3M");
        assertThat(browser.figures()).containsEntry("backlogDrain", "69 d 10 h 40 min");
        browser.assertResultsMatchJvm(TOOL, Map.of("backlog", "3000000"));
        browser.setValue("backlog", "5000");
        String valid = browser.resultsHtml();

        // m is minutes, never a million: refused on a count, with the suffixes the field takes.
        browser.setValue("tpm", "2m");
        assertThat(browser.errorText("tpm")).isEqualTo("TPM limit must be a number greater than 0 and at most "
                + "1,000,000,000,000, or empty (you entered \u201c2m\u201d; suffixes it takes: "
                + "k or K for thousands, M for millions).");
        browser.assertErrorsOnlyAt(TOOL, "tpm");
        assertThat(browser.staleNoticeShown()).isTrue();
        assertThat(browser.resultsHtml()).isEqualTo(valid);
        browser.setValue("tpm", "400000");
        browser.setValue("base-delay", "2d");
        assertThat(browser.errorText("base-delay")).isEqualTo("Base delay must be a number greater than 0 and at most "
                + "86,400 (you entered \u201c2d\u201d, read as 172,800 s).");
        browser.assertErrorsOnlyAt(TOOL, "base-delay");
    }

    @Test
    void anInvalidAttemptCapKeepsTheLastValidResultUntilItIsFixed() {
        String preRendered = browser.resultsHtml();
        browser.type("attempts", "0");

        assertThat(browser.errorText("attempts"))
                .isEqualTo("Attempt cap must be a whole number from 1 to 100 (you entered \u201c0\u201d).");
        assertThat(browser.ariaInvalid("attempts")).isEqualTo("true");
        browser.assertErrorsOnlyAt(TOOL, "attempts");
        assertThat(browser.staleNoticeShown()).isTrue();
        assertThat(browser.staleNoticeText()).isEqualTo(STALE_NOTICE + " Field to fix: Attempt cap.");
        assertThat(browser.resultsHtml()).isEqualTo(preRendered);
        assertThat(browser.figures()).containsExactlyEntriesOf(DEFAULT_FIGURES);

        browser.type("attempts", "5");
        browser.assertErrorsOnlyAt(TOOL);
        assertThat(browser.staleNoticeShown()).isFalse();
        assertThat(browser.resultsHtml()).isEqualTo(preRendered);
    }

    @Test
    void aCapBelowTheBaseDelayIsRejectedOnTheCap() {
        String preRendered = browser.resultsHtml();
        browser.type("max-delay", "0.5");

        assertThat(browser.errorText("max-delay")).isEqualTo(
                "Maximum delay cap must be at least the base delay (you entered a cap of 0.5 s and a base delay of 1 s).");
        browser.assertErrorsOnlyAt(TOOL, "max-delay");
        assertThat(browser.staleNoticeShown()).isTrue();
        assertThat(browser.resultsHtml()).isEqualTo(preRendered);

        browser.type("max-delay", "32");
        browser.assertErrorsOnlyAt(TOOL);
        assertThat(browser.staleNoticeShown()).isFalse();
        assertThat(browser.resultsHtml()).isEqualTo(preRendered);
    }

    @Test
    void emptyingBothLimitsAsksForOneAndKeepsTheLastValidResult() {
        String preRendered = browser.resultsHtml();
        browser.type("rpm", "");
        // TPM alone is valid: the last valid result is now the TPM-only one.
        browser.assertErrorsOnlyAt(TOOL);
        assertThat(browser.figureNote("bindingLimit")).isEqualTo("The only limit entered.");
        String tpmOnly = browser.resultsHtml();
        browser.assertResultsMatchJvm(TOOL, Map.of("rpm", ""));

        browser.type("tpm", "");
        assertThat(browser.errorText("rpm")).isEqualTo("RPM limit and TPM limit are both empty: enter at least one of them.");
        browser.assertErrorsOnlyAt(TOOL, "rpm");
        assertThat(browser.staleNoticeShown()).isTrue();
        assertThat(browser.staleNoticeText()).isEqualTo(STALE_NOTICE + " Field to fix: RPM limit.");
        assertThat(browser.resultsHtml()).isEqualTo(tpmOnly);
        assertThat(browser.figures()).containsEntry("bindingLimit", "100 attempts/min (TPM)");

        browser.type("rpm", "1000");
        browser.assertErrorsOnlyAt(TOOL);
        assertThat(browser.staleNoticeShown()).isFalse();
        browser.assertResultsMatchJvm(TOOL, Map.of("tpm", ""));
        browser.type("tpm", "400000");
        assertThat(browser.resultsHtml()).isEqualTo(preRendered);
    }

    private static PlannerInputs withJitterMultiplierAttempts(Jitter jitter, double multiplier, int attempts) {
        PlannerInputs d = PlannerInputs.workedExample();
        return new PlannerInputs(d.baseDelaySeconds(), multiplier, d.maxDelaySeconds(), attempts, jitter, d.rpmLimit(),
                d.tpmLimit(), d.tokensPerAttempt(), d.attemptLatencySeconds(), d.plannedConcurrency(), d.successRate(),
                d.arrivalPerMinute(), d.backlog());
    }

    /** Asserts that the schedule table shows {@code result}'s rows, formatted here from the JVM's values. */
    private static void assertShowsSchedule(PlannerResult result) {
        List<List<String>> expected = new ArrayList<>();
        for (PlannerResult.Wait row : result.schedule().waits()) {
            expected.add(List.of(Integer.toString(row.attempt()), Numbers.fixed(row.rawSeconds(), 2),
                    Numbers.fixed(row.minSeconds(), 2), Numbers.fixed(row.meanSeconds(), 2),
                    Numbers.fixed(row.maxSeconds(), 2), Numbers.fixed(row.cumulativeMeanSeconds(), 2)));
        }
        assertThat(browser.tableRows()).isEqualTo(expected);
        assertThat(browser.figures()).containsEntry("scheduleWait",
                Numbers.significant(result.schedule().totalMeanWaitSeconds(), 3) + " s mean / "
                        + Numbers.significant(result.schedule().worstWaitSeconds(), 3) + " s worst")
                .containsEntry("expectedWaitToResolve", Numbers.significant(result.schedule().expectedWaitToResolveSeconds(), 3) + " s");
    }
}
