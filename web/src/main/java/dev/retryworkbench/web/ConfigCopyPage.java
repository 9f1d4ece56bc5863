package dev.retryworkbench.web;

import dev.retryworkbench.core.config.ConfigBlock;
import dev.retryworkbench.core.config.ConfigFormat;
import dev.retryworkbench.core.config.ConfigFormats;
import dev.retryworkbench.core.config.ConfigWriting;
import dev.retryworkbench.core.config.RetryOn;
import dev.retryworkbench.core.configform.ConfigControl;
import dev.retryworkbench.core.configform.ConfigTarget;
import dev.retryworkbench.web.dom.Clipboard;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLInputElement;
import org.teavm.jso.dom.html.HTMLSelectElement;
import org.teavm.jso.dom.xml.NodeList;

/**
 * Entry point of config-copy.js, loaded before config-paste.js on the first opening of a "Paste a config
 * or copy as" control: renders each control's paste area and "Copy as"; "Copy as" writes the block as the form holds it in the chosen format,
 * with the retry conditions of the text last applied to the control, shows the text and copies it; the text follows every edit of the
 * block's fields.
 */
public final class ConfigCopyPage {
    private final HTMLDocument document;
    private final HTMLElement control;
    private final ConfigTarget target;

    private ConfigCopyPage(HTMLDocument document, HTMLElement control, ConfigTarget target) {
        this.document = document;
        this.control = control;
        this.target = target;
    }

    /** Binds the page's controls; called once the script has loaded. */
    public static void main(String[] args) {
        HTMLDocument document = HTMLDocument.current();
        NodeList<? extends HTMLElement> controls = document.querySelectorAll("details.config-io");
        for (int i = 0; i < controls.getLength(); i++) {
            HTMLElement control = controls.get(i);
            // No block declared: the page's <tool>-configs.js did not load, which the control says.
            if (!control.hasAttribute("data-copy-bound") && control.hasAttribute("data-target")) {
                ConfigTarget target = ConfigTarget.decode(control.getAttribute("data-target"));
                // Both halves are rendered here: config-paste.js, which runs next, is the one near its budget.
                control.querySelector(".config-paste").setInnerHTML(ConfigControl.paste(target));
                control.querySelector(".config-copy").setInnerHTML(ConfigControl.copy(target));
                control.setAttribute("data-copy-bound", "");
                new ConfigCopyPage(document, control, target).bind();
            }
        }
    }

    private void bind() {
        element("-copy").addEventListener("click", event -> copy());
        element("-format").addEventListener("change", event -> write());
        for (String fieldId : target.fieldIds()) {
            document.getElementById(fieldId).addEventListener("input", event -> write());
            document.getElementById(fieldId).addEventListener("change", event -> write());
        }
        write();
    }

    /** Writes the block as the form holds it in the chosen format, into the text shown. */
    private String write() {
        HTMLElement output = element("-output");
        List<String> problems = new ArrayList<>();
        ConfigBlock block = target.read(id -> valueOf(document.getElementById(id)), problems);
        if (block == null) {
            output.setTextContent("");
            element("-copied").setTextContent("Fix the form first: " + String.join(" ", problems));
            return null;
        }
        ConfigFormat format = ConfigFormats.byId(((HTMLSelectElement) element("-format")).getValue());
        // The retry conditions of the text last applied (config-paste.js keeps them on the control).
        ConfigWriting writing = format.write(block.withRetryOn(RetryOn.decode(control.getAttribute(ConfigControl.RETRY_ON))));
        output.setTextContent(writing.text());
        return writing.text();
    }

    private void copy() {
        String text = write();
        HTMLElement status = element("-copied");
        if (text == null) {
            return;
        }
        Clipboard.Writer clipboard = Clipboard.get();
        if (clipboard == null) {
            status.setTextContent("This browser offers no clipboard here; select the text below and copy it.");
            return;
        }
        clipboard.writeText(text).then(done -> {
            status.setTextContent("Copied " + target.name() + " to the clipboard.");
            return null;
        }, failed -> {
            status.setTextContent("The browser refused the clipboard; select the text below and copy it.");
            return null;
        });
    }

    private HTMLElement element(String suffix) {
        return document.getElementById(target.id() + suffix);
    }

    private static String valueOf(HTMLElement element) {
        if ("SELECT".equals(element.getTagName())) {
            return ((HTMLSelectElement) element).getValue();
        }
        return ((HTMLInputElement) element).getValue();
    }
}
