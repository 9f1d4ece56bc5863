package dev.retryworkbench.core.config;

import dev.retryworkbench.core.json.JsonWriter;
import dev.retryworkbench.core.policy.Hedging;
import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Role;
import java.util.ArrayList;
import java.util.List;
import dev.retryworkbench.core.storm.budget.GrpcThrottling;

/**
 * gRPC service config (JSON), as gRFC A6 defines it (grpc/proposal A6-client-retries.md): the first
 * {@code methodConfig} entry with a {@code retryPolicy}, its {@code timeout} as the layer's timeout,
 * and {@code retryThrottling} as the storm budget. Since 2024 (grpc/proposal PR 452) every wait is
 * x random(0.8, 1.2): proportional 0.8..1.2. Keys are matched ignoring case, as grpc-go's decoder does.
 */
final class GrpcFormat extends ConfigFormat {
    private static final String JITTER = "every wait x random(0.8, 1.2), gRFC A6 since 2024"
            + " (implementations before it waited random(0, wait): full jitter)";

    GrpcFormat() {
        super("grpc", "gRPC service config (JSON)", Role.SDK);
    }

    @Override
    int recognise(ConfigInput input) {
        ConfigNode root = input.looksLikeJson() || input.contains("methodConfig") ? input.documentOrNull() : null;
        if (root == null || !root.isMap()) {
            return 0;
        }
        if (root.keyIgnoringCase("methodConfig") != null || root.keyIgnoringCase("retryThrottling") != null) {
            return 90;
        }
        if (root.keyIgnoringCase("retryPolicy") != null || root.keyIgnoringCase("hedgingPolicy") != null
                || (root.keyIgnoringCase("maxAttempts") != null
                && root.keyIgnoringCase("initialBackoff") != null)) {
            return 60;
        }
        return 0;
    }

    @Override
    ConfigReading read(ConfigInput input) throws ConfigError {
        ConfigNode root = Values.map(input.document(), "the service config");
        ReadingDraft draft = new ReadingDraft(this);
        ConfigNode methodConfig = null;
        String prefix = "";
        ConfigNode list = member(root, "methodConfig", draft, "");
        String select = input.select();
        if (list != null) {
            Values.list(list, "methodConfig");
            List<String> named = new ArrayList<>();
            for (int i = 0; i < list.size(); i++) {
                ConfigNode entry = Values.map(list.valueAt(i), "methodConfig[" + i + "]");
                boolean chosen = select == null
                        ? member(entry, "retryPolicy", null, "") != null
                                || member(entry, "hedgingPolicy", null, "") != null || i == list.size() - 1
                        : selects(entry, select, named);
                if (methodConfig == null && chosen) {
                    methodConfig = entry;
                    prefix = "methodConfig[" + i + "].";
                } else {
                    draft.other("methodConfig[" + i + "]" + names(entry));
                }
            }
            if (methodConfig == null && select != null) {
                throw ConfigFormats.noSuchPolicy(list, select, "a methodConfig entry with a service or"
                        + " service/method", named);
            }
            draft.notModelledExcept(root, "", "methodConfig", "retryThrottling", "MethodConfig", "RetryThrottling");
        } else if (member(root, "retryPolicy", null, "") != null || member(root, "hedgingPolicy", null, "") != null) {
            methodConfig = root;
        }
        ConfigNode policy;
        ConfigNode hedging = null;
        if (methodConfig != null) {
            policy = member(methodConfig, "retryPolicy", draft, prefix);
            hedging = member(methodConfig, "hedgingPolicy", draft, prefix);
            if (policy != null && hedging != null) {
                throw ConfigError.at(hedging, "one of retryPolicy or hedgingPolicy (gRFC A6)");
            }
            readTimeout(methodConfig, draft, prefix);
            draft.notModelledExcept(methodConfig, prefix, "retryPolicy", "hedgingPolicy", "timeout", "RetryPolicy",
                    "HedgingPolicy", "Timeout");
            prefix += hedging != null ? "hedgingPolicy." : "retryPolicy.";
        } else {
            policy = member(root, "maxAttempts", null, "") != null ? root : null;
        }
        if (hedging != null) {
            draft.at(hedging, Member.HEDGING);
            readHedging(Values.map(hedging, "hedgingPolicy"), draft, prefix);
        } else if (policy != null) {
            readPolicy(Values.map(policy, "retryPolicy"), draft, prefix);
        } else {
            draft.hiddenDefault(1, prefix.isEmpty() ? "retryPolicy" : prefix.substring(0, prefix.length() - 1),
                    "absent: gRPC does not retry (1 attempt)");
        }
        ConfigNode throttling = member(root, "retryThrottling", draft, "");
        if (throttling != null) {
            draft.at(throttling, Member.BUDGET);
            readThrottling(Values.map(throttling, "retryThrottling"), draft);
        }
        return draft.finish();
    }

