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
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.form.TextField;
import dev.retryworkbench.core.policy.Role;
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
    /** The most attempts a stack's limits may multiply to: the largest three-layer stack (100 x 100 x 100). */
    public static final int MAX_PRODUCT = 1_000_000;

    /** The largest teaching seed: 2^32 - 1. */
    public static final double MAX_SEED = 4_294_967_295.0;

    /** Each layer's own per-try timeout and timeout: the workbench models them, the storm simulator not yet. */
    private static final LayerFields.Timeouts TIMEOUTS = new LayerFields.Timeouts() {
        @Override
        public NumberField perTry(LayerFields.Column column) {
            return new NumberField(column.prefix() + "-per-try-timeout", column.label() + " per-try timeout", "ms",
                    1, false, MAX_DEADLINE_MS, true, true, "", LayerFields.path(column, "perTryTimeoutMs"),
                    "Cuts each of this layer's attempts (one run of the layers inside it) when it has lasted this"
                            + " long; the layer then goes on as after a failure. Envoy per_try_timeout, Istio"
                            + " perTryTimeout, Gateway API backendRequest. Not on the innermost layer, whose"
                            + " attempt the attempt timeout ends.").addedLater().emptyMeans("no per-try timeout");
        }

        @Override
        public NumberField timeout(LayerFields.Column column) {
            return new NumberField(column.prefix() + "-timeout", column.label() + " timeout", "ms",
                    1, false, MAX_DEADLINE_MS, true, true, "", LayerFields.path(column, "timeoutMs"),
                    "Cuts one run of this layer's whole policy (its attempts and waits), fresh each time the"
                            + " layer outside runs it again: gRPC's method timeout, tenacity's stop_after_delay,"
                            + " Polly's total request timeout. Not the caller's deadline.").addedLater()
                    .emptyMeans("no timeout");
        }

        @Override
        public boolean innermost(LayerFields.Column column, RawValues raw) {
            return STACK.slotOf(column) == STACK.layerCount(raw) - 1;
        }
    };

    /** The stack: its size and eight slots, outermost first, each starting with its role's policy. */
    private static final StackForm STACK = new StackForm(Role::startingPolicy, TIMEOUTS);
    /** How many layers the stack has: the first that many slots are its layers, outermost first. */
    public static final NumberField LAYER_COUNT = STACK.count();

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

    /**
     * The limits the checks hold the stack to (core.check's rules; a stack file's {@code limits}), declared
     * here so the form, worksheets and the command line's stack files share them.
     */
    public static final NumberField LIMIT_ATTEMPTS = new NumberField("limit-attempts", "Most attempts per call",
            "attempts", 1, false, MAX_PRODUCT, true, false, "10", "limits.maxAttempts",
            "The physical attempts one call may send to the dependency; more is the attempts-at-dependency error.")
            .addedLater();
    public static final NumberField LIMIT_OWNERS = new NumberField("limit-owners", "Layers that may retry", "layers",
            1, false, LayerChain.MAX_DEPTH, true, false, "1", "limits.retryOwners",
            "More layers with an attempt limit above 1 is the retry-owners warning.").addedLater();
    public static final NumberField LIMIT_WORST_CASE = new NumberField("limit-worst-case", "Longest worst case", "ms",
            1, false, MAX_DEADLINE_MS, true, true, "", "limits.worstCaseMs", "The worst case without the deadline"
                    + " beyond this is the worst-case-beyond-deadline warning: work that goes on after the caller has"
                    + " gone.").addedLater().emptyMeans("the end-to-end deadline");

    private AmplificationFields() {
    }

    /**
     * The form and its pickers, declared when first asked for, not with the fields: the page declares the stack,
     * the form and the pickers in steps of its own (web.Startup), each short on a phone.
     */
    private static final class Form {
        static final List<FieldGroup> GROUPS = declareForm();
    }

    private static final class Pickers {
        static final List<PresetPicker> ALL = declarePickers();
    }

    private static List<FieldGroup> declareForm() {
        List<FieldGroup> form = new ArrayList<>(STACK.slotGroups(() -> "Outermost first. Attempt limits include the"
                + " initial try. Each outer attempt reruns the full inner policy; calls are assumed to time out from"
                + " the caller's perspective, without establishing their downstream effects."));
        // After the layers, so the table opens the form; its length's path ends the layers' for the worksheet's list.
        form.add(STACK.sizeGroup());
        form.add(new FieldGroup("Timeout, deadline and jitter", "", List.<Field>of(TIMEOUT, FAILURE_AFTER, DEADLINE,
                DEADLINE_RULE, JITTER, SEED, RUNS)));
        form.add(new FieldGroup("Limits for the checks", "", List.<Field>of(LIMIT_ATTEMPTS, LIMIT_OWNERS,
                LIMIT_WORST_CASE)));
        return List.copyOf(form);
    }

    private static List<PresetPicker> declarePickers() {
        List<PresetPicker> pickers = new ArrayList<>(LayerChain.MAX_DEPTH);
        for (int slot = 0; slot < LayerChain.MAX_DEPTH; slot++) {
            pickers.add(STACK.slot(slot).picker());
        }
        return List.copyOf(pickers);
    }

    /** Returns each layer's preset picker: a library's defaults fill the layer's policy fields. */
    public static List<PresetPicker> presetPickers() {
        return Pickers.ALL;
    }

    /** Returns the form's fieldsets in visual order: the layer slots outermost first, the stack's size, timing. */
    public static List<FieldGroup> form() {
        return Form.GROUPS;
    }

    /**
     * Returns the form's fieldsets that hold inputs for a valid {@code reading}: every one but the slots after the
     * stack's last layer, which the page hides and the summary leaves out.
     */
    static List<FieldGroup> inputGroups(FormReading reading) {
        return STACK.inputGroups(form(), reading);
    }

    /** Returns the stack's fields: its size and its slots. */
    public static StackForm stack() {
        return STACK;
    }

    /** Returns the declarations of the fields of slot {@code slot} (0 is the outermost). */
    public static LayerFields slot(int slot) {
        return STACK.slot(slot);
    }

    /** Returns the role field of slot {@code slot}. */
    public static ChoiceField role(int slot) {
        return STACK.role(slot);
    }

    /** Returns the name field of slot {@code slot}. */
    public static TextField name(int slot) {
        return STACK.name(slot);
    }

    /** Returns the layer count entered in {@code raw}, or 0 when it is not a valid count. */
    public static int layerCount(RawValues raw) {
        return STACK.layerCount(raw);
    }

    /** Adds the checks across fields, unless one of the fields involved already has its own error. */
    static void addCrossFieldErrors(FormReading reading) {
        int layers = STACK.addCrossFieldErrors(reading);
        long product = STACK.product(reading, layers);
        if (product > MAX_PRODUCT) {
            NumberField at = STACK.innermostRetrying(reading, layers);
            reading.addError(at.id(), productMessage(at.label(), product));
        }
        if (reading.present(FAILURE_AFTER) && !reading.hasError(TIMEOUT.id())
                && reading.number(FAILURE_AFTER) > reading.number(TIMEOUT)) {
            reading.addError(FAILURE_AFTER.id(), failureAfterTimeoutMessage(reading.number(TIMEOUT),
                    reading.number(FAILURE_AFTER)));
        }
    }

    /**
     * Returns the message for attempt limits that multiply to {@code product}, past {@link #MAX_PRODUCT}, at the
     * field labelled {@code label}, or for a program's stack when it is null.
     */
    public static String productMessage(String label, long product) {
        String why = "the layers' attempt limits multiply to " + Numbers.grouped(product) + " attempts; the"
                + " workbench traces at most " + Numbers.grouped(MAX_PRODUCT) + " (100 \u00d7 100 \u00d7 100)";
        return label == null ? "T" + why.substring(1) + ". Lower an attempt limit." : label + " must be lower: " + why
                + ".";
    }

    /** Builds the model's inputs from a valid reading of these fields. */
    static AmplificationInputs inputs(FormReading reading) {
        int count = (int) reading.number(LAYER_COUNT);
        List<LayerPolicy> layers = new ArrayList<>(count);
        for (int slot = 0; slot < count; slot++) {
            layers.add(policy(reading, slot));
        }
        return new AmplificationInputs(layers, (long) reading.number(TIMEOUT), optional(reading, FAILURE_AFTER),
                optional(reading, DEADLINE), DeadlineRule.fromId(reading.choice(DEADLINE_RULE)),
                Jitter.fromId(reading.choice(JITTER)), (long) reading.number(SEED), (int) reading.number(RUNS));
    }

    private static Long optional(FormReading reading, NumberField field) {
        return reading.present(field) ? Long.valueOf((long) reading.number(field)) : null;
    }

    private static LayerPolicy policy(FormReading reading, int slot) {
        // A null jitter is the "page-wide" option: the layer follows the page's jitter.
        LayerFields fields = STACK.slot(slot);
        return new LayerPolicy(STACK.role(reading, slot), STACK.name(reading, slot),
                (int) reading.number(fields.attempts()), BackoffShape.fromId(reading.choice(fields.shape())),
                (long) reading.number(fields.initialBackoff()), (long) reading.number(fields.maxBackoff()),
                reading.number(fields.multiplier()),
                fields.jitter(reading), reading.number(fields.jitterLow()), reading.number(fields.jitterHigh()),
                fields.preset(reading), fields.optionalMs(reading, fields.perTryTimeout()),
                fields.optionalMs(reading, fields.timeout()));
    }

    /** Returns the message for a failed attempt that lasts longer than the timeout that ends it. */
    public static String failureAfterTimeoutMessage(double timeoutMs, double failureAfterMs) {
        return FAILURE_AFTER.label() + " must be at most the " + TIMEOUT.label() + " of "
                + Numbers.trimmed(timeoutMs, 6) + " ms (you entered \u201c" + Numbers.trimmed(failureAfterMs, 6)
                + "\u201d).";
    }
}
