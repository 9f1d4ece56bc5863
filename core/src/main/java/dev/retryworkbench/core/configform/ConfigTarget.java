package dev.retryworkbench.core.configform;

import dev.retryworkbench.core.config.ConfigBlock;
import dev.retryworkbench.core.config.ConfigBudget;
import dev.retryworkbench.core.config.ConfigHedging;
import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.json.ShortestDouble;
import dev.retryworkbench.core.policy.Hedging;
import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Preset;
import dev.retryworkbench.core.policy.RetryPolicy;
import dev.retryworkbench.core.storm.budget.BudgetParameter;
import dev.retryworkbench.core.storm.budget.NoBudget;
import dev.retryworkbench.core.text.Ascii;
import java.util.ArrayList;
import java.util.List;

/**
 * One policy block of a page that a config text can fill and be written from: its fields, the unit of
 * its waits, and, where the page has them, the layer's per-try timeout, its own timeout and the storm
 * budget. A config's timeouts are its layer's: filling never changes the caller's deadline.
 * Filling is all or nothing: {@link #fill} either returns every field's new text or says why not.
 *
 * @param id         the control's id prefix, unique on its page
 * @param name       the block's name in sentences, such as "the SDK layer"
 * @param secondsUnit true when the block's waits are in seconds (the planner), else milliseconds
 * @param presetId   the id of the block's preset picker
 * @param presets    the presets the picker offers, each with the texts it fills the policy fields with
 * @param attempts   attempt limit, including the first
 * @param initial    initial backoff
 * @param max        maximum backoff
 * @param multiplier multiplier
 * @param shape      backoff shape, or null where the block has only exponential backoff
 * @param jitter     the block's jitter; its "not chosen" option means {@code pageJitter}
 * @param pageJitter the page-wide jitter, or null
 * @param jitterLow  proportional jitter's low factor
 * @param jitterHigh proportional jitter's high factor
 * @param perTryTimeout the field that takes the layer's per-try timeout in ms (the innermost layer's is the
 *                   attempt timeout), or null where the page has none for this block
 * @param timeout    the field that takes the layer's timeout on one run of its whole policy in ms, or null
 * @param budget     the budget kind select, or null
 * @param budgetFields the budget's parameters, each at worksheet path {@code budget.<name>}
 * @param budgetKinds  for each budget parameter, in order, the ids of the budget kinds it belongs to,
 *                     separated by spaces, as the form's {@code Disclosure} shows it
 * @param hedging    how the block hedges (the latency planner's select: off, after a delay, on per-try timeout),
 *                   or null where it does not hedge; in a stack ({@code innermost}) only the innermost layer
 *                   hedges, and a layer hedging after a delay makes one attempt, the hedges replacing its retries
 * @param hedgeDelay the hedging delay in ms, or null
 * @param hedgeMaxAttempts the most attempts hedging after a delay starts, or null
 * @param retryAfter the provider's Retry-After in the block's unit, a floor under every wait (the planner's), or
 *                   null; written only, as the note of a config that cannot set it: no config fills it
 * @param innermost    when the block is one slot of a stack whose length a field holds: that field, the
 *                     slot, and the field that takes the per-try timeout while the slot is the innermost
 *                     (the attempt timeout); null for a block that is always where it is
 */
// A class, not a record: a record's generated equals, hashCode and toString would ride in the on-demand
// script, which has no use for them.
public final class ConfigTarget {
    private final String id;
    private final String name;
    private final boolean secondsUnit;
    private final String presetId;
    private final List<PresetOption> presets;
    private final NumberField attempts;
    private final NumberField initial;
    private final NumberField max;
    private final NumberField multiplier;
    private final ChoiceField shape;
    private final ChoiceField jitter;
    private final ChoiceField pageJitter;
    private final NumberField jitterLow;
    private final NumberField jitterHigh;
    private final NumberField perTryTimeout;
    private final NumberField timeout;
    private final ChoiceField budget;
    private final List<NumberField> budgetFields;
    private final List<String> budgetKinds;
    private final ChoiceField hedging;
    private final NumberField hedgeDelay;
    private final NumberField hedgeMaxAttempts;
    private final NumberField retryAfter;
    private final Innermost innermost;

