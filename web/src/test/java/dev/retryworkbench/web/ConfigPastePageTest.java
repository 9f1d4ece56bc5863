package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.amplification.AmplificationTool;
import dev.retryworkbench.core.check.Checks;
import dev.retryworkbench.core.config.ConfigError;
import dev.retryworkbench.core.config.ConfigFormats;
import dev.retryworkbench.core.configform.ConfigTarget;
import dev.retryworkbench.core.configform.ConfigTargets;
import dev.retryworkbench.core.planner.PlannerTool;
import java.time.Duration;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * "Paste a config or copy as" in Chromium: the control loads config-paste.js and config-copy.js on first
 * opening, a real config fills its block and says what it did, "Copy as" writes the format, and a refused
 * text changes nothing.
 */
class ConfigPastePageTest {
    /** The example of gRFC A6 (grpc/proposal A6-client-retries.md), as core's tests read it too. */
    private static final String GRPC = "{\n  \"methodConfig\": [{\n    \"name\": [{\"service\": \"EchoService\"}],\n"
            + "    \"retryPolicy\": {\n      \"maxAttempts\": 4,\n      \"initialBackoff\": \"0.1s\",\n"
            + "      \"maxBackoff\": \"1s\",\n      \"backoffMultiplier\": 2,\n"
            + "      \"retryableStatusCodes\": [\"UNAVAILABLE\"]\n    }\n  }],\n"
            + "  \"retryThrottling\": {\"maxTokens\": 10, \"tokenRatio\": 0.1}\n}\n";

    @RegisterExtension
    static final Browser browser = Browser.perClass(true);

    @BeforeEach
    void open() {
        browser.open("amplification.html");
        browser.awaitScript();
    }

    private void openControl(String id) {
        assertThat(browser.script("return document.getElementById('config-paste-script')")).isNull();
        browser.find("#" + id + " > summary").click();
        new WebDriverWait(browser.driver(), Duration.ofSeconds(20))
                .until(driver -> Boolean.TRUE.equals(browser.script("const c = document.getElementById(arguments[0]);"
                        + " return c.hasAttribute('data-paste-bound') && c.hasAttribute('data-copy-bound')", id)));
    }

    private void paste(String id, String text) {
        browser.script("document.getElementById(arguments[0]).value = arguments[1]", id + "-text", text);
        browser.find("#" + id + "-apply").click();
        browser.awaitPasted();
    }


    @Test
    void theScriptIsNotLoadedUntilAControlIsOpened() {
        // One per layer slot, the five after the worked example's three hidden until a layer is added.
        assertThat(browser.script("return document.querySelectorAll('details.config-io').length")).isEqualTo(8L);
        assertThat(browser.script("return [...document.querySelectorAll('details.config-io')]"
                + ".filter(d => d.getClientRects().length).length")).isEqualTo(3L);
        assertThat(browser.script("return document.querySelectorAll('script[src*=\"config\"]').length"))
                .isEqualTo(0L);
        // The blocks' declarations come with the scripts (amplification-configs.js), not with the page.
        assertThat(browser.script("return document.querySelectorAll('[data-target]').length")).isEqualTo(0L);
        openControl("layer3-config");
        assertThat(browser.script("return Array.from(document.querySelectorAll('script[src*=\"config\"]'))"
                + ".map(s => s.getAttribute('src')).join(' ')"))
                .isEqualTo("amplification-configs.js config-copy.js config-paste.js");
        assertThat(browser.script("return document.querySelectorAll('details.config-io[data-target]').length"))
                .isEqualTo(8L);
        // Opening another control loads nothing more; an open control covers the others', so close it first.
        browser.find("#layer3-config > summary").click();
        browser.find("#layer2-config > summary").click();
        assertThat(browser.script("return document.getElementById('layer2-config').open")).isEqualTo(Boolean.TRUE);
        assertThat(browser.script("return document.querySelectorAll('script[src^=\"config-\"]').length"))
                .isEqualTo(2L);
    }

