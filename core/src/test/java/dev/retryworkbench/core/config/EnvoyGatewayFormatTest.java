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
        // numRetries 5: 6 attempts; Envoy's full jitter, x2, from baseInterval up to maxInterval; retryOn's
        // connect-failure and, with retriable-status-codes, its httpStatusCodes 500.
        assertThat(reading.block()).isEqualTo(new ConfigBlock(RetryPolicy.exponential(6, 100, 10_000, 2, Jitter.FULL),
                250, Double.NaN, null).withRetryOn(on("500", "connect-failure")));
        assertThat(reading.entries(ReportEntry.Status.NOT_MODELLED)).isEmpty();
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
        // No conditions asked for: Envoy Gateway's own, written out.
        assertThat(writing.written().retryOn()).isEqualTo(DEFAULT);
        assertThat(ConfigFormats.read(writing.text(), ConfigFormats.AUTO).block()).isEqualTo(block.withRetryOn(DEFAULT));
    }

    private static final String POLICY = "apiVersion: gateway.envoyproxy.io/v1alpha1\nkind: BackendTrafficPolicy\n"
            + "spec:\n  retry:\n    numRetries: 2\n";
    /** connect-failure,refused-stream,unavailable,cancelled,retriable-status-codes with 503 (route.go at d32f282). */
    private static final RetryOn DEFAULT = on("connect-failure", "refused-stream", "unavailable", "cancelled", "503");

    private static RetryOn on(String... conditions) {
        return new RetryOn(java.util.List.of(conditions));
    }

    private static ConfigReading read(String retryOn) throws ConfigError {
        return ConfigFormats.read(POLICY + retryOn, ConfigFormats.AUTO);
    }

    @Test
    void withoutRetryOnItRetriesOnEnvoyGatewaysDefaultConditionsAnd503() throws ConfigError {
        ConfigReading reading = read("");
        assertThat(reading.block().retryOn()).isEqualTo(DEFAULT);
        assertThat(reading.entries(ReportEntry.Status.ASSUMED)).extracting(ReportEntry::key)
                .contains("spec.retry.retryOn");
    }

    @Test
    void triggersAreEnvoysConditionsAndTheCodesCountOnlyWithRetriableStatusCodes() throws ConfigError {
        assertThat(read("    retryOn:\n      triggers: [5xx, unavailable]\n").block().retryOn())
                .isEqualTo(on("5xx", "unavailable"));
        assertThat(read("    retryOn:\n      triggers: [gateway-error, retriable-status-codes]\n"
                + "      httpStatusCodes: [429, 503]\n").block().retryOn()).isEqualTo(on("gateway-error", "429", "503"));
        // Codes without the trigger that turns them on are not retried, and the report says so.
        ConfigReading without = read("    retryOn:\n      triggers: [reset]\n      httpStatusCodes: [503]\n");
        assertThat(without.block().retryOn()).isEqualTo(on("reset"));
        assertThat(without.entries(ReportEntry.Status.NOT_MODELLED)).extracting(ReportEntry::key)
                .containsExactly("spec.retry.retryOn.httpStatusCodes");
    }

    @Test
    void codesWithoutTriggersTakeTheDefaultTriggersInsteadOf503() throws ConfigError {
        // buildRetryPolicy keeps the default retry_on when no trigger is set, and replaces the codes.
        ConfigReading reading = read("    retryOn:\n      httpStatusCodes: [500, 502]\n");
        assertThat(reading.block().retryOn()).isEqualTo(on("connect-failure", "refused-stream", "unavailable",
                "cancelled", "500", "502"));
        assertThat(reading.entries(ReportEntry.Status.ASSUMED)).extracting(ReportEntry::key)
                .contains("spec.retry.retryOn.triggers");
    }

    @Test
    void aConditionEnvoyGatewayCannotNameIsLeftOutAndABadCodeRefused() throws ConfigError {
        ConfigReading reading = read("    retryOn:\n      triggers: [envoy-ratelimited, reset]\n");
        assertThat(reading.block().retryOn()).isEqualTo(on("reset"));
        assertThat(reading.entries(ReportEntry.Status.NOT_MODELLED)).extracting(ReportEntry::text)
                .anyMatch(text -> text.startsWith("envoy-ratelimited: "));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> read("    retryOn:\n      triggers:"
                + " [retriable-status-codes]\n      httpStatusCodes: [600]\n")).isInstanceOf(ConfigError.class)
                .hasMessageContaining("an HTTP status code from 100 to 599");
    }

    @Test
    void writesTheBlocksConditionsAsTriggersAndCodes() throws ConfigError {
        ConfigBlock block = new ConfigBlock(RetryPolicy.exponential(3, 25, 250, 2, Jitter.FULL), Double.NaN,
                Double.NaN, null);
        ConfigWriting codes = ConfigFormats.byId("envoy-gateway").write(block.withRetryOn(on("gateway-error", "429")));
        assertThat(codes.text()).contains("    retryOn:\n      triggers:\n      - gateway-error\n"
                + "      - retriable-status-codes\n      httpStatusCodes:\n      - 429\n");
        assertThat(codes.exact()).isTrue();
        assertThat(ConfigFormats.read(codes.text(), ConfigFormats.AUTO).block().retryOn())
                .isEqualTo(on("gateway-error", "429"));
        ConfigWriting fiveXx = ConfigFormats.byId("envoy-gateway").write(block.withRetryOn(on("5xx")));
        assertThat(fiveXx.text()).contains("      triggers:\n      - 5xx\n").doesNotContain("httpStatusCodes");
        // Envoy names envoy-ratelimited, Envoy Gateway's triggers do not: left out, with a note.
        ConfigWriting limited = ConfigFormats.byId("envoy-gateway").write(block.withRetryOn(on("envoy-ratelimited",
                "reset")));
        assertThat(limited.written().retryOn()).isEqualTo(on("reset"));
        assertThat(limited.notes()).anyMatch(note -> note.contains("cannot say retry on envoy-ratelimited"));
    }
}
