package dev.retryworkbench.web;

import dev.retryworkbench.core.config.ConfigError;
import dev.retryworkbench.core.config.ConfigFormats;
import dev.retryworkbench.core.config.ConfigInput;
import dev.retryworkbench.core.config.ConfigReading;
import dev.retryworkbench.core.configform.ConfigTarget;
import dev.retryworkbench.core.configform.ConfigReport;
import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.web.dom.InputEventToSend;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLInputElement;
import org.teavm.jso.dom.html.HTMLScriptElement;
import org.teavm.jso.dom.html.HTMLSelectElement;
import org.teavm.jso.dom.html.HTMLTextAreaElement;
import org.teavm.jso.dom.xml.NodeList;

/**
 * Entry point of config-paste.js, which a tool page loads on the first opening of a "Paste a config or
 * copy as" control, after config-copy.js has rendered the control: binds each control's Apply. Applying a text fills the block through the fields
 * themselves and tells the page with one input event (and a change of the preset picker), so the
 * page's own listeners recompute, the picker follows and "Copy as" (config-copy.js) writes the new
 * block; a text it refuses changes nothing. Reading and writing are two scripts so that each stays
 * within the on-demand budget, and so are the two halves of the readers ({@link ConfigFormats}): this
 * script reads the first half's texts, and loads config-paste-more.js ({@link #more}) the first time a
 * text of the second half is applied, which then reads those.
 */
public final class ConfigPastePage {
    /** The attribute of a control whose applied text waits for config-paste-more.js to load. */
    private static final String PENDING = "data-paste-pending";
    private static final String MORE = "config-paste-more";

    /** One half's reader; each script passes its own, so that it holds that half's readers alone. */
    interface Reader {
        ConfigReading read(String text) throws ConfigError;
    }

    private final HTMLDocument document;
    private final HTMLElement control;
    /** The block this control fills (web.StackOpener fills it too). */
    final ConfigTarget target;
    private final boolean firstHalf;
    private final Reader reader;

    private ConfigPastePage(HTMLDocument document, HTMLElement control, boolean firstHalf, Reader reader) {
        this.document = document;
        this.control = control;
        this.target = ConfigTarget.decode(control.getAttribute("data-target"));
        this.firstHalf = firstHalf;
        this.reader = reader;
    }

    /** Binds the page's controls to the first half's readers; called once config-paste.js has loaded. */
    public static void main(String[] args) {
        Reader reader = ConfigFormats::readFirstHalf;
        StackOpener.bindFirstHalf(reader, bindAll("data-paste-bound", true, reader));
    }

    /**
     * Binds the controls to the second half's readers and applies the text whose Apply loaded them: what
     * config-paste-more.js runs ({@link ConfigPasteMorePage}).
     */
    static void more() {
        Reader reader = ConfigFormats::readSecondHalf;
        List<ConfigPastePage> pages = bindAll("data-paste-more-bound", false, reader);
        for (ConfigPastePage page : pages) {
            if (page.control.hasAttribute(PENDING)) {
                page.control.removeAttribute(PENDING);
                page.apply();
            }
        }
        StackOpener.bindSecondHalf(reader, pages);
    }

    private static List<ConfigPastePage> bindAll(String bound, boolean firstHalf, Reader reader) {
        HTMLDocument document = HTMLDocument.current();
        NodeList<? extends HTMLElement> controls = document.querySelectorAll("details.config-io");
        List<ConfigPastePage> pages = new ArrayList<>();
        for (int i = 0; i < controls.getLength(); i++) {
            HTMLElement control = controls.get(i);
            if (!control.hasAttribute(bound)) {
                control.setAttribute(bound, "");
                ConfigPastePage page = new ConfigPastePage(document, control, firstHalf, reader);
                page.element("-apply").addEventListener("click", event -> page.apply());
                pages.add(page);
            }
        }
        return pages;
    }

    private void apply() {
        HTMLTextAreaElement area = (HTMLTextAreaElement) element("-text");
        HTMLElement error = element("-error");
        String text = area.getValue();
        // Each script reads its half; the first loads the second when a text of it comes first.
        if (ConfigFormats.forFirstHalf(text) != firstHalf) {
            if (firstHalf && document.getElementById(MORE + "-script") == null) {
                control.setAttribute(PENDING, "");
                HTMLScriptElement script = (HTMLScriptElement) document.createElement("script");
                script.setId(MORE + "-script");
                script.setSrc(MORE + ".js");
                document.getHead().appendChild(script);
            }
            return;
        }
        ConfigReading reading;
        try {
            reading = reader.read(text);
        } catch (ConfigError e) {
            refuse(e.sentence() + " Nothing was changed.");
            // The caret goes where reading stopped, unless the text is refused for its length: placing it
            // would lay out the whole text (a third of a second for a megabyte) to point at its start.
            if (text.length() <= ConfigInput.MAX_CHARS) {
                int at = offset(text, e.line(), e.column());
                area.focus();
                area.setSelectionRange(at, at);
            }
            return;
        }
        ConfigTarget.Outcome outcome = target.fill(reading.block(), id -> FieldControl.valueOf(document, id));
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

    /** Shows why the text changed nothing; the report of an earlier text goes, as it no longer tells the block. */
    private void refuse(String message) {
        element("-error").setTextContent(message);
        element("-report").setTextContent("");
        element("-text").setAttribute("aria-invalid", "true");
    }

    private HTMLElement element(String suffix) {
        return document.getElementById(target.id() + suffix);
    }

    static void setValue(HTMLElement element, String text) {
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
