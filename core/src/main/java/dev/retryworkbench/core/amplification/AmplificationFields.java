package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.DeadlineRule;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Preset;
import dev.retryworkbench.core.policy.RetryPolicy;
import dev.retryworkbench.core.form.PresetPicker;
import dev.retryworkbench.core.json.ShortestDouble;
import dev.retryworkbench.core.text.Numbers;
import java.util.ArrayList;
import java.util.List;

/**
 * The amplification workbench's inputs, each declared once with its label, range, default, help and
 * worksheet path. The form, the page's reading, worksheets, the Markdown inputs table and the worked
 * example all come from these declarations, and the model's constructors validate with the same
 * objects, so a person and a program get the same message.
 */
public final class AmplificationFields {
    /** The longest attempt timeout: one day. */
    public static final double MAX_DURATION_MS = 86_400_000;
    /** The longest backoff and end-to-end deadline: 30 days, so that job runners such as Sidekiq fit. */
    public static final double MAX_DEADLINE_MS = 2_592_000_000.0;
    /** The most seeds the distribution runs. */
    public static final double MAX_RUNS = 100_000;
    /** The largest teaching seed: 2^32 - 1. */
    public static final double MAX_SEED = 4_294_967_295.0;

    public static final ChoiceField SDK_PRESET = declarePreset(Layer.SDK);
    public static final NumberField SDK_ATTEMPTS = attempts(Layer.SDK, "3");
    public static final ChoiceField SDK_SHAPE = declareShape(Layer.SDK);
    public static final NumberField SDK_INITIAL = initial(Layer.SDK, "100");
    public static final NumberField SDK_MAX = max(Layer.SDK, "1000");
    public static final NumberField SDK_MULTIPLIER = declareMultiplier(Layer.SDK);
    public static final ChoiceField SDK_JITTER = declareJitter(Layer.SDK);
    public static final NumberField SDK_JITTER_LOW = declareJitterLow(Layer.SDK);
    public static final NumberField SDK_JITTER_HIGH = declareJitterHigh(Layer.SDK);
    public static final ChoiceField APP_PRESET = declarePreset(Layer.APPLICATION);
    public static final NumberField APP_ATTEMPTS = attempts(Layer.APPLICATION, "3");
    public static final ChoiceField APP_SHAPE = declareShape(Layer.APPLICATION);
    public static final NumberField APP_INITIAL = initial(Layer.APPLICATION, "500");
    public static final NumberField APP_MAX = max(Layer.APPLICATION, "5000");
    public static final NumberField APP_MULTIPLIER = declareMultiplier(Layer.APPLICATION);
    public static final ChoiceField APP_JITTER = declareJitter(Layer.APPLICATION);
    public static final NumberField APP_JITTER_LOW = declareJitterLow(Layer.APPLICATION);
    public static final NumberField APP_JITTER_HIGH = declareJitterHigh(Layer.APPLICATION);
    public static final ChoiceField RUNNER_PRESET = declarePreset(Layer.RUNNER);
    public static final NumberField RUNNER_ATTEMPTS = attempts(Layer.RUNNER, "3");
    public static final ChoiceField RUNNER_SHAPE = declareShape(Layer.RUNNER);
    public static final NumberField RUNNER_INITIAL = initial(Layer.RUNNER, "1000");
    public static final NumberField RUNNER_MAX = max(Layer.RUNNER, "10000");
    public static final NumberField RUNNER_MULTIPLIER = declareMultiplier(Layer.RUNNER);
    public static final ChoiceField RUNNER_JITTER = declareJitter(Layer.RUNNER);
    public static final NumberField RUNNER_JITTER_LOW = declareJitterLow(Layer.RUNNER);
    public static final NumberField RUNNER_JITTER_HIGH = declareJitterHigh(Layer.RUNNER);

