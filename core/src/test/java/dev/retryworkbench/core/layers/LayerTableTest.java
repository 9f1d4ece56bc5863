package dev.retryworkbench.core.layers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.amplification.AmplificationFields;
import dev.retryworkbench.core.amplification.LayerChain;
import dev.retryworkbench.core.amplification.StackForm;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.FormRenderer;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.policy.Layer;
import dev.retryworkbench.core.storm.StormFields;
import dev.retryworkbench.core.text.Renames;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The layers of a policy as the columns of one table: rows, readings, not-used notes and the markup. */
class LayerTableTest {
    private static final LayerFields SDK = AmplificationFields.slot(2);

    private static RawValues with(String... idsAndTexts) {
        Map<String, String> texts = new HashMap<>();
        for (int i = 0; i < idsAndTexts.length; i += 2) {
            texts.put(idsAndTexts[i], idsAndTexts[i + 1]);
        }
        RawValues defaults = FormReading.defaults(AmplificationFields.form());
        return id -> texts.containsKey(id) ? texts.get(id) : defaults.get(id);
    }

    @Test
    void theAttemptLimitReadsInBothCounts() {
        assertThat(SDK.reading(SDK.attempts(), with("layer3-attempts", "3"))).isEqualTo("3 attempts = 2 retries");
        assertThat(SDK.reading(SDK.attempts(), with("layer3-attempts", "2"))).isEqualTo("2 attempts = 1 retry");
        assertThat(SDK.reading(SDK.attempts(), with("layer3-attempts", "1"))).isEqualTo("1 attempt = no retries");
        assertThat(SDK.reading(SDK.attempts(), with("layer3-attempts", "100"))).isEqualTo("100 attempts = 99 retries");
        // Nothing to read from a value the field refuses; its own message says why.
        assertThat(SDK.reading(SDK.attempts(), with("layer3-attempts", "0"))).isEmpty();
        assertThat(SDK.reading(SDK.attempts(), with("layer3-attempts", "three"))).isEmpty();
        assertThat(SDK.hasReading(SDK.multiplier())).isFalse();
    }

    @Test
    void valuesTheShapeAndJitterIgnoreAreMarked() {
        RawValues defaults = with();
        assertThat(SDK.unusedNote(SDK.jitterLow(), defaults)).isEqualTo("Proportional only");
        assertThat(SDK.unusedNote(SDK.jitterHigh(), defaults)).isEqualTo("Proportional only");
        assertThat(SDK.unusedNote(SDK.multiplier(), defaults)).isEmpty();
        assertThat(SDK.unusedNote(SDK.initialBackoff(), defaults)).isEmpty();

        RawValues proportional = with("layer3-jitter", "proportional");
        assertThat(SDK.unusedNote(SDK.jitterLow(), proportional)).isEmpty();
        assertThat(SDK.unusedNote(SDK.jitterHigh(), proportional)).isEmpty();

        assertThat(SDK.unusedNote(SDK.multiplier(), with("layer3-jitter", "decorrelated"))).isEqualTo("Unused: decorrelated");

        RawValues polynomial = with("layer3-shape", "polynomial", "layer3-jitter", "proportional");
        for (Field field : List.of(SDK.initialBackoff(), SDK.multiplier(), SDK.jitter(), SDK.jitterLow(),
                SDK.jitterHigh())) {
            assertThat(SDK.unusedNote(field, polynomial)).as(field.id()).isEqualTo("Unused: polynomial");
        }
        // The polynomial shape caps at the maximum, and every layer's attempt limit counts.
        for (Field field : List.of(SDK.preset(), SDK.attempts(), SDK.maxBackoff(), SDK.shape())) {
            assertThat(SDK.mayBeUnused(field)).as(field.id()).isFalse();
            assertThat(SDK.unusedNote(field, polynomial)).as(field.id()).isEmpty();
        }
        // Another layer's choices leave this one alone.
        assertThat(SDK.unusedNote(SDK.multiplier(), with("layer2-shape", "polynomial"))).isEmpty();
    }

