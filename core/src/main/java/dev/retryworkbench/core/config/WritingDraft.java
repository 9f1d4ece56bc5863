package dev.retryworkbench.core.config;

import dev.retryworkbench.core.policy.Hedging;
import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * The block a writer can express, fitted step by step from the block asked for: each step that
 * changes a member says what the target cannot express and what it writes instead, and the notes
 * become comments in the target's syntax.
 */
final class WritingDraft {
    private final List<String> notes = new ArrayList<>();
    int attempts;
    BackoffShape shape;
    double initial;
    double maximum;
    double multiplier;
    Jitter jitter;
    double jitterLow;
    double jitterHigh;
    double perTryTimeout;
    double timeout;
    ConfigBudget budget;
    /** The hedging asked for, which a format takes with {@link #hedges}; null when the block does not hedge. */
    private final ConfigHedging requested;
    /** The hedging written: null until a format that hedges takes it. */
    ConfigHedging hedging;
    private boolean hedgingSettled;
    /** The Retry-After floor asked for in ms, NaN once a format has said how it treats it (or without one). */
    private double retryAfter;
    /** The retry conditions asked for (null: the library's own), which a format takes with {@link #retryOn}. */
    private final RetryOn requestedRetryOn;
    /** The retry conditions written: null until a format that writes conditions takes them. */
    RetryOn retryOn;
    private boolean retryOnSettled;

    WritingDraft(ConfigBlock block) {
        requested = block.hedging();
        requestedRetryOn = block.retryOn();
        RetryPolicy p = block.policy();
        attempts = p.attempts();
        shape = p.shape();
        initial = p.initial();
        maximum = p.maximum();
        multiplier = p.multiplier();
        jitter = p.jitter();
        jitterLow = p.jitterLow();
        jitterHigh = p.jitterHigh();
        perTryTimeout = block.perTryTimeoutMs();
        timeout = block.timeoutMs();
        budget = block.budget();
        retryAfter = block.retryAfterMs();
        if (jitter != Jitter.PROPORTIONAL) {
            jitterLow = 1;
            jitterHigh = 1;
        }
    }

    void note(String text) {
        notes.add(text);
    }

    /** Returns the Retry-After floor asked for in ms, or NaN: none, or a format has already said what it does. */
    double retryAfter() {
        return retryAfter;
    }

    /** Says how the target treats a server's Retry-After instead of the floor asked for, and settles it. */
    void retryAfterNote(String text) {
        note(text);
        retryAfter = Double.NaN;
    }

    /** A format that says nothing of the Retry-After floor leaves it out, and the comment says so. */
    private void settleRetryAfter() {
        if (!Double.isNaN(retryAfter) && retries()) {
            retryAfterNote("the Retry-After of " + Durations.words(retryAfter) + " is a floor under every wait of the"
                    + " plan that the provider sets; this config cannot set one: it is left out");
        }
    }

    /**
     * Takes the block's hedging when its kind is one of {@code kinds}, which the target writes; for another kind, or
     * for hedging on per-try timeout once the per-try timeout is left out, the hedging is left out and said so.
     */
    void hedges(String target, Hedging... kinds) {
        if (requested == null || hedgingSettled) {
            return;
        }
        boolean listed = false;
        for (Hedging kind : kinds) {
            listed |= kind == requested.kind();
        }
        if (listed && (requested.kind() != Hedging.ON_PER_TRY_TIMEOUT || hasPerTryTimeout())) {
            hedging = requested;
            hedgingSettled = true;
            return;
        }
        leaveHedgingOut(target + " has no " + requested.words());
    }

    /** Says that a target that does not hedge leaves the block's hedging out, once. */
    private void settleHedging() {
        if (requested != null && !hedgingSettled) {
            leaveHedgingOut("no hedging here: the " + requested.words());
        }
    }

    private void leaveHedgingOut(String words) {
        hedgingSettled = true;
        hedging = null;
        note(words + " is left out; written as " + (retries() ? attempts + " attempts retried" : "one attempt"));
    }

    boolean retries() {
        return attempts > 1;
    }

    /**
     * Returns the conditions the target writes: those asked for that {@code says} accepts, each other one
     * noted as not carried; when none is left, or none was asked for, the target's {@code defaults} (noted
     * when conditions were asked for). {@code target} names the target in the notes.
     */
    List<String> retryOn(String target, Predicate<String> says, String... defaults) {
        retryOnSettled = true;
        List<String> kept = new ArrayList<>();
        List<String> dropped = new ArrayList<>();
        for (String condition : requestedRetryOn == null ? List.<String>of() : requestedRetryOn.conditions()) {
            (says.test(condition) ? kept : dropped).add(condition);
        }
        if (kept.isEmpty()) {
            kept = List.of(defaults);
        }
        if (!dropped.isEmpty() && retries()) {
            note(target + " cannot say retry on " + String.join(",", dropped) + ": it is left out, retrying on "
                    + String.join(",", kept));
        }
        retryOn = new RetryOn(kept);
        return retryOn.conditions();
    }

    /** Says that a target that sets no retry conditions (here: {@code where}) leaves the block's out, once. */
    void noRetryOn(String where) {
        // A layer that does not retry has no conditions to carry.
        if (requestedRetryOn != null && !retryOnSettled && retries()) {
            note("no retry conditions " + where + ": retry on " + requestedRetryOn.text() + " is left out (the"
                    + " library's own apply)");
        }
        retryOnSettled = true;
        retryOn = null;
    }

    private void settleRetryOn() {
        if (!retryOnSettled) {
            noRetryOn("here");
        }
    }

    /** Caps the attempt limit. */
    void attemptsAtMost(int max, String why) {
        if (attempts > max) {
            note(why + ": " + max + " attempts instead of " + attempts);
            attempts = max;
        }
    }

