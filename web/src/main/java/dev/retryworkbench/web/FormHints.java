package dev.retryworkbench.web;

import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FieldRows;
import dev.retryworkbench.core.form.FormRenderer;
import dev.retryworkbench.core.form.RawValues;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.xml.NodeList;

/**
 * What the form shows beside its fields: the help buttons, which show a field's or a row's help in place
 * (the stylesheet shows it while the button is expanded), and the readings and not-used notes of the
 * groups that share rows ({@link FieldRows}), rewritten after each edit from core's answers.
 */
final class FormHints {
    /** The help buttons one {@link Startup} step writes: 64 take a phone's processor about 35 ms. */
    private static final int BUTTONS_PER_STEP = 64;
    private final List<FieldGroup> form;
    private final HTMLDocument document;
    /** The readings' and notes' elements and their texts, in the order {@link #refresh} visits them. */
    private final List<HTMLElement> slots = new ArrayList<>();
    private final List<String> shown = new ArrayList<>();
    /** The help button every head's is a clone of, made by the first step that writes them. */
    private HTMLElement button;

    FormHints(List<FieldGroup> form, HTMLDocument document) {
        this.form = form;
        this.document = document;
    }

    /**
     * Writes the help buttons and listens to them: one listener on the form, since every button does the same.
     * The pre-render writes no button (core.form.FormRenderer), as none works without the script: 59 of them
     * cost the storm page 800 B gzipped. Run as a step of the page's start, it leaves the buttons to steps of their
     * own ({@link Startup#next}).
     */
    void bind(HTMLElement inputs) {
        NodeList<? extends HTMLElement> heads = inputs.querySelectorAll(".field-head > label, .row-label");
        // Written in steps of their own (the storm's page has about 180 heads, a long task on a phone).
        for (int from = 0; from < heads.getLength(); from += BUTTONS_PER_STEP) {
            int first = from;
            Startup.next(() -> writeButtons(heads, first));
        }
        inputs.addEventListener("click", this::clicked);
    }

    /**
     * Writes the help buttons of the heads from {@code first} on, as many as one step writes: each a clone of one
     * button, which a phone's processor makes several times faster than parsing each button's markup.
     */
    private void writeButtons(NodeList<? extends HTMLElement> heads, int first) {
        if (button == null) {
            button = document.createElement("button");
            button.setAttribute("type", "button");
            button.setClassName("help-toggle");
            button.setAttribute("aria-expanded", "false");
            button.setInnerHTML("<span aria-hidden=\"true\">?</span><span class=\"visually-hidden\"></span>");
        }
        for (int i = first; i < Math.min(first + BUTTONS_PER_STEP, heads.getLength()); i++) {
            HTMLElement label = heads.get(i);
            HTMLElement head = (HTMLElement) label.getParentNode();
            // A field's head holds its label; its help is the field's. A row's head holds its label and help.
            String helpId = "LABEL".equals(label.getTagName()) ? label.getAttribute("for") + "-help"
                    : head.querySelector(".help").getAttribute("id");
            HTMLElement copy = (HTMLElement) button.cloneNode(true);
            copy.setAttribute("aria-controls", helpId);
            // The label's own text, without its unit, names the help: "Help: Attempt limit".
            copy.getLastChild().setTextContent("Help: " + label.getFirstChild().getNodeValue());
            head.insertBefore(copy, label.getNextSibling());
        }
    }

    private void clicked(Event event) {
        HTMLElement button = (HTMLElement) event.getTarget();
        // A click lands on one of the button's spans, or on the button itself (by keyboard).
        if ("SPAN".equals(button.getTagName())) {
            button = (HTMLElement) button.getParentNode();
        }
        if ("BUTTON".equals(button.getTagName()) && button.getClassList().contains("help-toggle")) {
            boolean open = !"true".equals(button.getAttribute("aria-expanded"));
            button.setAttribute("aria-expanded", open ? "true" : "false");
            // The row head, or the field whose head holds the button: the stylesheet shows its help while open.
            HTMLElement holder = (HTMLElement) button.getParentNode();
            if (holder.getClassList().contains("field-head")) {
                holder = (HTMLElement) holder.getParentNode();
            }
            mark(holder, "help-open", open);
        }
    }

    /** Rewrites each reading and not-used note whose text the values in {@code raw} change. */
    void refresh(RawValues raw) {
        int slot = 0;
        int columns = 0;
        HTMLElement table = null;
        for (FieldGroup group : form) {
            FieldRows rows = group.rows();
            if (rows == null) {
                continue;
            }
            // A stack's slots beyond its number of layers are hidden; the column is the fieldset of the group.
            HTMLElement column = document.getElementById(rows.columnId() + FormRenderer.COLUMN);
            table = (HTMLElement) column.getParentNode();
            boolean shown = rows.shown(raw);
            columns += shown ? 1 : 0;
            if (column.hasAttribute("hidden") == shown) {
                if (shown) {
                    column.removeAttribute("hidden");
                } else {
                    column.setAttribute("hidden", "");
                }
            }
            for (Field field : group.fields()) {
                if (rows.hasReading(field)) {
                    show(slot++, field.id() + "-reading", rows.reading(field, raw));
                }
                if (rows.mayBeUnused(field)) {
                    String note = rows.unusedNote(field, raw);
                    HTMLElement element = show(slot++, field.id() + "-unused", note);
                    mark((HTMLElement) element.getParentNode(), "is-unused", !note.isEmpty());
                }
            }
        }
        String count = Integer.toString(columns);
        if (table != null && !count.equals(table.getAttribute("data-columns"))) {
            table.setAttribute("data-columns", count);
        }
    }

    /** Sets or clears {@code name} on {@code element}, touching the class list only when it changes. */
    private static void mark(HTMLElement element, String name, boolean on) {
        if (element.getClassList().contains(name) != on) {
            if (on) {
                element.getClassList().add(name);
            } else {
                element.getClassList().remove(name);
            }
        }
    }

    /** Shows {@code text} in the slot {@code id}, the {@code index}th the refresh visits; looked up and read once. */
    private HTMLElement show(int index, String id, String text) {
        if (index == slots.size()) {
            HTMLElement element = document.getElementById(id);
            slots.add(element);
            shown.add(element.getTextContent());
        }
        if (!text.equals(shown.get(index))) {
            slots.get(index).setTextContent(text);
            shown.set(index, text);
        }
        return slots.get(index);
    }
}
