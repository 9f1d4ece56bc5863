package dev.retryworkbench.core.storm;

import dev.retryworkbench.core.amplification.AmplificationFields;
import dev.retryworkbench.core.amplification.LayerChain;
import dev.retryworkbench.core.amplification.LayerStack;
import dev.retryworkbench.core.amplification.StackForm;
import dev.retryworkbench.core.form.Bounds;
import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.core.form.Disclosure;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.Help;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.form.PresetPicker;
import dev.retryworkbench.core.layers.LayerFields;
import dev.retryworkbench.core.policy.DeadlineRule;
import dev.retryworkbench.core.policy.Hedging;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.storm.budget.AwsQuota;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.budget.BudgetParameter;
import dev.retryworkbench.core.storm.budget.RetryBudget;
import dev.retryworkbench.core.storm.simulation.Shedding;
import dev.retryworkbench.core.storm.simulation.StormHedging;
import dev.retryworkbench.core.storm.simulation.StormInputs;
import dev.retryworkbench.core.storm.simulation.StormLayer;
import dev.retryworkbench.core.storm.simulation.StormTrigger;
import dev.retryworkbench.core.storm.simulation.WorkerPool;
import dev.retryworkbench.core.text.Numbers;
import dev.retryworkbench.core.text.Renames;
import java.util.ArrayList;
import java.util.List;

/**
 * The retry storm simulator's inputs, each declared once with its label, range, default, help (in
 * {@link #helpText}, which only the pre-render calls) and worksheet path; the ranges are {@link Bounds} of the model ({@link StormInputs}, {@link StormTrigger}), and
 * the budget's parameters are the kinds' own ({@link BudgetKind#allParameters()}), so the form and the model cannot disagree. The layers are the workbench's
 * ({@link StackForm}: 1 to 8 layers, outermost first), with the specification's defaults: three immediate SDK
 * attempts, one each for the application and the job runner, and any layer added one attempt.
 */
public final class StormFields {
    /**
     * The most attempts the inputs may allow: the expected arrivals times the product of the attempt
     * limits. Ten runs of that many (your policy and the comparison's nine rows) take most of a minute in
     * a browser at the 4 to 6 million attempts per second of docs/performance.md; far beyond it the wait
     * would be minutes and the counts could outgrow an int.
     */
    public static final double MAX_EXPECTED_ATTEMPTS = 20_000_000;

    public static final NumberField CLIENTS = number("clients", "Clients", "", StormInputs.CLIENTS, "10", "clients",
            help("clients"));
    public static final NumberField REQUESTS_PER_SECOND = number("rps", "Requests per second", "requests/s",
            StormInputs.REQUESTS_PER_SECOND, "40", "requestsPerSecond", help("rps"));
    public static final NumberField ARRIVALS_STOP = number("arrivals-stop", "Arrivals stop after", "s",
            StormInputs.ARRIVALS_STOP_SECONDS, "80", "arrivalsStopSeconds", help("arrivals-stop"));
    public static final NumberField BASE_LATENCY = number("base-latency", "Dependency base latency", "ms",
            StormInputs.BASE_LATENCY_MS, "1000", "baseLatencyMs",
            help("base-latency"));
    public static final NumberField LATENCY_PER_IN_FLIGHT = number("latency-per-in-flight",
            "Latency added per attempt in flight", "ms", StormInputs.LATENCY_PER_IN_FLIGHT_MS, "10",
            "latencyPerInFlightMs", help("latency-per-in-flight"));
    public static final NumberField FAILURE_PROBABILITY = number("failure-probability", "Failure probability, normal",
            "", StormInputs.FAILURE_PROBABILITY, "0", "failureProbability",
            help("failure-probability"));
    public static final NumberField TIMEOUT = number("timeout", "Client attempt timeout", "ms",
            StormInputs.ATTEMPT_TIMEOUT_MS, "3000", "attemptTimeoutMs", help("timeout"));
    public static final NumberField TRIGGER_START = number("trigger-start", "Trigger window start", "s",
            StormTrigger.START_SECONDS, "20", "trigger.startSeconds", help("trigger-start"));
    public static final NumberField TRIGGER_END = number("trigger-end", "Trigger window end", "s",
            StormTrigger.END_SECONDS, "29", "trigger.endSeconds", help("trigger-end"));
    public static final NumberField TRIGGER_FAILURE_PROBABILITY = optional(number("trigger-failure-probability",
            "Failure probability during the trigger", "", StormInputs.FAILURE_PROBABILITY, "",
            "trigger.failureProbability", help("trigger-failure-probability")))
            .emptyMeans("the normal failure probability");
    public static final NumberField TRIGGER_REQUESTS_PER_SECOND = optional(number("trigger-rps",
            "Requests per second during the trigger", "requests/s", StormInputs.REQUESTS_PER_SECOND, "80",
            "trigger.requestsPerSecond", help("trigger-rps"))).emptyMeans("the normal rate");
    public static final NumberField TRIGGER_CAPACITY_SHARE = optional(number("trigger-capacity-share",
            "Capacity share during the trigger", "", StormTrigger.CAPACITY_SHARE, "", "trigger.capacityShare",
            help("trigger-capacity-share"))).emptyMeans("the whole capacity").addedLater();

