package dev.retryworkbench.core.config;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Role;
import dev.retryworkbench.core.text.Ascii;
import java.util.ArrayList;
import java.util.List;

/**
 * tenacity (Python), a {@code @retry(...)} decorator or a {@code Retrying(...)} (jd/tenacity
 * tenacity/stop.py, tenacity/wait.py): {@code stop} (attempts, {@code stop_after_delay} as a clipping
 * deadline, {@code stop_before_delay} as the skip rule) and {@code wait}. tenacity's own default
 * never stops and never waits: unlimited immediate retries.
 */
final class TenacityFormat extends ConfigFormat {
    private static final String[] ENTRY = {"retry", "Retrying", "AsyncRetrying", "TornadoRetrying", "retry_with"};

    TenacityFormat() {
        super("tenacity", "tenacity (Python decorator or Retrying)", Role.APPLICATION);
    }

    @Override
    int recognise(ConfigInput input) {
        if (!input.contains("retry") && !input.contains("Retrying")) {
            return 0;
        }
        ConfigNode code = input.codeOrNull();
        if (code == null) {
            return 0;
        }
        for (ConfigNode call : Calls.find(code, ENTRY)) {
            if (call.has("stop") || call.has("wait")) {
                return 80;
            }
            if (input.contains("tenacity") && (call.size() == 0 || !call.text().contains("self."))) {
                return 70;
            }
        }
        return 0;
    }

    /**
     * Returns the name of the function defined by the first {@code def} (or {@code async def}) at or after
     * line {@code from} when only decorators and the decorator's own lines come between, or null.
     */
    static String decorated(String text, int from) {
        int start = 0;
        for (int n = 1; n < from && start >= 0; n++) {
            start = text.indexOf('\n', start) + 1;
            start = start == 0 ? -1 : start;
        }
        for (boolean first = true; start >= 0 && start < text.length(); first = false) {
            int end = text.indexOf('\n', start);
            String raw = text.substring(start, end < 0 ? text.length() : end);
            start = end < 0 ? -1 : end + 1;
            String line = raw.trim();
            if (line.startsWith("async ")) {
                line = line.substring("async ".length()).trim();
            }
            if (line.startsWith("def ")) {
                String rest = line.substring(4).trim();
                int length = 0;
                // A name ends at "(": not Character.isLetterOrDigit, whose Unicode tables would go into the
                // paste script (4.7 KB gzipped); Python 3 names may hold non-ASCII letters, kept here.
                while (length < rest.length() && rest.charAt(length) != '(' && rest.charAt(length) != ' '
                        && rest.charAt(length) != ':') {
                    length++;
                }
                return length == 0 ? null : rest.substring(0, length);
            }
            boolean continued = line.isEmpty() || line.startsWith("@") || line.startsWith("#")
                    || line.startsWith(")") || raw.charAt(0) == ' ' || raw.charAt(0) == '\t';
            if (line.startsWith("class ") || !first && !continued) {
                return null;
            }
        }
        return null;
    }

