package dev.retryworkbench.core.config;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A reading reports every attempt limit the text does not write but its library applies: real configs
 * (the test resources, each citing its source) that leave it out, and the attempts the library gives them.
 */
class HiddenDefaultsTest {
    @ParameterizedTest(name = "{0}: {2} attempts")
    @CsvSource(delimiter = '|', value = {
        // istio/istio retry.go (126806a) ConvertPolicy: no retries block, DefaultPolicy's 2 retries.
        "istio-ratings-timeout.yaml | spec.http[0].retries | 3",
        // envoy route_components.proto (0035e40): num_retries "is optional and defaults to 1".
        "envoy-mobile-bootstrap.yaml | static_resources.listeners[0].api_listener.api_listener.config.route_config"
                + ".virtual_hosts[0].routes[0].route.retry_policy.num_retries | 2",
        // jd/tenacity (c650fb4) BaseRetrying: stop=stop_never; the form's largest limit stands for it.
        "tenacity-wait-random-exponential.py | stop | 100",
        "celery-retry-backoff.py | max_retries | 4",
        "spring-retry-readme-quickstart.java | maxAttempts | 3",
    })
    void aTextWithoutItsAttemptLimitSaysWhichTheLibraryApplies(String resource, String key, int attempts) {
        ConfigReading reading = Examples.read(resource, ConfigFormats.AUTO);
        assertThat(reading.block().policy().attempts()).isEqualTo(attempts);
        assertThat(reading.entries(ReportEntry.Status.HIDDEN_DEFAULT)).extracting(ReportEntry::key).containsExactly(key);
        assertThat(reading.position(Member.ATTEMPTS)).isNull();
    }

    @Test
    void aTextThatWritesItsLimitHasNone() {
        for (String resource : new String[] {"istio-ratings-retries.yaml", "kubernetes-job-pi.yaml",
            "grpc-a6-retry-policy.json", "tenacity-stop-after-attempt.py", "sidekiq-job-retry.rb"}) {
            ConfigReading reading = Examples.read(resource, ConfigFormats.AUTO);
            assertThat(reading.entries(ReportEntry.Status.HIDDEN_DEFAULT)).as(resource).isEmpty();
            assertThat(reading.position(Member.ATTEMPTS)).as(resource).isNotNull();
        }
    }

    @Test
    void anIstioRetriesBlockWithoutAttemptsTurnsRetriesOff() throws ConfigError {
        // ConvertPolicy reads the absent attempts as 0 and returns no policy: no default retries then.
        ConfigReading reading = ConfigFormats.read("spec:\n  http:\n  - retries:\n      perTryTimeout: 2s\n", "istio");
        assertThat(reading.block().policy().attempts()).isEqualTo(1);
        assertThat(reading.entries(ReportEntry.Status.HIDDEN_DEFAULT)).isEmpty();
    }
}
