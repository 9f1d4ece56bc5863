package dev.retryworkbench.core.config;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Role;
import java.util.List;

/**
 * urllib3's {@code Retry(...)} (urllib3/urllib3 src/urllib3/util/retry.py), alone or as requests'
 * {@code HTTPAdapter(max_retries=...)}: {@code total} counts retries (10 when absent; an integer
 * {@code max_retries} is {@code Retry.from_int}, no backoff). urllib3 2.x sleeps 0 before the first
 * retry and backoff_factor x 2^(k-1) after the k-th failure from the second on, capped at
 * {@code backoff_max} (120 s): the block takes backoff_factor as its initial wait, x2, and reports
 * the first wait as approximated.
 */
final class Urllib3Format extends ConfigFormat {
    private static final double BACKOFF_MAX_DEFAULT_MS = 120_000;
    private static final String[] COUNTERS = {"connect", "read", "redirect", "status", "other"};

    Urllib3Format() {
        super("urllib3", "urllib3 Retry (Python)", Role.APPLICATION);
    }

    @Override
    int recognise(ConfigInput input) {
        if (!input.contains("Retry") && !input.contains("max_retries")) {
            return 0;
        }
        ConfigNode code = input.codeOrNull();
        if (code == null) {
            return 0;
        }
        if (!Calls.find(code, "Retry").isEmpty()) {
            return 80;
        }
        for (ConfigNode adapter : Calls.find(code, "HTTPAdapter")) {
            if (adapter.has("max_retries")) {
                return 75;
            }
        }
        return 0;
    }

    @Override
    ConfigReading read(ConfigInput input) throws ConfigError {
        ConfigNode code = input.code();
        ReadingDraft draft = new ReadingDraft(this);
        List<ConfigNode> retries = Calls.find(code, "Retry");
        ConfigNode retry = null;
        if (!retries.isEmpty()) {
            retry = retries.get(0);
            for (int i = 1; i < retries.size(); i++) {
                draft.other("Retry(...) at line " + retries.get(i).line());
            }
        } else {
            for (ConfigNode adapter : Calls.find(code, "HTTPAdapter")) {
                ConfigNode maxRetries = adapter.get("max_retries");
                if (maxRetries != null && retry == null) {
                    double n = Values.whole(maxRetries, "max_retries", 0);
                    draft.at(maxRetries, Member.ATTEMPTS);
                    draft.attempts(n + 1, "max_retries", Decimal.text(n) + " retries (Retry.from_int, no backoff): "
                            + ReadingDraft.attemptWords((int) Math.min(n + 1, ConfigBlock.MAX_ATTEMPTS)));
                    draft.maximum = BACKOFF_MAX_DEFAULT_MS;
                    return draft.finish();
                }
            }
            throw new ConfigError(1, 1, "a urllib3 Retry(...) or HTTPAdapter(max_retries=...)");
        }
        ConfigNode total = Calls.argument(retry, "total", 0);
        if (total != null) {
            draft.at(total, Member.ATTEMPTS);
        }
        if (total == null) {
            draft.hiddenDefault(11, "total", "absent: urllib3's default of 10 retries, so 11 attempts");
        } else if (total.isScalar() && (total.text().equals("False") || total.text().equals("0"))) {
            draft.attempts = 1;
            draft.set("total", total.text() + ": no retries (1 attempt)");
        } else if (Values.isNull(total)) {
            draft.attempts = ConfigBlock.MAX_ATTEMPTS;
            draft.approximated("total", "None: only the connect, read, status and other counts limit retries; the"
                    + " form's largest limit, " + ConfigBlock.MAX_ATTEMPTS + " attempts, stands for it");
        } else {
            double n = Values.whole(total, "total", 0);
            draft.attempts(n + 1, "total", Decimal.text(n) + " retries: "
                    + ReadingDraft.attemptWords((int) Math.min(n + 1, ConfigBlock.MAX_ATTEMPTS)));
        }
        ConfigNode factor = retry.get("backoff_factor");
        double factorMs = factor == null ? 0 : draft.ms(Calls.seconds(factor, "backoff_factor") * 1000, "backoff_factor");
        if (factor == null) {
            draft.assumed("backoff_factor", "absent: urllib3's default 0, no wait between attempts");
        }
        ConfigNode max = retry.get("backoff_max");
        draft.maximum = max == null ? BACKOFF_MAX_DEFAULT_MS
                : draft.ms(Calls.seconds(max, "backoff_max") * 1000, "backoff_max");
        if (max == null) {
            draft.assumed("backoff_max", "absent: urllib3's DEFAULT_BACKOFF_MAX, 120 s");
        } else {
            draft.set("backoff_max", Durations.words(draft.maximum) + " cap");
            draft.at(max, Member.MAX_BACKOFF);
        }
        draft.initial = Math.min(factorMs, draft.maximum);
        draft.multiplier = 2;
        draft.jitter = Jitter.NONE;
        if (factor != null) {
            draft.at(factor, Member.INITIAL_BACKOFF);
            draft.set("backoff_factor", Durations.words(factorMs) + " x 2^(k-1) after the k-th failure");
            if (factorMs > 0 && draft.attempts > 1) {
                draft.approximated("backoff_factor", "urllib3 sleeps 0 before the first retry, then "
                        + Durations.words(Math.min(draft.maximum, factorMs * 2)) + ", "
                        + Durations.words(Math.min(draft.maximum, factorMs * 4)) + ", ...; the block waits "
                        + Durations.words(draft.initial) + " before the first retry instead of 0");
            }
        }
        ConfigNode jitter = retry.get("backoff_jitter");
        if (jitter != null) {
            draft.approximated("backoff_jitter", "urllib3 adds uniform(0, " + jitter.text() + " s) to each wait;"
                    + " read without it");
        }
        for (String counter : COUNTERS) {
            ConfigNode value = retry.get(counter);
            if (value != null) {
                draft.notModelled(counter, Values.describe(value) + ": a limit on one kind of retry, not modelled"
                        + " (total governs)");
            }
        }
        draft.notModelledExcept(retry, "", "total", "backoff_factor", "backoff_max", "backoff_jitter", "connect", "read",
                "redirect", "status", "other");
        return draft.finish();
    }

    @Override
    public ConfigWriting write(ConfigBlock block) {
        WritingDraft draft = new WritingDraft(block);
        draft.exponentialOnly("urllib3");
        draft.multiplierIs(2, "urllib3 has no multiplier: its waits double (x2)");
        draft.jitterIs(Jitter.NONE, 1, 1, "urllib3's backoff_jitter adds a uniform wait instead of scaling one:"
                + " no jitter instead");
        if (draft.initial == 0 || draft.initial == draft.maximum) {
            draft.multiplier = 2;
        }
        if (draft.retries() && draft.initial > 0) {
            draft.note("urllib3 2.x sleeps 0 before the first retry, then backoff_factor x 2^(k-1)");
        }
        draft.noPerTryTimeout("urllib3's Retry (the request's timeout= sets it)");
        draft.noTimeout("urllib3's Retry");
        draft.noBudget("urllib3");
        StringBuilder out = new StringBuilder(draft.comments("# "));
        out.append("from urllib3.util import Retry\n\nretries = Retry(\n    total=").append(draft.attempts - 1)
                .append(",\n    backoff_factor=").append(Durations.seconds(draft.initial))
                .append(",\n    backoff_max=").append(Durations.seconds(Math.max(draft.initial, draft.maximum)))
                .append(",\n    status_forcelist=[429, 500, 502, 503, 504],\n)\n");
        return draft.finish(out.toString());
    }
}
