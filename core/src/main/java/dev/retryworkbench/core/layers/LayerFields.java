package dev.retryworkbench.core.layers;

import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FieldRows;
import dev.retryworkbench.core.form.Help;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.form.PresetPicker;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.form.TextField;
import dev.retryworkbench.core.json.ShortestDouble;
import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Preset;
import dev.retryworkbench.core.policy.RetryPolicy;
import dev.retryworkbench.core.policy.Role;
import dev.retryworkbench.core.text.Numbers;
import java.util.ArrayList;
import java.util.List;

/**
 * One layer's retry-policy inputs, declared once for every tool that models nested layers (the
 * workbench and the storm simulator, each a {@link dev.retryworkbench.core.amplification.StackForm} of them): the preset picker, the attempt limit, the backoff (initial,
 * maximum, multiplier, shape) and the jitter (kind, proportional factors), with their ids, labels,
 * ranges, help and worksheet paths ({@code layers.<layer>.<member>}). A tool gives only the defaults.
 */
public final class LayerFields implements FieldRows {
    /** The longest backoff: 30 days, so that job runners such as Sidekiq fit. */
    public static final double MAX_BACKOFF_MS = 2_592_000_000.0;

    /** The rows of the layers' table, in the order of {@link #group}'s fields. */
    private static final List<String> ROW_LABELS = List.of("Preset", "Attempt limit", "Initial backoff",
            "Maximum backoff", "Multiplier", "Backoff shape", "Jitter", "Jitter low factor", "Jitter high factor");
    /** The rows with the layer's own limits after them, for the tools that model them. */
    private static final List<String> ROW_LABELS_WITH_TIMEOUTS = List.of("Preset", "Attempt limit", "Initial backoff",
            "Maximum backoff", "Multiplier", "Backoff shape", "Jitter", "Jitter low factor", "Jitter high factor",
            "Per-try timeout", "Timeout");

    private final Column column;
    /**
     * The preset select and its picker, declared on first use: a script that reads the layer's policy without
     * the pickers (the survival map's) leaves every preset out.
     */
    private ChoiceField preset;
    // Not final: a column added after version 1 marks them so once declared.
    private NumberField attempts;
    private final ChoiceField shape;
    private NumberField initial;
    private NumberField max;
    private final NumberField multiplier;
    private final ChoiceField jitter;
    private final NumberField jitterLow;
    private final NumberField jitterHigh;
    /** The layer's per-try timeout and its timeout, or null where the tool does not model them. */
    private final NumberField perTryTimeout;
    private final NumberField timeout;
    private PresetPicker picker;
    /** Declares the layer's own limits, or null where the tool does not model them. */
    private final Timeouts timeouts;

    /**
     * Where a layer's fields live: their ids' prefix ("sdk", "layer3"), the name their labels start with
     * ("SDK", "Layer 3"), their worksheet paths' prefix ("layers.sdk.", "layers.2."), the role whose presets
     * the picker offers first and whose name the presets' notes use, and whether the roles further in than
     * it (mesh, gateway, service) count as its own in the picker, as on an innermost column; {@code addedLater}
     * when even its attempt limit and backoffs are members that version 1's worksheets never had.
     */
    // A class, not a record: a record's generated equals, hashCode and toString would ride in every page's script.
    public static final class Column {
        private final String prefix;
        private final String label;
        private final String pathPrefix;
        private final Role role;
        private final boolean takesInward;
        private final boolean addedLater;

        /** Creates a column; see {@link Column}. */
        public Column(String prefix, String label, String pathPrefix, Role role, boolean takesInward,
                boolean addedLater) {
            this.prefix = prefix;
            this.label = label;
            this.pathPrefix = pathPrefix;
            this.role = role;
            this.takesInward = takesInward;
            this.addedLater = addedLater;
        }

        public String prefix() {
            return prefix;
        }

        public String label() {
            return label;
        }

        public String pathPrefix() {
            return pathPrefix;
        }

        public Role role() {
            return role;
        }

        public boolean addedLater() {
            return addedLater;
        }

        /** Returns true when presets of {@code presetRole} are written for this column's role. */
        public boolean takes(Role presetRole) {
            return presetRole == role || takesInward && presetRole.isInwardOf(role);
        }
    }