    @Override
    ConfigReading read(ConfigInput input) throws ConfigError {
        List<ConfigNode> calls = Calls.find(input.code(), ENTRY);
        if (calls.isEmpty()) {
            throw new ConfigError(1, 1, "a tenacity @retry(...) decorator or Retrying(...) call");
        }
        String select = input.select();
        int chosen = 0;
        if (select != null) {
            List<String> named = new ArrayList<>();
            chosen = -1;
            for (int i = 0; i < calls.size() && chosen < 0; i++) {
                String function = decorated(input.text(), calls.get(i).line());
                if (function != null) {
                    named.add(function);
                    chosen = select.equals(function) ? i : -1;
                }
            }
            if (chosen < 0) {
                throw ConfigFormats.noSuchPolicy(calls.get(0), select, "a function under @retry", named);
            }
        }
        ConfigNode call = calls.get(chosen);
        ReadingDraft draft = new ReadingDraft(this);
        for (int i = 0; i < calls.size(); i++) {
            if (i != chosen) {
                draft.other(calls.get(i).text() + "(...) at line " + calls.get(i).line());
            }
        }
        ConfigNode stop = call.get("stop");
        if (stop == null) {
            draft.hiddenDefault(ConfigBlock.MAX_ATTEMPTS, "stop", "absent: tenacity's default stop_never retries"
                    + " forever");
            draft.approximated("stop", "absent: tenacity's default stop_never retries without limit; the form's"
                    + " largest limit, " + ConfigBlock.MAX_ATTEMPTS + " attempts, stands for it");
        } else {
            draft.attempts = ConfigBlock.MAX_ATTEMPTS;
            readStop(stop, draft, 0);
            if (!Values.describe(stop).contains("stop_after_attempt") && !Values.describe(stop).contains("stop_never")) {
                draft.approximated("stop", "no stop_after_attempt: no attempt limit; the form's largest, "
                        + ConfigBlock.MAX_ATTEMPTS + " attempts, stands for it");
            }
        }
        ConfigNode wait = call.get("wait");
        if (wait == null) {
            draft.assumed("wait", "absent: tenacity's default wait_none, no wait between attempts");
        } else {
            readWait(wait, draft);
            // The wait expression as a whole chooses the waits' shape, cap and jitter.
            draft.at(wait, Member.INITIAL_BACKOFF, Member.MAX_BACKOFF, Member.MULTIPLIER, Member.JITTER);
        }
        draft.notModelledExcept(call, "", "stop", "wait");
        return draft.finish();
    }

    private static void readStop(ConfigNode stop, ReadingDraft draft, int depth) throws ConfigError {
        if (stop.isCall() && (stop.text().equals("|") || stop.text().equals("&")) && depth < 8) {
            if (stop.text().equals("&")) {
                draft.approximated("stop", "stop_a & stop_b stops only when both hold; each is read as if alone");
            }
            readStop(stop.valueAt(0), draft, depth + 1);
            readStop(stop.valueAt(1), draft, depth + 1);
            return;
        }
        String name = stop.isCall() ? Calls.simpleName(stop.text()) : stop.isScalar() ? Calls.simpleName(stop.text()) : "";
        if (name.equals("stop_never")) {
            draft.attempts = ConfigBlock.MAX_ATTEMPTS;
            draft.at(stop, Member.ATTEMPTS);
            draft.approximated("stop", "stop_never retries without limit; the form's largest limit, "
                    + ConfigBlock.MAX_ATTEMPTS + " attempts, stands for it");
        } else if (name.equals("stop_after_attempt")) {
            ConfigNode n = argument(stop, "max_attempt_number", 0);
            double count = Values.whole(n, "stop_after_attempt", 1);
            draft.at(n, Member.ATTEMPTS);
            draft.attempts(count, "stop_after_attempt", ReadingDraft.attemptWords((int) Math.min(count, ConfigBlock.MAX_ATTEMPTS)));
        } else if (name.equals("stop_after_delay") || name.equals("stop_before_delay")) {
            ConfigNode delay = argument(stop, "max_delay", 0);
            double ms = draft.ms(Calls.seconds(delay, name) * 1000, name);
            if (ms < 1) {
                throw ConfigError.at(delay, "a delay for " + name + " of at least 0.001 s");
            }
            boolean skip = name.equals("stop_before_delay");
            draft.timeout(ms, name, skip);
            draft.at(delay, Member.TIMEOUT);
            if (!skip) {
                draft.approximated(name, "tenacity checks it after each failed attempt and does not cut the attempt"
                        + " running at it");
            }
        } else {
            draft.notModelled("stop", Values.describe(stop) + ": read, not modelled");
        }
    }

