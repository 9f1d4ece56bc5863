package dev.retryworkbench.core.config;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Role;
import dev.retryworkbench.core.text.Ascii;
import java.util.List;

/**
 * Celery task options (Python; celery/celery celery/app/autoretry.py, celery/utils/time.py
 * get_exponential_backoff_interval, celery/app/task.py): a {@code @app.task(...)} or
 * {@code @shared_task(...)} decorator, or a task class's attributes. {@code max_retries} counts retries
 * (3; None: unlimited); with {@code retry_backoff} (True: 1 s; a number: that many whole seconds) the
 * wait is min(retry_backoff_max (600 s), factor x 2^retries), fully jittered by default
 * ({@code retry_jitter}); without it, {@code default_retry_delay} (180 s).
 */
final class CeleryFormat extends ConfigFormat {
    private static final String[] KEYS = {"max_retries", "retry_backoff", "retry_backoff_max", "retry_jitter",
        "default_retry_delay", "autoretry_for", "retry_kwargs"};

    CeleryFormat() {
        super("celery", "Celery task options (Python)", Role.RUNNER);
    }

    @Override
    int recognise(ConfigInput input) {
        if (!input.contains("autoretry_for") && !input.contains("retry_backoff") && !input.contains("max_retries")
                && !input.contains("default_retry_delay")) {
            return 0;
        }
        return options(input) != null ? 82 : 0;
    }

    /** The task decorator's call, or the code's top level for a task class's attributes. */
    private static ConfigNode options(ConfigInput input) {
        ConfigNode code = input.codeOrNull();
        if (code == null) {
            return null;
        }
        for (ConfigNode call : Calls.find(code, "task", "shared_task")) {
            for (String key : KEYS) {
                if (call.has(key)) {
                    return call;
                }
            }
        }
        for (String key : KEYS) {
            if (code.has(key)) {
                return code;
            }
        }
        return null;
    }

    @Override
    ConfigReading read(ConfigInput input) throws ConfigError {
        ConfigNode options = options(input);
        if (options == null) {
            throw new ConfigError(1, 1, "a Celery task's retry options (autoretry_for, max_retries, retry_backoff, ...)");
        }
        ReadingDraft draft = new ReadingDraft(this);
        ConfigNode kwargs = options.get("retry_kwargs");
        ConfigNode maxRetries = options.get("max_retries");
        if (maxRetries == null && kwargs != null && kwargs.isMap()) {
            maxRetries = kwargs.get("max_retries");
        }
        if (maxRetries != null) {
            draft.at(maxRetries, Member.ATTEMPTS);
        }
        if (maxRetries == null) {
            draft.hiddenDefault(4, "max_retries", "absent: Celery's default of 3 retries, so 4 attempts");
        } else if (Values.isNull(maxRetries)) {
            draft.attempts = ConfigBlock.MAX_ATTEMPTS;
            draft.approximated("max_retries", "None: retries without limit; the form's largest limit, "
                    + ConfigBlock.MAX_ATTEMPTS + " attempts, stands for it");
        } else {
            double n = Values.whole(maxRetries, "max_retries", 0);
            draft.attempts(n + 1, "max_retries", Decimal.text(n) + " retries: "
                    + ReadingDraft.attemptWords((int) Math.min(n + 1, ConfigBlock.MAX_ATTEMPTS)));
        }
        ConfigNode backoff = options.get("retry_backoff");
        boolean exponential = backoff != null && !(Calls.isBool(backoff) && !Values.bool(backoff, "retry_backoff"));
        if (exponential) {
            double factor = Calls.isBool(backoff) ? 1 : Math.max(1, Math.floor(Values.atLeast(backoff, "retry_backoff", 0)));
            draft.initial = factor * 1000;
            draft.multiplier = 2;
            draft.set("retry_backoff", Decimal.text(factor) + " s x 2^retries");
            draft.at(backoff, Member.INITIAL_BACKOFF, Member.MULTIPLIER);
            if (!Calls.isBool(backoff) && factor != Values.number(backoff, "retry_backoff")) {
                draft.approximated("retry_backoff", "Celery takes int(max(1, " + backoff.text() + ")): " + Decimal.text(factor) + " s");
            }
            ConfigNode max = options.get("retry_backoff_max");
            draft.maximum = max == null ? 600_000 : Math.floor(Values.atLeast(max, "retry_backoff_max", 0)) * 1000;
            if (max == null) {
                draft.assumed("retry_backoff_max", "absent: Celery's 600 s cap");
            } else {
                draft.set("retry_backoff_max", Durations.words(draft.maximum) + " cap");
                draft.at(max, Member.MAX_BACKOFF);
            }
            ConfigNode jitter = options.get("retry_jitter");
            boolean full = jitter == null || Values.bool(jitter, "retry_jitter");
            draft.jitter = full ? Jitter.FULL : Jitter.NONE;
            if (jitter == null) {
                draft.assumed("retry_jitter", "absent: Celery's default True, full jitter");
            } else {
                draft.set("retry_jitter", full ? "full jitter" : "no jitter");
                draft.at(jitter, Member.JITTER);
            }
        } else {
            ConfigNode delay = options.get("default_retry_delay");
            draft.initial = delay == null ? 180_000 : draft.ms(Calls.seconds(delay, "default_retry_delay") * 1000,
                    "default_retry_delay");
            draft.maximum = draft.initial;
            draft.multiplier = 1;
            if (delay == null) {
                draft.assumed("default_retry_delay", "absent: Celery's default 180 s between retries");
            } else {
                draft.set("default_retry_delay", Durations.words(draft.initial) + " between retries");
                draft.at(delay, Member.INITIAL_BACKOFF, Member.MAX_BACKOFF);
            }
            if (backoff != null) {
                draft.set("retry_backoff", "False: a fixed wait");
            }
        }
        for (int i = 0; i < options.size(); i++) {
            String key = options.keyTextAt(i);
            if ("autoretry_for".equals(key) || "retry_kwargs".equals(key)) {
                draft.notModelled(key, Values.describe(options.valueAt(i)) + ": which errors retry is not modelled");
            }
        }
        return draft.finish();
    }

