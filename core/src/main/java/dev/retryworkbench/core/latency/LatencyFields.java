package dev.retryworkbench.core.latency;

import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.core.form.Disclosure;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.form.PresetPicker;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.layers.LayerFields;
import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.Hedging;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import dev.retryworkbench.core.text.Numbers;
import java.util.ArrayList;
import java.util.List;

/**
 * Defines every input of the latency planner once (SPEC Part 4, "Tool 4"): the form shows these fields, and
 * {@link LatencyInputs} checks its values with the same objects. Latencies and timeouts are in ms, up to an hour.
 */
public final class LatencyFields {
    /** The longest latency, timeout or hedging delay: an hour. */
    public static final double MAX_LATENCY_MS = 3_600_000;
    /**
     * The range of {@code hedging.maxAttempts}, the first attempt included; constants, so the storm's hedging
     * (core.storm.simulation.StormHedging) takes them, and the hedging delay's longest, {@link #MAX_LATENCY_MS},
     * without loading these fields.
     */
    public static final int MIN_HEDGED_ATTEMPTS = 2;
    public static final int MAX_HEDGED_ATTEMPTS = 10;
    /** The largest seed: the calls' streams are seeded from seed + 2i, exact in a double. */
    public static final double MAX_SEED = 4_294_967_295.0;
    /** Option of {@link #FAILURE_LATENCY}: a failed attempt takes as long as its latency draw. */
    public static final String SAME = "same";
    /** Option of {@link #FAILURE_LATENCY}, written as the object {@code {"failureAfterMs"}}. */
    public static final String FIXED = ChoiceField.MEMBERS;

    public static final NumberField MIN = point("latency-min", "Minimum latency", "5", "minMs",
            "The fastest attempt.", true).emptyMeans("0 ms");
    public static final NumberField P50 = point("latency-p50", "p50 latency", "40", "p50Ms",
            "Half the attempts take at most this long.", false);
    public static final NumberField P90 = point("latency-p90", "p90 latency", "80", "p90Ms",
            "90% of attempts take at most this long.", true).emptyMeans("left out of the curve");
    public static final NumberField P99 = point("latency-p99", "p99 latency", "400", "p99Ms",
            "99% of attempts take at most this long.", false);
    public static final NumberField P999 = point("latency-p999", "p99.9 latency", "1200", "p999Ms",
            "99.9% of attempts take at most this long.", true).emptyMeans("left out of the curve");
    public static final NumberField MAX = point("latency-max", "Maximum latency", "3000", "maxMs",
            "The slowest attempt.", true).emptyMeans("the last segment's slope carried on");
    public static final NumberField FAILURE_PROBABILITY = new NumberField("failure-probability",
            "Failure probability", "", 0, false, 1, false, false, "0.01", "failureProbability",
            "The chance, from 0 to below 1, that an attempt fails, independently of the others.");
    public static final ChoiceField FAILURE_LATENCY = new ChoiceField("failure-latency", "A failure arrives",
            List.of(new ChoiceField.Option(SAME, "At its latency"),
                    new ChoiceField.Option(FIXED, "After a set time")),
            SAME, "failureLatency", "When a failed attempt's error reaches the client: when its response would have"
                    + " (the attempt's latency draw), or after a set time whatever the draw.", false);
    public static final NumberField FAILURE_AFTER = new NumberField("failure-after", "Failure arrives after", "ms",
            0, false, MAX_LATENCY_MS, false, false, "20", "failureLatency.failureAfterMs",
            "How long a failed attempt takes, whatever its latency draw.");

