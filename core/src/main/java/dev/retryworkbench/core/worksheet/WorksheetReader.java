package dev.retryworkbench.core.worksheet;

import dev.retryworkbench.core.config.ConfigError;
import dev.retryworkbench.core.config.JsonValues;
import dev.retryworkbench.core.json.JsonNull;
import dev.retryworkbench.core.json.JsonNumber;
import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldError;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.form.TextField;
import dev.retryworkbench.core.json.JsonObject;
import dev.retryworkbench.core.tool.Evaluation;
import dev.retryworkbench.core.tool.Tool;
import dev.retryworkbench.core.text.Numbers;
import dev.retryworkbench.core.tool.ToolNames;
import java.util.ArrayList;
import java.util.List;

/**
 * Opens a worksheet file: checks that it is one, of a version and tool this code reads, turns its
 * inputs into the text of each form field, and evaluates them with the tool, so a file is checked
 * by exactly the rules that check the form. Results in the file are ignored: they are recomputed.
 */
public final class WorksheetReader {
    /** The value of every worksheet's "format" member. */
    public static final String FORMAT = "retry-workbench/worksheet";
    /** The newest worksheet version this code reads and the one it writes. */
    public static final int VERSION = 4;

    /** The envelope's members: the three required ones, the inputs, and the results a reader recomputes. */
    private static final List<String> ENVELOPE = List.of("format", "version", "tool", "inputs", "results");
    /** The warning names at most this many unknown members and counts the rest. */
    private static final int MAX_LISTED = 10;

    private WorksheetReader() {
    }

    /**
     * What opening a file gave: the tool, the form's field texts and their evaluation, or one message
     * saying why the file cannot be opened; and the members of an opened file that no field reads.
     *
     * @param evaluation     the tool's evaluation of the texts; null when not evaluated ({@link #unchecked})
     * @param unknownMembers the paths ("inputs.layers.sdk.attemps") of members the tool does not know,
     *                       each with a suggestion when a known name is one or two letters away; empty
     *                       for none
     */
    public record Opened(Tool tool, FieldTexts fields, Evaluation evaluation, String error,
            List<String> unknownMembers) {
        /** Creates the outcome; the list of unknown members is copied. */
        public Opened {
            unknownMembers = List.copyOf(unknownMembers);
        }

        /** Returns true when the file is a valid worksheet whose inputs are all valid. */
        public boolean ok() {
            return error == null;
        }

        /**
         * Returns the sentence that names every unknown member, which the tool ignored, or null when the
         * file has none: a typo would otherwise look as if it applied.
         */
        public String warning() {
            if (unknownMembers.isEmpty()) {
                return null;
            }
            StringBuilder text = new StringBuilder(unknownMembers.size() == 1
                    ? "Ignored a member the " + tool.title() + " does not know: "
                    : "Ignored " + unknownMembers.size() + " members the " + tool.title() + " does not know: ");
            int listed = Math.min(unknownMembers.size(), MAX_LISTED);
            for (int i = 0; i < listed; i++) {
                text.append(i == 0 ? "" : ", ").append(unknownMembers.get(i));
            }
            if (listed < unknownMembers.size()) {
                text.append(" and ").append(unknownMembers.size() - listed).append(" more");
            }
            return text.append('.').toString();
        }

        static Opened failed(String error) {
            return new Opened(null, null, null, error, new ArrayList<>(0));
        }
    }

    /**
     * Reads {@code text} as a worksheet of one of {@code tools}. A worksheet of another tool of this
     * site is refused with a message that names where to open it.
     */
    public static Opened read(String text, Tool... tools) {
        try {
            return read(JsonValues.parse(text), tools);
        } catch (ConfigError e) {
            return notJson("not valid JSON at line " + e.line() + ", column " + e.column() + ": expected "
                    + e.expected());
        }
    }

    /** Returns the refusal of a file that is not JSON; {@code reason} says where the syntax broke. */
    public static Opened notJson(String reason) {
        return Opened.failed("This file is not a Retry Workbench worksheet: it is " + reason + ".");
    }

    /**
     * Reads a worksheet already parsed into {@link JsonValues}' values, such as the browser's own
     * {@code JSON.parse} gives after conversion, as {@link #read(String, Tool...)} does.
     */
    public static Opened read(Object root, Tool... tools) {
        Opened read = unchecked(root, tools);
        if (!read.ok()) {
            return read;
        }
        Evaluation evaluation = read.tool().evaluate(read.fields());
        String refusal = refusal(read.tool(), evaluation.errors());
        return refusal != null ? Opened.failed(refusal)
                : new Opened(read.tool(), read.fields(), evaluation, null, read.unknownMembers());
    }

