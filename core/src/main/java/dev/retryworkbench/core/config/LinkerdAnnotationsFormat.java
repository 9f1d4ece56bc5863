package dev.retryworkbench.core.config;

import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Role;
import dev.retryworkbench.core.text.Ascii;
import java.util.ArrayList;
import java.util.List;

/**
 * Linkerd 2.16+ retries: the {@code retry.linkerd.io/*} and {@code timeout.linkerd.io/request} annotations
 * on a Service, HTTPRoute or GRPCRoute (linkerd/website linkerd.io/content/2.16/reference/retries.md; read as
 * linkerd/linkerd2 policy-controller/k8s/index/src/outbound/index/http.rs and grpc.rs, parse_http_retry and
 * parse_grpc_retry, at b24cd40). {@code limit} counts retries (default 1, "0" counts as unset); any of limit,
 * timeout, http or grpc turns retries on. The policy controller gives every such retry Linkerd's backoff
 * (policy-controller/grpc/src/outbound/http.rs convert_retry: 25 ms to 250 ms, jitter ratio 1), which the
 * proxy draws as base + random x base, capped at 250 ms (linkerd/linkerd2-proxy linkerd/exp-backoff at
 * 29637b6). These retries have no budget.
 */
final class LinkerdAnnotationsFormat extends ConfigFormat {
    private static final String RETRY = "retry.linkerd.io/";
    /** Linkerd's 5xx: the statuses 500 to 599 (not Envoy's 5xx, which also retries resets). */
    private static final String FIVE_XX = "500-599";
    private static final double BASE_MS = 25;
    private static final double CAP_MS = 250;

    LinkerdAnnotationsFormat() {
        super("linkerd-annotations", "Linkerd 2.16+ retry annotations (YAML)", Role.MESH);
    }

    @Override
    int recognise(ConfigInput input) {
        if (!input.contains("linkerd.io/")) {
            return 0;
        }
        ConfigNode annotations = annotations(input.documentOrNull());
        if (annotations == null || !annotations.isMap()) {
            return 0;
        }
        for (int i = 0; i < annotations.size(); i++) {
            String key = annotations.keyTextAt(i);
            // Above the Gateway API's 95 for the HTTPRoute these annotations sit on.
            if (key != null && (key.startsWith(RETRY) || key.equals("timeout.linkerd.io/request"))) {
                return 97;
            }
        }
        return 0;
    }

    private static ConfigNode annotations(ConfigNode root) {
        ConfigNode metadata = root != null && root.isMap() ? root.get("metadata") : null;
        return metadata != null && metadata.isMap() ? metadata.get("annotations") : null;
    }

