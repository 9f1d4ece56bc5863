package dev.retryworkbench.core.config;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Role;
import dev.retryworkbench.core.storm.budget.RatioBudget;
import java.util.ArrayList;
import java.util.List;

/**
 * Kubernetes Gateway API (YAML): an HTTPRoute's {@code spec.rules[].retry} ({@code attempts} counts
 * retries, {@code backoff} is the base interval, {@code codes}) and {@code rules[].timeouts}
 * ({@code request} over the whole request, {@code backendRequest} for each call to the backend), as
 * kubernetes-sigs/gateway-api apis/v1/httproute_types.go defines them; or an XBackendTrafficPolicy's
 * {@code retryConstraint} (apisx/v1alpha1/xbackendtrafficpolicy_types.go) as the {@code ratio} budget.
 * The backoff curve is the implementation's: read as Envoy's, which most implementations run (GEP-1731's
 * table): full jitter, x2, capped at 10 x base.
 */
final class GatewayApiFormat extends ConfigFormat {
    private static final double ENVOY_BASE_MS = 25;

    GatewayApiFormat() {
        super("gateway-api", "Gateway API HTTPRoute or XBackendTrafficPolicy (YAML)", Role.GATEWAY);
    }

    @Override
    int recognise(ConfigInput input) {
        if (!input.contains("rules") && !input.contains("retryConstraint")) {
            return 0;
        }
        ConfigNode root = input.documentOrNull();
        if (root == null || !root.isMap()) {
            return 0;
        }
        ConfigNode kind = root.get("kind");
        ConfigNode api = root.get("apiVersion");
        // gateway.networking.k8s.io, or gateway.networking.x-k8s.io for the experimental X resources.
        boolean gateway = api != null && api.text().startsWith("gateway.networking.");
        if (kind != null && (kind.text().equals("HTTPRoute") || kind.text().endsWith("BackendTrafficPolicy")) && gateway) {
            return 95;
        }
        ConfigNode spec = root.get("spec");
        if (spec != null && spec.isMap() && spec.get("retryConstraint") != null) {
            return 75;
        }
        ConfigNode rules = spec != null && spec.isMap() ? spec.get("rules") : null;
        if (rules != null && rules.isList()) {
            for (int i = 0; i < rules.size(); i++) {
                ConfigNode rule = rules.valueAt(i);
                if (rule.isMap() && (rule.has("retry") || rule.has("timeouts"))) {
                    return 75;
                }
            }
        }
        return 0;
    }

    @Override
    ConfigReading read(ConfigInput input) throws ConfigError {
        ConfigNode root = Values.map(input.document(), "the HTTPRoute");
        ConfigNode spec = root.get("spec") == null ? root : Values.map(root.get("spec"), "spec");
        String prefix = spec == root ? "" : "spec.";
        ReadingDraft draft = new ReadingDraft(this);
        ConfigNode constraint = spec.get("retryConstraint");
        if (constraint != null) {
            readConstraint(Values.map(constraint, "retryConstraint"), prefix + "retryConstraint", draft);
            draft.notModelledExcept(spec, prefix, "retryConstraint", "targetRefs");
            return draft.finish();
        }
        ConfigNode rules = spec.get("rules");
        if (rules == null) {
            throw ConfigError.at(spec, "spec.rules, the HTTPRoute's rules (or an XBackendTrafficPolicy's"
                    + " retryConstraint)");
        }
        Values.list(rules, "spec.rules");
        if (rules.size() == 0) {
            throw ConfigError.at(rules, "at least one rule in spec.rules");
        }
        int chosen = 0;
        for (int i = rules.size() - 1; i >= 0; i--) {
            if (Values.map(rules.valueAt(i), "spec.rules[" + i + "]").has("retry")) {
                chosen = i;
            }
        }
        // A rule's name (GEP-995, "Named route rules"): select picks it.
        chosen = input.chosenByName(rules, "a rule", chosen);
        for (int i = 0; i < rules.size(); i++) {
            if (i != chosen) {
                draft.other(prefix + "rules[" + i + "]" + name(rules.valueAt(i)));
            }
        }
        ConfigNode rule = rules.valueAt(chosen);
        String at = prefix + "rules[" + chosen + "].";
        readRetry(rule.get("retry"), at + "retry", draft);
        ConfigNode timeouts = rule.get("timeouts");
        if (timeouts != null) {
            readTimeouts(Values.map(timeouts, "timeouts"), at + "timeouts.", draft);
        }
        return draft.finish();
    }

