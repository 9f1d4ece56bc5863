package dev.retryworkbench.core.json;

import dev.retryworkbench.core.config.ConfigError;
import dev.retryworkbench.core.config.JsonValues;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Turns what {@link JsonValues} returns into plain maps and lists, for AssertJ's map assertions in tests. */
public final class JsonTrees {
    private JsonTrees() {
    }

    /** Parses {@code text} and returns its objects as ordered maps. */
    public static Object parse(String text) throws ConfigError {
        return plain(JsonValues.parse(text));
    }

    private static Object plain(Object value) {
        if (value instanceof JsonObject) {
            JsonObject object = (JsonObject) value;
            Map<String, Object> map = new LinkedHashMap<>();
            for (String name : object.names()) {
                map.put(name, plain(object.get(name)));
            }
            return map;
        }
        if (value instanceof List) {
            List<Object> list = new ArrayList<>();
            for (Object item : (List<?>) value) {
                list.add(plain(item));
            }
            return list;
        }
        return value;
    }
}
