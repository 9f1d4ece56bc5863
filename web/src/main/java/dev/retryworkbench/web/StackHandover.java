package dev.retryworkbench.web;

import dev.retryworkbench.core.amplification.LayerChain;
import dev.retryworkbench.core.amplification.LayerControls;
import dev.retryworkbench.core.amplification.StackForm;
import dev.retryworkbench.core.form.FormRenderer;
import dev.retryworkbench.web.dom.DataTransfer;
import dev.retryworkbench.web.dom.DragEvent;
import dev.retryworkbench.web.dom.InputEventToSend;
import dev.retryworkbench.web.dom.MarkupElement;
import dev.retryworkbench.web.dom.NativeText;
import dev.retryworkbench.web.dom.ResultsRegion;
import dev.retryworkbench.web.dom.StackSlot;
import org.teavm.jso.core.JSArray;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.events.EventListener;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLInputElement;
import org.teavm.jso.dom.html.HTMLScriptElement;
import org.teavm.jso.dom.xml.NodeList;
import org.teavm.jso.file.File;
import org.teavm.jso.file.FileList;

/**
 * The stack's controls of the workbench and the storm simulator as the page's script holds them: "Open configs"
 * ({@link LayerControls#OPEN_ID}: files chosen, or dropped on the layers' table) and the stack's buttons ("Add a
 * layer", move and remove) hand their work over ({@link StackSlot}) to stack-open.js ({@link StackOpenPage}),
 * which the page loads on first use, so that the page's script carries neither the reading nor the moving. The
 * page hands over only what it alone knows: the button pressed or the files, and its tool's id, from which that
 * script takes the stack's fields. It fills the form and tells the page ("stackfilled"), which recomputes as for
 * an opened worksheet, or says why nothing changed ("stackunchanged").
 */
final class StackHandover {
    /** The name of the script that does the stack's work: stack-open.js. */
    static final String SCRIPT = "stack-open";

    private final ToolPage page;
    private final HTMLDocument document;
    private final HTMLInputElement input;
    /** The page's tool's id ("storm"). */
    private final String tool;
    /**
     * One listener for every event here, which looks at the event's type: a lambda each would be a class each in
     * the page's script.
     */
    private final EventListener<Event> listener = this::handle;

    StackHandover(ToolPage page, HTMLDocument document, String tool) {
        this.page = page;
        this.document = document;
        this.tool = tool;
        this.input = (HTMLInputElement) document.getElementById(LayerControls.OPEN_ID);
    }

    /**
     * Writes the stack's hidden columns the pre-render left out, each a copy of the one before renumbered
     * ({@link StackForm#columnRenames}, with the browser's string search: {@link NativeText}), one column per
     * {@link Startup} step (a column's markup is long to parse on a phone); run as a step before the page binds
     * its fields, which then are all there.
     */
    static void writeCopies(HTMLDocument document, StackForm stack) {
        for (int slot = 1; slot < LayerChain.MAX_DEPTH; slot++) {
            int copied = slot;
            Startup.next(() -> writeCopy(document, stack, copied));
        }
    }

    private static void writeCopy(HTMLDocument document, StackForm stack, int slot) {
        if (document.getElementById(stack.slot(slot).columnId() + FormRenderer.COLUMN) == null) {
            MarkupElement previous = (MarkupElement) document.getElementById(
                    stack.slot(slot - 1).columnId() + FormRenderer.COLUMN);
            previous.insertAdjacentHTML("afterend",
                    NativeText.renamed(previous.getOuterHtml(), stack.columnRenames(slot)));
        }
    }

    void bind() {
        // Null, not undefined, is what the config scripts read as "no opening waits".
        StackSlot slot = input.cast();
        slot.setFiles(null);
        slot.setTexts(null);
        slot.setPlaces(null);
        slot.setPress(null);
        slot.setTool(tool);
        input.addEventListener("stackfilled", listener);
        input.addEventListener("stackunchanged", listener);
        input.addEventListener("stackconfigs", listener);
        input.addEventListener("change", listener);
        // A drop on the layers' table opens configs; anywhere else on the page it opens a worksheet.
        document.querySelector(".field-table").addEventListener("drop", listener);
        document.getElementById(LayerControls.ADD_ID).addEventListener("click", listener);
        NodeList<? extends HTMLElement> buttons = document.querySelectorAll("button.layer-move");
        for (int i = 0; i < buttons.getLength(); i++) {
            buttons.get(i).addEventListener("click", listener);
        }
    }

    private void handle(Event event) {
        String type = event.getType();
        if ("stackfilled".equals(type)) {
            page.fill(id -> FieldControl.valueOf(document, id));
        } else if ("stackunchanged".equals(type)) {
            results().setEditPending(false);
        } else if ("stackconfigs".equals(type)) {
            // The config scripts read the files once loaded; loaded already, they hear "stackfiles".
            if (!page.loadConfigScripts(document.getElementById(LayerControls.OPEN_STATUS_ID))) {
                input.dispatchEvent(new InputEventToSend("stackfiles").<Event>cast());
            }
        } else if ("error".equals(type)) {
            // stack-open.js did not load, and its note says so: what waited for it is dropped, not done later.
            StackSlot slot = input.cast();
            slot.setPress(null);
            slot.setFiles(null);
            results().setEditPending(false);
        } else if ("change".equals(type)) {
            hand(input.getFiles());
            input.setValue("");
        } else if ("drop".equals(type)) {
            event.preventDefault();
            event.stopPropagation();
            DataTransfer data = ((DragEvent) event).getDataTransfer();
            if (data != null) {
                hand(data.getFiles());
            }
        } else {
            pressed(event);
        }
    }

    /** Hands a press of one of the stack's buttons over: "add", or the button's slot and move ("2out"). */
    private void pressed(Event event) {
        HTMLElement button = (HTMLElement) event.getCurrentTarget();
        String move = button.getAttribute(LayerControls.MOVE);
        input.<StackSlot>cast().setPress(move == null ? "add" : button.getAttribute(LayerControls.SLOT) + move);
        // The page answers once stack-open.js has done the press ("stackfilled" or "stackunchanged").
        results().setEditPending(true);
        // stack-open.js does the press waiting as it starts; loaded already, it hears "stackpress".
        load(LayerControls.STATUS_ID, "stackpress");
    }

    private ResultsRegion results() {
        return document.getElementById("results").cast();
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
        load(LayerControls.OPEN_STATUS_ID, "stackopen");
    }

    /**
     * Loads stack-open.js, or, loaded already, sends it {@code event}; if it cannot load, the element {@code noteId}
     * says so.
     */
    private void load(String noteId, String event) {
        HTMLScriptElement script = OnDemandScript.load(document, SCRIPT, false, document.getElementById(noteId));
        if (script == null) {
            input.dispatchEvent(new InputEventToSend(event).<Event>cast());
        } else {
            script.addEventListener("error", listener);
        }
    }
}
