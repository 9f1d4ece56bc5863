package dev.retryworkbench.core.config;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Role;
import java.util.ArrayList;
import java.util.List;

/**
 * Envoy Gateway's BackendTrafficPolicy (YAML; envoyproxy/gateway api/v1alpha1/retry_types.go): its
 * {@code spec.retry} {@code numRetries} (default 2), {@code perRetry.backOff} ({@code baseInterval},
 * {@code maxInterval}, 10 x base by default), {@code perRetry.timeout} and {@code retryOn}
 * ({@code triggers}, {@code httpStatusCodes}). Envoy Gateway programs Envoy's retry policy, whose backoff
 * is a uniform draw below min(2^(k-1) x base, max): full jitter, x2.
 */
final class EnvoyGatewayFormat extends ConfigFormat {
    private static final double ENVOY_BASE_MS = 25;
    /**
     * The triggers when {@code retryOn} names none, and the status code they retry when it is absent:
     * {@code retryDefaultRetryOn} and {@code retryDefaultRetriableStatusCode} in envoyproxy/gateway
     * {@code internal/xds/translator/route.go} at d32f282 ({@code buildRetryPolicy}).
     */
    private static final String[] DEFAULT_TRIGGERS = {"connect-failure", "refused-stream", "unavailable", "cancelled",
        RetryOn.STATUS_CODES};
    private static final String DEFAULT_CODE = "503";

    /** Returns the conditions Envoy Gateway retries on without {@code retryOn}: the default triggers' codes are 503. */
    private static String[] absentRetryOn() {
        String[] conditions = DEFAULT_TRIGGERS.clone();
        conditions[conditions.length - 1] = DEFAULT_CODE;
        return conditions;
    }

    EnvoyGatewayFormat() {
        super("envoy-gateway", "Envoy Gateway BackendTrafficPolicy (YAML)", Role.GATEWAY);
    }

    @Override
    int recognise(ConfigInput input) {
        if (!input.contains("gateway.envoyproxy.io") && !input.contains("numRetries")) {
            return 0;
        }
        ConfigNode root = input.documentOrNull();
        if (root == null || !root.isMap()) {
            return 0;
        }
        ConfigNode api = root.get("apiVersion");
        if (api != null && api.text().startsWith("gateway.envoyproxy.io")) {
            ConfigNode kind = root.get("kind");
            return kind != null && kind.text().equals("BackendTrafficPolicy") ? 95 : 0;
        }
        // Without its header: a spec whose retry holds Envoy Gateway's own perRetry.
        ConfigNode spec = root.get("spec");
        ConfigNode retry = spec != null && spec.isMap() ? spec.get("retry") : null;
        return retry != null && retry.isMap() && retry.has("perRetry") ? 85 : 0;
    }

    @Override
    ConfigReading read(ConfigInput input) throws ConfigError {
        ConfigNode root = Values.map(input.document(), "the BackendTrafficPolicy");
        ConfigNode spec = root.get("spec") == null ? root : Values.map(root.get("spec"), "spec");
        String prefix = spec == root ? "retry" : "spec.retry";
        ReadingDraft draft = new ReadingDraft(this);
        draft.initial = ENVOY_BASE_MS;
        draft.maximum = ENVOY_BASE_MS * 10;
        draft.multiplier = 2;
        draft.jitter = Jitter.FULL;
        ConfigNode retry = spec.get("retry");
        if (retry == null) {
            draft.set(prefix, "absent: this policy sets no retries (1 attempt)");
            return draft.finish();
        }
        Values.map(retry, prefix);
        ConfigNode retries = retry.get("numRetries");
        if (retries == null) {
            draft.hiddenDefault(3, prefix + ".numRetries", "absent: Envoy Gateway's default of 2 retries, so 3 attempts");
        } else {
            double n = Values.whole(retries, "numRetries", 0);
            draft.at(retries, Member.ATTEMPTS);
            draft.attempts(n + 1, prefix + ".numRetries", Decimal.text(n) + " retries: "
                    + ReadingDraft.attemptWords((int) Math.min(n + 1, ConfigBlock.MAX_ATTEMPTS)));
        }
        ConfigNode perRetry = retry.get("perRetry");
        if (perRetry != null) {
            readPerRetry(Values.map(perRetry, "perRetry"), prefix + ".perRetry.", draft);
        } else {
            draft.assumed(prefix + ".perRetry", "absent: Envoy's 25 ms base and 250 ms maximum backoff");
        }
        draft.assumed("backoff", "Envoy Gateway uses Envoy's fully jittered exponential backoff: a uniform draw below"
                + " min(2^(k-1) x base, max), x2");
        readRetryOn(retry.get("retryOn"), prefix + ".retryOn", draft);
        draft.notModelledExcept(retry, prefix + ".", "numRetries", "perRetry", "retryOn");
        return draft.finish();
    }