    /**
     * Where a block sits in a stack of changing length: {@code countId} holds the stack's number of layers,
     * the block is layer {@code slot} (0 the outermost), and while it is the innermost its per-try timeout
     * is {@code attemptTimeout}. In the storm simulator {@code budgetKindIds} and {@code budgetLayerIds} hold,
     * for each of the form's budgets in order, the id of its kind select and of the field naming its layer (empty:
     * the innermost); a budget's parameters are the first's ({@link #budgetFields()}) with the first's kind id at
     * the start of their ids replaced by its own (core.storm.BudgetEntry). Both are empty elsewhere.
     */
    public record Innermost(String countId, int slot, NumberField attemptTimeout, List<String> budgetKindIds,
            List<String> budgetLayerIds) {
        boolean holds(RawValues values) {
            String count = values.get(countId);
            return count != null && count.trim().equals(Integer.toString(slot + 1));
        }
    }

    /** Creates a target; see the class comment for each part. */
    public ConfigTarget(String id, String name, boolean secondsUnit, String presetId, List<PresetOption> presets,
        NumberField attempts,
        NumberField initial, NumberField max, NumberField multiplier, ChoiceField shape, ChoiceField jitter,
        ChoiceField pageJitter, NumberField jitterLow, NumberField jitterHigh, NumberField perTryTimeout,
        NumberField timeout, ChoiceField budget, List<NumberField> budgetFields,
        List<String> budgetKinds, ChoiceField hedging, NumberField hedgeDelay, NumberField hedgeMaxAttempts,
        NumberField retryAfter, Innermost innermost) {
        if (budgetKinds.size() != budgetFields.size()) {
            throw new IllegalArgumentException("one list of budget kinds per budget parameter of " + id);
        }
        this.id = id;
        this.name = name;
        this.secondsUnit = secondsUnit;
        this.presetId = presetId;
        this.presets = presets;
        this.attempts = attempts;
        this.initial = initial;
        this.max = max;
        this.multiplier = multiplier;
        this.shape = shape;
        this.jitter = jitter;
        this.pageJitter = pageJitter;
        this.jitterLow = jitterLow;
        this.jitterHigh = jitterHigh;
        this.perTryTimeout = perTryTimeout;
        this.timeout = timeout;
        this.budget = budget;
        this.budgetFields = budgetFields;
        this.budgetKinds = budgetKinds;
        this.hedging = hedging;
        this.hedgeDelay = hedgeDelay;
        this.hedgeMaxAttempts = hedgeMaxAttempts;
        this.retryAfter = retryAfter;
        this.innermost = innermost;
    }

    public String id() {
        return id;
    }

    public String name() {
        return name;
    }

    public boolean secondsUnit() {
        return secondsUnit;
    }

    public String presetId() {
        return presetId;
    }

    public List<PresetOption> presets() {
        return presets;
    }

    public NumberField attempts() {
        return attempts;
    }

    public NumberField initial() {
        return initial;
    }

    public NumberField max() {
        return max;
    }

    public NumberField multiplier() {
        return multiplier;
    }

    public ChoiceField shape() {
        return shape;
    }

    public ChoiceField jitter() {
        return jitter;
    }

    public ChoiceField pageJitter() {
        return pageJitter;
    }

    public NumberField jitterLow() {
        return jitterLow;
    }

    public NumberField jitterHigh() {
        return jitterHigh;
    }

    public NumberField perTryTimeout() {
        return perTryTimeout;
    }

    public NumberField timeout() {
        return timeout;
    }

    public ChoiceField budget() {
        return budget;
    }

    public List<NumberField> budgetFields() {
        return budgetFields;
    }

    public List<String> budgetKinds() {
        return budgetKinds;
    }