    public static final NumberField TIMEOUT = new NumberField("timeout", "Physical attempt timeout", "ms",
            1, false, MAX_DURATION_MS, true, false, "1000", "attemptTimeoutMs",
            "How long every attempt runs before its caller gives up on it.");
    public static final NumberField FAILURE_AFTER = new NumberField("failure-after", "Failed attempt lasts", "ms",
            1, false, MAX_DURATION_MS, true, true, "", "failureAfterMs",
            "How long a failed attempt takes: a refused connection or a quick 503 fails in milliseconds, a hung"
                    + " call lasts the timeout. Leave empty for the attempt timeout.").addedLater();
    public static final NumberField DEADLINE = new NumberField("deadline", "End-to-end deadline", "ms",
            1, false, MAX_DEADLINE_MS, true, true, "10000", "deadlineMs",
            "Time from the start of the first attempt at which everything stops. Leave empty for no deadline.");
    public static final ChoiceField DEADLINE_RULE = ChoiceField.of("deadline-rule", "Deadline rule",
            DeadlineRule.values(), DeadlineRule.CLIP, "deadlineRule", "Clip runs work until the deadline and cuts"
                    + " what is running then. Give up (Google's gax and api-core, tenacity's stop_before_delay)"
                    + " skips a wait that would end at or after the deadline and hands control to the outer"
                    + " layer.").addedLater();
    public static final ChoiceField JITTER = ChoiceField.of("jitter", "Backoff jitter", Jitter.VERSION_1, Jitter.NONE,
            "jitter", "None waits the exponential value; full draws from zero to it; equal draws from its upper half.");
    public static final NumberField SEED = new NumberField("seed", "Teaching jitter seed", "",
            0, false, MAX_SEED, true, false, "42", "seed", "The same seed produces the same illustration.");
    public static final NumberField RUNS = new NumberField("runs", "Runs for the distribution", "runs",
            1, false, MAX_RUNS, true, false, "1000", "runs", "The distribution repeats the trace for this many"
                    + " seeds, from the teaching seed up, when any layer draws its waits.").addedLater();

    private static final List<FieldGroup> FORM = List.of(
            new FieldGroup("SDK: innermost", "Attempt limits include the initial try. Each outer attempt reruns the"
                    + " full inner policy; calls are assumed to time out from the caller's perspective, without"
                    + " establishing their downstream effects.", List.<Field>of(SDK_PRESET, SDK_ATTEMPTS, SDK_INITIAL,
                    SDK_MAX, SDK_MULTIPLIER, SDK_SHAPE, SDK_JITTER, SDK_JITTER_LOW, SDK_JITTER_HIGH)),
            new FieldGroup("Application", "", List.<Field>of(APP_PRESET, APP_ATTEMPTS, APP_INITIAL, APP_MAX,
                    APP_MULTIPLIER, APP_SHAPE, APP_JITTER, APP_JITTER_LOW, APP_JITTER_HIGH)),
            new FieldGroup("Job runner: outermost", "", List.<Field>of(RUNNER_PRESET, RUNNER_ATTEMPTS, RUNNER_INITIAL,
                    RUNNER_MAX, RUNNER_MULTIPLIER, RUNNER_SHAPE, RUNNER_JITTER, RUNNER_JITTER_LOW, RUNNER_JITTER_HIGH)),
            new FieldGroup("Timeout, deadline and jitter", "", List.<Field>of(TIMEOUT, FAILURE_AFTER, DEADLINE,
                    DEADLINE_RULE, JITTER, SEED, RUNS)));

    private static final List<PresetPicker> PRESET_PICKERS = List.of(picker(Layer.SDK), picker(Layer.APPLICATION),
            picker(Layer.RUNNER));

    private AmplificationFields() {
    }

    /** Returns each layer's preset picker: a library's defaults fill the layer's policy fields. */
    public static List<PresetPicker> presetPickers() {
        return PRESET_PICKERS;
    }

    /** Returns the preset picker field of {@code layer}. */
    public static ChoiceField preset(Layer layer) {
        return pick(layer, SDK_PRESET, APP_PRESET, RUNNER_PRESET);
    }

