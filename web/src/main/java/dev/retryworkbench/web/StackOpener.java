package dev.retryworkbench.web;

import dev.retryworkbench.core.amplification.LayerControls;
import dev.retryworkbench.core.config.ConfigError;
import dev.retryworkbench.core.config.ConfigFormat;
import dev.retryworkbench.core.config.ConfigFormats;
import dev.retryworkbench.core.config.ConfigReading;
import dev.retryworkbench.core.configform.ConfigReport;
import dev.retryworkbench.core.configform.ConfigTarget;
import dev.retryworkbench.core.configform.StackOpening;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.policy.Role;
import dev.retryworkbench.web.dom.InputEventToSend;
import dev.retryworkbench.web.dom.StackSlot;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.core.JSArray;
import org.teavm.jso.core.JSString;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLScriptElement;

/**
 * Reads the files "Open configs" handed over ({@link StackSlot}, set by web.StackOpenPage) in the config
 * scripts, each the files of its part of the readers ({@link ReaderScripts}). config-paste.js
 * places them: every file's format gives its layer's role, and so its slot. Each file fills its slot's
 * fields as a pasted text would; the other parts' scripts hand their fillings back with a "stackread"
 * event, and config-paste.js tells the page with "stackdone" once every file is read, which fills the form
 * at once (web.StackOpenPage). A file that cannot be read stops the opening with its name, line and column,
 * and nothing changes.
 */
final class StackOpener {
    private final HTMLDocument document = HTMLDocument.current();
    private final HTMLElement input;
    private final ConfigPastePage.Reader reader;
    /** The page's Paste/copy controls, one per slot, outermost first. */
    private final List<ConfigPastePage> controls;

    private StackOpener(HTMLElement input, ConfigPastePage.Reader reader, List<ConfigPastePage> controls) {
        this.input = input;
        this.reader = reader;
        this.controls = controls;
    }

    /** config-paste.js: places and reads any files waiting now, and those handed over later. */
    static void bindPart1(ConfigPastePage.Reader reader, List<ConfigPastePage> controls) {
        HTMLElement input = HTMLDocument.current().getElementById(LayerControls.OPEN_ID);
        if (input != null && controls.isEmpty()) {
            // No block declared: the page's <tool>-configs.js did not load, which the status says; the opening is dropped.
            input.<StackSlot>cast().setTexts(null);
        } else if (input != null) {
            StackOpener opener = new StackOpener(input, reader, controls);
            input.addEventListener("stackfiles", event -> opener.first());
            input.addEventListener("stackread", event -> opener.first());
            opener.first();
        }
    }

    /** The script of part 2 or more: reads its part's files waiting now, and those placed later. */
    static void bindLaterPart(int part, ConfigPastePage.Reader reader, List<ConfigPastePage> controls) {
        HTMLElement input = HTMLDocument.current().getElementById(LayerControls.OPEN_ID);
        if (input != null && !controls.isEmpty()) {
            StackOpener opener = new StackOpener(input, reader, controls);
            input.addEventListener("stackmore", event -> opener.later(part));
            opener.later(part);
        }
    }

    private void first() {
        StackSlot slot = input.cast();
        if (slot.getTexts() == null || (slot.getPlaces() == null && !place(slot)) || read(slot, 1) < 0) {
            return;
        }
        boolean done = true;
        boolean loaded = false;
        for (int i = 0; i < slot.getTexts().getLength(); i++) {
            if (slot.getFills().get(i).stringValue().isEmpty()) {
                done = false;
                // The part's script reads its files as it starts; loaded already, it hears "stackmore".
                HTMLScriptElement script = ConfigPastePage.load(document, partOf(slot.getPlaces(), i),
                        document.getElementById(LayerControls.OPEN_STATUS_ID));
                if (script == null) {
                    loaded = true;
                } else {
                    // Not loaded, the opening is dropped (its status says so), not finished by a later load.
                    script.addEventListener("error", event -> slot.setTexts(null));
                }
            }
        }
        if (done) {
            // stack-open.js fills the form (web.StackOpenPage).
            input.dispatchEvent(new InputEventToSend("stackdone").<Event>cast());
        } else if (loaded) {
            input.dispatchEvent(new InputEventToSend("stackmore").<Event>cast());
        }
    }

    private void later(int part) {
        StackSlot slot = input.cast();
        // Only new fillings are told: a part with none of the files keeps quiet.
        if (slot.getTexts() != null && slot.getPlaces() != null && read(slot, part) > 0) {
            input.dispatchEvent(new InputEventToSend("stackread").<Event>cast());
        }
    }