    private static void readPolicy(ConfigNode policy, ReadingDraft draft, String prefix) throws ConfigError {
        ConfigNode maxAttempts = required(policy, "maxAttempts", draft, prefix);
        double attempts = Values.whole(maxAttempts, "maxAttempts", 2);
        draft.at(maxAttempts, Member.ATTEMPTS);
        if (attempts > 5) {
            draft.attempts(5, prefix + "maxAttempts", Decimal.text(attempts) + ": gRPC treats values above 5 as 5, so "
                    + ReadingDraft.attemptWords(5));
        } else {
            draft.attempts(attempts, prefix + "maxAttempts", ReadingDraft.attemptWords((int) attempts));
        }
        ConfigNode initial = required(policy, "initialBackoff", draft, prefix);
        draft.initial = draft.ms(positive(initial, "initialBackoff"), prefix + "initialBackoff");
        draft.at(initial, Member.INITIAL_BACKOFF);
        draft.set(prefix + "initialBackoff", Durations.words(draft.initial));
        ConfigNode maximum = required(policy, "maxBackoff", draft, prefix);
        draft.maximum = draft.ms(positive(maximum, "maxBackoff"), prefix + "maxBackoff");
        draft.at(maximum, Member.MAX_BACKOFF);
        draft.set(prefix + "maxBackoff", Durations.words(draft.maximum));
        ConfigNode multiplier = required(policy, "backoffMultiplier", draft, prefix);
        draft.multiplier = Values.number(multiplier, "backoffMultiplier");
        if (!(draft.multiplier > 0)) {
            throw ConfigError.at(multiplier, "a backoffMultiplier above 0 (gRFC A6)");
        }
        draft.set(prefix + "backoffMultiplier", "x" + Decimal.text(draft.multiplier));
        draft.at(multiplier, Member.MULTIPLIER);
        draft.jitter = Jitter.PROPORTIONAL;
        draft.jitterLow = 0.8;
        draft.jitterHigh = 1.2;
        draft.assumed("jitter", JITTER);
        readCodes(required(policy, "retryableStatusCodes", draft, prefix), draft, prefix + "retryableStatusCodes");
        ConfigNode recv = member(policy, "perAttemptRecvTimeout", draft, prefix);
        if (recv != null) {
            draft.perTryTimeout = draft.ms(Values.duration(recv, "perAttemptRecvTimeout", Durations.PROTO, "\"2s\""),
                    prefix + "perAttemptRecvTimeout");
            if (draft.perTryTimeout < 1) {
                throw ConfigError.at(recv, "a perAttemptRecvTimeout of at least 1 ms");
            }
            draft.at(recv, Member.PER_TRY_TIMEOUT);
            draft.set(prefix + "perAttemptRecvTimeout", Durations.words(draft.perTryTimeout)
                    + " per attempt: the layer's per-try timeout");
        }
        draft.notModelledExcept(policy, prefix, "maxAttempts", "initialBackoff", "maxBackoff", "backoffMultiplier",
                "retryableStatusCodes", "perAttemptRecvTimeout", "MaxAttempts", "InitialBackoff", "MaxBackoff",
                "BackoffMultiplier", "RetryableStatusCodes", "PerAttemptRecvTimeout");
    }

    /** The status codes that retry ("UNAVAILABLE"): the layer's retry conditions. */
    private static void readCodes(ConfigNode codes, ReadingDraft draft, String key) throws ConfigError {
        Values.list(codes, "retryableStatusCodes");
        List<String> conditions = new ArrayList<>();
        for (int i = 0; i < codes.size(); i++) {
            ConfigNode code = codes.valueAt(i);
            String condition = code.isScalar() ? RetryOn.grpcCondition(code.text()) : null;
            if (condition == null) {
                draft.notModelled(key + "[" + i + "]", Values.describe(code) + ": not a gRPC status code's name");
            } else {
                conditions.add(condition);
            }
        }
        draft.retryOn = RetryOn.ofOrNull(conditions);
        if (draft.retryOn == null) {
            throw ConfigError.at(codes, "at least one status code name in retryableStatusCodes, such as"
                    + " \"UNAVAILABLE\" (gRFC A6)");
        }
        draft.set(key, "retries on " + draft.retryOn.text());
    }