    /** Returns the form's fieldsets in visual order: the three layers innermost first, then timing and jitter. */
    public static List<FieldGroup> form() {
        return FORM;
    }

    /** Returns the attempt limit field of {@code layer}. */
    public static NumberField attempts(Layer layer) {
        if (layer == Layer.SDK) {
            return SDK_ATTEMPTS;
        }
        return layer == Layer.APPLICATION ? APP_ATTEMPTS : RUNNER_ATTEMPTS;
    }

    /** Returns the initial backoff field of {@code layer}. */
    public static NumberField initialBackoff(Layer layer) {
        if (layer == Layer.SDK) {
            return SDK_INITIAL;
        }
        return layer == Layer.APPLICATION ? APP_INITIAL : RUNNER_INITIAL;
    }

    /** Returns the maximum backoff field of {@code layer}. */
    public static NumberField maxBackoff(Layer layer) {
        if (layer == Layer.SDK) {
            return SDK_MAX;
        }
        return layer == Layer.APPLICATION ? APP_MAX : RUNNER_MAX;
    }

    /** Returns the backoff shape field of {@code layer}. */
    public static ChoiceField shape(Layer layer) {
        return pick(layer, SDK_SHAPE, APP_SHAPE, RUNNER_SHAPE);
    }

    /** Returns the multiplier field of {@code layer}. */
    public static NumberField multiplier(Layer layer) {
        return pick(layer, SDK_MULTIPLIER, APP_MULTIPLIER, RUNNER_MULTIPLIER);
    }

    /** Returns the jitter kind field of {@code layer}. */
    public static ChoiceField jitter(Layer layer) {
        return pick(layer, SDK_JITTER, APP_JITTER, RUNNER_JITTER);
    }

    /** Returns the lower proportional jitter factor field of {@code layer}. */
    public static NumberField jitterLow(Layer layer) {
        return pick(layer, SDK_JITTER_LOW, APP_JITTER_LOW, RUNNER_JITTER_LOW);
    }

    /** Returns the upper proportional jitter factor field of {@code layer}. */
    public static NumberField jitterHigh(Layer layer) {
        return pick(layer, SDK_JITTER_HIGH, APP_JITTER_HIGH, RUNNER_JITTER_HIGH);
    }

    private static <T> T pick(Layer layer, T sdk, T application, T runner) {
        if (layer == Layer.SDK) {
            return sdk;
        }
        return layer == Layer.APPLICATION ? application : runner;
    }

    /** Adds the checks across fields, unless one of the fields involved already has its own error. */
    static void addCrossFieldErrors(FormReading reading) {
        for (Layer layer : Layer.values()) {
            NumberField initial = initialBackoff(layer);
            NumberField max = maxBackoff(layer);
            if (!reading.hasError(initial.id()) && !reading.hasError(max.id())
                    && reading.number(max) < reading.number(initial)) {
                reading.addError(max.id(), maxBelowInitialMessage(layer, reading.number(initial), reading.number(max)));
            }
            NumberField low = jitterLow(layer);
            NumberField high = jitterHigh(layer);
            if (!reading.hasError(low.id()) && !reading.hasError(high.id())
                    && reading.number(high) < reading.number(low)) {
                reading.addError(high.id(), highBelowLowMessage(layer, reading.number(low), reading.number(high)));
            }
        }
        if (reading.present(FAILURE_AFTER) && !reading.hasError(TIMEOUT.id())
                && reading.number(FAILURE_AFTER) > reading.number(TIMEOUT)) {
            reading.addError(FAILURE_AFTER.id(), failureAfterTimeoutMessage(reading.number(TIMEOUT),
                    reading.number(FAILURE_AFTER)));
        }
    }

    /** Builds the model's inputs from a valid reading of these fields. */
    static AmplificationInputs inputs(FormReading reading) {
        return new AmplificationInputs(policy(reading, Layer.SDK), policy(reading, Layer.APPLICATION),
                policy(reading, Layer.RUNNER), (long) reading.number(TIMEOUT), optional(reading, FAILURE_AFTER),
                optional(reading, DEADLINE), DeadlineRule.fromId(reading.choice(DEADLINE_RULE)),
                Jitter.fromId(reading.choice(JITTER)), (long) reading.number(SEED), (int) reading.number(RUNS));
    }

