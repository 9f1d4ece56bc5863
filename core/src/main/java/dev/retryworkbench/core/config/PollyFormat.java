package dev.retryworkbench.core.config;

import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Role;
import dev.retryworkbench.core.text.Ascii;

/**
 * Polly v8's {@code RetryStrategyOptions} (C#; App-vNext/Polly src/Polly.Core/Retry/RetryStrategyOptions.cs,
 * RetryHelper.cs), written only: {@code MaxRetryAttempts} counts retries; {@code BackoffType} Constant or
 * Exponential (x2); {@code UseJitter} adds +-25% to constant waits and Polly's decorrelated jitter to
 * exponential ones. A per-attempt timeout is a timeout strategy after the retry, a deadline one before it.
 */
final class PollyFormat extends ConfigFormat {
    PollyFormat() {
        super("polly", "Polly v8 RetryStrategyOptions (C#)", Role.APPLICATION);
    }

    @Override
    public boolean readable() {
        return false;
    }

    @Override
    int recognise(ConfigInput input) {
        return 0;
    }

    @Override
    ConfigReading read(ConfigInput input) throws ConfigError {
        throw new ConfigError(1, 1, "a format this tool reads; Polly's options are written only");
    }

    @Override
    public ConfigWriting write(ConfigBlock block) {
        WritingDraft draft = new WritingDraft(block);
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

    private static String timeSpan(double ms) {
        return ms % 1000 == 0 ? "TimeSpan.FromSeconds(" + Decimal.text(ms / 1000) + ")"
                : "TimeSpan.FromMilliseconds(" + Decimal.text(ms) + ")";
    }
}