    /**
     * Declares the fields of {@code column} with the given defaults for its attempt limit and backoffs (ms),
     * and the layer's per-try timeout and timeout that {@code timeouts} declares, or none when it is null.
     */
    public LayerFields(Column column, String attemptsDefault, String initialDefault, String maxDefault,
            Timeouts timeouts) {
        this.column = column;
        String prefix = column.prefix();
        String label = column.label();
        attempts = new NumberField(prefix + "-attempts", label + " attempt limit", "",
                1, false, 100, true, false, attemptsDefault, path(column, "attempts"),
                help("attempts"));
        shape = ChoiceField.of(prefix + "-shape", label + " backoff shape",
                BackoffShape.values(), BackoffShape.EXPONENTIAL, path(column, "shape"), help("shape")).addedLater();
        initial = new NumberField(prefix + "-initial", label + " initial backoff", "ms",
                0, false, MAX_BACKOFF_MS, true, false, initialDefault, path(column, "initialBackoffMs"),
                help("initialBackoffMs"));
        max = new NumberField(prefix + "-max", label + " maximum backoff", "ms",
                0, false, MAX_BACKOFF_MS, true, false, maxDefault, path(column, "maxBackoffMs"),
                help("maxBackoffMs"));
        multiplier = new NumberField(prefix + "-multiplier", label + " multiplier", "", 1, false, 10,
                false, false, "2", path(column, "multiplier"), help("multiplier")).addedLater();
        jitter = ChoiceField.optional(prefix + "-jitter", label + " jitter", "Page-wide jitter",
                Jitter.values(), path(column, "jitter"), help("jitter"));
        jitterLow = new NumberField(prefix + "-jitter-low", label + " jitter low factor", "",
                0, false, 2, false, false, "0.5", path(column, "jitterLow"),
                help("jitterLow"))
                .addedLater();
        jitterHigh = new NumberField(prefix + "-jitter-high", label + " jitter high factor", "",
                0, false, 2, false, false, "1.5", path(column, "jitterHigh"),
                help("jitterHigh"))
                .addedLater();
        this.timeouts = timeouts;
        perTryTimeout = timeouts == null ? null : timeouts.perTry(column);
        timeout = timeouts == null ? null : timeouts.timeout(column);
        if (column.addedLater()) {
            attempts = attempts.addedLater();
            initial = initial.addedLater();
            max = max.addedLater();
        }
    }

    /** Returns where this layer's fields live: ids, labels and worksheet paths. */
    public Column column() {
        return column;
    }

    /** Returns the id of the preset select, known without declaring it ({@link #preset()}). */
    public String presetId() {
        return column.prefix() + "-preset";
    }

    /** Returns the preset picker field: a library's defaults fill the layer's policy fields. */
    public ChoiceField preset() {
        if (preset == null) {
            preset = declarePreset(column, presetId());
        }
        return preset;
    }

    public NumberField attempts() {
        return attempts;
    }

    public ChoiceField shape() {
        return shape;
    }

    public NumberField initialBackoff() {
        return initial;
    }

    public NumberField maxBackoff() {
        return max;
    }

    public NumberField multiplier() {
        return multiplier;
    }

    /** Returns the layer's jitter kind; its "not chosen" option follows the page-wide jitter. */
    public ChoiceField jitter() {
        return jitter;
    }

    public NumberField jitterLow() {
        return jitterLow;
    }

    public NumberField jitterHigh() {
        return jitterHigh;
    }

    /**
     * Declares a layer's own per-try timeout and timeout fields. Only the tools that model them hold an
     * instance, so the other pages' scripts do not carry these declarations and their help.
     */
    public interface Timeouts {
        /** Returns the per-try timeout field of the layer in {@code column}. */
        NumberField perTry(Column column);

        /** Returns the timeout field of the layer in {@code column}: one run of its whole policy. */
        NumberField timeout(Column column);

        /**
         * Returns true when the form text {@code raw} makes the layer in {@code column} the innermost, whose
         * attempt is one physical attempt and so has no per-try timeout.
         */
        boolean innermost(Column column, RawValues raw);
    }

