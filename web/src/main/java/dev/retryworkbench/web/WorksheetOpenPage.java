package dev.retryworkbench.web;

import dev.retryworkbench.core.amplification.AmplificationTool;
import dev.retryworkbench.core.check.Checks;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.latency.LatencyTool;
import dev.retryworkbench.core.planner.PlannerTool;
import dev.retryworkbench.core.storm.StormTool;
import dev.retryworkbench.core.tool.Tool;
import dev.retryworkbench.core.worksheet.WorksheetReader;
import dev.retryworkbench.web.dom.FileReader;
import dev.retryworkbench.web.dom.InputEventToSend;
import dev.retryworkbench.web.dom.WorksheetSlot;
import java.util.List;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLInputElement;
import org.teavm.jso.dom.html.HTMLSelectElement;
import org.teavm.jso.file.File;

/**
 * Entry point of worksheet-open.js, which a tool page ({@link WorksheetActions}) loads when the first
 * worksheet is opened, so that no page carries the worksheet reader before anyone opens a file: reads the
 * file the page hands over ({@link WorksheetSlot}) as a worksheet of the page's tool, checks its inputs' texts
 * as an edit's are checked ({@link Tool#read}), and puts them into the form's fields, or says why the file cannot
 * be opened; the page recomputes.
 */
public final class WorksheetOpenPage {
    private final HTMLElement toolbar;
    private final WorksheetSlot slot;
    private final Tool tool;

    private WorksheetOpenPage(HTMLElement toolbar) {
        this.toolbar = toolbar;
        this.slot = toolbar.cast();
        Tool page = null;
        for (Tool candidate : new Tool[] {new AmplificationTool(Checks.FINDINGS), new PlannerTool(), new StormTool(),
            new LatencyTool()}) {
            if (candidate.id().equals(slot.getTool())) {
                page = candidate;
            }
        }
        this.tool = page;
    }

    /** Reads the file the page handed over while this script loaded, and every one it hands over later. */
    public static void main(String[] args) {
        WorksheetOpenPage page = new WorksheetOpenPage(HTMLDocument.current().getElementById("worksheet-tools"));
        page.toolbar.addEventListener("worksheetfile", event -> page.open());
        page.open();
    }

    /** Reads the file waiting, if any, in the page (FileReader: nothing is sent anywhere). */
    private void open() {
        File file = slot.getFile();
        if (file == null) {
            return;
        }
        slot.setFile(null);
        FileReader reader = new FileReader();
        reader.setOnLoadEnd(event -> answer(file.getName(), reader.getResult()));
        reader.readAsText(file);
    }

    /**
     * Reads {@code text} as a worksheet of the page's tool and checks its inputs' texts as an edit's are checked;
     * puts them into the form's fields unless the file is refused, and tells the page what to say.
     */
    private void answer(String fileName, String text) {
        WorksheetReader.Opened opened = text == null ? null : BrowserJson.open(text, tool);
        List<Field> fields = FieldGroup.fieldsOf(tool.form());
        String error = opened == null ? "" : opened.error();
        if (error == null) {
            error = WorksheetReader.refusal(tool, tool.read(opened.fields()).errors());
        }
        if (error == null) {
            HTMLDocument document = HTMLDocument.current();
            for (Field field : fields) {
                String value = opened.fields().get(field.id());
                HTMLElement control = document.getElementById(field.id());
                if ("SELECT".equals(control.getTagName())) {
                    ((HTMLSelectElement) control).setValue(value);
                } else {
                    ((HTMLInputElement) control).setValue(value);
                }
            }
        }
        String warning = error == null ? opened.warning() : null;
        slot.setFilled(error == null);
        slot.setMessage(opened == null ? "Could not read " + fileName + ". Nothing was changed."
                : error != null ? "Could not open " + fileName + ": " + error + " Nothing was changed."
                : "Opened " + fileName + ": inputs restored and results recomputed."
                        + (warning == null ? "" : " " + warning));
        toolbar.dispatchEvent(new InputEventToSend("worksheetread").<Event>cast());
    }
}
