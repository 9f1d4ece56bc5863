package dev.retryworkbench.web;

import dev.retryworkbench.core.amplification.LayerChain;
import dev.retryworkbench.core.amplification.LayerControls;
import dev.retryworkbench.core.amplification.StackForm;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.web.dom.DataTransfer;
import dev.retryworkbench.web.dom.DragEvent;
import dev.retryworkbench.web.dom.InputEventToSend;
import dev.retryworkbench.web.dom.StackSlot;
import java.util.List;
import org.teavm.jso.core.JSArray;
import org.teavm.jso.core.JSString;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLInputElement;
import org.teavm.jso.file.File;
import org.teavm.jso.file.FileList;

/**
 * "Open configs" of the workbench and the storm simulator ({@link LayerControls#OPEN_ID}), as the page's
 * script holds it: files chosen, or dropped on the layers' table, are handed over ({@link StackSlot}) to
 * stack-open.js ({@link StackOpenPage}), which the page loads on the first opening, so that the page's script
 * carries none of the reading. That script has the config scripts read them, fills the form with the stack
 * and tells the page ("stackfilled"), which recomputes as for an opened worksheet.
 */
final class StackFiles {
    /** The name of the script that opens the files: stack-open.js. */
    static final String SCRIPT = "stack-open";

    private final ToolPage page;
    private final HTMLDocument document;
    private final HTMLInputElement input;
    private final StackForm stack;
    /** The fields that name a layer by number (the storm's budget's): a new stack starts them at the innermost. */
    private final List<NumberField> layerNumbers;

    StackFiles(ToolPage page, HTMLDocument document, StackForm stack, List<NumberField> layerNumbers) {
        this.page = page;
        this.document = document;
        this.stack = stack;
        this.layerNumbers = layerNumbers;
        this.input = (HTMLInputElement) document.getElementById(LayerControls.OPEN_ID);
    }

    void bind() {
        // Null, not undefined, is what the config scripts read as "no opening waits".
        StackSlot slot = input.cast();
        slot.setTexts(null);
        slot.setPlaces(null);
        slot.setIds(ids());
        input.addEventListener("stackfilled", event -> page.fill(id -> FieldControl.valueOf(document, id)));
        // The config scripts read the files once loaded; loaded already, they hear "stackfiles".
        input.addEventListener("stackconfigs", event -> {
            if (!page.loadConfigScripts()) {
                input.dispatchEvent(new InputEventToSend("stackfiles").<Event>cast());
            }
        });
        input.addEventListener("change", event -> {
            hand(input.getFiles());
            input.setValue("");
        });
        // A drop on the layers' table opens configs; anywhere else on the page it opens a worksheet.
        HTMLElement table = (HTMLElement) document.querySelector(".field-table");
        table.addEventListener("drop", event -> {
            event.preventDefault();
            event.stopPropagation();
            DataTransfer data = ((DragEvent) event).getDataTransfer();
            if (data != null) {
                hand(data.getFiles());
            }
        });
    }

    /**
     * Returns the ids stack-open.js fills: the stack's size, each slot's role, name and preset, outermost first,
     * then the fields that name a layer by number.
     */
    private JSArray<JSString> ids() {
        JSArray<JSString> ids = JSArray.create();
        ids.push(JSString.valueOf(stack.count().id()));
        for (int slot = 0; slot < LayerChain.MAX_DEPTH; slot++) {
            ids.push(JSString.valueOf(stack.role(slot).id()));
            ids.push(JSString.valueOf(stack.name(slot).id()));
            ids.push(JSString.valueOf(stack.slot(slot).preset().id()));
        }
        for (NumberField field : layerNumbers) {
            ids.push(JSString.valueOf(field.id()));
        }
        return ids;
    }

    /**
     * Hands the files over, copied now: a drop's list is empty once its event is over, and the input's is
     * emptied for the next choice.
     */
    private void hand(FileList files) {
        if (files == null || files.getLength() == 0) {
            return;
        }
        JSArray<File> handed = JSArray.create();
        for (int i = 0; i < files.getLength(); i++) {
            handed.push(files.get(i));
        }
        input.<StackSlot>cast().setFiles(handed);
        // Said at once, as the files are handed over; stack-open.js says what came of them.
        document.getElementById(LayerControls.OPEN_STATUS_ID).setTextContent("Reading " + handed.getLength()
                + (handed.getLength() == 1 ? " file\u2026" : " files\u2026"));
        // stack-open.js opens the files handed as it starts; loaded already, it hears "stackopen".
        if (!OnDemandScript.load(document, SCRIPT, false)) {
            input.dispatchEvent(new InputEventToSend("stackopen").<Event>cast());
        }
    }
}