    @Test
    void eachToolRendersItsLayersAsOneTableWithEveryFieldOnceAndASlotPerColumn() {
        for (List<FieldGroup> form : List.of(AmplificationFields.form(), StormFields.form())) {
            boolean storm = form == StormFields.form();
            String sdk = "layer3";
            String preRendered = FormRenderer.render(form);
            // The worked example's three columns and the first hidden one; the page's script writes the others.
            assertThat(count(preRendered, "class=\"group column\"")).isEqualTo(4);
            StackForm stack = storm ? StormFields.stack() : AmplificationFields.stack();
            String html = withCopies(preRendered, stack);
            for (int slot = 4; slot < LayerChain.MAX_DEPTH; slot++) {
                // The column as the pre-render writes it on its own: the copy is that markup.
                String alone = FormRenderer.render(List.of(form.get(slot), stack.sizeGroup()));
                assertThat(column(html, stack, slot)).isEqualTo(column(alone, stack, slot));
            }
            // The style sheet's grid takes a row per field plus the legend's and the tools' slot.
            assertThat(count(html, storm ? "class=\"field-table rows-13\"" : "class=\"field-table rows-15\""))
                    .isEqualTo(1);
            // Both tools keep eight slots, the worked example's three shown and five hidden for added layers.
            assertThat(count(html, "class=\"group column\"")).isEqualTo(8);
            assertThat(count(html, "class=\"group column\" id=\"layer4-column\" hidden")).isEqualTo(1);
            assertThat(count(html, " hidden>")).isGreaterThanOrEqualTo(5);
            // One head per row, each with the row's help (its button is the page's script's): the layer's role
            // and name, its policy, and on the workbench its own per-try timeout and timeout.
            assertThat(count(html, "class=\"row-head\"")).isEqualTo(storm ? 11 : 13);
            assertThat(count(html, "id=\"layer1-attempts-row-help\"")).isEqualTo(1);
            assertThat(html).contains("<span class=\"row-label\">Initial backoff<span class=\"unit\"> (ms)</span></span>");
            for (String layer : List.of("layer1", "layer2", "layer8")) {
                assertThat(count(html, "id=\"" + layer + "-tools\"")).as(layer).isEqualTo(1);
            }
            // A hidden column's preset picker holds its default alone until the page's script adds the others.
            assertThat(html).contains("class=\"preset-picker\"><option value selected>Custom</option></select>");
            assertThat(count(html, "<optgroup")).isEqualTo(3 * count(FormRenderer.options(
                    (dev.retryworkbench.core.form.ChoiceField) form.get(0).fields().get(2)), "<optgroup"));
            Set<String> ids = new HashSet<>();
            Matcher id = Pattern.compile(" id=\"([^\"]+)\"").matcher(html);
            while (id.find()) {
                assertThat(ids.add(id.group(1))).as("id %s is unique", id.group(1)).isTrue();
            }
            for (Field field : FieldGroup.fieldsOf(form)) {
                assertThat(ids).contains(field.id(), field.id() + "-help").doesNotContain(field.id() + "-error");
            }
            // The first paint already reads the defaults: the factors do not apply without proportional jitter.
            assertThat(html).contains("<div class=\"field is-unused\"><label for=\"" + sdk + "-jitter-low\">");
            assertThat(html).contains("<p class=\"unused\" id=\"" + sdk + "-jitter-low-unused\">Proportional only</p>");
            assertThat(html).contains("aria-describedby=\"" + sdk + "-jitter-low-help " + sdk + "-jitter-low-unused\"");
            assertThat(html).contains("<p class=\"unused\" id=\"" + sdk + "-multiplier-unused\"></p>");
        }
        assertThat(FormRenderer.render(AmplificationFields.form()))
                .contains("<p class=\"reading\" id=\"layer3-attempts-reading\">3 attempts = 2 retries</p>");
        assertThat(FormRenderer.render(StormFields.form()))
                .contains("<p class=\"reading\" id=\"layer2-attempts-reading\">1 attempt = no retries</p>");
    }

    @Test
    void aCopiedColumnIsTheColumnBeforeRenumbered() {
        String column = "<fieldset class=\"group column\" id=\"layer4-column\" hidden><legend>Layer 4</legend>"
                + "<label for=\"layer4-attempts\">Layer 4 attempt limit</label><button data-slot=\"3\""
                + " aria-label=\"Remove layer 4\">x</button><p>4 attempts</p></fieldset>";
        assertThat(Renames.applyTo(column, StormFields.stack().columnRenames(4))).isEqualTo("<fieldset class=\"group column\""
                + " id=\"layer5-column\" hidden><legend>Layer 5</legend><label for=\"layer5-attempts\">Layer 5"
                + " attempt limit</label><button data-slot=\"4\" aria-label=\"Remove layer 5\">x</button><p>4"
                + " attempts</p></fieldset>");
    }

    @Test
    void noColumnRenameWritesADollarSign() {
        // The page applies the pairs with the browser's replaceAll, which reads "$&", "$1"... in what it writes.
        for (StackForm stack : List.of(AmplificationFields.stack(), StormFields.stack())) {
            for (int slot = 1; slot < LayerChain.MAX_DEPTH; slot++) {
                String[] pairs = stack.columnRenames(slot);
                assertThat(pairs).hasSize(8);
                for (int i = 1; i < pairs.length; i += 2) {
                    assertThat(pairs[i]).as("slot %d, pair %d", slot, i / 2).isNotEmpty().doesNotContain("$");
                }
            }
        }
    }

    /**
     * Returns the form's markup as the page holds it once its script wrote the columns the pre-render left out
     * (web.LayerColumns#writeCopies): each a copy of the column before it.
     */
    private static String withCopies(String html, StackForm stack) {
        String text = html;
        for (int slot = 1; slot < LayerChain.MAX_DEPTH; slot++) {
            if (!text.contains("id=\"" + stack.slot(slot).columnId() + FormRenderer.COLUMN + "\"")) {
                String previous = column(text, stack, slot - 1);
                int end = text.indexOf(previous) + previous.length();
                text = text.substring(0, end) + Renames.applyTo(previous, stack.columnRenames(slot)) + text.substring(end);
            }
        }
        return text;
    }

    /** Returns the fieldset of slot {@code slot}'s column in {@code html}. */
    private static String column(String html, StackForm stack, int slot) {
        int start = html.indexOf("<fieldset class=\"group column\" id=\"" + stack.slot(slot).columnId()
                + FormRenderer.COLUMN + "\"");
        return html.substring(start, html.indexOf("</fieldset>", start) + "</fieldset>".length());
    }

    private static int count(String text, String part) {
        int count = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            count++;
        }
        return count;
    }
}
