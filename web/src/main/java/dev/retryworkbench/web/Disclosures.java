package dev.retryworkbench.web;

import dev.retryworkbench.core.form.Disclosure;
import dev.retryworkbench.core.form.Field;
import java.util.List;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLSelectElement;

/**
 * Shows each field a tool's {@link Disclosure} governs only while its select holds one of the field's
 * options, or while the field holds an error (so a message on a field of another option stays in
 * sight and its link in the stale notice can focus it). A hidden field keeps its value; it is out of
 * the tab order and of the accessibility tree until shown again.
 */
final class Disclosures {
    private final List<Disclosure> disclosures;
    private final HTMLDocument document;

    Disclosures(List<Disclosure> disclosures, HTMLDocument document) {
        this.disclosures = disclosures;
        this.document = document;
    }

    /** Shows and hides the governed fields for the selects' current values; called after each evaluation shows its errors. */
    void refresh() {
        for (Disclosure disclosure : disclosures) {
            String chosen = ((HTMLSelectElement) document.getElementById(disclosure.choice().id())).getValue();
            for (Field field : disclosure.fields()) {
                HTMLElement input = document.getElementById(field.id());
                boolean shown = disclosure.shown(field, chosen) || "true".equals(input.getAttribute("aria-invalid"));
                HTMLElement wrapper = (HTMLElement) input.getParentNode();
                // An unchanged attribute is not rewritten: it would restyle the form on every keystroke.
                if (shown == wrapper.hasAttribute("hidden")) {
                    if (shown) {
                        wrapper.removeAttribute("hidden");
                    } else {
                        wrapper.setAttribute("hidden", "");
                    }
                }
            }
        }
    }
}
