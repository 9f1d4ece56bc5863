package dev.retryworkbench.web;

import dev.retryworkbench.core.config.ConfigError;
import dev.retryworkbench.core.config.ConfigFormats;
import dev.retryworkbench.core.config.ConfigInput;
import dev.retryworkbench.core.config.ConfigReading;
import dev.retryworkbench.core.configform.ConfigTarget;
import dev.retryworkbench.core.configform.ConfigReport;
import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.web.dom.InputEventToSend;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLInputElement;
import org.teavm.jso.dom.html.HTMLSelectElement;
import org.teavm.jso.dom.html.HTMLTextAreaElement;
import org.teavm.jso.dom.xml.NodeList;

/**
 * Entry point of config-paste.js, which a tool page loads on the first opening of a "Paste a config or
 * copy as" control, after config-copy.js has rendered the control: binds each control's Apply. Applying a text fills the block through the fields
 * themselves and tells the page with one input event (and a change of the preset picker), so the
 * page's own listeners recompute, the picker follows and "Copy as" (config-copy.js) writes the new
 * block; a text it refuses changes nothing. Reading and writing are two scripts so that each stays
 * within the on-demand budget.
 */
public final class ConfigPastePage {
    private final HTMLDocument document;
    private final ConfigTarget target;

    private ConfigPastePage(HTMLDocument document, ConfigTarget target) {
        this.document = document;
        this.target = target;
    }

    /** Binds the page's controls; called once the script has loaded. */
    public static void main(String[] args) {
        HTMLDocument document = HTMLDocument.current();
        NodeList<? extends HTMLElement> controls = document.querySelectorAll("details.config-io");
        for (int i = 0; i < controls.getLength(); i++) {
            HTMLElement control = controls.get(i);
            if (!control.hasAttribute("data-paste-bound")) {
                control.setAttribute("data-paste-bound", "");
                new ConfigPastePage(document, ConfigTarget.decode(control.getAttribute("data-target"))).bind();
            }
        }
    }

    private void bind() {
        element("-apply").addEventListener("click", event -> apply());
    }

    private void apply() {
        HTMLTextAreaElement area = (HTMLTextAreaElement) element("-text");
        HTMLElement error = element("-error");
        String text = area.getValue();
        ConfigReading reading;
        try {
            reading = ConfigFormats.read(text, ConfigFormats.AUTO);
        } catch (ConfigError e) {
            refuse("Line " + e.line() + ", column " + e.column() + ": expected " + e.expected()
                    + ". Nothing was changed.");
            // The caret goes where reading stopped, unless the text is refused for its length: placing it
            // would lay out the whole text (a third of a second for a megabyte) to point at its start.
            if (text.length() <= ConfigInput.MAX_CHARS) {
                int at = offset(text, e.line(), e.column());
                area.focus();
                area.setSelectionRange(at, at);
            }
            return;
        }
        ConfigTarget.Outcome outcome = target.fill(reading.block());
        if (outcome.refusal() != null) {
            refuse(outcome.refusal() + " Nothing was changed.");
            return;
        }
        error.setTextContent("");
        area.setAttribute("aria-invalid", "false");
        ConfigTarget.Filling filling = outcome.filling();
        HTMLElement last = null;
        for (int i = 0; i < filling.fieldIds().size(); i++) {
            last = document.getElementById(filling.fieldIds().get(i));
            setValue(last, filling.texts().get(i));
        }
        // One event: the page turns the picker to Custom and recomputes once from every field.
        last.dispatchEvent(new InputEventToSend("input").<Event>cast());
        if (!ChoiceField.NONE.equals(filling.presetId())) {
            HTMLElement picker = document.getElementById(target.presetId());
            setValue(picker, filling.presetId());
            picker.dispatchEvent(new InputEventToSend("change").<Event>cast());
        }
        element("-report").setInnerHTML(ConfigReport.html(target, reading, filling));
    }

    private void refuse(String message) {
        element("-error").setTextContent(message);
        element("-text").setAttribute("aria-invalid", "true");
    }

    private HTMLElement element(String suffix) {
        return document.getElementById(target.id() + suffix);
    }

    private static void setValue(HTMLElement element, String text) {
        if ("SELECT".equals(element.getTagName())) {
            ((HTMLSelectElement) element).setValue(text);
        } else {
            ((HTMLInputElement) element).setValue(text);
        }
    }

    /** Returns the character offset of a line and column (both from 1) in the text. */
    private static int offset(String text, int line, int column) {
        int at = 0;
        for (int l = 1; l < line && at < text.length(); at++) {
            if (text.charAt(at) == '\n') {
                l++;
            }
        }
        return Math.min(text.length(), at + Math.max(0, column - 1));
    }
}
