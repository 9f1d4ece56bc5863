package dev.retryworkbench.web;

import dev.retryworkbench.core.form.FieldError;
import java.util.List;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLInputElement;
import org.teavm.jso.dom.html.HTMLSelectElement;

/**
 * One field of a page's form: its control, found once by the field's id, and its error slot, with what the
 * slot shows, so that a page reads a value and shows a message the one way (the tool pages and the survival
 * map's own fields alike). The pre-render writes no error slot, since only the script checks fields; the
 * page writes each in a {@link Startup} step after binding its fields ({@link #writeErrorSlot}), or on the
 * field's first message, whichever comes first.
 */
final class FieldControl {
    private final HTMLDocument document;
    private final String id;
    private final HTMLElement control;
    private final boolean isSelect;
    /** Null until written or found. */
    private HTMLElement errorSlot;
    /** What the error slot shows and whether the field is marked invalid; only this object writes them. */
    private String shownMessage = "";
    private boolean shownInvalid;

    FieldControl(HTMLDocument document, String id) {
        this.document = document;
        this.id = id;
        control = document.getElementById(id);
        isSelect = "SELECT".equals(control.getTagName());
    }

    /**
     * Writes the field's error slot unless written (by this or by another control of the same field, as map.js's
     * of the survival map's fields): last in the field and last of the control's descriptions; a live region
     * before its first message, so that its messages are announced.
     */
    HTMLElement writeErrorSlot() {
        if (errorSlot == null) {
            errorSlot = document.getElementById(id + "-error");
        }
        if (errorSlot == null) {
            errorSlot = document.createElement("p");
            errorSlot.setClassName("error");
            errorSlot.setAttribute("id", id + "-error");
            errorSlot.setAttribute("aria-live", "polite");
            control.getParentNode().appendChild(errorSlot);
            control.setAttribute("aria-describedby", control.getAttribute("aria-describedby") + " " + id + "-error");
        }
        return errorSlot;
    }

    HTMLElement control() {
        return control;
    }

    /** Returns the text the control holds. */
    String value() {
        return read(control, isSelect);
    }

    /** Returns the text of the control with id {@code id}, or null when the page has none. */
    static String valueOf(HTMLDocument document, String id) {
        HTMLElement element = document.getElementById(id);
        if (element == null) {
            return null;
        }
        return read(element, "SELECT".equals(element.getTagName()));
    }

    private static String read(HTMLElement element, boolean isSelect) {
        return isSelect ? ((HTMLSelectElement) element).getValue() : ((HTMLInputElement) element).getValue();
    }

    /** Puts {@code text} into the control, as an opened worksheet does. */
    void setValue(String text) {
        if (isSelect) {
            ((HTMLSelectElement) control).setValue(text);
        } else {
            ((HTMLInputElement) control).setValue(text);
        }
    }

    /** Shows {@code message} (null: none) under the field, as an error or as a note, and marks the field. */
    void show(String message, boolean isError) {
        String shown = message == null ? "" : message;
        // Rewriting an unchanged message would make screen readers announce it again on every keystroke.
        if (!shown.equals(shownMessage)) {
            writeErrorSlot().setTextContent(shown);
            errorSlot.setClassName(message != null && !isError ? "error note" : "error");
            shownMessage = shown;
        }
        // Setting an unchanged attribute still restyles the field and reaches assistive technology.
        if (isError != shownInvalid) {
            control.setAttribute("aria-invalid", isError ? "true" : "false");
            shownInvalid = isError;
        }
    }

    /** Returns the message of {@code errors} for field {@code fieldId}, or null. */
    static String messageFor(List<FieldError> errors, String fieldId) {
        for (FieldError error : errors) {
            if (error.fieldId().equals(fieldId)) {
                return error.message();
            }
        }
        return null;
    }
}