    /**
     * Reads a worksheet like {@link #read(Object, Tool...)} as far as its inputs' texts, without evaluating
     * them (the outcome's evaluation is null): the page's worksheet script carries no tool's computation,
     * and the page checks the texts with its own ({@link #refusal}).
     */
    public static Opened unchecked(Object root, Tool... tools) {
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
        List<Field> declared = FieldGroup.fieldsOf(tool.form());
        Object inputs = file.get("inputs");
        if (!absent(inputs) && !(inputs instanceof JsonObject)) {
            return Opened.failed("The worksheet's \"inputs\" must be an object (it is " + describe(inputs) + ").");
        }
        List<String> unknown = new ArrayList<>();
        for (String name : file.names()) {
            if (!isEnvelope(name)) {
                unknown.add(clipped(name) + suggestion(name, ENVELOPE));
            }
        }
        JsonObject given = inputs instanceof JsonObject ? (JsonObject) inputs : new JsonObject();
        String shapeError = tool.slotInputs(given);
        if (shapeError != null) {
            return Opened.failed("The worksheet's " + shapeError);
        }
        List<String> known = new ArrayList<>(tool.worksheetOnlyInputs());
        for (Field field : declared) {
            known.add(field.worksheetPath());
        }
        String structureError = checkMembers(given, "", known, unknown);
        if (structureError != null) {
            return Opened.failed(structureError);
        }
        FieldTexts fields = new FieldTexts();
        for (Field field : declared) {
            FileValue value = fieldText(field, at(given, field.worksheetPath()));
            if (value.error() != null) {
                return Opened.failed(value.error());
            }
            fields.put(field.id(), value.text());
        }
        return new Opened(tool, fields, null, null, unknown);
    }

    /**
     * Returns why a worksheet's inputs are refused, each error at its member ("inputs.attempts: ..."), or
     * null when {@code errors}, the evaluation's of the worksheet's inputs by {@code tool}, are none.
     */
    public static String refusal(Tool tool, List<FieldError> errors) {
        if (errors.isEmpty()) {
            return null;
        }
        StringBuilder message = new StringBuilder();
        for (FieldError error : errors) {
            message.append(message.length() == 0 ? "" : " ")
                    .append("inputs.").append(pathOf(tool, error.fieldId())).append(": ").append(error.message());
        }
        return message.toString();
    }