    private static Long optional(FormReading reading, NumberField field) {
        return reading.present(field) ? Long.valueOf((long) reading.number(field)) : null;
    }

    private static LayerPolicy policy(FormReading reading, Layer layer) {
        // Jitter.fromId gives null for the "page-wide" option: the layer follows the page's jitter.
        return new LayerPolicy(layer, (int) reading.number(attempts(layer)),
                BackoffShape.fromId(reading.choice(shape(layer))), (long) reading.number(initialBackoff(layer)),
                (long) reading.number(maxBackoff(layer)), reading.number(multiplier(layer)),
                Jitter.fromId(reading.choice(jitter(layer))), reading.number(jitterLow(layer)),
                reading.number(jitterHigh(layer)), Preset.fromId(reading.choice(preset(layer))));
    }

    /**
     * Returns the message for a maximum backoff below its layer's initial backoff, naming both fields.
     * {@code entered} is the maximum as shown back: quoted as typed on the page, bare from a program,
     * like {@link NumberField}'s own messages.
     */
    public static String maxBelowInitialMessage(Layer layer, double initialMs, double maxMs) {
        return maxBackoff(layer).label() + " must be at least the " + initialBackoff(layer).label() + " of "
                + Numbers.trimmed(initialMs, 6) + " ms (you entered \u201c" + Numbers.trimmed(maxMs, 6) + "\u201d).";
    }

    /** Returns the message for an upper jitter factor below the lower one, naming both fields. */
    public static String highBelowLowMessage(Layer layer, double low, double high) {
        return jitterHigh(layer).label() + " must be at least the " + jitterLow(layer).label() + " of "
                + Numbers.trimmed(low, 6) + " (you entered \u201c" + Numbers.trimmed(high, 6) + "\u201d).";
    }

    /** Returns the message for a failed attempt that lasts longer than the timeout that ends it. */
    public static String failureAfterTimeoutMessage(double timeoutMs, double failureAfterMs) {
        return FAILURE_AFTER.label() + " must be at most the " + TIMEOUT.label() + " of "
                + Numbers.trimmed(timeoutMs, 6) + " ms (you entered \u201c" + Numbers.trimmed(failureAfterMs, 6)
                + "\u201d).";
    }

    private static ChoiceField declarePreset(Layer layer) {
        Preset[] presets = Preset.values();
        List<ChoiceField.Option> options = new ArrayList<>(presets.length + 1);
        options.add(new ChoiceField.Option(ChoiceField.NONE, "Custom", "Custom values: the fields below are yours."));
        for (Preset preset : presets) {
            options.add(new ChoiceField.Option(preset.id(), preset.label(), about(preset)));
        }
        return new ChoiceField(layer.fieldPrefix() + "-preset", layer.label() + " preset", options, ChoiceField.NONE,
                path(layer, "preset"), "Fills this layer with a library's defaults, looked up in its source;"
                        + " editing a field makes it custom.", true);
    }

    /** Says what a preset models, and the deadline the library sets, which the page's deadline fields hold. */
    private static String about(Preset preset) {
        String about = preset.describe();
        if (preset.hasDeadline()) {
            about += " Its own deadline is " + Numbers.secondsFromMillis(preset.deadlineMs()) + ", rule \u201c"
                    + preset.deadlineRule().label() + "\u201d: set the deadline fields below to model it.";
        }
        return about;
    }

