package dev.retryworkbench.core.form;

import java.util.ArrayList;
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
 * @param options for each field, in order, the ids of the options it belongs to, separated by spaces
 *                (text, not arrays: in the page's script, strings read from arrays kept in lists were
 *                taken for any object a list holds, which kept every record's toString and equals)
 */
public record Disclosure(ChoiceField choice, List<Field> fields, List<String> options) {
    /** Creates a disclosure; every field needs options of the choice. */
    public Disclosure {
        Objects.requireNonNull(choice, "choice");
        fields = List.copyOf(fields);
        if (options.size() != fields.size()) {
            throw new IllegalArgumentException("one list of options per field of " + choice.id());
        }
        for (int i = 0; i < options.size(); i++) {
            String ids = options.get(i);
            for (int start = 0; start < ids.length(); ) {
                int end = ids.indexOf(' ', start);
                end = end < 0 ? ids.length() : end;
                String id = ids.substring(start, end);
                if (choice.option(id) == null) {
                    throw new IllegalArgumentException(fields.get(i).id() + ": " + choice.id() + " has no option " + id);
                }
                start = end + 1;
            }
        }
        options = List.copyOf(options);
    }

    /** Returns true when {@code field} is shown while the choice holds {@code chosen}; true for a field not governed here. */
    public boolean shown(Field field, String chosen) {
        // By identity, not indexOf: a record's equals would bring every record's equals into the page's script.
        int index = fields.size() - 1;
        while (index >= 0 && fields.get(index) != field) {
            index--;
        }
        if (index < 0) {
            return true;
        }
        return (" " + options.get(index) + " ").contains(" " + chosen + " ");
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
