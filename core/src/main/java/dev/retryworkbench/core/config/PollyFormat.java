package dev.retryworkbench.core.config;

import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.Hedging;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Role;
import dev.retryworkbench.core.text.Ascii;
import java.util.ArrayList;
import java.util.List;

/**
 * Polly v8 through Microsoft.Extensions.Http.Resilience. Read: the {@code appsettings.json} sections its
 * standard resilience handler binds ({@code HttpStandardResilienceOptions}: {@code Retry}, {@code AttemptTimeout},
 * {@code TotalRequestTimeout}), or a retry section alone ({@code HttpRetryStrategyOptions}), under any named
 * section, keys matched ignoring case as .NET configuration does; the defaults are the library's (dotnet/extensions
 * HttpRetryStrategyOptions.cs at 02ba73e, HttpStandardResilienceOptions.cs at 188c41c; App-vNext/Polly
 * RetryStrategyOptions.TResult.cs at 5d80403, RetryHelper.cs at 156a9bb). Written as C#: Polly's
 * {@code RetryStrategyOptions} in a pipeline, a per-attempt timeout after the retry and a total one before it
 * (so what it writes is not read back: reading C# is not done). {@code MaxRetryAttempts} counts retries;
 * {@code BackoffType} Constant or Exponential (x2); {@code UseJitter} adds +-25% to constant waits and Polly's
 * decorrelated jitter to exponential ones. The standard hedging handler's sections
 * ({@code HttpStandardHedgingResilienceOptions} at dotnet/extensions 22b61e2: {@code TotalRequestTimeout},
 * {@code Hedging}, {@code Endpoint}, whose {@code Timeout} is each attempt's, 10 s by default at f923bb5) read as
 * hedging after {@code Hedging:Delay} (2 s), {@code Hedging:MaxHedgedAttempts} (1, from 1 to 10) beyond the
 * original (App-vNext/Polly HedgingStrategyOptions.TResult.cs at a14508b, HedgingConstants.cs at 94db492). A
 * hedging block is written as Polly's {@code AddHedging}.
 */
final class PollyFormat extends ConfigFormat {
    private static final String[] RETRY_KEYS = {"MaxRetryAttempts", "Delay", "BackoffType", "UseJitter", "MaxDelay",
        "ShouldRetryAfterHeader"};
    private static final String[] STANDARD_KEYS = {"Retry", "AttemptTimeout", "TotalRequestTimeout"};
    private static final String[] HEDGING_KEYS = {"Hedging", "Endpoint", "TotalRequestTimeout"};
    /** Polly's range for MaxHedgedAttempts (HedgingConstants): hedged attempts beyond the original. */
    private static final int MOST_HEDGED = 10;
    /** Polly's range for Delay and MaxDelay: 00:00:00 to 1.00:00:00. */
    private static final double DAY_MS = 86_400_000;

    PollyFormat() {
        super("polly", "Polly v8 / Microsoft.Extensions.Http.Resilience (appsettings.json; writes C#)", Role.APPLICATION);
    }

    /** Reads appsettings.json, writes C#: nothing here parses the C#, so "Copy as" output does not read back. */
    @Override
    public boolean readsWhatItWrites() {
        return false;
    }

    @Override
    int recognise(ConfigInput input) {
        ConfigNode root = input.looksLikeJson() ? input.documentOrNull() : null;
        if (root == null) {
            return 0;
        }
        List<ConfigNode> sections = new ArrayList<>();
        sections(root, "", sections, new ArrayList<>());
        return sections.isEmpty() ? 0 : 70;
    }

