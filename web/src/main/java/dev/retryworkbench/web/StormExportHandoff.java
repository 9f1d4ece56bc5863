package dev.retryworkbench.web;

import dev.retryworkbench.core.storm.StormExportHandover;
import dev.retryworkbench.core.tool.Export;
import dev.retryworkbench.web.dom.ExportSlot;
import dev.retryworkbench.web.dom.InputEventToSend;
import org.teavm.jso.core.JSArray;
import org.teavm.jso.core.JSString;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.typedarrays.Float64Array;
import org.teavm.jso.typedarrays.Int32Array;

/**
 * The storm page's exports, written by storm-export.js ({@link StormExportPage}), which the page loads on the
 * first export: storm.js has no room for the export code. Hands over the button pressed, the texts of the form
 * the results are of, the results as numbers and their story ({@link StormExportHandover}) on the toolbar
 * ({@link ExportSlot}); a "worksheetexport" event tells storm-export.js once it is there.
 */
final class StormExportHandoff implements WorksheetActions.ExportWriter {
    private static final String SCRIPT = "storm-export";

    private final HTMLDocument document;

    StormExportHandoff(HTMLDocument document) {
        this.document = document;
    }

    @Override
    public void write(String buttonId, Export export) {
        HTMLElement toolbar = document.getElementById("worksheet-tools");
        ExportSlot slot = toolbar.cast();
        slot.setTexts(strings(StormExportHandover.texts(export)));
        slot.setNumbers(Float64Array.copyFromJavaArray(StormExportHandover.numbers(export)));
        slot.setStory(strings(StormExportHandover.storyTexts(export)));
        slot.setStoryKinds(Int32Array.copyFromJavaArray(StormExportHandover.storyKinds(export)));
        slot.setButton(buttonId);
        if (OnDemandScript.load(document, SCRIPT, false, document.getElementById("worksheet-status")) == null) {
            toolbar.dispatchEvent(new InputEventToSend("worksheetexport").<Event>cast());
        }
    }

    private static JSArray<JSString> strings(String[] texts) {
        JSArray<JSString> strings = JSArray.create();
        for (String text : texts) {
            strings.push(text == null ? null : JSString.valueOf(text));
        }
        return strings;
    }
}
