package dev.retryworkbench.web;

import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FieldRows;
import dev.retryworkbench.core.form.RawValues;
import java.util.List;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * What the form shows beside its fields: the help buttons, which show a field's or a row's help in place
 * (the stylesheet shows it while the button is expanded), and the readings and not-used notes of the
 * groups that share rows ({@link FieldRows}), rewritten after each edit from core's answers.
 */
final class FormHints {
    private final List<FieldGroup> form;
    private final HTMLDocument document;

    FormHints(List<FieldGroup> form, HTMLDocument document) {
        this.form = form;
        this.document = document;
    }

    /** Listens to the help buttons: one listener on the form, since every button does the same. */
    void bind(HTMLElement inputs) {
        inputs.addEventListener("click", this::clicked);
    }

    private void clicked(Event event) {
        HTMLElement button = (HTMLElement) event.getTarget();
        // A click lands on one of the button's spans, or on the button itself (by keyboard).
        if ("SPAN".equals(button.getTagName())) {
            button = (HTMLElement) button.getParentNode();
        }
        if ("BUTTON".equals(button.getTagName()) && button.getClassList().contains("help-toggle")) {
            button.setAttribute("aria-expanded", "true".equals(button.getAttribute("aria-expanded")) ? "false" : "true");
        }
    }

    /** Rewrites each reading and not-used note whose text the values in {@code raw} change. */
    void refresh(RawValues raw) {
        for (FieldGroup group : form) {
            FieldRows rows = group.rows();
            if (rows == null) {
                continue;
            }
            for (Field field : group.fields()) {
                if (rows.hasReading(field)) {
                    show(field.id() + "-reading", rows.reading(field, raw));
                }
                if (rows.mayBeUnused(field)) {
                    show(field.id() + "-unused", rows.unusedNote(field, raw));
                }
            }
        }
    }

    private void show(String id, String text) {
        HTMLElement element = document.getElementById(id);
        if (!text.equals(element.getTextContent())) {
            element.setTextContent(text);
        }
    }
}
