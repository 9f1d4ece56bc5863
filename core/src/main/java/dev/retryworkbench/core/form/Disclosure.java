package dev.retryworkbench.core.form;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * A select whose options each use only some of the form's fields, such as a retry budget's kind and
 * the parameters of each kind: the form shows a field only while the select holds one of the options
 * it belongs to (or while the field holds an error, so the error can be seen and fixed). Hidden fields
 * keep their values: the form's reading, the worksheet and the Markdown inputs see every field. The
 * page refreshes what is shown; the pre-render writes it for the defaults.
 *
 * @param choice  the select
 * @param fields  the fields it shows and hides
 * @param options for each field, in order, the ids of the options it belongs to
 */
public record Disclosure(ChoiceField choice, List<Field> fields, List<String[]> options) {
    /** Creates a disclosure; every field needs options of the choice. */
    public Disclosure {
        Objects.requireNonNull(choice, "choice");
        fields = List.copyOf(fields);
        if (options.size() != fields.size()) {
            throw new IllegalArgumentException("one list of options per field of " + choice.id());
        }
        for (int i = 0; i < options.size(); i++) {
            for (String id : options.get(i)) {
                if (choice.option(id) == null) {
                    throw new IllegalArgumentException(fields.get(i).id() + ": " + choice.id() + " has no option " + id);
                }
            }
        }
        options = Collections.unmodifiableList(new ArrayList<>(options));
    }

    /** Returns true when {@code field} is shown while the choice holds {@code chosen}; true for a field not governed here. */
    public boolean shown(Field field, String chosen) {
        int index = fields.indexOf(field);
        if (index < 0) {
            return true;
        }
        for (String id : options.get(index)) {
            if (id.equals(chosen)) {
                return true;
            }
        }
        return false;
    }

    /** Returns the fields shown while the choice holds {@code chosen}, in order. */
    public List<Field> shownFor(String chosen) {
        List<Field> shown = new ArrayList<>();
        for (Field field : fields) {
            if (shown(field, chosen)) {
                shown.add(field);
            }
        }
        return shown;
    }
}
