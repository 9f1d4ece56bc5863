package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.text.Html;
import org.junit.jupiter.api.Test;

class MarkupTest {
    @Test
    void splitsMarkupIntoTagsAndTexts() {
        assertThat(Markup.tokens("<p class=\"a b\">x &amp; y<code>c</code></p>"))
                .containsExactly("<p class=\"a b\">", "x &amp; y", "<code>", "c", "</code>", "</p>");
        assertThat(Markup.tokens("lead<b>x</b>tail")).containsExactly("lead", "<b>", "x", "</b>", "tail");
        assertThat(Markup.tokens("")).isEmpty();
        assertThat(Markup.tokens("<p>a</p><b")).isNull();
        assertThat(Markup.kind("text")).isZero();
        assertThat(Markup.kind("<p hidden>")).isEqualTo(1);
        assertThat(Markup.kind("</p>")).isEqualTo(2);
    }

    @Test
    void findsWhereEachChildStarts() {
        String[] tokens = Markup.tokens("<h2>A &amp; B</h2><dl><div><dt>x</dt></div></dl><p>t <code>c</code> u</p>");
        // h2 = 3 tokens, dl = 7, p = 7: the children start at 0, 3 and 10, and 17 tokens in all.
        int[] next = Markup.siblings(tokens);
        assertThat(Markup.childStarts(next, 0, tokens.length)).containsExactly(0, 3, 10, 17);
        // Inside the p (tokens 11 to 15): the text "t ", the code element, the text " u".
        assertThat(Markup.childStarts(next, 11, 16)).containsExactly(11, 12, 15, 16);
        // Inside the dl's div (tokens 5 to 7): the dt alone.
        assertThat(Markup.childStarts(next, 5, 8)).containsExactly(5, 8);
        assertThat(Markup.childStarts(next, 4, 4)).containsExactly(4);
        String[] stray = Markup.tokens("<p>a</p>stray<p>b</p>");
        assertThat(Markup.childStarts(Markup.siblings(stray), 0, stray.length)).containsExactly(0, 3, 4, 7);
        assertThat(Markup.siblings(Markup.tokens("<p><b>a</p>"))).isNull();
        assertThat(Markup.siblings(Markup.tokens("</p><p>"))).isNull();
        assertThat(Markup.siblings(Markup.tokens("<p>a</p></p>"))).isNull();
    }

    @Test
    void aBusyEmptyElementKeepsTheChildrenItsNamesakeShows() {
        String[] shown = Markup.tokens("<h2>Old</h2><table><tbody><tr><td>1</td></tr></tbody>"
                + "<tbody id=\"later\" aria-busy=\"false\"><tr><td>2</td></tr><tr><td>3</td></tr></tbody></table>");
        String[] answer = Markup.tokens("<h2>New</h2><table><tbody><tr><td>9</td></tr></tbody>"
                + "<tbody id=\"later\" aria-busy=\"true\"></tbody></table>");
        // The new heading and first body, the later body's new start tag, its shown rows.
        assertThat(String.join("", Markup.keepBusy(shown, answer))).isEqualTo("<h2>New</h2><table><tbody><tr><td>9</td>"
                + "</tr></tbody><tbody id=\"later\" aria-busy=\"true\"><tr><td>2</td></tr><tr><td>3</td></tr></tbody></table>");
        // Nothing of that id shown: the body stays empty. Not busy, or busy with children of its own: as written.
        String[] none = Markup.tokens("<p>x</p>");
        assertThat(Markup.keepBusy(none, answer)).isSameAs(answer);
        String[] progress = Markup.tokens("<tbody id=\"later\" aria-busy=\"true\"><tr><td>0%</td></tr></tbody>");
        assertThat(Markup.keepBusy(shown, progress)).isSameAs(progress);
        String[] done = Markup.tokens("<tbody id=\"later\" aria-busy=\"false\"></tbody>");
        assertThat(Markup.keepBusy(shown, done)).isSameAs(done);
    }

    @Test
    void unescapesWhatEscapeWrites() {
        assertThat(Markup.unescape("&lt;b&gt;x&lt;/b&gt; &amp; &quot;y&quot; &#39;z&#39;")).isEqualTo("<b>x</b> & \"y\" 'z'");
        assertThat(Markup.unescape("plain")).isEqualTo("plain");
        assertThat(Markup.unescape("&amp;lt;")).isEqualTo("&lt;");
        java.util.Random random = new java.util.Random(7);
        String alphabet = "ab <>&\"'; #1";
        for (int n = 0; n < 500; n++) {
            StringBuilder text = new StringBuilder();
            for (int i = random.nextInt(12); i > 0; i--) {
                text.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            assertThat(Markup.unescape(Html.escape(text.toString()))).isEqualTo(text.toString());
        }
    }

    @Test
    void listsOnlyTheAttributeValuesThatChanged() {
        assertThat(Markup.changedAttributes("<rect class=\"range\" x=\"114\" y=\"221.8\" hidden>",
                "<rect class=\"range\" x=\"114\" y=\"193.5\" hidden>")).containsExactly("y", "193.5");
        assertThat(Markup.changedAttributes("<svg viewBox=\"0 0 640 320\" role=\"img\">",
                "<svg viewBox=\"0 0 640 400\" role=\"note\">")).containsExactly("viewBox", "0 0 640 400", "role", "note");
        assertThat(Markup.changedAttributes("<td class=\"num\">", "<td class=\"num\">")).isEmpty();
        assertThat(Markup.changedAttributes("<p>", "<p>")).isEmpty();
        assertThat(Markup.changedAttributes("<p title=\"a\">", "<p title=\"a &amp; &#39;b&#39;\">"))
                .containsExactly("title", "a & 'b'");
    }

    @Test
    void refusesAttributeChangesBetweenDifferentTagsOrAttributeNames() {
        assertThat(Markup.changedAttributes("<td class=\"num\">", "<th class=\"num\">")).isNull();
        assertThat(Markup.changedAttributes("<p class=\"a\">", "<p id=\"a\">")).isNull();
        assertThat(Markup.changedAttributes("<p class=\"a\">", "<p class=\"a\" hidden>")).isNull();
        assertThat(Markup.changedAttributes("<p class=\"a\" hidden>", "<p class=\"a\">")).isNull();
        assertThat(Markup.changedAttributes("<p>", "<p class=\"a\">")).isNull();
    }

    @Test
    void splitsBothToolsResultsIntoTokensThatJoinBackExactly() {
        for (dev.retryworkbench.core.tool.Tool tool : java.util.List.of(
                new dev.retryworkbench.core.amplification.AmplificationTool(dev.retryworkbench.core.check.Checks.FINDINGS), new dev.retryworkbench.core.planner.PlannerTool())) {
            String results = tool.evaluate(dev.retryworkbench.core.form.FormReading.defaults(tool.form())).resultsHtml();
            String[] tokens = Markup.tokens(results);
            assertThat(String.join("", tokens)).isEqualTo(results);
            int[] starts = Markup.childStarts(Markup.siblings(tokens), 0, tokens.length);
            assertThat(starts).isNotNull().hasSizeGreaterThan(5);
            assertThat(starts[starts.length - 1]).isEqualTo(tokens.length);
            for (String token : tokens) {
                if (Markup.kind(token) == 1) {
                    assertThat(Markup.changedAttributes(token, token)).as(token).isEmpty();
                }
            }
        }
    }
}
