package dev.retryworkbench.core.config;

import dev.retryworkbench.core.policy.Hedging;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Role;
import dev.retryworkbench.core.storm.budget.EnvoyBudget;
import dev.retryworkbench.core.storm.budget.MaxRetriesBudget;
import java.util.ArrayList;
import java.util.List;

/**
 * Envoy's route {@code retry_policy} (YAML or JSON; envoyproxy/envoy
 * api/envoy/config/route/v3/route_components.proto), anywhere in the text: alone, in a route, or in a
 * whole bootstrap. The route's {@code timeout} is the deadline (default 15 s when the text is a route),
 * and a cluster's {@code circuit_breakers} threshold gives the storm budget: {@code retry_budget}
 * (kind {@code envoy}) or {@code max_retries} (kind {@code max-retries}). Envoy waits a uniform draw
 * below min(2^(k-1) x base, max) (source/common/common/backoff_strategy.cc): full jitter, x2. Keys in
 * proto3 JSON names ({@code numRetries}), as xDS dumps write them, and a list at the top (a route
 * configuration's virtual hosts) are read too.
 */
final class EnvoyFormat extends ConfigFormat {
    private static final double BASE_DEFAULT_MS = 25;
    private static final double ROUTE_TIMEOUT_DEFAULT_MS = 15_000;
    private static final String[] POLICY_KEYS = {"retry_on", "num_retries", "per_try_timeout", "retry_back_off"};

    EnvoyFormat() {
        super("envoy", "Envoy route retry_policy (YAML or JSON)", Role.MESH);
    }

    @Override
    int recognise(ConfigInput input) {
        if (!input.contains("retry_policy") && !input.contains("num_retries") && !input.contains("retry_on")
                && !input.contains("circuit_breakers") && !input.contains("retryPolicy") && !input.contains("numRetries")
                && !input.contains("retryOn") && !input.contains("circuitBreakers")) {
            return 0;
        }
        ConfigNode written = input.documentOrNull();
        if (written == null || !written.isMap() && !written.isList()) {
            return 0;
        }
        ConfigNode root = ProtoNames.snakeCase(written);
        if (root == written && Found.first(root, "retry_policy") != null || isPolicy(root)) {
            return 80;
        }
        // In proto3 JSON names a retryPolicy is Envoy's only when it holds Envoy's members (gRPC's has others).
        for (Found policy : Found.all(root, "retry_policy")) {
            if (isPolicy(policy.value())) {
                return 80;
            }
        }
        return Found.first(root, "circuit_breakers") != null ? 60 : 0;
    }

    private static boolean isPolicy(ConfigNode node) {
        for (String key : POLICY_KEYS) {
            if (node.isMap() && node.has(key)) {
                return true;
            }
        }
        return false;
    }

    @Override
    ConfigReading read(ConfigInput input) throws ConfigError {
        ConfigNode written = input.document();
        if (!written.isList()) {
            Values.map(written, "the Envoy config");
        }
        ConfigNode root = ProtoNames.snakeCase(written);
        ReadingDraft draft = new ReadingDraft(this);
        if (root != written) {
            draft.set("keys", "proto3 JSON names (numRetries, retryBackOff.baseInterval, ...) read as Envoy's field"
                    + " names (num_retries, retry_back_off.base_interval, ...), which Envoy accepts alike; the report"
                    + " names them so");
        }
        List<Found> policies = Found.all(root, "retry_policy");
        ConfigNode policy = null;
        String prefix = "";
        int chosen = chosen(root, policies, input.select());
        if (!policies.isEmpty()) {
            Found first = policies.get(chosen);
            policy = Values.map(first.value(), first.path());
            prefix = first.path() + ".";
            readRoute(first.holder(), first.path(), draft);
            for (int i = 0; i < policies.size(); i++) {
                if (i != chosen) {
                    String name = names(root, policies.get(i).path()).get(0);
                    draft.other(policies.get(i).path() + (name.isEmpty() ? "" : " (" + name + ")"));
                }
            }
        } else if (isPolicy(root)) {
            policy = root;
        }
        if (policy != null) {
            readPolicy(policy, prefix, draft);
        } else {
            draft.set("retry_policy", "absent: Envoy does not retry this route (1 attempt)");
        }
        readHedgePolicy(root, draft);
        readCircuitBreakers(root, draft);
        return draft.finish();
    }

