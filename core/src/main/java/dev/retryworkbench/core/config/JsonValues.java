package dev.retryworkbench.core.config;

import dev.retryworkbench.core.json.JsonNull;
import dev.retryworkbench.core.json.JsonNumber;
import dev.retryworkbench.core.json.JsonObject;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a JSON document (a worksheet) with {@link JsonText} into {@code core.json}'s plain values:
 * {@link JsonObject}, {@code List<Object>}, {@code String}, {@link JsonNumber} (the number's text, so
 * that each field reads it with its own rules and message), {@code Boolean} and {@link JsonNull#NULL},
 * the values the browser's {@code JSON.parse} is converted to as well. So the command line and the
 * tests share the config readers' one JSON parser, its limits and its messages.
 */
public final class JsonValues {
    private JsonValues() {
    }

    /**
     * Parses a whole document; a byte order mark is allowed only before the value. Throws the
     * parser's error (line, column, what was expected) for text that is not JSON.
     */
    public static Object parse(String text) throws ConfigError {
        return value(JsonText.parse(text, false));
    }

    // Recursive: JsonText has already stopped the nesting at JsonText.MAX_DEPTH levels.
    private static Object value(ConfigNode node) {
        if (node.isMap()) {
            JsonObject members = new JsonObject();
            for (int i = 0; i < node.size(); i++) {
                members.add(node.keyTextAt(i), value(node.valueAt(i)));
            }
            return members;
        }
        if (node.isList()) {
            List<Object> items = new ArrayList<>(node.size());
            for (int i = 0; i < node.size(); i++) {
                items.add(value(node.valueAt(i)));
            }
            return items;
        }
        String text = node.text();
        if (node.quoted()) {
            return text;
        }
        switch (text) {
            case "true": return Boolean.TRUE;
            case "false": return Boolean.FALSE;
            case "null": return JsonNull.NULL;
            default: return new JsonNumber(text);
        }
    }
}