    public static final NumberField CONCURRENCY_PER_CLIENT = optional(number("concurrency-per-client",
            "Workers per client", "requests", WorkerPool.CONCURRENCY_PER_CLIENT, "", "concurrencyPerClient",
            help("concurrency-per-client")))
            .emptyMeans("open clients, which send whatever the dependency does").addedLater();
    public static final NumberField CLIENT_QUEUE_LIMIT = optional(number("client-queue-limit", "Client queue limit",
            "requests", WorkerPool.CLIENT_QUEUE_LIMIT, "", "clientQueueLimit", help("client-queue-limit")))
            .emptyMeans("an unbounded queue").addedLater();
    public static final NumberField DEPENDENCY_CONCURRENCY_LIMIT = optional(number("dependency-concurrency-limit",
            "Dependency concurrency limit", "attempts", Shedding.DEPENDENCY_CONCURRENCY_LIMIT, "",
            "dependencyConcurrencyLimit", help("dependency-concurrency-limit")))
            .emptyMeans("a dependency that takes every attempt").addedLater();
    public static final NumberField REJECTION_LATENCY = number("rejection-latency", "Rejection latency", "ms",
            Shedding.REJECTION_LATENCY_MS, "5", "rejectionLatencyMs", help("rejection-latency")).addedLater();
    public static final NumberField RETRY_AFTER = optional(number("retry-after", "Retry-After on rejections", "ms",
            Shedding.RETRY_AFTER_MS, "", "retryAfterMs", help("retry-after")))
            .emptyMeans("no Retry-After").addedLater();
    public static final ChoiceField CANCEL_ON_TIMEOUT = ChoiceField.yesNo("cancel-on-timeout",
            "Abandoned work", "Keeps running", "Is cancelled", false, "cancelOnTimeout", help("cancel-on-timeout"));

    /**
     * The stack, as the workbench declares it (its size and eight slots, outermost first), each slot starting
     * with the storm's policy for its role; the storm simulator does not model a layer's own timeouts.
     */
    private static final StackForm STACK = new StackForm(StormStackForm::startingPolicy, null);

    /**
     * The innermost layer's hedging, with the latency worksheet's {@code hedging}: the form keeps it at the top, as
     * it keeps the budget; a worksheet in the innermost layer's entry ({@link #worksheetOrder}).
     */
    public static final ChoiceField HEDGING = ChoiceField.of("sdk-hedging", "Innermost layer hedging",
            Hedging.values(), Hedging.OFF, StormStackForm.HEDGING, help("sdk-hedging")).addedLater();
    public static final NumberField HEDGE_DELAY = number("sdk-hedge-delay", "Hedging delay", "ms",
            StormHedging.DELAY_MS, "250", StormStackForm.HEDGING + ".delayMs", help("sdk-hedge-delay"))
            .addedLater();
    public static final NumberField HEDGE_MAX_ATTEMPTS = number("sdk-hedge-max-attempts", "Hedged attempts", "",
            StormHedging.MAX_ATTEMPTS, "2", StormStackForm.HEDGING + ".maxAttempts", help("sdk-hedge-max-attempts"))
            .addedLater();

    public static final NumberField DEADLINE = optional(number("deadline", "End-to-end deadline", "ms",
            StormInputs.DEADLINE_MS, "", "deadlineMs", help("deadline")))
            .emptyMeans("no deadline");
    public static final ChoiceField DEADLINE_RULE = ChoiceField.of("deadline-rule", "Deadline rule",
            DeadlineRule.values(), DeadlineRule.CLIP, "deadlineRule", help("deadline-rule"));
    public static final ChoiceField JITTER = ChoiceField.of("jitter", "Backoff jitter", Jitter.VERSION_1, Jitter.NONE,
            "jitter", help("jitter"));
    public static final NumberField SEED = number("seed", "Seed", "", StormInputs.SEED, "42", "seed",
            help("seed"));

    public static final ChoiceField BUDGET = ChoiceField.of("budget", "Retry budget", BudgetKind.values(),
            BudgetKind.NONE, BudgetParameter.PATH + "kind", help("budget"));
    /**
     * The layer the form's budget guards, 1 the outermost; empty for the innermost. A worksheet says it by the
     * entry that holds the budget, so the form keeps it beside the list's length and never writes it.
     */
    public static final NumberField BUDGET_LAYER = new NumberField("guarded-layer", "Budget on layer", "", 1, false,
            LayerChain.MAX_DEPTH, true, true, "", LayerStack.PATH + ".budget", help("guarded-layer"))
            .addedLater().emptyMeans("the innermost layer");
    /** The layer whose budget the comparison and the bounds swap, 1 the outermost; the worksheet's comparedLayer + 1. */
    public static final NumberField COMPARED_LAYER = new NumberField("compared-layer", "Compared layer", "", 1, false,
            LayerChain.MAX_DEPTH, true, true, "", LayerStack.PATH + ".compared", help("compared-layer")).addedLater()
            .emptyMeans("the innermost layer");

