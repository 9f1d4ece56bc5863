package dev.retryworkbench.core.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The readers' parts, each read by one of the page's scripts: every format read by its own part alone. */
class ConfigPartsTest {
    /** A real text of each readable format, as the tests' resources hold them. */
    private static final Map<String, String> EXAMPLES = Map.ofEntries(
            Map.entry("grpc", "grpc-java-retrying.json"),
            Map.entry("envoy", "envoy-istio-route-dump.json"),
            Map.entry("istio", "istio-ratings-retries.yaml"),
            Map.entry("linkerd-annotations", "linkerd-retry-annotations.yaml"),
            Map.entry("resilience4j", "resilience4j-demo.yml"),
            Map.entry("tenacity", "tenacity-stop-after-attempt.py"),
            Map.entry("urllib3", "urllib3-user-guide-pool.py"),
            Map.entry("temporal", "temporal-api-retry-policy.json"),
            Map.entry("kubernetes-job", "kubernetes-job-pi.yaml"),
            Map.entry("gateway-api", "gateway-api-http-retries.yaml"),
            Map.entry("linkerd", "linkerd-retries.yaml"),
            Map.entry("aws-config", "aws-config-file.ini"),
            Map.entry("celery", "celery-retry-backoff.py"),
            Map.entry("sidekiq", "sidekiq-job-retry.rb"),
            Map.entry("spring-retry", "spring-retry-readme-quickstart.java"),
            Map.entry("envoy-gateway", "envoy-gateway-retry.yaml"),
            Map.entry("polly", "polly-named-client.json"));

    private static final List<Reader> PARTS = List.of(ConfigFormats::readPart1, ConfigFormats::readPart2,
            ConfigFormats::readPart3, ConfigFormats::readPart4, ConfigFormats::readPart5);

    interface Reader {
        ConfigReading read(String text) throws ConfigError;
    }

    @Test
    void everyReadableFormatIsReadByItsOwnPartAndRefusedByTheOthers() throws ConfigError {
        assertThat(PARTS).hasSize(ConfigFormats.PARTS);
        assertThat(EXAMPLES.keySet()).containsExactlyInAnyOrderElementsOf(
                ConfigFormats.readable().stream().map(ConfigFormat::id).toList());
        Set<Integer> used = new HashSet<>();
        for (ConfigFormat format : ConfigFormats.readable()) {
            String text = Examples.load(EXAMPLES.get(format.id()));
            int part = ConfigFormats.part(format);
            assertThat(part).as(format.id()).isBetween(1, ConfigFormats.PARTS);
            assertThat(ConfigFormats.part(text)).as(format.id()).isEqualTo(part);
            used.add(part);
            for (int p = 1; p <= ConfigFormats.PARTS; p++) {
                Reader reader = PARTS.get(p - 1);
                if (p == part) {
                    assertThat(reader.read(text).format()).as(format.id()).isSameAs(format);
                } else {
                    assertThatThrownBy(() -> reader.read(text)).as(format.id() + " in part " + p)
                            .isInstanceOf(ConfigError.class).hasMessageContaining(format.label());
                }
            }
        }
        // Every part reads some format, so every script the page may load has a use.
        assertThat(used).hasSize(ConfigFormats.PARTS);
    }

    @Test
    void aTextNoFormatRecognisesGoesToPartOneWhichSaysWhy() {
        assertThat(ConfigFormats.part("hello: world\n")).isEqualTo(1);
        assertThat(ConfigFormats.part((ConfigFormat) null)).isEqualTo(1);
        assertThatThrownBy(() -> ConfigFormats.readPart1("hello: world\n")).isInstanceOf(ConfigError.class)
                .hasMessageContaining("a config of a known format");
    }
}