    /**
     * Recognises every file and stores its place: its slot's digit, the number of the part of the readers
     * that reads it, then its role's id ("31mesh"). Returns false when a file is refused.
     */
    private boolean place(StackSlot slot) {
        JSArray<JSString> texts = slot.getTexts();
        int count = texts.getLength();
        ConfigFormat[] formats = new ConfigFormat[count];
        Role[] roles = new Role[count];
        for (int i = 0; i < count; i++) {
            formats[i] = ConfigFormats.recognise(texts.get(i).stringValue());
            if (formats[i] == null) {
                refuse(slot, i, unrecognised(texts.get(i).stringValue()));
                return false;
            }
            roles[i] = formats[i].role();
        }
        int[] slots = StackOpening.slots(roles);
        JSArray<JSString> places = JSArray.create();
        for (int i = 0; i < count; i++) {
            places.push(JSString.valueOf(slots[i] + "" + ConfigFormats.part(formats[i]) + roles[i].id()));
        }
        slot.setPlaces(places);
        return true;
    }

    /** Reads the files of one part not read yet into their fillings; returns how many, or -1 after a refusal. */
    private int read(StackSlot slot, int part) {
        JSArray<JSString> texts = slot.getTexts();
        JSArray<JSString> places = slot.getPlaces();
        int count = texts.getLength();
        // The form as the new stack starts it: its new size, which says whether a slot is the innermost
        // (ConfigTarget.Innermost), its budgets (ConfigTarget#newStackBudgets), then what the files read before set,
        // so that each file's budget goes on its own layer. The last text given for an id wins.
        List<String> set = new ArrayList<>(List.of(slot.getSizeId(), Integer.toString(count)));
        set.addAll(controls.get(0).target.newStackBudgets());
        for (int i = 0; i < count; i++) {
            String fill = slot.getFills().get(i).stringValue();
            if (!fill.isEmpty()) {
                ConfigTarget.Filling filling = StackOpening.taken(fill);
                for (int f = 0; f < filling.fieldIds().size(); f++) {
                    set.add(filling.fieldIds().get(f));
                    set.add(filling.texts().get(f));
                }
            }
        }
        RawValues stack = id -> {
            for (int at = set.size() - 2; at >= 0; at -= 2) {
                if (set.get(at).equals(id)) {
                    return set.get(at + 1);
                }
            }
            return FieldControl.valueOf(document, id);
        };
        int read = 0;
        for (int i = 0; i < count; i++) {
            if (partOf(places, i) != part
                    || !slot.getFills().get(i).stringValue().isEmpty()) {
                continue;
            }
            ConfigReading reading;
            try {
                reading = reader.read(texts.get(i).stringValue());
            } catch (ConfigError e) {
                refuse(slot, i, e.sentence());
                return -1;
            }
            ConfigTarget target = controls.get(slotOf(places, i)).target;
            ConfigTarget.Outcome outcome = target.fill(reading.block(), stack);
            if (outcome.refusal() != null) {
                refuse(slot, i, outcome.refusal());
                return -1;
            }
            ConfigTarget.Filling filling = outcome.filling();
            for (int f = 0; f < filling.fieldIds().size(); f++) {
                set.add(filling.fieldIds().get(f));
                set.add(filling.texts().get(f));
            }
            slot.getFills().set(i, JSString.valueOf(StackOpening.handed(filling)));
            slot.getReports().set(i, JSString.valueOf(ConfigReport.html(target, reading, filling,
                    slot.getNames().get(i).stringValue())));
            read++;
        }
        return read;
    }

    /** Returns the slot of file {@code file}, from its place ({@link #place}). */
    static int slotOf(JSArray<JSString> places, int file) {
        return places.get(file).stringValue().charAt(0) - '0';
    }

    /** Returns the part of the readers that reads file {@code file}, from its place. */
    private static int partOf(JSArray<JSString> places, int file) {
        return places.get(file).stringValue().charAt(1) - '0';
    }

    /** Returns why no format recognises {@code text}, as the reader says it, with its line and column. */
    private String unrecognised(String text) {
        try {
            reader.read(text);
        } catch (ConfigError e) {
            return e.sentence();
        }
        return "no format recognises it.";
    }

    /** Says why the file stopped the opening; the report was emptied when the reading began (web.StackOpenPage). */
    private void refuse(StackSlot slot, int file, String why) {
        slot.setTexts(null);
        document.getElementById(LayerControls.OPEN_STATUS_ID).setTextContent(StackOpening.refusal(
                slot.getNames().get(file).stringValue(), why));
    }
}
