package dev.retryworkbench.core.configform;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.amplification.AmplificationTool;
import dev.retryworkbench.core.check.Checks;
import dev.retryworkbench.core.config.ConfigBlock;
import dev.retryworkbench.core.config.ConfigBudget;
import dev.retryworkbench.core.config.ConfigFormats;
import dev.retryworkbench.core.config.ConfigHedging;
import dev.retryworkbench.core.config.ConfigReading;
import dev.retryworkbench.core.config.ConfigWriting;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.planner.PlannerTool;
import dev.retryworkbench.core.storm.StormTool;
import dev.retryworkbench.core.tool.ToolNames;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Filling a block from a config text, and writing one from the form, on the JVM. */
class ConfigTargetTest {
    private static final String GRPC = "{\"methodConfig\": [{\"name\": [{\"service\": \"echo.Echo\"}],"
            + " \"retryPolicy\": {\"maxAttempts\": 4, \"initialBackoff\": \"0.1s\", \"maxBackoff\": \"1s\","
            + " \"backoffMultiplier\": 2, \"retryableStatusCodes\": [\"UNAVAILABLE\"]}}]}";

    @Test
    void everyPageHasItsBlocksAndTheyReadBackFromTheirControl() {
        assertThat(ConfigTargets.of(ToolNames.AMPLIFICATION)).extracting(ConfigTarget::id)
                .containsExactly("layer1-config", "layer2-config", "layer3-config", "layer4-config", "layer5-config",
                        "layer6-config", "layer7-config", "layer8-config");
        // The storm simulator's stack is the workbench's: a block per slot.
        assertThat(ConfigTargets.of(ToolNames.STORM)).extracting(ConfigTarget::id)
                .isEqualTo(ConfigTargets.of(ToolNames.AMPLIFICATION).stream().map(ConfigTarget::id).toList());
        assertThat(ConfigTargets.of(ToolNames.PLANNER)).extracting(ConfigTarget::id).containsExactly("planner-config");
        assertThat(ConfigTargets.of(ToolNames.LATENCY)).extracting(ConfigTarget::id).containsExactly("latency-config");
        for (String tool : List.of(ToolNames.AMPLIFICATION, ToolNames.STORM, ToolNames.PLANNER, ToolNames.LATENCY)) {
            for (ConfigTarget target : ConfigTargets.of(tool)) {
                assertThat(ConfigTarget.decode(target.encode()).encode()).isEqualTo(target.encode());
            }
        }
    }

    @Test
    void aPastedHedgingPolicyFillsTheLatencyPlannersPolicyAndItsFieldsWriteItBack() throws Exception {
        // The "done when": a pasted gRPC hedgingPolicy fills the latency page.
        ConfigReading reading = ConfigFormats.read("{\"methodConfig\": [{\"name\": [{}], \"timeout\": \"3s\","
                + " \"hedgingPolicy\": {\"maxAttempts\": 3, \"hedgingDelay\": \"0.1s\"}}]}", ConfigFormats.AUTO);
        ConfigTarget policy = ConfigTarget.decode(ConfigTargets.of(ToolNames.LATENCY).get(0).encode());
        ConfigTarget.Outcome outcome = policy.fill(reading.block());
        assertThat(outcome.refusal()).isNull();
        Map<String, String> filled = new HashMap<>();
        for (int i = 0; i < outcome.filling().fieldIds().size(); i++) {
            filled.put(outcome.filling().fieldIds().get(i), outcome.filling().texts().get(i));
        }
        assertThat(filled).containsEntry("hedging", "members").containsEntry("hedge-delay", "100")
                .containsEntry("hedge-max-attempts", "3").containsEntry("attempts", "3")
                .containsEntry("per-try-timeout", "").doesNotContainKey("deadline");
        // The config's timeout is its layer's, not the caller's deadline: said, not filled.
        assertThat(outcome.filling().notes()).anyMatch(note -> note.contains("the caller's deadline stays"));
        List<String> problems = new ArrayList<>();
        ConfigBlock back = policy.read(filled::get, problems);
        assertThat(problems).isEmpty();
        assertThat(back.hedging()).isEqualTo(ConfigHedging.afterDelay(100, 3));
        assertThat(back.equivalent(reading.block().withTimeout(Double.NaN))).isTrue();
        // Envoy's hedging on per-try timeout needs the per-try timeout the text sets with it.
        filled.put("hedging", "on-per-try-timeout");
        filled.put("per-try-timeout", "");
        assertThat(policy.read(filled::get, problems)).isNull();
        assertThat(problems).containsExactly("Per-try timeout is required when hedging on per-try timeout.");
        // A layer of the workbench does not hedge: it says so and takes the attempts.
        ConfigTarget.Filling layer = ConfigTargets.of(ToolNames.AMPLIFICATION).get(2).fill(reading.block()).filling();
        assertThat(layer.notes()).contains("Hedging: this block retries instead.");
    }

