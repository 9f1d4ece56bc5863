package dev.retryworkbench.core.form;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads every field of a form at once, collecting each field's value or its error. Values are
 * found by a scan of a dozen ids rather than in a map: a {@code HashMap} would add kilobytes to
 * every page's script.
 */
public final class FormReading {
    private final List<NumberField> numberFields = new ArrayList<>();
    private final List<NumberField.Reading> numbers = new ArrayList<>();
    private final List<String> numberTexts = new ArrayList<>();
    private final List<ChoiceField> choiceFields = new ArrayList<>();
    private final List<String> choices = new ArrayList<>();
    private final List<TextField> textFields = new ArrayList<>();
    private final List<String> texts = new ArrayList<>();
    private final List<FieldError> errors = new ArrayList<>();

    private FormReading() {
    }

    /** Reads the raw text of every field in {@code groups}. */
    public static FormReading read(List<FieldGroup> groups, RawValues raw) {
        FormReading reading = new FormReading();
        for (FieldGroup group : groups) {
            for (Field field : group.fields()) {
                String text = raw.get(field.id());
                if (field instanceof NumberField) {
                    NumberField.Reading value = ((NumberField) field).read(text);
                    reading.numberFields.add((NumberField) field);
                    reading.numbers.add(value);
                    reading.numberTexts.add(text);
                    if (!value.valid()) {
                        reading.errors.add(new FieldError(field.id(), value.error()));
                    }
                } else if (field instanceof TextField) {
                    TextField textField = (TextField) field;
                    String error = textField.check(text);
                    if (error != null) {
                        reading.errors.add(new FieldError(field.id(), error));
                    } else {
                        reading.textFields.add(textField);
                        reading.texts.add(text == null ? "" : text.trim());
                    }
                } else {
                    ChoiceField choice = (ChoiceField) field;
                    if (choice.option(text) == null) {
                        reading.errors.add(new FieldError(field.id(), choice.label() + " must be one of the listed options."));
                    } else {
                        reading.choiceFields.add(choice);
                        reading.choices.add(text);
                    }
                }
            }
        }
        return reading;
    }

    /** Returns the defaults of every field, as the form shows them before any edit. */
    public static RawValues defaults(List<FieldGroup> groups) {
        return id -> {
            for (FieldGroup group : groups) {
                for (Field field : group.fields()) {
                    if (field.id().equals(id)) {
                        return field.defaultText();
                    }
                }
            }
            return null;
        };
    }

    /** Returns true when a valid value was entered in {@code field}; false when it is empty or invalid. */
    public boolean present(NumberField field) {
        NumberField.Reading value = reading(field);
        return value != null && value.present();
    }

    /** Returns the value entered in {@code field}; 0 when it is empty or invalid. */
    public double number(NumberField field) {
        NumberField.Reading value = reading(field);
        return value == null ? 0 : value.value();
    }

    /**
     * Returns the value of a valid percentage field as a share (50 becomes 0.5), rounded once from the
     * decimal text ("60%" too), so it is the double nearest the typed value divided by 100.
     */
    public double share(NumberField percentField) {
        int index = indexOf(percentField);
        return index < 0 ? 0 : NumberParser.parse(numberTexts.get(index), Quantity.of(percentField), -2).value();
    }

    /** Returns the text entered in {@code field}, trimmed; "" when it is empty, null when it is invalid. */
    public String text(TextField field) {
        for (int i = 0; i < textFields.size(); i++) {
            if (textFields.get(i).id().equals(field.id())) {
                return texts.get(i);
            }
        }
        return null;
    }

    /**
     * Returns the text {@code field} was read from (a text field's trimmed), so that reading the texts of a valid
     * reading again gives the same values; null for an invalid field.
     */
    public String textOf(Field field) {
        if (field instanceof NumberField) {
            int index = indexOf((NumberField) field);
            return index < 0 ? null : numberTexts.get(index);
        }
        return field instanceof TextField ? text((TextField) field) : choice((ChoiceField) field);
    }

    /** Returns the option id selected in {@code field}, or null when it is invalid. */
    public String choice(ChoiceField field) {
        for (int i = 0; i < choiceFields.size(); i++) {
            if (choiceFields.get(i).id().equals(field.id())) {
                return choices.get(i);
            }
        }
        return null;
    }

    private NumberField.Reading reading(NumberField field) {
        int index = indexOf(field);
        return index < 0 ? null : numbers.get(index);
    }

    private int indexOf(NumberField field) {
        for (int i = 0; i < numberFields.size(); i++) {
            if (numberFields.get(i).id().equals(field.id())) {
                return i;
            }
        }
        return -1;
    }

    /** Returns true when {@code fieldId} already has an error, so a cross-field check can stay quiet. */
    public boolean hasError(String fieldId) {
        for (FieldError error : errors) {
            if (error.fieldId().equals(fieldId)) {
                return true;
            }
        }
        return false;
    }

    /** Adds an error found by a check across fields, such as a maximum below its initial value. */
    public void addError(String fieldId, String message) {
        errors.add(new FieldError(fieldId, message));
    }

    /** Drops the errors of {@code fields}: inputs the form holds but does not use, such as a stack's unused slots. */
    public void ignore(List<Field> fields) {
        for (Field field : fields) {
            ignore(field.id());
        }
    }

    /** Drops the errors of the field {@code fieldId}, named by its id where its declaration is not at hand. */
    public void ignore(String fieldId) {
        for (int i = errors.size() - 1; i >= 0; i--) {
            if (errors.get(i).fieldId().equals(fieldId)) {
                errors.remove(i);
            }
        }
    }

    /** Returns every error found, in form order. */
    public List<FieldError> errors() {
        return List.copyOf(errors);
    }

    /** Returns true when no field has an error. */
    public boolean valid() {
        return errors.isEmpty();
    }
}