    /**
     * Returns the retry policy {@code select} names: the first under a route or virtual host of that {@code name}
     * (route_components.proto's Route.name, "Name for the route", and VirtualHost.name), or 0 without select.
     */
    private static int chosen(ConfigNode root, List<Found> policies, String select) throws ConfigError {
        if (select == null) {
            return 0;
        }
        List<String> named = new ArrayList<>();
        for (int i = 0; i < policies.size(); i++) {
            List<String> names = names(root, policies.get(i).path());
            if (names.contains(select)) {
                return i;
            }
            if (!names.get(0).isEmpty() && !named.contains(names.get(0))) {
                named.add(names.get(0));
            }
        }
        throw ConfigFormats.noSuchPolicy(policies.isEmpty() ? root : policies.get(0).value(), select,
                "a route or virtual host with a retry_policy", named);
    }

    /**
     * Returns the {@code name}s of the maps on the way to the member at {@code path}, innermost first (the route's,
     * then its virtual host's), or just "" when none has one.
     */
    private static List<String> names(ConfigNode root, String path) {
        List<String> names = new ArrayList<>();
        ConfigNode node = root;
        // Steps are "key" after a dot and "[i]" after a list: virtual_hosts[0].routes[1].route.retry_policy.
        for (int at = 0; at < path.length() && node != null && !node.isScalar(); at++) {
            int end = at;
            while (end < path.length() && path.charAt(end) != '.' && (end == at || path.charAt(end) != '[')) {
                end++;
            }
            String step = path.substring(at, end);
            node = step.charAt(0) == '[' ? node.valueAt(Integer.parseInt(step.substring(1, step.length() - 1)))
                    : node.get(step);
            ConfigNode name = node != null && node.isMap() ? node.get("name") : null;
            if (name != null && name.isScalar()) {
                names.add(0, name.text());
            }
            at = end < path.length() && path.charAt(end) == '[' ? end - 1 : end;
        }
        if (names.isEmpty()) {
            names.add("");
        }
        return names;
    }

    /**
     * A route's or virtual host's {@code hedge_policy}: {@code hedge_on_per_try_timeout} hedges (the timed-out
     * attempt keeps running while a retry starts), which needs the retry policy's per-try timeout.
     */
    private static void readHedgePolicy(ConfigNode root, ReadingDraft draft) throws ConfigError {
        Found found = Found.first(root, "hedge_policy");
        if (found == null) {
            return;
        }
        ConfigNode hedge = Values.map(found.value(), found.path());
        String prefix = found.path() + ".";
        ConfigNode onTimeout = hedge.get("hedge_on_per_try_timeout");
        if (onTimeout == null || !Values.bool(onTimeout, "hedge_on_per_try_timeout")) {
            draft.set(prefix + "hedge_on_per_try_timeout", "no hedging");
        } else if (Double.isNaN(draft.perTryTimeout)) {
            draft.approximated(prefix + "hedge_on_per_try_timeout", "no per_try_timeout: no hedging");
        } else {
            draft.hedging = ConfigHedging.onPerTryTimeout();
            draft.at(onTimeout, Member.HEDGING);
            draft.set(prefix + "hedge_on_per_try_timeout", "a timed-out attempt runs on while a retry starts");
        }
        draft.notModelledExcept(hedge, prefix, "hedge_on_per_try_timeout");
    }

