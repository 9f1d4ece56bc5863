package dev.retryworkbench.core.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.policy.Role;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Each format's role, as the specification lists them (Part 4, "The stack from its files"). */
class ConfigFormatRoleTest {
    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({
        "kubernetes-job, runner", "celery, runner", "sidekiq, runner", "temporal, runner",
        "tenacity, application", "resilience4j, application", "spring-retry, application", "urllib3, application",
        "polly, application",
        "grpc, sdk", "aws-config, sdk", "openai, sdk", "anthropic, sdk",
        "envoy, mesh", "istio, mesh", "linkerd, mesh", "linkerd-annotations, mesh",
        "gateway-api, gateway", "envoy-gateway, gateway",
    })
    void eachFormatDeclaresTheRoleOfItsLayer(String format, String role) {
        assertThat(ConfigFormats.byId(format).role()).isSameAs(Role.fromId(role));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"grpc-a6-retry-policy.json, sdk", "istio-ratings-retries.yaml, mesh", "celery-retry-backoff.py, runner",
        "tenacity-stop-after-attempt.py, application"})
    void aReadingCarriesItsFormatsRole(String resource, String role) {
        assertThat(Examples.read(resource, ConfigFormats.AUTO).format().role().id())
                .isEqualTo(role);
    }
}