    @Override
    ConfigReading read(ConfigInput input) throws ConfigError {
        ConfigNode root = Values.map(input.document(), "the appsettings.json text");
        List<ConfigNode> sections = new ArrayList<>();
        List<String> paths = new ArrayList<>();
        sections(root, "", sections, paths);
        if (sections.isEmpty()) {
            throw ConfigError.at(root, "a section with Retry (MaxRetryAttempts, Delay, BackoffType, UseJitter,"
                    + " MaxDelay), AttemptTimeout, TotalRequestTimeout or Hedging (MaxHedgedAttempts, Delay), as"
                    + " Microsoft.Extensions.Http.Resilience binds it");
        }
        ReadingDraft draft = new ReadingDraft(this);
        // A section by its configuration path, as GetSection takes it and AddStandardResilienceHandler binds it.
        int chosen = input.chosen(sections.size(), paths::get, root, "a section", 0);
        for (int i = 0; i < sections.size(); i++) {
            if (i != chosen) {
                draft.other(paths.get(i).isEmpty() ? "(the top level)" : paths.get(i));
            }
        }
        ConfigNode section = sections.get(chosen);
        String path = paths.get(chosen).isEmpty() ? "" : paths.get(chosen) + ":";
        boolean standard = false;
        for (String key : STANDARD_KEYS) {
            standard |= member(section, key) != null;
        }
        if (isHedging(section)) {
            readHedging(Values.map(member(section, "Hedging"), path + "Hedging"), draft, path + "Hedging:");
            ConfigNode endpoint = member(section, "Endpoint");
            // Each endpoint's Timeout options hold the attempt's Timeout (absent: "Endpoint:Timeout" 10 s).
            if (endpoint == null) {
                readTimeout(section, "Endpoint", 10_000, true, draft, path);
            } else {
                readTimeout(Values.map(endpoint, path + "Endpoint"), "Timeout", 10_000, true, draft, path + "Endpoint:");
            }
            readTimeout(section, "TotalRequestTimeout", 30_000, false, draft, path);
            if (endpoint != null) {
                notModelled(endpoint, draft, path + "Endpoint:", new String[] {"Timeout"}, "of each endpoint");
            }
            notModelled(section, draft, path, HEDGING_KEYS, "of the standard hedging handler");
        } else if (standard) {
            ConfigNode retry = member(section, "Retry");
            readRetry(retry == null ? null : Values.map(retry, path + "Retry"), draft, path + "Retry:");
            readTimeout(section, "AttemptTimeout", 10_000, true, draft, path);
            readTimeout(section, "TotalRequestTimeout", 30_000, false, draft, path);
            notModelled(section, draft, path, STANDARD_KEYS, "of the standard resilience handler");
        } else {
            draft.assumed(path.isEmpty() ? "(the top level)" : paths.get(chosen),
                    "a retry section alone: read as HttpRetryStrategyOptions, without the standard handler's timeouts");
            readRetry(section, draft, path);
        }
        return draft.finish();
    }

    /** Collects, depth first, the maps that are the library's sections, and their configuration paths. */
    private static void sections(ConfigNode node, String path, List<ConfigNode> found, List<String> paths) {
        if (node.isMap()) {
            if (isSection(node)) {
                found.add(node);
                paths.add(path);
                return;
            }
        } else if (!node.isList()) {
            return;
        }
        for (int i = 0; i < node.size(); i++) {
            String name = node.isMap() ? node.keyTextAt(i) : Integer.toString(i);
            sections(node.valueAt(i), path.isEmpty() ? name : path + ":" + name, found, paths);
        }
    }

    /** The standard hedging handler's sections: a Hedging map with its options. */
    private static boolean isHedging(ConfigNode map) {
        ConfigNode hedging = member(map, "Hedging");
        return hedging != null && hedging.isMap() && hasAny(hedging, new String[] {"MaxHedgedAttempts", "Delay"});
    }

    private static boolean isSection(ConfigNode map) {
        if (isHedging(map)) {
            return true;
        }
        ConfigNode retry = member(map, "Retry");
        if (retry != null && retry.isMap() && hasAny(retry, RETRY_KEYS)) {
            return true;
        }
        for (String key : new String[] {"AttemptTimeout", "TotalRequestTimeout"}) {
            ConfigNode timeout = member(map, key);
            if (timeout != null && timeout.isMap() && member(timeout, "Timeout") != null) {
                return true;
            }
        }
        return member(map, "MaxRetryAttempts") != null;
    }

    private static boolean hasAny(ConfigNode map, String[] keys) {
        for (String key : keys) {
            if (member(map, key) != null) {
                return true;
            }
        }
        return false;
    }

    /** A member by name ignoring case, as .NET configuration keys are. */
    private static ConfigNode member(ConfigNode map, String key) {
        String spelled = map.keyIgnoringCase(key);
        return spelled == null ? null : map.get(spelled);
    }

