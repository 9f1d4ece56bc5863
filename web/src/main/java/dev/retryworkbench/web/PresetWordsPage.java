package dev.retryworkbench.web;

import dev.retryworkbench.core.layers.PresetAbout;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.xml.NodeList;

/**
 * Entry point of preset-words.js, which the pages with library preset pickers (workbench, storm simulator, 429
 * planner) load on the first choice of such a preset ({@link PresetPickers}): writes each waiting picker's
 * sentence, as the pre-render would, from the key the page left on its note ({@link PresetAbout}), then marks the
 * note no longer busy, so its live region announces the sentence. The pages' own scripts then carry none of the
 * presets' sources and notes.
 */
public final class PresetWordsPage {
    /** The script's name, without ".js". */
    static final String NAME = "preset-words";
    /** The note's attribute holding the key of the sentence it shows or awaits. */
    static final String KEY = "data-words";
    /** What the page dispatches on its document when a note awaits a sentence and this script has loaded. */
    static final String EVENT = "presetwords";

    private PresetWordsPage() {
    }

    /** Writes the sentences awaited now, and those asked for later. */
    public static void main(String[] args) {
        HTMLDocument document = HTMLDocument.current();
        document.addEventListener(EVENT, event -> write(document));
        write(document);
    }

    private static void write(HTMLDocument document) {
        NodeList<? extends HTMLElement> waiting = document.querySelectorAll("[" + KEY + "][aria-busy=true]");
        for (int i = 0; i < waiting.getLength(); i++) {
            HTMLElement about = waiting.get(i);
            PresetAbout words = PresetAbout.fromKey(about.getAttribute(KEY));
            about.setTextContent(words == null ? "" : words.text());
            about.removeAttribute("aria-busy");
        }
    }
}