    /** Every budget kind's parameters, each once, as the kinds' classes declare them (form and worksheet order). */
    private static final List<BudgetParameter> BUDGET_PARAMETERS = BudgetKind.allParameters();

    /** The budget's presets: the AWS SDKs' quota costs, standard and 2026 (docs/presets.md). */
    public static final ChoiceField BUDGET_PRESET = new ChoiceField("budget-preset", "Retry cost preset",
            List.of(new ChoiceField.Option(ChoiceField.NONE, "Custom", "Custom values: the fields below are yours."),
                    new ChoiceField.Option("aws-standard", "AWS SDK standard retries", "The AWS SDKs' standard quota"
                            + " (botocore retries/standard.py, retries/quota.py): 500 tokens, a retry costs 5, 10 after"
                            + " a timeout, 5 after a throttling error; a success refunds 1, or its last retry's cost."
                            + " For the AWS quota and adaptive kinds."),
                    new ChoiceField.Option("aws-2026", "AWS SDK 2026 retries", "The AWS SDKs' 2026 retry behaviour"
                            + " (botocore AWS_NEW_RETRIES_2026, commit b8db539): a retry costs 14, after a timeout too,"
                            + " and 5 after a throttling error. For the AWS quota and adaptive kinds.")),
            ChoiceField.NONE, BudgetParameter.PATH + "preset", help("budget-preset"), true);

    private static final FieldGroup CLIENTS_GROUP = new FieldGroup("The clients", help("The clients"),
            List.<Field>of(CLIENTS, CONCURRENCY_PER_CLIENT, CLIENT_QUEUE_LIMIT, REQUESTS_PER_SECOND, ARRIVALS_STOP));
    private static final FieldGroup DEPENDENCY_GROUP = new FieldGroup("The dependency", help("The dependency"),
            List.<Field>of(BASE_LATENCY, LATENCY_PER_IN_FLIGHT, FAILURE_PROBABILITY, TIMEOUT,
                    DEPENDENCY_CONCURRENCY_LIMIT, REJECTION_LATENCY, RETRY_AFTER, CANCEL_ON_TIMEOUT));
    private static final FieldGroup BAD_MINUTE_GROUP = new FieldGroup("The bad minute", help("The bad minute"),
            List.<Field>of(TRIGGER_START, TRIGGER_END, TRIGGER_FAILURE_PROBABILITY, TRIGGER_REQUESTS_PER_SECOND,
                    TRIGGER_CAPACITY_SHARE));
    private static final FieldGroup SIZE_GROUP = STACK.sizeGroup();
    private static final FieldGroup HEDGING_GROUP = new FieldGroup("Innermost layer hedging", "",
            List.<Field>of(HEDGING, HEDGE_DELAY, HEDGE_MAX_ATTEMPTS), null);
    private static final FieldGroup DEADLINE_GROUP = new FieldGroup("Deadline, jitter and seed", "",
            List.<Field>of(DEADLINE, DEADLINE_RULE, JITTER, SEED));
    private static final FieldGroup COMPARISON_GROUP = new FieldGroup("Budget comparison", "",
            List.<Field>of(COMPARED_LAYER));

    /**
     * The retry budgets, one per layer at most (the first is versions 1 to 3's), declared on first use: a step of
     * the page's start of their own.
     */
    private static final class Budgets {
        static final List<BudgetEntry> ALL = budgets();
    }

    /**
     * The form with the layers' columns and their preset selects, declared on first use so the survival map's
     * script, which reads {@link #policyForm()}, carries no preset.
     */
    private static final class Columns {
        static final List<FieldGroup> SLOT_GROUPS = STACK.slotGroups(help("layers"));
        // The policy first, so the whole of it is in view beside the results on a laptop's screen.
        static final List<FieldGroup> FORM = form(SLOT_GROUPS);
    }

    /**
     * What only a page that shows the form uses, declared on first use so a script that reads the form without
     * showing it (the survival map's) leaves it out: the preset pickers, the hedging's delay and maximum shown while
     * it hedges after a delay, and each budget kind's parameters, shown only while the budget select holds it.
     */
    private static final class Shown {
        static final List<PresetPicker> PRESET_PICKERS = pickers();
        static final List<Disclosure> DISCLOSURES = disclosureList();
    }

    private StormFields() {
    }

    /** Returns the form's fieldsets in visual order. */
    public static List<FieldGroup> form() {
        return Columns.FORM;
    }

    /**
     * Returns the fields the storm's inputs are read from, in the form's order: all but the layers' preset selects,
     * which only fill the layers' fields. The survival map's script reads these, so it carries no preset.
     */
    public static List<FieldGroup> policyForm() {
        return form(List.of(STACK.policyGroup()));
    }