    /** Returns the per-try timeout field, or null where the tool does not model it. */
    public NumberField perTryTimeout() {
        return perTryTimeout;
    }

    /** Returns the layer's own timeout field, or null where the tool does not model it. */
    public NumberField timeout() {
        return timeout;
    }

    /** Returns the picker that fills the policy fields with a preset's values. */
    public PresetPicker picker() {
        if (picker == null) {
            picker = declarePicker();
        }
        return picker;
    }

    /**
     * Returns the layer's fieldset: the picker first, then the policy fields in the order a person reads them;
     * the layers' fieldsets side by side are the columns of one table, these fields its rows.
     */
    public FieldGroup group(String legend, String intro) {
        // Appended, not inserted at 0: ArrayList.add(int, E) would ride in the pages' scripts for this alone.
        List<Field> fields = new ArrayList<>();
        fields.add(preset());
        fields.addAll(policyFields());
        return new FieldGroup(legend, intro, fields, this);
    }

    /** Returns the fields the layer's policy is read from: all but the preset select, which only fills them. */
    public List<Field> policyFields() {
        return perTryTimeout == null
                ? List.of(attempts, initial, max, multiplier, shape, jitter, jitterLow, jitterHigh)
                : List.of(attempts, initial, max, multiplier, shape, jitter, jitterLow, jitterHigh, perTryTimeout,
                        timeout);
    }

    /**
     * Returns the fieldset of slot {@code slot} of a stack whose number of layers {@code count} holds: the
     * layer's {@code role} and {@code name} first, then the fields of {@link #group(String, String)}; shown while
     * the slot is one of the stack's layers.
     */
    public FieldGroup group(String legend, Help intro, ChoiceField role, TextField name, NumberField count,
            int slot) {
        List<Field> fields = new ArrayList<>();
        fields.add(role);
        fields.add(name);
        fields.addAll(group(legend, "").fields());
        List<String> labels = new ArrayList<>();
        labels.add("Role");
        labels.add("Name");
        labels.addAll(labels());
        FieldRows own = this;
        return new FieldGroup(legend, intro, fields, new FieldRows() {
            @Override
            public List<String> labels() {
                return labels;
            }

            @Override
            public String columnId() {
                return own.columnId();
            }

            @Override
            public boolean mayBeUnused(Field field) {
                return own.mayBeUnused(field);
            }

            @Override
            public String unusedNote(Field field, RawValues raw) {
                return own.unusedNote(field, raw);
            }

            @Override
            public boolean hasReading(Field field) {
                return own.hasReading(field);
            }

            @Override
            public String reading(Field field, RawValues raw) {
                return own.reading(field, raw);
            }

            @Override
            public boolean shown(RawValues raw) {
                NumberField.Reading layers = count.read(raw.get(count.id()));
                return slot == 0 || layers.valid() && layers.present() && slot < layers.value();
            }

            @Override
            public boolean copiesPrevious() {
                return slot > 0;
            }
        });
    }

    @Override
    public List<String> labels() {
        return perTryTimeout == null ? ROW_LABELS : ROW_LABELS_WITH_TIMEOUTS;
    }

    @Override
    public String columnId() {
        return column.prefix();
    }

    @Override
    public boolean mayBeUnused(Field field) {
        return field == initial || field == multiplier || field == jitter || field == jitterLow || field == jitterHigh
                || (field != null && field == perTryTimeout);
    }

    /**
     * Says which of the layer's values its shape and jitter ignore ({@code Backoff}): the polynomial shape uses
     * only the maximum, decorrelated jitter grows by 3 whatever the multiplier, and only proportional jitter has
     * factors. The page-wide jitter is never proportional nor decorrelated, so the layer's own choice decides.
     */
    @Override
    public String unusedNote(Field field, RawValues raw) {
        if (!mayBeUnused(field)) {
            return "";
        }
        if (field == perTryTimeout) {
            return timeouts.innermost(column, raw) ? "Innermost layer" : "";
        }
        if (BackoffShape.POLYNOMIAL.id().equals(raw.get(shape.id()))) {
            return "Unused: polynomial";
        }
        String own = raw.get(jitter.id());
        if (field == multiplier && Jitter.DECORRELATED.id().equals(own)) {
            return "Unused: decorrelated";
        }
        if ((field == jitterLow || field == jitterHigh) && !Jitter.PROPORTIONAL.id().equals(own)) {
            return "Proportional only";
        }
        return "";
    }

