package dev.retryworkbench.core.config;

import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import dev.retryworkbench.core.text.Numbers;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;

/**
 * A block while a reader fills it, with its report: the readers set members and say, key by key,
 * what they did; {@link #finish} brings the values into the form's ranges (reporting each change)
 * and builds the reading.
 */
final class ReadingDraft {
    private final ConfigFormat format;
    private final List<ReportEntry> report = new ArrayList<>();
    private final List<String> others = new ArrayList<>();
    private final Position[] positions = new Position[Member.values().length];

    int attempts = 1;
    BackoffShape shape = BackoffShape.EXPONENTIAL;
    double initial;
    double maximum;
    double multiplier = 1;
    Jitter jitter = Jitter.NONE;
    double jitterLow = 1;
    double jitterHigh = 1;
    double perTryTimeout = Double.NaN;
    double timeout = Double.NaN;
    ConfigBudget budget;
    /** How the layer hedges, or null: set only with what it needs (a per-try timeout on per-try timeout). */
    ConfigHedging hedging;
    /** Which failures the layer retries, where the text says; null where it does not. */
    RetryOn retryOn;

    ReadingDraft(ConfigFormat format) {
        this.format = format;
    }

    /**
     * Records that {@code node}'s key sets each of {@code members} (the node itself where it has no
     * key, as a call's positional argument); a later key that sets one again, as an instance over its
     * base config, takes its place.
     */
    void at(ConfigNode node, Member... members) {
        for (Member member : members) {
            positions[member.ordinal()] = Position.of(node);
        }
    }

    void set(String key, String text) {
        report.add(new ReportEntry(key, ReportEntry.Status.SET, text));
    }

    void notModelled(String key, String text) {
        report.add(new ReportEntry(key, ReportEntry.Status.NOT_MODELLED, text));
    }

    /**
     * Takes the retry conditions as Envoy's {@code retry_on} and Envoy Gateway's {@code triggers} name them:
     * each of {@code named} that {@code says} accepts (another is left out with a note at {@code key}), and
     * the HTTP status codes {@code codes} lists (at {@code codesKey}; null for none), which retry only with
     * {@code retriable-status-codes} among the names. {@code named} is null when the text names none.
     */
    void envoyRetryOn(List<String> named, ConfigNode codes, String key, String codesKey, Predicate<String> says)
            throws ConfigError {
        List<String> conditions = new ArrayList<>();
        boolean statusCodes = false;
        for (String condition : named == null ? List.<String>of() : named) {
            if (condition.equals(RetryOn.STATUS_CODES)) {
                statusCodes = true;
            } else if (says.test(condition)) {
                conditions.add(condition);
            } else {
                notModelled(key, condition + ": not a retry condition this format names; left out");
            }
        }
        String codesName = codesKey.substring(codesKey.lastIndexOf('.') + 1);
        if (codes != null && !statusCodes) {
            notModelled(codesKey, Values.describe(codes) + ": retried only with retriable-status-codes among the"
                    + " conditions");
        } else if (codes != null) {
            Values.list(codes, codesName);
            for (int i = 0; i < codes.size(); i++) {
                String code = Decimal.text(Values.whole(codes.valueAt(i), codesName, 100));
                if (!RetryOn.isCode(code)) {
                    throw ConfigError.at(codes.valueAt(i), "an HTTP status code from 100 to 599");
                }
                conditions.add(code);
            }
        }
        retryOn = RetryOn.ofOrNull(conditions);
        if (retryOn != null) {
            set(key, "retries on " + retryOn.text());
        } else if (named != null) {
            notModelled(key, "no condition the model names: the library's own conditions");
        }
    }

    void assumed(String key, String text) {
        report.add(new ReportEntry(key, ReportEntry.Status.ASSUMED, text));
    }

    /** Takes the library's own attempt limit, which the text does not write, and says so under {@code key}. */
    void hiddenDefault(int count, String key, String text) {
        attempts = count;
        report.add(new ReportEntry(key, ReportEntry.Status.HIDDEN_DEFAULT, text));
    }

    void approximated(String key, String text) {
        report.add(new ReportEntry(key, ReportEntry.Status.APPROXIMATED, text));
    }

