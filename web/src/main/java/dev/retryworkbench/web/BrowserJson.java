package dev.retryworkbench.web;

import dev.retryworkbench.core.json.JsonNull;
import dev.retryworkbench.core.json.JsonNumber;
import dev.retryworkbench.core.json.JsonObject;
import dev.retryworkbench.core.config.JsonValues;
import dev.retryworkbench.core.json.ShortestDouble;
import dev.retryworkbench.core.tool.Tool;
import dev.retryworkbench.core.worksheet.WorksheetReader;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.JSObject;
import org.teavm.jso.core.JSArray;
import org.teavm.jso.core.JSBoolean;
import org.teavm.jso.core.JSError;
import org.teavm.jso.core.JSNumber;
import org.teavm.jso.core.JSObjects;
import org.teavm.jso.core.JSString;
import org.teavm.jso.json.JSON;

/**
 * Parses JSON with the browser's own {@code JSON.parse} and converts the result into the values
 * {@link JsonValues} produces, so the page does not carry a second JSON parser in its script.
 * Numbers come back as their shortest decimal text, the form every worksheet writes them in.
 */
final class BrowserJson {
    private BrowserJson() {
    }

    /**
     * Reads a worksheet file's text for {@code tool}: the texts of the inputs it holds, not yet evaluated
     * ({@link WorksheetReader#unchecked}), or why it holds none.
     */
    static WorksheetReader.Opened open(String text, Tool tool) {
        String[] failure = new String[1];
        JSObject parsed = JSError.catchNative(() -> JSON.parse(text), error -> {
            failure[0] = JSError.isError(error) ? ((JSError) error).getMessage() : "unreadable";
            return null;
        });
        return failure[0] != null ? WorksheetReader.notJson("not valid JSON (" + failure[0] + ")")
                : WorksheetReader.unchecked(convert(parsed), tool);
    }

    private static Object convert(JSObject value) {
        if (value == null || JSObjects.isUndefined(value)) {
            return JsonNull.NULL;
        }
        String type = JSObjects.typeOf(value);
        if (type.equals("string")) {
            return ((JSString) value).stringValue();
        }
        if (type.equals("boolean")) {
            return ((JSBoolean) value).booleanValue();
        }
        if (type.equals("number")) {
            double number = ((JSNumber) value).doubleValue();
            // The browser reads 1e400 as Infinity; keep it a number far outside every field's range.
            return new JsonNumber(Double.isInfinite(number) ? (number > 0 ? "1e999" : "-1e999")
                    : ShortestDouble.format(number));
        }
        if (JSArray.isArray(value)) {
            JSArray<JSObject> array = value.cast();
            List<Object> items = new ArrayList<>(array.getLength());
            for (int i = 0; i < array.getLength(); i++) {
                items.add(convert(array.get(i)));
            }
            return items;
        }
        JsonObject object = new JsonObject();
        String[] names = JSObjects.keys(value);
        JSObject[] values = JSObjects.values(value);
        for (int i = 0; i < names.length; i++) {
            object.add(names[i], convert(values[i]));
        }
        return object;
    }
}
