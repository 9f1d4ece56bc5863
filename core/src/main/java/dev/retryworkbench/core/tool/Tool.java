package dev.retryworkbench.core.tool;

import dev.retryworkbench.core.json.JsonObject;
import dev.retryworkbench.core.form.Disclosure;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.PresetPicker;
import dev.retryworkbench.core.form.RawValues;
import java.util.ArrayList;
import java.util.List;

/**
 * One calculator of the site, as the page sees it: a form and a function from the form's text to
 * rendered results. The build-time pre-render calls {@link #evaluate}, and so does the browser, through
 * {@link #start} on each edit.
 */
public interface Tool {
    /** Returns the tool's stable id, also its page name: "amplification", "planner" or "storm". */
    String id();

    /** Returns the tool's name as people know it: "Retry amplification workbench". */
    default String title() {
        return ToolNames.title(id());
    }

    /** Returns the form's fieldsets in visual order. */
    List<FieldGroup> form();

    /** Returns the form's preset pickers: selects that fill a group of fields with a library's defaults. */
    default List<PresetPicker> presetPickers() {
        // Not List.of(): in the browser it would pull every empty collection type into the script.
        return new ArrayList<>(0);
    }

    /**
     * Returns the worksheet paths of inputs that are not the form's fields, which the tool reads itself on
     * request (the storm simulator's {@code map}): the worksheet's reader counts them as known members.
     * Paths, not fields, so that the page's script does not carry what only the command line reads.
     */
    default List<String> worksheetOnlyInputs() {
        return new ArrayList<>(0);
    }

    /**
     * Rewrites a worksheet's {@code inputs} in place into the shape of the form's fields' paths (the
     * workbench's list of layers into numbered slots), or returns why it cannot be: the member and what it
     * must be ("inputs.layers: ..."). Null when all is well; most tools' inputs are their fields' shape.
     */
    default String slotInputs(JsonObject inputs) {
        return null;
    }

    /**
     * Returns the fieldsets the pre-render writes: the form's, unless the page's script writes some of them
     * before it binds the form (the storm's budgets after the first).
     */
    default List<FieldGroup> preRenderedForm() {
        return form();
    }

    /** Returns the form's disclosures: selects that show only the fields of the chosen option. */
    default List<Disclosure> disclosures() {
        return new ArrayList<>(0);
    }

    /**
     * Returns the markup of the tool's own controls to place after {@code group} (the workbench's buttons
     * that add, move and remove layers), or "" for none.
     */
    default String controlsAfter(FieldGroup group) {
        return "";
    }

    /**
     * Reads the form's text and checks it, each field and then the checks across fields, computing nothing: what
     * {@link #evaluate} does first, and all an opened worksheet needs to be refused or taken.
     */
    FormReading read(RawValues raw);

    /** Reads the form's text, validates it and, when valid, computes and renders the results. */
    Evaluation evaluate(RawValues raw);

    /**
     * Reads the form's text like {@link #evaluate}, for a page that must stay responsive: the results may be
     * left whole to the evaluation's continuation ({@link Evaluation#running}), which the page runs in slices.
     */
    default Evaluation start(RawValues raw) {
        return evaluate(raw);
    }
}
