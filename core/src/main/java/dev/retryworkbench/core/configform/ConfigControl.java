package dev.retryworkbench.core.configform;

import dev.retryworkbench.core.config.ConfigFormat;
import dev.retryworkbench.core.config.ConfigFormats;
import dev.retryworkbench.core.text.Html;

/**
 * The two halves of a "Paste a config or copy as" control, which config-copy.js renders into the control
 * on first opening (the page carries only the disclosure and the block's declaration, see
 * {@link ConfigTargets}): the paste area with its help, error and report, and the "Copy as" picker
 * with the text written.
 */
public final class ConfigControl {
    /**
     * The control's attribute that keeps the retry conditions of the text last applied to it, or of the file
     * "Open configs" read into its layer ({@code RetryOn.text()}, "" for none): the form has no field for
     * them, and "Copy as" writes them.
     */
    public static final String RETRY_ON = "data-retry-on";

    private ConfigControl() {
    }

    /** The paste area: a labelled textarea, its help, Apply, the error (an alert) and the report (a status). */
    public static String paste(ConfigTarget target) {
        String id = target.id();
        Html html = new Html();
        html.element("label", "Paste a config for " + target.name(), "for", id + "-text");
        html.open("textarea", "id", id + "-text", "rows", "6", "spellcheck", "false", "autocomplete", "off",
                "aria-describedby", id + "-help " + id + "-error").close("textarea");
        html.element("p", "A gRPC service config, Envoy route, resilience4j block, tenacity decorator, ...: the"
                + " format is recognised. Nothing changes until you apply it, nor when the text cannot be read.",
                "class", "help", "id", id + "-help");
        html.element("button", "Apply to " + target.name(), "type", "button", "id", id + "-apply");
        html.element("p", "", "class", "error", "id", id + "-error", "role", "alert");
        html.element("div", "", "class", "config-report", "id", id + "-report", "role", "status");
        return html.toString();
    }

    /** "Copy as": the format picker, Copy, its status and the text written. */
    public static String copy(ConfigTarget target) {
        String id = target.id();
        Html html = new Html();
        html.element("label", "Copy as", "for", id + "-format");
        html.open("select", "id", id + "-format", "autocomplete", "off", "aria-describedby", id + "-copy-help");
        for (ConfigFormat format : ConfigFormats.all()) {
            html.element("option", format.label(), "value", format.id());
        }
        html.close("select");
        html.element("p", "Which failures retry comes from the text last applied here; without one, each format"
                + " writes its library's usual ones.", "class", "help", "id", id + "-copy-help");
        html.element("button", "Copy", "type", "button", "id", id + "-copy");
        html.element("p", "", "class", "config-copied", "id", id + "-copied", "role", "status");
        html.element("pre", "", "class", "config-output", "id", id + "-output", "tabindex", "0",
                "aria-label", "The text written");
        return html.toString();
    }
}
