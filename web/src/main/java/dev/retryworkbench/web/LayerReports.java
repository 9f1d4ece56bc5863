package dev.retryworkbench.web;

import dev.retryworkbench.core.config.LayerSource;
import dev.retryworkbench.core.configform.ConfigReport;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.xml.NodeList;

/**
 * Each layer's Paste/copy report, by slot (the page's {@code details.config-io} blocks are its slots, outermost
 * first): what a pasted or opened config set, and where its keys are ({@link ConfigReport#SOURCE}), which the
 * page's checks name.
 */
final class LayerReports {
    private LayerReports() {
    }

    /** Returns the report of the layer in {@code slot}, or null before the config scripts rendered it. */
    static HTMLElement of(HTMLDocument document, int slot) {
        NodeList<? extends HTMLElement> controls = document.querySelectorAll("details.config-io");
        return slot < controls.getLength() ? document.getElementById(controls.get(slot).getId() + "-report") : null;
    }

    /** Returns where each layer's file has its keys, outermost first: null for a layer no file filled. */
    static List<LayerSource> sources(HTMLDocument document) {
        List<LayerSource> sources = new ArrayList<>();
        NodeList<? extends HTMLElement> controls = document.querySelectorAll("details.config-io");
        for (int slot = 0; slot < controls.getLength(); slot++) {
            HTMLElement report = of(document, slot);
            HTMLElement source = report == null ? null : (HTMLElement) report.querySelector("[" + ConfigReport.SOURCE + "]");
            sources.add(source == null ? null : LayerSource.decode(source.getAttribute(ConfigReport.SOURCE)));
        }
        return sources;
    }
}
