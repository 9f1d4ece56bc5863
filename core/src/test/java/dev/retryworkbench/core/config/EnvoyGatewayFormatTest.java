package dev.retryworkbench.core.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import dev.retryworkbench.core.policy.Role;
import org.junit.jupiter.api.Test;

/** Envoy Gateway's BackendTrafficPolicy retry, read from the project's own retry task. */
class EnvoyGatewayFormatTest {
    @Test
    void readsTheTasksPolicy() {
        ConfigReading reading = Examples.read("envoy-gateway-retry.yaml", ConfigFormats.AUTO);
        assertThat(reading.format().id()).isEqualTo("envoy-gateway");
        assertThat(reading.format().role()).isSameAs(Role.GATEWAY);
        // numRetries 5: 6 attempts; Envoy's full jitter, x2, from baseInterval up to maxInterval.
        assertThat(reading.block()).isEqualTo(new ConfigBlock(RetryPolicy.exponential(6, 100, 10_000, 2, Jitter.FULL),
                250, Double.NaN, null));
        assertThat(reading.entries(ReportEntry.Status.NOT_MODELLED)).extracting(ReportEntry::key)
                .containsExactly("spec.retry.retryOn");
        assertThat(reading.position(Member.ATTEMPTS)).isEqualTo(new Position(12, 5));
        assertThat(reading.position(Member.INITIAL_BACKOFF)).isEqualTo(new Position(15, 9));
        assertThat(reading.position(Member.MAX_BACKOFF)).isEqualTo(new Position(16, 9));
        assertThat(reading.position(Member.PER_TRY_TIMEOUT)).isEqualTo(new Position(17, 7));
    }

    @Test
    void aRetryWithoutNumRetriesTakesEnvoyGatewaysDefaultOfTwo() throws ConfigError {
        ConfigReading reading = ConfigFormats.read("apiVersion: gateway.envoyproxy.io/v1alpha1\n"
                + "kind: BackendTrafficPolicy\nspec:\n  retry:\n    perRetry:\n      timeout: 1s\n", ConfigFormats.AUTO);
        assertThat(reading.block().policy()).isEqualTo(RetryPolicy.exponential(3, 25, 250, 2, Jitter.FULL));
        assertThat(reading.entries(ReportEntry.Status.HIDDEN_DEFAULT)).extracting(ReportEntry::key)
                .containsExactly("spec.retry.numRetries");
    }

    @Test
    void writesAPolicyThatReadsBack() throws ConfigError {
        ConfigBlock block = new ConfigBlock(RetryPolicy.exponential(4, 100, 10_000, 2, Jitter.FULL), 250, Double.NaN,
                null);
        ConfigWriting writing = ConfigFormats.byId("envoy-gateway").write(block);
        assertThat(writing.exact()).isTrue();
        assertThat(writing.text()).contains("numRetries: 3", "baseInterval: 100ms", "maxInterval: 10s", "timeout: 250ms");
        assertThat(ConfigFormats.read(writing.text(), ConfigFormats.AUTO).block()).isEqualTo(block);
    }
}
