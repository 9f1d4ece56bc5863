package dev.retryworkbench.web;

import dev.retryworkbench.core.amplification.LayerChain;
import dev.retryworkbench.core.amplification.LayerControls;
import dev.retryworkbench.core.policy.Role;
import dev.retryworkbench.web.dom.InputEventToSend;
import dev.retryworkbench.web.dom.StackSlot;
import org.teavm.jso.core.JSArray;
import org.teavm.jso.core.JSString;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLInputElement;
import org.teavm.jso.dom.html.HTMLSelectElement;

/**
 * What the stack's buttons do ({@link LayerControls}: "Add a layer", and under each column move outward, move
 * inward and remove), in stack-open.js: the page hands a press over ({@link StackSlot#getPress()}, web.StackHandover)
 * with each slot's field ids and defaults. A layer is its slot's texts, so each button moves texts between slots
 * (with the report of the file that filled the layer, which says where the checks' keys are, web.LayerReports),
 * the stack's size, and each field that names a layer by number (the storm's budget's) to the same layer's new
 * number; then the page recomputes as for an opened worksheet ("stackfilled"). It says what it did in a live
 * region of its own and keeps the focus on a control of the layer it acted on.
 */
final class LayerColumns {
    private final HTMLDocument document;
    private final HTMLInputElement input;
    /** Each slot's field ids, slot after slot, and their defaults. */
    private final JSArray<JSString> rows;
    private final JSArray<JSString> defaults;
    private final int rowsPerSlot;
    /** The press: its action, the stack's size, then the slot each layer-number field names. */
    private final String[] press;

    private LayerColumns(HTMLDocument document, HTMLInputElement input) {
        this.document = document;
        this.input = input;
        StackSlot slot = input.cast();
        rows = slot.getRows();
        defaults = slot.getDefaults();
        rowsPerSlot = rows.getLength() / LayerChain.MAX_DEPTH;
        press = parts(slot.getPress());
    }

    /** Returns the comma-separated parts of {@code text}, empty ones kept (String.split would bring regular expressions). */
    private static String[] parts(String text) {
        int count = 1;
        for (int at = text.indexOf(','); at >= 0; at = text.indexOf(',', at + 1)) {
            count++;
        }
        String[] parts = new String[count];
        int start = 0;
        for (int i = 0; i < count; i++) {
            int end = i == count - 1 ? text.length() : text.indexOf(',', start);
            parts[i] = text.substring(start, end);
            start = end + 1;
        }
        return parts;
    }

    /** Does the press waiting on {@code input}, if any. */
    static void pressWaiting(HTMLDocument document, HTMLInputElement input) {
        StackSlot slot = input.cast();
        if (slot.getPress() != null) {
            LayerColumns columns = new LayerColumns(document, input);
            slot.setPress(null);
            columns.press();
        }
    }

    private void press() {
        String action = press[0];
        // One digit each: Integer.parseInt would bring the script Character.digit's tables.
        int count = press[1].charAt(0) - '0';
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
        document.getElementById(rows.get(count * rowsPerSlot).stringValue()).focus();
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
                texts[slot][row] = FieldControl.valueOf(document, rows.get(slot * rowsPerSlot + row).stringValue());
            }
            HTMLElement report = LayerReports.of(document, slot);
            texts[slot][rowsPerSlot] = report == null ? "" : report.getInnerHTML();
        }
        return texts;
    }

    private String[] defaultsOf(int slot) {
        String[] texts = new String[rowsPerSlot + 1];
        for (int row = 0; row < rowsPerSlot; row++) {
            texts[row] = defaults.get(slot * rowsPerSlot + row).stringValue();
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
        StackSlot slot = input.cast();
        JSArray<JSString> ids = slot.getIds();
        for (int s = 0; s < texts.length; s++) {
            for (int row = 0; row < rowsPerSlot; row++) {
                setValue(rows.get(s * rowsPerSlot + row).stringValue(), texts[s][row]);
            }
            HTMLElement report = LayerReports.of(document, s);
            if (report != null) {
                report.setInnerHTML(texts[s][rowsPerSlot]);
            }
        }
        setValue(ids.get(0).stringValue(), Integer.toString(count));
        // The layer-number fields' ids close the handed ids, as their slots close the press.
        int first = ids.getLength() - (press.length - 2);
        for (int i = 2; i < press.length; i++) {
            if (!press[i].isEmpty()) {
                int after = slotsAfter[press[i].charAt(0) - '0'];
                setValue(ids.get(first + i - 2).stringValue(), after < 0 || after == count - 1 ? ""
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
        // A slot's role is its first field (web.StackHandover hands the rows as the form declares them).
        HTMLSelectElement select = (HTMLSelectElement) document.getElementById(rows.get(slot * rowsPerSlot)
                .stringValue());
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