    @Test
    void anotherPartsScriptLoadsOnlyWhenATextOfItIsApplied() {
        String job = "apiVersion: batch/v1\nkind: Job\nspec:\n  backoffLimit: 4\n";
        String sidekiq = "class Job\n  sidekiq_options retry: 3\nend\n";
        // The script of the part that reads a Kubernetes Job, which is not config-paste.js's.
        assertThat(ConfigFormats.part(job)).isGreaterThan(1);
        String jobScript = ReaderScripts.name(ConfigFormats.part(job)) + ".js";
        String loaded = "return document.querySelectorAll('script[src=\"' + arguments[0] + '\"]').length";
        openControl("layer3-config");
        paste("layer3-config", GRPC);
        assertThat(browser.value("layer3-attempts")).isEqualTo("4");
        assertThat(browser.script(loaded, jobScript)).isEqualTo(0L);
        // Loaded now, it reads the text that loaded it.
        paste("layer3-config", job);
        assertThat(browser.script(loaded, jobScript)).isEqualTo(1L);
        assertThat(browser.value("layer3-attempts")).isEqualTo("5");
        assertThat(browser.find("#layer3-config-report").getText()).startsWith("Read as Kubernetes Job (YAML)");
        // Then each script reads its own part, the others leaving the text alone.
        paste("layer3-config", sidekiq);
        assertThat(browser.value("layer3-attempts")).isEqualTo("4");
        assertThat(browser.find("#layer3-config-report").getText()).startsWith("Read as Sidekiq");
        assertThat(browser.script(loaded, ReaderScripts.name(ConfigFormats.part(sidekiq)) + ".js")).isEqualTo(1L);
        paste("layer3-config", GRPC.replace("\"maxAttempts\": 4", "\"maxAttempts\": 3"));
        assertThat(browser.value("layer3-attempts")).isEqualTo("3");
        assertThat(browser.script(loaded, jobScript)).isEqualTo(1L);
        assertThat(browser.find("#layer3-config-error").getText()).isEmpty();
    }

    @Test
    void twoAppliesWhileTheirPartsScriptLoadsAreBothApplied() {
        String job = "apiVersion: batch/v1\nkind: Job\nspec:\n  backoffLimit: %d\n";
        openControl("layer3-config");
        // Both in one task: the second Apply comes while the script the first asked for is still loading.
        browser.script("for (const [slot, limit] of [[2, 6], [3, 2]]) {"
                + " document.getElementById('layer' + slot + '-config-text').value = arguments[0].replace('%d', limit);"
                + " document.getElementById('layer' + slot + '-config-apply').click(); }", job);
        browser.awaitPasted();
        new WebDriverWait(browser.driver(), Duration.ofSeconds(10)).until(d ->
                browser.find("#layer2-config-report").getAttribute("textContent").startsWith("Read as Kubernetes Job"));
        assertThat(browser.find("#layer3-config-report").getAttribute("textContent"))
                .startsWith("Read as Kubernetes Job");
        assertThat(browser.value("layer2-attempts")).isEqualTo("7");
        assertThat(browser.value("layer3-attempts")).isEqualTo("3");
        assertThat(browser.script("return document.querySelectorAll('[data-paste-pending]').length")).isEqualTo(0L);
    }

    @Test
    void aGrpcServiceConfigFillsTheSdkLayerAndTurnsItsPickerToTheMatchingPreset() {
        openControl("layer3-config");
        paste("layer3-config", GRPC);
        assertThat(browser.value("layer3-attempts")).isEqualTo("4");
        assertThat(browser.value("layer3-initial")).isEqualTo("100");
        assertThat(browser.value("layer3-max")).isEqualTo("1000");
        assertThat(browser.value("layer3-multiplier")).isEqualTo("2");
        assertThat(browser.value("layer3-jitter")).isEqualTo("proportional");
        assertThat(browser.value("layer3-preset")).isEqualTo("grpc-a6");
        assertThat(browser.find("#layer3-preset-about").getText()).startsWith("Models gRPC");
        String report = browser.find("#layer3-config-report").getText();
        assertThat(report).startsWith("Read as gRPC service config (JSON) and applied to layer 3; preset: gRPC"
                + " (gRFC A6 since 2024).").contains("retryPolicy.maxAttempts");
        assertThat(browser.find("#layer3-config-report").getAttribute("role")).isEqualTo("status");
        Map<String, String> changes = new LinkedHashMap<>();
        for (String id : new String[] {"layer3-preset", "layer3-attempts", "layer3-initial", "layer3-max", "layer3-multiplier",
            "layer3-shape", "layer3-jitter", "layer3-jitter-low", "layer3-jitter-high", "deadline", "timeout", "deadline-rule"}) {
            changes.put(id, browser.value(id));
        }
        browser.assertResultsMatchJvm(new AmplificationTool(Checks.FINDINGS), changes);
    }