    /** Returns the form's groups after the layers': {@code layers} first, then the stack's size and the rest. */
    private static List<FieldGroup> form(List<FieldGroup> layers) {
        List<FieldGroup> form = new ArrayList<>(layers);
        form.addAll(List.of(SIZE_GROUP, HEDGING_GROUP, DEADLINE_GROUP));
        for (BudgetEntry budget : Budgets.ALL) {
            form.add(budget.group);
        }
        form.addAll(List.of(COMPARISON_GROUP, CLIENTS_GROUP, DEPENDENCY_GROUP, BAD_MINUTE_GROUP));
        return List.copyOf(form);
    }

    /**
     * Returns the fieldsets the pre-render writes: the form's, less the budgets after the first, which the
     * page's script writes as copies of it ({@link #budgetRenames}) before it binds the form.
     */
    public static List<FieldGroup> preRenderedForm() {
        List<FieldGroup> form = new ArrayList<>(form());
        for (int i = 1; i < Budgets.ALL.size(); i++) {
            form.remove(Budgets.ALL.get(i).group);
        }
        return form;
    }

    /**
     * Returns how the markup of budget {@code number} (2 to 8) differs from the first budget's fieldset as the
     * pre-render wrote it, as {@link Renames} pairs; the style sheet shows it once it or the budget before it has a
     * kind.
     */
    public static String[] budgetRenames(int number) {
        return Budgets.ALL.get(0).copyRenames(Budgets.ALL.get(number - 1));
    }

    /** Returns the budgets' kind selects, the first budget's first. */
    public static List<ChoiceField> budgetKinds() {
        List<ChoiceField> kinds = new ArrayList<>();
        for (BudgetEntry budget : Budgets.ALL) {
            kinds.add(budget.kind);
        }
        return kinds;
    }

    /** Returns the fields naming the layer each budget guards, the first budget's first. */
    public static List<NumberField> budgetLayers() {
        List<NumberField> fields = new ArrayList<>();
        for (BudgetEntry budget : Budgets.ALL) {
            fields.add(budget.layer);
        }
        return fields;
    }

    /** Returns the fields that name a layer by number: each budget's layer and the compared layer. */
    public static List<NumberField> layerNumbers() {
        List<NumberField> fields = budgetLayers();
        fields.add(COMPARED_LAYER);
        return fields;
    }

    /**
     * Returns the groups of the inputs a valid {@code reading} uses, for the summary: the stack's layers, every
     * budget that has a kind (the first always) and the rest.
     */
    public static List<FieldGroup> inputGroups(FormReading reading) {
        List<FieldGroup> groups = new ArrayList<>(STACK.inputGroups(form(), reading));
        for (int i = 1; i < Budgets.ALL.size(); i++) {
            if (!Budgets.ALL.get(i).isSet(reading)) {
                groups.remove(Budgets.ALL.get(i).group);
            }
        }
        return groups;
    }

    /** Returns the stack's fields: its size and its eight slots, outermost first. */
    public static StackForm stack() {
        return STACK;
    }

    /**
     * Returns the index of the layer whose budget a valid {@code reading} compares, 0 the outermost, or null for
     * the innermost: a worksheet's {@code comparedLayer}, written only when it is another.
     */
    public static Integer comparedLayer(FormReading reading) {
        int compared = (int) reading.number(reading.present(COMPARED_LAYER) ? COMPARED_LAYER : STACK.count()) - 1;
        return compared == (int) reading.number(STACK.count()) - 1 ? null : Integer.valueOf(compared);
    }

    private static List<PresetPicker> pickers() {
        List<PresetPicker> pickers = new ArrayList<>();
        for (int slot = 0; slot < Columns.SLOT_GROUPS.size(); slot++) {
            pickers.add(STACK.slot(slot).picker());
        }
        for (BudgetEntry budget : Budgets.ALL) {
            pickers.add(presetPicker(budget, BudgetKind.AWS_QUOTA, AwsQuota.STANDARD.values(),
                    AwsQuota.AWS_2026.values()));
        }
        return List.copyOf(pickers);
    }

    /**
     * Returns the same groups in the order a valid {@code reading}'s worksheet keeps its members: the world
     * first, then the list of layers outermost first, each budget in its layer's entry ({@code
     * layers[i].budget}; the form keeps the first at {@code budget}, where versions 1 to 3 wrote it), then the
     * deadline. A budget after the first is written only when it has a kind, the first unless another has one;
     * the compared layer is written after them ({@link #comparedLayer}), each budget's layer by its place.
     */
    public static List<FieldGroup> worksheetOrder(FormReading reading) {
        int innermost = (int) reading.number(STACK.count()) - 1;
        List<BudgetEntry> written = new ArrayList<>();
        for (BudgetEntry budget : Budgets.ALL) {
            if (budget.isSet(reading)) {
                written.add(budget);
            }
        }
        if (written.isEmpty()) {
            written.add(Budgets.ALL.get(0));
        }
        List<FieldGroup> order = new ArrayList<>(List.of(CLIENTS_GROUP, DEPENDENCY_GROUP, BAD_MINUTE_GROUP));
        for (int slot = 0; slot < Columns.SLOT_GROUPS.size(); slot++) {
            order.add(Columns.SLOT_GROUPS.get(slot));
            String entryPath = LayerFields.path(STACK.slot(slot).column(), "");
            if (slot == innermost) {
                order.add(inEntry(HEDGING_GROUP, entryPath));
            }
            for (BudgetEntry budget : written) {
                if (budget.layerIndex(reading, STACK.count()) == slot) {
                    order.add(budget.inEntry(entryPath));
                }
            }
        }
        order.add(SIZE_GROUP);
        order.add(DEADLINE_GROUP);
        return order;
    }