    private static void readRetry(ConfigNode retry, ReadingDraft draft, String prefix) throws ConfigError {
        ConfigNode max = retry == null ? null : member(retry, "MaxRetryAttempts");
        if (max == null) {
            draft.hiddenDefault(4, prefix + "MaxRetryAttempts", "absent: Polly retries 3 times (4 attempts)");
        } else {
            double retries = Values.whole(max, "MaxRetryAttempts", 0);
            draft.attempts(retries + 1, prefix + "MaxRetryAttempts", ReadingDraft.attemptWords((int) Math.min(retries + 1,
                    ConfigBlock.MAX_ATTEMPTS)));
            draft.at(max, Member.ATTEMPTS);
        }
        ConfigNode type = retry == null ? null : member(retry, "BackoffType");
        int backoff = type == null ? 2 : backoffType(type);
        if (type == null) {
            draft.assumed(prefix + "BackoffType", "absent: Exponential (HttpRetryStrategyOptions; Polly's own is Constant)");
        } else {
            draft.set(prefix + "BackoffType", backoff == 0 ? "Constant" : backoff == 1 ? "Linear" : "Exponential");
            draft.at(type, Member.MULTIPLIER);
        }
        ConfigNode delay = retry == null ? null : member(retry, "Delay");
        double delayMs = delay == null ? 2_000 : timeSpan(delay, "Delay");
        if (delay == null) {
            draft.assumed(prefix + "Delay", "absent: 2 s");
        } else {
            delayMs = draft.ms(delayMs, prefix + "Delay");
            draft.set(prefix + "Delay", Durations.words(delayMs));
            draft.at(delay, Member.INITIAL_BACKOFF);
        }
        ConfigNode maxDelay = retry == null ? null : member(retry, "MaxDelay");
        double capMs = ConfigBlock.MAX_MS;
        if (maxDelay != null && !Values.isNull(maxDelay)) {
            capMs = draft.ms(timeSpan(maxDelay, "MaxDelay"), prefix + "MaxDelay");
            draft.set(prefix + "MaxDelay", Durations.words(capMs) + ", the cap on every wait");
            draft.at(maxDelay, Member.MAX_BACKOFF);
        }
        ConfigNode useJitter = retry == null ? null : member(retry, "UseJitter");
        boolean jitter = useJitter == null || Values.bool(useJitter, "UseJitter");
        if (useJitter == null) {
            draft.assumed(prefix + "UseJitter", "absent: true (HttpRetryStrategyOptions; Polly's own is false)");
        } else {
            draft.set(prefix + "UseJitter", jitter ? "true" : "false");
            draft.at(useJitter, Member.JITTER);
        }
        draft.initial = Math.min(delayMs, capMs);
        draft.maximum = backoff == 2 ? capMs : draft.initial;
        draft.multiplier = backoff == 2 ? 2 : 1;
        if (backoff == 1) {
            draft.approximated(prefix + "BackoffType", "Linear waits Delay x 1, 2, 3 ...: the model has no linear growth,"
                    + " so a constant " + Durations.words(draft.initial));
        }
        if (jitter && backoff == 2) {
            draft.jitter = Jitter.DECORRELATED;
            draft.approximated(prefix + "UseJitter", "Polly's decorrelated jitter (V2) on exponential waits, whose median"
                    + " doubles from Delay: read as decorrelated jitter, close to but not the same draw");
        } else if (jitter) {
            draft.jitter = Jitter.PROPORTIONAL;
            draft.jitterLow = 0.75;
            draft.jitterHigh = 1.25;
            draft.assumed("jitter", "each wait x random(0.75, 1.25), Polly's jitter on constant and linear waits");
            if (capMs < delayMs * 1.25) {
                draft.approximated(prefix + "MaxDelay", "Polly caps each jittered wait at "
                        + Durations.words(capMs) + ": the model's waits go up to 1.25 x " + Durations.words(draft.initial));
            }
        }
        ConfigNode after = retry == null ? null : member(retry, "ShouldRetryAfterHeader");
        draft.notModelled(prefix + "ShouldRetryAfterHeader", (after == null ? "absent: true" : Values.describe(after))
                + ": a response's Retry-After header replaces the wait; not modelled");
        if (retry != null) {
            notModelled(retry, draft, prefix, RETRY_KEYS, "of the retry strategy");
        }
    }

