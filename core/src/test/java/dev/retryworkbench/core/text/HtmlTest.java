package dev.retryworkbench.core.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class HtmlTest {
    @Test
    void escapesTextAndAttributes() {
        assertThat(Html.escape("<b>x</b> & \"y\" 'z'")).isEqualTo("&lt;b&gt;x&lt;/b&gt; &amp; &quot;y&quot; &#39;z&#39;");
        assertThat(Html.escape(null)).isEmpty();
        String html = new Html().element("p", "<script>", "title", "a\"b", "hidden", "", "skipped", null).toString();
        assertThat(html).isEqualTo("<p title=\"a&quot;b\" hidden>&lt;script&gt;</p>");
    }

    @Test
    void nestsAndKeepsRawMarkup() {
        String html = new Html().open("div", "class", "x").raw("<i>ok</i>").text("a<b").close("div").toString();
        assertThat(html).isEqualTo("<div class=\"x\"><i>ok</i>a&lt;b</div>");
    }

    @Test
    void splitsMarkupIntoTagsAndTexts() {
        assertThat(Html.tokens("<p class=\"a b\">x &amp; y<code>c</code></p>"))
                .containsExactly("<p class=\"a b\">", "x &amp; y", "<code>", "c", "</code>", "</p>");
        assertThat(Html.tokens("lead<b>x</b>tail")).containsExactly("lead", "<b>", "x", "</b>", "tail");
        assertThat(Html.tokens("")).isEmpty();
        assertThat(Html.tokens("<p>a</p><b")).isNull();
        assertThat(Html.kind("text")).isZero();
        assertThat(Html.kind("<p hidden>")).isEqualTo(1);
        assertThat(Html.kind("</p>")).isEqualTo(2);
    }

    @Test
    void findsWhereEachChildStarts() {
        String[] tokens = Html.tokens("<h2>A &amp; B</h2><dl><div><dt>x</dt></div></dl><p>t <code>c</code> u</p>");
        // h2 = 3 tokens, dl = 7, p = 7: the children start at 0, 3 and 10, and 17 tokens in all.
        assertThat(Html.childStarts(tokens, 0, tokens.length)).containsExactly(0, 3, 10, 17);
        // Inside the p (tokens 11 to 15): the text "t ", the code element, the text " u".
        assertThat(Html.childStarts(tokens, 11, 16)).containsExactly(11, 12, 15, 16);
        assertThat(Html.childStarts(tokens, 4, 4)).containsExactly(4);
        String[] stray = Html.tokens("<p>a</p>stray<p>b</p>");
        assertThat(Html.childStarts(stray, 0, stray.length)).containsExactly(0, 3, 4, 7);
        String[] open = Html.tokens("<p><b>a</p>");
        assertThat(Html.childStarts(open, 0, open.length)).isNull();
        String[] closing = Html.tokens("</p><p>");
        assertThat(Html.childStarts(closing, 0, closing.length)).isNull();
    }

    @Test
    void unescapesWhatEscapeWrites() {
        assertThat(Html.unescape("&lt;b&gt;x&lt;/b&gt; &amp; &quot;y&quot; &#39;z&#39;")).isEqualTo("<b>x</b> & \"y\" 'z'");
        assertThat(Html.unescape("plain")).isEqualTo("plain");
        assertThat(Html.unescape("&amp;lt;")).isEqualTo("&lt;");
        java.util.Random random = new java.util.Random(7);
        String alphabet = "ab <>&\"'; #1";
        for (int n = 0; n < 500; n++) {
            StringBuilder text = new StringBuilder();
            for (int i = random.nextInt(12); i > 0; i--) {
                text.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            assertThat(Html.unescape(Html.escape(text.toString()))).isEqualTo(text.toString());
        }
    }

    @Test
    void listsOnlyTheAttributeValuesThatChanged() {
        assertThat(Html.changedAttributes("<rect class=\"range\" x=\"114\" y=\"221.8\" hidden>",
                "<rect class=\"range\" x=\"114\" y=\"193.5\" hidden>")).containsExactly("y", "193.5");
        assertThat(Html.changedAttributes("<svg viewBox=\"0 0 640 320\" role=\"img\">",
                "<svg viewBox=\"0 0 640 400\" role=\"note\">")).containsExactly("viewBox", "0 0 640 400", "role", "note");
        assertThat(Html.changedAttributes("<td class=\"num\">", "<td class=\"num\">")).isEmpty();
        assertThat(Html.changedAttributes("<p>", "<p>")).isEmpty();
        assertThat(Html.changedAttributes("<p title=\"a\">", "<p title=\"a &amp; &#39;b&#39;\">"))
                .containsExactly("title", "a & 'b'");
    }

    @Test
    void refusesAttributeChangesBetweenDifferentTagsOrAttributeNames() {
        assertThat(Html.changedAttributes("<td class=\"num\">", "<th class=\"num\">")).isNull();
        assertThat(Html.changedAttributes("<p class=\"a\">", "<p id=\"a\">")).isNull();
        assertThat(Html.changedAttributes("<p class=\"a\">", "<p class=\"a\" hidden>")).isNull();
        assertThat(Html.changedAttributes("<p class=\"a\" hidden>", "<p class=\"a\">")).isNull();
        assertThat(Html.changedAttributes("<p>", "<p class=\"a\">")).isNull();
    }

    @Test
    void splitsBothToolsResultsIntoTokensThatJoinBackExactly() {
        for (dev.retryworkbench.core.tool.Tool tool : java.util.List.of(
                new dev.retryworkbench.core.amplification.AmplificationTool(), new dev.retryworkbench.core.planner.PlannerTool())) {
            String results = tool.evaluate(dev.retryworkbench.core.form.FormReading.defaults(tool.form())).resultsHtml();
            String[] tokens = Html.tokens(results);
            assertThat(String.join("", tokens)).isEqualTo(results);
            int[] starts = Html.childStarts(tokens, 0, tokens.length);
            assertThat(starts).isNotNull().hasSizeGreaterThan(5);
            assertThat(starts[starts.length - 1]).isEqualTo(tokens.length);
            for (String token : tokens) {
                if (Html.kind(token) == 1) {
                    assertThat(Html.changedAttributes(token, token)).as(token).isEmpty();
                }
            }
        }
    }
}
