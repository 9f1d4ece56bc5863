package dev.retryworkbench.core.config;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Role;
import dev.retryworkbench.core.text.Ascii;
import java.util.ArrayList;
import java.util.List;

/**
 * resilience4j Retry in Spring Boot configuration, YAML or .properties (resilience4j/resilience4j
 * resilience4j-framework-common CommonRetryConfigurationProperties; resilience4j-core IntervalFunction):
 * {@code resilience4j.retry.instances.<name>} merged over {@code configs.default} or its
 * {@code baseConfig}. Keys bind as Spring Boot binds them: {@code max-attempts} is {@code maxAttempts};
 * a bare duration is milliseconds. Written as YAML followed by the same settings as {@code RetryConfig}
 * builder code in comments (resilience4j-retry RetryConfig), which the reader skips.
 */
final class Resilience4jFormat extends ConfigFormat {
    private static final String PREFIX = "resilience4j.retry.";
    private static final String[] KEYS = {"maxAttempts", "waitDuration", "enableExponentialBackoff",
        "exponentialBackoffMultiplier", "exponentialMaxWaitDuration", "enableRandomizedWait", "randomizedWaitFactor",
        "baseConfig"};

    Resilience4jFormat() {
        super("resilience4j", "resilience4j Retry (Spring Boot YAML or .properties)", Role.APPLICATION);
    }

    @Override
    int recognise(ConfigInput input) {
        if (!input.contains("resilience4j")) {
            return 0;
        }
        return entries(input).isEmpty() ? 0 : 85;
    }

    /** One setting: its dotted path after "resilience4j.retry.", canonical, and its value. */
    private record Entry(String path, String shown, ConfigNode value) {
    }

    private static List<Entry> entries(ConfigInput input) {
        ConfigNode root = input.documentOrNull();
        if (root == null || !root.isMap()) {
            root = input.linesOrNull();
        }
        List<Entry> entries = new ArrayList<>();
        if (root != null && root.isMap()) {
            flatten(root, "", entries, 0);
        }
        return entries;
    }

    private static void flatten(ConfigNode node, String path, List<Entry> out, int depth) {
        if (node.isMap() && depth < 32) {
            for (int i = 0; i < node.size(); i++) {
                String key = node.keyTextAt(i);
                flatten(node.valueAt(i), path.isEmpty() ? key : path + "." + key, out, depth + 1);
            }
            return;
        }
        String canonical = canonical(path);
        if (canonical.startsWith(canonical(PREFIX))) {
            out.add(new Entry(canonical.substring(canonical(PREFIX).length()), path, node));
        }
    }

    /** Spring Boot's relaxed binding: lower case, without dashes or underscores; list indexes dropped. */
    private static String canonical(String key) {
        StringBuilder sb = new StringBuilder();
        boolean inIndex = false;
        for (int i = 0; i < key.length(); i++) {
            char c = key.charAt(i);
            if (c == '[') {
                inIndex = true;
            } else if (c == ']') {
                inIndex = false;
            } else if (!inIndex && c != '-' && c != '_') {
                sb.append(Ascii.lower(c));
            }
        }
        return sb.toString();
    }

    @Override
    ConfigReading read(ConfigInput input) throws ConfigError {
        List<Entry> entries = entries(input);
        if (entries.isEmpty()) {
            throw new ConfigError(1, 1, "resilience4j.retry settings (instances.<name>.maxAttempts, ...)");
        }
        ReadingDraft draft = new ReadingDraft(this);
        List<String> instances = names(entries, "instances.");
        for (String backend : names(entries, "backends.")) {
            instances.add(backend);
        }
        List<String> configs = names(entries, "configs.");
        String group;
        String name;
        String select = input.select();
        if (select != null) {
            name = null;
            for (String instance : instances) {
                if (canonical(instance).equals(canonical(select))) {
                    name = instance;
                }
            }
            if (name == null) {
                throw ConfigFormats.noSuchPolicy(entries.get(0).value(), select, "an instance", instances);
            }
            group = has(entries, "instances." + name + ".") ? "instances." : "backends.";
            for (String other : instances) {
                if (!other.equals(name)) {
                    draft.other((has(entries, "instances." + other + ".") ? "instances." : "backends.") + other);
                }
            }
        } else if (!instances.isEmpty()) {
            name = instances.get(0);
            group = has(entries, "instances." + name + ".") ? "instances." : "backends.";
            for (int i = 1; i < instances.size(); i++) {
                String other = instances.get(i);
                draft.other((has(entries, "instances." + other + ".") ? "instances." : "backends.") + other);
            }
        } else if (!configs.isEmpty()) {
            name = contains(configs, "default") ? "default" : configs.get(0);
            group = "configs.";
            for (String config : configs) {
                if (!canonical(config).equals(canonical(name))) {
                    draft.other("configs." + config);
                }
            }
        } else {
            throw ConfigError.at(entries.get(0).value(), "resilience4j.retry.instances.<name> or configs.<name>");
        }
        List<Entry> settings = settings(entries, group + name + ".");
        String base = null;
        Entry baseConfig = find(settings, "baseConfig");
        if (baseConfig != null) {
            base = canonical(baseConfig.value().text());
            draft.set(baseConfig.shown(), "settings from configs." + baseConfig.value().text() + " underneath");
        } else if (!group.equals("configs.") && contains(configs, "default")) {
            base = "default";
            draft.assumed("configs.default", "its settings apply underneath instance " + name);
        }
        if (base != null) {
            if (!contains(configs, base)) {
                throw ConfigError.at(baseConfig.value(), "a configs." + baseConfig.value().text()
                        + " section for this baseConfig");
            }
            List<Entry> merged = new ArrayList<>(settings);
            for (Entry entry : settings(entries, "configs." + base + ".")) {
                if (find(settings, canonicalKey(entry)) == null) {
                    merged.add(entry);
                }
            }
            settings = merged;
        }
        readSettings(settings, draft);
        return draft.finish();
    }

