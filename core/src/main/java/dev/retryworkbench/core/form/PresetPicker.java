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
 * @param texts   for each option of the picker in order (NONE included, as null), the text of each target
 */
public record PresetPicker(ChoiceField picker, List<Field> targets, List<String[]> texts) {
    /** Creates a picker; every option needs a text for every target, and "not chosen" none. */
    public PresetPicker {
        Objects.requireNonNull(picker, "picker");
        targets = List.copyOf(targets);
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
        texts = Collections.unmodifiableList(new ArrayList<>(texts));
    }

    /** Returns the texts the option {@code optionId} fills its targets with, or null for none or an unknown id. */
    public String[] textsFor(String optionId) {
        List<ChoiceField.Option> options = picker.options();
        for (int i = 0; i < options.size(); i++) {
            if (options.get(i).id().equals(optionId)) {
                return texts.get(i);
            }
        }
        return null;
    }

    /** Returns what the page says beside the picker while {@code optionId} is chosen. */
    public String aboutFor(String optionId) {
        ChoiceField.Option option = picker.option(optionId);
        return option == null ? "" : option.about();
    }
}