    @Override
    ConfigReading read(ConfigInput input) throws ConfigError {
        ConfigNode root = Values.map(input.document(), "the resource");
        ConfigNode metadata = root.get("metadata");
        if (metadata == null) {
            throw ConfigError.at(root, "metadata.annotations, where Linkerd's retry annotations are");
        }
        ConfigNode annotations = Values.map(metadata, "metadata").get("annotations");
        if (annotations == null) {
            throw ConfigError.at(metadata, "metadata.annotations, where Linkerd's retry annotations are");
        }
        Values.map(annotations, "metadata.annotations");
        String at = "metadata.annotations.";
        ReadingDraft draft = new ReadingDraft(this);
        ConfigNode limit = annotations.get(RETRY + "limit");
        double retries = limit == null ? 0 : Values.whole(limit, RETRY + "limit", 0);
        if (retries > 65_535) {
            throw ConfigError.at(limit, "a " + RETRY + "limit from 0 to 65535 (Linkerd reads a 16-bit count)");
        }
        boolean on = retries > 0 || annotations.has(RETRY + "timeout") || annotations.has(RETRY + "http")
                || annotations.has(RETRY + "grpc");
        if (!on) {
            draft.set(limit == null ? at + RETRY + "*" : at + RETRY + "limit",
                    "no retry annotation turns retries on: 1 attempt");
        } else if (retries == 0) {
            draft.hiddenDefault(2, at + RETRY + "limit", (limit == null ? "absent" : "0, read as unset")
                    + ": Linkerd's default of 1 retry, so 2 attempts");
        } else {
            draft.at(limit, Member.ATTEMPTS);
            draft.attempts(retries + 1, at + RETRY + "limit", Decimal.text(retries) + " retries: "
                    + ReadingDraft.attemptWords((int) Math.min(retries + 1, ConfigBlock.MAX_ATTEMPTS)));
        }
        draft.initial = BASE_MS;
        draft.maximum = CAP_MS;
        draft.multiplier = 2;
        draft.jitter = Jitter.PROPORTIONAL;
        draft.jitterLow = 1;
        draft.jitterHigh = 2;
        if (draft.attempts > 4) {
            draft.approximated("backoff", "Linkerd waits 25 ms doubling, each wait up to twice its base but never past"
                    + " 250 ms; read as waits of 1 to 2 x 25 ms doubling up to 250 ms, which from the fourth retry on"
                    + " run past 250 ms");
        } else if (on) {
            draft.assumed("backoff", "Linkerd's own: 25 ms doubling up to 250 ms, each wait up to twice its base");
        }
        ConfigNode perTry = annotations.get(RETRY + "timeout");
        double perTryMs = perTry == null ? 0 : draft.ms(duration(perTry, RETRY + "timeout"), at + RETRY + "timeout");
        if (perTryMs >= 1) {
            draft.perTryTimeout = perTryMs;
            draft.at(perTry, Member.PER_TRY_TIMEOUT);
            draft.approximated(at + RETRY + "timeout", Durations.words(perTryMs) + " per attempt, the layer's per-try"
                    + " timeout; Linkerd lifts it from the last attempt, which the model cuts too");
        }
        ConfigNode request = annotations.get("timeout.linkerd.io/request");
        String requestKey = at + "timeout.linkerd.io/request";
        if (request == null) {
            // A route's own timeouts.request counts where the annotation is absent (http.rs, convert_*_rule).
            ConfigNode spec = root.get("spec");
            ConfigNode rules = spec != null && spec.isMap() ? spec.get("rules") : null;
            ConfigNode timeouts = rules != null && rules.isList() && rules.size() > 0 && rules.valueAt(0).isMap()
                    ? rules.valueAt(0).get("timeouts") : null;
            request = timeouts != null && timeouts.isMap() ? timeouts.get("request") : null;
            requestKey = "spec.rules[0].timeouts.request";
        }
        double requestMs = request == null ? 0 : draft.ms(duration(request, requestKey), requestKey);
        if (requestMs >= 1) {
            draft.timeout(requestMs, requestKey, false);
            draft.at(request, Member.TIMEOUT);
        }
        List<String> conditions = new ArrayList<>();
        conditions(annotations.get(RETRY + "http"), at + RETRY + "http", false, conditions, draft);
        conditions(annotations.get(RETRY + "grpc"), at + RETRY + "grpc", true, conditions, draft);
        draft.retryOn = RetryOn.ofOrNull(conditions);
        for (int i = 0; i < annotations.size(); i++) {
            String key = annotations.keyTextAt(i);
            if (key != null && key.startsWith("timeout.linkerd.io/") && !key.equals("timeout.linkerd.io/request")) {
                draft.notModelled(at + key, Values.describe(annotations.valueAt(i)) + ": read, not modelled");
            }
        }
        return draft.finish();
    }

    /**
     * The conditions of {@code retry.linkerd.io/http} (5xx, gateway-error, a status code or a range of them, as
     * parse_http_retry reads them: 5xx is statuses 500 to 599, gateway-error 502 to 504) or, with {@code grpc},
     * of {@code retry.linkerd.io/grpc} (five gRPC codes, parse_grpc_retry), into {@code conditions}.
     */
    private static void conditions(ConfigNode node, String key, boolean grpc, List<String> conditions,
            ReadingDraft draft) throws ConfigError {
        if (node == null) {
            return;
        }
        List<String> read = new ArrayList<>();
        for (String item : RetryOn.items(node.isScalar() ? node.text() : "")) {
            String condition = Ascii.lower(item);
            condition = grpc ? condition : condition.equals("5xx") ? FIVE_XX
                    : condition.equals("gateway-error") ? "502-504"
                    : condition.length() == 7 && condition.substring(0, 3).equals(condition.substring(4))
                    ? condition.substring(0, 3) : condition;
            boolean known = grpc ? RetryOn.isGrpc(condition) && RetryOn.isEnvoy(condition)
                    : RetryOn.isCode(condition) || RetryOn.isRange(condition);
            if (!known) {
                throw ConfigError.at(node, grpc ? "gRPC codes for " + key + " among cancelled, deadline-exceeded,"
                        + " internal, resource-exhausted and unavailable, separated by commas"
                        : "conditions for " + key + " such as 5xx, gateway-error, 503 or 500-504, separated by commas");
            }
            read.add(condition);
        }
        if (read.isEmpty()) {
            throw ConfigError.at(node, "at least one condition for " + key);
        }
        conditions.addAll(read);
        draft.set(key, "retries on " + new RetryOn(read).text());
    }

