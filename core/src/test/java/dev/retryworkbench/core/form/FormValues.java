package dev.retryworkbench.core.form;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The tests' one way to read a form at its defaults with some fields replaced. */
public final class FormValues {
    private FormValues() {
    }

    /**
     * Returns the form's default texts with some replaced: {@code replacements} are id, text pairs. Every field of
     * the form has a text; an id the form does not have reads as null.
     */
    public static RawValues defaultsWith(List<FieldGroup> form, String... replacements) {
        RawValues defaults = FormReading.defaults(form);
        Map<String, String> map = new HashMap<>();
        for (FieldGroup group : form) {
            for (Field field : group.fields()) {
                map.put(field.id(), defaults.get(field.id()));
            }
        }
        for (int i = 0; i < replacements.length; i += 2) {
            map.put(replacements[i], replacements[i + 1]);
        }
        return map::get;
    }
}
