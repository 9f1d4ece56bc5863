package dev.retryworkbench.core.form;

import dev.retryworkbench.core.text.Html;
import java.util.ArrayList;
import java.util.List;

/**
 * The notice over the results while the form holds an error: the results are the last valid
 * ones, and which fields to fix, each label a link to its field.
 */
public final class StaleNotice {
    /** The sentence the specification requires over stale results. */
    public static final String SENTENCE = "Showing your last valid result. Update the inputs above to recompute.";

    private StaleNotice() {
    }

    /** What an export refuses while a field is invalid: its file would hold inputs the form does not show. */
    public static final String EXPORT_REFUSED = "Nothing exported: a field holds a value that is not valid, and the"
            + " results are from earlier inputs, so the file would not hold what the form shows.";

    /**
     * Returns the notice's markup: the sentence, then "Fields to fix:" and the label of each field of
     * {@code form} that has one of {@code errors}, in the form's order, each linking to the field's id.
     */
    public static String html(List<FieldGroup> form, List<FieldError> errors) {
        return withFieldLinks(SENTENCE, form, errors);
    }

    /**
     * Returns the message of an export refused while the form holds errors, with the same links to the
     * fields to fix as the notice.
     */
    public static String exportRefused(List<FieldGroup> form, List<FieldError> errors) {
        return withFieldLinks(EXPORT_REFUSED, form, errors);
    }

    private static String withFieldLinks(String sentence, List<FieldGroup> form, List<FieldError> errors) {
        List<Field> wrong = new ArrayList<>();
        for (FieldGroup group : form) {
            for (Field field : group.fields()) {
                if (hasError(errors, field.id())) {
                    wrong.add(field);
                }
            }
        }
        Html html = new Html();
        html.text(sentence);
        for (int i = 0; i < wrong.size(); i++) {
            if (i == 0) {
                html.text(wrong.size() == 1 ? " Field to fix: " : " Fields to fix: ");
            } else {
                html.text(i == wrong.size() - 1 ? " and " : ", ");
            }
            html.element("a", wrong.get(i).label(), "href", "#" + wrong.get(i).id());
        }
        if (!wrong.isEmpty()) {
            html.text(".");
        }
        return html.toString();
    }

    private static boolean hasError(List<FieldError> errors, String fieldId) {
        for (FieldError error : errors) {
            if (error.fieldId().equals(fieldId)) {
                return true;
            }
        }
        return false;
    }
}