    @Test
    void anEnvoyBootstrapFillsTheApplicationLayerAsCustom() throws Exception {
        openControl("layer2-config");
        // Envoy Mobile's minimal bootstrap (core/src/test/resources/config, with its source).
        paste("layer2-config", StackColumns.example("envoy-mobile-bootstrap.yaml"));
        assertThat(browser.value("layer2-initial")).isEqualTo("250");
        assertThat(browser.value("layer2-max")).isEqualTo("60000");
        assertThat(browser.value("layer2-jitter")).isEqualTo("full");
        assertThat(browser.value("layer2-preset")).isEmpty();
        assertThat(browser.find("#layer2-config-report").getText()).startsWith("Read as Envoy");
        assertThat(browser.find("#layer2-config-error").getText()).isEmpty();
    }

    @Test
    void aPollyAppsettingsSectionFillsTheApplicationLayerThroughTheSecondScript() throws Exception {
        // A named client's standard resilience handler (core/src/test/resources/config, with its source): 3 retries,
        // BackoffType 1 (Linear, read as a constant 100 ms), Polly's +-25% jitter; its part's script reads it.
        openControl("layer2-config");
        paste("layer2-config", StackColumns.example("polly-named-client.json"));
        assertThat(browser.value("layer2-attempts")).isEqualTo("4");
        assertThat(browser.value("layer2-initial")).isEqualTo("100");
        assertThat(browser.value("layer2-max")).isEqualTo("100");
        assertThat(browser.value("layer2-jitter")).isEqualTo("proportional");
        assertThat(browser.value("layer2-jitter-low")).isEqualTo("0.75");
        assertThat(browser.value("layer2-jitter-high")).isEqualTo("1.25");
        assertThat(browser.find("#layer2-config-report").getText()).startsWith("Read as Polly v8")
                .contains("Resilience:HttpClients:CatalogService:Retry:BackoffType");
        assertThat(browser.find("#layer2-config-error").getText()).isEmpty();
    }

    @Test
    void anEnvoyGatewayPolicyFillsTheApplicationLayerThroughTheLastPartsScript() throws Exception {
        // Envoy Gateway's retry task (core/src/test/resources/config, with its source): numRetries 5, Envoy's
        // full jitter from 100 ms to 10 s, 250 ms per try. Its part is the readers' last, whose script reads it alone.
        String text = StackColumns.example("envoy-gateway-retry.yaml");
        assertThat(ConfigFormats.part(text)).isEqualTo(ConfigFormats.PARTS);
        openControl("layer2-config");
        paste("layer2-config", text);
        assertThat(browser.script("return document.querySelectorAll('script[src=\"' + arguments[0] + '\"]').length",
                ReaderScripts.name(ConfigFormats.PARTS) + ".js")).isEqualTo(1L);
        assertThat(browser.value("layer2-attempts")).isEqualTo("6");
        assertThat(browser.value("layer2-initial")).isEqualTo("100");
        assertThat(browser.value("layer2-max")).isEqualTo("10000");
        assertThat(browser.value("layer2-jitter")).isEqualTo("full");
        assertThat(browser.value("layer2-per-try-timeout")).isEqualTo("250");
        assertThat(browser.find("#layer2-config-report").getText()).startsWith("Read as Envoy Gateway");
        assertThat(browser.find("#layer2-config-error").getText()).isEmpty();
    }

