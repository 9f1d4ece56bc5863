package dev.retryworkbench.web;

import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldError;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.form.StaleNotice;
import dev.retryworkbench.core.tool.Export;
import dev.retryworkbench.core.tool.Tool;
import dev.retryworkbench.core.worksheet.WorksheetReader;
import dev.retryworkbench.web.dom.DataTransfer;
import dev.retryworkbench.web.dom.DragEvent;
import dev.retryworkbench.web.dom.InputEventToSend;
import dev.retryworkbench.web.dom.MarkupElement;
import dev.retryworkbench.web.dom.WorksheetSlot;
import java.util.List;
import org.teavm.jso.core.JSArray;
import org.teavm.jso.core.JSString;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.events.EventListener;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLInputElement;
import org.teavm.jso.dom.xml.Element;
import org.teavm.jso.file.FileList;

/**
 * The worksheet toolbar: exports written by the page's {@link ExportWriter} (downloads made in the page from a
 * Blob, Markdown to the clipboard), and worksheets opened from a local file or a drop, which worksheet-open.js
 * ({@link WorksheetOpenPage}), loaded when the first file is opened, reads. Nothing is sent anywhere.
 */
final class WorksheetActions {
    private static final String STATUS_ID = "worksheet-status";
    private final Form form;
    private final ExportWriter writer;
    private final Tool tool;
    private final HTMLDocument document;
    private final HTMLElement status;
    private final HTMLElement toolbar;
    /** Where the page and worksheet-open.js hand over a file's text and its reading. */
    private final WorksheetSlot slot;

    /** What the toolbar needs of the form it serves; the page hands it over, so the toolbar never sees the page. */
    interface Form {
        /** Returns the export of the results shown. */
        Export export();

        /** Returns the errors of the form as it stands: empty when every field is valid. */
        List<FieldError> errors();

        /** Moves focus to the field a link names, when {@code event} is a click on such a link. */
        void followFieldLink(Event event);

        /** Puts an opened worksheet's texts into the fields and recomputes. */
        void fill(RawValues texts);
    }

    /** Writes the export a button asks for and hands it to the person: in the page's script, or in one loaded for it. */
    interface ExportWriter {
        /** Writes the export {@code buttonId} asks for ({@code export-json}, {@code export-csv}, ...) of {@code export}. */
        void write(String buttonId, Export export);
    }

    WorksheetActions(Form form, Tool tool, HTMLDocument document, ExportWriter writer) {
        this.form = form;
        this.writer = writer;
        this.tool = tool;
        this.document = document;
        this.status = document.getElementById(STATUS_ID);
        this.toolbar = document.getElementById("worksheet-tools");
        this.slot = toolbar.cast();
    }

    /** Wires every control of the toolbar and the page-wide drop target, then shows the toolbar. */
    void bind() {
        // One listener for all of them, which looks at the event's type: a lambda each would be a class each in
        // every page's script (docs/performance.md).
        EventListener<Event> listener = this::handle;
        toolbar.addEventListener("click", listener);
        slot.setTool(tool.id());
        toolbar.addEventListener("worksheetread", listener);
        // A refused export's message links to the fields to fix, as the stale notice does.
        status.addEventListener("click", listener);
        fileInput().addEventListener("change", listener);
        // Cancelling dragover is what lets the page accept a drop at all.
        document.addEventListener("dragover", listener);
        document.addEventListener("drop", listener);
        toolbar.setHidden(false);
    }

    private void handle(Event event) {
        String type = event.getType();
        if ("click".equals(type)) {
            // Each button holds only text, so it is the click's target; a click in the status is on a field's link.
            if (STATUS_ID.equals(((Element) event.getCurrentTarget()).getAttribute("id"))) {
                form.followFieldLink(event);
            } else {
                clicked((Element) event.getTarget());
            }
        } else if ("worksheetread".equals(type)) {
            read();
        } else if ("change".equals(type)) {
            open(fileInput().getFiles());
            fileInput().setValue("");
        } else {
            event.preventDefault();
            DataTransfer data = "drop".equals(type) ? ((DragEvent) event).getDataTransfer() : null;
            if (data != null) {
                open(data.getFiles());
            }
        }
    }

    private void clicked(Element button) {
        String id = button.getAttribute("id");
        boolean exports = "export-json".equals(id) || "export-csv".equals(id) || "export-markdown".equals(id)
                || "copy-markdown".equals(id);
        if (exports && !form.errors().isEmpty()) {
            // The results (and so the export) are the last valid inputs', which the form no longer shows.
            ((MarkupElement) status).setInnerHtml(StaleNotice.exportRefused(tool.form(), form.errors()));
            status.setClassName("worksheet-status error");
            return;
        }
        if (exports) {
            writer.write(id, form.export());
        } else if ("import-button".equals(id)) {
            fileInput().click();
        }
    }

    private HTMLInputElement fileInput() {
        return (HTMLInputElement) document.getElementById("import-file");
    }

    /**
     * Hands the file to worksheet-open.js, loading it the first time (a script element works from file:// too),
     * which reads it: so no page carries the worksheet reader before anyone opens a file.
     */
    private void open(FileList files) {
        if (files == null || files.getLength() == 0) {
            return;
        }
        slot.setFile(files.get(0));
        if (OnDemandScript.load(document, "worksheet-open", false, document.getElementById(STATUS_ID)) == null) {
            toolbar.dispatchEvent(new InputEventToSend("worksheetfile").<Event>cast());
        }
    }

    /**
     * Takes worksheet-open.js's reading of the file: checks its inputs' texts as an edit's are checked ({@link
     * Tool#read}), then fills the form with them, or says why the file cannot be opened and changes nothing.
     */
    private void read() {
        String error = slot.getError();
        RawValues texts = null;
        if (error == null) {
            texts = textsOf(FieldGroup.fieldsOf(tool.form()), slot.getTexts());
            error = WorksheetReader.refusal(tool, tool.read(texts).errors());
        }
        if (error != null) {
            say("Could not open " + slot.getName() + ": " + error + " Nothing was changed.", true);
            return;
        }
        form.fill(texts);
        String warning = slot.getWarning();
        say("Opened " + slot.getName() + ": inputs restored and results recomputed."
                + (warning == null ? "" : " " + warning), false);
    }

    /** Returns the texts of {@code fields} from {@code texts}, one per field in the same order (null: none). */
    static RawValues textsOf(List<Field> fields, JSArray<JSString> texts) {
        return fieldId -> {
            for (int i = 0; i < fields.size(); i++) {
                if (fields.get(i).id().equals(fieldId)) {
                    JSString text = texts.get(i);
                    return text == null ? null : text.stringValue();
                }
            }
            return null;
        };
    }

    private void say(String message, boolean error) {
        ExportFiles.say(document, message, error);
    }
}