    /** Turns the polynomial shape into the closest exponential one the target has. */
    void exponentialOnly(String target) {
        if (shape == BackoffShape.POLYNOMIAL) {
            note(target + " has no polynomial (Sidekiq) backoff: exponential from 15 s, x2, capped at the maximum");
            shape = BackoffShape.EXPONENTIAL;
            initial = Math.min(15_000, maximum);
            multiplier = 2;
            jitter = Jitter.NONE;
        }
    }

    /** The target always jitters one way: the block takes it. */
    void jitterIs(Jitter kind, double low, double high, String words) {
        if (shape == BackoffShape.POLYNOMIAL) {
            return;
        }
        boolean same = jitter == kind && (kind != Jitter.PROPORTIONAL || (jitterLow == low && jitterHigh == high));
        if (!same && retries()) {
            note(words);
        }
        jitter = kind;
        jitterLow = kind == Jitter.PROPORTIONAL ? low : 1;
        jitterHigh = kind == Jitter.PROPORTIONAL ? high : 1;
    }

    /** The target has a fixed multiplier. */
    void multiplierIs(double value, String words) {
        if (multiplier != value && retries() && initial < maximum) {
            note(words);
        }
        multiplier = value;
    }

    /**
     * Fits the waits to Envoy's back-off, which Istio, the Gateway API and Envoy Gateway pass on: exponential
     * waits that double, full jitter and a base interval of at least 1 ms. {@code multiplierWords} and
     * {@code jitterWords} say how the target comes to them; {@code baseKey} names its base interval's key.
     */
    void envoyBackoff(String target, String multiplierWords, String jitterWords, String baseKey) {
        exponentialOnly(target);
        multiplierIs(2, multiplierWords);
        jitterIs(Jitter.FULL, 1, 1, jitterWords);
        if (initial < 1) {
            if (retries()) {
                note(target + " needs a " + baseKey + " above 0: 1 ms instead of 0");
            }
            initial = 1;
            maximum = Math.max(1, maximum);
        }
    }

    /** Caps the waits at 10 x the base interval, as Envoy does for a target that sets only the base. */
    void envoyCap(String target) {
        double cap = Math.min(ConfigBlock.MAX_MS, initial * 10);
        if (retries() && Math.max(initial, maximum) != cap) {
            note(target + " sets only the base interval; Envoy caps the waits at 10 x base: " + Durations.words(cap)
                    + " instead of " + Durations.words(Math.max(initial, maximum)));
        }
        maximum = cap;
    }

    /** The target has no per-attempt timeout. */
    void noPerTryTimeout(String target) {
        if (!Double.isNaN(perTryTimeout)) {
            note(target + " sets no per-attempt timeout here: the " + Durations.words(perTryTimeout)
                    + " per-try timeout is left out");
            perTryTimeout = Double.NaN;
        }
    }

    /** The target has no timeout on its whole policy. */
    void noTimeout(String target) {
        if (!Double.isNaN(timeout)) {
            note(target + " sets no timeout on the whole policy here: the " + Durations.words(timeout)
                    + " timeout is left out");
            timeout = Double.NaN;
        }
    }

    boolean hasPerTryTimeout() {
        return !Double.isNaN(perTryTimeout);
    }

    boolean hasTimeout() {
        return !Double.isNaN(timeout);
    }

    /** The target sets only budgets of these kinds. */
    void budgetKinds(String target, String... kinds) {
        if (budget == null) {
            return;
        }
        for (String kind : kinds) {
            if (kind.equals(budget.kind())) {
                return;
            }
        }
        note(target + " has no " + budget.kind() + " retry budget: it is left out");
        budget = null;
    }

    /** No budget in this format at all. */
    void noBudget(String target) {
        if (budget != null) {
            note(target + " sets no retry budget here: the " + budget.kind() + " budget is left out");
            budget = null;
        }
    }

    /** Keeps only the budget parameters the target writes (the others are its defaults). */
    void budgetParameters(String... names) {
        if (budget == null) {
            return;
        }
        List<ConfigBudget.Parameter> kept = new ArrayList<>();
        for (ConfigBudget.Parameter parameter : budget.parameters()) {
            boolean listed = false;
            for (String name : names) {
                listed |= name.equals(parameter.name());
            }
            if (listed) {
                kept.add(parameter);
            } else {
                note("the budget's " + parameter.name() + " has no key here: the library's default applies");
            }
        }
        budget = new ConfigBudget(budget.kind(), kept);
    }

    /** Returns the waits' fields canonical when the layer does not retry: they mean nothing then. */
    ConfigBlock block() {
        RetryPolicy policy = new RetryPolicy(attempts, shape, initial, Math.max(initial, maximum),
                Math.max(1, multiplier), jitter, jitterLow, jitterHigh);
        settleHedging();
        if (hedging != null && hedging.kind() == Hedging.ON_PER_TRY_TIMEOUT && !hasPerTryTimeout()) {
            leaveHedgingOut("without its per-try timeout, the " + hedging.words());
        }
        settleRetryOn();
        return new ConfigBlock(policy, perTryTimeout, timeout, budget, hedging, retryOn);
    }

    /** Returns the notes as comment lines, each starting with {@code prefix}, or "" when there are none. */
    String comments(String prefix) {
        settleHedging();
        settleRetryAfter();
        settleRetryOn();
        StringBuilder sb = new StringBuilder();
        for (String note : notes) {
            sb.append(prefix).append(note).append('\n');
        }
        return sb.toString();
    }

    List<String> notes() {
        settleHedging();
        settleRetryAfter();
        settleRetryOn();
        return notes;
    }

    ConfigWriting finish(String text) {
        settleRetryAfter();
        ConfigBlock block = block();
        return new ConfigWriting(text, block, notes);
    }
}
