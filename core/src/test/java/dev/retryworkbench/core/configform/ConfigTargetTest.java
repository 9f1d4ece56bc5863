package dev.retryworkbench.core.configform;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.config.ConfigFormats;
import dev.retryworkbench.core.config.ConfigReading;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.amplification.AmplificationTool;
import dev.retryworkbench.core.planner.PlannerTool;
import dev.retryworkbench.core.tool.ToolNames;
import java.util.ArrayList;
import java.util.HashMap;
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
                .containsExactly("sdk-config", "app-config", "runner-config");
        assertThat(ConfigTargets.of(ToolNames.STORM)).hasSize(3);
        assertThat(ConfigTargets.of(ToolNames.PLANNER)).extracting(ConfigTarget::id).containsExactly("planner-config");
        for (String tool : List.of(ToolNames.AMPLIFICATION, ToolNames.STORM, ToolNames.PLANNER)) {
            for (ConfigTarget target : ConfigTargets.of(tool)) {
                assertThat(ConfigTarget.decode(target.encode()).encode()).isEqualTo(target.encode());
            }
        }
    }

    @Test
    void aGrpcConfigFillsTheSdkLayerAndTurnsThePickerToItsPreset() throws Exception {
        ConfigTarget sdk = ConfigTarget.decode(ConfigTargets.of(ToolNames.AMPLIFICATION).get(0).encode());
        ConfigReading reading = ConfigFormats.read(GRPC, ConfigFormats.AUTO);
        ConfigTarget.Outcome outcome = sdk.fill(reading.block());
        assertThat(outcome.refusal()).isNull();
        Map<String, String> filled = new HashMap<>();
        for (int i = 0; i < outcome.filling().fieldIds().size(); i++) {
            filled.put(outcome.filling().fieldIds().get(i), outcome.filling().texts().get(i));
        }
        assertThat(filled).containsEntry("sdk-attempts", "4").containsEntry("sdk-initial", "100")
                .containsEntry("sdk-max", "1000").containsEntry("sdk-multiplier", "2");
        assertThat(outcome.filling().presetId()).isEqualTo(
                "proportional".equals(filled.get("sdk-jitter")) ? "grpc-a6" : "grpc-a6-before-2024");
        String report = ConfigReport.html(sdk, reading, outcome.filling());
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
        AmplificationTool tool = new AmplificationTool();
        RawValues defaults = FormReading.defaults(tool.form());
        ConfigTarget sdk = ConfigTargets.of(ToolNames.AMPLIFICATION).get(0);
        List<String> problems = new ArrayList<>();
        var block = sdk.read(defaults, problems);
        assertThat(problems).isEmpty();
        assertThat(block.policy().attempts()).isEqualTo(3);
        String text = ConfigFormats.byId("grpc").write(block).text();
        assertThat(ConfigFormats.read(text, "grpc").block().policy().attempts()).isEqualTo(3);
        Map<String, String> bad = new HashMap<>();
        sdk.read(id -> "sdk-attempts".equals(id) ? "101" : defaults.get(id), problems);
        assertThat(problems).hasSize(1);
        assertThat(problems.get(0)).contains("SDK attempt limit");
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
        ConfigTarget sdk = ConfigTargets.of(ToolNames.STORM).get(0);
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
            ConfigTarget.Outcome outcome = sdk.fill(ConfigFormats.read(entry.getKey(), ConfigFormats.AUTO).block());
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
}