    private static void readRetry(ConfigNode retry, String key, ReadingDraft draft) throws ConfigError {
        draft.initial = ENVOY_BASE_MS;
        draft.maximum = ENVOY_BASE_MS * 10;
        draft.multiplier = 2;
        draft.jitter = Jitter.FULL;
        if (retry == null) {
            draft.set(key, "absent: the route sets no retries (1 attempt)");
            return;
        }
        Values.map(retry, key);
        ConfigNode attempts = retry.get("attempts");
        if (attempts == null) {
            draft.hiddenDefault(2, key + ".attempts", "absent: the implementation's default, which may be none;"
                    + " read as Envoy's default of 1 retry, so 2 attempts");
        } else {
            double n = Values.whole(attempts, "attempts", 0);
            draft.at(attempts, Member.ATTEMPTS);
            draft.attempts(n + 1, key + ".attempts", n == 0 ? "0: retries are off (1 attempt)" : Decimal.text(n)
                    + " retries: " + ReadingDraft.attemptWords((int) Math.min(n + 1, ConfigBlock.MAX_ATTEMPTS)));
        }
        ConfigNode backoff = retry.get("backoff");
        if (backoff == null) {
            draft.assumed(key + ".backoff", "absent: the implementation's backoff; read as Envoy's 25 ms base and"
                    + " 250 ms maximum");
        } else {
            double ms = draft.ms(Values.duration(backoff, "backoff", Durations.GO, "100ms"), key + ".backoff");
            if (ms < 1) {
                throw ConfigError.at(backoff, "a backoff of at least 1ms");
            }
            draft.initial = ms;
            draft.maximum = Math.min(ConfigBlock.MAX_MS, ms * 10);
            draft.at(backoff, Member.INITIAL_BACKOFF, Member.MAX_BACKOFF);
            draft.set(key + ".backoff", Durations.words(ms) + " base interval");
        }
        draft.approximated("backoff", "the curve and jitter after the base interval are the implementation's; read as"
                + " Envoy's: a uniform draw below min(2^(k-1) x base, 10 x base), full jitter, x2");
        ConfigNode codes = retry.get("codes");
        if (codes != null) {
            Values.list(codes, "codes");
            List<String> conditions = new ArrayList<>();
            for (int i = 0; i < codes.size(); i++) {
                String code = Decimal.text(Values.whole(codes.valueAt(i), "codes", 400));
                if (!statusCode(code)) {
                    throw ConfigError.at(codes.valueAt(i), "an HTTP status code from 400 to 599 (HTTPRouteRetryStatusCode)");
                }
                conditions.add(code);
            }
            draft.retryOn = RetryOn.ofOrNull(conditions);
            draft.set(key + ".codes", draft.retryOn == null ? "none listed" : "retries on " + draft.retryOn.text());
        }
        draft.notModelledExcept(retry, key + ".", "attempts", "backoff", "codes");
    }

    private static void readTimeouts(ConfigNode timeouts, String prefix, ReadingDraft draft) throws ConfigError {
        ConfigNode request = timeouts.get("request");
        if (request != null) {
            double ms = draft.ms(Values.duration(request, "request", Durations.GO, "10s"), prefix + "request");
            if (ms >= 1) {
                draft.timeout(ms, prefix + "request", false);
                draft.at(request, Member.TIMEOUT);
            } else {
                draft.set(prefix + "request", "0s: no request timeout");
            }
        }
        ConfigNode backend = timeouts.get("backendRequest");
        if (backend != null) {
            double ms = draft.ms(Values.duration(backend, "backendRequest", Durations.GO, "2s"),
                    prefix + "backendRequest");
            if (ms >= 1) {
                draft.perTryTimeout = ms;
                draft.at(backend, Member.PER_TRY_TIMEOUT);
                draft.set(prefix + "backendRequest", Durations.words(ms) + " per attempt: the layer's per-try timeout");
            } else {
                draft.set(prefix + "backendRequest", "0s: no per-attempt timeout");
            }
        }
        draft.notModelledExcept(timeouts, prefix, "request", "backendRequest");
    }