    /**
     * gRFC A6's hedgingPolicy: the first attempt at once, another every hedgingDelay (absent: all at once) while
     * none has succeeded, up to maxAttempts, which the channel treats as at most 5.
     */
    private static void readHedging(ConfigNode policy, ReadingDraft draft, String prefix) throws ConfigError {
        ConfigNode maxAttempts = member(policy, "maxAttempts", draft, prefix);
        if (maxAttempts == null) {
            throw ConfigError.at(policy, "maxAttempts in this hedgingPolicy (gRFC A6 requires it)");
        }
        double attempts = Values.whole(maxAttempts, "maxAttempts", 2);
        draft.at(maxAttempts, Member.ATTEMPTS);
        if (attempts > 5) {
            draft.attempts(5, prefix + "maxAttempts", Decimal.text(attempts) + ": gRPC treats values above 5 as 5, so "
                    + ReadingDraft.hedgedWords(5));
        } else {
            draft.attempts(attempts, prefix + "maxAttempts", ReadingDraft.hedgedWords((int) attempts));
        }
        ConfigNode delay = member(policy, "hedgingDelay", draft, prefix);
        double delayMs = 0;
        if (delay == null) {
            draft.assumed(prefix + "hedgingDelay", "absent: all at once");
        } else {
            delayMs = draft.ms(Values.duration(delay, "hedgingDelay", Durations.PROTO, "\"0.5s\""),
                    prefix + "hedgingDelay");
            draft.set(prefix + "hedgingDelay", Durations.words(delayMs));
        }
        draft.hedging = ConfigHedging.afterDelay(delayMs, draft.attempts);
        ConfigNode codes = member(policy, "nonFatalStatusCodes", draft, prefix);
        draft.notModelled(prefix + "nonFatalStatusCodes", (codes == null ? "absent" : Values.describe(codes))
                + ": not modelled (every failure lets the others run)");
        draft.notModelledExcept(policy, prefix, "maxAttempts", "hedgingDelay", "nonFatalStatusCodes", "MaxAttempts",
                "HedgingDelay", "NonFatalStatusCodes");
    }

    private static void readTimeout(ConfigNode methodConfig, ReadingDraft draft, String prefix) throws ConfigError {
        ConfigNode timeout = member(methodConfig, "timeout", draft, prefix);
        if (timeout == null) {
            return;
        }
        double ms = draft.ms(Values.duration(timeout, "timeout", Durations.PROTO, "\"10s\""), prefix + "timeout");
        if (ms < 1) {
            throw ConfigError.at(timeout, "a timeout of at least 1 ms");
        }
        // The call's deadline covers all its attempts (gRFC A6): the SDK layer's own timeout, fresh for each
        // run of it by an outer layer, never the caller's deadline.
        draft.timeout(ms, prefix + "timeout", false);
        draft.at(timeout, Member.TIMEOUT);
    }

    private static void readThrottling(ConfigNode throttling, ReadingDraft draft) throws ConfigError {
        ConfigNode maxTokens = required(throttling, "maxTokens", draft, "retryThrottling.");
        double tokens = Values.number(maxTokens, "maxTokens");
        if (!(tokens > 0 && tokens <= 1000)) {
            throw ConfigError.at(maxTokens, "maxTokens above 0 and at most 1000 (gRFC A6)");
        }
        ConfigNode tokenRatio = required(throttling, "tokenRatio", draft, "retryThrottling.");
        double ratio = Values.number(tokenRatio, "tokenRatio");
        if (!(ratio > 0 && ratio <= 1000)) {
            throw ConfigError.at(tokenRatio, "a tokenRatio above 0 (gRFC A6)");
        }
        draft.budget = ConfigBudget.of(GrpcThrottling.ID, new ConfigBudget.Parameter(GrpcThrottling.MAX_TOKENS, tokens),
                new ConfigBudget.Parameter(GrpcThrottling.TOKEN_RATIO, ratio));
        draft.set("retryThrottling", "grpc-throttling budget: maxTokens " + Decimal.text(tokens) + ", tokenRatio "
                + Decimal.text(ratio));
        draft.notModelledExcept(throttling, "retryThrottling.", "maxTokens", "tokenRatio", "MaxTokens", "TokenRatio");
    }