    /** Returns {@code group}'s fields as a worksheet keeps them in the layer entry at {@code entryPath}. */
    private static FieldGroup inEntry(FieldGroup group, String entryPath) {
        List<Field> moved = new ArrayList<>();
        for (Field field : group.fields()) {
            moved.add(StormStackForm.inEntry(field, entryPath));
        }
        return new FieldGroup(group.legend(), "", moved);
    }

    /** Returns each layer's preset picker. */
    public static List<PresetPicker> presetPickers() {
        return Shown.PRESET_PICKERS;
    }

    /** Returns the form's disclosures: the hedging's delay and maximum, the budget's parameters for their kinds. */
    public static List<Disclosure> disclosures() {
        return Shown.DISCLOSURES;
    }

    /** Returns the form's disclosures: the hedging's delay and maximum, and each budget's preset and parameters. */
    private static List<Disclosure> disclosureList() {
        List<Disclosure> disclosures = new ArrayList<>();
        disclosures.add(new Disclosure(HEDGING, List.of(HEDGE_DELAY, HEDGE_MAX_ATTEMPTS),
                List.of(Hedging.DELAY.id(), Hedging.DELAY.id())));
        List<String> kinds = new ArrayList<>();
        kinds.add(BudgetKind.kindsWith(AwsQuota.RETRY_COST));
        for (BudgetParameter parameter : BUDGET_PARAMETERS) {
            kinds.add(BudgetKind.kindsWith(parameter.name()));
        }
        for (BudgetEntry budget : Budgets.ALL) {
            List<Field> fields = new ArrayList<>();
            fields.add(budget.preset);
            fields.addAll(budget.parameters);
            disclosures.add(new Disclosure(budget.kind, fields, kinds));
        }
        return List.copyOf(disclosures);
    }

    /** The first budget and its copies numbered 2 to the most layers. */
    private static List<BudgetEntry> budgets() {
        BudgetEntry first = BudgetEntry.first(BUDGET, BUDGET_PRESET, BUDGET_LAYER);
        List<BudgetEntry> budgets = new ArrayList<>();
        budgets.add(first);
        for (int number = 2; number <= LayerChain.MAX_DEPTH; number++) {
            budgets.add(first.numbered(number));
        }
        return List.copyOf(budgets);
    }

    /**
     * The picker that fills {@code kind}'s parameters with each preset's values, in the order of {@code
     * picker}'s options after Custom; a parameter each kind defaults on its own (the capacity) is left empty.
     */
    private static PresetPicker presetPicker(BudgetEntry budget, BudgetKind kind, double[]... presets) {
        List<Field> targets = new ArrayList<>();
        for (BudgetParameter parameter : kind.parameters()) {
            targets.add(budget.field(parameter));
        }
        List<String[]> texts = new ArrayList<>();
        texts.add(null);
        for (double[] values : presets) {
            String[] text = new String[values.length];
            for (int i = 0; i < values.length; i++) {
                text[i] = kind.parameters().get(i).perKind() ? "" : Numbers.trimmed(values[i], 6);
            }
            texts.add(text);
        }
        return new PresetPicker(budget.preset, targets, texts);
    }

