package dev.retryworkbench.web;

import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLScriptElement;

/**
 * Loads a script a page uses on demand (config-paste.js, worksheet-open.js, map.js...) with a script element,
 * which works from file:// too; its id, the name and "-script", says it is loading or loaded. A script that
 * cannot load (offline, a file left out of a copy of the site) is said where the person waits, and its element
 * goes, so the next use tries again instead of waiting for it for ever.
 */
final class OnDemandScript {
    private OnDemandScript() {
    }

    /**
     * Loads {@code name}.js unless it is loading or loaded already; returns its new element, or null when it was
     * there. An {@code ordered} script runs after those inserted before it that are ordered too. If it does not
     * load, {@code note} (where the person waits for it, or null) says so and is no longer busy.
     */
    static HTMLScriptElement load(HTMLDocument document, String name, boolean ordered, HTMLElement note) {
        if (document.getElementById(name + "-script") != null) {
            return null;
        }
        HTMLScriptElement script = (HTMLScriptElement) document.createElement("script");
        script.setId(name + "-script");
        if (ordered) {
            script.setAsync(false);
        }
        script.addEventListener("error", event -> {
            script.delete();
            if (note != null) {
                note.removeAttribute("aria-busy");
                note.setTextContent("Could not load " + name + ".js (offline?), so nothing was done: try again, or"
                        + " reload the page.");
            }
        });
        script.setSrc(name + ".js");
        document.getHead().appendChild(script);
        return script;
    }
}
