package dev.retryworkbench.core.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Linkerd 2.16+ retries, read from and written as the retry.linkerd.io annotations, on Linkerd's own examples. */
class LinkerdAnnotationsFormatTest {
    /** Linkerd's backoff for these retries: 25 ms doubling to 250 ms, each wait base + random x base. */
    private static RetryPolicy linkerd(int attempts) {
        return new RetryPolicy(attempts, BackoffShape.EXPONENTIAL, 25, 250, 2, Jitter.PROPORTIONAL, 1, 2);
    }

    @Test
    void readsTheDocsHttpRouteAsTwoRetriesWithAPerTryTimeout() {
        ConfigReading reading = Examples.read("linkerd-retry-annotations.yaml", ConfigFormats.AUTO);
        assertThat(reading.format().id()).isEqualTo("linkerd-annotations");
        assertThat(reading.block()).isEqualTo(new ConfigBlock(linkerd(3), 300, Double.NaN, null)
                .withRetryOn(new RetryOn(List.of("500-599"))));
        assertThat(reading.entries(ReportEntry.Status.SET)).extracting(ReportEntry::key, ReportEntry::text)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("metadata.annotations.retry.linkerd.io/limit",
                        "2 retries: 3 attempts (2 retries)"), org.assertj.core.groups.Tuple.tuple(
                        "metadata.annotations.retry.linkerd.io/http", "retries on 500-599"));
        assertThat(reading.entries(ReportEntry.Status.APPROXIMATED)).extracting(ReportEntry::key)
                .containsExactly("metadata.annotations.retry.linkerd.io/timeout");
        assertThat(reading.entries(ReportEntry.Status.NOT_MODELLED)).isEmpty();
        assertThat(reading.position(Member.ATTEMPTS)).isEqualTo(new Position(8, 5));
    }

    @Test
    void readsTheDocsGrpcRouteTheSameWay() {
        ConfigReading reading = Examples.read("linkerd-grpc-retry-annotations.yaml", ConfigFormats.AUTO);
        assertThat(reading.format().id()).isEqualTo("linkerd-annotations");
        assertThat(reading.block()).isEqualTo(new ConfigBlock(linkerd(3), 400, Double.NaN, null)
                .withRetryOn(new RetryOn(List.of("internal"))));
    }

    @Test
    void anyRetryAnnotationTurnsRetriesOnWithLinkerdsDefaultOfOneRetry() throws ConfigError {
        ConfigReading reading = ConfigFormats.read("kind: Service\nmetadata:\n  name: api\n  annotations:\n"
                + "    retry.linkerd.io/http: gateway-error\n    retry.linkerd.io/limit: \"0\"\n"
                + "    timeout.linkerd.io/request: 2s\n", ConfigFormats.AUTO);
        assertThat(reading.block()).isEqualTo(new ConfigBlock(linkerd(2), Double.NaN, 2000, null)
                .withRetryOn(new RetryOn(List.of("502-504"))));
        assertThat(reading.entries(ReportEntry.Status.HIDDEN_DEFAULT)).extracting(ReportEntry::key)
                .containsExactly("metadata.annotations.retry.linkerd.io/limit");
        ConfigReading off = ConfigFormats.read("kind: Service\nmetadata:\n  annotations:\n"
                + "    retry.linkerd.io/limit: \"0\"\n", ConfigFormats.AUTO);
        assertThat(off.block().policy().attempts()).isEqualTo(1);
    }

    @Test
    void aRoutesOwnRequestTimeoutCountsWhereTheAnnotationIsAbsent() throws ConfigError {
        ConfigReading reading = ConfigFormats.read("apiVersion: gateway.networking.k8s.io/v1\nkind: HTTPRoute\n"
                + "metadata:\n  annotations:\n    retry.linkerd.io/limit: \"3\"\nspec:\n  rules:\n  - timeouts:\n"
                + "      request: 5s\n", ConfigFormats.AUTO);
        assertThat(reading.format().id()).isEqualTo("linkerd-annotations");
        assertThat(reading.block()).isEqualTo(new ConfigBlock(linkerd(4), Double.NaN, 5000, null));
    }

    @Test
    void refusesADurationLinkerdRefusesAtItsPlace() {
        assertThatThrownBy(() -> ConfigFormats.read("kind: Service\nmetadata:\n  annotations:\n"
                + "    retry.linkerd.io/timeout: \"5\"\n", ConfigFormats.AUTO))
                .isInstanceOf(ConfigError.class)
                .hasMessageContaining("line 4").hasMessageContaining("a whole number and ms, s, m, h or d");
        assertThatThrownBy(() -> ConfigFormats.read("kind: Service\nmetadata:\n  annotations:\n"
                + "    retry.linkerd.io/timeout: 1.5s\n", ConfigFormats.AUTO)).isInstanceOf(ConfigError.class);
    }

    @Test
    void anAttemptLimitSurvivesATripThroughLinkerd() throws ConfigError {
        ConfigBlock block = new ConfigBlock(RetryPolicy.exponential(4, 100, 2000, 2, Jitter.FULL), 300, 3000, null);
        ConfigWriting writing = ConfigFormats.byId("linkerd-annotations").write(block);
        assertThat(writing.notes()).containsExactly(
                "Linkerd sets its own backoff: 25 ms doubling up to 250 ms, each wait up to twice its base");
        assertThat(writing.text()).contains("retry.linkerd.io/limit: \"3\"\n", "retry.linkerd.io/timeout: 300ms\n",
                "timeout.linkerd.io/request: 3s\n");
        ConfigReading back = ConfigFormats.read(writing.text(), ConfigFormats.AUTO);
        assertThat(back.format().id()).isEqualTo("linkerd-annotations");
        assertThat(back.block()).isEqualTo(new ConfigBlock(linkerd(4), 300, 3000, null)
                .withRetryOn(new RetryOn(List.of("500-599"))));
        // A ServiceProfile cannot keep the limit and says where one is kept.
        assertThat(ConfigFormats.byId("linkerd").write(block).notes().get(0))
                .contains("unlimited (100) instead of 4", "retry annotations keep a limit");
    }

    @Test
    void writesNoRetriesAsALimitOfZeroWithoutAPerTryTimeout() throws ConfigError {
        ConfigBlock block = new ConfigBlock(RetryPolicy.exponential(1, 0, 0, 1, Jitter.NONE), 300, Double.NaN, null);
        ConfigWriting writing = ConfigFormats.byId("linkerd-annotations").write(block);
        assertThat(writing.text()).contains("retry.linkerd.io/limit: \"0\"\n").doesNotContain("retry.linkerd.io/timeout",
                "retry.linkerd.io/http");
        assertThat(ConfigFormats.read(writing.text(), ConfigFormats.AUTO).block().policy().attempts()).isEqualTo(1);
    }
}
