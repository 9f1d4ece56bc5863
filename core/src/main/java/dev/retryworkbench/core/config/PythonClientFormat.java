package dev.retryworkbench.core.config;

import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Role;

/**
 * The OpenAI and Anthropic Python clients (openai/openai-python, anthropics/anthropic-sdk-python
 * src/*&#47;_constants.py and _base_client.py), written only: {@code max_retries} counts retries and
 * {@code timeout} bounds each attempt; the waits are fixed by the client (0.5 s x2 up to 8 s, each
 * x 0.75 to 1, or the server's Retry-After). A Retry-After of up to {@code retryAfterMaxSeconds} replaces the
 * client's own wait, shorter or longer ({@code _calculate_retry_timeout}: openai-python's
 * {@code MAX_RETRY_AFTER_DELAY} 120 s, anthropic-sdk-python's inline 60 s; docs/presets.md cites the commits), and
 * a longer one is ignored: neither is the planner's floor under every wait, so the comment says what the client does.
 */
final class PythonClientFormat extends ConfigFormat {
    private final String module;
    private final String client;
    private final double retryAfterMaxSeconds;

    PythonClientFormat(String id, String label, String module, String client, double retryAfterMaxSeconds) {
        super(id, label, Role.SDK);
        this.module = module;
        this.client = client;
        this.retryAfterMaxSeconds = retryAfterMaxSeconds;
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
        throw new ConfigError(1, 1, "a format this tool reads; the " + client + " client is written only");
    }

    @Override
    public ConfigWriting write(ConfigBlock block) {
        WritingDraft draft = new WritingDraft(block);
        if (draft.retries() && !(draft.shape == BackoffShape.EXPONENTIAL && draft.initial == 500 && draft.maximum == 8_000
                && draft.multiplier == 2 && draft.jitter == Jitter.PROPORTIONAL && draft.jitterLow == 0.75
                && draft.jitterHigh == 1)) {
            draft.note("the " + client + " client fixes its waits: 0.5 s x2 up to 8 s, each x 0.75 to 1 (or the"
                    + " server's Retry-After)");
        }
        if (draft.retries() && !Double.isNaN(draft.retryAfter())) {
            String max = Decimal.text(retryAfterMaxSeconds) + " s";
            draft.retryAfterNote("the " + client + " client cannot set the plan's Retry-After floor of "
                    + Durations.words(draft.retryAfter()) + " under every wait: "
                    + (draft.retryAfter() <= retryAfterMaxSeconds * 1000
                            ? "it waits a server's Retry-After of up to " + max + " exactly, instead of its own wait"
                                    + " even where the plan's is longer, and ignores a longer one"
                            : "it ignores a server's Retry-After over " + max + " and retries after its own wait,"
                                    + " sooner than the provider asks"));
        }
        draft.shape = BackoffShape.EXPONENTIAL;
        draft.initial = 500;
        draft.maximum = 8_000;
        draft.multiplier = 2;
        draft.jitter = Jitter.PROPORTIONAL;
        draft.jitterLow = 0.75;
        draft.jitterHigh = 1;
        draft.noTimeout("The " + client + " client");
        draft.noBudget("The " + client + " client");
        StringBuilder out = new StringBuilder(draft.comments("# "));
        out.append("from ").append(module).append(" import ").append(client).append("\n\nclient = ").append(client)
                .append("(\n    max_retries=").append(draft.attempts - 1).append(",\n");
        if (draft.hasPerTryTimeout()) {
            out.append("    timeout=").append(Durations.seconds(draft.perTryTimeout)).append(",  # seconds, each attempt\n");
        }
        out.append(")\n");
        return draft.finish(out.toString());
    }
}
