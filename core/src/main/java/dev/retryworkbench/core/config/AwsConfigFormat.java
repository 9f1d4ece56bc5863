package dev.retryworkbench.core.config;

import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import dev.retryworkbench.core.policy.Role;
import dev.retryworkbench.core.storm.budget.AwsAdaptive;
import dev.retryworkbench.core.storm.budget.AwsQuota;
import dev.retryworkbench.core.storm.budget.BudgetParameter;
import dev.retryworkbench.core.text.Ascii;
import java.util.List;

/**
 * The AWS SDKs' retry settings (boto/boto3 docs/source/guide/retries.rst; boto/botocore
 * botocore/configprovider.py, botocore/retries/standard.py, botocore/data/_retry.json): the shared
 * config file's {@code retry_mode} and {@code max_attempts} (attempts, the first included), the
 * {@code AWS_RETRY_MODE} and {@code AWS_MAX_ATTEMPTS} variables, or botocore's
 * {@code Config(retries={...})}, whose {@code max_attempts} counts retries and
 * {@code total_max_attempts} attempts. The mode sets the waits (full jitter from 1 s, x2; standard and
 * adaptive cap them at 20 s) and the storm budget (standard: the retry quota; adaptive: the quota and
 * the client-side rate limiter).
 */
final class AwsConfigFormat extends ConfigFormat {
    private static final double STANDARD_MAX_MS = 20_000;
    /**
     * The quota every mode but legacy keeps, whatever the file says (botocore retries/quota.py and
     * retries/standard.py, as the storm's "AWS SDK standard retries" preset reads them), by the storm
     * worksheet's member names: the file can only select it.
     */
    private static final String[] QUOTA_MEMBERS = {BudgetParameter.CAPACITY, AwsQuota.RETRY_COST,
        AwsQuota.TIMEOUT_RETRY_COST, AwsQuota.THROTTLING_RETRY_COST, AwsQuota.NO_RETRY_INCREMENT};
    private static final double[] QUOTA_VALUES = {500, 5, 10, 5, 1};

    AwsConfigFormat() {
        super("aws-config", "AWS shared config or botocore Config", Role.SDK);
    }

    @Override
    int recognise(ConfigInput input) {
        if (!input.contains("retry_mode") && !input.contains("RETRY_MODE") && !input.contains("max_attempts")
                && !input.contains("MAX_ATTEMPTS")) {
            return 0;
        }
        ConfigNode code = input.codeOrNull();
        if (code != null) {
            for (ConfigNode config : Calls.find(code, "Config")) {
                if (config.has("retries")) {
                    return 85;
                }
            }
        }
        ConfigNode lines = input.linesOrNull();
        if (lines != null) {
            for (int i = 0; i < lines.size(); i++) {
                String key = key(lines.keyTextAt(i));
                if (key.equals("retry_mode") || key.equals("aws_retry_mode") || key.equals("aws_max_attempts")) {
                    return 80;
                }
            }
        }
        return 0;
    }

    /** The setting's name without its [section] prefix or "export ", in lower case. */
    private static String key(String dotted) {
        String key = Ascii.lower(dotted.substring(dotted.lastIndexOf('.') + 1).trim());
        return key.startsWith("export ") ? key.substring(7).trim() : key;
    }

    private static String section(String dotted) {
        int dot = dotted.lastIndexOf('.');
        return dot < 0 ? "" : dotted.substring(0, dot);
    }

