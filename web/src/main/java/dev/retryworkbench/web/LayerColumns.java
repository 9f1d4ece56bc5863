package dev.retryworkbench.web;

import dev.retryworkbench.core.amplification.LayerChain;
import dev.retryworkbench.core.amplification.LayerControls;
import dev.retryworkbench.core.amplification.StackForm;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.FormRenderer;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.policy.Role;
import dev.retryworkbench.web.dom.MarkupElement;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLSelectElement;
import org.teavm.jso.dom.xml.NodeList;

/**
 * The buttons that change the stack of the workbench and the storm simulator ({@link LayerControls}): "Add a
 * layer", and under each column move outward, move inward and remove. A layer is its slot's texts, so each
 * button moves texts between slots and the stack's size (and a field that names a layer by number, the storm's
 * budget's, to the same layer's new number), then fills the form as an opened worksheet does; it says what it
 * did in a live region of its own and keeps the focus on a control of the layer it acted on.
 */
final class LayerColumns {
    private final ToolPage page;
    private final HTMLDocument document;
    private final StackForm stack;
    /** The fields that name a layer by its number, 1 the outermost, empty the innermost: the storm's budget's. */
    private final List<NumberField> layerNumbers;
    /** Each slot's fields, outermost slot first, in the same row order. */
    private final List<List<Field>> slots = new ArrayList<>();
    private final RawValues defaults;

    LayerColumns(ToolPage page, HTMLDocument document, List<FieldGroup> form, StackForm stack,
            List<NumberField> layerNumbers) {
        this.page = page;
        this.document = document;
        this.stack = stack;
        this.layerNumbers = layerNumbers;
        for (FieldGroup group : form) {
            if (group.rows() != null) {
                slots.add(group.fields());
            }
        }
        defaults = FormReading.defaults(form);
    }

    /**
     * Writes the stack's hidden columns the pre-render left out, each a copy of the one before renumbered
     * ({@link StackForm#copyColumn}); called before the page binds its fields, which then are all there.
     */
    static void writeCopies(HTMLDocument document, StackForm stack) {
        for (int slot = 1; slot < LayerChain.MAX_DEPTH; slot++) {
            if (document.getElementById(stack.slot(slot).columnId() + FormRenderer.COLUMN) == null) {
                MarkupElement previous = (MarkupElement) document.getElementById(
                        stack.slot(slot - 1).columnId() + FormRenderer.COLUMN);
                previous.insertAdjacentHTML("afterend", stack.copyColumn(previous.getOuterHtml(), slot));
            }
        }
    }

    void bind() {
        document.getElementById(LayerControls.ADD_ID).addEventListener("click", event -> add());
        NodeList<? extends HTMLElement> buttons = document.querySelectorAll("button.layer-move");
        for (int i = 0; i < buttons.getLength(); i++) {
            buttons.get(i).addEventListener("click", this::clicked);
        }
    }