    /** The picker of a layer: each preset fills the layer's policy fields with its values. */
    private static PresetPicker picker(Layer layer) {
        List<Field> targets = List.of(attempts(layer), initialBackoff(layer), maxBackoff(layer), multiplier(layer),
                shape(layer), jitter(layer), jitterLow(layer), jitterHigh(layer));
        ChoiceField field = preset(layer);
        List<String[]> texts = new ArrayList<>(field.options().size());
        for (ChoiceField.Option option : field.options()) {
            Preset preset = Preset.fromId(option.id());
            if (preset == null) {
                texts.add(null);
                continue;
            }
            RetryPolicy policy = preset.policy();
            texts.add(new String[] {Integer.toString(policy.attempts()), ShortestDouble.format(policy.initial()),
                ShortestDouble.format(policy.maximum()), ShortestDouble.format(policy.multiplier()),
                policy.shape().id(), policy.jitter().id(), ShortestDouble.format(policy.jitterLow()),
                ShortestDouble.format(policy.jitterHigh())});
        }
        return new PresetPicker(field, targets, texts);
    }

    private static ChoiceField declareShape(Layer layer) {
        return ChoiceField.of(layer.fieldPrefix() + "-shape", layer.label() + " backoff shape",
                BackoffShape.values(), BackoffShape.EXPONENTIAL, path(layer, "shape"), "Exponential multiplies each"
                        + " wait by the multiplier up to the maximum; polynomial is Sidekiq's ((k - 1)^4 + 15) s plus"
                        + " a random 0 to 10k - 1 s, capped at the maximum.").addedLater();
    }

    private static NumberField declareMultiplier(Layer layer) {
        return new NumberField(layer.fieldPrefix() + "-multiplier", layer.label() + " multiplier", "", 1, false, 10,
                false, false, "2", path(layer, "multiplier"), "Each exponential wait is the previous one times"
                        + " this factor; 1 keeps every wait at the initial backoff.").addedLater();
    }

    private static ChoiceField declareJitter(Layer layer) {
        return ChoiceField.optional(layer.fieldPrefix() + "-jitter", layer.label() + " jitter", "Page-wide jitter",
                Jitter.values(), path(layer, "jitter"), "Overrides the page-wide jitter for this layer. Decorrelated"
                        + " draws each wait from the initial backoff to three times the previous one; proportional"
                        + " scales the wait by a factor between the two below.");
    }

    private static NumberField declareJitterLow(Layer layer) {
        return new NumberField(layer.fieldPrefix() + "-jitter-low", layer.label() + " jitter low factor", "",
                0, false, 2, false, false, "0.5", path(layer, "jitterLow"),
                "Proportional jitter only: the smallest share of the wait (OpenAI and Anthropic SDKs: 0.75).")
                .addedLater();
    }

    private static NumberField declareJitterHigh(Layer layer) {
        return new NumberField(layer.fieldPrefix() + "-jitter-high", layer.label() + " jitter high factor", "",
                0, false, 2, false, false, "1.5", path(layer, "jitterHigh"),
                "Proportional jitter only: the largest share of the wait (OpenAI and Anthropic SDKs: 1).")
                .addedLater();
    }

    private static NumberField attempts(Layer layer, String defaultText) {
        return new NumberField(layer.fieldPrefix() + "-attempts", layer.label() + " attempt limit", "",
                1, false, 100, true, false, defaultText, path(layer, "attempts"),
                "1 means this layer does not retry. A limit of 3 attempts is 2 retries; some libraries count"
                        + " retries, not attempts.");
    }

    private static NumberField initial(Layer layer, String defaultText) {
        return new NumberField(layer.fieldPrefix() + "-initial", layer.label() + " initial backoff", "ms",
                0, false, MAX_DEADLINE_MS, true, false, defaultText, path(layer, "initialBackoffMs"),
                "Wait after this layer's first failed attempt; each further wait is the previous one times the"
                        + " multiplier.");
    }

    private static NumberField max(Layer layer, String defaultText) {
        return new NumberField(layer.fieldPrefix() + "-max", layer.label() + " maximum backoff", "ms",
                0, false, MAX_DEADLINE_MS, true, false, defaultText, path(layer, "maxBackoffMs"),
                "Cap on each of this layer's waits; at least the initial backoff.");
    }

    private static String path(Layer layer, String member) {
        return "layers." + layer.id() + "." + member;
    }
}