    /**
     * What filling the block does: each field's new text in order, the option its preset picker turns to,
     * the sentences saying what was left as it was, and the retry conditions its control keeps.
     *
     * @param fieldIds the fields to set, in order
     * @param texts    their new texts
     * @param presetId the preset whose values the block now holds, or "" for Custom
     * @param notes    what the page could not take from the text, in words
     * @param retryOn  the text's retry conditions ({@code RetryOn.text()}), or "" for the library's own: the
     *                 form has no field for them, so the block's control keeps them for "Copy as"
     *                 ({@link ConfigControl#RETRY_ON}), whether one text is pasted or a stack of files opened
     */
    public record Filling(List<String> fieldIds, List<String> texts, String presetId, List<String> notes,
            String retryOn) {
    }

    /**
     * A preset the block's picker offers, and the texts it fills the block's policy fields with, in the
     * order {@link #fill} sets them (attempts, initial, maximum, multiplier, shape where the block has one,
     * jitter, low and high factors).
     */
    public record PresetOption(String id, String label, List<String> texts) {
    }

    /** The result of {@link #fill}: a filling, or the reason nothing changes. */
    public record Outcome(Filling filling, String refusal) {
    }

    /** Returns the field that takes the block's per-try timeout while the page's texts are {@code values}. */
    private NumberField perTryIn(RawValues values) {
        return innermost != null && innermost.holds(values) ? innermost.attemptTimeout() : perTryTimeout;
    }

    /** Returns the hedging select while the page's texts are {@code values}: in a stack, the innermost layer's only. */
    private ChoiceField hedgingIn(RawValues values) {
        return innermost == null || innermost.holds(values) ? hedging : null;
    }

    /**
     * Returns the index of the budget on this block's layer while the page's texts are {@code values} (one with a
     * kind whose layer is this one), or, when {@code free}, of the first without a kind; -1 when there is none.
     */
    private int budgetIn(RawValues values, boolean free) {
        if (budget == null) {
            return -1;
        }
        if (innermost == null) {
            // Outside a stack the block has its one budget.
            return 0;
        }
        String count = values.get(innermost.countId());
        String slot = Integer.toString(innermost.slot() + 1);
        int unset = -1;
        for (int i = 0; i < innermost.budgetLayerIds().size(); i++) {
            String kind = values.get(budgetId(i, budget));
            String layer = values.get(innermost.budgetLayerIds().get(i));
            layer = layer == null || layer.trim().isEmpty() ? count : layer.trim();
            if (kind == null || NO_BUDGET.equals(kind)) {
                unset = unset < 0 ? i : unset;
            } else if (slot.equals(layer)) {
                return i;
            }
        }
        return free ? unset : -1;
    }

    /** Returns the id of budget {@code index}'s field that is {@code first} in the first budget. */
    private String budgetId(int index, Field first) {
        return index == 0 ? first.id()
                : innermost.budgetKindIds().get(index) + first.id().substring(budget.id().length());
    }

    /** Returns how many budgets the page's form holds for this block: one per layer of a stack, else its one. */
    private int budgetCount() {
        return budget == null ? 0 : innermost == null ? 1 : innermost.budgetKindIds().size();
    }

    /**
     * Returns the texts a stack opened anew from files starts its budgets with, field ids alternating with texts:
     * every budget on the innermost layer (its layer empty) and those after the first without a kind, so that
     * each file's budget goes on its own layer ({@link #fill}); none for a block outside the storm's stack.
     */
    public List<String> newStackBudgets() {
        List<String> texts = new ArrayList<>();
        for (int index = 0; innermost != null && index < innermost.budgetLayerIds().size(); index++) {
            texts.add(innermost.budgetLayerIds().get(index));
            texts.add("");
            if (index > 0) {
                texts.add(innermost.budgetKindIds().get(index));
                texts.add(NO_BUDGET);
            }
        }
        return texts;
    }

    /** Returns budget {@code index}'s field that is {@code first} in the first budget. */
    private NumberField budgetField(int index, NumberField first) {
        return index == 0 ? first : new NumberField(budgetId(index, first), first.label(), first.unit(), first.min(),
                first.minExclusive(), first.max(), first.wholeNumber(), first.optional(), "", first.worksheetPath(),
                "");
    }

    /** Returns what filling this block with {@code block} sets, or why the block cannot take it. */
    public Outcome fill(ConfigBlock block) {
        return fill(block, id -> null);
    }