    @Test
    void aPastedConfigsTimeoutsAreItsLayersAndNeverTheCallersDeadline() throws Exception {
        // Issue 30: a gRPC config's timeout: 2s became the page's deadline, so outer retries never appeared.
        ConfigReading reading = ConfigFormats.read(GRPC.replace("\"retryPolicy\"", "\"timeout\": \"2s\", \"retryPolicy\""),
                ConfigFormats.AUTO);
        assertThat(reading.block().timeoutMs()).isEqualTo(2_000);
        // The workbench's SDK layer takes it as its own timeout, fresh for each outer attempt.
        ConfigTarget.Filling workbench = ConfigTargets.of(ToolNames.AMPLIFICATION).get(2).fill(reading.block())
                .filling();
        assertThat(workbench.fieldIds()).doesNotContain("deadline", "deadline-rule")
                .containsExactly("layer3-attempts", "layer3-initial", "layer3-max", "layer3-multiplier",
                        "layer3-shape", "layer3-jitter", "layer3-jitter-low", "layer3-jitter-high", "layer3-timeout",
                        "layer3-per-try-timeout");
        assertThat(workbench.texts().get(workbench.fieldIds().indexOf("layer3-timeout"))).isEqualTo("2000");
        assertThat(workbench.notes()).isEmpty();
        // The storm simulator has no layer timeouts yet: it says so and leaves its deadline alone.
        ConfigTarget.Filling storm = ConfigTargets.of(ToolNames.STORM).get(0).fill(reading.block()).filling();
        assertThat(storm.fieldIds()).doesNotContain("deadline", "deadline-rule")
                .containsExactly("layer1-attempts", "layer1-initial", "layer1-max", "layer1-multiplier",
                        "layer1-shape", "layer1-jitter", "layer1-jitter-low", "layer1-jitter-high");
        assertThat(storm.notes()).containsExactly("Timeout 2000 ms on one run of this layer's policy:"
                + " this block has no timeout field; the caller's deadline stays as it was.");
    }

    @Test
    void aConfigWithoutTimeoutsEmptiesTheLayersOwnAndKeepsTheAttemptTimeout() throws Exception {
        ConfigReading reading = ConfigFormats.read(GRPC, ConfigFormats.AUTO);
        assertThat(reading.block().hasTimeout()).isFalse();
        ConfigTarget application = ConfigTargets.of(ToolNames.AMPLIFICATION).get(1);
        ConfigTarget.Filling filling = application.fill(reading.block()).filling();
        List<String> ids = filling.fieldIds();
        assertThat(ids).contains("layer2-per-try-timeout", "layer2-timeout").doesNotContain("timeout");
        assertThat(filling.texts().get(ids.indexOf("layer2-per-try-timeout"))).isEmpty();
        assertThat(filling.texts().get(ids.indexOf("layer2-timeout"))).isEmpty();
        ConfigTarget.Filling sdk = ConfigTargets.of(ToolNames.AMPLIFICATION).get(2).fill(reading.block()).filling();
        assertThat(sdk.fieldIds()).contains("layer3-timeout").doesNotContain("timeout");
    }

