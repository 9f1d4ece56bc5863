package dev.retryworkbench.web;

import dev.retryworkbench.core.amplification.LayerChain;
import dev.retryworkbench.core.amplification.LayerControls;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.policy.Role;
import dev.retryworkbench.web.dom.InputEventToSend;
import dev.retryworkbench.web.dom.StackSlot;
import java.util.List;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLInputElement;
import org.teavm.jso.dom.html.HTMLSelectElement;

/**
 * What the stack's buttons do ({@link LayerControls}: "Add a layer", and under each column move outward, move
 * inward and remove), in stack-open.js: the page hands a press over ({@link StackSlot#getPress()},
 * web.StackHandover), done on the stack's fields of the page's tool ({@link PageStack}). A layer is its slot's
 * texts, so each button moves texts between slots (with the report of the file that filled the layer, which says
 * where the checks' keys are, web.LayerReports), the stack's size, and each field that names a layer by number
 * (the storm's budget's) to the same layer's new number; then the page recomputes as for an opened worksheet
 * ("stackfilled"). It says what it did in a live region of its own and keeps the focus on a control of the layer
 * it acted on.
 */
final class LayerColumns {
    private final HTMLDocument document;
    private final HTMLInputElement input;
    private final PageStack fields;
    private final List<String> rows;
    private final int rowsPerSlot;
    /** The slot each layer-number field names, or -1 when its text is no layer of the stack. */
    private final int[] named;

    private LayerColumns(HTMLDocument document, HTMLInputElement input, PageStack fields, int count) {
        this.document = document;
        this.input = input;
        this.fields = fields;
        rows = fields.rows;
        rowsPerSlot = fields.rowsPerSlot;
        named = new int[fields.layerNumbers.size()];
        for (int i = 0; i < named.length; i++) {
            NumberField field = fields.layerNumbers.get(i);
            NumberField.Reading read = field.read(FieldControl.valueOf(document, field.id()));
            // Empty is the innermost; a text that is no layer of the stack stays as it is.
            int slot = !read.valid() ? count : read.present() ? (int) read.value() - 1 : count - 1;
            named[i] = slot < count ? slot : -1;
        }
    }

    /** Does the press waiting on {@code input}, if any, on the stack's {@code fields}. */
    static void pressWaiting(HTMLDocument document, HTMLInputElement input, PageStack fields) {
        StackSlot slot = input.cast();
        String action = slot.getPress();
        if (action != null) {
            slot.setPress(null);
            int count = fields.stack.layerCount(id -> FieldControl.valueOf(document, id));
            new LayerColumns(document, input, fields, count).press(action, count);
        }
    }

    private void press(String action, int count) {
        if (count == 0) {
            unchanged("Correct the number of layers first.");
        } else if ("add".equals(action)) {
            add(count);
        } else {
            int slot = action.charAt(0) - '0';
            String move = action.substring(1);
            if ("remove".equals(move)) {
                remove(slot, count);
            } else {
                move(slot, move, count);
            }
        }
    }

    private void move(int slot, String move, int count) {
        int to = "out".equals(move) ? slot - 1 : slot + 1;
        if (to < 0 || to >= count) {
            unchanged("Layer " + (slot + 1) + " is already the " + (to < 0 ? "outermost" : "innermost") + ".");
            return;
        }
        String[][] texts = texts();
        String[] moved = texts[slot];
        texts[slot] = texts[to];
        texts[to] = moved;
        int[] slotsAfter = unmoved(count);
        slotsAfter[slot] = to;
        slotsAfter[to] = slot;
        fill(texts, count, slotsAfter, count);
        focus(to, move);
        say("Moved layer " + (slot + 1) + " (" + role(to) + ") " + ("out".equals(move) ? "outward" : "inward")
                + ": it is now layer " + (to + 1) + " of " + count + ".");
    }

    private void add(int count) {
        if (count >= LayerChain.MAX_DEPTH) {
            unchanged("A stack has at most " + LayerChain.MAX_DEPTH + " layers.");
            return;
        }
        String[][] texts = texts();
        texts[count] = defaultsOf(count);
        fill(texts, count, unmoved(count), count + 1);
        document.getElementById(fields.stack.role(count).id()).focus();
        say("Added layer " + (count + 1) + " (" + role(count) + "), the innermost; it makes one attempt until"
                + " you edit it.");
    }