    private static void readPolicy(ConfigNode policy, String prefix, ReadingDraft draft) throws ConfigError {
        ConfigNode retries = policy.get("num_retries");
        if (retries == null) {
            draft.hiddenDefault(2, prefix + "num_retries", "absent: Envoy's default of 1 retry, so 2 attempts");
        } else {
            double n = Values.whole(retries, "num_retries", 0);
            draft.at(retries, Member.ATTEMPTS);
            draft.attempts(n + 1, prefix + "num_retries", Decimal.text(n) + " retries: "
                    + ReadingDraft.attemptWords((int) Math.min(n + 1, ConfigBlock.MAX_ATTEMPTS)));
        }
        ConfigNode perTry = policy.get("per_try_timeout");
        if (perTry != null) {
            double ms = draft.ms(Values.duration(perTry, "per_try_timeout", Durations.PROTO, "\"2s\""),
                    prefix + "per_try_timeout");
            if (ms >= 1) {
                draft.perTryTimeout = ms;
                draft.at(perTry, Member.PER_TRY_TIMEOUT);
                draft.set(prefix + "per_try_timeout", Durations.words(ms) + " per attempt: the layer's per-try timeout");
            } else {
                draft.set(prefix + "per_try_timeout", "0: no per-attempt timeout (the route's timeout applies)");
            }
        }
        ConfigNode backOff = policy.get("retry_back_off");
        draft.multiplier = 2;
        draft.jitter = Jitter.FULL;
        if (backOff == null) {
            draft.initial = BASE_DEFAULT_MS;
            draft.maximum = BASE_DEFAULT_MS * 10;
            draft.assumed(prefix + "retry_back_off", "absent: Envoy's base interval 25 ms (runtime"
                    + " upstream.base_retry_backoff_ms) and maximum 10 x base, 250 ms");
        } else {
            Values.map(backOff, "retry_back_off");
            ConfigNode base = backOff.get("base_interval");
            if (base == null) {
                throw ConfigError.at(backOff, "base_interval in retry_back_off (Envoy requires it)");
            }
            draft.initial = Math.max(1, draft.ms(positive(base, "base_interval"), prefix + "retry_back_off.base_interval"));
            draft.set(prefix + "retry_back_off.base_interval", Durations.words(draft.initial));
            draft.at(base, Member.INITIAL_BACKOFF);
            ConfigNode max = backOff.get("max_interval");
            if (max == null) {
                draft.maximum = Math.min(ConfigBlock.MAX_MS, draft.initial * 10);
                draft.assumed(prefix + "retry_back_off.max_interval", "absent: 10 x base_interval, "
                        + Durations.words(draft.maximum));
            } else {
                draft.maximum = Math.max(1, draft.ms(positive(max, "max_interval"), prefix + "retry_back_off.max_interval"));
                if (draft.maximum < draft.initial) {
                    throw ConfigError.at(max, "a max_interval of at least the base_interval (Envoy requires it)");
                }
                draft.set(prefix + "retry_back_off.max_interval", Durations.words(draft.maximum));
                draft.at(max, Member.MAX_BACKOFF);
            }
            draft.notModelledExcept(backOff, prefix + "retry_back_off.", "base_interval", "max_interval");
        }
        draft.assumed("backoff", "Envoy doubles the interval each retry and waits a uniform draw below"
                + " min(2^(k-1) x base, max): full jitter, x2");
        readRetryOn(policy, prefix, draft);
        draft.notModelledExcept(policy, prefix, "num_retries", "per_try_timeout", "retry_back_off", "retry_on",
                "retriable_status_codes");
    }

    /**
     * {@code retry_on}, the failures that retry, and with its {@code retriable-status-codes} the statuses of
     * {@code retriable_status_codes}: the layer's retry conditions.
     */
    private static void readRetryOn(ConfigNode policy, String prefix, ReadingDraft draft) throws ConfigError {
        ConfigNode on = policy.get("retry_on");
        if (on != null && !on.isScalar()) {
            throw ConfigError.at(on, "retry_on as one text of conditions separated by commas, such as \"5xx\"");
        }
        draft.envoyRetryOn(on == null ? null : RetryOn.items(on.text()), policy.get("retriable_status_codes"),
                prefix + "retry_on", prefix + "retriable_status_codes", RetryOn::isEnvoy);
    }

