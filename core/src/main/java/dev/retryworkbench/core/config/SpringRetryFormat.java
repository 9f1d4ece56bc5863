package dev.retryworkbench.core.config;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Role;
import java.util.List;

/**
 * Spring Retry's {@code @Retryable} with {@code @Backoff} (Java annotation text; spring-projects/spring-retry
 * Retryable.java, Backoff.java, BackOffPolicyBuilder.build): {@code maxAttempts} (3), {@code delay}
 * (1000 ms), {@code multiplier} (0: fixed), {@code maxDelay} (30000 when not above delay), {@code random}.
 * A multiplier of 0 with maxDelay above delay is a uniform wait between them; {@code random} with a
 * multiplier scales each wait by a factor in [1, multiplier]. Spring Framework 7's own
 * {@code @Retryable(maxRetries, delay, multiplier, maxDelay, timeout, timeUnit)} counts retries (3) and is
 * read too.
 */
final class SpringRetryFormat extends ConfigFormat {
    private static final double DEFAULT_MAX_MS = 30_000;

    SpringRetryFormat() {
        super("spring-retry", "Spring Retry @Retryable / @Backoff (Java)", Role.APPLICATION);
    }

    @Override
    int recognise(ConfigInput input) {
        if (!input.contains("Retryable")) {
            return 0;
        }
        ConfigNode code = input.codeOrNull();
        return code != null && !Calls.find(code, "Retryable").isEmpty() ? 85 : 0;
    }

    @Override
    ConfigReading read(ConfigInput input) throws ConfigError {
        List<ConfigNode> calls = Calls.find(input.code(), "Retryable");
        if (calls.isEmpty()) {
            throw new ConfigError(1, 1, "a @Retryable annotation");
        }
        // Spring Retry keeps a policy per method (AnnotationAwareRetryOperationsInterceptor.getDelegate): select
        // names the method.
        String text = input.text();
        int chosen = input.chosen(calls.size(), i -> method(text, calls.get(i)), calls.get(0),
                "a method under @Retryable", 0);
        ConfigNode retryable = calls.get(chosen);
        ReadingDraft draft = new ReadingDraft(this);
        for (int i = 0; i < calls.size(); i++) {
            if (i != chosen) {
                draft.other("@Retryable at line " + calls.get(i).line());
            }
        }
        if (retryable.has("maxRetries") || retryable.has("delay") || retryable.has("jitter")
                || retryable.has("multiplier") || retryable.has("timeout")) {
            readFramework7(retryable, draft);
            return draft.finish();
        }
        ConfigNode attempts = retryable.get("maxAttempts");
        if (attempts == null) {
            draft.hiddenDefault(3, "maxAttempts", "absent: Spring Retry's default of 3 attempts");
        } else {
            double n = Values.whole(attempts, "maxAttempts", 1);
            draft.at(attempts, Member.ATTEMPTS);
            draft.attempts(n, "maxAttempts", ReadingDraft.attemptWords((int) Math.min(n, ConfigBlock.MAX_ATTEMPTS)));
        }
        ConfigNode backoff = retryable.get("backoff");
        if (backoff != null && !backoff.isCall()) {
            throw ConfigError.at(backoff, "a @Backoff(...) annotation for backoff");
        }
        double delay = 1_000;
        double maxDelay = 0;
        double multiplier = 0;
        boolean random = false;
        if (backoff == null) {
            draft.assumed("backoff", "absent: Spring Retry's fixed 1000 ms");
        } else {
            ConfigNode delayNode = backoff.get("delay") != null ? backoff.get("delay")
                    : Calls.argument(backoff, "value", 0);
            delay = delayNode == null ? 1_000 : Values.atLeast(delayNode, "delay", 0);
            maxDelay = backoff.get("maxDelay") == null ? 0 : Values.atLeast(backoff.get("maxDelay"), "maxDelay", 0);
            multiplier = backoff.get("multiplier") == null ? 0 : Values.atLeast(backoff.get("multiplier"), "multiplier", 0);
            random = backoff.get("random") != null && Values.bool(backoff.get("random"), "random");
            atEach(draft, backoff, delayNode, Member.INITIAL_BACKOFF, "maxDelay", Member.MAX_BACKOFF, "multiplier",
                    Member.MULTIPLIER, "random", Member.JITTER);
            draft.notModelledExcept(backoff, "backoff.", "delay", "value", "maxDelay", "multiplier", "random");
        }
        draft.initial = draft.ms(delay, "backoff.delay");
        if (multiplier > 0) {
            draft.multiplier = multiplier;
            draft.maximum = maxDelay > delay ? draft.ms(maxDelay, "backoff.maxDelay") : DEFAULT_MAX_MS;
            draft.set("backoff", Durations.words(draft.initial) + " x" + Decimal.text(multiplier) + ", capped at "
                    + Durations.words(draft.maximum) + (maxDelay > delay ? "" : " (the default, maxDelay not above delay)"));
            if (random) {
                if (multiplier <= 2) {
                    draft.jitter = Jitter.PROPORTIONAL;
                    draft.jitterLow = 1;
                    draft.jitterHigh = multiplier;
                    draft.set("backoff.random", "each wait x a factor from 1 to " + Decimal.text(multiplier));
                } else {
                    draft.approximated("backoff.random", "each wait x a factor from 1 to " + Decimal.text(multiplier)
                            + ", beyond the form's largest factor 2: read without it");
                }
            }
        } else if (maxDelay > delay) {
            draft.maximum = draft.ms(maxDelay, "backoff.maxDelay");
            draft.initial = draft.maximum;
            draft.multiplier = 1;
            draft.jitter = Jitter.PROPORTIONAL;
            draft.jitterHigh = 1;
            draft.jitterLow = Math.floor(delay / maxDelay * 1e6 + 0.5) / 1e6;
            draft.set("backoff", "a uniform wait from " + Durations.words(delay) + " to " + Durations.words(maxDelay)
                    + " (no multiplier)");
        } else {
            draft.maximum = draft.initial;
            draft.multiplier = 1;
            if (backoff != null) {
                draft.set("backoff", Durations.words(draft.initial) + " between attempts");
            }
        }
        draft.notModelledExcept(retryable, "", "maxAttempts", "backoff");
        return draft.finish();
    }