    @Override
    public ConfigWriting write(ConfigBlock block) {
        WritingDraft draft = new WritingDraft(block);
        draft.exponentialOnly("Celery");
        boolean constant = draft.multiplier == 1 || draft.initial == draft.maximum || draft.initial == 0;
        boolean exponential = !constant || draft.jitter == Jitter.FULL && draft.initial > 0;
        if (exponential) {
            double factor = Math.max(1, Math.round(draft.initial / 1000));
            double max = Math.max(factor, Math.floor(draft.maximum / 1000));
            if (factor * 1000 != draft.initial || max * 1000 != draft.maximum) {
                draft.note("Celery's retry_backoff and retry_backoff_max take whole seconds: " + Decimal.text(factor)
                        + " s and " + Decimal.text(max) + " s");
            }
            draft.multiplierIs(2, "Celery's backoff doubles (x2)");
            draft.initial = factor * 1000;
            draft.maximum = max * 1000;
            draft.multiplier = 2;
            if (draft.jitter != Jitter.FULL && draft.jitter != Jitter.NONE) {
                draft.note("Celery has full jitter or none: none instead of " + Ascii.lower(draft.jitter.label()));
                draft.jitter = Jitter.NONE;
            }
        } else {
            if (draft.jitter != Jitter.NONE && draft.retries() && draft.initial > 0) {
                draft.note("Celery's fixed default_retry_delay has no jitter");
            }
            draft.jitter = Jitter.NONE;
            draft.maximum = draft.initial;
            draft.multiplier = 1;
        }
        draft.jitterLow = 1;
        draft.jitterHigh = 1;
        draft.noPerTryTimeout("Celery's retry options (time_limit sets a task's)");
        draft.noTimeout("Celery's retry options");
        draft.noBudget("Celery");
        StringBuilder out = new StringBuilder(draft.comments("# "));
        out.append("@app.task(\n    autoretry_for=(Exception,),\n    max_retries=").append(draft.attempts - 1).append(",\n");
        if (exponential) {
            out.append("    retry_backoff=").append(Decimal.text(draft.initial / 1000)).append(",\n    retry_backoff_max=")
                    .append(Decimal.text(draft.maximum / 1000)).append(",\n    retry_jitter=")
                    .append(draft.jitter == Jitter.FULL ? "True" : "False").append(",\n");
        } else {
            out.append("    default_retry_delay=").append(Durations.seconds(draft.initial)).append(",\n");
        }
        out.append(")\ndef task():\n    ...\n");
        return draft.finish(out.toString());
    }
}
