package dev.retryworkbench.core.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import java.util.List;
import org.junit.jupiter.api.Test;

class GrpcFormatTest {
    @Test
    void readsGrpcJavasRetryingExample() {
        ConfigReading reading = Examples.read("grpc-java-retrying.json", ConfigFormats.AUTO);
        assertThat(reading.format().id()).isEqualTo("grpc");
        assertThat(reading.block().policy()).isEqualTo(
                new RetryPolicy(5, dev.retryworkbench.core.policy.BackoffShape.EXPONENTIAL, 500, 30_000, 2,
                        Jitter.PROPORTIONAL, 0.8, 1.2));
        assertThat(reading.block().budget()).isNull();
        assertThat(reading.block().hasTimeout()).isFalse();
        assertThat(reading.block().retryOn()).isEqualTo(new RetryOn(List.of("unavailable")));
        assertThat(reading.entries(ReportEntry.Status.NOT_MODELLED)).extracting(ReportEntry::key)
                .contains("methodConfig[0].name").doesNotContain("methodConfig[0].retryPolicy.retryableStatusCodes");
        assertThat(reading.entries(ReportEntry.Status.ASSUMED)).extracting(ReportEntry::key).containsExactly("jitter");
    }

    @Test
    void readsTheHedgingExampleAsHedgingWithThrottling() {
        // grpc-java's example: maxAttempts 3, hedgingDelay "1s", no nonFatalStatusCodes.
        ConfigReading reading = Examples.read("grpc-java-hedging.json", "grpc");
        assertThat(reading.block().policy().attempts()).isEqualTo(3);
        assertThat(reading.block().hedging()).isEqualTo(ConfigHedging.afterDelay(1_000, 3));
        assertThat(reading.block().budget()).isEqualTo(ConfigBudget.of("grpc-throttling",
                new ConfigBudget.Parameter("maxTokens", 10), new ConfigBudget.Parameter("tokenRatio", 0.1)));
        assertThat(reading.entries(ReportEntry.Status.NOT_MODELLED)).extracting(ReportEntry::key)
                .contains("methodConfig[0].hedgingPolicy.nonFatalStatusCodes");
        assertThat(reading.position(Member.HEDGING)).isNotNull();
    }

    @Test
    void readsTheGrfcsHedgingExamplesAndCapsMaxAttemptsAtFive() throws ConfigError {
        // gRFC A6's examples: "maxAttempts": 4, "hedgingDelay": "0.5s"; and 4 RPCs at once with "0s".
        ConfigReading spaced = ConfigFormats.read("{\"hedgingPolicy\": {\"maxAttempts\": 4, \"hedgingDelay\": \"0.5s\","
                + " \"nonFatalStatusCodes\": [\"UNAVAILABLE\", \"INTERNAL\", \"ABORTED\"]}}", ConfigFormats.AUTO);
        assertThat(spaced.format().id()).isEqualTo("grpc");
        assertThat(spaced.block().hedging()).isEqualTo(ConfigHedging.afterDelay(500, 4));
        ConfigReading atOnce = ConfigFormats.read("{\"methodConfig\": [{\"name\": [{}], \"hedgingPolicy\":"
                + " {\"maxAttempts\": 7}}]}", "grpc");
        assertThat(atOnce.block().hedging()).isEqualTo(ConfigHedging.afterDelay(0, 5));
        assertThat(atOnce.block().policy().attempts()).isEqualTo(5);
        assertThat(atOnce.entries(ReportEntry.Status.SET)).anyMatch(entry -> entry.key().equals(
                "methodConfig[0].hedgingPolicy.maxAttempts") && entry.text().contains("treats values above 5 as 5"));
        assertThat(atOnce.entries(ReportEntry.Status.ASSUMED)).extracting(ReportEntry::key)
                .containsExactly("methodConfig[0].hedgingPolicy.hedgingDelay");
    }

    @Test
    void refusesAMethodConfigWithBothPolicies() {
        assertThatThrownBy(() -> ConfigFormats.read("{\"methodConfig\": [{\"name\":"
                + " [{}], \"retryPolicy\": {\"maxAttempts\": 2, \"initialBackoff\": \"1s\", \"maxBackoff\": \"1s\","
                + " \"backoffMultiplier\": 1, \"retryableStatusCodes\": []}, \"hedgingPolicy\": {\"maxAttempts\": 2}}]}",
                "grpc")).isInstanceOf(ConfigError.class).hasMessageContaining("one of retryPolicy or hedgingPolicy");
    }

    @Test
    void writesHedgingAsAHedgingPolicyThatReadsBack() throws ConfigError {
        ConfigBlock block = new ConfigBlock(RetryPolicy.exponential(3, 0, 0, 1, Jitter.NONE), Double.NaN, 4_000, null,
                ConfigHedging.afterDelay(250, 3));
        ConfigWriting writing = ConfigFormats.byId("grpc").write(block);
        assertThat(writing.exact()).as(writing.text()).isTrue();
        assertThat(writing.text()).contains("\"hedgingPolicy\": {", "\"maxAttempts\": 3,", "\"hedgingDelay\": \"0.25s\"")
                .doesNotContain("retryPolicy");
        assertThat(ConfigFormats.read(writing.text(), ConfigFormats.AUTO).block().hedging())
                .isEqualTo(ConfigHedging.afterDelay(250, 3));
        // gRPC cannot hedge on per-try timeout: written as retries, and said so.
        ConfigWriting envoyLike = ConfigFormats.byId("grpc").write(new ConfigBlock(RetryPolicy.exponential(2, 25, 250, 2,
                Jitter.FULL), 300, Double.NaN, null, ConfigHedging.onPerTryTimeout()));
        assertThat(envoyLike.written().hedging()).isNull();
        assertThat(envoyLike.notes()).anyMatch(note -> note.startsWith("gRPC has no hedging on per-try timeout"));
    }