    /** Names a policy of the text that was not read. */
    void other(String name) {
        others.add(name);
    }

    /** Reports every member of {@code node} that {@code known} does not list as not modelled. */
    void notModelledExcept(ConfigNode node, String prefix, String... known) {
        for (int i = 0; i < node.size(); i++) {
            String key = node.keyTextAt(i);
            if (key == null || key.startsWith("_comment")) {
                continue;
            }
            boolean listed = false;
            for (String k : known) {
                listed |= k.equals(key);
            }
            if (!listed) {
                notModelled(prefix + key, Values.describe(node.valueAt(i)) + ": read, not modelled");
            }
        }
    }

    /** Sets the attempt limit from a count of attempts, with the form's largest standing for more. */
    void attempts(double count, String key, String words) {
        if (count > ConfigBlock.MAX_ATTEMPTS) {
            attempts = ConfigBlock.MAX_ATTEMPTS;
            approximated(key, words + ": more than the form's largest limit, so " + ConfigBlock.MAX_ATTEMPTS
                    + " attempts");
        } else {
            attempts = (int) Math.max(1, count);
            set(key, words);
        }
    }

    /** Returns "4 attempts (3 retries)". */
    static String attemptWords(int attempts) {
        return attempts + (attempts == 1 ? " attempt (no retry)" : " attempts (" + (attempts - 1)
                + (attempts == 2 ? " retry)" : " retries)"));
    }

    /** Returns "at most 3 attempts", a hedging policy's limit. */
    static String hedgedWords(int attempts) {
        return "at most " + attempts + " attempts";
    }

    /** Whole ms in the form's range, reporting a rounding or a cap under {@code key}. */
    double ms(double ms, String key) {
        double rounded = Math.floor(ms + 0.5);
        if (rounded > ConfigBlock.MAX_MS) {
            approximated(key, Durations.words(ms) + " is beyond the form's 30 days: 30 days");
            return ConfigBlock.MAX_MS;
        }
        if (Math.abs(rounded - ms) > 1e-6) {
            approximated(key, Numbers.trimmed(ms, 6) + " ms rounded to " + Numbers.trimmed(rounded, 0)
                    + " ms (the form takes whole milliseconds)");
        }
        return rounded;
    }

    /**
     * Sets the layer's timeout on one run of its whole policy (in ms, at least 1), reporting it under
     * {@code key}. A library that gives up before a wait that would pass its timeout ({@code skip}) is
     * approximated: the layer's timeout cuts the run when it is reached (specification, Part 4).
     */
    void timeout(double ms, String key, boolean skip) {
        timeout = ms;
        if (skip) {
            approximated(key, Durations.words(ms) + " for the whole policy; the library gives up before a wait"
                    + " that would pass it, the layer's timeout cuts the run when it is reached");
        } else {
            set(key, Durations.words(ms) + " for the whole policy, its attempts and waits: the layer's timeout");
        }
    }

    ConfigReading finish() {
        if (maximum < initial) {
            approximated("backoff", "the maximum " + Durations.words(maximum) + " is below the initial "
                    + Durations.words(initial) + ": every wait is the maximum, so the initial backoff is "
                    + Durations.words(maximum));
            initial = maximum;
        }
        if (multiplier < 1) {
            approximated("multiplier", "a multiplier of " + Decimal.text(multiplier)
                    + " shrinks the waits, which the model cannot: 1 (constant)");
            multiplier = 1;
        }
        if (multiplier > ConfigBlock.MAX_MULTIPLIER) {
            approximated("multiplier", "a multiplier of " + Decimal.text(multiplier) + " is beyond the form's "
                    + Decimal.text(ConfigBlock.MAX_MULTIPLIER) + ": " + Decimal.text(ConfigBlock.MAX_MULTIPLIER));
            multiplier = ConfigBlock.MAX_MULTIPLIER;
        }
        RetryPolicy policy = new RetryPolicy(attempts, shape, initial, maximum, multiplier, jitter, jitterLow,
                jitterHigh);
        ConfigBlock block = new ConfigBlock(policy, perTryTimeout, timeout, budget, hedging, retryOn);
        return new ConfigReading(format, block, report, others, Arrays.asList(positions));
    }
}
