package dev.retryworkbench.core.config;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Role;
import dev.retryworkbench.core.storm.budget.RatioBudget;

/**
 * A Linkerd ServiceProfile (YAML; linkerd/linkerd2 controller/api/destination/profile_translator.go):
 * {@code spec.retryBudget} ({@code retryRatio}, {@code minRetriesPerSecond}, {@code ttl}) is the
 * {@code ratio} budget; a route's {@code isRetryable} lets Linkerd retry it at once, as often as the
 * budget allows, and its {@code timeout} bounds the request with its retries (clip).
 */
final class LinkerdFormat extends ConfigFormat {
    LinkerdFormat() {
        super("linkerd", "Linkerd ServiceProfile (YAML)", Role.MESH);
    }

    @Override
    int recognise(ConfigInput input) {
        if (!input.contains("ServiceProfile") && !input.contains("retryBudget") && !input.contains("isRetryable")) {
            return 0;
        }
        ConfigNode root = input.documentOrNull();
        if (root == null || !root.isMap()) {
            return 0;
        }
        ConfigNode kind = root.get("kind");
        if (kind != null && kind.text().equals("ServiceProfile")) {
            return 95;
        }
        return Found.first(root, "retryBudget") != null || Found.first(root, "isRetryable") != null ? 70 : 0;
    }

    @Override
    ConfigReading read(ConfigInput input) throws ConfigError {
        ConfigNode root = Values.map(input.document(), "the ServiceProfile");
        ConfigNode spec = root.get("spec") != null ? Values.map(root.get("spec"), "spec") : root;
        String prefix = spec == root ? "" : "spec.";
        ReadingDraft draft = new ReadingDraft(this);
        ConfigNode routes = spec.get("routes");
        ConfigNode route = null;
        int index = -1;
        if (routes != null) {
            Values.list(routes, "routes");
            for (int i = 0; i < routes.size(); i++) {
                ConfigNode r = Values.map(routes.valueAt(i), "routes[" + i + "]");
                ConfigNode retryable = r.get("isRetryable");
                if (route == null && retryable != null && Values.bool(retryable, "isRetryable")) {
                    route = r;
                    index = i;
                }
            }
            if (route == null && routes.size() > 0) {
                index = 0;
            }
            // A route's name (RouteSpec.Name, linkerd2 controller/gen/apis/serviceprofile/v1alpha2/types.go).
            index = input.chosenByName(routes, "a route", index);
            route = index < 0 ? null : routes.valueAt(index);
            for (int i = 0; i < routes.size(); i++) {
                if (i != index) {
                    ConfigNode name = routes.valueAt(i).get("name");
                    draft.other(prefix + "routes[" + i + "]" + (name == null ? "" : " (" + name.text() + ")"));
                }
            }
        }
        String at = prefix + "routes[" + index + "].";
        ConfigNode retryable = route == null ? null : route.get("isRetryable");
        if (retryable != null) {
            draft.at(retryable, Member.ATTEMPTS);
        }
        if (retryable != null && Values.bool(retryable, "isRetryable")) {
            draft.attempts = ConfigBlock.MAX_ATTEMPTS;
            draft.approximated(at + "isRetryable", "true: Linkerd retries at once, with no limit per request but the"
                    + " budget; the form's largest limit, " + ConfigBlock.MAX_ATTEMPTS + " attempts, stands for it");
        } else {
            draft.set(route == null ? "routes" : at + "isRetryable", "not retryable: 1 attempt");
        }
        if (route != null) {
            ConfigNode timeout = route.get("timeout");
            if (timeout != null) {
                double ms = draft.ms(Values.duration(timeout, "timeout", Durations.GO, "10s"), at + "timeout");
                if (ms >= 1) {
                    draft.timeout(ms, at + "timeout", false);
                    draft.at(timeout, Member.TIMEOUT);
                }
            }
            draft.notModelledExcept(route, at, "isRetryable", "timeout", "name");
        }
        draft.jitter = Jitter.NONE;
        ConfigNode budget = spec.get("retryBudget");
        if (budget != null) {
            Values.map(budget, "retryBudget");
            draft.at(budget, Member.BUDGET);
            ConfigNode ratio = budget.get("retryRatio");
            ConfigNode min = budget.get("minRetriesPerSecond");
            ConfigNode ttl = budget.get("ttl");
            double r = ratio == null ? 0.2 : Values.atLeast(ratio, "retryRatio", 0);
            double m = min == null ? 10 : Values.whole(min, "minRetriesPerSecond", 0);
            double t = ttl == null ? 10 : Values.duration(ttl, "ttl", Durations.GO, "10s") / 1000;
            if (r > 1) {
                throw ConfigError.at(ratio, "a retryRatio from 0 to 1");
            }
            if (t < 1 || t > 60) {
                // Linkerd takes any duration; the model's window is 1 to 60 s: the rest is still read.
                double clamped = t < 1 ? 1 : 60;
                draft.approximated(prefix + "retryBudget.ttl", Durations.words(t * 1000) + " is "
                        + (t < 1 ? "below" : "above") + " the model's " + Decimal.text(clamped) + " s: clamped to "
                        + Decimal.text(clamped) + " s");
                t = clamped;
            }
            draft.budget = ConfigBudget.of(RatioBudget.ID, new ConfigBudget.Parameter(RatioBudget.PERCENT_CAN_RETRY, r),
                    new ConfigBudget.Parameter(RatioBudget.MIN_RETRIES_PER_SECOND, m),
                    new ConfigBudget.Parameter(RatioBudget.TTL_SECONDS, t));
            draft.set(prefix + "retryBudget", "ratio budget: " + Decimal.text(r * 100) + "% of requests, at least "
                    + Decimal.text(m) + " retries a second, over " + Decimal.text(t) + " s"
                    + (ratio == null || min == null || ttl == null ? " (Linkerd's defaults 0.2, 10, 10s where absent)" : ""));
        } else if (draft.attempts > 1) {
            draft.assumed(prefix + "retryBudget", "absent: Linkerd's default budget, 20% of requests, 10 retries a"
                    + " second, over 10 s");
        }
        return draft.finish();
    }