    @Override
    public boolean hasReading(Field field) {
        return field == attempts;
    }

    /** Reads the attempt limit in both counts, "3 attempts = 2 retries", since some libraries count retries. */
    @Override
    public String reading(Field field, RawValues raw) {
        if (field != attempts) {
            return "";
        }
        NumberField.Reading read = attempts.read(raw.get(attempts.id()));
        if (!read.valid() || !read.present()) {
            return "";
        }
        int limit = (int) read.value();
        int retries = limit - 1;
        return Numbers.grouped(limit) + (limit == 1 ? " attempt = " : " attempts = ")
                + (retries == 0 ? "no retries" : retries == 1 ? "1 retry" : Numbers.grouped(retries) + " retries");
    }

    /** Adds the checks across this layer's fields, unless one of the fields involved already has its own error. */
    public void addCrossFieldErrors(FormReading reading) {
        if (!reading.hasError(initial.id()) && !reading.hasError(max.id())
                && reading.number(max) < reading.number(initial)) {
            reading.addError(max.id(), maxBelowInitialMessage(reading.number(initial), reading.number(max)));
        }
        if (!reading.hasError(jitterLow.id()) && !reading.hasError(jitterHigh.id())
                && reading.number(jitterHigh) < reading.number(jitterLow)) {
            reading.addError(jitterHigh.id(), highBelowLowMessage(reading.number(jitterLow),
                    reading.number(jitterHigh)));
        }
    }

    /**
     * Returns the message for a per-try timeout on the innermost layer, named {@code layerName} in a
     * sentence, whose attempt the attempt timeout ends.
     */
    public String innermostPerTryMessage(String layerName) {
        return perTryTimeout.label() + " must be empty: the " + layerName + " layer is the innermost, so"
                + " each of its attempts is one physical attempt, ended by the attempt timeout. Put a per-try"
                + " timeout on a layer outside it.";
    }

    /** Returns what a valid reading entered in {@code field} (a timeout of this layer), or null when it is empty. */
    public Long optionalMs(FormReading reading, NumberField field) {
        return field != null && reading.present(field) ? Long.valueOf((long) reading.number(field)) : null;
    }

    /** Returns the jitter kind a valid reading chose for this layer, or null for the page-wide one. */
    public Jitter jitter(FormReading reading) {
        return Jitter.fromId(reading.choice(jitter));
    }

    /** Returns the preset a valid reading chose, or null for custom values. */
    public Preset preset(FormReading reading) {
        return Preset.fromId(reading.choice(preset()));
    }

    /** Returns the policy a valid reading of these fields describes, under {@code pageJitter} unless it has its own. */
    public RetryPolicy policy(FormReading reading, Jitter pageJitter) {
        Jitter own = jitter(reading);
        return new RetryPolicy((int) reading.number(attempts), BackoffShape.fromId(reading.choice(shape)),
                reading.number(initial), reading.number(max), reading.number(multiplier),
                own == null ? pageJitter : own, reading.number(jitterLow), reading.number(jitterHigh));
    }

    /**
     * Returns the message for a maximum backoff below the initial backoff, naming both fields.
     * {@code maxMs} is the maximum as shown back: quoted as typed on the page, bare from a program,
     * like {@link NumberField}'s own messages.
     */
    public String maxBelowInitialMessage(double initialMs, double maxMs) {
        return max.label() + " must be at least the " + initial.label() + " of "
                + Numbers.trimmed(initialMs, 6) + " ms (you entered \u201c" + Numbers.trimmed(maxMs, 6) + "\u201d).";
    }

    /** Returns the message for an upper jitter factor below the lower one, naming both fields. */
    public String highBelowLowMessage(double low, double high) {
        return jitterHigh.label() + " must be at least the " + jitterLow.label() + " of "
                + Numbers.trimmed(low, 6) + " (you entered \u201c" + Numbers.trimmed(high, 6) + "\u201d).";
    }

