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
import org.teavm.jso.core.JSArray;
import org.teavm.jso.core.JSString;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.file.File;

/**
 * Entry point of worksheet-open.js, which a tool page ({@link WorksheetActions}) loads when the first
 * worksheet is opened, so that no page carries the worksheet reader before anyone opens a file: reads the
 * file the page hands over ({@link WorksheetSlot}) in the page (FileReader: nothing is sent anywhere) as a
 * worksheet of the page's tool, as far as its inputs' texts ({@link WorksheetReader#unchecked}), and hands back
 * those texts or why the file cannot be opened. The page checks the texts with its tool and fills the form.
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

    /** Reads {@code text} as a worksheet of the page's tool and hands the page its inputs' texts, or why it cannot. */
    private void answer(String fileName, String text) {
        WorksheetReader.Opened opened = text == null ? null : BrowserJson.open(text, tool);
        JSArray<JSString> texts = null;
        if (opened != null && opened.ok()) {
            texts = JSArray.create();
            for (Field field : FieldGroup.fieldsOf(tool.form())) {
                String value = opened.fields().get(field.id());
                texts.push(value == null ? null : JSString.valueOf(value));
            }
        }
        slot.setName(fileName);
        slot.setError(opened == null ? "the file could not be read." : opened.error());
        slot.setTexts(texts);
        slot.setWarning(opened == null ? null : opened.warning());
        toolbar.dispatchEvent(new InputEventToSend("worksheetread").<Event>cast());
    }
}