    /** Adds the checks across fields, unless one of the fields involved already has its own error. */
    public static void addCrossFieldErrors(FormReading reading) {
        int layers = STACK.addCrossFieldErrors(reading);
        if (!reading.hasError(TRIGGER_START.id()) && !reading.hasError(TRIGGER_END.id())
                && !(reading.number(TRIGGER_START) < reading.number(TRIGGER_END))) {
            reading.addError(TRIGGER_END.id(), triggerOrderMessage(reading.number(TRIGGER_START),
                    reading.number(TRIGGER_END)));
        }
        for (NumberField layer : layerNumbers()) {
            if (layers > 0 && !reading.hasError(layer.id()) && reading.present(layer)
                    && reading.number(layer) > layers) {
                reading.addError(layer.id(), layer.label() + " must be at most the stack's " + layers + " layers (you"
                        + " entered \u201c" + Numbers.trimmed(reading.number(layer), 6) + "\u201d).");
            }
        }
        if (layers > 0) {
            addBudgetClashes(reading);
        }
        boolean afterDelay = Hedging.DELAY.id().equals(reading.choice(HEDGING));
        NumberField innermostAttempts = layers == 0 ? null : STACK.slot(layers - 1).attempts();
        if (afterDelay && innermostAttempts != null && !reading.hasError(innermostAttempts.id())
                && reading.number(innermostAttempts) != 1) {
            reading.addError(HEDGING.id(), StormLayer.retriesOrHedgingMessage(STACK.name(reading, layers - 1),
                    (int) reading.number(innermostAttempts)));
        }
        if (afterDelay && reading.hasError(HEDGE_MAX_ATTEMPTS.id())) {
            return;
        }
        // Hedging after a delay, the innermost layer's one attempt per run becomes up to the hedged attempts.
        long product = layers == 0 ? 0 : STACK.product(reading, layers)
                * (afterDelay ? (long) reading.number(HEDGE_MAX_ATTEMPTS) : 1);
        if (product > AmplificationFields.MAX_PRODUCT) {
            NumberField at = STACK.innermostRetrying(reading, layers);
            reading.addError(at.id(), at.label() + " must be lower: the layers' attempt limits multiply to "
                    + Numbers.grouped(product) + " attempts per request; the storm simulator takes at most "
                    + Numbers.grouped(AmplificationFields.MAX_PRODUCT) + ", as the workbench does.");
            return;
        }
        for (Field field : new Field[] {REQUESTS_PER_SECOND, ARRIVALS_STOP, TRIGGER_START, TRIGGER_END,
            TRIGGER_REQUESTS_PER_SECOND}) {
            if (reading.hasError(field.id())) {
                return;
            }
        }
        double attempts = expectedArrivals(reading) * product;
        if (product > 0 && attempts > MAX_EXPECTED_ATTEMPTS) {
            reading.addError(REQUESTS_PER_SECOND.id(), tooManyAttemptsMessage(attempts));
        }
    }

    /** Adds an error on each budget with a kind on a layer that an earlier budget already guards. */
    private static void addBudgetClashes(FormReading reading) {
        // The number of the budget on each layer, 0 for none yet.
        int[] holder = new int[LayerChain.MAX_DEPTH];
        for (BudgetEntry budget : Budgets.ALL) {
            if (!reading.hasError(budget.kind.id()) && !reading.hasError(budget.layer.id()) && budget.isSet(reading)) {
                int layer = budget.layerIndex(reading, STACK.count());
                if (holder[layer] > 0) {
                    reading.addError(budget.layer.id(), budget.layer.label() + ": layer " + (layer + 1)
                            + " already has budget " + holder[layer] + "; a layer holds one budget.");
                } else {
                    holder[layer] = budget.number;
                }
            }
        }
    }

    /** Returns the message for a trigger window that ends at or before its start, naming both fields. */
    public static String triggerOrderMessage(double startSeconds, double endSeconds) {
        return TRIGGER_END.label() + " must be after the " + TRIGGER_START.label() + " of "
                + Numbers.trimmed(startSeconds, 6) + " s (you entered \u201c" + Numbers.trimmed(endSeconds, 6) + "\u201d).";
    }

    /** Returns the message for inputs that could make more attempts than the simulator takes. */
    public static String tooManyAttemptsMessage(double attempts) {
        return "These inputs could make about " + Numbers.fixed(attempts, 0) + " attempts (the expected"
                + " requests times the product of the attempt limits); the simulator takes at most "
                + Numbers.fixed(MAX_EXPECTED_ATTEMPTS, 0) + ". Lower the " + REQUESTS_PER_SECOND.label() + ", the "
                + ARRIVALS_STOP.label() + " time or the attempt limits.";
    }

    /** Returns the requests expected to arrive: each rate times the part of the arrival time it holds. */
    private static double expectedArrivals(FormReading reading) {
        double rate = reading.number(REQUESTS_PER_SECOND);
        return expectedArrivals(reading.number(ARRIVALS_STOP), reading.number(TRIGGER_START),
                reading.number(TRIGGER_END), rate, reading.present(TRIGGER_REQUESTS_PER_SECOND)
                        ? reading.number(TRIGGER_REQUESTS_PER_SECOND) : rate);
    }

    private static double expectedArrivals(double stop, double triggerStart, double triggerEnd, double rate,
            double triggerRate) {
        double start = Math.min(triggerStart, stop);
        double end = Math.min(triggerEnd, stop);
        return rate * (stop - (end - start)) + triggerRate * (end - start);
    }

    /**
     * Returns the message for inputs whose stack could make more attempts than the simulator takes (the
     * check of {@link #addCrossFieldErrors} for a stack of any depth), or null.
     */
    public static String tooManyAttempts(StormInputs inputs) {
        double attempts = expectedArrivals(inputs.arrivalsStopSeconds(), inputs.trigger().startSeconds(),
                inputs.trigger().endSeconds(), inputs.requestsPerSecond(), inputs.triggerRequestsPerSecond())
                * inputs.maxAttemptsPerRequest();
        return attempts > MAX_EXPECTED_ATTEMPTS ? tooManyAttemptsMessage(attempts) : null;
    }