    /**
     * Every preset on every layer, grouped by role in the layer's picker order ({@link Role#pickerOrder}):
     * the roles written for this layer first, the others after under a heading that says so, since a job
     * runner's policy may still stand in for an SDK's on purpose.
     */
    private static ChoiceField declarePreset(Column layer, String id) {
        Preset[] presets = Preset.values();
        List<ChoiceField.Option> options = new ArrayList<>(presets.length + 1);
        options.add(new ChoiceField.Option(ChoiceField.NONE, "Custom", "Custom values: the fields below are yours."));
        for (boolean fitting : new boolean[] {true, false}) {
            for (Role role : layer.role().pickerOrder()) {
                if (layer.takes(role) != fitting) {
                    continue;
                }
                String group = fitting ? role.heading() : role.heading() + " (other layers)";
                for (Preset preset : presets) {
                    if (preset.role() == role) {
                        options.add(ChoiceField.Option.withWordsOnDemand(preset.id(), preset.label(),
                                PresetAbout.onLayer(preset, layer.role(), fitting), group));
                    }
                }
            }
        }
        return new ChoiceField(id, layer.label() + " preset", options, ChoiceField.NONE,
                path(layer, "preset"), help("preset"), true);
    }

    /** Each preset fills the layer's policy fields with its values, formatted when it is chosen. */
    private PresetPicker declarePicker() {
        List<Field> targets = List.of(attempts, initial, max, multiplier, shape, jitter, jitterLow, jitterHigh);
        return new PresetPicker(preset(), targets, id -> {
            Preset chosen = Preset.fromId(id);
            if (chosen == null) {
                return null;
            }
            RetryPolicy policy = chosen.policy();
            // Declared values are whole or short decimals: formatShort keeps the big-number formatting out of the pages.
            return new String[] {Integer.toString(policy.attempts()), ShortestDouble.formatShort(policy.initial()),
                ShortestDouble.formatShort(policy.maximum()), ShortestDouble.formatShort(policy.multiplier()),
                policy.shape().id(), policy.jitter().id(), ShortestDouble.formatShort(policy.jitterLow()),
                ShortestDouble.formatShort(policy.jitterHigh())};
        });
    }

    /** Returns the worksheet path of the {@code member} of the layer in {@code column}: "layers.sdk.attempts". */
    public static String path(Column column, String member) {
        return column.pathPrefix() + member;
    }

    /** Declares a field's help, written by {@link #helpText}: one class in a page's script for all of them. */
    private static Help help(String member) {
        return Help.keyed(LayerFields::helpText, member);
    }

    /**
     * Returns the help of the layer's field at worksheet member {@code member}. Only the pre-render calls it, so
     * the texts stay out of the pages' scripts ({@link Help}).
     */
    private static String helpText(String member) {
        return switch (member) {
            case "attempts" -> "1 means this layer does not retry. A limit of 3 attempts is 2 retries; some libraries"
                    + " count retries, not attempts.";
            case "shape" -> "Exponential multiplies each wait by the multiplier up to the maximum; polynomial is"
                    + " Sidekiq's ((k - 1)^4 + 15) s plus a random 0 to 10k - 1 s, capped at the maximum.";
            case "initialBackoffMs" -> "Wait after this layer's first failed attempt; each further wait is the"
                    + " previous one times the multiplier.";
            case "maxBackoffMs" -> "Cap on each of this layer's waits; at least the initial backoff.";
            case "multiplier" -> "Each exponential wait is the previous one times this factor; 1 keeps every wait at"
                    + " the initial backoff.";
            case "jitter" -> "Overrides the page-wide jitter for this layer. Decorrelated draws each wait from the"
                    + " initial backoff to three times the previous one; proportional scales the wait by a factor"
                    + " between the two below.";
            case "jitterLow" -> "Proportional jitter only: the smallest share of the wait (OpenAI and Anthropic SDKs:"
                    + " 0.75).";
            case "jitterHigh" -> "Proportional jitter only: the largest share of the wait (OpenAI and Anthropic SDKs:"
                    + " 1).";
            case "preset" -> "Fills this layer with a library's defaults, looked up in its source; editing a field"
                    + " makes it custom.";
            default -> throw new IllegalArgumentException("no help for " + member);
        };
    }
}
