package dev.retryworkbench.core.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import java.util.List;
import org.junit.jupiter.api.Test;

class AwsConfigFormatTest {
    private static final ConfigBlock STANDARD_TEN = new ConfigBlock(RetryPolicy.exponential(10, 1_000, 20_000, 2,
            Jitter.FULL), Double.NaN, Double.NaN, new ConfigBudget("aws-quota", List.of()));

    @Test
    void readsTheDocsConfigFile() {
        ConfigReading reading = Examples.read("aws-config-file.ini", ConfigFormats.AUTO);
        assertThat(reading.format().id()).isEqualTo("aws-config");
        assertThat(reading.block()).isEqualTo(STANDARD_TEN);
    }

    @Test
    void readsTheDocsBotocoreConfig() {
        ConfigReading reading = Examples.read("aws-botocore-config.py", ConfigFormats.AUTO);
        assertThat(reading.format().id()).isEqualTo("aws-config");
        assertThat(reading.block()).isEqualTo(STANDARD_TEN);
    }

    @Test
    void countsConfigsMaxAttemptsAsRetriesAndTakesAdaptiveAsTheBudget() throws ConfigError {
        ConfigReading reading = ConfigFormats.read("Config(retries={'max_attempts': 3, 'mode': 'adaptive'})",
                ConfigFormats.AUTO);
        assertThat(reading.block().policy().attempts()).isEqualTo(4);
        assertThat(reading.block().budget().kind()).isEqualTo("aws-adaptive");
    }

    @Test
    void readsTheEnvironmentAndLegacyDefaults() throws ConfigError {
        ConfigReading reading = ConfigFormats.read("export AWS_RETRY_MODE=legacy\n", ConfigFormats.AUTO);
        assertThat(reading.block().policy()).isEqualTo(RetryPolicy.exponential(5, 1_000, ConfigBlock.MAX_MS, 2, Jitter.FULL));
        assertThat(reading.block().budget()).isNull();
        ConfigReading profiles = ConfigFormats.read("[default]\nretry_mode = standard\n[profile b]\nmax_attempts = 2\n",
                "aws-config");
        assertThat(profiles.otherPolicies()).containsExactly("[profile b]");
    }

    @Test
    void writesTheModeThatKeepsTheBudget() throws ConfigError {
        ConfigWriting writing = ConfigFormats.byId("aws-config").write(STANDARD_TEN);
        assertThat(writing.exact()).isTrue();
        assertThat(writing.text()).isEqualTo("[default]\nretry_mode = standard\nmax_attempts = 10\n");
        assertThat(ConfigFormats.read(writing.text(), ConfigFormats.AUTO).block()).isEqualTo(STANDARD_TEN);
    }

    @Test
    void writesTheSdksOwnQuotaExactlyAndSaysWhenTheBudgetsCostsAreNotTheSdks() throws ConfigError {
        ConfigBlock sdkCosts = STANDARD_TEN.withBudget(new ConfigBudget("aws-adaptive", List.of(
                new ConfigBudget.Parameter("retryCost", 5), new ConfigBudget.Parameter("timeoutRetryCost", 10),
                new ConfigBudget.Parameter("noRetryIncrement", 1),
                new ConfigBudget.Parameter("throttlingRetryCost", 5))));
        ConfigWriting exact = ConfigFormats.byId("aws-config").write(sdkCosts);
        assertThat(exact.notes()).isEmpty();
        assertThat(exact.text()).isEqualTo("[default]\nretry_mode = adaptive\nmax_attempts = 10\n");
        ConfigBlock costs2026 = STANDARD_TEN.withBudget(new ConfigBudget("aws-adaptive", List.of(
                new ConfigBudget.Parameter("retryCost", 14), new ConfigBudget.Parameter("timeoutRetryCost", 14))));
        ConfigWriting approximated = ConfigFormats.byId("aws-config").write(costs2026);
        assertThat(approximated.notes()).containsExactly("the config file cannot change the budget's parameters,"
                + " the SDK's own apply: retryCost 14 (SDK: 5), timeoutRetryCost 14 (SDK: 10)");
        assertThat(approximated.text()).startsWith("# the config file cannot change");
        assertThat(approximated.written().budget()).isEqualTo(new ConfigBudget("aws-adaptive", List.of()));
        assertThat(ConfigFormats.read(approximated.text(), ConfigFormats.AUTO).block())
                .isEqualTo(approximated.written());
    }
}
