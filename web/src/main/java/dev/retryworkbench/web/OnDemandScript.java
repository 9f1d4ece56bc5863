package dev.retryworkbench.web;

import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLScriptElement;

/**
 * Loads a script a page uses on demand (config-paste.js, worksheet-open.js, map.js...) with a script element,
 * which works from file:// too; its id, the name and "-script", says it is loading or loaded. A script that
 * cannot load (offline, a file left out of a copy of the site) is said wherever a person waits for it, and its
 * element goes, so the next use tries again instead of waiting for it for ever; but one of an ordered group, whose
 * later members ran without it, stays, marked, and only a reload mends the page.
 */
final class OnDemandScript {
    /** Marks an ordered script that did not load: it stays, since a reload alone mends its group. */
    private static final String FAILED = "data-failed";

    private OnDemandScript() {
    }

    /**
     * Loads {@code name}.js unless it is loading or loaded already; returns its new element, or null when it was
     * there. An {@code ordered} script runs after those inserted before it that are ordered too. If it does not
     * load, {@code note} (where the person waits for it, or null) says so ({@link #failed}) and is no longer busy:
     * every note that waits for it, not only the first, and at once for an ordered script that failed already.
     */
    static HTMLScriptElement load(HTMLDocument document, String name, boolean ordered, HTMLElement note) {
        HTMLScriptElement there = element(document, name);
        HTMLScriptElement script = there != null ? there : (HTMLScriptElement) document.createElement("script");
        // Every caller listens, each for its own note; dropping or marking the element twice does no harm. On a
        // loaded script the listener stays, never called: a closure per use, cheaper than the page script's
        // bytes for a mark that would spare it (63 B of storm.js, which has fewer than 200 B left).
        script.addEventListener("error", event -> failed(script, name, ordered, note));
        if (there == null) {
            script.setId(name + "-script");
            script.setAsync(!ordered);
            script.setSrc(name + ".js");
            document.getHead().appendChild(script);
            return script;
        }
        if (there.hasAttribute(FAILED)) {
            failed(there, name, ordered, note);
        }
        return null;
    }

    /**
     * Whether {@code name}.js is loading or loaded (or, ordered, failed for good): not yet asked for, or gone after
     * it failed to load, it is not.
     */
    static boolean isThere(HTMLDocument document, String name) {
        return element(document, name) != null;
    }

    /** Returns the element of {@code name}.js while it is there ({@link #isThere}), else null. */
    static HTMLScriptElement element(HTMLDocument document, String name) {
        return (HTMLScriptElement) document.getElementById(name + "-script");
    }

    /**
     * Drops the script that did not load, so the next use tries again, or marks it if {@code ordered}; says so in
     * {@code note}, if any, which is no longer busy.
     */
    private static void failed(HTMLScriptElement script, String name, boolean ordered, HTMLElement note) {
        if (ordered) {
            script.setAttribute(FAILED, "");
        } else {
            script.delete();
        }
        if (note != null) {
            note.removeAttribute("aria-busy");
            note.setTextContent("Could not load " + name + ".js (offline?), so nothing was done: "
                    + (ordered ? "" : "try again, or ") + "reload the page.");
        }
    }
}
