package dev.retryworkbench.core.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** {@code select}: one policy of a text holding several, by the name its format gives it. */
class SelectTest {
    private static final String ISTIO = "apiVersion: networking.istio.io/v1\nkind: VirtualService\nmetadata:\n"
            + "  name: reviews\nspec:\n  hosts:\n  - reviews\n  http:\n"
            + "  - name: v2\n    route:\n    - destination:\n        host: reviews\n    retries:\n      attempts: 4\n"
            + "  - name: v1\n    route:\n    - destination:\n        host: reviews\n    retries:\n      attempts: 1\n";
    private static final String R4J = "resilience4j.retry:\n  instances:\n    backendA:\n      maxAttempts: 5\n"
            + "    backendB:\n      maxAttempts: 2\n";

    @Test
    void anIstioRouteByName() throws ConfigError {
        assertThat(ConfigFormats.read(ISTIO, "auto").block().policy().attempts()).isEqualTo(5);
        ConfigReading v1 = ConfigFormats.read(ISTIO, "auto", "v1");
        assertThat(v1.block().policy().attempts()).isEqualTo(2);
        assertThat(v1.otherPolicies()).containsExactly("spec.http[0] (v2)");
        assertThatThrownBy(() -> ConfigFormats.read(ISTIO, "auto", "v3")).isInstanceOf(ConfigError.class)
                .hasMessage("line 9, column 3: expected an http route named 'v3' for select; the text has v2, v1");
    }

    @Test
    void aResilience4jInstanceByName() throws ConfigError {
        assertThat(ConfigFormats.read(R4J, "auto").block().policy().attempts()).isEqualTo(5);
        ConfigReading b = ConfigFormats.read(R4J, "auto", "backendB");
        assertThat(b.block().policy().attempts()).isEqualTo(2);
        assertThat(b.otherPolicies()).containsExactly("instances.backendA");
        assertThatThrownBy(() -> ConfigFormats.read(R4J, "auto", "backendC"))
                .hasMessageContaining("an instance named 'backendC' for select; the text has backendA, backendB");
    }

    /** A RouteConfiguration as envoy's docs write one: two virtual hosts, the first with two routes. */
    private static final String ENVOY = "name: local_route\nvirtual_hosts:\n"
            + "- name: payments\n  domains: [\"payments.internal\"]\n  routes:\n"
            + "  - name: charge\n    match: {prefix: \"/charge\"}\n    route:\n      cluster: payments\n"
            + "      retry_policy:\n        retry_on: \"5xx\"\n        num_retries: 3\n"
            + "  - name: refund\n    match: {prefix: \"/refund\"}\n    route:\n      cluster: payments\n"
            + "      retry_policy:\n        retry_on: \"5xx\"\n        num_retries: 1\n"
            + "- name: ledger\n  domains: [\"ledger.internal\"]\n  retry_policy:\n    retry_on: \"connect-failure\"\n"
            + "  routes:\n  - match: {prefix: \"/\"}\n    route:\n      cluster: ledger\n";

    @Test
    void anEnvoyRouteOrVirtualHostByName() throws ConfigError {
        ConfigReading first = ConfigFormats.read(ENVOY, "auto");
        assertThat(first.block().policy().attempts()).isEqualTo(4);
        assertThat(first.otherPolicies()).containsExactly("virtual_hosts[0].routes[1].route.retry_policy (refund)",
                "virtual_hosts[1].retry_policy (ledger)");
        ConfigReading refund = ConfigFormats.read(ENVOY, "auto", "refund");
        assertThat(refund.block().policy().attempts()).isEqualTo(2);
        assertThat(refund.otherPolicies()).containsExactly("virtual_hosts[0].routes[0].route.retry_policy (charge)",
                "virtual_hosts[1].retry_policy (ledger)");
        // A virtual host's name picks its first policy: the ledger's own, with Envoy's default of 1 retry.
        assertThat(ConfigFormats.read(ENVOY, "auto", "ledger").block().policy().attempts()).isEqualTo(2);
        assertThat(ConfigFormats.read(ENVOY, "auto", "payments").block().policy().attempts()).isEqualTo(4);
        assertThatThrownBy(() -> ConfigFormats.read(ENVOY, "auto", "void")).isInstanceOf(ConfigError.class)
                .hasMessage("line 11, column 9: expected a route or virtual host with a retry_policy named 'void' for"
                        + " select; the text has charge, refund, ledger");
    }

    @Test
    void aFormatOfOnePolicyRefusesSelect() {
        String job = "apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: pi\nspec:\n  backoffLimit: 4\n"
                + "  template:\n    spec:\n      containers:\n      - name: pi\n        image: perl\n";
        assertThatThrownBy(() -> ConfigFormats.read(job, "auto", "pi")).isInstanceOf(ConfigError.class)
                .hasMessageStartingWith("line 1, column 1: expected no select: a Kubernetes Job (YAML) text holds one"
                        + " policy here");
    }

    @Test
    void theFunctionADecoratorSitsOn() {
        String code = "@retry(\n    stop=stop_after_attempt(3),\n)\n# charges\ndef charge_card(order):\n    pass\n";
        assertThat(TenacityFormat.decorated(code, 1)).isEqualTo("charge_card");
        assertThat(TenacityFormat.decorated("r = Retrying(stop=stop_after_attempt(3))\nx = 1\ndef f():\n", 1))
                .isNull();
    }
}