    @Test
    void aRefusedTextChangesNothingAndSaysWhereItStopped() {
        openControl("layer3-config");
        String before = browser.resultsHtml();
        paste("layer3-config", "{\n  \"methodConfig\": [\n    {\"retryPolicy\": {\"maxAttempts\": 4,, }}\n");
        assertThat(browser.find("#layer3-config-error").getText()).matches("Line 3, column \\d+: expected .*"
                + " Nothing was changed\\.");
        assertThat(browser.find("#layer3-config-error").getAttribute("role")).isEqualTo("alert");
        assertThat(browser.find("#layer3-config-text").getAttribute("aria-invalid")).isEqualTo("true");
        assertThat(browser.value("layer3-attempts")).isEqualTo("3");
        assertThat(browser.value("layer3-preset")).isEmpty();
        assertThat(browser.resultsHtml()).isEqualTo(before);
        // Junk and a text far too long: a clear message each, the form unchanged.
        paste("layer3-config", "\u0001\u0002binary");
        assertThat(browser.find("#layer3-config-error").getText()).contains("not binary data");
        browser.script("document.getElementById('layer3-config-text').value = 'a: 1\\n'.repeat(200000)");
        browser.find("#layer3-config-apply").click();
        assertThat(browser.find("#layer3-config-error").getText()).contains("at most 200000 characters");
        assertThat(browser.value("layer3-attempts")).isEqualTo("3");
    }

    @Test
    void aRefusalAfterAnAppliedTextReplacesItsReportWithTheReadersOwnMessage() {
        openControl("layer3-config");
        paste("layer3-config", "{\"methodConfig\": [{\"name\": [{}], \"retryPolicy\": {\"maxAttempts\": 4,"
                + " \"initialBackoff\": \"0.1s\", \"maxBackoff\": \"1s\", \"backoffMultiplier\": 2,"
                + " \"retryableStatusCodes\": [\"UNAVAILABLE\"]}}]}");
        assertThat(browser.find("#layer3-config-report").getText()).startsWith("Read as gRPC");
        String refused = "{\n  \"methodConfig\": [\n    {\"retryPolicy\": {\"maxAttempts\": 4,, }}\n";
        String expected = null;
        try {
            ConfigFormats.read(refused, ConfigFormats.AUTO);
        } catch (ConfigError e) {
            expected = e.sentence() + " Nothing was changed.";
        }
        assertThat(expected).isNotNull();
        paste("layer3-config", refused);
        assertThat(browser.find("#layer3-config-error").getText()).isEqualTo(expected);
        // The earlier text's report no longer tells the block the page holds: it goes.
        assertThat(browser.find("#layer3-config-report").getText()).isEmpty();
        assertThat(browser.value("layer3-attempts")).isEqualTo("4");
    }

    @Test
    void copyAsWritesTheBlockInTheChosenFormat() {
        openControl("layer3-config");
        browser.select("layer3-config-format", "grpc");
        String grpc = browser.find("#layer3-config-output").getText();
        assertThat(grpc).contains("\"maxAttempts\": 3").contains("\"initialBackoff\": \"0.1s\"");
        browser.select("layer3-config-format", "envoy");
        assertThat(browser.find("#layer3-config-output").getText()).contains("num_retries: 2")
                .contains("base_interval: 0.1s");
        // An invalid field: nothing is written, the message names the field.
        browser.type("layer3-attempts", "101");
        browser.select("layer3-config-format", "grpc");
        assertThat(browser.find("#layer3-config-output").getText()).isEmpty();
        assertThat(browser.find("#layer3-config-copied").getText()).startsWith("Fix the form first: ")
                .contains("Layer 3 attempt limit");
    }

    /** The form has no field for the retry conditions: "Copy as" writes those of the text last applied (issue 34). */
    @Test
    void copyAsCarriesTheRetryConditionsOfTheAppliedText() {
        openControl("layer2-config");
        paste("layer2-config", "retry_policy:\n  retry_on: 5xx\n  num_retries: 2\n");
        browser.select("layer2-config-format", "envoy");
        assertThat(browser.find("#layer2-config-output").getText()).contains("retry_on: \"5xx\"")
                .doesNotContain("reset");
        paste("layer2-config", "{\"methodConfig\": [{\"name\": [{}], \"retryPolicy\": {\"maxAttempts\": 3,"
                + " \"initialBackoff\": \"0.1s\", \"maxBackoff\": \"1s\", \"backoffMultiplier\": 2,"
                + " \"retryableStatusCodes\": [\"UNAVAILABLE\", \"RESOURCE_EXHAUSTED\"]}}]}");
        assertThat(browser.find("#layer2-config-output").getText())
                .contains("retry_on: \"resource-exhausted,unavailable\"");
    }