    @Override
    ConfigReading read(ConfigInput input) throws ConfigError {
        ReadingDraft draft = new ReadingDraft(this);
        ConfigNode mode = null;
        ConfigNode attempts = null;
        boolean attemptsCountRetries = false;
        String attemptsKey = "max_attempts";
        String modeKey = "retry_mode";
        ConfigNode code = input.codeOrNull();
        List<ConfigNode> configs = code == null ? List.of() : Calls.find(code, "Config");
        ConfigNode retries = null;
        for (ConfigNode config : configs) {
            if (config.has("retries") && retries == null) {
                retries = Values.map(config.get("retries"), "retries");
            }
        }
        if (retries != null) {
            mode = retries.get("mode");
            modeKey = "retries.mode";
            attempts = retries.get("total_max_attempts");
            attemptsKey = "retries.total_max_attempts";
            if (attempts == null && retries.get("max_attempts") != null) {
                attempts = retries.get("max_attempts");
                attemptsKey = "retries.max_attempts";
                attemptsCountRetries = true;
                if (retries.get("total_max_attempts") != null) {
                    draft.notModelled("retries.max_attempts", "total_max_attempts takes precedence");
                }
            }
            draft.notModelledExcept(retries, "retries.", "mode", "total_max_attempts", "max_attempts");
        } else {
            ConfigNode lines = input.lines();
            List<String> others = new java.util.ArrayList<>();
            String chosen = null;
            for (int i = 0; i < lines.size(); i++) {
                String dotted = lines.keyTextAt(i);
                String key = key(dotted);
                boolean retryKey = key.equals("retry_mode") || key.equals("max_attempts") || key.equals("aws_retry_mode")
                        || key.equals("aws_max_attempts");
                if (!retryKey) {
                    continue;
                }
                String section = section(dotted);
                if (chosen == null) {
                    chosen = section;
                } else if (!chosen.equals(section)) {
                    if (!others.contains("[" + section + "]")) {
                        others.add("[" + section + "]");
                        draft.other("[" + section + "]");
                    }
                    continue;
                }
                if (key.endsWith("retry_mode")) {
                    mode = lines.valueAt(i);
                    modeKey = dotted;
                } else {
                    attempts = lines.valueAt(i);
                    attemptsKey = dotted;
                }
            }
            if (chosen == null) {
                throw new ConfigError(1, 1, "retry_mode or max_attempts (AWS config file), AWS_RETRY_MODE or"
                        + " AWS_MAX_ATTEMPTS, or botocore's Config(retries={...})");
            }
        }
        String modeName = mode == null ? "legacy" : Ascii.lower(mode.text().trim());
        if (!modeName.equals("legacy") && !modeName.equals("standard") && !modeName.equals("adaptive")) {
            throw ConfigError.at(mode, "a retry mode of legacy, standard or adaptive, not '" + mode.text() + "'");
        }
        if (mode == null) {
            draft.assumed(modeKey, "absent: botocore's default legacy mode");
        } else {
            draft.set(modeKey, modeName + " mode");
            // The mode chooses the cap of the waits and the retry quota.
            draft.at(mode, Member.MAX_BACKOFF, Member.BUDGET);
        }
        boolean legacy = modeName.equals("legacy");
        if (attempts == null) {
            int count = legacy ? 5 : 3;
            draft.hiddenDefault(count, attemptsKey, "absent: " + modeName + " mode's " + ReadingDraft.attemptWords(count));
        } else {
            double n = Values.whole(attempts, attemptsKey, attemptsCountRetries ? 0 : 1);
            draft.at(attempts, Member.ATTEMPTS);
            double total = attemptsCountRetries ? n + 1 : n;
            draft.attempts(total, attemptsKey, (attemptsCountRetries ? Decimal.text(n) + " retries (Config's"
                    + " max_attempts counts retries): " : "") + ReadingDraft.attemptWords((int) Math.min(total,
                    ConfigBlock.MAX_ATTEMPTS)));
        }
        draft.initial = 1_000;
        draft.maximum = legacy ? ConfigBlock.MAX_MS : STANDARD_MAX_MS;
        draft.multiplier = 2;
        draft.jitter = Jitter.FULL;
        draft.assumed("backoff", legacy ? "legacy mode waits rand(0, 1) x 2^(k-1) s, uncapped (the form's 30 days)"
                : "full jitter from 1 s, x2, capped at 20 s (botocore's standard backoff; the Java SDK starts at 100 ms)");
        if (modeName.equals("standard")) {
            draft.budget = ConfigBudget.of(AwsQuota.ID);
            draft.assumed("budget", "standard mode's retry quota: the aws-quota budget at its defaults");
        } else if (modeName.equals("adaptive")) {
            draft.budget = ConfigBudget.of(AwsAdaptive.ID);
            draft.assumed("budget", "adaptive mode: the retry quota and the client-side rate limiter (aws-adaptive)");
        }
        return draft.finish();
    }