    private static void readWait(ConfigNode wait, ReadingDraft draft) throws ConfigError {
        String name = wait.isCall() || wait.isScalar() ? Calls.simpleName(wait.text()) : "";
        if (wait.isCall() && name.equals("+")) {
            draft.approximated("wait", Values.describe(wait) + ": tenacity adds the waits; only the first is read");
            readWait(wait.valueAt(0), draft);
            return;
        }
        if (wait.isCall() && name.equals("wait_chain")) {
            List<ConfigNode> first = Calls.find(wait.size() > 0 ? wait.valueAt(0) : wait, "wait_fixed", "wait_none",
                    "wait_exponential", "wait_random_exponential", "wait_random", "wait_exponential_jitter");
            draft.approximated("wait_chain", "tenacity changes the wait along the chain; only its first wait is read");
            if (!first.isEmpty()) {
                readWait(first.get(0), draft);
            }
            return;
        }
        if (name.equals("wait_none")) {
            draft.set("wait", "wait_none: no wait between attempts");
        } else if (name.equals("wait_fixed")) {
            double ms = draft.ms(Calls.seconds(argument(wait, "wait", 0), "wait_fixed") * 1000, "wait_fixed");
            draft.initial = ms;
            draft.maximum = ms;
            draft.set("wait_fixed", Durations.words(ms) + " between attempts");
        } else if (name.equals("wait_exponential") || name.equals("wait_random_exponential")) {
            readExponential(wait, name, draft);
        } else if (name.equals("wait_random")) {
            double low = Calls.seconds(argOr(wait, "min", 0), "wait_random min");
            ConfigNode highNode = argument(wait, "max", 1);
            double high = highNode == null ? 1 : Calls.seconds(highNode, "wait_random max");
            if (high < low) {
                throw ConfigError.at(wait, "wait_random's max at least its min");
            }
            draft.initial = draft.ms(high * 1000, "wait_random");
            draft.maximum = draft.initial;
            if (draft.initial > 0) {
                draft.jitter = Jitter.PROPORTIONAL;
                draft.jitterLow = Math.min(1, low * 1000 / draft.initial);
                draft.jitterHigh = 1;
            }
            draft.set("wait_random", "uniform from " + Decimal.text(low) + " s to " + Decimal.text(high) + " s: "
                    + Durations.words(draft.initial) + " x " + Decimal.text(draft.jitterLow) + " to 1");
        } else if (name.equals("wait_exponential_jitter")) {
            double multiplier = number(wait, "multiplier", -1, number(wait, "initial", 0, 1));
            draft.initial = draft.ms(multiplier * 1000, "wait_exponential_jitter");
            draft.multiplier = number(wait, "exp_base", 2, 2);
            ConfigNode max = argument(wait, "max", 1);
            draft.maximum = max == null ? ConfigBlock.MAX_MS : draft.ms(Calls.seconds(max, "max") * 1000, "max");
            double jitter = number(wait, "jitter", 3, 1);
            draft.approximated("wait_exponential_jitter", "multiplier x exp_base^(k-1) + uniform(0, " + Decimal.text(jitter)
                    + " s): read without the added uniform wait");
        } else {
            draft.notModelled("wait", Values.describe(wait) + ": read, not modelled (no wait assumed)");
        }
    }

    private static void readExponential(ConfigNode wait, String name, ReadingDraft draft) throws ConfigError {
        double multiplier = number(wait, "multiplier", 0, 1);
        ConfigNode max = argument(wait, "max", 1);
        double expBase = number(wait, "exp_base", 2, 2);
        ConfigNode minNode = argument(wait, "min", 3);
        double min = minNode == null ? 0 : Calls.seconds(minNode, "min");
        draft.initial = draft.ms(multiplier * 1000, name + " multiplier");
        draft.multiplier = expBase;
        draft.maximum = max == null ? ConfigBlock.MAX_MS
                : Math.min(ConfigBlock.MAX_MS, draft.ms(Calls.seconds(max, name + " max") * 1000, name + " max"));
        draft.jitter = name.equals("wait_random_exponential") ? Jitter.FULL : Jitter.NONE;
        draft.set(name, Durations.words(draft.initial) + " x" + Decimal.text(expBase) + " per retry"
                + (max == null ? ", no cap (the form's largest, 30 days)" : ", capped at " + Durations.words(draft.maximum))
                + (draft.jitter == Jitter.FULL ? ", a uniform draw from 0 (full jitter)" : ""));
        if (min * 1000 > draft.initial) {
            double minMs = draft.ms(min * 1000, name + " min");
            StringBuilder waits = new StringBuilder();
            double w = draft.initial;
            for (int k = 1; k <= 4; k++) {
                waits.append(k == 1 ? "" : ", ").append(Durations.words(Math.min(draft.maximum, Math.max(minMs, w))));
                w *= expBase;
            }
            draft.approximated(name + " min", "tenacity raises every wait below min to " + Durations.words(minMs)
                    + " (true waits " + waits.toString() + ", ...); the block starts at " + Durations.words(minMs) + " instead");
            draft.initial = Math.min(minMs, draft.maximum);
        }
    }

