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

    /** Two retrying methods in one class body, each under annotations of its own. */
    static final String SPRING = "package com.example.payments;\n\n"
            + "@Service\n"
            + "public class PaymentClient {\n"
            + "    private final RestClient rest;\n\n"
            + "    @Retryable(maxAttempts = 4, backoff = @Backoff(delay = 100, multiplier = 2))\n"
            + "    public Receipt charge(Order order) {\n"
            + "        return rest.post().uri(\"/charge\").body(order).retrieve().body(Receipt.class);\n"
            + "    }\n\n"
            + "    // Refunds aren't charged twice: the ledger's idempotency key makes a retry safe.\n"
            + "    /** Refunds the order's charge; it's retried on I/O errors only. */\n"
            + "    @Transactional\n"
            + "    @Retryable(value = IOException.class, maxAttempts = 2, label = \"refund (idempotent)\")\n"
            + "    @Timed(\"refund\")\n"
            + "    public List<Receipt> refund(Order order) throws IOException {\n"
            + "        return List.of(rest.post().uri(\"/refund\").body(order).retrieve().body(Receipt.class));\n"
            + "    }\n"
            + "}\n";

    @Test
    void aSpringRetryableByTheMethodItSitsOn() throws ConfigError {
        ConfigReading first = ConfigFormats.read(SPRING, "auto");
        assertThat(first.block().policy().attempts()).isEqualTo(4);
        // Every @Retryable of the class body is read: the second is a policy the note names.
        assertThat(first.otherPolicies()).containsExactly("@Retryable at line 15");
        ConfigReading refund = ConfigFormats.read(SPRING, "auto", "refund");
        assertThat(refund.block().policy().attempts()).isEqualTo(2);
        assertThat(refund.otherPolicies()).containsExactly("@Retryable at line 7");
        assertThat(refund.position(Member.ATTEMPTS)).isEqualTo(new Position(15, 43));
        assertThat(ConfigFormats.read(SPRING, "auto", "charge").block().policy().attempts()).isEqualTo(4);
        assertThatThrownBy(() -> ConfigFormats.read(SPRING, "auto", "void")).isInstanceOf(ConfigError.class)
                .hasMessage("line 7, column 5: expected a method under @Retryable named 'void' for select; the text"
                        + " has charge, refund");
    }

    private static final String LINKERD = "apiVersion: linkerd.io/v1alpha2\nkind: ServiceProfile\nmetadata:\n"
            + "  name: payments.prod.svc.cluster.local\nspec:\n  routes:\n"
            + "  - name: GET /balance\n    condition: {method: GET, pathRegex: /balance}\n    isRetryable: true\n"
            + "  - name: POST /charge\n    condition: {method: POST, pathRegex: /charge}\n    isRetryable: false\n"
            + "  retryBudget:\n    retryRatio: 0.2\n    minRetriesPerSecond: 10\n    ttl: 10s\n";

    @Test
    void aLinkerdRouteByName() throws ConfigError {
        assertThat(ConfigFormats.read(LINKERD, "auto").block().policy().attempts()).isEqualTo(ConfigBlock.MAX_ATTEMPTS);
        ConfigReading charge = ConfigFormats.read(LINKERD, "auto", "POST /charge");
        assertThat(charge.block().policy().attempts()).isEqualTo(1);
        assertThat(charge.otherPolicies()).containsExactly("spec.routes[0] (GET /balance)");
        assertThatThrownBy(() -> ConfigFormats.read(LINKERD, "auto", "GET /refund")).isInstanceOf(ConfigError.class)
                .hasMessage("line 7, column 3: expected a route named 'GET /refund' for select; the text has"
                        + " GET /balance, POST /charge");
    }

    private static final String GATEWAY = "apiVersion: gateway.networking.k8s.io/v1\nkind: HTTPRoute\nmetadata:\n"
            + "  name: payments\nspec:\n  parentRefs:\n  - name: gw\n  rules:\n"
            + "  - name: charge\n    backendRefs:\n    - name: payments\n      port: 8080\n"
            + "    retry:\n      attempts: 3\n"
            + "  - name: refund\n    backendRefs:\n    - name: payments\n      port: 8080\n"
            + "    retry:\n      attempts: 1\n";

    @Test
    void aGatewayApiRuleByName() throws ConfigError {
        assertThat(ConfigFormats.read(GATEWAY, "auto").block().policy().attempts()).isEqualTo(4);
        ConfigReading refund = ConfigFormats.read(GATEWAY, "auto", "refund");
        assertThat(refund.block().policy().attempts()).isEqualTo(2);
        assertThat(refund.otherPolicies()).containsExactly("spec.rules[0] (charge)");
        assertThatThrownBy(() -> ConfigFormats.read(GATEWAY, "auto", "void")).isInstanceOf(ConfigError.class)
                .hasMessage("line 9, column 3: expected a rule named 'void' for select; the text has charge, refund");
    }

    private static final String POLLY = "{\n  \"Logging\": {\"LogLevel\": {\"Default\": \"Information\"}},\n"
            + "  \"Payments\": {\n    \"Standard\": {\"Retry\": {\"MaxRetryAttempts\": 5}}\n  },\n"
            + "  \"Ledger\": {\"Retry\": {\"MaxRetryAttempts\": 1}}\n}\n";

    @Test
    void aPollySectionByItsConfigurationPath() throws ConfigError {
        assertThat(ConfigFormats.read(POLLY, "auto").block().policy().attempts()).isEqualTo(6);
        ConfigReading ledger = ConfigFormats.read(POLLY, "auto", "Ledger");
        assertThat(ledger.block().policy().attempts()).isEqualTo(2);
        assertThat(ledger.otherPolicies()).containsExactly("Payments:Standard");
        assertThat(ConfigFormats.read(POLLY, "auto", "Payments:Standard").otherPolicies()).containsExactly("Ledger");
        assertThatThrownBy(() -> ConfigFormats.read(POLLY, "auto", "Payments")).isInstanceOf(ConfigError.class)
                .hasMessage("line 1, column 1: expected a section named 'Payments' for select; the text has"
                        + " Payments:Standard, Ledger");
    }

    private static final String SIDEKIQ = "class ChargeJob\n  include Sidekiq::Job\n  sidekiq_options queue: 'critical',"
            + " retry: 5\n\n  def perform(id)\n  end\nend\n\nclass Billing::ReceiptJob\n  include Sidekiq::Job\n"
            + "  sidekiq_options retry: false\n\n  def perform(id)\n  end\nend\n";

    @Test
    void aSidekiqJobByItsClass() throws ConfigError {
        assertThat(ConfigFormats.read(SIDEKIQ, "auto").block().policy().attempts()).isEqualTo(6);
        ConfigReading receipt = ConfigFormats.read(SIDEKIQ, "auto", "Billing::ReceiptJob");
        assertThat(receipt.block().policy().attempts()).isEqualTo(1);
        assertThat(receipt.otherPolicies()).containsExactly("sidekiq_options at line 3");
        assertThatThrownBy(() -> ConfigFormats.read(SIDEKIQ, "auto", "RefundJob")).isInstanceOf(ConfigError.class)
                .hasMessage("line 3, column 3: expected a job class named 'RefundJob' for select; the text has ChargeJob,"
                        + " Billing::ReceiptJob");
    }

    @Test
    void theMethodAnAnnotationSitsOn() throws ConfigError {
        ConfigNode code = new ConfigInput(SPRING).code();
        java.util.List<ConfigNode> calls = Calls.find(code, "Retryable");
        assertThat(calls).hasSize(2);
        assertThat(SpringRetryFormat.method(SPRING, calls.get(0))).isEqualTo("charge");
        assertThat(SpringRetryFormat.method(SPRING, calls.get(1))).isEqualTo("refund");
        String onClass = "@Retryable(maxAttempts = 2)\npublic class Client {\n  void call() {}\n}\n";
        assertThat(SpringRetryFormat.method(onClass, Calls.find(new ConfigInput(onClass).code(), "Retryable").get(0)))
                .isNull();
    }
}
