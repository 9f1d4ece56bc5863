package dev.retryworkbench.core.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import org.junit.jupiter.api.Test;

/**
 * Hedging in the configs (SPEC Part 4, "Tool 4", Configs): Envoy's {@code hedge_policy} with {@code per_try_timeout},
 * Polly's {@code AddHedging} written, and {@code convert --to layer}'s {@code hedging}. gRPC's {@code hedgingPolicy} is in GrpcFormatTest; every format's round trip of hedging blocks in
 * ConfigRoundTripTest.
 */
class HedgingConfigsTest {
    /** A route as Envoy's docs write one: a retry policy with a per-try timeout and hedging on it. */
    private static final String ENVOY_ROUTE = String.join("\n",
            "routes:",
            "- match: {prefix: \"/\"}",
            "  route:",
            "    cluster: service",
            "    timeout: 3s",
            "    retry_policy:",
            "      retry_on: 5xx",
            "      num_retries: 2",
            "      per_try_timeout: 0.25s",
            "    hedge_policy:",
            "      hedge_on_per_try_timeout: true",
            "");

    @Test
    void readsEnvoysHedgeOnPerTryTimeoutWithItsPerTryTimeout() throws ConfigError {
        ConfigReading reading = ConfigFormats.read(ENVOY_ROUTE, ConfigFormats.AUTO);
        assertThat(reading.format().id()).isEqualTo("envoy");
        ConfigBlock block = reading.block();
        assertThat(block.hedging()).isEqualTo(ConfigHedging.onPerTryTimeout());
        assertThat(block.perTryTimeoutMs()).isEqualTo(250);
        assertThat(block.policy().attempts()).isEqualTo(3);
        assertThat(block.timeoutMs()).isEqualTo(3_000);
        assertThat(reading.position(Member.HEDGING)).isNotNull();
        assertThat(LayerJson.write(reading)).contains("\"perTryTimeoutMs\": 250", "\"hedging\": \"on-per-try-timeout\"");
    }

    @Test
    void envoyWithoutAPerTryTimeoutHasNothingToHedgeOn() throws ConfigError {
        ConfigReading reading = ConfigFormats.read(ENVOY_ROUTE.replace("      per_try_timeout: 0.25s\n", ""), "envoy");
        assertThat(reading.block().hedging()).isNull();
        assertThat(reading.entries(ReportEntry.Status.APPROXIMATED)).extracting(ReportEntry::key)
                .contains("routes[0].route.hedge_policy.hedge_on_per_try_timeout");
        assertThat(LayerJson.write(reading)).doesNotContain("\"hedging\":");
    }

    @Test
    void writesEnvoysHedgePolicyBesideTheRetryPolicyAndReadsItBack() throws ConfigError {
        ConfigBlock block = new ConfigBlock(RetryPolicy.exponential(2, 25, 250, 2, Jitter.FULL), 400, 15_000, null,
                ConfigHedging.onPerTryTimeout());
        ConfigWriting writing = ConfigFormats.byId("envoy").write(block);
        assertThat(writing.exact()).as(writing.text()).isTrue();
        assertThat(writing.text()).contains("  hedge_policy:\n    hedge_on_per_try_timeout: true\n",
                "per_try_timeout: 0.4s");
        assertThat(ConfigFormats.read(writing.text(), ConfigFormats.AUTO).block()).isEqualTo(writing.written());
        // Envoy hedges only on per-try timeout: gRPC's hedging after a delay is written as retries, said so.
        ConfigWriting delayed = ConfigFormats.byId("envoy").write(block.withHedging(ConfigHedging.afterDelay(100, 2)));
        assertThat(delayed.written().hedging()).isNull();
        assertThat(delayed.text()).contains("# Envoy has no hedging up to 2 attempts, one every 100 ms is left out")
                .doesNotContain("hedge_policy");
    }

    @Test
    void writesPollysHedgingStrategy() {
        ConfigBlock block = new ConfigBlock(RetryPolicy.exponential(3, 0, 0, 1, Jitter.NONE), 10_000, 30_000, null,
                ConfigHedging.afterDelay(2_000, 3));
        ConfigWriting writing = ConfigFormats.byId("polly").write(block);
        assertThat(writing.exact()).as(writing.text()).isTrue();
        assertThat(writing.text()).contains(".AddHedging(new HedgingStrategyOptions<HttpResponseMessage>",
                "MaxHedgedAttempts = 2,", "Delay = TimeSpan.FromSeconds(2),", ".AddTimeout(TimeSpan.FromSeconds(10))")
                .doesNotContain("AddRetry");
    }
}
