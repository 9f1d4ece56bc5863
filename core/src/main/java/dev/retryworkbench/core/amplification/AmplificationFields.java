package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.form.PresetPicker;
import dev.retryworkbench.core.layers.LayerFields;
import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.DeadlineRule;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Layer;
import dev.retryworkbench.core.text.Numbers;
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

    /** Each layer's own per-try timeout and timeout: the workbench models them, the storm simulator not yet. */
    private static final LayerFields.Timeouts TIMEOUTS = new LayerFields.Timeouts() {
        @Override
        public NumberField perTry(Layer layer) {
            return new NumberField(layer.fieldPrefix() + "-per-try-timeout", layer.label() + " per-try timeout", "ms",
                    1, false, MAX_DEADLINE_MS, true, true, "", LayerFields.path(layer, "perTryTimeoutMs"),
                    "Cuts each of this layer's attempts (one run of the layers inside it) when it has lasted this"
                            + " long; the layer then goes on as after a failure. Envoy per_try_timeout, Istio"
                            + " perTryTimeout, Gateway API backendRequest. Not on the innermost layer, whose"
                            + " attempt the attempt timeout ends.").addedLater().emptyMeans("no per-try timeout");
        }

        @Override
        public NumberField timeout(Layer layer) {
            return new NumberField(layer.fieldPrefix() + "-timeout", layer.label() + " timeout", "ms",
                    1, false, MAX_DEADLINE_MS, true, true, "", LayerFields.path(layer, "timeoutMs"),
                    "Cuts one run of this layer's whole policy (its attempts and waits), fresh each time the"
                            + " layer outside runs it again: gRPC's method timeout, tenacity's stop_after_delay,"
                            + " Polly's total request timeout. Not the caller's deadline.").addedLater()
                    .emptyMeans("no timeout");
        }
    };

    private static final LayerFields SDK = new LayerFields(Layer.SDK, "3", "100", "1000", TIMEOUTS);
    private static final LayerFields APPLICATION = new LayerFields(Layer.APPLICATION, "3", "500", "5000", TIMEOUTS);
    private static final LayerFields RUNNER = new LayerFields(Layer.RUNNER, "3", "1000", "10000", TIMEOUTS);

    public static final ChoiceField SDK_PRESET = SDK.preset();
    public static final NumberField SDK_ATTEMPTS = SDK.attempts();
    public static final ChoiceField SDK_SHAPE = SDK.shape();
    public static final NumberField SDK_INITIAL = SDK.initialBackoff();
    public static final NumberField SDK_MAX = SDK.maxBackoff();
    public static final NumberField SDK_MULTIPLIER = SDK.multiplier();
    public static final ChoiceField SDK_JITTER = SDK.jitter();
    public static final NumberField SDK_JITTER_LOW = SDK.jitterLow();
    public static final NumberField SDK_JITTER_HIGH = SDK.jitterHigh();
    public static final ChoiceField APP_PRESET = APPLICATION.preset();
    public static final NumberField APP_ATTEMPTS = APPLICATION.attempts();
    public static final ChoiceField APP_SHAPE = APPLICATION.shape();
    public static final NumberField APP_INITIAL = APPLICATION.initialBackoff();
    public static final NumberField APP_MAX = APPLICATION.maxBackoff();
    public static final NumberField APP_MULTIPLIER = APPLICATION.multiplier();
    public static final ChoiceField APP_JITTER = APPLICATION.jitter();
    public static final NumberField APP_JITTER_LOW = APPLICATION.jitterLow();
    public static final NumberField APP_JITTER_HIGH = APPLICATION.jitterHigh();
    public static final ChoiceField RUNNER_PRESET = RUNNER.preset();
    public static final NumberField RUNNER_ATTEMPTS = RUNNER.attempts();
    public static final ChoiceField RUNNER_SHAPE = RUNNER.shape();
    public static final NumberField RUNNER_INITIAL = RUNNER.initialBackoff();
    public static final NumberField RUNNER_MAX = RUNNER.maxBackoff();
    public static final NumberField RUNNER_MULTIPLIER = RUNNER.multiplier();
    public static final ChoiceField RUNNER_JITTER = RUNNER.jitter();
    public static final NumberField RUNNER_JITTER_LOW = RUNNER.jitterLow();
    public static final NumberField RUNNER_JITTER_HIGH = RUNNER.jitterHigh();

    public static final NumberField TIMEOUT = new NumberField("timeout", "Physical attempt timeout", "ms",
            1, false, MAX_DURATION_MS, true, false, "1000", "attemptTimeoutMs",
            "How long every attempt runs before its caller gives up on it.");
    public static final NumberField FAILURE_AFTER = new NumberField("failure-after", "Failed attempt lasts", "ms",
            1, false, MAX_DURATION_MS, true, true, "", "failureAfterMs",
            "How long a failed attempt takes: a refused connection or a quick 503 fails in milliseconds, a hung"
                    + " call lasts the timeout.").addedLater().emptyMeans("the same as the attempt timeout");
    public static final NumberField DEADLINE = new NumberField("deadline", "End-to-end deadline", "ms",
            1, false, MAX_DEADLINE_MS, true, true, "10000", "deadlineMs",
            "Time from the start of the first attempt at which everything stops.").emptyMeans("no deadline");
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
            SDK.group("SDK: innermost", "Attempt limits include the initial try. Each outer attempt reruns the"
                    + " full inner policy; calls are assumed to time out from the caller's perspective, without"
                    + " establishing their downstream effects."),
            APPLICATION.group("Application", ""),
            RUNNER.group("Job runner: outermost", ""),
            new FieldGroup("Timeout, deadline and jitter", "", List.<Field>of(TIMEOUT, FAILURE_AFTER, DEADLINE,
                    DEADLINE_RULE, JITTER, SEED, RUNS)));

    private static final List<PresetPicker> PRESET_PICKERS = List.of(SDK.picker(), APPLICATION.picker(),
            RUNNER.picker());

    private AmplificationFields() {
    }

    /** Returns each layer's preset picker: a library's defaults fill the layer's policy fields. */
    public static List<PresetPicker> presetPickers() {
        return PRESET_PICKERS;
    }

    /** Returns the preset picker field of {@code layer}. */
    public static ChoiceField preset(Layer layer) {
        return fields(layer).preset();
    }

    /** Returns the form's fieldsets in visual order: the three layers innermost first, then timing and jitter. */
    public static List<FieldGroup> form() {
        return FORM;
    }

    /** Returns the declarations of {@code layer}'s fields. */
    public static LayerFields fields(Layer layer) {
        if (layer == Layer.SDK) {
            return SDK;
        }
        return layer == Layer.APPLICATION ? APPLICATION : RUNNER;
    }

    /** Returns the attempt limit field of {@code layer}. */
    public static NumberField attempts(Layer layer) {
        return fields(layer).attempts();
    }

    /** Returns the initial backoff field of {@code layer}. */
    public static NumberField initialBackoff(Layer layer) {
        return fields(layer).initialBackoff();
    }

    /** Returns the maximum backoff field of {@code layer}. */
    public static NumberField maxBackoff(Layer layer) {
        return fields(layer).maxBackoff();
    }

    /** Returns the backoff shape field of {@code layer}. */
    public static ChoiceField shape(Layer layer) {
        return fields(layer).shape();
    }

    /** Returns the multiplier field of {@code layer}. */
    public static NumberField multiplier(Layer layer) {
        return fields(layer).multiplier();
    }

    /** Returns the jitter kind field of {@code layer}. */
    public static ChoiceField jitter(Layer layer) {
        return fields(layer).jitter();
    }

    /** Returns the lower proportional jitter factor field of {@code layer}. */
    public static NumberField jitterLow(Layer layer) {
        return fields(layer).jitterLow();
    }

    /** Returns the upper proportional jitter factor field of {@code layer}. */
    public static NumberField jitterHigh(Layer layer) {
        return fields(layer).jitterHigh();
    }

    /** Adds the checks across fields, unless one of the fields involved already has its own error. */
    static void addCrossFieldErrors(FormReading reading) {
        for (Layer layer : Layer.values()) {
            fields(layer).addCrossFieldErrors(reading);
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
        // A null jitter is the "page-wide" option: the layer follows the page's jitter.
        LayerFields fields = fields(layer);
        return new LayerPolicy(layer, (int) reading.number(fields.attempts()),
                BackoffShape.fromId(reading.choice(fields.shape())), (long) reading.number(fields.initialBackoff()),
                (long) reading.number(fields.maxBackoff()), reading.number(fields.multiplier()),
                fields.jitter(reading), reading.number(fields.jitterLow()), reading.number(fields.jitterHigh()),
                fields.preset(reading), fields.optionalMs(reading, fields.perTryTimeout()),
                fields.optionalMs(reading, fields.timeout()));
    }

    /**
     * Returns the message for a maximum backoff below its layer's initial backoff, naming both fields.
     * {@code entered} is the maximum as shown back: quoted as typed on the page, bare from a program,
     * like {@link NumberField}'s own messages.
     */
    public static String maxBelowInitialMessage(Layer layer, double initialMs, double maxMs) {
        return fields(layer).maxBelowInitialMessage(initialMs, maxMs);
    }

    /** Returns the message for an upper jitter factor below the lower one, naming both fields. */
    public static String highBelowLowMessage(Layer layer, double low, double high) {
        return fields(layer).highBelowLowMessage(low, high);
    }

    /** Returns the message for a failed attempt that lasts longer than the timeout that ends it. */
    public static String failureAfterTimeoutMessage(double timeoutMs, double failureAfterMs) {
        return FAILURE_AFTER.label() + " must be at most the " + TIMEOUT.label() + " of "
                + Numbers.trimmed(timeoutMs, 6) + " ms (you entered \u201c" + Numbers.trimmed(failureAfterMs, 6)
                + "\u201d).";
    }
}
