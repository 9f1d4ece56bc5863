package dev.retryworkbench.web;

import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLScriptElement;

/**
 * Loads a script a page uses on demand (config-paste.js, worksheet-open.js, map.js...) with a script element,
 * which works from file:// too; its id, the name and "-script", says it is loading or loaded. A script that
 * cannot load (offline, a file left out of a copy of the site) is said where the person waits, and its element
 * goes, so the next use tries again instead of waiting for it for ever; but for one of an ordered group, whose
 * later members ran without it, only a reload mends the page.
 */
final class OnDemandScript {
    private OnDemandScript() {
    }

    /**
     * Loads {@code name}.js unless it is loading or loaded already; returns its new element, or null when it was
     * there. An {@code ordered} script runs after those inserted before it that are ordered too. If it does not
     * load, {@code note} (where the person waits for it, or null) says so ({@link #failure}) and is no longer busy.
     */
    static HTMLScriptElement load(HTMLDocument document, String name, boolean ordered, HTMLElement note) {
        if (isThere(document, name)) {
            return null;
        }
        HTMLScriptElement script = (HTMLScriptElement) document.createElement("script");
        script.setId(name + "-script");
        if (ordered) {
            script.setAsync(false);
        }
        script.addEventListener("error", event -> {
            if (!ordered) {
                script.delete();
            }
            if (note != null) {
                note.removeAttribute("aria-busy");
                note.setTextContent(failure(name, !ordered));
            }
        });
        script.setSrc(name + ".js");
        document.getHead().appendChild(script);
        return script;
    }

    /** Whether {@code name}.js is loading or loaded: not yet asked for, or gone after it failed to load, it is not. */
    static boolean isThere(HTMLDocument document, String name) {
        return document.getElementById(name + "-script") != null;
    }

    /**
     * Says that {@code name}.js did not load, and whether the next use tries it {@code again} or only a reload can.
     */
    private static String failure(String name, boolean again) {
        return "Could not load " + name + ".js (offline?), so nothing was done: " + (again ? "try again, or " : "")
                + "reload the page.";
    }
}
