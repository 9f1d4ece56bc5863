package dev.retryworkbench.core.config;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Role;
import java.util.ArrayList;
import java.util.List;

/**
 * Istio VirtualService (YAML; istio/api networking/v1alpha3/virtual_service.proto, HTTPRetry): the
 * first {@code spec.http[]} route, its {@code retries} ({@code attempts} counts retries) and its
 * {@code timeout}. Istio turns them into an Envoy retry policy (istio/istio
 * pilot/pkg/networking/core/route/retry/retry.go, ConvertPolicy): without {@code retries} its default
 * is 2 retries, and {@code backoff} sets Envoy's base interval, whose maximum stays 10 x base.
 */
final class IstioFormat extends ConfigFormat {
    private static final double ENVOY_BASE_MS = 25;
    /** DefaultPolicy's retry_on with its retriable_status_codes, 503 (retry.go). */
    private static final String[] DEFAULT_RETRY_ON = {"connect-failure", "refused-stream", "unavailable", "cancelled",
        "503"};

    IstioFormat() {
        super("istio", "Istio VirtualService (YAML)", Role.MESH);
    }

    @Override
    int recognise(ConfigInput input) {
        if (!input.contains("VirtualService") && !input.contains("retries") && !input.contains("http")) {
            return 0;
        }
        ConfigNode root = input.documentOrNull();
        if (root == null || !root.isMap()) {
            return 0;
        }
        ConfigNode kind = root.get("kind");
        if (kind != null && kind.text().equals("VirtualService")) {
            return 95;
        }
        ConfigNode spec = root.get("spec");
        if (spec != null && spec.isMap() && spec.get("http") != null && spec.get("http").isList()) {
            return 70;
        }
        ConfigNode retries = root.get("retries");
        return retries != null && retries.isMap() && (retries.has("attempts") || retries.has("perTryTimeout")) ? 70 : 0;
    }

    @Override
    ConfigReading read(ConfigInput input) throws ConfigError {
        ConfigNode root = Values.map(input.document(), "the VirtualService");
        ReadingDraft draft = new ReadingDraft(this);
        ConfigNode route = root;
        String prefix = "";
        ConfigNode spec = root.get("spec");
        if (spec != null) {
            ConfigNode http = Values.map(spec, "spec").get("http");
            if (http == null) {
                throw ConfigError.at(spec, "spec.http, the VirtualService's HTTP routes");
            }
            Values.list(http, "spec.http");
            if (http.size() == 0) {
                throw ConfigError.at(http, "at least one route in spec.http");
            }
            int chosen = 0;
            String select = input.select();
            if (select != null) {
                chosen = -1;
                List<String> named = new ArrayList<>();
                for (int i = 0; i < http.size() && chosen < 0; i++) {
                    ConfigNode name = Values.map(http.valueAt(i), "spec.http[" + i + "]").get("name");
                    if (name != null && name.isScalar()) {
                        named.add(name.text());
                        chosen = select.equals(name.text()) ? i : -1;
                    }
                }
                if (chosen < 0) {
                    throw ConfigFormats.noSuchPolicy(http, select, "an http route", named);
                }
            }
            for (int i = 0; i < http.size() && select == null; i++) {
                if (Values.map(http.valueAt(i), "spec.http[" + i + "]").has("retries")) {
                    chosen = i;
                    break;
                }
            }
            for (int i = 0; i < http.size(); i++) {
                if (i != chosen) {
                    draft.other("spec.http[" + i + "]" + name(http.valueAt(i)));
                }
            }
            route = http.valueAt(chosen);
            prefix = "spec.http[" + chosen + "].";
        }
        readTimeout(route, prefix, draft);
        readRetries(route.get("retries"), prefix + "retries", draft);
        draft.multiplier = 2;
        draft.jitter = Jitter.FULL;
        draft.assumed("backoff", "Envoy doubles the interval each retry and waits a uniform draw below"
                + " min(2^(k-1) x base, max): full jitter, x2");
        return draft.finish();
    }