    private static void readSettings(List<Entry> settings, ReadingDraft draft) throws ConfigError {
        Entry attempts = find(settings, "maxAttempts");
        if (attempts == null) {
            draft.hiddenDefault(3, "maxAttempts", "absent: resilience4j's default of 3 attempts");
        } else {
            double n = Values.whole(attempts.value(), "maxAttempts", 0);
            if (n == 0) {
                draft.attempts = 3;
                draft.assumed(attempts.shown(), "0 leaves resilience4j's default of 3 attempts");
            } else {
                draft.at(attempts.value(), Member.ATTEMPTS);
                draft.attempts(n, attempts.shown(), ReadingDraft.attemptWords((int) Math.min(n, ConfigBlock.MAX_ATTEMPTS)));
            }
        }
        Entry wait = find(settings, "waitDuration");
        Entry exponential = find(settings, "enableExponentialBackoff");
        Entry randomized = find(settings, "enableRandomizedWait");
        Entry multiplier = find(settings, "exponentialBackoffMultiplier");
        Entry max = find(settings, "exponentialMaxWaitDuration");
        Entry factor = find(settings, "randomizedWaitFactor");
        boolean isExponential = exponential != null && Values.bool(exponential.value(), "enableExponentialBackoff");
        boolean isRandomized = randomized != null && Values.bool(randomized.value(), "enableRandomizedWait");
        draft.multiplier = 1;
        if (wait == null) {
            draft.initial = 500;
            draft.maximum = 500;
            draft.assumed("waitDuration", "absent: resilience4j's fixed 500 ms");
            if (isExponential || isRandomized) {
                draft.notModelled((isExponential ? exponential : randomized).shown(), "ignored: resilience4j applies"
                        + " exponential or randomized waits only with a waitDuration");
            }
            ignored(settings, draft, multiplier, max, factor);
            return;
        }
        double waitMs = draft.ms(Values.duration(wait.value(), "waitDuration", Durations.SPRING, "500ms"), wait.shown());
        draft.initial = waitMs;
        draft.maximum = waitMs;
        draft.set(wait.shown(), Durations.words(waitMs) + (isExponential ? " initial wait" : " between attempts"));
        draft.at(wait.value(), Member.INITIAL_BACKOFF, Member.MAX_BACKOFF);
        if (exponential != null) {
            draft.set(exponential.shown(), isExponential ? "exponential backoff" : "fixed waits");
        }
        if (isExponential) {
            draft.multiplier = multiplier == null ? 1.5
                    : Values.atLeast(multiplier.value(), "exponentialBackoffMultiplier", 0);
            draft.at((multiplier == null ? exponential : multiplier).value(), Member.MULTIPLIER);
            if (multiplier == null) {
                draft.assumed("exponentialBackoffMultiplier", "absent: resilience4j's default x1.5");
            } else {
                draft.set(multiplier.shown(), "x" + Decimal.text(draft.multiplier));
            }
            if (draft.multiplier != Math.floor(draft.multiplier)) {
                draft.approximated("exponentialBackoffMultiplier", "resilience4j truncates each wait to whole ms"
                        + " before multiplying again, so its later waits can be a few ms shorter");
            }
            if (max == null) {
                draft.maximum = ConfigBlock.MAX_MS;
                draft.assumed("exponentialMaxWaitDuration", "absent: no cap (the form's largest, 30 days)");
            } else {
                draft.maximum = draft.ms(Values.duration(max.value(), "exponentialMaxWaitDuration", Durations.SPRING,
                        "10s"), max.shown());
                draft.set(max.shown(), Durations.words(draft.maximum) + " cap");
                draft.at(max.value(), Member.MAX_BACKOFF);
            }
        } else {
            ignored(settings, draft, multiplier, max, null);
        }
        if (randomized != null) {
            draft.set(randomized.shown(), isRandomized ? "randomized waits" : "no randomizing");
        }
        if (isRandomized) {
            double f = factor == null ? 0.5 : Values.atLeast(factor.value(), "randomizedWaitFactor", 0);
            if (f > 1) {
                throw ConfigError.at(factor.value(), "a randomizedWaitFactor from 0 to 1 (resilience4j checks it)");
            }
            if (factor == null) {
                draft.assumed("randomizedWaitFactor", "absent: resilience4j's default 0.5, waits x 0.5 to 1.5");
            } else {
                draft.set(factor.shown(), "waits x " + Decimal.text(1 - f) + " to " + Decimal.text(1 + f));
            }
            draft.jitter = Jitter.PROPORTIONAL;
            draft.at((factor == null ? randomized : factor).value(), Member.JITTER);
            draft.jitterLow = 1 - f;
            draft.jitterHigh = 1 + f;
            if (isExponential && draft.maximum < ConfigBlock.MAX_MS) {
                draft.approximated("randomizedWaitFactor", "resilience4j randomises before its cap, so its waits"
                        + " never exceed " + Durations.words(draft.maximum) + "; the model randomises the capped wait,"
                        + " up to " + Decimal.text(1 + f) + " x the cap");
            }
        } else {
            ignored(settings, draft, factor);
        }
        for (Entry entry : settings) {
            boolean known = false;
            for (String key : KEYS) {
                known |= canonical(key).equals(canonicalKey(entry));
            }
            if (canonicalKey(entry).equals("maxretryattempts")) {
                draft.notModelled(entry.shown(), "the name resilience4j 1.x gave maxAttempts; 2.x no longer reads it");
            } else if (!known) {
                draft.notModelled(entry.shown(), Values.describe(entry.value()) + ": read, not modelled");
            }
        }
    }