    /**
     * Returns the name of the method the annotation {@code call} (at its '@') sits on, past the other annotations
     * between them, or null when it sits on no method (a class, a field).
     */
    static String method(String text, ConfigNode call) {
        int at = 0;
        for (int line = 1; line < call.line(); line++) {
            at = text.indexOf('\n', at) + 1;
        }
        int pos = at + call.column() - 1;
        int name = -1;
        int depth = 0;
        for (; pos < text.length(); pos++) {
            char c = text.charAt(pos);
            if (c == '"') {
                // A string argument ("#{...}", a label) may hold any character.
                for (pos++; pos < text.length() && text.charAt(pos) != '"'; pos++) {
                    pos += text.charAt(pos) == '\\' ? 1 : 0;
                }
            } else if (c == '(' && depth == 0 && name >= 0 && text.charAt(name - 1) != '@') {
                return text.substring(name, pos).trim();
            } else if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            } else if (depth == 0 && (c == '{' || c == ';' || c == '=')) {
                return null;
            } else if (depth == 0 && (Syntax.isWordChar(c) || c == '$') && (name < 0 || !Syntax.isWordChar(text.charAt(pos - 1))
                    && text.charAt(pos - 1) != '$' && text.charAt(pos - 1) != '.')) {
                name = pos;
            }
        }
        return null;
    }

    /**
     * Spring Framework 7's org.springframework.resilience.annotation.Retryable (spring-framework at 91eb426:
     * Retryable.java's defaults; RetryTemplate.checkIfTimeoutExceeded gives up before a sleep that would
     * reach the timeout, which is the skip rule).
     */
    private static void readFramework7(ConfigNode retryable, ReadingDraft draft) throws ConfigError {
        ConfigNode retries = retryable.get("maxRetries");
        double n = retries == null ? 3 : Values.whole(retries, "maxRetries", 0);
        if (retries == null) {
            draft.hiddenDefault(4, "maxRetries", "absent: Spring Framework 7's default of 3 retries, so 4 attempts");
        } else {
            draft.attempts(n + 1, "maxRetries", Decimal.text(n) + " retries: "
                    + ReadingDraft.attemptWords((int) Math.min(n + 1, ConfigBlock.MAX_ATTEMPTS)));
        }
        double unit = timeUnit(retryable.get("timeUnit"));
        atEach(draft, retryable, retries, Member.ATTEMPTS, "delay", Member.INITIAL_BACKOFF, "multiplier",
                Member.MULTIPLIER, "maxDelay", Member.MAX_BACKOFF, "timeout", Member.TIMEOUT);
        ConfigNode delay = retryable.get("delay");
        draft.initial = delay == null ? 1_000 : draft.ms(Values.atLeast(delay, "delay", 0) * unit, "delay");
        ConfigNode multiplier = retryable.get("multiplier");
        draft.multiplier = multiplier == null ? 1 : Values.atLeast(multiplier, "multiplier", 1);
        ConfigNode max = retryable.get("maxDelay");
        draft.maximum = max == null ? (draft.multiplier == 1 ? draft.initial : ConfigBlock.MAX_MS)
                : draft.ms(Values.atLeast(max, "maxDelay", 0) * unit, "maxDelay");
        draft.set("delay", Durations.words(draft.initial) + " x" + Decimal.text(draft.multiplier)
                + (draft.maximum < ConfigBlock.MAX_MS ? ", capped at " + Durations.words(draft.maximum) : ""));
        if (retryable.get("jitter") != null) {
            draft.approximated("jitter", Durations.words(Values.atLeast(retryable.get("jitter"), "jitter", 0) * unit)
                    + " added or subtracted at random: read without it");
        }
        ConfigNode timeout = retryable.get("timeout");
        if (timeout != null && Values.atLeast(timeout, "timeout", 0) > 0) {
            draft.timeout(draft.ms(Values.number(timeout, "timeout") * unit, "timeout"), "timeout", true);
        }
        draft.notModelledExcept(retryable, "", "maxRetries", "delay", "multiplier", "maxDelay", "jitter", "timeout",
                "timeUnit");
    }

    /**
     * Records where the keys that set members are: {@code first} (null when absent) sets
     * {@code firstMember}, then each named argument of {@code call} present sets the member after it.
     */
    private static void atEach(ReadingDraft draft, ConfigNode call, ConfigNode first, Member firstMember,
            Object... namesAndMembers) {
        if (first != null) {
            draft.at(first, firstMember);
        }
        for (int i = 0; i < namesAndMembers.length; i += 2) {
            ConfigNode node = call.get((String) namesAndMembers[i]);
            if (node != null) {
                draft.at(node, (Member) namesAndMembers[i + 1]);
            }
        }
    }

    /** Milliseconds per unit of a {@code timeUnit = TimeUnit.X} member (milliseconds when absent). */
    private static double timeUnit(ConfigNode node) throws ConfigError {
        if (node == null) {
            return 1;
        }
        String text = node.text();
        String name = text.substring(text.lastIndexOf('.') + 1);
        String[] names = {"NANOSECONDS", "MICROSECONDS", "MILLISECONDS", "SECONDS", "MINUTES", "HOURS", "DAYS"};
        double[] ms = {1e-6, 1e-3, 1, 1_000, 60_000, 3_600_000, 86_400_000};
        for (int i = 0; i < names.length; i++) {
            if (names[i].equals(name)) {
                return ms[i];
            }
        }
        throw ConfigError.at(node, "a TimeUnit (TimeUnit.MILLISECONDS, TimeUnit.SECONDS, ...) for timeUnit");
    }

    @Override
    public ConfigWriting write(ConfigBlock block) {
        WritingDraft draft = new WritingDraft(block);
        draft.exponentialOnly("Spring Retry");
        boolean constant = draft.multiplier == 1 || draft.initial == draft.maximum || draft.initial == 0;
        String backoff;
        if (draft.jitter == Jitter.PROPORTIONAL && draft.jitterHigh == 1 && draft.jitterLow < 1 && constant
                && draft.initial > 0 && Math.floor(draft.initial * draft.jitterLow) == draft.initial * draft.jitterLow) {
            double low = draft.initial * draft.jitterLow;
            draft.maximum = draft.initial;
            draft.multiplier = 1;
            draft.jitterLow = Math.floor(low / draft.initial * 1e6 + 0.5) / 1e6;
            backoff = "@Backoff(delay = " + Decimal.text(low) + ", maxDelay = " + Decimal.text(draft.initial) + ")";
        } else if (!constant) {
            boolean random = draft.jitter == Jitter.PROPORTIONAL && draft.jitterLow == 1 && draft.jitterHigh == draft.multiplier;
            if (draft.jitter != Jitter.NONE && !random && draft.retries()) {
                draft.note("Spring Retry's only jitter with a multiplier is random = true, a factor from 1 to the"
                        + " multiplier: no jitter instead");
            }
            if (!random) {
                draft.jitter = Jitter.NONE;
                draft.jitterLow = 1;
                draft.jitterHigh = 1;
            }
            if (draft.maximum <= draft.initial) {
                draft.maximum = draft.initial;
            }
            backoff = "@Backoff(delay = " + Decimal.text(draft.initial) + ", maxDelay = " + Decimal.text(draft.maximum)
                    + ", multiplier = " + Decimal.text(draft.multiplier) + (random ? ", random = true" : "") + ")";
        } else {
            if (draft.jitter != Jitter.NONE && draft.retries() && draft.initial > 0) {
                draft.note("Spring Retry's fixed backoff has no jitter");
            }
            draft.jitter = Jitter.NONE;
            draft.jitterLow = 1;
            draft.jitterHigh = 1;
            draft.maximum = draft.initial;
            draft.multiplier = 1;
            backoff = "@Backoff(delay = " + Decimal.text(draft.initial) + ")";
        }
        draft.noPerTryTimeout("Spring Retry's @Retryable");
        draft.noTimeout("Spring Retry's @Retryable");
        draft.noBudget("Spring Retry");
        StringBuilder out = new StringBuilder(draft.comments("// "));
        out.append("@Retryable(retryFor = Exception.class, maxAttempts = ").append(draft.attempts)
                .append(",\n        backoff = ").append(backoff).append(")\npublic void call() {\n}\n");
        return draft.finish(out.toString());
    }
}
