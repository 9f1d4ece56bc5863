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
}
