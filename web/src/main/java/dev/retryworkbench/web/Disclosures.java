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
 * the tab order and of the accessibility tree until shown again. The help of a field hidden at the defaults
 * is not in the page: the first time such a field is shown, help-words.js writes it ({@link HelpWordsPage}).
 */
final class Disclosures {
    private final List<Disclosure> disclosures;
    private final HTMLDocument document;
    // Looked up on the first refresh, then kept: the page's script does not replace the form's elements.
    private HTMLSelectElement[] choices;
    private HTMLElement[] inputs;
    private HTMLElement[] wrappers;
    private boolean[] hidden;

    Disclosures(List<Disclosure> disclosures, HTMLDocument document) {
        this.disclosures = disclosures;
        this.document = document;
    }

    /** Shows and hides the governed fields for the selects' current values; called after each evaluation shows its errors. */
    void refresh() {
        if (choices == null) {
            lookUp();
        }
        int k = 0;
        for (int d = 0; d < disclosures.size(); d++) {
            Disclosure disclosure = disclosures.get(d);
            String chosen = choices[d].getValue();
            for (Field field : disclosure.fields()) {
                HTMLElement input = inputs[k];
                boolean shown = disclosure.shown(field, chosen) || "true".equals(input.getAttribute("aria-invalid"));
                // An unchanged attribute is not rewritten: it would restyle the form on every keystroke.
                if (shown == hidden[k]) {
                    if (shown) {
                        wrappers[k].removeAttribute("hidden");
                        HTMLElement waiting = wrappers[k].querySelector(HelpWordsPage.WAITING);
                        if (waiting != null) {
                            // Loaded once; it writes the help of every field hidden at the defaults.
                            OnDemandScript.load(document, HelpWordsPage.NAME, false, waiting);
                        }
                    } else {
                        wrappers[k].setAttribute("hidden", "");
                    }
                    hidden[k] = !shown;
                }
                k++;
            }
        }
    }

    /** Finds the selects, the governed fields and their wrappers once, and whether each wrapper is hidden. */
    private void lookUp() {
        int count = 0;
        for (Disclosure disclosure : disclosures) {
            count += disclosure.fields().size();
        }
        choices = new HTMLSelectElement[disclosures.size()];
        inputs = new HTMLElement[count];
        wrappers = new HTMLElement[count];
        hidden = new boolean[count];
        int k = 0;
        for (int d = 0; d < disclosures.size(); d++) {
            choices[d] = (HTMLSelectElement) document.getElementById(disclosures.get(d).choice().id());
            for (Field field : disclosures.get(d).fields()) {
                inputs[k] = document.getElementById(field.id());
                wrappers[k] = (HTMLElement) inputs[k].getParentNode();
                hidden[k] = wrappers[k].hasAttribute("hidden");
                k++;
            }
        }
    }
}