    public static final NumberField ATTEMPTS = new NumberField("attempts", "Attempt limit", "", 1, false, 10, true,
            false, "3", "attempts", "Attempts including the first: 3 attempts allow 2 retries.");
    public static final NumberField PER_TRY_TIMEOUT = new NumberField("per-try-timeout", "Per-try timeout", "ms", 0,
            true, MAX_LATENCY_MS, false, true, "", "perTryTimeoutMs", "An attempt that reaches it is cut (a failure,"
                    + " retried after the backoff), or keeps running under Envoy's hedging while a retry starts.")
            .emptyMeans("no per-try timeout");
    public static final NumberField INITIAL_BACKOFF = new NumberField("initial-backoff", "Initial backoff", "ms", 0,
            false, LayerFields.MAX_BACKOFF_MS, true, false, "25", "initialBackoffMs",
            "The wait after the first failed attempt, before jitter.");
    public static final NumberField MAX_BACKOFF = new NumberField("max-backoff", "Maximum backoff", "ms", 0, false,
            LayerFields.MAX_BACKOFF_MS, true, false, "250", "maxBackoffMs",
            "Cap on every wait; at least the initial backoff.");
    public static final NumberField MULTIPLIER = new NumberField("multiplier", "Multiplier", "", 1, false, 10, false,
            false, "2", "multiplier", "Each exponential wait is the previous one times this factor.");
    public static final ChoiceField SHAPE = ChoiceField.of("shape", "Backoff shape", BackoffShape.values(),
            BackoffShape.EXPONENTIAL, "shape", "Exponential multiplies each wait by the multiplier up to the maximum;"
                    + " polynomial is Sidekiq's ((k - 1)^4 + 15) s plus a random 0 to 10k - 1 s, capped.");
    public static final ChoiceField JITTER = ChoiceField.of("jitter", "Jitter", Jitter.values(), Jitter.FULL,
            "jitter", "Full jitter draws each wait between zero and the raw wait (Envoy's); proportional scales it"
                    + " by a factor between the two below.");
    public static final NumberField JITTER_LOW = new NumberField("jitter-low", "Jitter low factor", "", 0, false,
            RetryPolicy.MAX_JITTER_FACTOR, false, false, "0.75", "jitterLow",
            "Proportional jitter only: the smallest share of the raw wait.");
    public static final NumberField JITTER_HIGH = new NumberField("jitter-high", "Jitter high factor", "", 0, false,
            RetryPolicy.MAX_JITTER_FACTOR, false, false, "1", "jitterHigh",
            "Proportional jitter only: the largest share of the raw wait; at least the low factor.");
    public static final NumberField DEADLINE = new NumberField("deadline", "Deadline", "ms", 1, false,
            LayerFields.MAX_BACKOFF_MS, false, false, "2000", "deadlineMs",
            "A call succeeds only when an attempt succeeds at or before this time after the call starts.");
    public static final ChoiceField HEDGING = ChoiceField.of("hedging", "Hedging", Hedging.values(), Hedging.OFF,
            "hedging", "After a fixed delay, another attempt starts while none has succeeded (gRPC hedgingPolicy,"
                    + " Polly); on per-try timeout, a retry starts while the slow attempt keeps running (Envoy).");
    public static final NumberField HEDGE_DELAY = new NumberField("hedge-delay", "Hedging delay", "ms", 0, false,
            MAX_LATENCY_MS, false, false, "250", "hedging.delayMs",
            "Time between hedged attempts; 0 starts them all at once (gRPC without hedgingDelay).");
    public static final NumberField HEDGE_MAX_ATTEMPTS = new NumberField("hedge-max-attempts", "Hedged attempts",
            "", MIN_HEDGED_ATTEMPTS, false, MAX_HEDGED_ATTEMPTS, true, false, "2", "hedging.maxAttempts",
            "The most attempts one call starts, the first included.");

    public static final NumberField CALLS = new NumberField("calls", "Calls simulated", "calls", 1000, false,
            1_000_000, true, false, "100000", "calls", "Each row runs this many calls on the same random draws.");
    public static final NumberField SEED = new NumberField("seed", "Seed", "", 0, false, MAX_SEED, true, false, "42",
            "seed", "The same seed gives the same latencies, failures and waits, here, on the command line and on any"
                    + " machine.");
    public static final NumberField EXTRA_LOAD_LIMIT = new NumberField("extra-load-limit", "Extra load limit", "%",
            0, false, 100, false, false, "5", "extraLoadLimit", "The suggested hedging delay is the shortest whose"
                    + " extra attempts stay within this share (Dean and Barroso: about 5% at the p95).");

    /** A library's hedging or per-try timeout defaults for the policy; "Custom" when the fields are the user's own. */
    public static final ChoiceField PRESET = declarePreset();

    /** The fields a preset fills, in the order of {@link LatencyPreset}'s texts. */
    static final List<Field> PRESET_TARGETS = List.of(ATTEMPTS, PER_TRY_TIMEOUT, INITIAL_BACKOFF, MAX_BACKOFF,
            MULTIPLIER, SHAPE, JITTER, DEADLINE, HEDGING, HEDGE_DELAY, HEDGE_MAX_ATTEMPTS);