    private static ConfigNode argument(ConfigNode call, String keyword, int index) throws ConfigError {
        ConfigNode node = Calls.argument(call, keyword, index);
        if (node == null && index == 0 && !call.has(keyword)) {
            throw ConfigError.at(call, "an argument for " + call.text() + " (" + keyword + ")");
        }
        return node;
    }

    private static ConfigNode argOr(ConfigNode call, String keyword, int index) {
        ConfigNode node = Calls.argument(call, keyword, index);
        return node == null ? ConfigNode.scalar("0", false, call.line(), call.column()) : node;
    }

    private static double number(ConfigNode call, String keyword, int index, double fallback) throws ConfigError {
        ConfigNode node = Calls.argument(call, keyword, index);
        return node == null ? fallback : Values.atLeast(node, keyword, 0);
    }

    @Override
    public ConfigWriting write(ConfigBlock block) {
        WritingDraft draft = new WritingDraft(block);
        draft.exponentialOnly("tenacity");
        if (draft.jitter != Jitter.NONE && draft.jitter != Jitter.FULL) {
            if (draft.retries()) {
                draft.note("tenacity has no " + Ascii.lower(draft.jitter.label()) + ": no jitter instead");
            }
            draft.jitter = Jitter.NONE;
            draft.jitterLow = 1;
            draft.jitterHigh = 1;
        }
        boolean constant = draft.multiplier == 1 || draft.initial == draft.maximum;
        if (constant && draft.jitter == Jitter.FULL) {
            draft.multiplier = 2;
            draft.maximum = draft.initial;
        } else if (constant) {
            draft.multiplier = 1;
            draft.maximum = draft.initial;
        }
        draft.noPerTryTimeout("tenacity");
        draft.noBudget("tenacity");
        String wait;
        String waitName;
        if (draft.initial == 0) {
            waitName = "wait_none";
            wait = "wait_none()";
            draft.jitter = Jitter.NONE;
            draft.multiplier = 1;
            draft.maximum = 0;
        } else if (constant && draft.jitter == Jitter.NONE) {
            waitName = "wait_fixed";
            wait = "wait_fixed(" + Durations.seconds(draft.initial) + ")";
        } else {
            waitName = draft.jitter == Jitter.FULL ? "wait_random_exponential" : "wait_exponential";
            wait = waitName + "(multiplier=" + Durations.seconds(draft.initial)
                    + (draft.maximum < ConfigBlock.MAX_MS ? ", max=" + Durations.seconds(draft.maximum) : "")
                    + (draft.multiplier != 2 ? ", exp_base=" + Decimal.text(draft.multiplier) : "") + ")";
        }
        String stop = "stop_after_attempt(" + draft.attempts + ")";
        String stopNames = "stop_after_attempt";
        if (draft.hasTimeout()) {
            String delay = "stop_after_delay";
            draft.note("stop_after_delay checks the timeout after each failed attempt; it does not cut the"
                    + " attempt running at it");
            stop += " | " + delay + "(" + Durations.seconds(draft.timeout) + ")";
            stopNames += ", " + delay;
        }
        StringBuilder out = new StringBuilder(draft.comments("# "));
        out.append("from tenacity import retry, ").append(stopNames).append(", ").append(waitName).append("\n\n");
        out.append("@retry(\n    stop=").append(stop).append(",\n    wait=").append(wait).append(",\n)\n");
        out.append("def call():\n    ...\n");
        return draft.finish(out.toString());
    }
}
