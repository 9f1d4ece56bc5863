package dev.retryworkbench.core.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import org.junit.jupiter.api.Test;

class TemporalFormatTest {
    @Test
    void readsThePythonSdksRetryPolicyAndTheActivitysTimeout() {
        ConfigReading reading = Examples.read("temporal-edu-python.py", ConfigFormats.AUTO);
        assertThat(reading.format().id()).isEqualTo("temporal");
        assertThat(reading.block().policy()).isEqualTo(RetryPolicy.exponential(100, 15_000, 160_000, 2, Jitter.NONE));
        assertThat(reading.block().perTryTimeoutMs()).isEqualTo(5_000);
    }

    @Test
    void readsTheTypeScriptSdksDurationsInWords() {
        ConfigReading reading = Examples.read("temporal-edu-typescript.ts", ConfigFormats.AUTO);
        assertThat(reading.format().id()).isEqualTo("temporal");
        assertThat(reading.block().policy()).isEqualTo(RetryPolicy.exponential(100, 1_500, 60_000, 2, Jitter.NONE));
        assertThat(reading.block().perTryTimeoutMs()).isEqualTo(90_000);
    }

    @Test
    void takesTheDefaultMaximumAsAHundredTimesTheInitialAndZeroAttemptsAsUnlimited() {
        ConfigReading reading = Examples.read("temporal-api-retry-policy.json", ConfigFormats.AUTO);
        assertThat(reading.block().policy()).isEqualTo(RetryPolicy.exponential(100, 1_000, 100_000, 2, Jitter.NONE));
        assertThat(reading.entries(ReportEntry.Status.ASSUMED)).extracting(ReportEntry::key).containsExactly("maximumInterval");
        assertThat(reading.entries(ReportEntry.Status.NOT_MODELLED)).extracting(ReportEntry::key)
                .containsExactly("nonRetryableErrorTypes");
    }

    @Test
    void writesActivityOptionsThatReadBack() throws ConfigError {
        ConfigBlock block = new ConfigBlock(RetryPolicy.exponential(5, 1_000, 30_000, 1.5, Jitter.NONE), 10_000, 60_000,
                null);
        ConfigWriting writing = ConfigFormats.byId("temporal").write(block);
        assertThat(writing.notes()).containsExactly("Temporal schedules no retry whose backoff would pass"
                + " scheduleToCloseTimeout, rather than cutting the run when it is reached");
        assertThat(writing.text()).contains("\"startToCloseTimeout\": \"10s\"", "\"scheduleToCloseTimeout\": \"60s\"",
                "\"backoffCoefficient\": 1.5", "\"maximumAttempts\": 5");
        assertThat(ConfigFormats.read(writing.text(), ConfigFormats.AUTO).block()).isEqualTo(block);
    }
}
