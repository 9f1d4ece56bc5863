package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.text.Html;

/**
 * The controls that change the stack itself, rendered with the form: "Add a layer" and "Open configs" after
 * the stack's size, and under each layer's column buttons that move it outward or inward or remove it. The
 * page's script (web.LayerColumns, web.StackFiles) moves the layers' texts between the slots, or opens
 * files as the stack, and says what it did.
 */
public final class LayerControls {
    /** The id of the "Add a layer" button. */
    public static final String ADD_ID = "add-layer";
    /** The id of the polite live region that says what a button did to the stack. */
    public static final String STATUS_ID = "layer-status";
    /** The attribute that names what a column's button does: "out", "in" or "remove". */
    public static final String MOVE = "data-move";
    /** The attribute that holds a column button's slot, 0 for the outermost. */
    public static final String SLOT = "data-slot";
    /** The id of the "Open configs" file input: several config files become the stack. */
    public static final String OPEN_ID = "open-configs";
    /** The id of the region that says what "Open configs" did, or why it changed nothing. */
    public static final String OPEN_STATUS_ID = "open-configs-status";
    /** The id of the list of the files opened last, one line each. */
    public static final String OPEN_REPORT_ID = "open-configs-report";

    private LayerControls() {
    }

    /**
     * Returns the markup to place after {@code group} of a form that holds {@code stack}: the add button after
     * the stack's size, the moves under a slot.
     */
    public static String after(StackForm stack, FieldGroup group) {
        Html html = new Html();
        if (group.fields().contains(stack.count())) {
            html.element("button", "Add a layer", "type", "button", "id", ADD_ID, "class", "layer-add");
            // Its own region, so that the results' announcement stays the results' alone.
            html.element("p", "", "id", STATUS_ID, "class", "visually-hidden", "aria-live", "polite");
            html.open("div", "class", "open-configs");
            html.element("label", "Open configs", "for", OPEN_ID);
            html.open("input", "type", "file", "id", OPEN_ID, "multiple", "", "aria-describedby", OPEN_ID + "-help "
                    + OPEN_STATUS_ID);
            html.element("p", "Choose or drop the stack's config files (a Job, tenacity, gRPC, Envoy...): each becomes"
                    + " a layer placed by its library's role, read in this page, never uploaded.", "id", OPEN_ID
                    + "-help", "class", "open-configs-help");
            html.element("p", "", "id", OPEN_STATUS_ID, "role", "status");
            html.element("div", "", "id", OPEN_REPORT_ID);
            html.close("div");
            return html.toString();
        }
        for (int slot = 0; slot < LayerChain.MAX_DEPTH; slot++) {
            if (group.fields().contains(stack.role(slot))) {
                String layer = "layer " + (slot + 1);
                html.open("div", "class", "layer-moves");
                button(html, slot, "out", "\u2190", "Move " + layer + " outward");
                button(html, slot, "in", "\u2192", "Move " + layer + " inward");
                button(html, slot, "remove", "\u2715", "Remove " + layer);
                html.close("div");
            }
        }
        return html.toString();
    }

    private static void button(Html html, int slot, String move, String symbol, String label) {
        html.element("button", symbol, "type", "button", "class", "layer-move", MOVE, move, SLOT,
                Integer.toString(slot), "aria-label", label, "title", label);
    }
}