    @Test
    void aGrpcConfigFillsTheSdkLayerAndTurnsThePickerToItsPreset() throws Exception {
        ConfigTarget sdk = ConfigTarget.decode(ConfigTargets.of(ToolNames.AMPLIFICATION).get(2).encode());
        ConfigReading reading = ConfigFormats.read(GRPC, ConfigFormats.AUTO);
        ConfigTarget.Outcome outcome = sdk.fill(reading.block());
        assertThat(outcome.refusal()).isNull();
        Map<String, String> filled = new HashMap<>();
        for (int i = 0; i < outcome.filling().fieldIds().size(); i++) {
            filled.put(outcome.filling().fieldIds().get(i), outcome.filling().texts().get(i));
        }
        assertThat(filled).containsEntry("layer3-attempts", "4").containsEntry("layer3-initial", "100")
                .containsEntry("layer3-max", "1000").containsEntry("layer3-multiplier", "2");
        assertThat(outcome.filling().presetId()).isEqualTo(
                "proportional".equals(filled.get("layer3-jitter")) ? "grpc-a6" : "grpc-a6-before-2024");
        String report = ConfigReport.html(sdk, reading, outcome.filling(), null);
        assertThat(report).contains("Read as ").contains("retryPolicy.maxAttempts");
    }

    @Test
    void rangeEndsReadBackAsTheDoublesWritten() {
        for (String text : new String[] {"0", "1", "100", "2592000000", "0.5", "0.75", "1.2", "86400", "1e21", "-3",
            "0.001", "1.5e-7"}) {
            assertThat(ConfigTarget.decimal(text)).as(text).isEqualTo(Double.parseDouble(text));
        }
    }

    @Test
    void thePlannerTakesItsWaitsInSeconds() throws Exception {
        ConfigTarget schedule = ConfigTarget.decode(ConfigTargets.of(ToolNames.PLANNER).get(0).encode());
        ConfigTarget.Outcome outcome = schedule.fill(ConfigFormats.read(GRPC, ConfigFormats.AUTO).block());
        assertThat(outcome.filling().fieldIds()).startsWith("attempts", "base-delay", "max-delay", "multiplier");
        assertThat(outcome.filling().texts()).startsWith("4", "0.1", "1", "2");
    }

    @Test
    void theFormsBlockIsWrittenAndReadsBackAsTheSamePolicy() throws Exception {
        AmplificationTool tool = new AmplificationTool(Checks.FINDINGS);
        RawValues defaults = FormReading.defaults(tool.form());
        ConfigTarget sdk = ConfigTargets.of(ToolNames.AMPLIFICATION).get(2);
        List<String> problems = new ArrayList<>();
        var block = sdk.read(defaults, problems);
        assertThat(problems).isEmpty();
        assertThat(block.policy().attempts()).isEqualTo(3);
        String text = ConfigFormats.byId("grpc").write(block).text();
        assertThat(ConfigFormats.read(text, "grpc").block().policy().attempts()).isEqualTo(3);
        Map<String, String> bad = new HashMap<>();
        sdk.read(id -> "layer3-attempts".equals(id) ? "101" : defaults.get(id), problems);
        assertThat(problems).hasSize(1);
        assertThat(problems.get(0)).contains("Layer 3 attempt limit");
        assertThat(new PlannerTool().form()).isNotEmpty();
    }

    @Test
    void aValueBeyondTheFormsRangeChangesNothing() throws Exception {
        ConfigTarget schedule = ConfigTargets.of(ToolNames.PLANNER).get(0);
        String slow = GRPC.replace("\"1s\"", "\"100000s\"");
        ConfigTarget.Outcome outcome = schedule.fill(ConfigFormats.read(slow, ConfigFormats.AUTO).block());
        assertThat(outcome.filling()).isNull();
        assertThat(outcome.refusal()).startsWith("The text's value does not fit the form: ");
    }

