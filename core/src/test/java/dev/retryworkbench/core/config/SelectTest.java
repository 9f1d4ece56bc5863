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
