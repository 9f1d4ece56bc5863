package dev.retryworkbench.core.config;

import dev.retryworkbench.core.json.JsonWriter;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Role;
import dev.retryworkbench.core.text.Ascii;

/**
 * Temporal's RetryPolicy (JSON or YAML, camelCase or snake_case; temporalio/api
 * temporal/api/common/v1/message.proto), alone or in activity options beside
 * {@code startToCloseTimeout} (each attempt's timeout) and {@code scheduleToCloseTimeout} (the
 * deadline; Temporal schedules no retry whose backoff would pass it: the skip rule, as the
 * temporal-activity preset reads temporalio/temporal service/history/workflow/retry.go). Defaults
 * from common/retrypolicy/retry_policy.go: 1 s, x2, maximum 100 x initial, unlimited attempts; no jitter.
 */
final class TemporalFormat extends ConfigFormat {
    TemporalFormat() {
        super("temporal", "Temporal RetryPolicy (JSON)", Role.RUNNER);
    }

    @Override
    int recognise(ConfigInput input) {
        if (!input.contains("nterval") && !input.contains("oefficient") && !input.contains("aximum")) {
            return 0;
        }
        ConfigNode root = tree(input);
        return root != null && policy(root) != null ? 85 : 0;
    }

    /** The text as a YAML or JSON document, else as code (a Python RetryPolicy(...), a TypeScript object). */
    private static ConfigNode tree(ConfigInput input) {
        ConfigNode root = input.documentOrNull();
        if (root != null && root.isMap() && policy(root) != null) {
            return root;
        }
        return input.codeOrNull();
    }

    /** The map (or RetryPolicy call) holding the retry policy's keys, searched from the root down. */
    private static ConfigNode policy(ConfigNode node) {
        return policy(node, 0);
    }