    @Test
    void eachBudgetAConfigSetsFillsTheStormBudget() throws Exception {
        // The innermost layer of the page's stack (the third of three) takes the budget.
        ConfigTarget sdk = ConfigTargets.of(ToolNames.STORM).get(2);
        Map<String, Map<String, String>> expected = new java.util.LinkedHashMap<>();
        String envoy = "circuit_breakers:\n  thresholds:\n  - priority: \"DEFAULT\"\n    retry_budget:\n"
                + "      budget_percent:\n        value: 25.0\n      min_retry_concurrency: 10\n";
        expected.put(envoy, Map.of("budget", "envoy", "budget-budget-percent", "25",
                "budget-min-retry-concurrency", "10"));
        expected.put("circuit_breakers:\n  thresholds:\n  - max_retries: 5\n",
                Map.of("budget", "max-retries", "budget-max-retries", "5"));
        expected.put("spec:\n  retryBudget:\n    retryRatio: 0.3\n    minRetriesPerSecond: 7\n    ttl: 20s\n",
                Map.of("budget", "ratio", "budget-percent-can-retry", "0.3", "budget-min-retries-per-second", "7",
                        "budget-ttl", "20"));
        expected.put("[default]\nretry_mode = adaptive\nmax_attempts = 4\n", Map.of("budget", "aws-adaptive"));
        expected.put(GRPC.substring(0, GRPC.length() - 1) + ", \"retryThrottling\": {\"maxTokens\": 8,"
                + " \"tokenRatio\": 0.5}}", Map.of("budget", "grpc-throttling", "budget-max-tokens", "8",
                        "budget-token-ratio", "0.5"));
        for (Map.Entry<String, Map<String, String>> entry : expected.entrySet()) {
            ConfigTarget.Outcome outcome = sdk.fill(ConfigFormats.read(entry.getKey(), ConfigFormats.AUTO).block(),
                    stormForm(Map.of()));
            assertThat(outcome.refusal()).as(entry.getKey()).isNull();
            Map<String, String> set = new HashMap<>();
            for (int i = 0; i < outcome.filling().fieldIds().size(); i++) {
                set.put(outcome.filling().fieldIds().get(i), outcome.filling().texts().get(i));
            }
            assertThat(set).as(entry.getKey()).containsAllEntriesOf(entry.getValue());
            assertThat(outcome.filling().notes()).as(entry.getKey()).noneMatch(note -> note.startsWith("Retry budget")
                    || note.startsWith("Budget parameter"));
        }
    }

    /** Returns what {@code outcome} sets: field id to text. */
    private static Map<String, String> set(ConfigTarget.Outcome outcome) {
        assertThat(outcome.refusal()).isNull();
        Map<String, String> set = new HashMap<>();
        for (int i = 0; i < outcome.filling().fieldIds().size(); i++) {
            set.put(outcome.filling().fieldIds().get(i), outcome.filling().texts().get(i));
        }
        return set;
    }

    @Test
    void aConfigsBudgetGoesOnItsOwnLayerInTheBudgetThatLayerHasOrTheFirstFree() throws Exception {
        List<ConfigTarget> layers = stormLayers();
        ConfigBlock linkerd = ConfigFormats.read("spec:\n  retryBudget:\n    retryRatio: 0.3\n    minRetriesPerSecond:"
                + " 7\n    ttl: 20s\n", ConfigFormats.AUTO).block();
        ConfigBlock grpc = ConfigFormats.read(GRPC.substring(0, GRPC.length() - 1) + ", \"retryThrottling\":"
                + " {\"maxTokens\": 8, \"tokenRatio\": 0.5}}", ConfigFormats.AUTO).block();
        // A mesh's budget on layer 1 of 3 takes the first budget, which then names layer 1.
        Map<String, String> first = set(layers.get(0).fill(linkerd, stormForm(Map.of())));
        assertThat(first).containsEntry("budget", "ratio").containsEntry("budget-percent-can-retry", "0.3")
                .containsEntry("guarded-layer", "1");
        // The SDK's, on the innermost, takes the next free one, on the innermost (empty), and leaves the first.
        Map<String, String> typed = new HashMap<>(first);
        Map<String, String> second = set(layers.get(2).fill(grpc, stormForm(typed)));
        assertThat(second).containsEntry("budget2", "grpc-throttling").containsEntry("budget2-max-tokens", "8")
                .containsEntry("budget2-layer", "").doesNotContainKeys("budget", "guarded-layer");
        typed.putAll(second);
        // Pasted again on layer 1, it replaces the budget that layer has.
        Map<String, String> again = set(layers.get(0).fill(grpc, stormForm(typed)));
        assertThat(again).containsEntry("budget", "grpc-throttling").containsEntry("guarded-layer", "1")
                .doesNotContainKey("budget2");
        // Copied from each layer, the block holds that layer's budget; a layer without one, none.
        List<String> problems = new ArrayList<>();
        assertThat(layers.get(2).read(stormForm(typed), problems).budget())
                .isEqualTo(budget("grpc-throttling", "maxTokens", 8, "tokenRatio", 0.5));
        assertThat(layers.get(0).read(stormForm(typed), problems).budget().kind()).isEqualTo("ratio");
        assertThat(layers.get(1).read(stormForm(typed), problems).budget()).isNull();
        assertThat(problems).isEmpty();
        assertThat(layers.get(2).fieldIds()).contains("budget2-max-tokens", "budget8-layer");
    }