    /**
     * Returns what filling this block with {@code block} sets while the page's texts are {@code values}
     * (they say whether the block is the innermost layer), or why the block cannot take it.
     */
    public Outcome fill(ConfigBlock block, RawValues values) {
        NumberField perTryTimeout = perTryIn(values);
        RetryPolicy policy = block.policy();
        double unit = secondsUnit ? 1000 : 1;
        List<String> ids = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        String refusal = number(attempts, policy.attempts(), ids, texts);
        if (refusal == null) {
            refusal = number(initial, policy.initial() / unit, ids, texts);
        }
        if (refusal == null) {
            refusal = number(max, policy.maximum() / unit, ids, texts);
        }
        if (refusal == null) {
            refusal = number(multiplier, policy.multiplier(), ids, texts);
        }
        if (refusal == null && shape != null) {
            refusal = choice(shape, policy.shape().id(), ids, texts);
        } else if (refusal == null && policy.shape() != BackoffShape.EXPONENTIAL) {
            refusal = "The text sets a " + Ascii.lower(policy.shape().label()) + " backoff; " + name
                    + " takes exponential backoff only.";
        }
        if (refusal == null) {
            refusal = choice(jitter, policy.jitter().id(), ids, texts);
        }
        if (refusal == null) {
            refusal = number(jitterLow, policy.jitterLow(), ids, texts);
        }
        if (refusal == null) {
            refusal = number(jitterHigh, policy.jitterHigh(), ids, texts);
        }
        if (refusal == null && block.hasPerTryTimeout()) {
            if (perTryTimeout == null) {
                notes.add("Per-try timeout " + ShortestDouble.format(block.perTryTimeoutMs()) + " ms: this block has"
                        + " no per-try timeout field; nothing changed for it.");
            } else {
                refusal = number(perTryTimeout, block.perTryTimeoutMs(), ids, texts);
            }
        }
        if (refusal == null && block.hasTimeout()) {
            if (timeout == null) {
                notes.add("Timeout " + ShortestDouble.format(block.timeoutMs()) + " ms on one run of this layer's"
                        + " policy: this block has no timeout field; the caller's deadline stays as it was.");
            } else {
                refusal = number(timeout, block.timeoutMs(), ids, texts);
            }
        }
        // A layer's own limits belong to the policy the text replaces: one the text does not set is emptied,
        // while the attempt timeout (the innermost block's per-try field) is the attempt's, kept as it was.
        for (NumberField own : new NumberField[] {block.hasPerTryTimeout() ? null : perTryTimeout,
            block.hasTimeout() ? null : timeout}) {
            if (own != null && own.optional()) {
                ids.add(own.id());
                texts.add("");
            }
        }
        if (refusal == null && block.budget() != null) {
            refusal = budget(budgetIn(values, true), values, block.budget(), ids, texts, notes);
        }
        if (refusal == null) {
            refusal = hedging(hedgingIn(values), block.hedging(), ids, texts, notes);
        }
        if (refusal != null) {
            return new Outcome(null, refusal);
        }
        return new Outcome(new Filling(List.copyOf(ids), List.copyOf(texts), presetFor(texts), List.copyOf(notes),
                block.retryOn() == null ? "" : block.retryOn().text()), null);
    }

    /** Returns the offered preset that fills the policy fields with exactly these texts, or "" for Custom. */
    String presetFor(List<String> texts) {
        for (PresetOption option : presets) {
            if (texts.size() >= option.texts().size()
                    && texts.subList(0, option.texts().size()).equals(option.texts())) {
                return option.id();
            }
        }
        return ChoiceField.NONE;
    }

    /** Returns the label of the offered preset with this id, or "Custom". */
    public String presetLabel(String optionId) {
        for (PresetOption option : presets) {
            if (option.id().equals(optionId)) {
                return option.label();
            }
        }
        return "Custom";
    }

