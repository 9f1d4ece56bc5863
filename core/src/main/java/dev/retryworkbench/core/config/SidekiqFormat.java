package dev.retryworkbench.core.config;

import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Role;
import java.util.List;

/**
 * Sidekiq's {@code sidekiq_options} (Ruby; sidekiq/sidekiq lib/sidekiq/job_retry.rb): {@code retry:}
 * counts retries ({@code true}: DEFAULT_MAX_RETRY_ATTEMPTS, 25; {@code false} or 0: none). The wait
 * is (count^4 + 15) s plus rand(10 x (count + 1)) s, uncapped: the polynomial shape.
 */
final class SidekiqFormat extends ConfigFormat {
    SidekiqFormat() {
        super("sidekiq", "Sidekiq sidekiq_options (Ruby)", Role.RUNNER);
    }

    @Override
    int recognise(ConfigInput input) {
        if (!input.contains("sidekiq_options")) {
            return 0;
        }
        ConfigNode code = input.codeOrNull();
        return code != null && !Calls.find(code, "sidekiq_options").isEmpty() ? 90 : 0;
    }

    @Override
    ConfigReading read(ConfigInput input) throws ConfigError {
        List<ConfigNode> calls = Calls.find(input.code(), "sidekiq_options");
        if (calls.isEmpty()) {
            throw new ConfigError(1, 1, "sidekiq_options retry: N");
        }
        // A job is its class (the payload's "class"; sidekiq_options sets the class's options, lib/sidekiq/job.rb).
        String text = input.text();
        int chosen = input.chosen(calls.size(), i -> jobClass(text, calls.get(i).line()), calls.get(0), "a job class",
                0);
        ConfigNode options = calls.get(chosen);
        ReadingDraft draft = new ReadingDraft(this);
        for (int i = 0; i < calls.size(); i++) {
            if (i != chosen) {
                draft.other("sidekiq_options at line " + calls.get(i).line());
            }
        }
        ConfigNode retry = options.get("retry");
        if (retry == null && options.size() > 0 && options.valueAt(0).isMap()) {
            options = options.valueAt(0);
            retry = options.get("retry");
        }
        if (retry != null) {
            draft.at(retry, Member.ATTEMPTS);
        }
        if (retry == null || retry.text().equals("true")) {
            draft.attempts = 26;
            if (retry == null) {
                draft.hiddenDefault(26, "retry", "absent: Sidekiq's default of 25 retries, so 26 attempts");
            } else {
                draft.set("retry", "true: Sidekiq's 25 retries, so 26 attempts");
            }
        } else if (retry.text().equals("false")) {
            draft.attempts = 1;
            draft.set("retry", "false: no retries, and the job is not kept in the dead set");
        } else {
            double n = Values.whole(retry, "retry", 0);
            draft.attempts(n + 1, "retry", Decimal.text(n) + " retries: "
                    + ReadingDraft.attemptWords((int) Math.min(n + 1, ConfigBlock.MAX_ATTEMPTS)));
        }
        draft.shape = BackoffShape.POLYNOMIAL;
        draft.initial = 15_000;
        draft.maximum = ConfigBlock.MAX_MS;
        draft.jitter = Jitter.NONE;
        draft.assumed("backoff", "Sidekiq waits (count^4 + 15) s plus rand(10 x (count + 1)) s, uncapped (the form's"
                + " 30 days): the polynomial shape");
        draft.notModelledExcept(options, "", "retry");
        return draft.finish();
    }

    /** Returns the name of the class whose body holds line {@code line}: the last {@code class} opened above it. */
    static String jobClass(String text, int line) {
        String name = null;
        int start = 0;
        for (int n = 1; n < line; n++) {
            int end = text.indexOf('\n', start);
            String trimmed = text.substring(start, end).trim();
            if (trimmed.startsWith("class ")) {
                String rest = trimmed.substring("class ".length()).trim();
                int length = 0;
                while (length < rest.length() && (Syntax.isWordChar(rest.charAt(length)) || rest.charAt(length) == ':')) {
                    length++;
                }
                name = rest.substring(0, length);
            }
            start = end + 1;
        }
        return name;
    }

    @Override
    public ConfigWriting write(ConfigBlock block) {
        WritingDraft draft = new WritingDraft(block);
        if (draft.retries() && (draft.shape != BackoffShape.POLYNOMIAL || draft.maximum != ConfigBlock.MAX_MS)) {
            draft.note("Sidekiq's waits are fixed: (count^4 + 15) s plus a random 0 to 10 x (count + 1) s, uncapped"
                    + " (a sidekiq_retry_in block sets others)");
        }
        draft.shape = BackoffShape.POLYNOMIAL;
        draft.initial = 15_000;
        draft.maximum = ConfigBlock.MAX_MS;
        draft.multiplier = 1;
        draft.jitter = Jitter.NONE;
        draft.jitterLow = 1;
        draft.jitterHigh = 1;
        draft.noPerTryTimeout("Sidekiq");
        draft.noTimeout("Sidekiq's retry option");
        draft.noBudget("Sidekiq");
        StringBuilder out = new StringBuilder(draft.comments("# "));
        out.append("class MyJob\n  include Sidekiq::Job\n  sidekiq_options retry: ")
                .append(draft.attempts == 1 ? "0" : String.valueOf(draft.attempts - 1)).append("\n\n  def perform(*args)\n")
                .append("  end\nend\n");
        return draft.finish(out.toString());
    }
}
