package dev.retryworkbench.core.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import java.util.List;
import org.junit.jupiter.api.Test;

class IstioFormatTest {
    @Test
    void readsTheDocsRetriesAsRetriesNotAttempts() {
        ConfigReading reading = Examples.read("istio-ratings-retries.yaml", ConfigFormats.AUTO);
        assertThat(reading.format().id()).isEqualTo("istio");
        assertThat(reading.block()).isEqualTo(new ConfigBlock(RetryPolicy.exponential(4, 25, 250, 2, Jitter.FULL),
                2_000, Double.NaN, null).withRetryOn(new RetryOn(List.of("connect-failure", "refused-stream",
                "unavailable", "cancelled", "503"))));
        assertThat(reading.report().get(0).key()).isEqualTo("spec.http[0].retries.attempts");
        assertThat(reading.report().get(0).text()).isEqualTo("3 retries: 4 attempts (3 retries)");
    }

    @Test
    void takesIstiosDefaultRetriesWhenTheRouteHasNone() {
        ConfigReading reading = Examples.read("istio-ratings-timeout.yaml", ConfigFormats.AUTO);
        assertThat(reading.block()).isEqualTo(new ConfigBlock(RetryPolicy.exponential(3, 25, 250, 2, Jitter.FULL),
                Double.NaN, 10_000, null).withRetryOn(new RetryOn(List.of("connect-failure", "refused-stream", "unavailable", "cancelled", "503"))));
        assertThat(reading.entries(ReportEntry.Status.HIDDEN_DEFAULT)).extracting(ReportEntry::key)
                .containsExactly("spec.http[0].retries");
    }

    @Test
    void readsTheBackoffAndNamesTheOtherRoutes() throws ConfigError {
        ConfigReading reading = ConfigFormats.read("kind: VirtualService\nspec:\n  http:\n  - name: a\n    route: []\n"
                + "  - name: b\n    retries: {attempts: 0}\n", ConfigFormats.AUTO);
        assertThat(reading.block().policy().attempts()).isEqualTo(1);
        assertThat(reading.otherPolicies()).containsExactly("spec.http[0] (a)");
        ConfigReading backoff = ConfigFormats.read("retries:\n  attempts: 2\n  backoff: 100ms\n", "istio");
        assertThat(backoff.block().policy()).isEqualTo(RetryPolicy.exponential(3, 100, 1_000, 2, Jitter.FULL));
    }

    @Test
    void saysTheCapIsTenTimesTheBase() throws ConfigError {
        ConfigWriting writing = ConfigFormats.byId("istio").write(ConfigBlock.of(
                RetryPolicy.exponential(3, 100, 5_000, 2, Jitter.FULL)));
        assertThat(writing.notes()).hasSize(1);
        assertThat(writing.notes().get(0)).contains("1 s instead of 5 s");
        assertThat(writing.text()).contains("attempts: 2", "backoff: 100ms");
        assertThat(ConfigFormats.read(writing.text(), ConfigFormats.AUTO).block()).isEqualTo(writing.written());
    }
}
