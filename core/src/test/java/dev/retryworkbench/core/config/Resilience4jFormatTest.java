package dev.retryworkbench.core.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import org.junit.jupiter.api.Test;

class Resilience4jFormatTest {
    @Test
    void readsThePropertiesOfResilience4jsOwnTestsWithTheBaseConfig() {
        ConfigReading reading = Examples.read("resilience4j-commons.properties", ConfigFormats.AUTO);
        assertThat(reading.format().id()).isEqualTo("resilience4j");
        assertThat(reading.block()).isEqualTo(ConfigBlock.of(RetryPolicy.exponential(3, 10_000, 10_000, 1, Jitter.NONE)));
        assertThat(reading.otherPolicies()).containsExactly("instances.backendB");
        assertThat(reading.entries(ReportEntry.Status.NOT_MODELLED)).extracting(ReportEntry::key)
                .contains("resilience4j.retry.configs.default.retryExceptions");
    }

    @Test
    void readsTheSpringBootYamlBackends() {
        ConfigReading reading = Examples.read("resilience4j-spring-boot3.yaml", ConfigFormats.AUTO);
        assertThat(reading.block().policy()).isEqualTo(RetryPolicy.exponential(4, 100, 100, 1, Jitter.NONE));
        assertThat(reading.otherPolicies()).containsExactly("backends.retryBackendB", "backends.retryBackendC",
                "backends.retryDummyFeignClient", "backends.retryBackendD");
    }

    @Test
    void readsTheDemosDefaultConfigUnderEveryInstance() {
        ConfigReading reading = Examples.read("resilience4j-demo.yml", ConfigFormats.AUTO);
        assertThat(reading.block().policy()).isEqualTo(RetryPolicy.exponential(3, 100, 100, 1, Jitter.NONE));
        assertThat(reading.otherPolicies()).containsExactly("instances.backendB");
    }

    @Test
    void saysTheOlderDemosMaxRetryAttemptsIsNoLongerRead() {
        ConfigReading reading = Examples.read("resilience4j-boot2-demo.yml", ConfigFormats.AUTO);
        assertThat(reading.block().policy().attempts()).isEqualTo(3);
        assertThat(reading.entries(ReportEntry.Status.ASSUMED)).extracting(ReportEntry::key).contains("maxAttempts");
        assertThat(reading.entries(ReportEntry.Status.NOT_MODELLED)).extracting(ReportEntry::text)
                .contains("the name resilience4j 1.x gave maxAttempts; 2.x no longer reads it");
    }

    @Test
    void readsExponentialRandomizedWaitsWithItsDefaultsAndKebabCase() throws ConfigError {
        ConfigReading reading = ConfigFormats.read("resilience4j:\n  retry:\n    instances:\n      a:\n"
                + "        max-attempts: 5\n        wait-duration: 1s\n        enable-exponential-backoff: true\n"
                + "        enable-randomized-wait: true\n        exponential-max-wait-duration: PT20S\n", ConfigFormats.AUTO);
        assertThat(reading.block().policy()).isEqualTo(new RetryPolicy(5, BackoffShape.EXPONENTIAL, 1_000, 20_000, 1.5,
                Jitter.PROPORTIONAL, 0.5, 1.5));
        assertThat(reading.entries(ReportEntry.Status.ASSUMED)).extracting(ReportEntry::key)
                .contains("exponentialBackoffMultiplier", "randomizedWaitFactor");
        assertThat(reading.entries(ReportEntry.Status.APPROXIMATED)).extracting(ReportEntry::text)
                .anyMatch(text -> text.startsWith("resilience4j randomises before its cap"));
    }

    @Test
    void ignoresExponentialBackoffWithoutAWaitDurationAsResilience4jDoes() throws ConfigError {
        ConfigReading reading = ConfigFormats.read("resilience4j.retry.instances.a.maxAttempts=2\n"
                + "resilience4j.retry.instances.a.enableExponentialBackoff=true\n", ConfigFormats.AUTO);
        assertThat(reading.block().policy()).isEqualTo(RetryPolicy.exponential(2, 500, 500, 1, Jitter.NONE));
        assertThat(reading.entries(ReportEntry.Status.NOT_MODELLED)).hasSize(1);
    }

    @Test
    void writesFullJitterAsNoneAndSaysSo() throws ConfigError {
        ConfigWriting writing = ConfigFormats.byId("resilience4j").write(ConfigBlock.of(
                RetryPolicy.exponential(3, 200, 5_000, 2, Jitter.FULL)));
        assertThat(writing.notes()).containsExactly("resilience4j has no full jitter (only waits x 1 - f to 1 + f):"
                + " no jitter instead");
        assertThat(writing.text()).contains("waitDuration: 200ms", "exponentialBackoffMultiplier: 2",
                "exponentialMaxWaitDuration: 5s");
        assertThat(ConfigFormats.read(writing.text(), ConfigFormats.AUTO).block()).isEqualTo(writing.written());
    }
}