    private static void readRetries(ConfigNode retries, String key, ReadingDraft draft) throws ConfigError {
        draft.initial = ENVOY_BASE_MS;
        draft.maximum = ENVOY_BASE_MS * 10;
        if (retries == null) {
            draft.hiddenDefault(3, key, "absent: Istio's default of 2 retries (3 attempts), Envoy's 25 ms base and"
                    + " 250 ms maximum backoff, on connect-failure, refused-stream, unavailable, cancelled and 503");
            draft.retryOn = new RetryOn(List.of(DEFAULT_RETRY_ON));
            return;
        }
        Values.map(retries, key);
        ConfigNode attempts = retries.get("attempts");
        if (attempts == null) {
            // ConvertPolicy (retry.go) starts from the default policy only when retries is absent; a retries
            // block without attempts has attempts 0, which it reads as retries turned off.
            draft.attempts = 1;
            draft.set(key + ".attempts", "absent in retries: 0, which Istio reads as retries off (1 attempt)");
        } else {
            double n = Values.whole(attempts, "attempts", Double.NEGATIVE_INFINITY);
            draft.at(attempts, Member.ATTEMPTS);
            if (n <= 0) {
                draft.attempts = 1;
                draft.set(key + ".attempts", Decimal.text(n) + ": retries are off (1 attempt)");
            } else {
                draft.attempts(n + 1, key + ".attempts", Decimal.text(n) + " retries: "
                        + ReadingDraft.attemptWords((int) Math.min(n + 1, ConfigBlock.MAX_ATTEMPTS)));
            }
        }
        ConfigNode perTry = retries.get("perTryTimeout");
        if (perTry != null) {
            double ms = draft.ms(Values.duration(perTry, "perTryTimeout", Durations.GO, "2s"), key + ".perTryTimeout");
            if (ms < 1) {
                throw ConfigError.at(perTry, "a perTryTimeout of at least 1ms");
            }
            draft.perTryTimeout = ms;
            draft.at(perTry, Member.PER_TRY_TIMEOUT);
            draft.set(key + ".perTryTimeout", Durations.words(ms) + " per attempt: the layer's per-try timeout");
        }
        ConfigNode backoff = retries.get("backoff");
        if (backoff != null) {
            double ms = draft.ms(Values.duration(backoff, "backoff", Durations.GO, "25ms"), key + ".backoff");
            if (ms < 1) {
                throw ConfigError.at(backoff, "a backoff of at least 1ms (Envoy's base interval must be above 0)");
            }
            draft.initial = ms;
            draft.maximum = Math.min(ConfigBlock.MAX_MS, ms * 10);
            draft.at(backoff, Member.INITIAL_BACKOFF, Member.MAX_BACKOFF);
            draft.set(key + ".backoff", Durations.words(ms) + " base interval; Envoy's maximum is 10 x base, "
                    + Durations.words(draft.maximum));
        } else {
            draft.assumed(key + ".backoff", "absent: Envoy's 25 ms base and 250 ms maximum backoff");
        }
        readRetryOn(retries.get("retryOn"), key + ".retryOn", draft);
        draft.notModelledExcept(retries, key + ".", "attempts", "perTryTimeout", "backoff", "retryOn");
    }

    /**
     * retryOn: Envoy's conditions, and HTTP status codes, which Istio moves to Envoy's retriable_status_codes
     * (parseRetryOn in retry.go); absent, DefaultPolicy's.
     */
    private static void readRetryOn(ConfigNode on, String key, ReadingDraft draft) throws ConfigError {
        if (on == null) {
            draft.retryOn = new RetryOn(List.of(DEFAULT_RETRY_ON));
            draft.assumed(key, "absent: Istio's default, retry on " + draft.retryOn.text());
            return;
        }
        if (!on.isScalar()) {
            throw ConfigError.at(on, "retryOn as one text of conditions separated by commas, such as \"5xx,503\"");
        }
        List<String> conditions = new ArrayList<>();
        for (String condition : RetryOn.items(on.text())) {
            if (RetryOn.isEnvoy(condition) || RetryOn.isCode(condition)) {
                conditions.add(condition);
            } else if (!condition.equals(RetryOn.STATUS_CODES)) {
                draft.notModelled(key, condition + ": not one of Envoy's retry conditions; left out");
            }
        }
        draft.retryOn = RetryOn.ofOrNull(conditions);
        if (draft.retryOn != null) {
            draft.set(key, "retries on " + draft.retryOn.text());
        }
    }

    private static void readTimeout(ConfigNode route, String prefix, ReadingDraft draft) throws ConfigError {
        ConfigNode timeout = route.get("timeout");
        if (timeout == null) {
            return;
        }
        double ms = draft.ms(Values.duration(timeout, "timeout", Durations.GO, "10s"), prefix + "timeout");
        if (ms < 1) {
            draft.set(prefix + "timeout", "0s: no route timeout");
            return;
        }
        draft.timeout(ms, prefix + "timeout", false);
        draft.at(timeout, Member.TIMEOUT);
    }

    private static String name(ConfigNode route) {
        ConfigNode name = route.isMap() ? route.get("name") : null;
        return name == null || !name.isScalar() ? "" : " (" + name.text() + ")";
    }

    @Override
    public ConfigWriting write(ConfigBlock block) {
        WritingDraft draft = new WritingDraft(block);
        draft.envoyBackoff("Istio", "Istio (through Envoy) has no multiplier: it doubles each wait (x2)",
                "Istio (through Envoy) always uses full jitter", "backoff");
        draft.envoyCap("Istio");
        List<String> retryOn = draft.retryOn("Istio's retryOn", c -> RetryOn.isEnvoy(c) || RetryOn.isCode(c),
                DEFAULT_RETRY_ON);
        draft.noBudget("A VirtualService (a DestinationRule's connectionPool.http.maxRetries is Envoy's max_retries)");
        StringBuilder out = new StringBuilder(draft.comments("# "));
        out.append("apiVersion: networking.istio.io/v1\nkind: VirtualService\nmetadata:\n  name: my-service\n")
                .append("spec:\n  hosts:\n  - my-service\n  http:\n  - route:\n    - destination:\n")
                .append("        host: my-service\n");
        if (draft.hasTimeout()) {
            out.append("    timeout: ").append(Durations.go(draft.timeout)).append('\n');
        }
        out.append("    retries:\n      attempts: ").append(draft.attempts - 1).append('\n');
        if (draft.hasPerTryTimeout()) {
            out.append("      perTryTimeout: ").append(Durations.go(draft.perTryTimeout)).append('\n');
        }
        out.append("      backoff: ").append(Durations.go(draft.initial)).append('\n');
        out.append("      retryOn: ").append(String.join(",", retryOn)).append('\n');
        return draft.finish(out.toString());
    }
}
