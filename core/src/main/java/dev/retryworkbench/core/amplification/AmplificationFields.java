package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.text.Numbers;
import java.util.List;

/**
 * The amplification workbench's inputs, each defined once: the page's form and the model's
 * constructors validate with these same objects, so both give the same message.
 */
public final class AmplificationFields {
    /** The longest backoff or attempt timeout: one day. */
    public static final double MAX_DURATION_MS = 86_400_000;
    /** The longest end-to-end deadline: one week. */
    public static final double MAX_DEADLINE_MS = 604_800_000;
    /** The largest teaching seed: 2^32 - 1. */
    public static final double MAX_SEED = 4_294_967_295.0;

    public static final NumberField SDK_ATTEMPTS = attempts("sdk", "SDK", "3");
    public static final NumberField SDK_INITIAL = initial("sdk", "SDK", "100");
    public static final NumberField SDK_MAX = max("sdk", "SDK", "1000");
    public static final NumberField APP_ATTEMPTS = attempts("app", "Application", "3");
    public static final NumberField APP_INITIAL = initial("app", "Application", "500");
    public static final NumberField APP_MAX = max("app", "Application", "5000");
    public static final NumberField RUNNER_ATTEMPTS = attempts("runner", "Job runner", "3");
    public static final NumberField RUNNER_INITIAL = initial("runner", "Job runner", "1000");
    public static final NumberField RUNNER_MAX = max("runner", "Job runner", "10000");

    public static final NumberField TIMEOUT = new NumberField("timeout", "Physical attempt timeout", "ms",
            1, false, MAX_DURATION_MS, true, false, "1000");
    public static final NumberField DEADLINE = new NumberField("deadline", "End-to-end deadline", "ms",
            1, false, MAX_DEADLINE_MS, true, true, "10000");
    public static final ChoiceField JITTER = new ChoiceField("jitter", "Backoff jitter",
            List.of(option(Jitter.NONE), option(Jitter.FULL), option(Jitter.EQUAL)), Jitter.NONE.id());
    public static final NumberField SEED = new NumberField("seed", "Teaching jitter seed", "",
            0, false, MAX_SEED, true, false, "42");

    private static final List<FieldGroup> FORM = List.of(
            new FieldGroup("SDK: innermost",
                    List.<Field>of(SDK_ATTEMPTS, SDK_INITIAL, SDK_MAX)),
            new FieldGroup("Application", List.<Field>of(APP_ATTEMPTS, APP_INITIAL, APP_MAX)),
            new FieldGroup("Job runner: outermost", List.<Field>of(RUNNER_ATTEMPTS, RUNNER_INITIAL, RUNNER_MAX)),
            new FieldGroup("Timeout, deadline and jitter", List.<Field>of(TIMEOUT, DEADLINE, JITTER, SEED)));

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

    /**
     * Returns the message for a maximum backoff below its layer's initial backoff, naming both fields.
     * {@code entered} is the maximum as shown back: quoted as typed on the page, bare from a program,
     * like {@link NumberField}'s own messages.
     */
    public static String maxBelowInitialMessage(Layer layer, double initialMs, double maxMs) {
        return maxBackoff(layer).label() + " must be at least the " + initialBackoff(layer).label() + " of "
                + Numbers.trimmed(initialMs, 6) + " ms (you entered \u201c" + Numbers.trimmed(maxMs, 6) + "\u201d).";
    }

    private static NumberField attempts(String prefix, String layerLabel, String defaultText) {
        return new NumberField(prefix + "-attempts", layerLabel + " attempt limit", "",
                1, false, 100, true, false, defaultText);
    }

    private static NumberField initial(String prefix, String layerLabel, String defaultText) {
        return new NumberField(prefix + "-initial", layerLabel + " initial backoff", "ms",
                0, false, MAX_DURATION_MS, true, false, defaultText);
    }

    private static NumberField max(String prefix, String layerLabel, String defaultText) {
        return new NumberField(prefix + "-max", layerLabel + " maximum backoff", "ms",
                0, false, MAX_DURATION_MS, true, false, defaultText);
    }

    private static ChoiceField.Option option(Jitter jitter) {
        return new ChoiceField.Option(jitter.id(), jitter.label());
    }
}
