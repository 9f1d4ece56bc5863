package dev.retryworkbench.web;

import dev.retryworkbench.core.amplification.LayerControls;
import dev.retryworkbench.core.configform.ConfigControl;
import dev.retryworkbench.core.configform.ConfigTarget;
import dev.retryworkbench.core.configform.StackOpening;
import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.json.JsonObject;
import dev.retryworkbench.core.policy.Role;
import dev.retryworkbench.core.storm.budget.NoBudget;
import dev.retryworkbench.web.dom.FileReader;
import dev.retryworkbench.web.dom.InputEventToSend;
import dev.retryworkbench.web.dom.StackSlot;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.core.JSArray;
import org.teavm.jso.core.JSString;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLInputElement;
import org.teavm.jso.dom.html.HTMLSelectElement;
import org.teavm.jso.file.File;

/**
 * Entry point of stack-open.js, which the workbench and the storm simulator load on the first "Open configs" or
 * the first press of a stack's button ({@link LayerColumns}). web.StackHandover hands over the files or the press,
 * and the page's tool ({@link StackSlot}), whose declarations give the stack's fields ({@link PageStack}). For
 * files, it reads the files in the page, refuses what can be refused before any reader runs (too many files, one
 * too large, a binary) with nothing changed, and hands their texts to the config scripts, which read them as
 * configs and place them (web.StackOpener). Once they are read ("stackdone"), fills the stack's fields and tells
 * the page ("stackfilled"), which recomputes.
 */
public final class StackOpenPage {
    private final HTMLDocument document;
    private final HTMLInputElement input;
    private final PageStack fields;

    private StackOpenPage(HTMLDocument document) {
        this.document = document;
        this.input = (HTMLInputElement) document.getElementById(LayerControls.OPEN_ID);
        StackSlot slot = input.cast();
        fields = PageStack.of(slot.getTool());
        // The config scripts, which know no tool's stack, read the files with the stack's new size.
        slot.setSizeId(fields.stack.count().id());
    }

    /** Opens the files handed over while this script loaded, and those handed later. */
    public static void main(String[] args) {
        HTMLDocument document = HTMLDocument.current();
        StackOpenPage page = new StackOpenPage(document);
        page.input.addEventListener("stackopen", event -> page.open());
        page.input.addEventListener("stackdone", event -> page.apply());
        page.input.addEventListener("stackpress", event -> LayerColumns.pressWaiting(document, page.input,
                page.fields));
        // Loaded for a press or for files: do what waits.
        LayerColumns.pressWaiting(document, page.input, page.fields);
        if (page.input.<StackSlot>cast().getFiles() != null) {
            page.open();
        }
    }

    private void open() {
        JSArray<File> files = input.<StackSlot>cast().getFiles();
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
            FileReader reader = new FileReader();
            int index = i;
            reader.setOnLoadEnd(event -> {
                texts[index] = reader.getResult() == null ? "\u0000" : reader.getResult();
                if (--left[0] == 0) {
                    read(names, texts);
                }
            });
            reader.readAsText(files.get(i));
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
        StackSlot slot = input.cast();
        slot.setNames(nameArray);
        slot.setTexts(textArray);
        JSArray<JSString> fills = JSArray.create();
        for (int i = 0; i < texts.length; i++) {
            fills.push(JSString.valueOf(""));
        }
        slot.setPlaces(null);
        slot.setFills(fills);
        slot.setReports(JSArray.create(texts.length));
        // The page loads the config scripts, which read the files (web.StackHandover).
        input.dispatchEvent(new InputEventToSend("stackconfigs").<Event>cast());
    }

    /**
     * Fills the form with the files read (web.StackOpener): the stack's size, each layer's role, its name
     * emptied (its role's, numbered), its picker and its fields; then the page recomputes once, as for an
     * opened worksheet.
     */
    private void apply() {
        StackSlot slot = input.cast();
        JSArray<JSString> places = slot.getPlaces();
        int count = places.getLength();
        // A JsonObject, a scan of names: a HashMap would add 1.6 KB to the script.
        JsonObject texts = new JsonObject();
        texts.set(fields.stack.count().id(), Integer.toString(count));
        for (NumberField field : fields.layerNumbers) {
            texts.set(field.id(), "");
        }
        // The budgets after the first start without a kind, as the files were read (ConfigTarget#newStackBudgets).
        for (ChoiceField kind : fields.spareBudgets) {
            texts.set(kind.id(), NoBudget.ID);
        }
        String[] placed = new String[count];
        String[] reports = new String[count];
        for (int i = 0; i < count; i++) {
            int at = StackOpener.slotOf(places, i);
            // A file's place is its slot's digit, its readers' part, then its role's id (web.StackOpener).
            String role = places.get(i).stringValue().substring(2);
            texts.set(fields.stack.role(at).id(), role);
            texts.set(fields.stack.name(at).id(), "");
            // The preset the file's values match, each field's text, and the retry conditions, which its
            // layer's Paste/copy control keeps as when one text is applied there (web.ConfigPastePage).
            ConfigTarget.Filling filling = StackOpening.taken(slot.getFills().get(i).stringValue());
            texts.set(fields.stack.slot(at).preset().id(), filling.presetId());
            for (int f = 0; f < filling.fieldIds().size(); f++) {
                texts.set(filling.fieldIds().get(f), filling.texts().get(f));
            }
            // Each layer's Paste/copy control is the block of its slot, in the slots' order.
            HTMLElement control = (HTMLElement) document.querySelectorAll("details.config-io").get(at);
            control.setAttribute(ConfigControl.RETRY_ON, filling.retryOn());
            String target = control.getId();
            reports[at] = slot.getReports().get(i).stringValue();
            LayerReports.of(document, at).setInnerHTML(reports[at]);
            document.getElementById(target + "-error").setTextContent("");
            placed[at] = StackOpening.placed(slot.getNames().get(i).stringValue(), at, Role.fromId(role));
        }
        slot.setTexts(null);
        for (String id : texts.names()) {
            HTMLElement field = document.getElementById(id);
            String text = (String) texts.get(id);
            if ("SELECT".equals(field.getTagName())) {
                ((HTMLSelectElement) field).setValue(text);
            } else {
                ((HTMLInputElement) field).setValue(text);
            }
        }
        input.dispatchEvent(new InputEventToSend("stackfilled").<Event>cast());
        document.getElementById(LayerControls.OPEN_STATUS_ID).setTextContent(StackOpening.opened(count));
        document.getElementById(LayerControls.OPEN_REPORT_ID).setInnerHTML(StackOpening.reportHtml(List.of(placed),
                List.of(reports)));
    }

    private void say(String message) {
        document.getElementById(LayerControls.OPEN_STATUS_ID).setTextContent(message);
        document.getElementById(LayerControls.OPEN_REPORT_ID).setTextContent("");
    }
}
