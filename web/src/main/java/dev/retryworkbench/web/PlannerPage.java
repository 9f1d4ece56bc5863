package dev.retryworkbench.web;

import dev.retryworkbench.core.planner.HeadersControl;
import dev.retryworkbench.core.planner.HeadersReading;
import dev.retryworkbench.core.planner.PlannerTool;
import dev.retryworkbench.core.planner.RateLimitHeaders;
import dev.retryworkbench.core.policy.Preset;
import dev.retryworkbench.web.dom.InputEventToSend;
import java.util.List;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLInputElement;
import org.teavm.jso.dom.html.HTMLSelectElement;
import org.teavm.jso.dom.html.HTMLTextAreaElement;

/**
 * Entry point of planner.js: binds the 429 backoff planner page and its "Paste response headers", which
 * fills the provider, its limits and the Retry-After from a response's headers and reports the headroom.
 */
public final class PlannerPage {
    private final HTMLDocument document;

    private PlannerPage(HTMLDocument document) {
        this.document = document;
    }

    /** Starts the page; called once the script has loaded. */
    public static void main(String[] args) {
        // The library presets in a step of their own, before the form's declarations use them.
        Startup.then(Preset::values);
        ToolPage.bind(new PlannerTool());
        Startup.then(() -> {
            PlannerPage page = new PlannerPage(HTMLDocument.current());
            HTMLElement apply = page.element("-apply");
            if (apply != null) {
                apply.addEventListener("click", event -> page.readHeaders());
            }
        });
    }

    /**
     * Reads the pasted headers: a text it cannot read leaves the form as it was and says why under the text;
     * otherwise each field read takes its value, the page hears of each edit (the limits preset turns
     * custom) and recomputes once, and the report says what was filled and the headroom then.
     */
    private void readHeaders() {
        HTMLTextAreaElement area = (HTMLTextAreaElement) element("-text");
        HeadersReading reading = RateLimitHeaders.read(area.getValue());
        if (reading.error() != null) {
            element("-error").setTextContent(reading.error());
            element("-report").setTextContent("");
            area.setAttribute("aria-invalid", "true");
            return;
        }
        element("-error").setTextContent("");
        area.setAttribute("aria-invalid", "false");
        List<String> ids = reading.fieldIds();
        List<String> texts = reading.texts();
        for (int i = 0; i < ids.size(); i++) {
            HTMLElement field = document.getElementById(ids.get(i));
            boolean select = "SELECT".equals(field.getTagName());
            if (select) {
                ((HTMLSelectElement) field).setValue(texts.get(i));
            } else {
                ((HTMLInputElement) field).setValue(texts.get(i));
            }
            field.dispatchEvent(new InputEventToSend(select ? "change" : "input").<Event>cast());
        }
        element("-report").setInnerHTML(reading.reportHtml());
    }

    private HTMLElement element(String suffix) {
        return document.getElementById(HeadersControl.ID + suffix);
    }
}