    /**
     * Polly's hedging: the original attempt at once, then another each Delay while none has succeeded, at most
     * MaxHedgedAttempts more. Delay 00:00:00 starts them all at once; InfiniteTimeSpan (-00:00:00.001) starts the
     * next only once one fails, which is not hedging after a delay, so it is refused.
     */
    private static void readHedging(ConfigNode hedging, ReadingDraft draft, String prefix) throws ConfigError {
        ConfigNode max = member(hedging, "MaxHedgedAttempts");
        if (max == null) {
            draft.hiddenDefault(2, prefix + "MaxHedgedAttempts", "absent: 1 hedged attempt (Polly's default),"
                    + " " + ReadingDraft.hedgedWords(2));
        } else {
            double hedged = Values.whole(max, "MaxHedgedAttempts", 1);
            if (hedged > MOST_HEDGED) {
                throw ConfigError.at(max, "a MaxHedgedAttempts from 1 to 10 (Polly's range), not " + Values.describe(max));
            }
            draft.attempts(hedged + 1, prefix + "MaxHedgedAttempts", ReadingDraft.hedgedWords((int) hedged + 1));
            draft.at(max, Member.ATTEMPTS);
        }
        ConfigNode delay = member(hedging, "Delay");
        double delayMs = 2_000;
        if (delay == null) {
            draft.assumed(prefix + "Delay", "absent: 2 s (Polly's default)");
        } else {
            if (delay.isScalar() && delay.text().trim().startsWith("-")) {
                throw ConfigError.at(delay, "a Delay of 00:00:00 or more: a negative one (InfiniteTimeSpan) hedges"
                        + " only once an attempt fails, which is not modelled");
            }
            delayMs = draft.ms(timeSpan(delay, "Delay"), prefix + "Delay");
            draft.set(prefix + "Delay", delayMs == 0 ? "00:00:00: all at once" : Durations.words(delayMs));
            draft.at(delay, Member.HEDGING);
        }
        draft.hedging = ConfigHedging.afterDelay(delayMs, draft.attempts);
        notModelled(hedging, draft, prefix, new String[] {"MaxHedgedAttempts", "Delay"}, "of the hedging strategy");
    }

    /** 0 Constant, 1 Linear, 2 Exponential: DelayBackoffType's names (any case) or values, as the binder reads enums. */
    private static int backoffType(ConfigNode node) throws ConfigError {
        String[] names = {"Constant", "Linear", "Exponential"};
        String text = node.isScalar() ? node.text() : "";
        for (int i = 0; i < names.length; i++) {
            if (Ascii.equalsIgnoreCase(text, names[i]) || text.equals(Integer.toString(i))) {
                return i;
            }
        }
        throw ConfigError.at(node, "Constant, Linear or Exponential (or 0, 1, 2) for BackoffType, not "
                + Values.describe(node));
    }

    /** Reads {@code key}'s Timeout options: each attempt's timeout when {@code attempt}, else the whole request's. */
    private static void readTimeout(ConfigNode section, String key, double fallback, boolean attempt, ReadingDraft draft,
            String path) throws ConfigError {
        ConfigNode options = member(section, key);
        ConfigNode timeout = options == null ? null : member(Values.map(options, path + key), "Timeout");
        String words = attempt ? " per attempt: the layer's per-try timeout"
                : " for the whole request with its retries: the layer's timeout";
        double ms = fallback;
        if (timeout == null) {
            draft.assumed(path + key + ":Timeout", "absent: " + Durations.words(fallback) + " (the standard handler's)"
                    + words);
        } else {
            ms = draft.ms(timeSpan(timeout, key + ":Timeout"), path + key + ":Timeout");
            // Polly's TimeoutStrategyOptions takes 10 ms to 24 h.
            if (ms < 10 || ms > DAY_MS) {
                throw ConfigError.at(timeout, "a " + key + " Timeout from 00:00:00.010 to 1.00:00:00 (Polly's range)");
            }
            draft.at(timeout, attempt ? Member.PER_TRY_TIMEOUT : Member.TIMEOUT);
            if (attempt) {
                draft.set(path + key + ":Timeout", Durations.words(ms) + words);
            }
        }
        if (attempt) {
            draft.perTryTimeout = ms;
        } else if (timeout == null) {
            draft.timeout = ms;
        } else {
            draft.timeout(ms, path + key + ":Timeout", false);
        }
        if (options != null) {
            notModelled(options, draft, path + key + ":", new String[] {"Timeout"}, "of the timeout strategy");
        }
    }

