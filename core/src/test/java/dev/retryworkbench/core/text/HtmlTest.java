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
    void splitsMarkupIntoTopLevelElements() {
        assertThat(Html.topLevelElements("<h2>A &amp; B</h2><dl><div><dt>x</dt></div></dl><p>t <code>c</code> u</p>"))
                .containsExactly("<h2>A &amp; B</h2>", "<dl><div><dt>x</dt></div></dl>", "<p>t <code>c</code> u</p>");
        assertThat(Html.topLevelElements("<p>a</p>stray<p>b</p>")).isNull();
        assertThat(Html.topLevelElements("<p>a</p>tail")).isNull();
        assertThat(Html.topLevelElements("lead<p>a</p>")).isNull();
        assertThat(Html.topLevelElements("<p><b>a</p>")).isNull();
        assertThat(Html.topLevelElements("</p>")).isNull();
        assertThat(Html.topLevelElements("")).isNull();
    }

    @Test
    void splitsBothToolsResultsIntoBlocksThatJoinBackExactly() {
        for (dev.retryworkbench.core.tool.Tool tool : java.util.List.of(
                new dev.retryworkbench.core.amplification.AmplificationTool(), new dev.retryworkbench.core.planner.PlannerTool())) {
            String results = tool.evaluate(dev.retryworkbench.core.form.FormReading.defaults(tool.form())).resultsHtml();
            String[] blocks = Html.topLevelElements(results);
            assertThat(blocks).isNotNull().hasSizeGreaterThan(4);
            assertThat(String.join("", blocks)).isEqualTo(results);
        }
    }
}
