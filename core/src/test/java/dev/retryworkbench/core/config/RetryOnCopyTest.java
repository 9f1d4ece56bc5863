package dev.retryworkbench.core.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * "Copy as" carries the retry conditions from one format to another where both can say them, and says in a
 * comment what it could not carry (issue 34): one case per pair of formats that have conditions.
 */
class RetryOnCopyTest {
    private static final String GRPC = "{\"methodConfig\": [{\"name\": [{}], \"retryPolicy\": {\"maxAttempts\": 3,"
            + " \"initialBackoff\": \"0.1s\", \"maxBackoff\": \"1s\", \"backoffMultiplier\": 2,"
            + " \"retryableStatusCodes\": [%s]}}]}";

    private static ConfigReading read(String text) throws ConfigError {
        return ConfigFormats.read(text, ConfigFormats.AUTO);
    }

    private static RetryOn on(String... conditions) {
        return new RetryOn(List.of(conditions));
    }

    /** Writes what {@code text} reads as in {@code format}, and reads the writing back. */
    private static ConfigWriting copy(String text, String format) throws ConfigError {
        ConfigWriting writing = ConfigFormats.byId(format).write(read(text).block());
        assertThat(read(writing.text()).block().retryOn()).as(writing.text()).isEqualTo(writing.written().retryOn());
        return writing;
    }

    @Test
    void grpcCodesBecomeEnvoysGrpcConditionsNotItsDefault() throws ConfigError {
        ConfigWriting writing = copy(GRPC.formatted("\"UNAVAILABLE\", \"RESOURCE_EXHAUSTED\""), "envoy");
        assertThat(writing.text()).contains("retry_on: \"resource-exhausted,unavailable\"").doesNotContain("5xx");
        assertThat(writing.written().retryOn()).isEqualTo(on("unavailable", "resource-exhausted"));
        assertThat(writing.notes()).noneMatch(note -> note.contains("retry on"));
    }

    @Test
    void anEnvoyRouteOn5xxIsCopiedBackOn5xxAlone() throws ConfigError {
        String route = "retry_policy:\n  retry_on: 5xx\n  num_retries: 2\n";
        ConfigWriting writing = copy(route, "envoy");
        assertThat(writing.text()).contains("retry_on: \"5xx\"\n").doesNotContain("reset");
        assertThat(writing.written().retryOn()).isEqualTo(on("5xx"));
    }

    @Test
    void envoysStatusCodesGoToIstiosRetryOnAndBack() throws ConfigError {
        String route = "retry_policy:\n  retry_on: \"gateway-error,retriable-status-codes\"\n"
                + "  retriable_status_codes: [429, 503]\n  num_retries: 2\n";
        ConfigWriting istio = copy(route, "istio");
        assertThat(istio.text()).contains("retryOn: 429,503,gateway-error\n");
        ConfigWriting envoy = copy(istio.text(), "envoy");
        assertThat(envoy.text()).contains("retry_on: \"gateway-error,retriable-status-codes\"",
                "retriable_status_codes: [429, 503]");
        assertThat(envoy.written().retryOn()).isEqualTo(on("gateway-error", "429", "503"));
    }

    @Test
    void envoyAndEnvoyGatewayCarryConditionsAndCodesBothWays() throws ConfigError {
        String route = "retry_policy:\n  retry_on: \"5xx,retriable-status-codes\"\n  retriable_status_codes: [429]\n"
                + "  num_retries: 2\n";
        ConfigWriting gateway = copy(route, "envoy-gateway");
        assertThat(gateway.text()).contains("      triggers:\n      - 5xx\n      - retriable-status-codes\n"
                + "      httpStatusCodes:\n      - 429\n");
        assertThat(gateway.written().retryOn()).isEqualTo(on("5xx", "429"));
        ConfigWriting envoy = copy(gateway.text(), "envoy");
        assertThat(envoy.text()).contains("retry_on: \"5xx,retriable-status-codes\"", "retriable_status_codes: [429]");
        assertThat(envoy.written().retryOn()).isEqualTo(on("5xx", "429"));
    }