    /** The planner's one block, its schedule, takes a paste too: seconds in its fields, and the page recomputes. */
    @Test
    void onThePlannerAGrpcRetryPolicyFillsTheSchedule() {
        browser.open("planner.html");
        browser.awaitScript();
        openControl("planner-config");
        paste("planner-config", GRPC);
        assertThat(browser.value("attempts")).isEqualTo("4");
        assertThat(browser.value("base-delay")).isEqualTo("0.1");
        assertThat(browser.value("max-delay")).isEqualTo("1");
        assertThat(browser.value("multiplier")).isEqualTo("2");
        assertThat(browser.find("#planner-config-report").getText()).contains("maxAttempts").contains("initialBackoff");
        Map<String, String> schedule = new HashMap<>();
        ConfigTarget block = ConfigTargets.of(new PlannerTool().id()).get(0);
        for (String id : block.fieldIds()) {
            schedule.put(id, browser.value(id));
        }
        schedule.put(block.presetId(), browser.value(block.presetId()));
        browser.assertResultsMatchJvm(new PlannerTool(), schedule);
    }

    @Test
    void onTheStormPageAGrpcRetryThrottlingFillsTheBudget() {
        browser.open("storm.html");
        browser.awaitScript();
        openControl("layer3-config");
        paste("layer3-config", GRPC);
        assertThat(browser.value("budget")).isEqualTo("grpc-throttling");
        assertThat(browser.value("budget-max-tokens")).isEqualTo("10");
        assertThat(browser.value("budget-token-ratio")).isEqualTo("0.1");
        assertThat(browser.value("layer3-attempts")).isEqualTo("4");
    }

    @Test
    void onTheStormPageALinkerdRetryBudgetFillsTheRatioBudget() {
        browser.open("storm.html");
        browser.awaitScript();
        openControl("layer3-config");
        paste("layer3-config", "spec:\n  retryBudget:\n    retryRatio: 0.3\n    minRetriesPerSecond: 7\n    ttl: 20s\n");
        assertThat(browser.value("budget")).isEqualTo("ratio");
        assertThat(browser.value("budget-percent-can-retry")).isEqualTo("0.3");
        assertThat(browser.value("budget-min-retries-per-second")).isEqualTo("7");
        assertThat(browser.value("budget-ttl")).isEqualTo("20");
        assertThat(browser.find("#budget-percent-can-retry").isDisplayed()).isTrue();
    }

    @Test
    void onTheStormPageAHedgingConfigSetsTheInnermostLayersHedging() {
        browser.open("storm.html");
        browser.awaitScript();
        openControl("layer3-config");
        // gRPC's hedging after a delay, on the innermost of the worked example's three layers.
        paste("layer3-config", "{\"methodConfig\": [{\"name\": [{}], \"hedgingPolicy\": {\"maxAttempts\": 3,"
                + " \"hedgingDelay\": \"0.1s\"}}]}");
        assertThat(browser.value("sdk-hedging")).isEqualTo("members");
        assertThat(browser.value("sdk-hedge-delay")).isEqualTo("100");
        assertThat(browser.value("sdk-hedge-max-attempts")).isEqualTo("3");
        assertThat(browser.value("layer3-attempts")).isEqualTo("1");
        assertThat(browser.find("#sdk-hedge-delay").isDisplayed()).isTrue();
        // Envoy's route hedges on its per-try timeout, which becomes the innermost layer's attempt timeout.
        paste("layer3-config", hedgingEnvoyRoute(2, "0.25s"));
        assertThat(browser.value("sdk-hedging")).isEqualTo("on-per-try-timeout");
        assertThat(browser.value("timeout")).isEqualTo("250");
        assertThat(browser.value("layer3-attempts")).isEqualTo("3");
        assertThat(browser.find("#sdk-hedge-delay").isDisplayed()).isFalse();
        // On an outer layer the same route retries: the hedging stays, and the report says why.
        browser.find("#layer3-config > summary").click();
        browser.find("#layer1-config > summary").click();
        paste("layer1-config", hedgingEnvoyRoute(4, "0.5s"));
        assertThat(browser.value("layer1-attempts")).isEqualTo("5");
        assertThat(browser.value("sdk-hedging")).isEqualTo("on-per-try-timeout");
        assertThat(browser.value("timeout")).isEqualTo("250");
        assertThat(browser.find("#layer1-config").getText()).contains("only the innermost layer hedges");
    }

