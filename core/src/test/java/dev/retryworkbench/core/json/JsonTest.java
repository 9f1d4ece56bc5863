package dev.retryworkbench.core.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonTest {
    @Test
    void writesIndentedObjectsAndInlineRows() {
        JsonWriter json = new JsonWriter().beginObject(false)
                .name("format").value("retry-workbench/worksheet")
                .name("version").value(1)
                .name("drain").value((Double) null)
                .name("rows").beginArray(false)
                .beginObject(true).name("a").value(1).name("b").value(0.5).name("c").value(true).endObject()
                .beginObject(true).name("a").value(2).name("empty").beginArray(false).endArray().endObject()
                .endArray()
                .endObject();
        assertThat(json.toString()).isEqualTo("{\n"
                + "  \"format\": \"retry-workbench/worksheet\",\n"
                + "  \"version\": 1,\n"
                + "  \"drain\": null,\n"
                + "  \"rows\": [\n"
                + "    {\"a\": 1, \"b\": 0.5, \"c\": true},\n"
                + "    {\"a\": 2, \"empty\": []}\n"
                + "  ]\n"
                + "}\n");
    }

    @Test
    void escapesStrings() {
        String text = new JsonWriter().value("a\"b\\c\n\u0001\u2028").toString();
        assertThat(text).isEqualTo("\"a\\\"b\\\\c\\n\\u0001\\u2028\"\n");
    }

    @Test
    @SuppressWarnings("unchecked")
    void readsWhatItWrites() throws Exception {
        Object value = JsonTrees.parse("{\"a\": [1, -2.5e3, \"x\\u0041\\u00e9\\u00E9\"], \"b\": null, \"c\": false, \"d\": {}}");
        assertThat(value).isInstanceOf(Map.class);
        @SuppressWarnings("unchecked")
        Map<String, Object> map = (Map<String, Object>) value;
        assertThat(map.keySet()).containsExactly("a", "b", "c", "d");
        assertThat((List<Object>) map.get("a")).containsExactly(
                new JsonNumber("1"), new JsonNumber("-2.5e3"), "xA\u00e9\u00e9");
        assertThat(map.get("b")).isSameAs(JsonNull.NULL);
        assertThat(map.get("c")).isEqualTo(false);
    }

    @Test
    void rejectsMalformedTextWithPosition() {
        assertThatThrownBy(() -> JsonReader.parse("{\"a\": 1,}")).hasMessageContaining("line 1, column 9");
        assertThatThrownBy(() -> JsonReader.parse("{\"a\": 1, \"a\": 2}")).hasMessageContaining("duplicate member");
        assertThatThrownBy(() -> JsonReader.parse("[01]")).hasMessageContaining("expected ',' or ']'");
        assertThatThrownBy(() -> JsonReader.parse("")).hasMessageContaining("unexpected end");
        assertThatThrownBy(() -> JsonReader.parse("a,b,c\n1,2,3")).hasMessageContaining("not valid JSON");
        assertThatThrownBy(() -> JsonReader.parse("[".repeat(100) + "]".repeat(100))).hasMessageContaining("nested too deeply");
        assertThatThrownBy(() -> JsonReader.parse("{} x")).hasMessageContaining("after the document");
        assertThatThrownBy(() -> JsonReader.parse("\"\u0001\"")).hasMessageContaining("control character");
    }
}
