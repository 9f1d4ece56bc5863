package dev.retryworkbench.core.worksheet;

import dev.retryworkbench.core.json.JsonNull;
import dev.retryworkbench.core.json.JsonNumber;
import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldError;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.json.JsonReader;
import dev.retryworkbench.core.json.JsonObject;
import dev.retryworkbench.core.tool.Evaluation;
import dev.retryworkbench.core.tool.Tool;
import dev.retryworkbench.core.tool.ToolNames;

/**
 * Opens a worksheet file: checks that it is one, of a version and tool this code reads, turns its
 * inputs into the text of each form field, and evaluates them with the tool, so a file is checked
 * by exactly the rules that check the form. Results in the file are ignored: they are recomputed.
 */
public final class WorksheetReader {
    /** The value of every worksheet's "format" member. */
    public static final String FORMAT = "retry-workbench/worksheet";
    /** The newest worksheet version this code reads and the one it writes. */
    public static final int VERSION = 1;

    private WorksheetReader() {
    }

    /**
     * What opening a file gave: the tool, the form's field texts and their evaluation, or one message
     * saying why the file cannot be opened.
     */
    public record Opened(Tool tool, FieldTexts fields, Evaluation evaluation, String error) {
        /** Returns true when the file is a valid worksheet whose inputs are all valid. */
        public boolean ok() {
            return error == null;
        }

        static Opened failed(String error) {
            return new Opened(null, null, null, error);
        }
    }

    /**
     * Reads {@code text} as a worksheet of one of {@code tools}. A worksheet of another tool of this
     * site is refused with a message that names where to open it.
     */
    public static Opened read(String text, Tool... tools) {
        try {
            return read(JsonReader.parse(text), tools);
        } catch (JsonReader.JsonException e) {
            return notJson(e.getMessage());
        }
    }

    /** Returns the refusal of a file that is not JSON; {@code reason} says where the syntax broke. */
    public static Opened notJson(String reason) {
        return Opened.failed("This file is not a Retry Workbench worksheet: it is " + reason + ".");
    }

    /**
     * Reads a worksheet already parsed into {@link JsonReader}'s values, such as the browser's own
     * {@code JSON.parse} gives after conversion, as {@link #read(String, Tool...)} does.
     */
    public static Opened read(Object root, Tool... tools) {
        if (!(root instanceof JsonObject) || !FORMAT.equals(((JsonObject) root).get("format"))) {
            return Opened.failed("This file is not a Retry Workbench worksheet: it has no \"format\": \"" + FORMAT + "\".");
        }
        JsonObject file = (JsonObject) root;
        String versionError = checkVersion(file.get("version"));
        if (versionError != null) {
            return Opened.failed(versionError);
        }
        Object toolId = file.get("tool");
        Tool tool = null;
        for (Tool candidate : tools) {
            if (candidate.id().equals(toolId)) {
                tool = candidate;
            }
        }
        if (tool == null) {
            String title = toolId instanceof String ? ToolNames.title((String) toolId) : null;
            if (title == null) {
                return Opened.failed("This file is not a Retry Workbench worksheet: its \"tool\" is not one of "
                        + ToolNames.QUOTED_IDS + ".");
            }
            return Opened.failed("This is a " + title + " worksheet; open it in the " + title
                    + ". This page is the " + tools[0].title() + ".");
        }
        Object inputs = file.get("inputs");
        if (!(inputs instanceof JsonObject)) {
            return Opened.failed("This worksheet has no \"inputs\" object.");
        }
        FieldTexts fields = new FieldTexts();
        for (Field field : FieldGroup.fieldsOf(tool.form())) {
            FileValue value = fieldText(field, at((JsonObject) inputs, field.worksheetPath()));
            if (value.error() != null) {
                return Opened.failed(value.error());
            }
            fields.put(field.id(), value.text());
        }
        Evaluation evaluation = tool.evaluate(fields);
        if (!evaluation.isValid()) {
            StringBuilder message = new StringBuilder();
            for (FieldError error : evaluation.errors()) {
                message.append(message.length() == 0 ? "" : " ")
                        .append("inputs.").append(pathOf(tool, error.fieldId())).append(": ").append(error.message());
            }
            return Opened.failed(message.toString());
        }
        return new Opened(tool, fields, evaluation, null);
    }

    private static String checkVersion(Object version) {
        if (!(version instanceof JsonNumber)) {
            return "This file is not a Retry Workbench worksheet: it has no \"version\" number.";
        }
        String text = ((JsonNumber) version).text();
        int number = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9' || i >= 9) {
                number = -1;
                break;
            }
            number = number * 10 + (c - '0');
        }
        if (number < 1) {
            return "This file is not a Retry Workbench worksheet: its \"version\" is " + text + ", not a version number.";
        }
        if (number > VERSION) {
            return "This worksheet is version " + text + ", newer than this copy of Retry Workbench reads (version "
                    + VERSION + "). Open it with a newer Retry Workbench.";
        }
        return null;
    }

    /** A worksheet's value for one field: the text the form would hold, or why the file's value cannot be one. */
    private record FileValue(String text, String error) {
        static FileValue text(String text) {
            return new FileValue(text, null);
        }

        static FileValue error(String error) {
            return new FileValue(null, error);
        }
    }

    private static FileValue fieldText(Field field, Object value) {
        String where = "The worksheet's inputs." + field.worksheetPath();
        boolean empty = value == null || value == JsonNull.NULL;
        if (value == null && field.defaultWhenAbsent()) {
            return FileValue.text(field.defaultText());
        }
        if (field instanceof ChoiceField) {
            ChoiceField choice = (ChoiceField) field;
            if (empty && choice.hasNone()) {
                return FileValue.text(ChoiceField.NONE);
            }
            if (choice.yesNo()) {
                return value instanceof Boolean ? FileValue.text(value.toString())
                        : FileValue.error(where + " must be true or false.");
            }
            return value instanceof String ? FileValue.text((String) value)
                    : FileValue.error(where + " must be a string.");
        }
        NumberField number = (NumberField) field;
        if (empty) {
            return number.optional() ? FileValue.text("")
                    : FileValue.error(where + " is missing; it must be a number.");
        }
        if (!(value instanceof JsonNumber)) {
            return FileValue.error(where + (number.optional() ? " must be a number or null." : " must be a number."));
        }
        String text = ((JsonNumber) value).text();
        return FileValue.text(number.percent() ? DecimalText.shift(text, 2) : text);
    }

    private static Object at(JsonObject inputs, String path) {
        Object node = inputs;
        int start = 0;
        while (node instanceof JsonObject) {
            int dot = path.indexOf('.', start);
            String name = dot < 0 ? path.substring(start) : path.substring(start, dot);
            node = ((JsonObject) node).get(name);
            if (dot < 0) {
                return node;
            }
            start = dot + 1;
        }
        return null;
    }

    private static String pathOf(Tool tool, String fieldId) {
        for (Field field : FieldGroup.fieldsOf(tool.form())) {
            if (field.id().equals(fieldId)) {
                return field.worksheetPath();
            }
        }
        return fieldId;
    }
}