    /**
     * Reads the block from the page's texts, or returns null and adds the fields' messages to
     * {@code problems} when a field involved is not valid.
     */
    public ConfigBlock read(RawValues values, List<String> problems) {
        NumberField perTryTimeout = perTryIn(values);
        ChoiceField hedgingHere = hedgingIn(values);
        int budgetIndex = budgetIn(values, false);
        List<Field> fields = new ArrayList<>(List.<Field>of(attempts, initial, max, multiplier, jitter, jitterLow,
                jitterHigh));
        for (Field optional : new Field[] {shape, pageJitter, perTryTimeout, timeout, hedgingHere, retryAfter}) {
            if (optional != null) {
                fields.add(optional);
            }
        }
        // Only the chosen kind's parameters: the others keep their values in the form but say nothing
        // of this budget, so one of them left invalid out of sight does not stop the copy.
        String budgetKind = budgetIndex < 0 ? null : values.get(budgetId(budgetIndex, budget));
        for (int i = 0; i < budgetFields.size(); i++) {
            if (ofKind(i, budgetKind)) {
                fields.add(budgetField(budgetIndex, budgetFields.get(i)));
            }
        }
        Hedging hedges = hedgingHere == null ? Hedging.OFF : Hedging.fromId(values.get(hedgingHere.id()));
        if (hedges == Hedging.DELAY) {
            fields.add(hedgeDelay);
            fields.add(hedgeMaxAttempts);
        }
        FormReading reading = FormReading.read(List.of(new FieldGroup("", "", fields)), values);
        if (!reading.valid()) {
            reading.errors().forEach(error -> problems.add(error.message()));
            return null;
        }
        double unit = secondsUnit ? 1000 : 1;
        Jitter kind = Jitter.fromId(reading.choice(jitter));
        if (kind == null) {
            kind = Jitter.fromId(reading.choice(pageJitter));
        }
        double low = reading.number(jitterLow);
        double high = reading.number(jitterHigh);
        if (kind != Jitter.PROPORTIONAL) {
            low = 1;
            high = 1;
        }
        double initialMs = reading.number(initial) * unit;
        double maxMs = reading.number(max) * unit;
        if (maxMs < initialMs || high < low) {
            problems.add(maxMs < initialMs ? max.label() + " is below the " + initial.label() + "."
                    : jitterHigh.label() + " is below the " + jitterLow.label() + ".");
            return null;
        }
        RetryPolicy policy = new RetryPolicy((int) reading.number(attempts),
                shape == null ? BackoffShape.EXPONENTIAL : BackoffShape.fromId(reading.choice(shape)), initialMs, maxMs,
                reading.number(multiplier), kind, low, high);
        ConfigBlock block = ConfigBlock.of(policy);
        if (perTryTimeout != null && reading.present(perTryTimeout)) {
            // A config's timeouts are whole milliseconds, at least 1.
            block = block.withPerTryTimeout(Math.max(1, Math.floor(reading.number(perTryTimeout) + 0.5)));
        }
        if (timeout != null && reading.present(timeout)) {
            block = block.withTimeout(reading.number(timeout));
        }
        if (budgetKind != null && !NO_BUDGET.equals(budgetKind)) {
            block = block.withBudget(budgetOf(reading, budgetIndex, budgetKind));
        }
        if (retryAfter != null && reading.present(retryAfter) && reading.number(retryAfter) > 0) {
            block = block.withRetryAfter(reading.number(retryAfter) * unit);
        }
        if (hedges == Hedging.DELAY) {
            // Hedged attempts start the delay apart, without a backoff: the block as a config reads one.
            int most = (int) reading.number(hedgeMaxAttempts);
            block = block.withPolicy(RetryPolicy.exponential(most, 0, 0, 1, Jitter.NONE))
                    .withHedging(ConfigHedging.afterDelay(Math.floor(reading.number(hedgeDelay) + 0.5), most));
        } else if (hedges == Hedging.ON_PER_TRY_TIMEOUT) {
            if (!block.hasPerTryTimeout()) {
                problems.add(perTryTimeout.label() + " is required when hedging on per-try timeout.");
                return null;
            }
            block = block.withHedging(ConfigHedging.onPerTryTimeout());
        }
        return block;
    }