    /** A route's timeout: the layer's timeout over all its attempts, 15 s by default, 0 for none. */
    private static void readRoute(ConfigNode route, String path, ReadingDraft draft) throws ConfigError {
        boolean isRoute = route.has("cluster") || route.has("weighted_clusters") || route.has("cluster_header")
                || route.has("timeout");
        if (!isRoute) {
            return;
        }
        String prefix = path.substring(0, path.length() - "retry_policy".length());
        ConfigNode timeout = route.get("timeout");
        double ms = timeout == null ? ROUTE_TIMEOUT_DEFAULT_MS
                : draft.ms(Values.duration(timeout, "timeout", Durations.PROTO, "\"15s\""), prefix + "timeout");
        if (ms < 1) {
            draft.set(prefix + "timeout", "0: no route timeout");
            return;
        }
        if (timeout == null) {
            draft.timeout = ms;
            draft.assumed(prefix + "timeout", "absent: Envoy's route timeout of 15 s over all attempts, the layer's"
                    + " timeout");
        } else {
            draft.timeout(ms, prefix + "timeout", false);
            draft.at(timeout, Member.TIMEOUT);
        }
    }

    private static void readCircuitBreakers(ConfigNode root, ReadingDraft draft) throws ConfigError {
        Found breakers = Found.first(root, "circuit_breakers");
        if (breakers == null) {
            return;
        }
        ConfigNode thresholds = Values.map(breakers.value(), breakers.path()).get("thresholds");
        if (thresholds == null) {
            return;
        }
        Values.list(thresholds, "thresholds");
        String prefix = breakers.path() + ".thresholds";
        for (int i = 0; i < thresholds.size(); i++) {
            ConfigNode threshold = Values.map(thresholds.valueAt(i), "thresholds[" + i + "]");
            ConfigNode priority = threshold.get("priority");
            String at = prefix + "[" + i + "].";
            if (priority != null && !priority.text().equals("DEFAULT")) {
                draft.notModelled(at + "priority", priority.text() + ": only the DEFAULT priority's threshold is read");
                continue;
            }
            ConfigNode budget = threshold.get("retry_budget");
            ConfigNode maxRetries = threshold.get("max_retries");
            if (budget != null) {
                Values.map(budget, "retry_budget");
                double percent = 20;
                ConfigNode percentNode = budget.get("budget_percent");
                if (percentNode != null) {
                    ConfigNode value = Values.map(percentNode, "budget_percent").get("value");
                    percent = value == null ? 0 : Values.atLeast(value, "budget_percent.value", 0);
                    if (percent > 100) {
                        throw ConfigError.at(value, "a budget_percent value of at most 100");
                    }
                }
                ConfigNode concurrencyNode = budget.get("min_retry_concurrency");
                double concurrency = concurrencyNode == null ? 3
                        : Values.whole(concurrencyNode, "min_retry_concurrency", 0);
                draft.at(budget, Member.BUDGET);
                draft.budget = ConfigBudget.of(EnvoyBudget.ID,
                        new ConfigBudget.Parameter(EnvoyBudget.BUDGET_PERCENT, percent),
                        new ConfigBudget.Parameter(EnvoyBudget.MIN_RETRY_CONCURRENCY, concurrency));
                draft.set(at + "retry_budget", "envoy budget: " + Decimal.text(percent) + "% of active requests,"
                        + " at least " + Decimal.text(concurrency) + " retries at once"
                        + (percentNode == null || concurrencyNode == null ? " (defaults 20% and 3 where absent)" : ""));
                if (maxRetries != null) {
                    draft.notModelled(at + "max_retries", "the retry_budget overrides max_retries");
                }
                draft.notModelledExcept(budget, at + "retry_budget.", "budget_percent", "min_retry_concurrency");
            } else if (maxRetries != null) {
                double n = Values.whole(maxRetries, "max_retries", 0);
                draft.at(maxRetries, Member.BUDGET);
                draft.budget = ConfigBudget.of(MaxRetriesBudget.ID,
                        new ConfigBudget.Parameter(MaxRetriesBudget.MAX_RETRIES, n));
                draft.set(at + "max_retries", "max-retries budget: at most " + Decimal.text(n) + " retries at once");
            }
            draft.notModelledExcept(threshold, at, "retry_budget", "max_retries", "priority");
            return;
        }
    }

    private static double positive(ConfigNode node, String key) throws ConfigError {
        double ms = Values.duration(node, key, Durations.PROTO, "\"0.025s\"");
        if (!(ms > 0)) {
            throw ConfigError.at(node, "a " + key + " above 0 (Envoy requires it)");
        }
        return ms;
    }

