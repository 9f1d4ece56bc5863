package dev.retryworkbench.core.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import dev.retryworkbench.core.policy.Role;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Gateway API's HTTPRoute retry and timeouts and XBackendTrafficPolicy's retry budget, read from the project's own examples. */
class GatewayApiFormatTest {
    @Test
    void readsTheExamplesRetryAsRetriesWithEnvoysCurveFromItsBaseInterval() {
        ConfigReading reading = Examples.read("gateway-api-http-retries.yaml", ConfigFormats.AUTO);
        assertThat(reading.format().id()).isEqualTo("gateway-api");
        assertThat(reading.format().role()).isSameAs(Role.GATEWAY);
        // attempts: 2 counts retries "in addition to the initial request"; backoff 100ms is the base interval.
        assertThat(reading.block()).isEqualTo(ConfigBlock.of(RetryPolicy.exponential(3, 100, 1_000, 2, Jitter.FULL))
                .withRetryOn(new RetryOn(List.of("500", "502", "503", "504"))));
        assertThat(reading.entries(ReportEntry.Status.NOT_MODELLED)).isEmpty();
        assertThat(reading.entries(ReportEntry.Status.APPROXIMATED)).extracting(ReportEntry::key).containsExactly("backoff");
        assertThat(reading.position(Member.ATTEMPTS)).isEqualTo(new Position(18, 7));
        assertThat(reading.position(Member.INITIAL_BACKOFF)).isEqualTo(new Position(19, 7));
    }

    @Test
    void readsTheTimeoutsAsTheLayersOwnNeverTheCallersDeadline() {
        ConfigReading reading = Examples.read("gateway-api-timeouts.yaml", ConfigFormats.AUTO);
        assertThat(reading.format().id()).isEqualTo("gateway-api");
        assertThat(reading.block().timeoutMs()).isEqualTo(10_000);
        assertThat(reading.block().perTryTimeoutMs()).isEqualTo(2_000);
        assertThat(reading.block().policy().attempts()).isEqualTo(1);
        assertThat(reading.position(Member.TIMEOUT)).isEqualTo(new Position(14, 7));
        assertThat(reading.position(Member.PER_TRY_TIMEOUT)).isEqualTo(new Position(15, 7));
    }

    @Test
    void readsARetryConstraintAsTheRatioBudget() {
        ConfigReading reading = Examples.read("gateway-api-retry-budget.yaml", ConfigFormats.AUTO);
        assertThat(reading.format().id()).isEqualTo("gateway-api");
        ConfigBudget budget = reading.block().budget();
        assertThat(budget.kind()).isEqualTo("ratio");
        assertThat(budget.get("percentCanRetry")).isEqualTo(0.2);
        assertThat(budget.get("minRetriesPerSecond")).isEqualTo(3);
        assertThat(budget.get("ttlSeconds")).isEqualTo(10);
        assertThat(reading.position(Member.BUDGET)).isEqualTo(new Position(6, 3));
    }

    @Test
    void aRetryWithoutAttemptsIsTheImplementationsHiddenDefault() throws ConfigError {
        ConfigReading reading = ConfigFormats.read("apiVersion: gateway.networking.k8s.io/v1\nkind: HTTPRoute\n"
                + "spec:\n  rules:\n  - retry:\n      backoff: 1s\n", ConfigFormats.AUTO);
        assertThat(reading.block().policy().attempts()).isEqualTo(2);
        assertThat(reading.entries(ReportEntry.Status.HIDDEN_DEFAULT)).extracting(ReportEntry::key)
                .containsExactly("spec.rules[0].retry.attempts");
    }

    @Test
    void writesARouteThatReadsBack() throws ConfigError {
        ConfigBlock block = new ConfigBlock(RetryPolicy.exponential(4, 250, 2_500, 2, Jitter.FULL), 1_500, 123_456, null);
        ConfigWriting writing = ConfigFormats.byId("gateway-api").write(block);
        assertThat(writing.exact()).isTrue();
        assertThat(writing.text()).contains("attempts: 3", "backoff: 250ms", "request: 2m3s456ms",
                "backendRequest: 1s500ms");
        assertThat(ConfigFormats.read(writing.text(), ConfigFormats.AUTO).block())
                .isEqualTo(block.withRetryOn(new RetryOn(List.of("500", "502", "503", "504"))));
    }
}
