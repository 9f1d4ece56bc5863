package dev.retryworkbench.core.json;

import static org.assertj.core.api.Assertions.assertThat;

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
}
