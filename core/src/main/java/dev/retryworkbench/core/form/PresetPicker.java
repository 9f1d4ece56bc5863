package dev.retryworkbench.core.form;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * A select of named sets of values for a group of fields, such as a library's retry defaults: choosing
 * an option fills the fields, and editing any of them turns the select back to its "not chosen" option
 * ({@link ChoiceField#NONE}, shown as "Custom"). The page wires it; the values live here, in core.
 *
 * @param picker  the select; its options other than NONE are the sets
 * @param targets the fields each set fills, in order
 * @param texts   the text of each target for an option, made when it is asked for: the form's declarations
 *                then carry no number formatting into the scripts that never fill a picker (map.js)
 */
public record PresetPicker(ChoiceField picker, List<Field> targets, Texts texts) {
    /** Gives the texts an option fills its picker's targets with. */
    public interface Texts {
        /** Returns the text of each target for the option {@code optionId}, or null for one that fills nothing. */
        String[] of(String optionId);

        /**
         * Returns the texts for {@code optionId} given the form as it stands, for an option whose texts follow
         * other fields (a hedging delay at the entered p99); by default {@link #of(String)}, the form unread.
         */
        default String[] of(String optionId, RawValues form) {
            return of(optionId);
        }
    }

    /** Creates a picker whose texts are made on demand; {@link #textsFor} checks them. */
    public PresetPicker {
        Objects.requireNonNull(picker, "picker");
        Objects.requireNonNull(texts, "texts");
        targets = List.copyOf(targets);
    }

    /** Creates a picker from every option's texts in order: none for "not chosen", one for each target otherwise. */
    public PresetPicker(ChoiceField picker, List<Field> targets, List<String[]> texts) {
        this(picker, targets, listed(picker, targets, texts));
    }

    private static Texts listed(ChoiceField picker, List<Field> targets, List<String[]> texts) {
        if (texts.size() != picker.options().size()) {
            throw new IllegalArgumentException("one set of texts per option of " + picker.id());
        }
        for (int i = 0; i < texts.size(); i++) {
            boolean none = ChoiceField.NONE.equals(picker.options().get(i).id());
            String[] set = texts.get(i);
            if (none ? set != null : set == null || set.length != targets.size()) {
                throw new IllegalArgumentException("option " + picker.options().get(i).id() + " of " + picker.id()
                        + " needs " + (none ? "no texts" : targets.size() + " texts"));
            }
        }
        // Not List.copyOf: it refuses the null of the "not chosen" option.
        List<String[]> copy = Collections.unmodifiableList(new ArrayList<>(texts));
        List<ChoiceField.Option> options = picker.options();
        return optionId -> {
            for (int i = 0; i < options.size(); i++) {
                if (options.get(i).id().equals(optionId)) {
                    return copy.get(i);
                }
            }
            return null;
        };
    }

    /**
     * Returns the texts the option {@code optionId} fills its targets with, or null for "not chosen" or an
     * unknown id; throws when an option's texts do not fit its targets, which tests catch for every option.
     */
    public String[] textsFor(String optionId) {
        if (picker.option(optionId) == null || ChoiceField.NONE.equals(optionId)) {
            return null;
        }
        return checked(optionId, texts.of(optionId));
    }

    /**
     * Returns the texts the option {@code optionId} fills its targets with while the form holds {@code form}, as
     * the page asks when the option is chosen; null for "not chosen" or an unknown id, as {@link #textsFor(String)}.
     */
    public String[] textsFor(String optionId, RawValues form) {
        if (picker.option(optionId) == null || ChoiceField.NONE.equals(optionId)) {
            return null;
        }
        return checked(optionId, texts.of(optionId, form));
    }

    private String[] checked(String optionId, String[] set) {
        if (set == null || set.length != targets.size()) {
            throw new IllegalStateException("option " + optionId + " of " + picker.id() + " needs " + targets.size()
                    + " texts");
        }
        return set;
    }
}
