package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.Help;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.form.TextField;
import dev.retryworkbench.core.layers.LayerFields;
import dev.retryworkbench.core.policy.Role;
import dev.retryworkbench.core.text.Renames;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * A stack of 1 to {@link LayerChain#MAX_DEPTH} layers as a form holds it, declared once for every tool that
 * models one (the workbench and the storm simulator): the stack's size and eight numbered slots, outermost
 * first, each its role, its name and its {@link LayerFields}. A tool gives only what differs: its layers'
 * starting policies and whether it models a layer's own timeouts. The page's buttons (web.LayerColumns) and
 * "Open configs" (web.StackFiles) work on any instance, by the fields' ids, which every tool shares.
 */
public final class StackForm {
    private final NumberField count;
    private final LayerFields[] slots = new LayerFields[LayerChain.MAX_DEPTH];
    private final ChoiceField[] roles = new ChoiceField[LayerChain.MAX_DEPTH];
    private final TextField[] names = new TextField[LayerChain.MAX_DEPTH];
    /**
     * Each slot's fields its layer is read from, its role and name first: what a slot after the stack's last
     * layer leaves unread, less the preset select ({@link LayerFields#policyFields}).
     */
    private final List<List<Field>> slotFields = new ArrayList<>(LayerChain.MAX_DEPTH);

    /**
     * Declares the stack's fields: each slot starts with {@link LayerStack#defaultRole its role} and the
     * attempt limit and backoffs {@code startingPolicy} gives for it; {@code timeouts} declares each
     * layer's own per-try timeout and timeout, or null where the tool does not model them.
     */
    public StackForm(Function<Role, int[]> startingPolicy, LayerFields.Timeouts timeouts) {
        count = new NumberField("layer-count", "Layers in the stack", "", 1, false, LayerChain.MAX_DEPTH, true, false,
                "3", LayerStack.LENGTH_PATH, help("count")).addedLater();
        for (int slot = 0; slot < slots.length; slot++) {
            Role role = LayerStack.defaultRole(slot);
            LayerFields.Column column = new LayerFields.Column("layer" + (slot + 1), "Layer " + (slot + 1),
                    LayerStack.PATH + "." + slot + ".", role, role != Role.RUNNER && role != Role.APPLICATION,
                    slot >= 3);
            int[] defaults = startingPolicy.apply(role);
            slots[slot] = new LayerFields(column, Integer.toString(defaults[0]), Integer.toString(defaults[1]),
                    Integer.toString(defaults[2]), timeouts);
            roles[slot] = ChoiceField.of(column.prefix() + "-role", column.label() + " role", Role.values(), role,
                    LayerFields.path(column, "role"), help("role")).addedLater();
            names[slot] = new TextField(column.prefix() + "-name", column.label() + " name", LayerPolicy.MAX_NAME,
                    LayerFields.path(column, "name"), help("name"), "its role's name (a second of one role is numbered)");
            // Appended, not inserted at 0 and 1: ArrayList.add(int, E) would ride in the pages' scripts for this alone.
            List<Field> fields = new ArrayList<>();
            fields.add(roles[slot]);
            fields.add(names[slot]);
            fields.addAll(slots[slot].policyFields());
            slotFields.add(fields);
        }
    }

    /** Returns the field of the stack's number of layers: the first that many slots are its layers. */
    public NumberField count() {
        return count;
    }

    /** Returns the declarations of the fields of slot {@code slot} (0 is the outermost). */
    public LayerFields slot(int slot) {
        return slots[slot];
    }

    /** Returns the role field of slot {@code slot}. */
    public ChoiceField role(int slot) {
        return roles[slot];
    }

    /** Returns the name field of slot {@code slot}. */
    public TextField name(int slot) {
        return names[slot];
    }

    /**
     * Returns the slots' fieldsets, outermost first, each a column of the layers' table shown while the slot
     * is one of the stack's layers; {@code intro} is written under the first.
     */
    public List<FieldGroup> slotGroups(Help intro) {
        List<FieldGroup> groups = new ArrayList<>(slots.length);
        for (int slot = 0; slot < slots.length; slot++) {
            groups.add(slots[slot].group("Layer " + (slot + 1), slot > 0 ? help("") : intro, roles[slot],
                    names[slot], count, slot));
        }
        return groups;
    }

    /**
     * Returns the slots' fields that the stack's layers are read from, outermost first, as one group: each slot's
     * role, name and policy, without the preset select, which only fills them. A script that reads the stack
     * through these (the survival map's) carries no preset.
     */
    public FieldGroup policyGroup() {
        List<Field> fields = new ArrayList<>();
        for (List<Field> slot : slotFields) {
            fields.addAll(slot);
        }
        return new FieldGroup("Layers", "", fields);
    }

    /** Returns the fieldset of the stack's size, after the slots, which the add and open controls follow. */
    public FieldGroup sizeGroup() {
        return new FieldGroup("Stack", "", List.<Field>of(count));
    }

    /**
     * Returns the groups of {@code form} that hold inputs for a valid {@code reading}: every one but the slots
     * after the stack's last layer, which the page hides and the summary leaves out.
     */
    public List<FieldGroup> inputGroups(List<FieldGroup> form, FormReading reading) {
        int layers = (int) reading.number(count);
        List<FieldGroup> groups = new ArrayList<>(form.size());
        for (FieldGroup group : form) {
            boolean unused = false;
            for (int slot = layers; slot < roles.length; slot++) {
                // A slot's group opens with its role (slotGroups): identity, not a record's equals.
                unused |= !group.fields().isEmpty() && group.fields().get(0) == roles[slot];
            }
            if (!unused) {
                groups.add(group);
            }
        }
        return groups;
    }

    /**
     * Returns how slot {@code slot}'s hidden column differs from the hidden column of the slot before it as the
     * pre-render wrote it (or a browser serialises it), as {@link Renames} pairs: the slots differ only by their
     * number, in the ids, the labels, the buttons' names and their slot ({@link LayerControls}). The pre-render
     * writes the first hidden slot, the page's script the others ({@code FieldRows#copiesPrevious}).
     */
    public String[] columnRenames(int slot) {
        return new String[] {slots[slot - 1].columnId() + "-", slots[slot].columnId() + "-",
            slots[slot - 1].column().label(), slots[slot].column().label(), "layer " + slot, "layer " + (slot + 1),
            LayerControls.SLOT + "=\"" + (slot - 1) + "\"", LayerControls.SLOT + "=\"" + slot + "\""};
    }

    /** Returns the slot of {@code column}, one of this form's, or -1. */
    public int slotOf(LayerFields.Column column) {
        for (int slot = 0; slot < slots.length; slot++) {
            if (slots[slot].column() == column) {
                return slot;
            }
        }
        return -1;
    }

    /** Returns the layer count entered in {@code raw}, or 0 when it is not a valid count. */
    public int layerCount(RawValues raw) {
        NumberField.Reading read = count.read(raw.get(count.id()));
        return read.valid() && read.present() ? (int) read.value() : 0;
    }

    /**
     * Adds the checks across the stack's fields, unless one of the fields involved already has its own
     * error: each layer's own, names unique, no per-try timeout on the innermost layer; the slots after the
     * stack's last layer are no input. Returns the number of layers, or 0 while the count has an error.
     */
    public int addCrossFieldErrors(FormReading reading) {
        boolean counted = !reading.hasError(count.id());
        int layers = counted ? (int) reading.number(count) : slots.length;
        for (int slot = 0; slot < layers; slot++) {
            slots[slot].addCrossFieldErrors(reading);
        }
        // The slots after the stack's last layer keep texts for a layer a person may add.
        for (int slot = layers; slot < slots.length; slot++) {
            reading.ignore(slotFields.get(slot));
            reading.ignore(slots[slot].presetId());
        }
        if (!counted) {
            return 0;
        }
        addNameErrors(reading, layers);
        LayerFields innermost = slots[layers - 1];
        NumberField perTry = innermost.perTryTimeout();
        if (perTry != null && !reading.hasError(perTry.id()) && reading.present(perTry)) {
            Role role = Role.fromId(reading.choice(roles[layers - 1]));
            reading.addError(perTry.id(), innermost.innermostPerTryMessage(role == null
                    ? innermost.column().label() : role.inSentence()));
        }
        return layers;
    }

    /** Returns the product of the first {@code layers} attempt limits, or 0 while one of them has an error. */
    public long product(FormReading reading, int layers) {
        long product = 1;
        for (int slot = 0; slot < layers; slot++) {
            NumberField attempts = slots[slot].attempts();
            if (reading.hasError(attempts.id())) {
                return 0;
            }
            product *= (long) reading.number(attempts);
        }
        return product;
    }

    /**
     * Returns the attempt limit of the innermost of the first {@code layers} layers that retries (the
     * outermost's when none does): where an error about their product goes.
     */
    public NumberField innermostRetrying(FormReading reading, int layers) {
        int at = 0;
        for (int slot = 0; slot < layers; slot++) {
            if (reading.number(slots[slot].attempts()) > 1) {
                at = slot;
            }
        }
        return slots[at].attempts();
    }

    /** Returns the role a valid reading gives the layer in {@code slot}. */
    public Role role(FormReading reading, int slot) {
        return Role.fromId(reading.choice(roles[slot]));
    }

    /**
     * Returns the name of the layer in {@code slot}: as entered, else its role's; a second layer of one role
     * unnamed is "Mesh 2", so that the defaults are unique in the stack. Null while its role is not valid.
     */
    public String name(FormReading reading, int slot) {
        String entered = reading.text(names[slot]);
        if (entered != null && !entered.isEmpty()) {
            return entered;
        }
        Role role = role(reading, slot);
        if (role == null) {
            return null;
        }
        int before = 0;
        for (int outer = 0; outer < slot; outer++) {
            if (role.id().equals(reading.choice(roles[outer]))) {
                before++;
            }
        }
        return before == 0 ? role.label() : role.label() + " " + (before + 1);
    }

    /** Adds an error at a layer's name that another layer of the stack has too, where the name was typed. */
    private void addNameErrors(FormReading reading, int layers) {
        for (int slot = 1; slot < layers; slot++) {
            String name = name(reading, slot);
            for (int outer = 0; outer < slot && name != null; outer++) {
                if (name.equals(name(reading, outer))) {
                    // Defaults never repeat, so one of the two was typed: the message goes there.
                    String typed = reading.text(names[slot]);
                    int at = typed != null && !typed.isEmpty() ? slot : outer;
                    if (!reading.hasError(names[at].id())) {
                        reading.addError(names[at].id(), names[at].label() + " must differ from layer "
                                + (at == slot ? outer + 1 : slot + 1) + "'s: both are \u201c" + name + "\u201d, and"
                                + " each layer of a stack needs a name of its own.");
                    }
                }
            }
        }
    }

    /** Declares a field's help, written by {@link #helpText}: one class in a page's script for all of them. */
    private static Help help(String key) {
        return Help.keyed(StackForm::helpText, key);
    }

    /**
     * Returns the help of the stack's size ("count"), of a layer's role or name, or none (""), the intro of the
     * columns after the first. Only the pre-render calls it, so the texts stay out of the pages' scripts.
     */
    private static String helpText(String key) {
        return switch (key) {
            case "count" -> "Outermost first: each layer's attempt reruns every layer inside it. Add, remove and move"
                    + " layers with the buttons under each column.";
            case "role" -> "What the layer is: it names the layer and orders its presets; the maths is the same for"
                    + " every role.";
            case "name" -> "How the results name the layer: its lane, its cuts, its sentences. Unique in the stack.";
            case "" -> "";
            default -> throw new IllegalArgumentException("no help for " + key);
        };
    }
}