    private static void notModelled(ConfigNode map, ReadingDraft draft, String prefix, String[] known, String what) {
        for (int i = 0; i < map.size(); i++) {
            String key = map.keyTextAt(i);
            boolean listed = false;
            for (String k : known) {
                listed |= Ascii.equalsIgnoreCase(k, key);
            }
            if (!listed) {
                draft.notModelled(prefix + key, Values.describe(map.valueAt(i)) + ": read, not modelled (" + what + ")");
            }
        }
    }

    /**
     * A .NET TimeSpan as the configuration binder parses it (TimeSpan.Parse, invariant culture): d, or
     * [d.]hh:mm[:ss[.fffffff]] with hours below 24 and minutes and seconds below 60; in ms, at most a day.
     */
    private static double timeSpan(ConfigNode node, String key) throws ConfigError {
        String text = node.isScalar() ? node.text().trim() : "";
        double ms = parseTimeSpan(text);
        if (Double.isNaN(ms)) {
            throw ConfigError.at(node, "a TimeSpan for " + key + " such as \"00:00:02\" ([d.]hh:mm:ss[.fffffff]), not "
                    + Values.describe(node));
        }
        if (ms > DAY_MS) {
            throw ConfigError.at(node, "a " + key + " of at most 1.00:00:00 (one day, Polly's range), not " + text
                    + (text.indexOf(':') < 0 ? " (a bare number is days)" : ""));
        }
        return ms;
    }

    /** Returns the TimeSpan's ms, or NaN when the text is not one (a sign is refused: no wait is negative). */
    static double parseTimeSpan(String text) {
        int[] parts = new int[4];
        int count = 0;
        int i = 0;
        int colon = text.indexOf(':');
        int dot = text.indexOf('.');
        double days = 0;
        if (colon < 0) {
            return digits(text, 0, text.length(), 8) * DAY_MS;
        }
        if (dot >= 0 && dot < colon) {
            days = digits(text, 0, dot, 8);
            i = dot + 1;
        }
        int fractionAt = text.indexOf('.', colon);
        int end = fractionAt < 0 ? text.length() : fractionAt;
        while (i <= end && count < 3) {
            int next = text.indexOf(':', i);
            int stop = next < 0 || next > end ? end : next;
            double value = digits(text, i, stop, 2);
            if (Double.isNaN(value) || value >= (count == 0 ? 24 : 60)) {
                return Double.NaN;
            }
            parts[count++] = (int) value;
            i = stop + 1;
            if (stop == end) {
                break;
            }
        }
        if (i <= end || count < 2 || (fractionAt >= 0 && count < 3) || Double.isNaN(days)) {
            return Double.NaN;
        }
        double ticks = 0;
        if (fractionAt >= 0) {
            String fraction = text.substring(fractionAt + 1);
            if (Double.isNaN(digits(fraction, 0, fraction.length(), 7))) {
                return Double.NaN;
            }
            ticks = digits((fraction + "000000").substring(0, 7), 0, 7, 7);
        }
        return ((days * 24 + parts[0]) * 60 + parts[1]) * 60_000 + parts[2] * 1000 + ticks / 10_000;
    }