    private static void ignored(List<Entry> settings, ReadingDraft draft, Entry... entries) {
        for (Entry entry : entries) {
            if (entry != null) {
                draft.notModelled(entry.shown(), "ignored: resilience4j reads it only with the exponential or"
                        + " randomized wait it belongs to");
            }
        }
    }

    private static String canonicalKey(Entry entry) {
        String path = entry.path();
        return path.substring(path.lastIndexOf('.') + 1);
    }

    private static List<Entry> settings(List<Entry> entries, String prefix) {
        List<Entry> found = new ArrayList<>();
        String canonicalPrefix = canonical(prefix);
        for (Entry entry : entries) {
            if (entry.path().startsWith(canonicalPrefix) && entry.path().indexOf('.', canonicalPrefix.length()) < 0) {
                found.add(entry);
            }
        }
        return found;
    }

    private static Entry find(List<Entry> settings, String key) {
        String canonicalKey = canonical(key);
        for (Entry entry : settings) {
            if (canonicalKey(entry).equals(canonicalKey)) {
                return entry;
            }
        }
        return null;
    }

    private static boolean has(List<Entry> entries, String prefix) {
        for (Entry entry : entries) {
            if (entry.path().startsWith(canonical(prefix))) {
                return true;
            }
        }
        return false;
    }

    /** The instance (or config) names under {@code group}, as the text spells them, in its order. */
    private static List<String> names(List<Entry> entries, String group) {
        List<String> names = new ArrayList<>();
        String canonicalGroup = canonical(group);
        for (Entry entry : entries) {
            if (entry.path().startsWith(canonicalGroup)) {
                String name = segment(entry.shown(), 3);
                boolean seen = false;
                for (String known : names) {
                    seen |= canonical(known).equals(canonical(name));
                }
                if (!seen) {
                    names.add(name);
                }
            }
        }
        return names;
    }

    private static boolean contains(List<String> names, String name) {
        for (String known : names) {
            if (canonical(known).equals(canonical(name))) {
                return true;
            }
        }
        return false;
    }

    /** The {@code index}-th dot-separated part of a path: resilience4j, retry, the group, the name, ... */
    private static String segment(String path, int index) {
        int start = 0;
        for (int i = 0; i < index; i++) {
            start = path.indexOf('.', start) + 1;
        }
        int end = path.indexOf('.', start);
        return end < 0 ? path.substring(start) : path.substring(start, end);
    }