    /**
     * The budget the form holds: {@link #fill} in reverse, each of the kind's parameters named by its
     * field's worksheet path after "budget."; an optional one left empty is left out, as a text that
     * leaves it to the kind's default.
     */
    private ConfigBudget budgetOf(FormReading reading, int index, String kind) {
        List<ConfigBudget.Parameter> parameters = new ArrayList<>();
        for (int i = 0; i < budgetFields.size(); i++) {
            NumberField field = budgetField(index, budgetFields.get(i));
            if (ofKind(i, kind) && reading.present(field)) {
                parameters.add(new ConfigBudget.Parameter(field.worksheetPath().substring(BUDGET_PATH.length()),
                        reading.number(field)));
            }
        }
        return new ConfigBudget(kind, parameters);
    }

    /** Returns true when budget parameter {@code index} belongs to budget kind {@code kind}. */
    private boolean ofKind(int index, String kind) {
        return kind != null && (" " + budgetKinds.get(index) + " ").contains(" " + kind + " ");
    }

    /**
     * Writes this target as the text of its control's {@code data-target} attribute, so the script that
     * serves the control needs no tool's declarations: one line per part, tab-separated; a line "-" for
     * a field the block does not have. {@link #decode} reads it back.
     */
    public String encode() {
        StringBuilder out = new StringBuilder();
        out.append(id).append('\t').append(name).append('\t').append(secondsUnit ? "s" : "ms").append('\t')
                .append(presetId);
        if (innermost != null) {
            out.append('\t').append(innermost.countId()).append('\t').append(innermost.slot());
            // Each budget's kind and layer, in pairs.
            for (int index = 0; index < innermost.budgetKindIds().size(); index++) {
                out.append('\t').append(innermost.budgetKindIds().get(index)).append('\t')
                        .append(innermost.budgetLayerIds().get(index));
            }
            number(out.append('\n'), innermost.attemptTimeout());
        }
        for (PresetOption option : presets) {
            out.append("\nP\t").append(option.id()).append('\t').append(option.label());
            for (String text : option.texts()) {
                out.append('\t').append(text);
            }
        }
        for (Field field : slots()) {
            out.append('\n');
            if (field == null) {
                out.append('-');
            } else if (field instanceof NumberField number) {
                number(out, number);
            } else {
                ChoiceField choice = (ChoiceField) field;
                out.append("C\t").append(choice.id()).append('\t').append(choice.label());
                for (ChoiceField.Option option : choice.options()) {
                    out.append('\t').append(option.id());
                }
            }
        }
        for (int i = 0; i < budgetFields.size(); i++) {
            number(out.append("\nB\t").append(budgetKinds.get(i)).append('\t'), budgetFields.get(i));
        }
        return out.toString();
    }

    private static void number(StringBuilder out, NumberField number) {
        out.append("N\t").append(number.id()).append('\t').append(number.label()).append('\t')
                .append(number.unit()).append('\t').append(ShortestDouble.format(number.min())).append('\t')
                .append(number.minExclusive() ? '1' : '0').append('\t')
                .append(ShortestDouble.format(number.max())).append('\t').append(number.wholeNumber() ? '1' : '0')
                .append('\t').append(number.optional() ? '1' : '0').append('\t').append(number.worksheetPath());
    }