    @Override
    public ConfigWriting write(ConfigBlock block) {
        WritingDraft draft = new WritingDraft(block);
        draft.hedges("Envoy", Hedging.ON_PER_TRY_TIMEOUT);
        draft.envoyBackoff("Envoy", "Envoy has no multiplier: it doubles each wait (x2)",
                "Envoy always uses full jitter", "base_interval");
        List<String> retryOn = draft.retryOn("Envoy's retry_on", c -> RetryOn.isEnvoy(c) || RetryOn.isCode(c), "5xx",
                "reset", "connect-failure");
        draft.budgetKinds("Envoy", EnvoyBudget.ID, MaxRetriesBudget.ID);
        if (draft.budget != null && draft.budget.kind().equals(EnvoyBudget.ID)) {
            draft.budgetParameters(EnvoyBudget.BUDGET_PERCENT, EnvoyBudget.MIN_RETRY_CONCURRENCY);
        } else {
            draft.budgetParameters(MaxRetriesBudget.MAX_RETRIES);
        }
        StringBuilder out = new StringBuilder(draft.comments("# "));
        String indent = "";
        if (draft.hasTimeout()) {
            out.append("route:\n  timeout: ").append(Durations.proto(draft.timeout)).append('\n');
            indent = "  ";
        }
        out.append(indent).append("retry_policy:\n");
        String in = indent + "  ";
        List<String> named = new ArrayList<>();
        List<String> codes = new ArrayList<>();
        for (String condition : retryOn) {
            (RetryOn.isCode(condition) ? codes : named).add(condition);
        }
        if (!codes.isEmpty()) {
            named.add(RetryOn.STATUS_CODES);
        }
        out.append(in).append("retry_on: \"").append(String.join(",", named)).append("\"\n");
        if (!codes.isEmpty()) {
            out.append(in).append("retriable_status_codes: [").append(String.join(", ", codes)).append("]\n");
        }
        out.append(in).append("num_retries: ").append(draft.attempts - 1).append('\n');
        if (draft.hasPerTryTimeout()) {
            out.append(in).append("per_try_timeout: ").append(Durations.proto(draft.perTryTimeout)).append('\n');
        }
        out.append(in).append("retry_back_off:\n");
        out.append(in).append("  base_interval: ").append(Durations.proto(draft.initial)).append('\n');
        out.append(in).append("  max_interval: ").append(Durations.proto(Math.max(draft.initial, draft.maximum)))
                .append('\n');
        if (draft.hedging != null) {
            out.append(indent).append("hedge_policy:\n").append(in).append("hedge_on_per_try_timeout: true\n");
        }
        if (draft.budget != null) {
            out.append("# The cluster's circuit breaker (under clusters[].circuit_breakers):\n");
            out.append("circuit_breakers:\n  thresholds:\n");
            if (draft.budget.kind().equals(EnvoyBudget.ID)) {
                double percent = or(draft.budget.get(EnvoyBudget.BUDGET_PERCENT), 20);
                double concurrency = or(draft.budget.get(EnvoyBudget.MIN_RETRY_CONCURRENCY), 3);
                out.append("  - retry_budget:\n      budget_percent:\n        value: ").append(Decimal.text(percent))
                        .append("\n      min_retry_concurrency: ").append(Decimal.text(concurrency)).append('\n');
                draft.budget = ConfigBudget.of(EnvoyBudget.ID,
                        new ConfigBudget.Parameter(EnvoyBudget.BUDGET_PERCENT, percent),
                        new ConfigBudget.Parameter(EnvoyBudget.MIN_RETRY_CONCURRENCY, concurrency));
            } else {
                double n = draft.budget.get(MaxRetriesBudget.MAX_RETRIES);
                out.append("  - max_retries: ").append(Decimal.text(Double.isNaN(n) ? 3 : n)).append('\n');
                draft.budget = ConfigBudget.of(MaxRetriesBudget.ID, new ConfigBudget.Parameter(
                        MaxRetriesBudget.MAX_RETRIES,
                        Double.isNaN(n) ? 3 : n));
            }
        }
        return draft.finish(out.toString());
    }

    private static double or(double value, double fallback) {
        return Double.isNaN(value) ? fallback : value;
    }
}