    private static boolean isEnvelope(String name) {
        for (String member : ENVELOPE) {
            if (member.equals(name)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Checks the members of {@code object}, found at {@code prefix} below the inputs ("" for the inputs
     * themselves, else "layers.sdk."): a member that is some field's path is that field's to read; one
     * that begins fields' paths must be an object (or absent or null, for all of their defaults) and is
     * checked in turn; any other is added to {@code unknown}. Returns the message for a member that must
     * be an object and is not, else null.
     */
    private static String checkMembers(JsonObject object, String prefix, List<String> declared, List<String> unknown) {
        for (String name : object.names()) {
            String path = prefix + name;
            Object value = object.get(name);
            if (isFieldPath(declared, path)) {
                if (value instanceof JsonObject && isObjectPath(declared, path + ".")) {
                    // A select's object option ({@link ChoiceField#MEMBERS}): its members are fields in turn.
                    String error = checkMembers((JsonObject) value, path + ".", declared, unknown);
                    if (error != null) {
                        return error;
                    }
                }
                continue;
            }
            if (!isObjectPath(declared, path + ".")) {
                unknown.add("inputs." + prefix + clipped(name) + suggestion(name, siblings(prefix, declared)));
            } else if (value instanceof JsonObject) {
                String error = checkMembers((JsonObject) value, path + ".", declared, unknown);
                if (error != null) {
                    return error;
                }
            } else if (!absent(value)) {
                return "The worksheet's inputs." + path + " must be an object (it is " + describe(value)
                        + "); leave it out for every default.";
            }
        }
        return null;
    }

    private static boolean isFieldPath(List<String> declared, String path) {
        for (String known : declared) {
            if (known.equals(path)) {
                return true;
            }
        }
        return false;
    }

    private static boolean isObjectPath(List<String> declared, String objectPrefix) {
        for (String known : declared) {
            if (known.startsWith(objectPrefix)) {
                return true;
            }
        }
        return false;
    }

    /** A member name longer than this is no typo of a known one; the warning shortens it. */
    private static final int MAX_NAME = 40;

    private static String clipped(String name) {
        return name.length() > MAX_NAME ? name.substring(0, MAX_NAME - 1) + "\u2026" : name;
    }

    /** Returns the names of the members the fields' paths give an object at {@code prefix}. */
    private static List<String> siblings(String prefix, List<String> declared) {
        List<String> names = new ArrayList<>();
        for (String path : declared) {
            if (path.startsWith(prefix)) {
                int dot = path.indexOf('.', prefix.length());
                names.add(dot < 0 ? path.substring(prefix.length()) : path.substring(prefix.length(), dot));
            }
        }
        return names;
    }

    /**
     * Returns " (did you mean NAME?)" for the known name nearest {@code name}, at most two letters away
     * and less than a third of its length; else "".
     */
    private static String suggestion(String name, List<String> known) {
        if (name.length() > MAX_NAME) {
            return "";
        }
        String best = null;
        int bestDistance = 3;
        for (String candidate : known) {
            int distance = distance(name, candidate);
            if (distance < bestDistance && distance * 3 < candidate.length()) {
                best = candidate;
                bestDistance = distance;
            }
        }
        return best == null ? "" : " (did you mean " + best + "?)";
    }

    /** The edit distance of two names, ignoring ASCII case: insertions, deletions, substitutions, swaps of neighbours. */
    private static int distance(String a, String b) {
        // One flat array, not int[][]: TeaVM builds a nested array with a helper of its own.
        int width = b.length() + 1;
        int[] d = new int[(a.length() + 1) * width];
        for (int i = 0; i <= a.length(); i++) {
            for (int j = 0; j <= b.length(); j++) {
                if (i == 0 || j == 0) {
                    d[i * width + j] = i + j;
                    continue;
                }
                int cost = lower(a.charAt(i - 1)) == lower(b.charAt(j - 1)) ? 0 : 1;
                int best = Math.min(Math.min(d[(i - 1) * width + j] + 1, d[i * width + j - 1] + 1),
                        d[(i - 1) * width + j - 1] + cost);
                if (i > 1 && j > 1 && lower(a.charAt(i - 1)) == lower(b.charAt(j - 2))
                        && lower(a.charAt(i - 2)) == lower(b.charAt(j - 1))) {
                    best = Math.min(best, d[(i - 2) * width + j - 2] + 1);
                }
                d[i * width + j] = best;
            }
        }
        return d[d.length - 1];
    }

    private static char lower(char c) {
        return c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
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

    /**
     * Returns the form's text for {@code field} from the worksheet's {@code value}. An absent or null
     * member means the field's {@link Field#absentText()}, except that null is "not chosen" for a select
     * that has that option (the writer's null). A value of the wrong type is refused with the member,
     * what the file holds and what the member takes.
     */
    private static FileValue fieldText(Field field, Object value) {
        String where = "inputs." + field.worksheetPath() + ": " + field.label() + " must be ";
        if (field instanceof ChoiceField) {
            ChoiceField choice = (ChoiceField) field;
            if (value == JsonNull.NULL && choice.hasNone()) {
                return FileValue.text(ChoiceField.NONE);
            }
            if (absent(value)) {
                return FileValue.text(choice.absentText());
            }
            if (choice.yesNo()) {
                return value instanceof Boolean ? FileValue.text((Boolean) value ? "true" : "false")
                        : FileValue.error(where + "true or false (the worksheet has " + describe(value) + ").");
            }
            if (value instanceof String && choice.option((String) value) != null
                    && !ChoiceField.MEMBERS.equals(value)) {
                return FileValue.text((String) value);
            }
            if (value instanceof JsonObject && choice.option(ChoiceField.MEMBERS) != null) {
                return FileValue.text(ChoiceField.MEMBERS);
            }
            return FileValue.error(where + optionsText(choice) + " (the worksheet has " + describe(value) + ").");
        }
        if (field instanceof TextField) {
            if (absent(value)) {
                return FileValue.text("");
            }
            return value instanceof String ? FileValue.text((String) value)
                    : FileValue.error(where + "a text (the worksheet has " + describe(value) + ").");
        }
        NumberField number = (NumberField) field;
        if (absent(value)) {
            return FileValue.text(number.absentText());
        }
        if (!(value instanceof JsonNumber)) {
            String allowed = number.percent() ? "a share from " + Numbers.trimmed(number.min() / 100, 6) + " to "
                    + Numbers.trimmed(number.max() / 100, 6) : number.boundsText();
            return FileValue.error(where + allowed + (number.optional() ? ", or null for none" : "")
                    + " (the worksheet has " + describe(value) + ").");
        }
        String text = ((JsonNumber) value).text();
        return FileValue.text(number.percent() ? DecimalText.shift(text, 2) : text);
    }

    /** Lists a select's option ids as a worksheet writes them: "one of \"none\", \"full\" or null". */
    private static String optionsText(ChoiceField choice) {
        StringBuilder text = new StringBuilder("one of ");
        boolean first = true;
        for (ChoiceField.Option option : choice.options()) {
            if (!ChoiceField.NONE.equals(option.id())) {
                text.append(first ? "" : ", ").append(ChoiceField.MEMBERS.equals(option.id()) ? "an object"
                        : "\"" + option.id() + "\"");
                first = false;
            }
        }
        return choice.hasNone() ? text.append(", or null for \u201c").append(choice.option(ChoiceField.NONE).label())
                .append('\u201d').toString() : text.toString();
    }

    private static boolean absent(Object value) {
        return value == null || value == JsonNull.NULL;
    }

    /** Names a JSON value for a message: the text or number as quoted, or the kind of a list or object. */
    private static String describe(Object value) {
        if (value instanceof String) {
            String text = (String) value;
            return "the text \u201c" + (text.length() > 24 ? text.substring(0, 21) + "\u2026" : text) + "\u201d";
        }
        if (value instanceof JsonNumber) {
            return "the number " + ((JsonNumber) value).text();
        }
        if (value instanceof Boolean) {
            return ((Boolean) value).booleanValue() ? "true" : "false";
        }
        return value instanceof JsonObject ? "an object" : "a list";
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