    /** Builds the model's inputs from a valid reading of these fields. */
    public static StormInputs inputs(FormReading reading) {
        Jitter pageJitter = Jitter.fromId(reading.choice(JITTER));
        return StormInputs.builder().withClients((int) reading.number(CLIENTS))
                .withRequestsPerSecond(reading.number(REQUESTS_PER_SECOND))
                .withArrivalsStopSeconds(reading.number(ARRIVALS_STOP)).withBaseLatencyMs(reading.number(BASE_LATENCY))
                .withLatencyPerInFlightMs(reading.number(LATENCY_PER_IN_FLIGHT))
                .withFailureProbability(reading.number(FAILURE_PROBABILITY))
                .withTrigger(new StormTrigger(reading.number(TRIGGER_START), reading.number(TRIGGER_END),
                        optional(reading, TRIGGER_FAILURE_PROBABILITY), optional(reading, TRIGGER_REQUESTS_PER_SECOND),
                        optional(reading, TRIGGER_CAPACITY_SHARE)))
                .withAttemptTimeoutMs(reading.number(TIMEOUT))
                .withLayers(layers(reading, pageJitter, budgets(reading)))
                .withHedging(StormHedging.of(Hedging.fromId(reading.choice(HEDGING)), reading.number(HEDGE_DELAY),
                        (int) reading.number(HEDGE_MAX_ATTEMPTS)))
                .withComparedLayer(comparedLayer(reading)).withDeadlineMs(optional(reading, DEADLINE))
                .withDeadlineRule(DeadlineRule.fromId(reading.choice(DEADLINE_RULE)))
                .withSeed((long) reading.number(SEED)).withPool(pool(reading)).withShedding(shedding(reading))
                .withCancelOnTimeout("true".equals(reading.choice(CANCEL_ON_TIMEOUT))).build();
    }

    /** The stack's layers, outermost first, each with the budget {@code budgets} gives it. */
    private static List<StormLayer> layers(FormReading reading, Jitter pageJitter, RetryBudget[] budgets) {
        List<StormLayer> layers = new ArrayList<>();
        for (int slot = 0; slot < budgets.length; slot++) {
            layers.add(new StormLayer(STACK.role(reading, slot), STACK.name(reading, slot),
                    STACK.slot(slot).policy(reading, pageJitter), budgets[slot]));
        }
        return layers;
    }

    /** Returns each layer's budget, outermost first: that of the budget on it with a kind, else none. */
    private static RetryBudget[] budgets(FormReading reading) {
        RetryBudget[] budgets = new RetryBudget[(int) reading.number(STACK.count())];
        for (BudgetEntry budget : Budgets.ALL) {
            if (budget.isSet(reading)) {
                budgets[budget.layerIndex(reading, STACK.count())] = budget.budget(reading);
            }
        }
        for (int slot = 0; slot < budgets.length; slot++) {
            budgets[slot] = budgets[slot] == null ? RetryBudget.NONE : budgets[slot];
        }
        return budgets;
    }

    private static WorkerPool pool(FormReading reading) {
        if (!reading.present(CONCURRENCY_PER_CLIENT)) {
            return null;
        }
        return new WorkerPool((int) reading.number(CONCURRENCY_PER_CLIENT), reading.present(CLIENT_QUEUE_LIMIT)
                ? Integer.valueOf((int) reading.number(CLIENT_QUEUE_LIMIT)) : null);
    }

    private static Shedding shedding(FormReading reading) {
        if (!reading.present(DEPENDENCY_CONCURRENCY_LIMIT)) {
            return null;
        }
        return new Shedding((int) reading.number(DEPENDENCY_CONCURRENCY_LIMIT), reading.number(REJECTION_LATENCY),
                optional(reading, RETRY_AFTER));
    }

    private static Double optional(FormReading reading, NumberField field) {
        return reading.present(field) ? Double.valueOf(reading.number(field)) : null;
    }

    /** Declares a required field whose range is the model's {@code bounds}. */
    private static NumberField number(String id, String label, String unit, Bounds bounds, String defaultText,
            String worksheetPath, Help help) {
        return new NumberField(id, label, unit, bounds.min(), false, bounds.max(), bounds.whole(), false, defaultText,
                worksheetPath, help);
    }

    private static NumberField optional(NumberField field) {
        return new NumberField(field.id(), field.label(), field.unit(), field.min(), false, field.max(),
                field.wholeNumber(), true, field.defaultText(), field.worksheetPath(), field.helpText());
    }

    /** Declares a field's help, written by {@link #helpText}: one class in the page's script for all of them. */
    private static Help help(String key) {
        return Help.keyed(StormFields::helpText, key);
    }