    /** A member by name ignoring case (grpc-go's JSON decoding), reporting another spelling. */
    private static ConfigNode member(ConfigNode node, String key, ReadingDraft draft, String prefix) {
        String spelled = node.keyIgnoringCase(key);
        if (spelled == null) {
            return null;
        }
        if (draft != null && !spelled.equals(key)) {
            draft.approximated(prefix + spelled, "read as " + key + ": grpc-go matches keys ignoring case,"
                    + " grpc-java and gRPC C++ do not");
        }
        return node.get(spelled);
    }

    private static ConfigNode required(ConfigNode node, String key, ReadingDraft draft, String prefix)
            throws ConfigError {
        ConfigNode value = member(node, key, draft, prefix);
        if (value == null) {
            throw ConfigError.at(node, key + " in this retryPolicy (gRFC A6 requires it)");
        }
        return value;
    }

    private static double positive(ConfigNode node, String key) throws ConfigError {
        double ms = Values.duration(node, key, Durations.PROTO, "\"0.1s\"");
        if (!(ms > 0)) {
            throw ConfigError.at(node, "a " + key + " above 0 (gRFC A6), such as \"0.1s\"");
        }
        return ms;
    }

    /**
     * Returns true when one of the entry's names is {@code select}, as {@code service} or
     * {@code service/method}; adds each name to {@code named}.
     */
    private static boolean selects(ConfigNode entry, String select, List<String> named) {
        ConfigNode name = entry.get("name");
        boolean found = false;
        for (int i = 0; name != null && name.isList() && i < name.size(); i++) {
            ConfigNode n = name.valueAt(i);
            ConfigNode service = n.isMap() ? n.get("service") : null;
            ConfigNode method = n.isMap() ? n.get("method") : null;
            if (service != null && service.isScalar()) {
                String full = service.text() + (method != null && method.isScalar() ? "/" + method.text() : "");
                named.add(full);
                found |= select.equals(full) || select.equals(service.text());
            }
        }
        return found;
    }

    private static String names(ConfigNode entry) {
        ConfigNode name = entry.get("name");
        if (name == null || !name.isList() || name.size() == 0) {
            return "";
        }
        StringBuilder sb = new StringBuilder(" (");
        for (int i = 0; i < name.size() && i < 3; i++) {
            ConfigNode n = name.valueAt(i);
            sb.append(i == 0 ? "" : "; ");
            ConfigNode service = n.isMap() ? n.get("service") : null;
            ConfigNode method = n.isMap() ? n.get("method") : null;
            sb.append(service == null ? "any service" : service.text());
            if (method != null) {
                sb.append('/').append(method.text());
            }
        }
        return sb.append(name.size() > 3 ? "; ...)" : ")").toString();
    }