    /** Reads a target back from {@link #encode}'s text; throws {@link IllegalArgumentException} for other text. */
    public static ConfigTarget decode(String text) {
        String[] lines = split(text, '\n');
        String[] head = split(lines[0], '\t');
        int at = 1;
        Innermost innermost = null;
        if (head.length > 4) {
            List<String> kinds = new ArrayList<>();
            List<String> layers = new ArrayList<>();
            for (int i = 6; i + 1 < head.length; i += 2) {
                kinds.add(head[i]);
                layers.add(head[i + 1]);
            }
            innermost = new Innermost(head[4], (int) decimal(head[5]), (NumberField) field(split(lines[at++], '\t')),
                    kinds, layers);
        }
        List<PresetOption> presets = new ArrayList<>();
        while (at < lines.length && lines[at].startsWith("P\t")) {
            String[] parts = split(lines[at++], '\t');
            presets.add(new PresetOption(parts[1], parts[2], List.of(parts).subList(3, parts.length)));
        }
        Field[] slots = new Field[SLOTS];
        for (int i = 0; i < SLOTS; i++) {
            slots[i] = field(split(lines[at++], '\t'));
        }
        List<NumberField> budgetFields = new ArrayList<>();
        List<String> budgetKinds = new ArrayList<>();
        while (at < lines.length) {
            String line = lines[at++];
            int kindsEnd = line.indexOf('\t', 2);
            budgetKinds.add(line.substring(2, kindsEnd));
            budgetFields.add((NumberField) field(split(line.substring(kindsEnd + 1), '\t')));
        }
        return new ConfigTarget(head[0], head[1], "s".equals(head[2]), head[3], presets, (NumberField) slots[0],
                (NumberField) slots[1], (NumberField) slots[2], (NumberField) slots[3], (ChoiceField) slots[4],
                (ChoiceField) slots[5], (ChoiceField) slots[6], (NumberField) slots[7], (NumberField) slots[8],
                (NumberField) slots[9], (NumberField) slots[10], (ChoiceField) slots[11], budgetFields, budgetKinds,
                (ChoiceField) slots[12], (NumberField) slots[13], (NumberField) slots[14], (NumberField) slots[15],
                innermost);
    }

    private static final int SLOTS = 16;
    /** The storm worksheet's budget kind that is no budget (a constant: this script carries no budget class). */
    private static final String NO_BUDGET = NoBudget.ID;
    /** Where the worksheet keeps the budget's parameters: {@code budget.<member>}. */
    private static final String BUDGET_PATH = BudgetParameter.PATH;

    /** Returns the ids of every field of the block, the budget's included: an edit of any changes what is written. */
    public List<String> fieldIds() {
        List<String> ids = new ArrayList<>();
        for (Field field : slots()) {
            if (field != null) {
                ids.add(field.id());
            }
        }
        for (int index = 0; index < budgetCount(); index++) {
            ids.add(budgetId(index, budget));
            for (NumberField field : budgetFields) {
                ids.add(budgetId(index, field));
            }
            if (innermost != null) {
                ids.add(innermost.budgetLayerIds().get(index));
            }
        }
        return ids;
    }

