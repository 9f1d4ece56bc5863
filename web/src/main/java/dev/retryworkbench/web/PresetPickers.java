package dev.retryworkbench.web;

import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FormRenderer;
import dev.retryworkbench.core.form.PresetPicker;
import dev.retryworkbench.web.dom.InputEventToSend;
import java.util.List;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.events.EventListener;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLInputElement;
import org.teavm.jso.dom.html.HTMLSelectElement;

/**
 * Wires a tool's preset pickers: choosing a preset fills its fields, and editing one of those fields
 * turns the picker to "Custom". Its listeners must run before the page recomputes, so {@link ToolPage}
 * binds them first; the values and words come from core's {@link PresetPicker}, a library preset's sentence from
 * preset-words.js ({@link PresetWordsPage}).
 */
final class PresetPickers {
    private final List<PresetPicker> pickers;
    private final HTMLDocument document;

    PresetPickers(List<PresetPicker> pickers, HTMLDocument document) {
        this.pickers = pickers;
        this.document = document;
    }

    /**
     * Listens to every picker and to every field a picker fills; gives a picker pre-rendered with its default
     * alone (a layer's column hidden until added, core.form.FormRenderer) its other options.
     */
    void bind() {
        for (PresetPicker picker : pickers) {
            HTMLSelectElement select = select(picker);
            if (select.getOptions().getLength() < picker.picker().options().size()) {
                select.setInnerHTML(FormRenderer.options(picker.picker()));
            }
            select.addEventListener("change", event -> chosen(picker));
            EventListener<Event> edited = event -> {
                if (!ChoiceField.NONE.equals(select.getValue())) {
                    select.setValue(ChoiceField.NONE);
                    showAbout(picker);
                }
            };
            for (Field target : picker.targets()) {
                HTMLElement element = document.getElementById(target.id());
                element.addEventListener("input", edited);
                element.addEventListener("change", edited);
            }
        }
    }

    /** Shows beside each picker what its current choice models, as after a worksheet filled the form. */
    void refresh() {
        for (PresetPicker picker : pickers) {
            showAbout(picker);
        }
    }

    private void chosen(PresetPicker picker) {
        // The form as it stands: a preset may copy another field (Finagle's backup delay is the entered p99).
        String[] texts = picker.textsFor(select(picker).getValue(), this::valueOf);
        if (texts != null) {
            for (int i = 0; i < texts.length; i++) {
                HTMLElement element = document.getElementById(picker.targets().get(i).id());
                if ("SELECT".equals(element.getTagName())) {
                    ((HTMLSelectElement) element).setValue(texts[i]);
                } else {
                    ((HTMLInputElement) element).setValue(texts[i]);
                }
            }
        }
        showAbout(picker);
    }

    /** Returns the text of the field {@code id}, or null for none. */
    private String valueOf(String id) {
        HTMLElement element = document.getElementById(id);
        if (element == null) {
            return null;
        }
        return "SELECT".equals(element.getTagName()) ? ((HTMLSelectElement) element).getValue()
                : ((HTMLInputElement) element).getValue();
    }

    private void showAbout(PresetPicker picker) {
        HTMLElement about = document.getElementById(picker.picker().id() + "-about");
        String value = select(picker).getValue();
        ChoiceField.Option option = picker.picker().option(value);
        String text = option == null ? "" : option.aboutNow();
        if (text == null) {
            askForWords(about, option.onDemand().key());
        } else {
            about.removeAttribute(PresetWordsPage.KEY);
            about.removeAttribute("aria-busy");
            // An unchanged text is not rewritten, so screen readers do not announce it again.
            if (!text.equals(about.getTextContent())) {
                about.setTextContent(text);
            }
        }
        // The desktop table's columns are narrower than the longest names, which a select cuts: the stylesheet
        // writes the chosen preset's name whole at the head of its note (none for Custom, which fits).
        if (option == null || ChoiceField.NONE.equals(value)) {
            about.removeAttribute("data-name");
        } else {
            about.setAttribute("data-name", option.label());
        }
    }

    /**
     * Leaves a library preset's sentence to preset-words.js ({@link PresetWordsPage}), loaded on the first choice:
     * until it writes the sentence, the note is empty and busy, so neither the eye nor the live region gets the
     * previous preset's words, and the region announces the new sentence once it is written. A note that shows
     * or awaits these words already is left alone.
     */
    private void askForWords(HTMLElement about, String key) {
        // After preset-words.js failed to load (its element gone), the note says so, and the same choice asks again.
        if (key.equals(about.getAttribute(PresetWordsPage.KEY))
                && OnDemandScript.isThere(document, PresetWordsPage.NAME)) {
            return;
        }
        about.setAttribute(PresetWordsPage.KEY, key);
        about.setAttribute("aria-busy", "true");
        about.setTextContent("");
        if (OnDemandScript.load(document, PresetWordsPage.NAME, false, about) == null) {
            // Loaded already, or loading: its start writes every waiting note (if it does not load, each says so).
            document.dispatchEvent(new InputEventToSend(PresetWordsPage.EVENT).<Event>cast());
        }
    }

    private HTMLSelectElement select(PresetPicker picker) {
        return (HTMLSelectElement) document.getElementById(picker.picker().id());
    }
}