    /** The whole number of 1 to {@code most} ASCII digits in text[from, to), or NaN. */
    private static double digits(String text, int from, int to, int most) {
        if (to <= from || to - from > most) {
            return Double.NaN;
        }
        double value = 0;
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (!Syntax.isDigit(c)) {
                return Double.NaN;
            }
            value = value * 10 + (c - '0');
        }
        return value;
    }

    @Override
    public ConfigWriting write(ConfigBlock block) {
        WritingDraft draft = new WritingDraft(block);
        draft.hedges("Polly", Hedging.DELAY);
        if (draft.hedging != null) {
            return writeHedging(draft);
        }
        draft.exponentialOnly("Polly");
        boolean constant = draft.multiplier == 1 || draft.initial == draft.maximum;
        if (!constant && draft.multiplier != 2) {
            draft.note("Polly's exponential backoff doubles (x2): x2 instead of x" + Decimal.text(draft.multiplier));
            draft.multiplier = 2;
        }
        boolean jitter = false;
        if (constant && draft.jitter == Jitter.PROPORTIONAL && draft.jitterLow == 0.75 && draft.jitterHigh == 1.25) {
            jitter = true;
        } else if (!constant && draft.jitter == Jitter.DECORRELATED) {
            jitter = true;
            draft.note("Polly's exponential jitter is its own decorrelated jitter (V2), close to but not the AWS"
                    + " blog's decorrelated jitter");
        } else if (draft.jitter != Jitter.NONE && draft.retries()) {
            draft.note("Polly jitters constant waits by +-25% and exponential ones with decorrelated jitter: no jitter"
                    + " instead of " + Ascii.lower(draft.jitter.label()));
        }
        if (!jitter) {
            draft.jitter = Jitter.NONE;
            draft.jitterLow = 1;
            draft.jitterHigh = 1;
        }
        draft.noBudget("Polly's retry strategy");
        StringBuilder out = new StringBuilder(draft.comments("// "));
        out.append("var pipeline = new ResiliencePipelineBuilder()\n");
        if (draft.hasTimeout()) {
            out.append("    .AddTimeout(").append(timeSpan(draft.timeout)).append(") // the total timeout over all attempts\n");
        }
        out.append("    .AddRetry(new RetryStrategyOptions\n    {\n        MaxRetryAttempts = ").append(draft.attempts - 1)
                .append(",\n        BackoffType = DelayBackoffType.").append(constant ? "Constant" : "Exponential")
                .append(",\n        Delay = ").append(timeSpan(draft.initial)).append(",\n");
        if (!constant && draft.maximum < ConfigBlock.MAX_MS) {
            out.append("        MaxDelay = ").append(timeSpan(draft.maximum)).append(",\n");
        }
        out.append("        UseJitter = ").append(jitter ? "true" : "false").append(",\n    })\n");
        if (draft.hasPerTryTimeout()) {
            out.append("    .AddTimeout(").append(timeSpan(draft.perTryTimeout)).append(") // each attempt\n");
        }
        out.append("    .Build();\n");
        if (constant) {
            draft.multiplier = 1;
            draft.maximum = draft.initial;
        }
        return draft.finish(out.toString());
    }

    /** Polly's hedging strategy between the total timeout and each attempt's. */
    private static ConfigWriting writeHedging(WritingDraft draft) {
        int attempts = draft.hedging.maxAttempts();
        if (attempts > 11) {
            draft.note("Polly hedges at most 10 times beyond the original: 11 attempts instead of " + attempts);
            attempts = 11;
        }
        draft.hedging = ConfigHedging.afterDelay(draft.hedging.delayMs(), attempts);
        draft.attempts = attempts;
        draft.shape = BackoffShape.EXPONENTIAL;
        draft.initial = 0;
        draft.maximum = 0;
        draft.multiplier = 1;
        draft.jitter = Jitter.NONE;
        draft.jitterLow = 1;
        draft.jitterHigh = 1;
        draft.noBudget("Polly's hedging strategy");
        StringBuilder out = new StringBuilder(draft.comments("// "));
        out.append("var pipeline = new ResiliencePipelineBuilder<HttpResponseMessage>()\n");
        if (draft.hasTimeout()) {
            out.append("    .AddTimeout(").append(timeSpan(draft.timeout)).append(") // the total timeout over all attempts\n");
        }
        out.append("    .AddHedging(new HedgingStrategyOptions<HttpResponseMessage>\n    {\n        MaxHedgedAttempts = ")
                .append(attempts - 1).append(",\n        Delay = ").append(timeSpan(draft.hedging.delayMs()))
                .append(",\n    })\n");
        if (draft.hasPerTryTimeout()) {
            out.append("    .AddTimeout(").append(timeSpan(draft.perTryTimeout)).append(") // each attempt\n");
        }
        out.append("    .Build();\n");
        return draft.finish(out.toString());
    }

    private static String timeSpan(double ms) {
        return ms % 1000 == 0 ? "TimeSpan.FromSeconds(" + Decimal.text(ms / 1000) + ")"
                : "TimeSpan.FromMilliseconds(" + Decimal.text(ms) + ")";
    }
}