    @Override
    public ConfigWriting write(ConfigBlock block) {
        WritingDraft draft = new WritingDraft(block);
        if (draft.retries()) {
            if (draft.attempts < ConfigBlock.MAX_ATTEMPTS) {
                draft.note("a ServiceProfile has no attempt limit, only the budget: unlimited ("
                        + ConfigBlock.MAX_ATTEMPTS + ") instead of " + draft.attempts + " (Linkerd 2.16+'s retry annotations keep a limit)");
            }
            draft.attempts = ConfigBlock.MAX_ATTEMPTS;
            if (draft.maximum > 0 && (draft.initial > 0 || draft.shape != dev.retryworkbench.core.policy.BackoffShape.EXPONENTIAL)) {
                draft.note("Linkerd retries at once: no backoff");
            }
        }
        draft.shape = dev.retryworkbench.core.policy.BackoffShape.EXPONENTIAL;
        draft.initial = 0;
        draft.maximum = 0;
        draft.multiplier = 1;
        draft.jitter = Jitter.NONE;
        draft.jitterLow = 1;
        draft.jitterHigh = 1;
        draft.noPerTryTimeout("A ServiceProfile");
        draft.budgetKinds("Linkerd", RatioBudget.ID);
        double r = draft.budget == null ? Double.NaN : or(draft.budget.get(RatioBudget.PERCENT_CAN_RETRY), 0.2);
        double m = draft.budget == null ? Double.NaN : or(draft.budget.get(RatioBudget.MIN_RETRIES_PER_SECOND), 10);
        double ttl = draft.budget == null ? Double.NaN : or(draft.budget.get(RatioBudget.TTL_SECONDS), 10);
        double t = Math.max(1, Math.min(60, Math.floor(ttl + 0.5)));
        if (r > 1) {
            draft.note("Linkerd's retryRatio is at most 1 (a retry per request): 1 instead of " + Decimal.text(r));
            r = 1;
        }
        if (draft.budget != null && t != ttl) {
            draft.note("the ttl is written in whole seconds from 1 to 60: " + Decimal.text(t) + "s instead of "
                    + Decimal.text(ttl) + " s");
        }
        if (draft.budget != null) {
            draft.budget = ConfigBudget.of(RatioBudget.ID, new ConfigBudget.Parameter(RatioBudget.PERCENT_CAN_RETRY, r),
                    new ConfigBudget.Parameter(RatioBudget.MIN_RETRIES_PER_SECOND, m),
                    new ConfigBudget.Parameter(RatioBudget.TTL_SECONDS, t));
        }
        StringBuilder out = new StringBuilder(draft.comments("# "));
        out.append("apiVersion: linkerd.io/v1alpha2\nkind: ServiceProfile\nmetadata:\n")
                .append("  name: my-service.my-namespace.svc.cluster.local\n  namespace: my-namespace\nspec:\n  routes:\n")
                .append("  - name: GET /\n    condition:\n      method: GET\n      pathRegex: /\n    isRetryable: ")
                .append(draft.retries() ? "true" : "false").append('\n');
        if (draft.hasTimeout()) {
            out.append("    timeout: ").append(Durations.go(draft.timeout)).append('\n');
        }
        if (draft.budget != null) {
            out.append("  retryBudget:\n    retryRatio: ").append(Decimal.text(r)).append("\n    minRetriesPerSecond: ")
                    .append(Decimal.text(m)).append("\n    ttl: ").append(Decimal.text(t)).append("s\n");
        }
        return draft.finish(out.toString());
    }

    private static double or(double value, double fallback) {
        return Double.isNaN(value) ? fallback : value;
    }
}