    @Test
    void readsGrpcGosCapitalisedKeysAndSaysSo() {
        ConfigReading reading = Examples.read("grpc-go-retry.json", ConfigFormats.AUTO);
        assertThat(reading.block().policy().attempts()).isEqualTo(4);
        assertThat(reading.block().policy().initial()).isEqualTo(10);
        assertThat(reading.block().policy().maximum()).isEqualTo(10);
        assertThat(reading.block().policy().multiplier()).isEqualTo(1);
        assertThat(reading.entries(ReportEntry.Status.APPROXIMATED)).extracting(ReportEntry::key)
                .contains("methodConfig[0].retryPolicy.MaxAttempts");
    }

    @Test
    void readsTheGrfcsFragment() {
        ConfigReading reading = Examples.read("grpc-a6-retry-policy.json", ConfigFormats.AUTO);
        assertThat(reading.block().policy()).isEqualTo(new RetryPolicy(4,
                dev.retryworkbench.core.policy.BackoffShape.EXPONENTIAL, 100, 1_000, 2, Jitter.PROPORTIONAL, 0.8, 1.2));
    }

    @Test
    void treatsMaxAttemptsAboveFiveAsFiveAndReadsTheTimeoutAsTheLayersNotTheCallersDeadline() throws ConfigError {
        ConfigReading reading = ConfigFormats.read("{\"methodConfig\": [{\"name\": [{}], \"timeout\": \"2.5s\","
                + " \"retryPolicy\": {\"maxAttempts\": 9, \"initialBackoff\": \"0.2s\", \"maxBackoff\": \"2s\","
                + " \"backoffMultiplier\": 1.5, \"retryableStatusCodes\": [14]}},"
                + " {\"name\": [{\"service\": \"a.B\"}]}]}", ConfigFormats.AUTO);
        assertThat(reading.block().policy().attempts()).isEqualTo(5);
        // The call's deadline covers its retries: the SDK layer's own timeout, fresh for each outer attempt.
        assertThat(reading.block().timeoutMs()).isEqualTo(2_500);
        assertThat(reading.block().hasPerTryTimeout()).isFalse();
        assertThat(reading.otherPolicies()).containsExactly("methodConfig[1] (a.B)");
    }

    @Test
    void refusesAPolicyWithoutItsRequiredKeys() {
        assertThatThrownBy(() -> ConfigFormats.read("{\"methodConfig\": [{\"retryPolicy\": {\n  \"maxAttempts\": 3}}]}",
                "grpc")).isInstanceOfSatisfying(ConfigError.class, e -> {
                    assertThat(e.line()).isEqualTo(1);
                    assertThat(e.column()).isEqualTo(35);
                    assertThat(e.expected()).contains("initialBackoff");
                });
    }

    @Test
    void writesTheGrfcExampleExactly() throws ConfigError {
        ConfigBlock block = ConfigBlock.of(new RetryPolicy(4, dev.retryworkbench.core.policy.BackoffShape.EXPONENTIAL,
                100, 1_000, 2, Jitter.PROPORTIONAL, 0.8, 1.2));
        ConfigWriting writing = ConfigFormats.byId("grpc").write(block);
        assertThat(writing.exact()).isTrue();
        assertThat(writing.text()).contains("\"initialBackoff\": \"0.1s\"", "\"maxBackoff\": \"1s\"",
                "\"maxAttempts\": 4", "\"retryableStatusCodes\": [\"UNAVAILABLE\"]");
        assertThat(ConfigFormats.read(writing.text(), ConfigFormats.AUTO).block())
                .isEqualTo(block.withRetryOn(new RetryOn(List.of("unavailable"))));
    }

    @Test
    void saysInTheTextWhatItCannotExpress() throws ConfigError {
        ConfigBlock block = ConfigBlock.of(RetryPolicy.exponential(8, 0, 1_000, 2, Jitter.FULL));
        ConfigWriting writing = ConfigFormats.byId("grpc").write(block);
        assertThat(writing.notes()).hasSize(3);
        assertThat(writing.text()).contains("\"_comment\"", "5 attempts instead of 8");
        assertThat(ConfigFormats.read(writing.text(), "grpc").block()).isEqualTo(writing.written());
    }

    @Test
    void writesAThrottlingTokenRatioOfZeroAsTheSmallestGrpcTakes() throws ConfigError {
        ConfigBlock block = ConfigBlock.of(new RetryPolicy(3, BackoffShape.EXPONENTIAL, 100, 1_000, 2,
                Jitter.PROPORTIONAL, 0.8, 1.2)).withBudget(new ConfigBudget("grpc-throttling", List.of(
                        new ConfigBudget.Parameter("maxTokens", 8), new ConfigBudget.Parameter("tokenRatio", 0))));
        ConfigWriting writing = ConfigFormats.byId("grpc").write(block);
        assertThat(writing.notes()).containsExactly("gRPC needs a tokenRatio above 0: 0.001 instead of 0");
        assertThat(writing.text()).contains("\"maxTokens\": 8", "\"tokenRatio\": 0.001");
        assertThat(ConfigFormats.read(writing.text(), "grpc").block()).isEqualTo(writing.written());
    }
}