    /** The {@code ratio} budget: retries at most percent of the requests over interval, and minRetryRate. */
    private static void readConstraint(ConfigNode constraint, String key, ReadingDraft draft) throws ConfigError {
        ConfigNode budget = constraint.get("budget");
        ConfigNode percent = budget == null ? null : Values.map(budget, "budget").get("percent");
        ConfigNode interval = budget == null ? null : budget.get("interval");
        ConfigNode rate = constraint.get("minRetryRate");
        double p = percent == null ? 20 : Values.whole(percent, "percent", 0);
        if (p > 100) {
            throw ConfigError.at(percent, "a percent from 0 to 100");
        }
        double ttl = interval == null ? 10 : Values.duration(interval, "interval", Durations.GO, "10s") / 1000;
        if (ttl < 1 || ttl > 60) {
            // Gateway API takes 1 s to 1 h; the model's window is 1 to 60 s.
            double clamped = ttl < 1 ? 1 : 60;
            draft.approximated(key + ".budget.interval", Durations.words(ttl * 1000) + " is outside the model's 1 to"
                    + " 60 s: " + Decimal.text(clamped) + " s");
            ttl = clamped;
        }
        double perSecond = 10;
        if (rate != null) {
            ConfigNode count = Values.map(rate, "minRetryRate").get("count");
            ConfigNode over = rate.get("interval");
            double n = count == null ? 10 : Values.whole(count, "count", 0);
            double seconds = over == null ? 1 : Values.duration(over, "interval", Durations.GO, "1s") / 1000;
            if (!(seconds > 0)) {
                throw ConfigError.at(over, "a minRetryRate interval above 0");
            }
            perSecond = n / seconds;
        }
        draft.budget = ConfigBudget.of(RatioBudget.ID, new ConfigBudget.Parameter(RatioBudget.PERCENT_CAN_RETRY, p / 100),
                new ConfigBudget.Parameter(RatioBudget.MIN_RETRIES_PER_SECOND, perSecond),
                new ConfigBudget.Parameter(RatioBudget.TTL_SECONDS, ttl));
        draft.at(constraint, Member.BUDGET);
        draft.set(key, "ratio budget: " + Decimal.text(p) + "% of requests, at least " + Decimal.text(perSecond)
                + " retries a second, over " + Decimal.text(ttl) + " s"
                + (percent == null || interval == null || rate == null ? " (defaults 20%, 10s, 10 per 1s where absent)" : ""));
        draft.notModelledExcept(constraint, key + ".", "budget", "minRetryRate");
    }

    private static String name(ConfigNode rule) {
        ConfigNode name = rule.isMap() ? rule.get("name") : null;
        return name == null || !name.isScalar() ? "" : " (" + name.text() + ")";
    }

    @Override
    public ConfigWriting write(ConfigBlock block) {
        WritingDraft draft = new WritingDraft(block);
        draft.envoyBackoff("Gateway API", "Gateway API sets only the base interval; the implementation doubles it"
                + " (x2, as Envoy)", "Gateway API leaves the jitter to the implementation: full jitter, as Envoy",
                "backoff");
        draft.envoyCap("Gateway API");
        List<String> codes = draft.retryOn("Gateway API's codes", GatewayApiFormat::statusCode, "500", "502", "503",
                "504");
        draft.noBudget("An HTTPRoute (an XBackendTrafficPolicy's retryConstraint sets a ratio budget)");
        StringBuilder out = new StringBuilder(draft.comments("# "));
        out.append("apiVersion: gateway.networking.k8s.io/v1\nkind: HTTPRoute\nmetadata:\n  name: my-route\n")
                .append("spec:\n  rules:\n  - backendRefs:\n    - name: my-service\n      port: 8080\n");
        if (draft.hasTimeout() || draft.hasPerTryTimeout()) {
            out.append("    timeouts:\n");
            if (draft.hasTimeout()) {
                out.append("      request: ").append(Durations.gateway(draft.timeout)).append('\n');
            }
            if (draft.hasPerTryTimeout()) {
                out.append("      backendRequest: ").append(Durations.gateway(draft.perTryTimeout)).append('\n');
            }
        }
        out.append("    retry:\n      attempts: ").append(draft.attempts - 1).append('\n')
                .append("      backoff: ").append(Durations.gateway(draft.initial)).append('\n')
                .append("      codes: [").append(String.join(", ", codes)).append("]\n");
        return draft.finish(out.toString());
    }

    /** Returns true for a status code an HTTPRoute's retry takes, 400 to 599 (HTTPRouteRetryStatusCode). */
    private static boolean statusCode(String condition) {
        return RetryOn.isCode(condition) && condition.charAt(0) >= '4';
    }
}