    @Test
    void aHedgingConfigFillsTheStormsHedgingOnTheInnermostLayerOnly() throws Exception {
        List<ConfigTarget> layers = stormLayers();
        ConfigBlock envoy = ConfigFormats.read(String.join("\n", "routes:", "- match: {prefix: \"/\"}", "  route:",
                "    cluster: service", "    retry_policy:", "      retry_on: 5xx", "      num_retries: 2",
                "      per_try_timeout: 0.25s", "    hedge_policy:", "      hedge_on_per_try_timeout: true", ""),
                ConfigFormats.AUTO).block();
        // The default stack has 3 layers: layer 3 is the innermost, whose per-try timeout is the attempt timeout.
        Map<String, String> innermost = set(layers.get(2).fill(envoy, stormForm(Map.of())));
        assertThat(innermost).containsEntry("sdk-hedging", "on-per-try-timeout").containsEntry("timeout", "250")
                .containsEntry("layer3-attempts", "3").doesNotContainKeys("sdk-hedge-delay", "sdk-hedge-max-attempts");
        // Copied back, the innermost layer hedges as the route did.
        Map<String, String> typed = new HashMap<>(innermost);
        List<String> problems = new ArrayList<>();
        ConfigBlock copied = layers.get(2).read(stormForm(typed), problems);
        assertThat(problems).isEmpty();
        assertThat(copied.hedging()).isEqualTo(ConfigHedging.onPerTryTimeout());
        assertThat(copied.perTryTimeoutMs()).isEqualTo(250);
        // An outer layer retries: the form's hedging stays as it was, and the report says why.
        ConfigTarget.Filling outer = layers.get(0).fill(envoy, stormForm(typed)).filling();
        assertThat(outer.fieldIds()).doesNotContain("sdk-hedging", "timeout").contains("layer1-attempts");
        assertThat(outer.notes()).contains("Hedging: only the innermost layer hedges, so layer 1 retries instead.");
        assertThat(layers.get(0).read(stormForm(typed), problems).hedging()).isNull();

        // gRPC's hedging after a delay: the layer makes one attempt, which the hedges repeat.
        ConfigBlock grpc = ConfigFormats.read("{\"methodConfig\": [{\"name\": [{}], \"hedgingPolicy\":"
                + " {\"maxAttempts\": 3, \"hedgingDelay\": \"0.1s\"}}]}", ConfigFormats.AUTO).block();
        Map<String, String> delayed = set(layers.get(2).fill(grpc, stormForm(Map.of())));
        assertThat(delayed).containsEntry("sdk-hedging", "members").containsEntry("sdk-hedge-delay", "100")
                .containsEntry("sdk-hedge-max-attempts", "3").containsEntry("layer3-attempts", "1");
        assertThat(new StormTool().read(stormForm(delayed)).valid()).isTrue();
        assertThat(layers.get(2).read(stormForm(delayed), problems).hedging())
                .isEqualTo(ConfigHedging.afterDelay(100, 3));
        // A config that retries turns the innermost layer's hedging off: the text is that layer's whole policy.
        assertThat(set(layers.get(2).fill(ConfigFormats.read(GRPC, ConfigFormats.AUTO).block(), stormForm(delayed))))
                .containsEntry("sdk-hedging", "off").containsEntry("layer3-attempts", "4");
        assertThat(problems).isEmpty();
    }

    /** The storm page's layer blocks decoded, as its controls hold them (the budgets' layers travel with them). */
    private static List<ConfigTarget> stormLayers() {
        List<ConfigTarget> layers = new ArrayList<>();
        for (ConfigTarget target : ConfigTargets.of(ToolNames.STORM)) {
            layers.add(ConfigTarget.decode(target.encode()));
        }
        return layers;
    }

