package dev.retryworkbench.core.planner;

import dev.retryworkbench.core.text.Html;

/**
 * "Paste response headers", after the planner's limits: a disclosure holding a labelled textarea, its help,
 * the button that reads it ({@link RateLimitHeaders}) into the form, the error (an alert) and the report
 * of what was filled, the headroom and the headers not used (a status). The page binds it (planner.js).
 */
public final class HeadersControl {
    /** The id of the disclosure; its parts add "-text", "-help", "-apply", "-error" and "-report". */
    public static final String ID = "headers-paste";

    private HeadersControl() {
    }

    /** Returns the control's markup. */
    public static String html() {
        Html html = new Html();
        html.open("details", "class", "headers-io", "id", ID);
        html.element("summary", "Paste response headers");
        html.element("label", "A response\u2019s headers", "for", ID + "-text");
        html.open("textarea", "id", ID + "-text", "rows", "6", "spellcheck", "false", "autocomplete", "off",
                "aria-describedby", ID + "-help " + ID + "-error").close("textarea");
        html.element("p", "The headers of a real response, one \u201cname: value\u201d a line as curl -i prints them:"
                + " OpenAI\u2019s x-ratelimit-*, Anthropic\u2019s anthropic-ratelimit-*, retry-after. They fill the"
                + " provider, its limits and the Retry-After, and show the headroom left when the response was sent."
                + " Nothing changes when the text cannot be read.", "class", "help", "id", ID + "-help");
        html.element("button", "Fill the limits", "type", "button", "id", ID + "-apply");
        html.element("p", "", "class", "error", "id", ID + "-error", "role", "alert");
        html.element("div", "", "class", "config-report", "id", ID + "-report", "role", "status");
        html.close("details");
        return html.toString();
    }
}