    @Override
    public ConfigWriting write(ConfigBlock block) {
        WritingDraft draft = new WritingDraft(block);
        RetryPolicy p = block.policy();
        String mode;
        if (draft.budget != null && draft.budget.kind().equals(AwsAdaptive.ID)) {
            mode = "adaptive";
        } else if (draft.budget == null && p.shape() == BackoffShape.EXPONENTIAL && p.maximum() > STANDARD_MAX_MS
                && p.jitter() == Jitter.FULL && p.initial() == 1_000 && p.multiplier() == 2) {
            mode = "legacy";
        } else {
            mode = "standard";
        }
        boolean legacy = mode.equals("legacy");
        double max = legacy ? ConfigBlock.MAX_MS : STANDARD_MAX_MS;
        if (draft.retries() && !(p.shape() == BackoffShape.EXPONENTIAL && p.initial() == 1_000 && p.maximum() == max
                && p.multiplier() == 2 && p.jitter() == Jitter.FULL)) {
            draft.note("the SDK's " + mode + " mode fixes the waits: full jitter from 1 s, x2, "
                    + (legacy ? "uncapped" : "capped at 20 s"));
        }
        draft.shape = BackoffShape.EXPONENTIAL;
        draft.initial = 1_000;
        draft.maximum = max;
        draft.multiplier = 2;
        draft.jitter = Jitter.FULL;
        draft.jitterLow = 1;
        draft.jitterHigh = 1;
        String kind = legacy ? null : mode.equals("adaptive") ? AwsAdaptive.ID : AwsQuota.ID;
        if (kind != null && draft.budget != null && !draft.budget.kind().equals(kind)) {
            draft.note("the AWS config file has no " + draft.budget.kind() + " retry budget: " + mode
                    + " mode keeps its " + kind + " budget");
        } else if (kind == null ? draft.budget != null : draft.budget == null) {
            draft.note(kind == null ? "legacy mode has no retry budget" : mode + " mode always keeps its "
                    + kind + " budget");
        } else if (draft.budget != null && quotaDifference(draft.budget) != null) {
            draft.note("the config file cannot change the budget's parameters, the SDK's own apply: "
                    + quotaDifference(draft.budget));
        }
        draft.budget = kind == null ? null : ConfigBudget.of(kind);
        draft.noPerTryTimeout("The AWS config file (botocore's Config(read_timeout=...) sets one)");
        draft.noTimeout("The AWS config file");
        StringBuilder out = new StringBuilder(draft.comments("# "));
        out.append("[default]\nretry_mode = ").append(mode).append("\nmax_attempts = ").append(draft.attempts).append('\n');
        return draft.finish(out.toString());
    }

    /**
     * Returns the budget's parameters that are not the SDK's own quota, in words, or null when there is
     * none: a block holding the SDK's values (as a form at its defaults does) is written exactly.
     */
    private static String quotaDifference(ConfigBudget budget) {
        StringBuilder differs = new StringBuilder();
        for (ConfigBudget.Parameter parameter : budget.parameters()) {
            int member = List.of(QUOTA_MEMBERS).indexOf(parameter.name());
            if (member < 0 || parameter.value() != QUOTA_VALUES[member]) {
                differs.append(differs.length() == 0 ? "" : ", ").append(parameter.name()).append(' ')
                        .append(Decimal.text(parameter.value()));
                if (member >= 0) {
                    differs.append(" (SDK: ").append(Decimal.text(QUOTA_VALUES[member])).append(')');
                }
            }
        }
        return differs.length() == 0 ? null : differs.toString();
    }
}
