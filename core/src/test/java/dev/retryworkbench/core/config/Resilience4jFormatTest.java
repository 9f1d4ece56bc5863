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
        assertThat(reading.entries(ReportEntry.Status.HIDDEN_DEFAULT)).extracting(ReportEntry::key)
                .containsExactly("maxAttempts");
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

    @Test
    void writesFixedWaitsAsRetryConfigCodeInCommentsToo() throws ConfigError {
        ConfigWriting writing = ConfigFormats.byId("resilience4j").write(ConfigBlock.of(
                RetryPolicy.exponential(4, 250, 250, 1, Jitter.NONE)));
        assertThat(writing.text()).contains("waitDuration: 250ms\n", "# Or in code:\n"
                + "#   RetryConfig config = RetryConfig.custom()\n"
                + "#       .maxAttempts(4)\n"
                + "#       .waitDuration(Duration.ofMillis(250))\n"
                + "#       .build();\n");
        assertThat(writing.text()).doesNotContain("intervalFunction");
        ConfigReading reading = ConfigFormats.read(writing.text(), ConfigFormats.AUTO);
        assertThat(reading.format().id()).isEqualTo("resilience4j");
        assertThat(reading.block()).isEqualTo(writing.written());
        assertThat(reading.block().policy()).isEqualTo(RetryPolicy.exponential(4, 250, 250, 1, Jitter.NONE));
    }

    @Test
    void writesCappedExponentialBackoffAsAnIntervalFunction() throws ConfigError {
        ConfigWriting writing = ConfigFormats.byId("resilience4j").write(ConfigBlock.of(
                RetryPolicy.exponential(5, 200, 5_000, 2, Jitter.NONE)));
        assertThat(writing.text()).contains("#       .maxAttempts(5)\n",
                "#       .intervalFunction(IntervalFunction.ofExponentialBackoff(Duration.ofMillis(200), 2,"
                        + " Duration.ofSeconds(5)))\n");
        ConfigReading reading = ConfigFormats.read(writing.text(), ConfigFormats.AUTO);
        assertThat(reading.block()).isEqualTo(writing.written());
        assertThat(reading.block().policy()).isEqualTo(RetryPolicy.exponential(5, 200, 5_000, 2, Jitter.NONE));
    }

    @Test
    void writesUncappedExponentialBackoffWithoutAMaxInterval() throws ConfigError {
        ConfigWriting writing = ConfigFormats.byId("resilience4j").write(ConfigBlock.of(
                RetryPolicy.exponential(3, 1_000, ConfigBlock.MAX_MS, 1.5, Jitter.NONE)));
        assertThat(writing.text()).contains(
                "#       .intervalFunction(IntervalFunction.ofExponentialBackoff(Duration.ofSeconds(1), 1.5))\n");
        assertThat(ConfigFormats.read(writing.text(), ConfigFormats.AUTO).block()).isEqualTo(writing.written());
    }

    @Test
    void writesProportionalJitterAsTheRandomizedWaitFactorInCodeToo() throws ConfigError {
        RetryPolicy randomized = new RetryPolicy(4, BackoffShape.EXPONENTIAL, 100, 2_000, 3, Jitter.PROPORTIONAL,
                0.75, 1.25);
        ConfigWriting writing = ConfigFormats.byId("resilience4j").write(ConfigBlock.of(randomized));
        assertThat(writing.text()).contains("randomizedWaitFactor: 0.25\n",
                "#       .intervalFunction(IntervalFunction.ofExponentialRandomBackoff(Duration.ofMillis(100), 3, 0.25,"
                        + " Duration.ofSeconds(2)))\n");
        assertThat(writing.notes()).containsExactly("resilience4j randomises before its cap: its waits never exceed"
                + " exponentialMaxWaitDuration");
        ConfigReading reading = ConfigFormats.read(writing.text(), ConfigFormats.AUTO);
        assertThat(reading.block()).isEqualTo(writing.written());
        assertThat(reading.block().policy()).isEqualTo(randomized);

        ConfigWriting fixed = ConfigFormats.byId("resilience4j").write(ConfigBlock.of(new RetryPolicy(2,
                BackoffShape.EXPONENTIAL, 1_500, 1_500, 1, Jitter.PROPORTIONAL, 0.5, 1.5)));
        assertThat(fixed.text()).contains(
                "#       .intervalFunction(IntervalFunction.ofRandomized(Duration.ofMillis(1500), 0.5))\n");
        assertThat(ConfigFormats.read(fixed.text(), ConfigFormats.AUTO).block()).isEqualTo(fixed.written());
    }

    @Test
    void leavesOutRandomizingWaitsOf0WhichResilience4jRefuses() throws ConfigError {
        ConfigWriting writing = ConfigFormats.byId("resilience4j").write(ConfigBlock.of(new RetryPolicy(3,
                BackoffShape.EXPONENTIAL, 0, 0, 1, Jitter.PROPORTIONAL, 0.5, 1.5)));
        assertThat(writing.text()).doesNotContain("enableRandomizedWait", "ofRandomized")
                .contains("#       .waitDuration(Duration.ofSeconds(0))\n");
        assertThat(writing.exact()).isTrue();
        assertThat(ConfigFormats.read(writing.text(), ConfigFormats.AUTO).block()).isEqualTo(writing.written());
    }
}
