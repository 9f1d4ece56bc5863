package dev.retryworkbench.web;

import dev.retryworkbench.core.form.FormRenderer;
import dev.retryworkbench.core.help.DisclosedHelp;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.xml.NodeList;

/**
 * Entry point of help-words.js, which a page loads when it first shows a field that a disclosure hides at the
 * defaults ({@link Disclosures}): writes the help of every such field, which the pre-render left empty and busy
 * ({@link FormRenderer#HELP_ON_DEMAND}), as the pre-render would have ({@link DisclosedHelp}), and clears the busy
 * mark. All of them at once: the page holds every one from the start, so nothing asks again.
 */
public final class HelpWordsPage {
    /** The script's name, without ".js". */
    static final String NAME = "help-words";
    /** The help paragraphs whose words are to come. */
    static final String WAITING = ".help[" + FormRenderer.HELP_ON_DEMAND + "]";

    private HelpWordsPage() {
    }

    /** Writes every help the page awaits. */
    public static void main(String[] args) {
        NodeList<? extends HTMLElement> waiting = HTMLDocument.current().querySelectorAll(WAITING);
        for (int i = 0; i < waiting.getLength(); i++) {
            HTMLElement help = waiting.get(i);
            String text = DisclosedHelp.text(help.getId());
            help.setTextContent(text == null ? "" : text);
            help.removeAttribute(FormRenderer.HELP_ON_DEMAND);
        }
    }
}