    /** Linkerd's durations (index.rs parse_duration): a whole number and ms, s, m, h or d; "0" alone. */
    private static double duration(ConfigNode node, String key) throws ConfigError {
        String text = node.isScalar() ? node.text().trim() : "";
        int digits = 0;
        while (digits < text.length() && Syntax.isDigit(text.charAt(digits))) {
            digits++;
        }
        String unit = text.substring(digits);
        boolean known = unit.equals("ms") || unit.equals("s") || unit.equals("m") || unit.equals("h") || unit.equals("d");
        if (digits == 0 || !known && !text.equals("0")) {
            throw ConfigError.at(node, "a duration for " + key + " such as 300ms: a whole number and ms, s, m, h or d");
        }
        return text.equals("0") ? 0 : Values.duration(node, key, Durations.SPRING, "300ms");
    }

    @Override
    public ConfigWriting write(ConfigBlock block) {
        WritingDraft draft = new WritingDraft(block);
        boolean grpc = false;
        boolean linkerds = draft.shape == BackoffShape.EXPONENTIAL && draft.initial == BASE_MS
                && draft.maximum == CAP_MS && draft.multiplier == 2 && draft.jitter == Jitter.PROPORTIONAL
                && draft.jitterLow == 1 && draft.jitterHigh == 2;
        if (draft.retries() && !linkerds) {
            draft.note("Linkerd sets its own backoff: 25 ms doubling up to 250 ms, each wait up to twice its base");
        }
        draft.shape = BackoffShape.EXPONENTIAL;
        draft.initial = BASE_MS;
        draft.maximum = CAP_MS;
        draft.multiplier = 2;
        draft.jitter = Jitter.PROPORTIONAL;
        draft.jitterLow = 1;
        draft.jitterHigh = 2;
        if (!draft.retries()) {
            // retry.linkerd.io/timeout alone would turn retries on.
            draft.noPerTryTimeout("Linkerd without retries");
        }
        List<String> retryOn = null;
        if (draft.retries()) {
            // An HTTPRoute takes the HTTP conditions, a GRPCRoute the gRPC ones: a block of gRPC codes alone is a GRPCRoute.
            boolean http = false;
            for (String condition : block.retryOn() == null ? List.<String>of() : block.retryOn().conditions()) {
                http |= RetryOn.isCode(condition) || RetryOn.isRange(condition);
            }
            grpc = block.retryOn() != null && !http;
            retryOn = grpc ? draft.retryOn("Linkerd's retry.linkerd.io/grpc", c -> RetryOn.isGrpc(c) && RetryOn.isEnvoy(c),
                    "unavailable") : draft.retryOn("Linkerd's retry.linkerd.io/http",
                    c -> RetryOn.isCode(c) || RetryOn.isRange(c), FIVE_XX);
        } else {
            draft.noRetryOn("without retries");
        }
        draft.noBudget("Linkerd's annotation-based retry");
        StringBuilder out = new StringBuilder(draft.comments("# "));
        out.append(grpc ? "apiVersion: gateway.networking.k8s.io/v1\nkind: GRPCRoute\n"
                : "apiVersion: gateway.networking.k8s.io/v1beta1\nkind: HTTPRoute\n")
                .append("metadata:\n  name: my-route\n  namespace: my-namespace\n  annotations:\n");
        if (retryOn != null) {
            List<String> written = new ArrayList<>();
            for (String condition : retryOn) {
                written.add(condition.equals(FIVE_XX) ? "5xx" : condition);
            }
            out.append("    retry.linkerd.io/").append(grpc ? "grpc" : "http").append(": ")
                    .append(String.join(",", written)).append('\n');
        }
        out.append("    retry.linkerd.io/limit: \"").append(draft.attempts - 1).append("\"\n");
        if (draft.hasPerTryTimeout()) {
            out.append("    retry.linkerd.io/timeout: ").append(Durations.go(draft.perTryTimeout)).append('\n');
        }
        if (draft.hasTimeout()) {
            out.append("    timeout.linkerd.io/request: ").append(Durations.go(draft.timeout)).append('\n');
        }
        out.append("spec:\n  parentRefs:\n  - name: my-service\n    kind: Service\n    group: core\n    port: 80\n")
                .append(grpc ? "  rules:\n  - matches:\n    - method:\n        service: my.Service\n"
                        : "  rules:\n  - matches:\n    - path:\n        type: PathPrefix\n        value: /\n");
        return draft.finish(out.toString());
    }
}