    @Test
    void envoyToGrpcKeepsTheGrpcCodesAndSaysWhatItLeftOut() throws ConfigError {
        ConfigWriting writing = copy("retry_policy:\n  retry_on: \"unavailable,5xx\"\n  num_retries: 2\n", "grpc");
        assertThat(writing.text()).contains("\"retryableStatusCodes\": [\"UNAVAILABLE\"]");
        assertThat(writing.notes()).contains("gRPC's retryableStatusCodes cannot say retry on 5xx: it is left"
                + " out, retrying on unavailable");
    }

    @Test
    void aGrpcCodeEnvoyHasNoNameForIsNotCarriedSilently() throws ConfigError {
        ConfigWriting writing = copy(GRPC.formatted("\"ABORTED\""), "envoy");
        assertThat(writing.notes()).anyMatch(note -> note.contains("cannot say retry on aborted"));
        assertThat(writing.text()).contains("# Envoy's retry_on cannot say retry on aborted");
    }

    @Test
    void gatewayApiCodesAndEnvoysStatusCodesCarryBothWays() throws ConfigError {
        String route = "apiVersion: gateway.networking.k8s.io/v1\nkind: HTTPRoute\nmetadata:\n  name: r\nspec:\n"
                + "  rules:\n  - retry:\n      attempts: 2\n      codes: [503]\n";
        ConfigWriting envoy = copy(route, "envoy");
        assertThat(envoy.text()).contains("retry_on: \"retriable-status-codes\"", "retriable_status_codes: [503]");
        ConfigWriting gateway = copy(envoy.text(), "gateway-api");
        assertThat(gateway.text()).contains("codes: [503]");
        assertThat(gateway.exact()).isTrue();
    }

    @Test
    void linkerdsStatusesGoToTheGatewayApiAndIts5xxIsNotEnvoys() throws ConfigError {
        String annotations = "kind: HTTPRoute\nmetadata:\n  name: r\n  annotations:\n"
                + "    retry.linkerd.io/http: 503,504\n    retry.linkerd.io/limit: \"2\"\n";
        ConfigWriting gateway = copy(annotations, "gateway-api");
        assertThat(gateway.text()).contains("codes: [503, 504]");
        String fiveXx = annotations.replace("503,504", "5xx");
        ConfigWriting envoy = copy(fiveXx, "envoy");
        assertThat(envoy.notes()).anyMatch(note -> note.contains("cannot say retry on 500-599"));
        ConfigWriting linkerd = copy(fiveXx, "linkerd-annotations");
        assertThat(linkerd.text()).contains("retry.linkerd.io/http: 5xx\n");
        assertThat(linkerd.exact()).isTrue();
    }

    @Test
    void grpcCodesGoToLinkerdsGrpcRoute() throws ConfigError {
        ConfigWriting linkerd = copy(GRPC.formatted("\"INTERNAL\", \"UNAVAILABLE\""), "linkerd-annotations");
        assertThat(linkerd.text()).contains("kind: GRPCRoute", "retry.linkerd.io/grpc: internal,unavailable\n");
        assertThat(linkerd.written().retryOn()).isEqualTo(on("internal", "unavailable"));
    }

    @Test
    void aFormatWithoutConditionsSaysItLeavesThemOut() throws ConfigError {
        ConfigWriting tenacity = ConfigFormats.byId("tenacity").write(read(GRPC.formatted("\"UNAVAILABLE\"")).block());
        assertThat(tenacity.written().retryOn()).isNull();
        assertThat(tenacity.notes()).anyMatch(note -> note.contains("retry on unavailable is left out"));
    }

    @Test
    void grpcReadsCodesByNumberAsGrpcGoDoes() throws ConfigError {
        assertThat(read(GRPC.formatted("14, \"resource_exhausted\"")).block().retryOn())
                .isEqualTo(on("unavailable", "resource-exhausted"));
    }
}
