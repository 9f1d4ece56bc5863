package dev.retryworkbench.web;

import dev.retryworkbench.core.amplification.AmplificationFields;
import dev.retryworkbench.core.amplification.LayerChain;
import dev.retryworkbench.core.amplification.LayerControls;
import dev.retryworkbench.core.configform.ConfigControl;
import dev.retryworkbench.core.configform.ConfigTarget;
import dev.retryworkbench.core.configform.StackOpening;
import dev.retryworkbench.core.policy.Role;
import dev.retryworkbench.web.dom.DataTransfer;
import dev.retryworkbench.web.dom.DragEvent;
import dev.retryworkbench.web.dom.FileReader;
import dev.retryworkbench.web.dom.InputEventToSend;
import dev.retryworkbench.web.dom.StackSlot;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.teavm.jso.core.JSArray;
import org.teavm.jso.core.JSString;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLInputElement;
import org.teavm.jso.file.File;
import org.teavm.jso.file.FileList;

/**
 * The workbench's "Open configs" ({@link LayerControls#OPEN_ID}): files chosen or dropped on the layers'
 * table are read in the page and handed to the config scripts, which read them as configs and fill the
 * stack (web.StackOpener). What can be refused before any reader runs (too many files, one too large, a
 * binary) is refused here, and nothing changes.
 */
final class StackFiles {
    private final ToolPage page;
    private final HTMLDocument document;
    private final HTMLInputElement input;

    StackFiles(ToolPage page, HTMLDocument document) {
        this.page = page;
        this.document = document;
        this.input = (HTMLInputElement) document.getElementById(LayerControls.OPEN_ID);
    }

    void bind() {
        // Null, not undefined, is what the config scripts read as "no opening waits".
        StackSlot slot = input.cast();
        slot.setTexts(null);
        slot.setPlaces(null);
        input.addEventListener("stackdone", event -> apply());
        input.addEventListener("change", event -> {
            open(input.getFiles());
            input.setValue("");
        });
        // A drop on the layers' table opens configs; anywhere else on the page it opens a worksheet.
        HTMLElement table = (HTMLElement) document.querySelector(".field-table");
        table.addEventListener("drop", event -> {
            event.preventDefault();
            event.stopPropagation();
            DataTransfer data = ((DragEvent) event).getDataTransfer();
            if (data != null) {
                open(data.getFiles());
            }
        });
    }

    private void open(FileList files) {
        if (files == null || files.getLength() == 0) {
            return;
        }
        int count = files.getLength();
        List<String> names = new ArrayList<>();
        double[] sizes = new double[count];
        for (int i = 0; i < count; i++) {
            names.add(files.get(i).getName());
            sizes[i] = files.get(i).getSize();
        }
        String refusal = StackOpening.refusalBefore(names, sizes);
        if (refusal != null) {
            say(refusal);
            return;
        }
        String[] texts = new String[count];
        int[] left = {count};
        for (int i = 0; i < count; i++) {
            File file = files.get(i);
            FileReader reader = new FileReader();
            int index = i;
            reader.setOnLoadEnd(event -> {
                texts[index] = reader.getResult() == null ? "\u0000" : reader.getResult();
                if (--left[0] == 0) {
                    read(names, texts);
                }
            });
            reader.readAsText(file);
        }
    }

    private void read(List<String> names, String[] texts) {
        JSArray<JSString> nameArray = JSArray.create();
        JSArray<JSString> textArray = JSArray.create();
        for (int i = 0; i < texts.length; i++) {
            String refusal = StackOpening.refusalOfText(names.get(i), texts[i]);
            if (refusal != null) {
                say(refusal);
                return;
            }
            nameArray.push(JSString.valueOf(names.get(i)));
            textArray.push(JSString.valueOf(texts[i]));
        }
        JSArray<JSString> ids = JSArray.create();
        ids.push(JSString.valueOf(AmplificationFields.LAYER_COUNT.id()));
        for (int slot = 0; slot < LayerChain.MAX_DEPTH; slot++) {
            ids.push(JSString.valueOf(AmplificationFields.role(slot).id()));
            ids.push(JSString.valueOf(AmplificationFields.name(slot).id()));
        }
        StackSlot slot = input.cast();
        slot.setIds(ids);
        slot.setNames(nameArray);
        slot.setTexts(textArray);
        JSArray<JSString> fills = JSArray.create();
        for (int i = 0; i < texts.length; i++) {
            fills.push(JSString.valueOf(""));
        }
        slot.setPlaces(null);
        slot.setFills(fills);
        slot.setReports(JSArray.create(texts.length));
        say("Reading " + texts.length + (texts.length == 1 ? " file\u2026" : " files\u2026"));
        // The config scripts read the files once loaded; loaded already, they hear this event.
        if (!page.loadConfigScripts()) {
            input.dispatchEvent(new InputEventToSend("stackfiles").<Event>cast());
        }
    }

    /**
     * Fills the form with the files read (web.StackOpener): the stack's size, each layer's role, its name
     * emptied (its role's, numbered), its picker and its fields; then recomputes once, as an opened worksheet.
     */
    private void apply() {
        StackSlot slot = input.cast();
        JSArray<JSString> ids = slot.getIds();
        JSArray<JSString> places = slot.getPlaces();
        int count = places.getLength();
        Map<String, String> texts = new HashMap<>();
        texts.put(ids.get(0).stringValue(), Integer.toString(count));
        String[] placed = new String[count];
        String[] reports = new String[count];
        for (int i = 0; i < count; i++) {
            int at = StackOpener.slotOf(places, i);
            // A file's place is its slot's digit, its readers' part, then its role's id (web.StackOpener).
            String role = places.get(i).stringValue().substring(2);
            texts.put(ids.get(1 + 2 * at).stringValue(), role);
            texts.put(ids.get(2 + 2 * at).stringValue(), "");
            // The preset the file's values match, each field's text, and the retry conditions, which its
            // layer's Paste/copy control keeps as when one text is applied there (web.ConfigPastePage).
            ConfigTarget.Filling filling = StackOpening.taken(slot.getFills().get(i).stringValue());
            texts.put(AmplificationFields.slot(at).preset().id(), filling.presetId());
            for (int f = 0; f < filling.fieldIds().size(); f++) {
                texts.put(filling.fieldIds().get(f), filling.texts().get(f));
            }
            // Each layer's Paste/copy control is the block of its slot, in the slots' order.
            HTMLElement control = (HTMLElement) document.querySelectorAll("details.config-io").get(at);
            control.setAttribute(ConfigControl.RETRY_ON, filling.retryOn());
            String target = control.getId();
            reports[at] = slot.getReports().get(i).stringValue();
            LayerReports.of(document, at).setInnerHTML(reports[at]);
            document.getElementById(target + "-error").setTextContent("");
            placed[at] = StackOpening.placed(slot.getNames().get(i).stringValue(), at,
                    Role.fromId(role));
        }
        slot.setTexts(null);
        page.fill(id -> texts.containsKey(id) ? texts.get(id) : FieldControl.valueOf(document, id));
        document.getElementById(LayerControls.OPEN_STATUS_ID).setTextContent(StackOpening.opened(count));
        document.getElementById(LayerControls.OPEN_REPORT_ID).setInnerHTML(StackOpening.reportHtml(List.of(placed),
                List.of(reports)));
    }

    private void say(String message) {
        document.getElementById(LayerControls.OPEN_STATUS_ID).setTextContent(message);
        document.getElementById(LayerControls.OPEN_REPORT_ID).setTextContent("");
    }
}
