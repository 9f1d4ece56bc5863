package dev.retryworkbench.core.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.retryworkbench.core.json.JsonNull;
import dev.retryworkbench.core.json.JsonNumber;
import dev.retryworkbench.core.json.JsonObject;
import dev.retryworkbench.core.json.JsonTrees;
import dev.retryworkbench.core.json.JsonWriter;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonValuesTest {
    @Test
    @SuppressWarnings("unchecked")
    void readsWhatItWrites() throws Exception {
        Object value = JsonTrees.parse("{\"a\": [1, -2.5e3, \"x\\u0041\\u00e9\\u00E9\"], \"b\": null, \"c\": false, \"d\": {}}");
        assertThat(value).isInstanceOf(Map.class);
        Map<String, Object> map = (Map<String, Object>) value;
        assertThat(map.keySet()).containsExactly("a", "b", "c", "d");
        assertThat((List<Object>) map.get("a")).containsExactly(
                new JsonNumber("1"), new JsonNumber("-2.5e3"), "xA\u00e9\u00e9");
        assertThat(map.get("b")).isSameAs(JsonNull.NULL);
        assertThat(map.get("c")).isEqualTo(false);
        String written = new JsonWriter().value("a\"b\\c\n\u0001\u2028").toString();
        assertThat(JsonValues.parse(written)).isEqualTo("a\"b\\c\n\u0001\u2028");
    }

    @Test
    void keepsNumbersAndTheQuotedTextApart() throws Exception {
        assertThat(JsonValues.parse("[0.1000, 1E+2, \"1\", \"true\", true, \"null\"]")).isEqualTo(List.of(
                new JsonNumber("0.1000"), new JsonNumber("1E+2"), "1", "true", Boolean.TRUE, "null"));
    }

    @Test
    void rejectsMalformedTextWithPositionAndWhatWasExpected() {
        assertError("{\"a\": 1,}", 1, 9, "a member name in double quotes");
        assertError("{\"a\": 1,\n \"a\": 2}", 2, 2, "a member name not used before in this object, not \"a\" again");
        assertError("[01]", 1, 3, "',' or ']' after the item");
        assertError("", 1, 1, "a JSON value, not the end of the text");
        assertError("a,b,c\n1,2,3", 1, 1, "a JSON value (an object, array, string, number, true, false or null)");
        assertError("[".repeat(100) + "]".repeat(100), 1, 65, "at most 64 levels of nesting");
        assertError("{} x", 1, 4, "the end of the JSON text after its value");
        assertError("\"\u0001\"", 1, 2, "a closing '\"' or an escaped character, not a line break or control character");
    }

    @Test
    void takesAByteOrderMarkOnlyBeforeTheValue() throws Exception {
        assertThat(JsonValues.parse("\uFEFF{\"a\": true}")).isInstanceOf(JsonObject.class);
        assertThat(JsonValues.parse(" \uFEFF\n[]")).isEqualTo(List.of());
        assertError("{\"a\":\uFEFF true}", 1, 6, "a JSON value (an object, array, string, number, true, false or null)");
        assertError("\uFEFF\uFEFF[]", 1, 2, "a JSON value (an object, array, string, number, true, false or null)");
        // A pasted config keeps taking one anywhere in its space.
        assertThat(JsonText.parse("{\"a\":\uFEFF true}").get("a").text()).isEqualTo("true");
    }

    private static void assertError(String text, int line, int column, String expected) {
        assertThatThrownBy(() -> JsonValues.parse(text)).isInstanceOfSatisfying(ConfigError.class, e -> {
            assertThat(e.line()).isEqualTo(line);
            assertThat(e.column()).isEqualTo(column);
            assertThat(e.expected()).isEqualTo(expected);
        });
    }
}