    /**
     * Reads what {@link ShortestDouble} wrote for a range's end: digits, a decimal part, an exponent.
     * The digits are exact in a double and the division by a power of ten is rounded once, so this is
     * the nearest double, as Double.parseDouble would give, without its parser in the script.
     */
    static double decimal(String text) {
        double digits = 0;
        int scale = 0;
        int exponent = 0;
        boolean negative = text.startsWith("-");
        boolean fraction = false;
        for (int i = negative ? 1 : 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '.') {
                fraction = true;
            } else if (c == 'e' || c == 'E') {
                int sign = text.charAt(i + 1) == '-' ? -1 : 1;
                for (int k = i + 1; k < text.length(); k++) {
                    char d = text.charAt(k);
                    exponent = d >= '0' && d <= '9' ? exponent * 10 + (d - '0') : exponent;
                }
                exponent *= sign;
                break;
            } else {
                digits = digits * 10 + (c - '0');
                scale += fraction ? 1 : 0;
            }
        }
        exponent -= scale;
        double power = 1;
        for (int k = 0; k < Math.abs(exponent); k++) {
            power *= 10;
        }
        double value = exponent < 0 ? digits / power : digits * power;
        return negative ? -value : value;
    }

    private static String[] split(String text, char separator) {
        List<String> parts = new ArrayList<>();
        int from = 0;
        for (int i = 0; i <= text.length(); i++) {
            if (i == text.length() || text.charAt(i) == separator) {
                parts.add(text.substring(from, i));
                from = i + 1;
            }
        }
        return parts.toArray(new String[0]);
    }

    private Field[] slots() {
        return new Field[] {attempts, initial, max, multiplier, shape, jitter, pageJitter, jitterLow, jitterHigh,
            perTryTimeout, timeout, budget, hedging, hedgeDelay, hedgeMaxAttempts, retryAfter};
    }

    private static Field field(String[] parts) {
        if (parts[0].equals("-")) {
            return null;
        }
        if (parts[0].equals("N")) {
            return new NumberField(parts[1], parts[2], parts[3], decimal(parts[4]), "1".equals(parts[5]),
                    decimal(parts[6]), "1".equals(parts[7]), "1".equals(parts[8]), "", parts[9], "");
        }
        List<ChoiceField.Option> options = new ArrayList<>();
        for (int i = 3; i < parts.length; i++) {
            options.add(new ChoiceField.Option(parts[i], parts[i]));
        }
        return new ChoiceField(parts[1], parts[2], options, options.get(0).id(), "", "", false);
    }

    /**
     * Fills budget {@code index} (-1: none left) with {@code given} and puts it on this block's layer (in a stack,
     * the innermost's as empty), or says why nothing changed for it.
     */
    private String budget(int index, RawValues values, ConfigBudget given, List<String> ids, List<String> texts,
            List<String> notes) {
        if (index < 0) {
            notes.add("Retry budget " + given.kind() + (budget == null ? ": this page has no retry budget"
                    : ": every budget of the form is on another layer") + "; nothing changed for it.");
            return null;
        }
        if (budget.option(given.kind()) == null) {
            notes.add("Retry budget " + given.kind() + ": this page's budget kinds do not include it yet; the"
                    + " budget stays as it was.");
            return null;
        }
        ChoiceField kind = index == 0 ? budget : new ChoiceField(budgetId(index, budget), budget.label(),
                budget.options(), budget.defaultText(), "", "", false);
        String refusal = choice(kind, given.kind(), ids, texts);
        for (ConfigBudget.Parameter parameter : given.parameters()) {
            NumberField field = budgetField(parameter.name());
            if (refusal == null && field != null) {
                refusal = number(budgetField(index, field), parameter.value(), ids, texts);
            } else if (field == null) {
                notes.add("Budget parameter " + parameter.name() + " = " + ShortestDouble.format(parameter.value())
                        + ": the page has no such field.");
            }
        }
        if (refusal == null && innermost != null) {
            ids.add(innermost.budgetLayerIds().get(index));
            texts.add(innermost.holds(values) ? "" : Integer.toString(innermost.slot() + 1));
        }
        return refusal;
    }

    /**
     * Fills the hedging fields, {@code here} being the hedging select while the block may hedge (else null), or
     * says that the block does not hedge.
     */
    private String hedging(ChoiceField here, ConfigHedging given, List<String> ids, List<String> texts,
            List<String> notes) {
        if (here == null) {
            if (given != null) {
                notes.add(hedging == null ? "Hedging: this block retries instead."
                        : "Hedging: only the innermost layer hedges, so " + name + " retries instead.");
            }
            return null;
        }
        Hedging kind = given == null ? Hedging.OFF : given.kind();
        String refusal = choice(here, kind.id(), ids, texts);
        if (refusal == null && kind == Hedging.DELAY) {
            refusal = number(hedgeDelay, given.delayMs(), ids, texts);
            if (refusal == null) {
                refusal = number(hedgeMaxAttempts, given.maxAttempts(), ids, texts);
            }
            if (refusal == null && innermost != null) {
                // The stack's layer makes one attempt, which its hedges repeat (core.storm.simulation.StormLayer).
                texts.set(ids.indexOf(attempts.id()), "1");
            }
        }
        return refusal;
    }

    private NumberField budgetField(String member) {
        for (NumberField field : budgetFields) {
            if (field.worksheetPath().equals(BUDGET_PATH + member)) {
                return field;
            }
        }
        return null;
    }

    private static String number(NumberField field, double value, List<String> ids, List<String> texts) {
        String error = field.check(value);
        if (error != null) {
            return "The text's value does not fit the form: " + error;
        }
        ids.add(field.id());
        texts.add(ShortestDouble.format(value));
        return null;
    }

    private static String choice(ChoiceField field, String optionId, List<String> ids, List<String> texts) {
        if (field.option(optionId) == null) {
            return "The text's " + field.label() + " (" + optionId + ") is not one this form offers.";
        }
        ids.add(field.id());
        texts.add(optionId);
        return null;
    }
}
