package dev.retryworkbench.web;

import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLScriptElement;

/**
 * Loads a script a page uses on demand (config-paste.js, worksheet-open.js, map-view.js...) with a script
 * element, which works from file:// too; its id, the name and "-script", says it is loading or loaded.
 */
final class OnDemandScript {
    private OnDemandScript() {
    }

    /**
     * Loads {@code name}.js unless it is loading or loaded already; returns true when it starts loading now.
     * An {@code ordered} script runs after those inserted before it that are ordered too.
     */
    static boolean load(HTMLDocument document, String name, boolean ordered) {
        if (document.getElementById(name + "-script") != null) {
            return false;
        }
        HTMLScriptElement script = (HTMLScriptElement) document.createElement("script");
        script.setId(name + "-script");
        if (ordered) {
            script.setAsync(false);
        }
        script.setSrc(name + ".js");
        document.getHead().appendChild(script);
        return true;
    }
}