    private void remove(int slot, int count) {
        if (count == 1) {
            unchanged("A stack has at least one layer.");
            return;
        }
        String removed = role(slot);
        String[][] texts = texts();
        int[] slotsAfter = unmoved(count);
        slotsAfter[slot] = -1;
        for (int k = slot; k < count - 1; k++) {
            texts[k] = texts[k + 1];
            slotsAfter[k + 1] = k;
        }
        texts[count - 1] = defaultsOf(count - 1);
        fill(texts, count, slotsAfter, count - 1);
        focus(Math.min(slot, count - 2), "remove");
        say("Removed layer " + (slot + 1) + " (" + removed + "); the stack has " + (count - 1) + " layers.");
    }

    /** Returns each slot's texts, then its Paste/copy report last: a layer moves with its file's report. */
    private String[][] texts() {
        String[][] texts = new String[LayerChain.MAX_DEPTH][];
        for (int slot = 0; slot < texts.length; slot++) {
            texts[slot] = new String[rowsPerSlot + 1];
            for (int row = 0; row < rowsPerSlot; row++) {
                texts[slot][row] = FieldControl.valueOf(document, rows.get(slot * rowsPerSlot + row));
            }
            HTMLElement report = LayerReports.of(document, slot);
            texts[slot][rowsPerSlot] = report == null ? "" : report.getInnerHTML();
        }
        return texts;
    }

    private String[] defaultsOf(int slot) {
        String[] texts = new String[rowsPerSlot + 1];
        for (int row = 0; row < rowsPerSlot; row++) {
            texts[row] = fields.defaults.get(slot * rowsPerSlot + row);
        }
        texts[rowsPerSlot] = "";
        return texts;
    }

    /** Returns each of the {@code count} layers' slot as it is: the moves to make from it. */
    private static int[] unmoved(int count) {
        int[] slots = new int[count];
        for (int slot = 0; slot < count; slot++) {
            slots[slot] = slot;
        }
        return slots;
    }

    /**
     * Fills every field and report: the slots' texts and reports, the new count, each field that names a layer
     * by number naming the same layer in its new slot ({@code slotsAfter} of each of the {@code before} layers,
     * -1 for one removed; empty for the innermost), the other fields as they are; then tells the page.
     */
    private void fill(String[][] texts, int before, int[] slotsAfter, int count) {
        for (int s = 0; s < texts.length; s++) {
            for (int row = 0; row < rowsPerSlot; row++) {
                setValue(rows.get(s * rowsPerSlot + row), texts[s][row]);
            }
            HTMLElement report = LayerReports.of(document, s);
            if (report != null) {
                report.setInnerHTML(texts[s][rowsPerSlot]);
            }
        }
        setValue(fields.stack.count().id(), Integer.toString(count));
        for (int i = 0; i < named.length; i++) {
            if (named[i] >= 0) {
                int after = slotsAfter[named[i]];
                setValue(fields.layerNumbers.get(i).id(), after < 0 || after == count - 1 ? ""
                        : Integer.toString(after + 1));
            }
        }
        input.dispatchEvent(new InputEventToSend("stackfilled").<Event>cast());
    }

    private void setValue(String id, String text) {
        HTMLElement field = document.getElementById(id);
        if ("SELECT".equals(field.getTagName())) {
            ((HTMLSelectElement) field).setValue(text);
        } else {
            ((HTMLInputElement) field).setValue(text);
        }
    }

    /** Returns the role the form shows for the layer in {@code slot}: "Mesh". */
    private String role(int slot) {
        HTMLSelectElement select = (HTMLSelectElement) document.getElementById(fields.stack.role(slot).id());
        Role role = Role.fromId(select.getValue());
        return role == null ? select.getValue() : role.label();
    }

    private void focus(int slot, String move) {
        HTMLElement button = (HTMLElement) document.querySelector("button.layer-move[" + LayerControls.SLOT + "=\""
                + slot + "\"][" + LayerControls.MOVE + "=\"" + move + "\"]");
        button.focus();
    }

    private void unchanged(String text) {
        say(text);
        input.dispatchEvent(new InputEventToSend("stackunchanged").<Event>cast());
    }

    /** Says what a button did in the stack's own live region. */
    private void say(String text) {
        document.getElementById(LayerControls.STATUS_ID).setTextContent(text);
    }
}