    @Override
    public ConfigWriting write(ConfigBlock block) {
        WritingDraft draft = new WritingDraft(block);
        draft.hedges("gRPC", Hedging.DELAY);
        boolean hedges = draft.hedging != null;
        if (hedges) {
            // A hedging policy has no backoff: its attempts start hedgingDelay apart.
            draft.attempts = draft.hedging.maxAttempts();
            draft.shape = BackoffShape.EXPONENTIAL;
            draft.initial = 0;
            draft.maximum = 0;
            draft.multiplier = 1;
            draft.jitter = Jitter.NONE;
        }
        draft.attemptsAtMost(5, "gRPC treats maxAttempts above 5 as 5");
        if (hedges) {
            draft.hedging = ConfigHedging.afterDelay(draft.hedging.delayMs(), draft.attempts);
            draft.noPerTryTimeout("gRPC's hedgingPolicy");
        }
        draft.exponentialOnly("gRPC");
        if (draft.retries() && !hedges && draft.initial < 1) {
            draft.note("gRPC needs an initialBackoff above 0: 1 ms instead of 0");
            draft.initial = 1;
            draft.maximum = Math.max(1, draft.maximum);
        }
        if (!hedges) {
            draft.jitterIs(Jitter.PROPORTIONAL, 0.8, 1.2, "gRPC multiplies every wait by random(0.8, 1.2) (gRFC A6)");
        }
        draft.budgetKinds("gRPC", GrpcThrottling.ID);
        draft.budgetParameters(GrpcThrottling.MAX_TOKENS, GrpcThrottling.TOKEN_RATIO);
        if (draft.budget != null && (Double.isNaN(draft.budget.get(GrpcThrottling.MAX_TOKENS))
                || Double.isNaN(draft.budget.get(GrpcThrottling.TOKEN_RATIO)))) {
            draft.budget = ConfigBudget.of(GrpcThrottling.ID,
                    new ConfigBudget.Parameter(GrpcThrottling.MAX_TOKENS,
                            or(draft.budget.get(GrpcThrottling.MAX_TOKENS), 10)),
                    new ConfigBudget.Parameter(GrpcThrottling.TOKEN_RATIO,
                            or(draft.budget.get(GrpcThrottling.TOKEN_RATIO), 0.1)));
        }
        if (draft.budget != null && !(draft.budget.get(GrpcThrottling.TOKEN_RATIO) > 0)) {
            // gRFC A6 refuses a tokenRatio of 0 and reads three decimals: the smallest it takes.
            draft.note("gRPC needs a tokenRatio above 0: 0.001 instead of "
                    + Decimal.text(draft.budget.get(GrpcThrottling.TOKEN_RATIO)));
            draft.budget = ConfigBudget.of(GrpcThrottling.ID,
                    new ConfigBudget.Parameter(GrpcThrottling.MAX_TOKENS, draft.budget.get(GrpcThrottling.MAX_TOKENS)),
                    new ConfigBudget.Parameter(GrpcThrottling.TOKEN_RATIO, 0.001));
        }
        if (!draft.retries() && !hedges) {
            draft.noPerTryTimeout("gRPC without a retryPolicy");
        }
        List<String> retryOn = null;
        if (hedges || !draft.retries()) {
            draft.noRetryOn(hedges ? "in gRPC's hedgingPolicy" : "without a retryPolicy");
        } else {
            retryOn = draft.retryOn("gRPC's retryableStatusCodes", RetryOn::isGrpc, "unavailable");
        }
        JsonWriter json = new JsonWriter().beginObject(false);
        if (!draft.notes().isEmpty()) {
            json.name("_comment").beginArray(false);
            for (String note : draft.notes()) {
                json.value(note);
            }
            json.endArray();
        }
        json.name("methodConfig").beginArray(false).beginObject(false);
        json.name("name").beginArray(true).beginObject(true).endObject().endArray();
        if (draft.hasTimeout()) {
            json.name("timeout").value(Durations.proto(draft.timeout));
        }
        if (hedges) {
            json.name("hedgingPolicy").beginObject(false).name("maxAttempts").value(draft.attempts);
            if (draft.hedging.delayMs() > 0) {
                json.name("hedgingDelay").value(Durations.proto(draft.hedging.delayMs()));
            }
            json.name("nonFatalStatusCodes").beginArray(true).value("UNAVAILABLE").endArray().endObject();
        } else if (draft.retries()) {
            json.name("retryPolicy").beginObject(false)
                    .name("maxAttempts").value(draft.attempts)
                    .name("initialBackoff").value(Durations.proto(draft.initial))
                    .name("maxBackoff").value(Durations.proto(Math.max(draft.initial, draft.maximum)))
                    .name("backoffMultiplier").value(Math.max(1, draft.multiplier));
            if (draft.hasPerTryTimeout()) {
                json.name("perAttemptRecvTimeout").value(Durations.proto(draft.perTryTimeout));
            }
            json.name("retryableStatusCodes").beginArray(true);
            for (String condition : retryOn) {
                json.value(RetryOn.grpcName(condition));
            }
            json.endArray().endObject();
        }
        json.endObject().endArray();
        if (draft.budget != null) {
            json.name("retryThrottling").beginObject(false)
                    .name("maxTokens").value(draft.budget.get("maxTokens"))
                    .name("tokenRatio").value(draft.budget.get("tokenRatio")).endObject();
        }
        json.endObject();
        return draft.finish(json.toString());
    }

    private static double or(double value, double fallback) {
        return Double.isNaN(value) ? fallback : value;
    }
}