    /** The storm page at its defaults with {@code typed} typed into it. */
    private static RawValues stormForm(Map<String, String> typed) {
        RawValues defaults = FormReading.defaults(new StormTool().form());
        return id -> typed.containsKey(id) ? typed.get(id) : defaults.get(id);
    }

    private static ConfigBudget budget(String kind, Object... namesAndValues) {
        List<ConfigBudget.Parameter> parameters = new ArrayList<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            parameters.add(new ConfigBudget.Parameter((String) namesAndValues[i],
                    ((Number) namesAndValues[i + 1]).doubleValue()));
        }
        return new ConfigBudget(kind, parameters);
    }

    /** A storm form's budget, the format that can say its kind, and what that format writes for it. */
    private record BudgetCopy(String format, Map<String, String> form, ConfigBudget budget, List<String> written) {
    }

    @Test
    void theStormBudgetIsCopiedInEachFormatThatHasItsKindAndPastesBackAsTheSameBudget() throws Exception {
        ConfigTarget sdk = ConfigTarget.decode(ConfigTargets.of(ToolNames.STORM).get(2).encode());
        List<BudgetCopy> copies = List.of(
                new BudgetCopy("grpc", Map.of("budget", "grpc-throttling", "budget-max-tokens", "8",
                        "budget-token-ratio", "0.5"), budget("grpc-throttling", "maxTokens", 8, "tokenRatio", 0.5),
                        List.of("\"retryThrottling\": {", "\"maxTokens\": 8,", "\"tokenRatio\": 0.5\n")),
                new BudgetCopy("linkerd", Map.of("budget", "ratio", "budget-percent-can-retry", "0.3",
                        "budget-min-retries-per-second", "7", "budget-ttl", "20"),
                        budget("ratio", "percentCanRetry", 0.3, "minRetriesPerSecond", 7, "ttlSeconds", 20),
                        List.of("  retryBudget:\n    retryRatio: 0.3\n    minRetriesPerSecond: 7\n    ttl: 20s\n")),
                new BudgetCopy("envoy", Map.of("budget", "envoy", "budget-budget-percent", "25",
                        "budget-min-retry-concurrency", "10"),
                        budget("envoy", "budgetPercent", 25, "minRetryConcurrency", 10),
                        List.of("circuit_breakers:\n  thresholds:\n  - retry_budget:\n      budget_percent:\n"
                                + "        value: 25\n      min_retry_concurrency: 10\n")),
                new BudgetCopy("envoy", Map.of("budget", "max-retries", "budget-max-retries", "5"),
                        budget("max-retries", "maxRetries", 5),
                        List.of("circuit_breakers:\n  thresholds:\n  - max_retries: 5\n")),
                // The form's quota at its defaults (capacity left empty: the kind's 500) is the SDK's own.
                new BudgetCopy("aws-config", Map.of("budget", "aws-adaptive"), budget("aws-adaptive", "retryCost", 5,
                        "timeoutRetryCost", 10, "noRetryIncrement", 1, "throttlingRetryCost", 5),
                        List.of("retry_mode = adaptive\n")));
        for (BudgetCopy copy : copies) {
            String where = copy.budget().kind() + " as " + copy.format();
            List<String> problems = new ArrayList<>();
            ConfigBlock block = sdk.read(stormForm(copy.form()), problems);
            assertThat(problems).as(where).isEmpty();
            assertThat(block.budget()).as(where).isEqualTo(copy.budget());
            ConfigWriting writing = ConfigFormats.byId(copy.format()).write(block);
            assertThat(writing.text()).as(where).contains(copy.written().toArray(new String[0]));
            assertThat(writing.notes()).as(where).noneMatch(note -> note.contains("retry budget")
                    || note.contains("budget's") || note.contains("keeps its"));
            assertThat(writing.written().budget()).as(where).isEqualTo(copy.format().equals("aws-config")
                    ? budget("aws-adaptive") : copy.budget());

            ConfigTarget.Outcome pasted = sdk.fill(ConfigFormats.read(writing.text(), copy.format()).block(),
                    stormForm(Map.of()));
            assertThat(pasted.refusal()).as(where).isNull();
            Map<String, String> filled = new HashMap<>();
            for (int i = 0; i < pasted.filling().fieldIds().size(); i++) {
                filled.put(pasted.filling().fieldIds().get(i), pasted.filling().texts().get(i));
            }
            assertThat(filled).as(where).containsAllEntriesOf(copy.form());
            assertThat(pasted.filling().notes()).as(where).noneMatch(note -> note.startsWith("Retry budget")
                    || note.startsWith("Budget parameter"));
        }
    }

    @Test
    void aStormBudgetAFormatCannotExpressIsLeftOutWithACommentSayingSo() {
        ConfigTarget sdk = ConfigTarget.decode(ConfigTargets.of(ToolNames.STORM).get(2).encode());
        Map<String, String> expected = new LinkedHashMap<>();
        expected.put("token-bucket as envoy", "Envoy has no token-bucket retry budget: it is left out");
        expected.put("ratio as grpc", "gRPC has no ratio retry budget: it is left out");
        expected.put("envoy as linkerd", "Linkerd has no envoy retry budget: it is left out");
        expected.put("grpc-throttling as tenacity", "tenacity sets no retry budget here: the grpc-throttling budget"
                + " is left out");
        expected.put("max-retries as aws-config", "the AWS config file has no max-retries retry budget: standard mode"
                + " keeps its aws-quota budget");
        for (Map.Entry<String, String> entry : expected.entrySet()) {
            String[] kindAndFormat = entry.getKey().split(" as ");
            List<String> problems = new ArrayList<>();
            ConfigBlock block = sdk.read(stormForm(Map.of("budget", kindAndFormat[0])), problems);
            assertThat(problems).isEmpty();
            assertThat(block.budget().kind()).isEqualTo(kindAndFormat[0]);
            ConfigWriting writing = ConfigFormats.byId(kindAndFormat[1]).write(block);
            assertThat(writing.notes()).as(entry.getKey()).contains(entry.getValue());
            assertThat(writing.text()).as(entry.getKey()).contains(entry.getValue());
            assertThat(writing.written().budget() == null ? null : writing.written().budget().kind())
                    .as(entry.getKey()).isNotEqualTo(kindAndFormat[0]);
        }
    }

    @Test
    void theStormBlockCarriesOnlyTheChosenKindsParameters() {
        ConfigTarget sdk = ConfigTarget.decode(ConfigTargets.of(ToolNames.STORM).get(2).encode());
        List<String> problems = new ArrayList<>();
        assertThat(sdk.read(stormForm(Map.of()), problems).budget()).isNull();
        // A parameter of another kind, invalid out of sight, does not stop the copy; one of the kind does.
        ConfigBlock block = sdk.read(stormForm(Map.of("budget", "token-bucket", "budget-capacity", "7",
                "budget-threshold", "-1")), problems);
        assertThat(problems).isEmpty();
        assertThat(block.budget()).isEqualTo(budget("token-bucket", "capacity", 7, "refill", 0.1));
        assertThat(sdk.read(stormForm(Map.of("budget", "breaker", "budget-threshold", "-1")), problems)).isNull();
        assertThat(problems).hasSize(1);
        // Another layer than the innermost carries no budget, nor does a fourth layer while the stack has three.
        RawValues form = stormForm(Map.of("budget", "token-bucket"));
        assertThat(ConfigTarget.decode(ConfigTargets.of(ToolNames.STORM).get(1).encode()).read(form, problems)
                .budget()).isNull();
        assertThat(ConfigTarget.decode(ConfigTargets.of(ToolNames.STORM).get(3).encode()).read(form, problems)
                .budget()).isNull();
        assertThat(ConfigTarget.decode(ConfigTargets.of(ToolNames.STORM).get(3).encode())
                .read(stormForm(Map.of("budget", "token-bucket", "layer-count", "4")), problems).budget().kind())
                .isEqualTo("token-bucket");
        for (String tool : List.of(ToolNames.AMPLIFICATION, ToolNames.PLANNER)) {
            assertThat(ConfigTargets.of(tool)).allSatisfy(target -> {
                assertThat(target.budget()).isNull();
                assertThat(target.budgetFields()).isEmpty();
                assertThat(target.encode()).doesNotContain("\nB\t");
            });
        }
    }
}
