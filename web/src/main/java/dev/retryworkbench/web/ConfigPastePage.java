package dev.retryworkbench.web;

import dev.retryworkbench.core.config.ConfigError;
import dev.retryworkbench.core.config.ConfigFormats;
import dev.retryworkbench.core.config.ConfigInput;
import dev.retryworkbench.core.config.ConfigReading;
import dev.retryworkbench.core.configform.ConfigControl;
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
 * copy as" control, after config-copy.js has rendered the control: binds each control's Apply. Applying a
 * text fills the block through the fields themselves and tells the page with one input event (and a change
 * of the preset picker), so the page's own listeners recompute, the picker follows and "Copy as"
 * (config-copy.js) writes the new block; a text it refuses changes nothing. Reading and writing are two
 * scripts so that each stays within the on-demand budget, and the readers come in parts
 * ({@link ConfigFormats#part}): this script reads part 1's texts, and loads another part's script
 * ({@link ReaderScripts}) the first time a text of it is applied, which then reads those ({@link #later}).
 */
public final class ConfigPastePage {
    /** The attribute of a control whose applied text waits for its part's script to load: the part's number. */
    private static final String PENDING = "data-paste-pending";

    /** One part's reader; each script passes its own, so that it holds that part's readers alone. */
    interface Reader {
        ConfigReading read(String text) throws ConfigError;
    }

    private final HTMLDocument document;
    private final HTMLElement control;
    /** The block this control fills (web.StackOpener fills it too). */
    final ConfigTarget target;
    private final int part;
    private final Reader reader;

    private ConfigPastePage(HTMLDocument document, HTMLElement control, int part, Reader reader) {
        this.document = document;
        this.control = control;
        this.target = ConfigTarget.decode(control.getAttribute("data-target"));
        this.part = part;
        this.reader = reader;
    }

    /** Binds the page's controls to part 1's readers; called once config-paste.js has loaded. */
    public static void main(String[] args) {
        Reader reader = ConfigFormats::readPart1;
        StackOpener.bindPart1(reader, bindAll(1, reader));
    }

    /**
     * Loads the script of part {@code part}, unless it is loading or loaded; returns its new element, or null. If
     * it cannot load, {@code note} says so.
     */
    static HTMLScriptElement load(HTMLDocument document, int part, HTMLElement note) {
        return OnDemandScript.load(document, ReaderScripts.name(part), false, note);
    }

    /**
     * Binds the controls to part {@code part}'s readers (2 or more) and applies the texts whose Apply loaded
     * them: what the other parts' scripts run ({@link ConfigPasteMorePage}, {@link ConfigPasteRestPage},
     * {@link ConfigPastePart4Page}, {@link ConfigPastePart5Page}).
     */
    static void later(int part, Reader reader) {
        List<ConfigPastePage> pages = bindAll(part, reader);
        for (ConfigPastePage page : pages) {
            if (Integer.toString(part).equals(page.control.getAttribute(PENDING))) {
                page.control.removeAttribute(PENDING);
                page.apply();
            }
        }
        StackOpener.bindLaterPart(part, reader, pages);
    }

    private static List<ConfigPastePage> bindAll(int part, Reader reader) {
        String bound = part == 1 ? "data-paste-bound" : "data-paste-bound-" + part;
        HTMLDocument document = HTMLDocument.current();
        NodeList<? extends HTMLElement> controls = document.querySelectorAll("details.config-io");
        List<ConfigPastePage> pages = new ArrayList<>();
        for (int i = 0; i < controls.getLength(); i++) {
            HTMLElement control = controls.get(i);
            // Not rendered by config-copy.js when no block is declared (web.OnDemandScript says so).
            if (!control.hasAttribute(bound) && control.hasAttribute("data-copy-bound")) {
                control.setAttribute(bound, "");
                ConfigPastePage page = new ConfigPastePage(document, control, part, reader);
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
        // Each script reads its part; the first loads another's script when a text of it comes first.
        int needed = ConfigFormats.part(text);
        // Bound already, that part's script answers this Apply itself; else it applies the text as it starts
        // (later), whichever Apply asked for it first.
        if (needed != part) {
            if (part == 1 && !control.hasAttribute("data-paste-bound-" + needed)) {
                control.setAttribute(PENDING, Integer.toString(needed));
                load(document, needed, error);
                // Not loaded, it applies nothing later: the text waits for the next Apply.
                OnDemandScript.element(document, ReaderScripts.name(needed)).addEventListener("error",
                        event -> control.removeAttribute(PENDING));
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
        // The form has no field for the retry conditions: the control keeps them for "Copy as" (config-copy.js).
        control.setAttribute(ConfigControl.RETRY_ON, filling.retryOn());
        // Before the events: the page's checks read where the text's keys are from the report as they recompute.
        element("-report").setInnerHTML(ConfigReport.html(target, reading, filling, null));
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