    /** An Envoy route that retries {@code retries} times and hedges on its per-try timeout {@code perTry}. */
    private static String hedgingEnvoyRoute(int retries, String perTry) {
        return "routes:\n- match: {prefix: \"/\"}\n  route:\n    cluster: service\n    retry_policy:\n"
                + "      retry_on: 5xx\n      num_retries: " + retries + "\n      per_try_timeout: " + perTry + "\n"
                + "    hedge_policy:\n      hedge_on_per_try_timeout: true\n";
    }

    /** Issue 21's bad inputs: each name, the text, and the words its message must hold. */
    static Stream<Arguments> hostileTexts() {
        StringBuilder deep = new StringBuilder();
        for (int i = 0; i < 200; i++) {
            deep.append(" ".repeat(i)).append("k").append(i).append(":\n");
        }
        return Stream.of(
                Arguments.of("a 1 MB paste", "retry_policy:\n" + "  # padding\n".repeat(90_000),
                        "at most 200000 characters"),
                Arguments.of("10,000 levels of JSON", "[".repeat(10_000) + "]".repeat(10_000), "at most 64 levels"),
                Arguments.of("200 levels of YAML", deep.toString(), "at most 64 levels"),
                Arguments.of("binary junk", "retry_policy:\n  num_retries: 3\u0000\u0001\u00ff", "not binary data"),
                Arguments.of("a YAML anchor bomb", "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
                        + "b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\n"
                        + "retry_policy: [*c,*c,*c,*c,*c,*c,*c,*c,*c]\n", "not an anchor"),
                Arguments.of("a JSON number too large", "{\"retryPolicy\": {\"maxAttempts\": 1" + "0".repeat(400)
                        + ", \"initialBackoff\": \"1s\", \"maxBackoff\": \"1s\", \"backoffMultiplier\": 2,"
                        + " \"retryableStatusCodes\": [14]}}", "below 1e22"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("hostileTexts")
    void eachBadInputGetsItsMessageWhereItWasEnteredAndChangesNothing(String name, String text, String words) {
        openControl("layer3-config");
        String before = browser.resultsHtml();
        browser.script("document.getElementById('layer3-config-text').value = arguments[0]", text);
        // The apply runs in the click's own task: its length is that of the task the page gives it.
        Object ms = browser.script("const t = performance.now();"
                + " document.getElementById('layer3-config-apply').click(); return performance.now() - t");
        System.out.println("[paste] " + name + ": refused in " + ms + " ms");
        assertThat(browser.find("#layer3-config-error").getText()).matches("Line \\d+, column \\d+: expected .*")
                .contains(words).endsWith("Nothing was changed.");
        assertThat(browser.find("#layer3-config-text").getAttribute("aria-invalid")).isEqualTo("true");
        assertThat(browser.value("layer3-attempts")).isEqualTo("3");
        assertThat(browser.value("layer3-initial")).isEqualTo("100");
        assertThat(browser.value("layer3-preset")).isEmpty();
        assertThat(browser.find("#layer3-config-report").getText()).isEmpty();
        browser.awaitIdle();
        assertThat(browser.resultsHtml()).isEqualTo(before);
    }

    @Test
    void aValidTextNearTheLimitStillApplies() {
        openControl("layer3-config");
        // 4,000 routes of an Envoy route table, 190,000 characters or so: the first is read, the others named.
        StringBuilder text = new StringBuilder("routes:\n");
        for (int i = 0; text.length() < 190_000; i++) {
            text.append("- match: {prefix: /r").append(i).append("}\n  route:\n    retry_policy: {num_retries: ")
                    .append(i % 5 + 1).append("}\n");
        }
        browser.script("document.getElementById('layer3-config-text').value = arguments[0]", text.toString());
        Object ms = browser.script("const t = performance.now();"
                + " document.getElementById('layer3-config-apply').click(); return performance.now() - t");
        System.out.println("[paste] a valid text of " + text.length() + " characters: applied in " + ms + " ms");
        browser.awaitIdle();
        assertThat(browser.find("#layer3-config-error").getText()).isEmpty();
        assertThat(browser.value("layer3-attempts")).isEqualTo("2");
        assertThat(browser.find("#layer3-config-report").getText()).contains("other policies");
    }
}
