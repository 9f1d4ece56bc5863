package dev.retryworkbench.core.worksheet;

import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.form.TextField;
import dev.retryworkbench.core.json.JsonWriter;
import java.util.List;
import java.util.function.Consumer;

/**
 * Starts a worksheet file: the envelope every tool shares and the {@code inputs} object, written from
 * the form's field declarations and a valid reading of it: each value at its field's worksheet path,
 * in form order. Fields whose paths share a prefix ("layers.sdk.") form a nested object; an object of
 * plain values stays on one line; numbered entries with a length ("layers.0.", "layers.length") form a list.
 * Fields under a select's own path are that select's {@link ChoiceField#MEMBERS} option: written as its value
 * while it is chosen, left out while another option is.
 */
public final class WorksheetWriter {
    /**
     * The last part of the path of a list's length: the fields at {@code P.length} and {@code P.0.x},
     * {@code P.1.x}, ... are written as the list {@code P} of that length.
     */
    public static final String LENGTH = "length";

    private WorksheetWriter() {
    }

    /** Writes the envelope and the inputs of a {@code toolId} worksheet; the caller writes "results" and closes it. */
    public static JsonWriter begin(String toolId, List<FieldGroup> form, FormReading reading) {
        return begin(toolId, form, reading, null);
    }

    /**
     * Writes the envelope and the inputs like {@link #begin(String, List, FormReading)}, then lets {@code
     * moreInputs} (when not null) write members the form does not declare (the storm's survival map axes,
     * present only when the map was computed) at the end of the inputs object.
     */
    public static JsonWriter begin(String toolId, List<FieldGroup> form, FormReading reading,
            Consumer<JsonWriter> moreInputs) {
        JsonWriter json = new JsonWriter().beginObject(false)
                .name("format").value(WorksheetReader.FORMAT)
                .name("version").value(WorksheetReader.VERSION)
                .name("tool").value(toolId)
                .name("inputs");
        List<Field> fields = FieldGroup.fieldsOf(form);
        json.beginObject(false);
        members(json, fields, reading, 0, 0, fields.size());
        if (moreInputs != null) {
            moreInputs.accept(json);
        }
        json.endObject();
        return json;
    }

    /** Writes fields {@code from} to {@code to}, whose paths share their first {@code prefix} characters. */
    private static void members(JsonWriter json, List<Field> fields, FormReading reading, int prefix, int from,
            int to) {
        int i = from;
        while (i < to) {
            Field field = fields.get(i);
            String path = field.worksheetPath();
            int dot = path.indexOf('.', prefix);
            if (dot < 0) {
                int end = i + 1;
                while (end < to && fields.get(end).worksheetPath().startsWith(path + ".")) {
                    end++;
                }
                json.name(path.substring(prefix));
                if (end > i + 1 && field instanceof ChoiceField
                        && ChoiceField.MEMBERS.equals(reading.choice((ChoiceField) field))) {
                    // The select's object option: the value is the object of the fields under its path.
                    json.beginObject(true);
                    members(json, fields, reading, path.length() + 1, i + 1, end);
                    json.endObject();
                } else {
                    value(json, field, reading);
                }
                i = end;
                continue;
            }
            String objectPath = path.substring(0, dot + 1);
            int end = i;
            boolean plainValues = true;
            NumberField length = null;
            while (end < to && fields.get(end).worksheetPath().startsWith(objectPath)) {
                Field member = fields.get(end);
                plainValues &= member.worksheetPath().indexOf('.', dot + 1) < 0;
                if (member.worksheetPath().equals(objectPath + LENGTH)) {
                    length = (NumberField) member;
                }
                end++;
            }
            json.name(path.substring(prefix, dot));
            if (length != null) {
                list(json, fields, reading, objectPath, (int) reading.number(length), i, end);
            } else if (path.charAt(dot + 1) >= '0' && path.charAt(dot + 1) <= '9') {
                // Numbered entries without a length field (a form of fixed columns): every entry is written.
                list(json, fields, reading, objectPath, entries(fields, objectPath, i, end), i, end);
            } else {
                json.beginObject(plainValues);
                members(json, fields, reading, dot + 1, i, end);
                json.endObject();
            }
            i = end;
        }
    }

    /** Returns how many numbered entries fields {@code from} to {@code to} fill below {@code listPath}: the last index + 1. */
    private static int entries(List<Field> fields, String listPath, int from, int to) {
        int entries = 0;
        for (int i = from; i < to; i++) {
            String path = fields.get(i).worksheetPath();
            // Digit by digit: Integer.parseInt would bring the browser's script Character.digit's tables.
            int index = 0;
            for (int at = listPath.length(); path.charAt(at) != '.'; at++) {
                index = index * 10 + path.charAt(at) - '0';
            }
            entries = Math.max(entries, index + 1);
        }
        return entries;
    }

    /**
     * Writes the list whose entries' fields have paths {@code listPath} + index + "." among fields {@code from}
     * to {@code to}: its first {@code length} entries, each an object on one line; the slots after them, kept by
     * the form for entries a person adds, are not written, nor is the length.
     */
    private static void list(JsonWriter json, List<Field> fields, FormReading reading, String listPath, int length,
            int from, int to) {
        json.beginArray(false);
        for (int entry = 0; entry < length; entry++) {
            String entryPath = listPath + entry + ".";
            int first = from;
            while (first < to && !fields.get(first).worksheetPath().startsWith(entryPath)) {
                first++;
            }
            int end = first;
            while (end < to && fields.get(end).worksheetPath().startsWith(entryPath)) {
                end++;
            }
            json.beginObject(true);
            members(json, fields, reading, entryPath.length(), first, end);
            json.endObject();
        }
        json.endArray();
    }

    private static void value(JsonWriter json, Field field, FormReading reading) {
        if (field instanceof ChoiceField) {
            ChoiceField select = (ChoiceField) field;
            String choice = reading.choice(select);
            if (select.yesNo()) {
                json.value("true".equals(choice));
            } else {
                json.value(ChoiceField.NONE.equals(choice) ? null : choice);
            }
            return;
        }
        if (field instanceof TextField) {
            String text = reading.text((TextField) field);
            if (text == null || text.isEmpty()) {
                json.nullValue();
            } else {
                json.value(text);
            }
            return;
        }
        NumberField number = (NumberField) field;
        if (!reading.present(number)) {
            json.nullValue();
        } else {
            json.value(number.percent() ? reading.share(number) : reading.number(number));
        }
    }
}