    /**
     * {@code retryOn}: its triggers, Envoy's conditions, with its httpStatusCodes where the triggers have
     * retriable-status-codes. Without triggers, Envoy Gateway's default ones (which have it) with the codes
     * given; without {@code retryOn}, those triggers and 503 ({@code buildRetryPolicy}).
     */
    private static void readRetryOn(ConfigNode on, String key, ReadingDraft draft) throws ConfigError {
        if (on == null) {
            draft.retryOn = new RetryOn(List.of(absentRetryOn()));
            draft.assumed(key, "absent: Envoy Gateway's default, retry on " + draft.retryOn.text());
            return;
        }
        Values.map(on, "retryOn");
        ConfigNode triggers = on.get("triggers");
        List<String> named = new ArrayList<>();
        if (triggers != null) {
            Values.list(triggers, "triggers");
            for (int i = 0; i < triggers.size(); i++) {
                named.add(triggers.valueAt(i).text());
            }
        }
        if (named.isEmpty()) {
            named = List.of(DEFAULT_TRIGGERS);
            draft.assumed(key + ".triggers", "absent: Envoy Gateway's default triggers, " + String.join(",", named));
        }
        draft.envoyRetryOn(named, on.get("httpStatusCodes"), key + ".triggers", key + ".httpStatusCodes",
                RetryOn::isEnvoyGateway);
        draft.notModelledExcept(on, key + ".", "triggers", "httpStatusCodes");
    }

    private static void readPerRetry(ConfigNode perRetry, String prefix, ReadingDraft draft) throws ConfigError {
        ConfigNode timeout = perRetry.get("timeout");
        if (timeout != null) {
            double ms = draft.ms(Values.duration(timeout, "timeout", Durations.GO, "250ms"), prefix + "timeout");
            if (ms >= 1) {
                draft.perTryTimeout = ms;
                draft.at(timeout, Member.PER_TRY_TIMEOUT);
                draft.set(prefix + "timeout", Durations.words(ms) + " per attempt: the layer's per-try timeout");
            }
        }
        ConfigNode backOff = perRetry.get("backOff");
        if (backOff == null) {
            draft.assumed(prefix + "backOff", "absent: Envoy's 25 ms base and 250 ms maximum backoff");
        } else {
            Values.map(backOff, "backOff");
            ConfigNode base = backOff.get("baseInterval");
            if (base != null) {
                draft.initial = Math.max(1, draft.ms(Values.duration(base, "baseInterval", Durations.GO, "100ms"),
                        prefix + "backOff.baseInterval"));
                draft.at(base, Member.INITIAL_BACKOFF);
                draft.set(prefix + "backOff.baseInterval", Durations.words(draft.initial));
            } else {
                draft.assumed(prefix + "backOff.baseInterval", "absent: Envoy's 25 ms");
            }
            ConfigNode max = backOff.get("maxInterval");
            if (max == null) {
                draft.maximum = Math.min(ConfigBlock.MAX_MS, draft.initial * 10);
                draft.assumed(prefix + "backOff.maxInterval", "absent: 10 x baseInterval, " + Durations.words(draft.maximum));
            } else {
                draft.maximum = draft.ms(Values.duration(max, "maxInterval", Durations.GO, "10s"),
                        prefix + "backOff.maxInterval");
                if (draft.maximum < draft.initial) {
                    throw ConfigError.at(max, "a maxInterval of at least the baseInterval (Envoy Gateway requires it)");
                }
                draft.at(max, Member.MAX_BACKOFF);
                draft.set(prefix + "backOff.maxInterval", Durations.words(draft.maximum));
            }
            draft.notModelledExcept(backOff, prefix + "backOff.", "baseInterval", "maxInterval");
        }
        draft.notModelledExcept(perRetry, prefix, "timeout", "backOff");
    }

    @Override
    public ConfigWriting write(ConfigBlock block) {
        WritingDraft draft = new WritingDraft(block);
        draft.envoyBackoff("Envoy Gateway", "Envoy Gateway (through Envoy) has no multiplier: it doubles each wait (x2)",
                "Envoy Gateway (through Envoy) always uses full jitter", "baseInterval");
        draft.noTimeout("A BackendTrafficPolicy's retry (an HTTPRoute's timeouts.request sets one)");
        draft.noBudget("A BackendTrafficPolicy's retry");
        List<String> named = new ArrayList<>();
        List<String> codes = new ArrayList<>();
        for (String condition : draft.retryOn("Envoy Gateway's retryOn.triggers",
                c -> RetryOn.isEnvoyGateway(c) || RetryOn.isCode(c), absentRetryOn())) {
            (RetryOn.isCode(condition) ? codes : named).add(condition);
        }
        if (!codes.isEmpty()) {
            named.add(RetryOn.STATUS_CODES);
        }
        StringBuilder out = new StringBuilder(draft.comments("# "));
        out.append("apiVersion: gateway.envoyproxy.io/v1alpha1\nkind: BackendTrafficPolicy\nmetadata:\n")
                .append("  name: retry-for-route\nspec:\n  targetRefs:\n  - group: gateway.networking.k8s.io\n")
                .append("    kind: HTTPRoute\n    name: my-route\n  retry:\n    numRetries: ").append(draft.attempts - 1)
                .append("\n    perRetry:\n      backOff:\n        baseInterval: ").append(Durations.gateway(draft.initial))
                .append("\n        maxInterval: ").append(Durations.gateway(Math.max(draft.initial, draft.maximum))).append('\n');
        if (draft.hasPerTryTimeout()) {
            out.append("      timeout: ").append(Durations.gateway(draft.perTryTimeout)).append('\n');
        }
        out.append("    retryOn:\n      triggers:\n");
        for (String trigger : named) {
            out.append("      - ").append(trigger).append('\n');
        }
        if (!codes.isEmpty()) {
            out.append("      httpStatusCodes:\n");
            for (String code : codes) {
                out.append("      - ").append(code).append('\n');
            }
        }
        return draft.finish(out.toString());
    }
}