    private static final List<PresetPicker> PRESET_PICKERS = List.of(new PresetPicker(PRESET, PRESET_TARGETS,
            new PresetPicker.Texts() {
                @Override
                public String[] of(String optionId) {
                    return of(optionId, FormReading.defaults(FORM));
                }

                @Override
                public String[] of(String optionId, RawValues form) {
                    LatencyPreset preset = LatencyPreset.fromId(optionId);
                    return preset == null ? null : preset.texts(form);
                }
            }));

    private static final List<FieldGroup> FORM = List.of(
            new FieldGroup("Attempt latency", "Enter the dependency's latency as its dashboard shows it; the planner"
                    + " draws each attempt's latency from the line through these points.",
                    List.of(MIN, P50, P90, P99, P999, MAX, FAILURE_PROBABILITY, FAILURE_LATENCY, FAILURE_AFTER)),
            new FieldGroup("Policy", "The attempt limit, per-try timeout and backoff of a retrying client, or how it"
                    + " hedges.", List.of(PRESET, ATTEMPTS, PER_TRY_TIMEOUT, INITIAL_BACKOFF, MAX_BACKOFF, MULTIPLIER, SHAPE,
                            JITTER, JITTER_LOW, JITTER_HIGH, DEADLINE, HEDGING, HEDGE_DELAY, HEDGE_MAX_ATTEMPTS)),
            new FieldGroup("Simulation", "Every row runs the same calls on the same random draws.",
                    List.of(CALLS, SEED, EXTRA_LOAD_LIMIT)));

    private static final List<Disclosure> DISCLOSURES = List.of(
            new Disclosure(FAILURE_LATENCY, List.of(FAILURE_AFTER), List.of(FIXED)),
            new Disclosure(HEDGING, List.of(HEDGE_DELAY, HEDGE_MAX_ATTEMPTS),
                    List.of(Hedging.DELAY.id(), Hedging.DELAY.id())));

    /** The dashboard's points in order, with the field of each. */
    public static final NumberField[] POINTS = {MIN, P50, P90, P99, P999, MAX};

    private LatencyFields() {
    }

    private static NumberField point(String id, String label, String defaultText, String path, String help,
            boolean optional) {
        return new NumberField(id, label, "ms", 0, !optional, MAX_LATENCY_MS, false, optional, defaultText, path, help);
    }

    private static ChoiceField declarePreset() {
        List<ChoiceField.Option> options = new ArrayList<>();
        options.add(new ChoiceField.Option(ChoiceField.NONE, "Custom", "Custom values: the policy below is yours."));
        for (LatencyPreset preset : LatencyPreset.values()) {
            options.add(new ChoiceField.Option(preset.id(), preset.label(), preset.about()));
        }
        return new ChoiceField("latency-preset", "Preset", options, ChoiceField.NONE, "preset", "Fills the policy"
                + " with a library's hedging or per-try timeout defaults, looked up in its source; editing a field"
                + " makes it custom.", true);
    }

    /** Returns the policy's preset picker: a library's hedging defaults fill the policy's fields. */
    public static List<PresetPicker> presetPickers() {
        return PRESET_PICKERS;
    }

    /** Returns the latency planner's fieldsets in visual order. */
    public static List<FieldGroup> form() {
        return FORM;
    }

    /** Returns the selects that show only the fields of their chosen option. */
    public static List<Disclosure> disclosures() {
        return DISCLOSURES;
    }