    private void clicked(Event event) {
        HTMLElement button = (HTMLElement) event.getCurrentTarget();
        // One digit: Integer.parseInt would bring the script Character.digit's tables.
        int slot = button.getAttribute(LayerControls.SLOT).charAt(0) - '0';
        String move = button.getAttribute(LayerControls.MOVE);
        int count = count();
        if (count == 0) {
            say("Correct the number of layers first.");
            return;
        }
        if ("remove".equals(move)) {
            remove(slot, count);
        } else {
            int to = "out".equals(move) ? slot - 1 : slot + 1;
            if (to < 0 || to >= count) {
                say("Layer " + (slot + 1) + " is already the " + (to < 0 ? "outermost" : "innermost") + ".");
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
    }

    private void add() {
        int count = count();
        if (count == 0 || count >= slots.size()) {
            say(count == 0 ? "Correct the number of layers first." : "A stack has at most " + slots.size()
                    + " layers.");
            return;
        }
        String[][] texts = texts();
        texts[count] = defaultsOf(count);
        fill(texts, count, unmoved(count), count + 1);
        document.getElementById(slots.get(count).get(0).id()).focus();
        say("Added layer " + (count + 1) + " (" + role(count) + "), the innermost; it makes one attempt until"
                + " you edit it.");
    }

    private void remove(int slot, int count) {
        if (count == 1) {
            say("A stack has at least one layer.");
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

    /** Returns the number of layers the form holds, or 0 while that field is not a valid count. */
    private int count() {
        return stack.layerCount(id -> FieldControl.valueOf(document, id));
    }

    /**
     * Returns each slot's texts, then its Paste/copy report last: a layer moves with the report of the file that
     * filled it, which says where the checks' keys are (web.LayerReports).
     */
    private String[][] texts() {
        String[][] texts = new String[slots.size()][];
        for (int slot = 0; slot < slots.size(); slot++) {
            List<Field> fields = slots.get(slot);
            texts[slot] = new String[fields.size() + 1];
            for (int row = 0; row < fields.size(); row++) {
                texts[slot][row] = FieldControl.valueOf(document, fields.get(row).id());
            }
            HTMLElement report = LayerReports.of(document, slot);
            texts[slot][fields.size()] = report == null ? "" : report.getInnerHTML();
        }
        return texts;
    }

    private String[] defaultsOf(int slot) {
        List<Field> fields = slots.get(slot);
        String[] texts = new String[fields.size() + 1];
        for (int row = 0; row < fields.size(); row++) {
            texts[row] = defaults.get(fields.get(row).id());
        }
        texts[fields.size()] = "";
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
     * Fills every field and report: the slots' texts and reports, the new count, each field that names a layer by number naming the same
     * layer in its new slot ({@code slotsAfter} of each of the {@code before} layers, -1 for one removed), and the
     * other fields as they are.
     */
    private void fill(String[][] texts, int before, int[] slotsAfter, int count) {
        for (int slot = 0; slot < slots.size(); slot++) {
            HTMLElement report = LayerReports.of(document, slot);
            if (report != null) {
                report.setInnerHTML(texts[slot][slots.get(slot).size()]);
            }
        }
        String[] numbers = new String[layerNumbers.size()];
        for (int i = 0; i < numbers.length; i++) {
            NumberField field = layerNumbers.get(i);
            numbers[i] = FieldControl.valueOf(document, field.id());
            NumberField.Reading read = field.read(numbers[i]);
            // Empty is the innermost, which a layer added or moved inward stops being; one out of the stack stays.
            int slot = !read.valid() ? before : read.present() ? (int) read.value() - 1 : before - 1;
            if (slot < before) {
                int after = slotsAfter[slot];
                numbers[i] = after < 0 || after == count - 1 ? "" : Integer.toString(after + 1);
            }
        }
        page.fill(id -> {
            if (id.equals(stack.count().id())) {
                return Integer.toString(count);
            }
            for (int i = 0; i < numbers.length; i++) {
                if (layerNumbers.get(i).id().equals(id)) {
                    return numbers[i];
                }
            }
            for (int slot = 0; slot < slots.size(); slot++) {
                List<Field> fields = slots.get(slot);
                for (int row = 0; row < fields.size(); row++) {
                    if (fields.get(row).id().equals(id)) {
                        return texts[slot][row];
                    }
                }
            }
            return FieldControl.valueOf(document, id);
        });
    }

    /** Returns the role the form shows for the layer in {@code slot}: "Mesh". */
    private String role(int slot) {
        HTMLSelectElement select = (HTMLSelectElement) document.getElementById(stack.role(slot).id());
        Role role = Role.fromId(select.getValue());
        return role == null ? select.getValue() : role.label();
    }

    private void focus(int slot, String move) {
        HTMLElement button = (HTMLElement) document.querySelector("button.layer-move[" + LayerControls.SLOT + "=\""
                + slot + "\"][" + LayerControls.MOVE + "=\"" + move + "\"]");
        button.focus();
    }

    /** Says what a button did in the stack's own live region. */
    private void say(String text) {
        document.getElementById(LayerControls.STATUS_ID).setTextContent(text);
    }
}
