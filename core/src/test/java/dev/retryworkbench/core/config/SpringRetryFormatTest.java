package dev.retryworkbench.core.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import org.junit.jupiter.api.Test;

class SpringRetryFormatTest {
    @Test
    void readsTheQuickStartWithSpringRetrysDefaults() {
        ConfigReading reading = Examples.read("spring-retry-readme-quickstart.java", ConfigFormats.AUTO);
        assertThat(reading.format().id()).isEqualTo("spring-retry");
        assertThat(reading.block().policy()).isEqualTo(RetryPolicy.exponential(3, 1_000, 1_000, 1, Jitter.NONE));
        assertThat(reading.entries(ReportEntry.Status.NOT_MODELLED)).extracting(ReportEntry::key).containsExactly("retryFor");
    }

    @Test
    void readsMaxDelayWithoutAMultiplierAsAUniformWait() {
        ConfigReading reading = Examples.read("spring-retry-readme-backoff.java", ConfigFormats.AUTO);
        assertThat(reading.block().policy()).isEqualTo(new RetryPolicy(12, BackoffShape.EXPONENTIAL, 500, 500, 1,
                Jitter.PROPORTIONAL, 0.2, 1));
    }

    @Test
    void readsRandomWithAMultiplierAndSpringFramework7() throws ConfigError {
        ConfigReading random = ConfigFormats.read("@Retryable(backoff = @Backoff(delay = 200, multiplier = 1.5,"
                + " random = true))", ConfigFormats.AUTO);
        assertThat(random.block().policy()).isEqualTo(new RetryPolicy(3, BackoffShape.EXPONENTIAL, 200, 30_000, 1.5,
                Jitter.PROPORTIONAL, 1, 1.5));
        ConfigReading framework = ConfigFormats.read("@Retryable(maxRetries = 5, delay = 100, multiplier = 2, maxDelay = 2000)",
                ConfigFormats.AUTO);
        assertThat(framework.block().policy()).isEqualTo(RetryPolicy.exponential(6, 100, 2_000, 2, Jitter.NONE));
    }

    @Test
    void readsSpringFramework7TimeoutAsTheLayersTimeoutInItsTimeUnit() throws ConfigError {
        // RetryTemplate gives up when elapsed time plus the next sleep reaches the timeout: a cut, approximated.
        ConfigReading reading = ConfigFormats.read("@Retryable(maxRetries = 2, delay = 2, timeout = 10,"
                + " timeUnit = TimeUnit.SECONDS)\npublic void call() {}", ConfigFormats.AUTO);
        assertThat(reading.block().policy()).isEqualTo(RetryPolicy.exponential(3, 2_000, 2_000, 1, Jitter.NONE));
        assertThat(reading.block().timeoutMs()).isEqualTo(10_000);
        assertThat(reading.entries(ReportEntry.Status.APPROXIMATED)).extracting(ReportEntry::key).containsExactly("timeout");
        assertThat(reading.entries(ReportEntry.Status.NOT_MODELLED)).isEmpty();
        ConfigReading defaults = ConfigFormats.read("@Retryable(timeout = 5000)", ConfigFormats.AUTO);
        assertThat(defaults.block().policy()).isEqualTo(RetryPolicy.exponential(4, 1_000, 1_000, 1, Jitter.NONE));
        assertThat(defaults.block().timeoutMs()).isEqualTo(5_000);
        assertThatThrownBy(() -> ConfigFormats.read("@Retryable(maxRetries = 2, timeUnit = TimeUnit.FORTNIGHTS)",
                ConfigFormats.AUTO)).isInstanceOf(ConfigError.class).hasMessageContaining("TimeUnit");
    }

    @Test
    void writesAnAnnotationThatReadsBack() throws ConfigError {
        ConfigBlock block = ConfigBlock.of(RetryPolicy.exponential(4, 100, 5_000, 3, Jitter.NONE));
        ConfigWriting writing = ConfigFormats.byId("spring-retry").write(block);
        assertThat(writing.text()).contains("maxAttempts = 4", "@Backoff(delay = 100, maxDelay = 5000, multiplier = 3)");
        assertThat(ConfigFormats.read(writing.text(), ConfigFormats.AUTO).block()).isEqualTo(block);
    }
}