    @Override
    public ConfigWriting write(ConfigBlock block) {
        WritingDraft draft = new WritingDraft(block);
        draft.exponentialOnly("resilience4j");
        double factor = 0;
        if (draft.jitter == Jitter.PROPORTIONAL) {
            factor = Math.min(1, Math.floor((draft.jitterHigh - draft.jitterLow) / 2 * 1e6 + 0.5) / 1e6);
            if ((1 - factor != draft.jitterLow || 1 + factor != draft.jitterHigh) && draft.retries()) {
                draft.note("resilience4j randomises waits x 1 - f to 1 + f only: x " + Decimal.text(1 - factor) + " to "
                        + Decimal.text(1 + factor) + " instead of x " + Decimal.text(draft.jitterLow) + " to "
                        + Decimal.text(draft.jitterHigh));
            }
        } else if (draft.jitter != Jitter.NONE && draft.retries()) {
            draft.note("resilience4j has no " + Ascii.lower(draft.jitter.label()) + " (only waits x 1 - f to 1 + f):"
                    + " no jitter instead");
        }
        if (factor > 0) {
            draft.jitterLow = 1 - factor;
            draft.jitterHigh = 1 + factor;
        } else {
            draft.jitterLow = 1;
            draft.jitterHigh = 1;
            draft.jitter = Jitter.NONE;
        }
        boolean exponential = draft.multiplier > 1 && draft.initial < draft.maximum;
        if (!exponential) {
            draft.multiplier = 1;
            draft.maximum = draft.initial;
            if (draft.initial == 0 && factor > 0) {
                factor = 0; // randomizing waits of 0 changes none, and ofRandomized refuses an interval below 1 ms
                draft.jitterLow = 1;
                draft.jitterHigh = 1;
                draft.jitter = Jitter.NONE;
            }
        } else if (draft.initial < 1) {
            draft.note("resilience4j's exponential backoff needs a waitDuration of at least 1 ms: 1 ms instead of 0");
            draft.initial = 1;
        }
        if (exponential && factor > 0 && draft.maximum < ConfigBlock.MAX_MS && draft.retries()) {
            draft.note("resilience4j randomises before its cap: its waits never exceed exponentialMaxWaitDuration");
        }
        draft.noPerTryTimeout("resilience4j Retry (a TimeLimiter sets timeouts)");
        draft.noTimeout("resilience4j Retry");
        draft.noBudget("resilience4j Retry");
        StringBuilder out = new StringBuilder(draft.comments("# "));
        out.append("resilience4j:\n  retry:\n    instances:\n      backend:\n");
        String in = "        ";
        out.append(in).append("maxAttempts: ").append(draft.attempts).append('\n');
        out.append(in).append("waitDuration: ").append(Durations.go(draft.initial)).append('\n');
        if (exponential) {
            out.append(in).append("enableExponentialBackoff: true\n");
            out.append(in).append("exponentialBackoffMultiplier: ").append(Decimal.text(draft.multiplier)).append('\n');
            if (draft.maximum < ConfigBlock.MAX_MS) {
                out.append(in).append("exponentialMaxWaitDuration: ").append(Durations.go(draft.maximum)).append('\n');
            }
        }
        if (factor > 0) {
            out.append(in).append("enableRandomizedWait: true\n");
            out.append(in).append("randomizedWaitFactor: ").append(Decimal.text(factor)).append('\n');
        }
        out.append(code(draft, exponential, factor));
        return draft.finish(out.toString());
    }

    /**
     * The same settings as resilience4j's {@code RetryConfig} builder, in YAML comments: what Spring Boot's
     * binding (CommonRetryConfigurationProperties) builds from the keys above, so the same notes apply.
     */
    private static String code(WritingDraft draft, boolean exponential, double factor) {
        String wait = duration(draft.initial);
        String interval;
        if (exponential) {
            String cap = draft.maximum < ConfigBlock.MAX_MS ? ", " + duration(draft.maximum) : "";
            String m = Decimal.text(draft.multiplier);
            interval = factor > 0 ? "ofExponentialRandomBackoff(" + wait + ", " + m + ", " + Decimal.text(factor) + cap
                    : "ofExponentialBackoff(" + wait + ", " + m + cap;
        } else {
            interval = factor > 0 ? "ofRandomized(" + wait + ", " + Decimal.text(factor) : null;
        }
        return "# Or in code:\n#   RetryConfig config = RetryConfig.custom()\n#       .maxAttempts(" + draft.attempts
                + ")\n#       ." + (interval == null ? "waitDuration(" + wait : "intervalFunction(IntervalFunction."
                + interval + ")") + ")\n#       .build();\n";
    }

    private static String duration(double ms) {
        return ms % 1000 == 0 ? "Duration.ofSeconds(" + Decimal.text(ms / 1000) + ")"
                : "Duration.ofMillis(" + Decimal.text(ms) + (ms > Integer.MAX_VALUE ? "L)" : ")");
    }
}
