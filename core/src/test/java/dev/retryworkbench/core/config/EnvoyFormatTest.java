package dev.retryworkbench.core.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import java.util.List;
import org.junit.jupiter.api.Test;

class EnvoyFormatTest {
    @Test
    void readsTheRetryPolicyDeepInABootstrapWithTheRoutesDefaults() {
        ConfigReading reading = Examples.read("envoy-mobile-bootstrap.yaml", ConfigFormats.AUTO);
        assertThat(reading.format().id()).isEqualTo("envoy");
        assertThat(reading.block().policy()).isEqualTo(RetryPolicy.exponential(2, 250, 60_000, 2, Jitter.FULL));
        assertThat(reading.block().timeoutMs()).isEqualTo(15_000);
        String prefix = "static_resources.listeners[0].api_listener.api_listener.config.route_config.virtual_hosts[0]"
                + ".routes[0].route.";
        assertThat(reading.entries(ReportEntry.Status.HIDDEN_DEFAULT)).extracting(ReportEntry::key)
                .containsExactly(prefix + "retry_policy.num_retries");
        assertThat(reading.entries(ReportEntry.Status.ASSUMED)).extracting(ReportEntry::key).contains(prefix + "timeout");
    }

    @Test
    void readsTheDocsCircuitBreakerAsTheEnvoyBudget() {
        ConfigReading reading = Examples.read("envoy-circuit-breakers.yaml", ConfigFormats.AUTO);
        assertThat(reading.format().id()).isEqualTo("envoy");
        assertThat(reading.block().budget()).isEqualTo(ConfigBudget.of("envoy",
                new ConfigBudget.Parameter("budgetPercent", 25), new ConfigBudget.Parameter("minRetryConcurrency", 10)));
        assertThat(reading.block().policy().attempts()).isEqualTo(1);
        assertThat(reading.entries(ReportEntry.Status.NOT_MODELLED)).extracting(ReportEntry::key)
                .contains("circuit_breakers.thresholds[0].max_requests");
    }

    @Test
    void readsARouteInJsonWithItsTimeoutAndNamesTheOtherRoutes() throws ConfigError {
        ConfigReading reading = ConfigFormats.read("{\"routes\": [{\"route\": {\"cluster\": \"a\", \"timeout\": \"3s\","
                + " \"retry_policy\": {\"retry_on\": \"5xx\", \"num_retries\": 3, \"per_try_timeout\": \"0.5s\","
                + " \"retry_back_off\": {\"base_interval\": \"0.1s\"}}}},"
                + " {\"route\": {\"cluster\": \"b\", \"retry_policy\": {\"num_retries\": 1}}}]}", ConfigFormats.AUTO);
        assertThat(reading.block()).isEqualTo(new ConfigBlock(RetryPolicy.exponential(4, 100, 1_000, 2, Jitter.FULL),
                500, 3_000, null).withRetryOn(new RetryOn(List.of("5xx"))));
        assertThat(reading.otherPolicies()).containsExactly("routes[1].route.retry_policy");
        assertThat(reading.entries(ReportEntry.Status.NOT_MODELLED)).isEmpty();
    }

    @Test
    void writesAndReadsBackARouteWithABudget() throws ConfigError {
        ConfigBlock block = new ConfigBlock(RetryPolicy.exponential(3, 25, 250, 2, Jitter.FULL), 1_000, 10_000,
                ConfigBudget.of("max-retries", new ConfigBudget.Parameter("maxRetries", 5)));
        ConfigWriting writing = ConfigFormats.byId("envoy").write(block);
        assertThat(writing.exact()).isTrue();
        assertThat(writing.text()).contains("num_retries: 2", "base_interval: 0.025s", "max_interval: 0.25s",
                "timeout: 10s", "per_try_timeout: 1s", "max_retries: 5");
        assertThat(ConfigFormats.read(writing.text(), ConfigFormats.AUTO).block())
                .isEqualTo(block.withRetryOn(new RetryOn(List.of("5xx", "reset", "connect-failure"))));
    }

    @Test
    void saysEnvoyHasNoMultiplier() {
        ConfigWriting writing = ConfigFormats.byId("envoy").write(ConfigBlock.of(
                RetryPolicy.exponential(3, 100, 5_000, 3, Jitter.FULL)));
        assertThat(writing.notes()).containsExactly("Envoy has no multiplier: it doubles each wait (x2)");
        assertThat(writing.text()).startsWith("# Envoy has no multiplier");
        assertThat(writing.written().policy().multiplier()).isEqualTo(2);
    }
    @Test
    void readsARouteDumpInProto3JsonNamesGivenAsAListOfVirtualHosts() {
        ConfigReading reading = Examples.read("envoy-istio-route-dump.json", ConfigFormats.AUTO);
        assertThat(reading.format().id()).isEqualTo("envoy");
        assertThat(reading.block().policy()).isEqualTo(RetryPolicy.exponential(3, 25, 250, 2, Jitter.FULL));
        String prefix = "[0].routes[0].route.";
        assertThat(reading.entries(ReportEntry.Status.SET)).extracting(ReportEntry::key)
                .contains("keys", prefix + "retry_policy.num_retries", prefix + "timeout");
        assertThat(reading.entries(ReportEntry.Status.NOT_MODELLED)).extracting(ReportEntry::key)
                .contains(prefix + "retry_policy.retry_host_predicate");
    }

    @Test
    void readsEveryRetryPolicyMemberInProto3JsonNames() throws ConfigError {
        ConfigReading reading = ConfigFormats.read("{\"virtualHosts\": [{\"routes\": [{\"route\": {\"cluster\": \"a\","
                + " \"timeout\": \"3s\", \"retryPolicy\": {\"retryOn\": \"5xx\", \"numRetries\": 3,"
                + " \"perTryTimeout\": \"0.5s\", \"retryBackOff\": {\"baseInterval\": \"0.1s\","
                + " \"maxInterval\": \"2s\"}}}}]}]}", ConfigFormats.AUTO);
        assertThat(reading.format().id()).isEqualTo("envoy");
        assertThat(reading.block()).isEqualTo(new ConfigBlock(RetryPolicy.exponential(4, 100, 2_000, 2, Jitter.FULL),
                500, 3_000, null).withRetryOn(new RetryOn(List.of("5xx"))));
    }

    @Test
    void leavesAGrpcRetryPolicyInCamelCaseToGrpc() throws ConfigError {
        assertThat(ConfigFormats.read("{\"retryPolicy\": {\"maxAttempts\": 3, \"initialBackoff\": \"0.1s\","
                + " \"maxBackoff\": \"1s\", \"backoffMultiplier\": 2, \"retryableStatusCodes\": [\"UNAVAILABLE\"]}}",
                ConfigFormats.AUTO).format().id()).isEqualTo("grpc");
    }
}
