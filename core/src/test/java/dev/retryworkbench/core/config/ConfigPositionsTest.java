package dev.retryworkbench.core.config;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every reader says where the key that set each member is: real configs of each format (the test
 * resources, each citing its source), with each line and column counted by hand in the text after its
 * "----" line (columns count characters; a tab is one).
 */
class ConfigPositionsTest {
    @ParameterizedTest(name = "{0}: {1} at {2}:{3}")
    @CsvSource(delimiter = '|', value = {
        // JSON: gRPC, with keys spelled as grpc-go's example does and indented with tabs.
        "grpc-go-retry.json | ATTEMPTS | 6 | 6",
        "grpc-go-retry.json | INITIAL_BACKOFF | 7 | 6",
        "grpc-go-retry.json | MAX_BACKOFF | 8 | 6",
        "grpc-go-retry.json | MULTIPLIER | 9 | 6",
        "grpc-java-hedging.json | BUDGET | 18 | 3",
        // JSON with proto3 names: the key as written, not as renamed for the reader.
        "envoy-istio-route-dump.json | ATTEMPTS | 19 | 25",
        // YAML: block and flow mappings.
        "envoy-mobile-bootstrap.yaml | INITIAL_BACKOFF | 22 | 39",
        "envoy-mobile-bootstrap.yaml | MAX_BACKOFF | 22 | 61",
        "envoy-circuit-breakers.yaml | BUDGET | 6 | 5",
        "istio-ratings-retries.yaml | ATTEMPTS | 14 | 7",
        "istio-ratings-retries.yaml | PER_TRY_TIMEOUT | 15 | 7",
        "istio-ratings-timeout.yaml | TIMEOUT | 13 | 5",
        "linkerd-retries.yaml | ATTEMPTS | 7 | 5",
        "linkerd-retry-budget.yaml | BUDGET | 2 | 3",
        "kubernetes-job-pi.yaml | ATTEMPTS | 13 | 3",
        "resilience4j-spring-boot3.yaml | ATTEMPTS | 8 | 7",
        "resilience4j-spring-boot3.yaml | INITIAL_BACKOFF | 9 | 7",
        // key=value lines: the instance's settings come from configs.default, where the keys are.
        "resilience4j-commons.properties | ATTEMPTS | 4 | 1",
        "resilience4j-commons.properties | INITIAL_BACKOFF | 5 | 1",
        "aws-config-file.ini | ATTEMPTS | 3 | 1",
        "aws-config-file.ini | BUDGET | 4 | 1",
        // Code: keyword arguments, positional arguments, class attributes, Ruby hashes.
        "aws-botocore-config.py | ATTEMPTS | 6 | 7",
        "spring-retry-readme-backoff.java | ATTEMPTS | 2 | 16",
        "spring-retry-readme-backoff.java | INITIAL_BACKOFF | 2 | 49",
        "spring-retry-readme-backoff.java | MAX_BACKOFF | 2 | 60",
        "tenacity-stop-combined.py | ATTEMPTS | 1 | 56",
        "tenacity-stop-combined.py | TIMEOUT | 1 | 31",
        "tenacity-wait-random-exponential.py | JITTER | 1 | 8",
        "temporal-edu-python.py | ATTEMPTS | 18 | 13",
        "temporal-edu-python.py | PER_TRY_TIMEOUT | 23 | 13",
        "temporal-edu-typescript.ts | PER_TRY_TIMEOUT | 15 | 3",
        "celery-class-based.py | ATTEMPTS | 3 | 5",
        "celery-class-based.py | INITIAL_BACKOFF | 4 | 5",
        "celery-class-based.py | MAX_BACKOFF | 5 | 5",
        "celery-class-based.py | JITTER | 6 | 5",
        "sidekiq-job-retry.rb | ATTEMPTS | 3 | 19",
        "urllib3-test-backoff.py | ATTEMPTS | 1 | 15",
        "urllib3-test-backoff.py | INITIAL_BACKOFF | 1 | 26",
    })
    void eachMemberSetHasTheLineAndColumnOfItsKey(String resource, Member member, int line, int column) {
        Position position = Examples.read(resource, ConfigFormats.AUTO).position(member);
        assertThat(position).isNotNull();
        assertThat(position.line()).isEqualTo(line);
        assertThat(position.column()).isEqualTo(column);
    }

    @Test
    void aMemberNoKeySetsHasNoPosition() {
        // Envoy's num_retries is absent: its default of 1 retry is no key of the text.
        ConfigReading envoy = Examples.read("envoy-mobile-bootstrap.yaml", "envoy");
        assertThat(envoy.block().policy().attempts()).isEqualTo(2);
        assertThat(envoy.position(Member.ATTEMPTS)).isNull();
        assertThat(envoy.position(Member.TIMEOUT)).isNull();
    }

    @Test
    void aPastedTextCountsFromItsOwnFirstLine() throws ConfigError {
        ConfigReading reading = ConfigFormats.read("\n# retries\nretry_policy:\n  num_retries: 3\n"
                + "  per_try_timeout: 0.5s\n", ConfigFormats.AUTO);
        assertThat(reading.position(Member.ATTEMPTS)).isEqualTo(new Position(4, 3));
        assertThat(reading.position(Member.PER_TRY_TIMEOUT)).isEqualTo(new Position(5, 3));
    }
}
