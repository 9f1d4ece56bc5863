package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.text.Numbers;
import java.util.List;

/**
 * The amplification workbench's inputs, each declared once with its label, range, default, help and
 * worksheet path. The form, the page's reading, worksheets, the Markdown inputs table and the worked
 * example all come from these declarations, and the model's constructors validate with the same
 * objects, so a person and a program get the same message.
 */
public final class AmplificationFields {
    /** The longest backoff or attempt timeout: one day. */
    public static final double MAX_DURATION_MS = 86_400_000;
    /** The longest end-to-end deadline: one week. */
    public static final double MAX_DEADLINE_MS = 604_800_000;
    /** The largest teaching seed: 2^32 - 1. */
    public static final double MAX_SEED = 4_294_967_295.0;

    public static final NumberField SDK_ATTEMPTS = attempts(Layer.SDK, "3");
    public static final NumberField SDK_INITIAL = initial(Layer.SDK, "100");
    public static final NumberField SDK_MAX = max(Layer.SDK, "1000");
    public static final NumberField APP_ATTEMPTS = attempts(Layer.APPLICATION, "3");
    public static final NumberField APP_INITIAL = initial(Layer.APPLICATION, "500");
    public static final NumberField APP_MAX = max(Layer.APPLICATION, "5000");
    public static final NumberField RUNNER_ATTEMPTS = attempts(Layer.RUNNER, "3");
    public static final NumberField RUNNER_INITIAL = initial(Layer.RUNNER, "1000");
    public static final NumberField RUNNER_MAX = max(Layer.RUNNER, "10000");

    public static final NumberField TIMEOUT = new NumberField("timeout", "Physical attempt timeout", "ms",
            1, false, MAX_DURATION_MS, true, false, "1000", "attemptTimeoutMs",
            "How long every attempt runs before its caller gives up on it.");
    public static final NumberField DEADLINE = new NumberField("deadline", "End-to-end deadline", "ms",
            1, false, MAX_DEADLINE_MS, true, true, "10000", "deadlineMs",
            "Time from the start of the first attempt at which everything stops. Leave empty for no deadline.");
    public static final ChoiceField JITTER = ChoiceField.of("jitter", "Backoff jitter", Jitter.VERSION_1, Jitter.NONE,
            "jitter", "None waits the exponential value; full draws from zero to it; equal draws from its upper half.");
    public static final NumberField SEED = new NumberField("seed", "Teaching jitter seed", "",
            0, false, MAX_SEED, true, false, "42", "seed", "The same seed produces the same illustration.");

    private static final List<FieldGroup> FORM = List.of(
            new FieldGroup("SDK: innermost", "Attempt limits include the initial try. Each outer attempt reruns the"
                    + " full inner policy; calls are assumed to time out from the caller's perspective, without"
                    + " establishing their downstream effects.", List.<Field>of(SDK_ATTEMPTS, SDK_INITIAL, SDK_MAX)),
            new FieldGroup("Application", "", List.<Field>of(APP_ATTEMPTS, APP_INITIAL, APP_MAX)),
            new FieldGroup("Job runner: outermost", "", List.<Field>of(RUNNER_ATTEMPTS, RUNNER_INITIAL, RUNNER_MAX)),
            new FieldGroup("Timeout, deadline and jitter", "", List.<Field>of(TIMEOUT, DEADLINE, JITTER, SEED)));

    private AmplificationFields() {
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

    /** Adds the checks across fields, unless one of the fields involved already has its own error. */
    static void addCrossFieldErrors(FormReading reading) {
        for (Layer layer : Layer.values()) {
            NumberField initial = initialBackoff(layer);
            NumberField max = maxBackoff(layer);
            if (!reading.hasError(initial.id()) && !reading.hasError(max.id())
                    && reading.number(max) < reading.number(initial)) {
                reading.addError(max.id(), maxBelowInitialMessage(layer, reading.number(initial), reading.number(max)));
            }
        }
    }

    /** Builds the model's inputs from a valid reading of these fields. */
    static AmplificationInputs inputs(FormReading reading) {
        Long deadline = reading.present(DEADLINE) ? Long.valueOf((long) reading.number(DEADLINE)) : null;
        return new AmplificationInputs(policy(reading, Layer.SDK), policy(reading, Layer.APPLICATION),
                policy(reading, Layer.RUNNER), (long) reading.number(TIMEOUT), deadline,
                Jitter.fromId(reading.choice(JITTER)), (long) reading.number(SEED));
    }

    private static LayerPolicy policy(FormReading reading, Layer layer) {
        return new LayerPolicy(layer, (int) reading.number(attempts(layer)),
                (long) reading.number(initialBackoff(layer)), (long) reading.number(maxBackoff(layer)));
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

    private static NumberField attempts(Layer layer, String defaultText) {
        return new NumberField(layer.fieldPrefix() + "-attempts", layer.label() + " attempt limit", "",
                1, false, 100, true, false, defaultText, path(layer, "attempts"),
                "1 means this layer does not retry. A limit of 3 attempts is 2 retries; some libraries count"
                        + " retries, not attempts.");
    }

    private static NumberField initial(Layer layer, String defaultText) {
        return new NumberField(layer.fieldPrefix() + "-initial", layer.label() + " initial backoff", "ms",
                0, false, MAX_DURATION_MS, true, false, defaultText, path(layer, "initialBackoffMs"),
                "Wait after this layer's first failed attempt; it doubles after each further failure.");
    }

    private static NumberField max(Layer layer, String defaultText) {
        return new NumberField(layer.fieldPrefix() + "-max", layer.label() + " maximum backoff", "ms",
                0, false, MAX_DURATION_MS, true, false, defaultText, path(layer, "maxBackoffMs"),
                "Cap on each of this layer's waits; at least the initial backoff.");
    }

    private static String path(Layer layer, String member) {
        return "layers." + layer.id() + "." + member;
    }
}
