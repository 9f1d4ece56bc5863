package dev.retryworkbench.core.form;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Reads every field of a form at once, collecting each field's value or its error. */
public final class FormReading {
    private final Map<String, NumberField.Reading> numbers = new HashMap<>();
    private final Map<String, String> choices = new HashMap<>();
    private final Map<String, String> texts = new HashMap<>();
    private final List<FieldError> errors = new ArrayList<>();

    private FormReading() {
    }

    /** Reads the raw text of every field in {@code groups}. */
    public static FormReading read(List<FieldGroup> groups, RawValues raw) {
        FormReading reading = new FormReading();
        for (FieldGroup group : groups) {
            for (Field field : group.fields()) {
                String text = raw.get(field.id());
                reading.texts.put(field.id(), text);
                if (field instanceof NumberField) {
                    NumberField.Reading value = ((NumberField) field).read(text);
                    reading.numbers.put(field.id(), value);
                    if (!value.valid()) {
                        reading.errors.add(new FieldError(field.id(), value.error()));
                    }
                } else {
                    ChoiceField choice = (ChoiceField) field;
                    if (choice.option(text) == null) {
                        reading.errors.add(new FieldError(field.id(), choice.label() + " must be one of the listed options."));
                    } else {
                        reading.choices.put(field.id(), text);
                    }
                }
            }
        }
        return reading;
    }

    /** Returns the defaults of every field, as the form shows them before any edit. */
    public static RawValues defaults(List<FieldGroup> groups) {
        Map<String, String> values = new HashMap<>();
        for (FieldGroup group : groups) {
            for (Field field : group.fields()) {
                values.put(field.id(), field.defaultText());
            }
        }
        return values::get;
    }

    /** Returns true when a valid value was entered in {@code field}; false when it is empty or invalid. */
    public boolean present(NumberField field) {
        NumberField.Reading value = numbers.get(field.id());
        return value != null && value.present();
    }

    /** Returns the value entered in {@code field}; 0 when it is empty or invalid. */
    public double number(NumberField field) {
        NumberField.Reading value = numbers.get(field.id());
        return value == null ? 0 : value.value();
    }

    /**
     * Returns the value of a valid percentage field as a share (50 becomes 0.5), rounded once from the
     * decimal text, so it is the double nearest the typed value divided by 100.
     */
    public double share(NumberField percentField) {
        return NumberParser.parse(texts.get(percentField.id()), -2).value();
    }

    /** Returns the option id selected in {@code field}, or null when it is invalid. */
    public String choice(ChoiceField field) {
        return choices.get(field.id());
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

    /** Returns every error found, in form order. */
    public List<FieldError> errors() {
        return List.copyOf(errors);
    }

    /** Returns true when no field has an error. */
    public boolean valid() {
        return errors.isEmpty();
    }
}