    /**
     * Returns the help of the field with id {@code key} (of a group: its legend; of the layers' table: "layers").
     * Only the pre-render calls it, so the texts stay out of the page's script ({@link Help}).
     */
    private static String helpText(String key) {
        return switch (key) {
            case "clients" -> "How many clients share the requests; each has its own retry budget.";
            case "rps" -> "New requests from the whole fleet (Poisson arrivals, open loop: they keep coming whatever"
                    + " the dependency does). The simulator refuses inputs that could make more than 20 million"
                    + " attempts: this rate times the arrival time times the product of the attempt limits.";
            case "arrivals-stop" -> "No request arrives after this; the run goes on until every request has finished."
                    + " Recovery must happen before it.";
            case "base-latency" -> "How long the dependency takes on an attempt when nothing else is in flight.";
            case "latency-per-in-flight" -> "What each other attempt in flight (abandoned ones included) adds to a"
                    + " new attempt's service time: the dependency slows down under load.";
            case "failure-probability" -> "The chance, from 0 to 1, that an attempt fails outside the trigger window.";
            case "timeout" -> "How long a client waits for an attempt; the dependency keeps working on an attempt its"
                    + " client gave up on.";
            case "trigger-start" -> "When the bad minute begins.";
            case "trigger-end" -> "When it ends; after the start.";
            case "trigger-failure-probability" -> "Share of attempts that fail while the trigger lasts.";
            case "trigger-rps" -> "A spike of traffic.";
            case "trigger-capacity-share" -> "Lost capacity (a node, a zone, a slow disk): 0.3 leaves 30%. Base"
                    + " latency and latency per attempt in flight are divided by it, a dependency concurrency limit"
                    + " multiplied by it (floored, at least 1).";
            case "concurrency-per-client" -> "A worker pool (Sidekiq, Celery, a connection pool): each client runs at"
                    + " most this many requests at once, a worker holding its request through every attempt and wait;"
                    + " the others wait in the client's queue, first in first out, and their deadline runs while they"
                    + " wait.";
            case "client-queue-limit" -> "A request arriving at a full queue is dropped at the client without an"
                    + " attempt; ignored without workers per client.";
            case "dependency-concurrency-limit" -> "The dependency sheds load: an attempt arriving while it holds"
                    + " this many (abandoned work included) is rejected at once with a throttling error (a 429 or"
                    + " 503), is not in flight and slows nobody.";
            case "rejection-latency" -> "How long a rejection takes; longer than the attempt timeout, it is a plain"
                    + " timeout. Applies with a concurrency limit.";
            case "retry-after" -> "Rejections carry a Retry-After: the innermost layer's next wait after one is at"
                    + " least this long (the drawn wait, if longer, stands), as the AWS SDKs' 2026 retries, gRPC's"
                    + " pushback and Envoy's rate-limited back-off do.";
            case "cancel-on-timeout" -> "When cancelled, the dependency stops an attempt the moment its client times"
                    + " out or reaches its deadline, so it leaves the in-flight count then.";
            case "sdk-hedging" -> "Instead of retrying, the innermost layer starts another attempt after each delay"
                    + " while none has succeeded, or at once after a failure; or, on per-try timeout, a retry after"
                    + " the backoff while the slow attempt runs on. The first success cancels the others.";
            case "sdk-hedge-delay" -> "0 starts them all at once.";
            case "sdk-hedge-max-attempts" -> "The first included; the innermost layer's attempt limit must be 1.";
            case "deadline" -> "Time from a request's arrival at which its client stops.";
            case "deadline-rule" -> "Clip runs work until the deadline and cuts what is running then. Give up skips a"
                    + " wait that would end at or after the deadline and hands control to the outer layer.";
            case "jitter" -> "For every layer that does not choose its own: none waits the exponential value; full"
                    + " draws from zero to it; equal draws from its upper half.";
            case "seed" -> "The same seed gives the same arrivals, outcomes and waits, here, on the command line and"
                    + " on any machine.";
            case "budget" -> "Each client's budget guards one layer's retries, the innermost's unless chosen below; a"
                    + " refused retry ends that layer's run. A budget with a kind offers another below, for another"
                    + " layer (one per layer). Only the chosen kind's parameters are shown; the others keep their"
                    + " values.";
            case "guarded-layer" -> "Which layer's retries the budget guards, 1 the outermost: a layer's budget sees"
                    + " that layer's attempts (for an outer layer, each run of the layers inside it). It follows its"
                    + " layer as layers are added, moved and removed.";
            case "compared-layer" -> "The layer whose budget the comparison's budget rows and the budget bounds swap,"
                    + " 1 the outermost.";
            case "budget-preset" -> "Fills the AWS quota's costs with an SDK's values.";
            case "The clients" -> "Open clients (no workers per client) send whatever the dependency does; with a"
                    + " worker pool they are closed: a worker that waits sends nothing.";
            case "The dependency" -> "How it slows down under load, how often it fails, and whether it sheds load or"
                    + " stops abandoned work.";
            case "The bad minute" -> "A window [start, end) in which the dependency fails more often, more requests"
                    + " arrive or it loses capacity.";
            case "layers" -> "Each client's policy, as in the workbench, outermost first. Attempt limits include the"
                    + " initial try; each outer attempt reruns the full inner policy.";
            default -> throw new IllegalArgumentException("no help for " + key);
        };
    }
}