    /** Adds the checks across fields, unless a field involved already has its own error. */
    static void addCrossFieldErrors(FormReading reading) {
        NumberField previous = null;
        for (NumberField point : POINTS) {
            if (reading.hasError(point.id())) {
                previous = null;
                continue;
            }
            if (!reading.present(point)) {
                continue;
            }
            if (previous != null && reading.number(point) < reading.number(previous)) {
                reading.addError(point.id(), outOfOrderMessage(previous, reading.number(previous), point,
                        reading.number(point)));
            }
            previous = point;
        }
        if (!reading.hasError(FAILURE_PROBABILITY.id()) && reading.number(FAILURE_PROBABILITY) >= 1) {
            reading.addError(FAILURE_PROBABILITY.id(), FAILURE_PROBABILITY.label() + " must be below 1 (you entered"
                    + " \u201c1\u201d): with every attempt failing, no call succeeds and there is no latency to plan.");
        }
        if (!reading.hasError(INITIAL_BACKOFF.id()) && !reading.hasError(MAX_BACKOFF.id())
                && reading.number(MAX_BACKOFF) < reading.number(INITIAL_BACKOFF)) {
            reading.addError(MAX_BACKOFF.id(), maxBelowInitialMessage(reading.number(INITIAL_BACKOFF),
                    reading.number(MAX_BACKOFF)));
        }
        if (!reading.hasError(JITTER_LOW.id()) && !reading.hasError(JITTER_HIGH.id())
                && reading.number(JITTER_HIGH) < reading.number(JITTER_LOW)) {
            reading.addError(JITTER_HIGH.id(), highBelowLowMessage(reading.number(JITTER_LOW),
                    reading.number(JITTER_HIGH)));
        }
        if (Hedging.ON_PER_TRY_TIMEOUT.id().equals(reading.choice(HEDGING)) && !reading.hasError(PER_TRY_TIMEOUT.id())
                && !reading.present(PER_TRY_TIMEOUT)) {
            reading.addError(PER_TRY_TIMEOUT.id(), perTryRequiredMessage());
        }
    }

    /** Returns the message for a maximum backoff below the initial backoff. */
    public static String maxBelowInitialMessage(double initialMs, double maxMs) {
        return MAX_BACKOFF.label() + " must be at least the " + INITIAL_BACKOFF.label() + " of "
                + Numbers.trimmed(initialMs, 6) + " ms (you entered \u201c" + Numbers.trimmed(maxMs, 6) + "\u201d).";
    }

    /** Returns the message for an upper jitter factor below the lower one. */
    public static String highBelowLowMessage(double low, double high) {
        return JITTER_HIGH.label() + " must be at least the " + JITTER_LOW.label() + " of " + Numbers.trimmed(low, 6)
                + " (you entered \u201c" + Numbers.trimmed(high, 6) + "\u201d).";
    }

    /** Returns the message for hedging on per-try timeout without a per-try timeout. */
    public static String perTryRequiredMessage() {
        return PER_TRY_TIMEOUT.label() + " is required when hedging on per-try timeout, as Envoy's"
                + " hedge_on_per_try_timeout does: enter " + PER_TRY_TIMEOUT.boundsText() + ".";
    }

    /** Returns the message for a latency point below an earlier one, such as a p50 above the maximum. */
    public static String outOfOrderMessage(NumberField earlier, double earlierMs, NumberField later, double laterMs) {
        return later.label() + " must be at least the " + earlier.label() + " of " + Numbers.trimmed(earlierMs, 6)
                + " ms (you entered \u201c" + Numbers.trimmed(laterMs, 6) + "\u201d): the percentiles must not"
                + " decrease.";
    }

    /** Builds the inputs from a valid reading. */
    static LatencyInputs inputs(FormReading reading) {
        LatencyCurve curve = new LatencyCurve(reading.present(MIN) ? reading.number(MIN) : 0, reading.number(P50),
                optional(reading, P90), reading.number(P99), optional(reading, P999), optional(reading, MAX));
        Hedging hedging = Hedging.fromId(reading.choice(HEDGING));
        RetryPolicy policy = new RetryPolicy((int) reading.number(ATTEMPTS), BackoffShape.fromId(reading.choice(SHAPE)),
                reading.number(INITIAL_BACKOFF), reading.number(MAX_BACKOFF), reading.number(MULTIPLIER),
                Jitter.fromId(reading.choice(JITTER)), reading.number(JITTER_LOW), reading.number(JITTER_HIGH));
        return new LatencyInputs(curve, reading.number(FAILURE_PROBABILITY),
                FIXED.equals(reading.choice(FAILURE_LATENCY)) ? reading.number(FAILURE_AFTER) : null, policy,
                reading.present(PER_TRY_TIMEOUT) ? reading.number(PER_TRY_TIMEOUT) : null, reading.number(DEADLINE),
                hedging, reading.number(HEDGE_DELAY), (int) reading.number(HEDGE_MAX_ATTEMPTS),
                (int) reading.number(CALLS), reading.number(SEED), reading.share(EXTRA_LOAD_LIMIT));
    }

    private static double optional(FormReading reading, NumberField field) {
        return reading.present(field) ? reading.number(field) : Double.NaN;
    }
}