    private static ConfigNode policy(ConfigNode node, int depth) {
        if (isPolicy(node)) {
            return node;
        }
        if (depth > 32 || node.isScalar()) {
            return null;
        }
        for (int i = 0; i < node.size(); i++) {
            ConfigNode found = policy(node.valueAt(i), depth + 1);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    private static boolean isPolicy(ConfigNode node) {
        return (node.isMap() || node.isCall()) && (get(node, "initialInterval") != null || get(node, "backoffCoefficient") != null
                || get(node, "maximumAttempts") != null || get(node, "maximumInterval") != null);
    }

    /** A key in camelCase or snake_case (initialInterval, initial_interval) or Go's InitialInterval. */
    private static ConfigNode get(ConfigNode node, String camel) {
        ConfigNode value = node.get(camel);
        if (value == null) {
            value = node.get(snake(camel));
        }
        if (value == null) {
            value = node.get(Ascii.upper(camel.charAt(0)) + camel.substring(1));
        }
        return value;
    }

    private static String snake(String camel) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < camel.length(); i++) {
            char c = camel.charAt(i);
            if (Ascii.isUpper(c)) {
                sb.append('_').append(Ascii.lower(c));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    @Override
    ConfigReading read(ConfigInput input) throws ConfigError {
        ConfigNode root = tree(input);
        if (root == null) {
            root = input.document();
        }
        ConfigNode policy = policy(root);
        if (policy == null) {
            throw ConfigError.at(root, "a RetryPolicy (initialInterval, backoffCoefficient, maximumInterval,"
                    + " maximumAttempts)");
        }
        ReadingDraft draft = new ReadingDraft(this);
        ConfigNode attempts = get(policy, "maximumAttempts");
        double n = attempts == null ? 0 : Values.whole(attempts, "maximumAttempts", 0);
        if (attempts != null) {
            draft.at(attempts, Member.ATTEMPTS);
        }
        if (attempts == null) {
            draft.hiddenDefault(ConfigBlock.MAX_ATTEMPTS, "maximumAttempts", "absent: Temporal's default 0, unlimited"
                    + " attempts until a timeout");
        }
        if (n == 0) {
            draft.attempts = ConfigBlock.MAX_ATTEMPTS;
            draft.approximated("maximumAttempts", (attempts == null ? "absent" : "0") + ": unlimited attempts (up to the"
                    + " timeouts); the form's largest limit, " + ConfigBlock.MAX_ATTEMPTS + " attempts, stands for it");
        } else {
            draft.attempts(n, "maximumAttempts", ReadingDraft.attemptWords((int) Math.min(n, ConfigBlock.MAX_ATTEMPTS)));
        }
        ConfigNode initial = get(policy, "initialInterval");
        draft.initial = initial == null ? 1_000
                : draft.ms(duration(initial, "initialInterval"), "initialInterval");
        if (initial == null) {
            draft.assumed("initialInterval", "absent: Temporal's default 1 s");
        } else {
            draft.set("initialInterval", Durations.words(draft.initial));
            draft.at(initial, Member.INITIAL_BACKOFF);
        }
        ConfigNode coefficient = get(policy, "backoffCoefficient");
        draft.multiplier = coefficient == null ? 2 : Values.atLeast(coefficient, "backoffCoefficient", 1);
        if (coefficient == null) {
            draft.assumed("backoffCoefficient", "absent: Temporal's default x2");
        } else {
            draft.set("backoffCoefficient", "x" + Decimal.text(draft.multiplier));
            draft.at(coefficient, Member.MULTIPLIER);
        }
        ConfigNode maximum = get(policy, "maximumInterval");
        if (maximum == null) {
            draft.maximum = Math.min(ConfigBlock.MAX_MS, draft.initial * 100);
            draft.assumed("maximumInterval", "absent: 100 x initialInterval, " + Durations.words(draft.maximum));
        } else {
            draft.maximum = draft.ms(duration(maximum, "maximumInterval"), "maximumInterval");
            draft.set("maximumInterval", Durations.words(draft.maximum) + " cap");
            draft.at(maximum, Member.MAX_BACKOFF);
        }
        draft.jitter = Jitter.NONE;
        draft.notModelledExcept(policy, "", "maximumAttempts", "maximum_attempts", "MaximumAttempts", "initialInterval",
                "initial_interval", "InitialInterval", "backoffCoefficient", "backoff_coefficient", "BackoffCoefficient",
                "maximumInterval", "maximum_interval", "MaximumInterval");
        Found startToClose = first(root, "startToCloseTimeout");
        if (startToClose != null && startToClose.value() != policy) {
            draft.perTryTimeout = Math.max(1, draft.ms(duration(startToClose.value(), "startToCloseTimeout"),
                    startToClose.path()));
            draft.set(startToClose.path(), Durations.words(draft.perTryTimeout) + " per attempt: the layer's per-try"
                    + " timeout");
            draft.at(startToClose.value(), Member.PER_TRY_TIMEOUT);
        }
        Found scheduleToClose = first(root, "scheduleToCloseTimeout");
        if (scheduleToClose != null) {
            double ms = draft.ms(duration(scheduleToClose.value(), "scheduleToCloseTimeout"), scheduleToClose.path());
            if (ms >= 1) {
                draft.timeout(ms, scheduleToClose.path(), true);
                draft.at(scheduleToClose.value(), Member.TIMEOUT);
            } else {
                draft.set(scheduleToClose.path(), "0s: no schedule-to-close timeout");
            }
        }
        return draft.finish();
    }

    private static Found first(ConfigNode root, String camel) {
        Found found = Found.first(root, camel);
        return found != null ? found : Found.first(root, snake(camel));
    }

    /**
     * A Temporal duration: protobuf JSON or Go ("1.5s", "1m30s"), the TypeScript SDK's ms-style
     * strings ("1500 milliseconds", "90 seconds") or bare milliseconds, or Python's timedelta(...).
     */
    private static double duration(ConfigNode node, String key) throws ConfigError {
        if (node.isCall()) {
            return Calls.seconds(node, key) * 1000;
        }
        if (node.isScalar() && !node.quoted()) {
            double ms = Decimal.parse(node.text());
            if (!Double.isNaN(ms) && ms >= 0 && !Double.isInfinite(ms)) {
                return ms;
            }
        }
        double words = node.isScalar() ? msStyle(node.text()) : Double.NaN;
        return Double.isNaN(words) ? Values.duration(node, key, Durations.GO, "\"1s\"") : words;
    }

    /** "1500 milliseconds", "90 seconds", "10 minutes", "2 hours", "1 day": the ms library's long forms. */
    private static double msStyle(String text) {
        String s = text.trim();
        int i = 0;
        while (i < s.length() && (Syntax.isDigit(s.charAt(i)) || s.charAt(i) == '.')) {
            i++;
        }
        if (i == 0) {
            return Double.NaN;
        }
        double value = Decimal.parse(s.substring(0, i));
        String unit = s.substring(i).trim();
        String[][] names = {{"ms", "msec", "msecs", "millisecond", "milliseconds"}, {"s", "sec", "secs", "second", "seconds"},
            {"m", "min", "mins", "minute", "minutes"}, {"h", "hr", "hrs", "hour", "hours"}, {"d", "day", "days"},
            {"w", "week", "weeks"}};
        double[] factors = {1, 1000, 60_000, 3_600_000, 86_400_000, 604_800_000};
        for (int u = 0; u < names.length; u++) {
            for (String name : names[u]) {
                if (name.equals(unit)) {
                    return value * factors[u];
                }
            }
        }
        return Double.NaN;
    }

    @Override
    public ConfigWriting write(ConfigBlock block) {
        WritingDraft draft = new WritingDraft(block);
        draft.exponentialOnly("Temporal");
        draft.jitterIs(Jitter.NONE, 1, 1, "Temporal does not jitter its retries: no jitter instead");
        if (draft.initial < 1) {
            if (draft.retries()) {
                draft.note("Temporal needs an initialInterval above 0: 1 ms instead of 0");
            }
            draft.initial = 1;
            draft.maximum = Math.max(1, draft.maximum);
        }
        if (draft.initial == draft.maximum) {
            draft.multiplier = 1;
        }
        if (draft.hasTimeout() && draft.retries()) {
            draft.note("Temporal schedules no retry whose backoff would pass scheduleToCloseTimeout, rather than"
                    + " cutting the run when it is reached");
        }
        draft.noBudget("Temporal");
        JsonWriter json = new JsonWriter().beginObject(false);
        if (!draft.notes().isEmpty()) {
            json.name("_comment").beginArray(false);
            for (String note : draft.notes()) {
                json.value(note);
            }
            json.endArray();
        }
        if (draft.hasPerTryTimeout()) {
            json.name("startToCloseTimeout").value(Durations.proto(draft.perTryTimeout));
        }
        if (draft.hasTimeout()) {
            json.name("scheduleToCloseTimeout").value(Durations.proto(draft.timeout));
        }
        json.name("retryPolicy").beginObject(false)
                .name("initialInterval").value(Durations.proto(draft.initial))
                .name("backoffCoefficient").value(draft.multiplier)
                .name("maximumInterval").value(Durations.proto(Math.max(draft.initial, draft.maximum)))
                .name("maximumAttempts").value(draft.attempts >= ConfigBlock.MAX_ATTEMPTS ? 0 : draft.attempts)
                .endObject().endObject();
        return draft.finish(json.toString());
    }
}
