package dev.retryworkbench.web;

import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.core.storm.StormFields;
import dev.retryworkbench.core.storm.StormTool;
import dev.retryworkbench.core.storm.SurvivalMapInputs;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.web.dom.MarkupElement;
import dev.retryworkbench.web.dom.NativeText;
import dev.retryworkbench.web.dom.SurvivalMapSlot;
import java.util.List;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.events.EventListener;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLScriptElement;

/**
 * Entry point of storm.js: binds the retry storm simulator page, whose simulations run in slices, its
 * stack's columns, their buttons and "Open configs" as on the workbench ({@link StackHandover}, whose work is
 * stack-open.js's), and the
 * survival map's section, whose code (map.js) it loads on the first use of the map's button or fields.
 * Any edit drops the map shown (the pre-rendered one too) and cancels one being computed; a map map.js
 * finished for the inputs the form holds joins the exports, which storm-export.js writes ({@link
 * StormExportHandoff}).
 */
public final class StormPage implements ToolPage.Extension {
    /** The map's fields, declared in core.storm.SurvivalMapInputs; their edits drop the map as the form's do. */
    static final String[] MAP_FIELDS = {SurvivalMapInputs.AXIS_ID, SurvivalMapInputs.VALUES_ID,
        SurvivalMapInputs.DURATIONS_ID};

    private final HTMLDocument document;
    private final HTMLElement section;
    private final SurvivalMapSlot slot;

    private StormPage(HTMLDocument document, HTMLElement section) {
        this.document = document;
        this.section = section;
        this.slot = section.cast();
    }

    /** Starts the page; called once the script has loaded. */
    public static void main(String[] args) {
        HTMLDocument document = HTMLDocument.current();
        HTMLElement section = document.getElementById("survival");
        StormTool tool = new StormTool();
        // The form's declarations in steps (in one, a long task on a phone): the budget kinds' parameters, the
        // layers (with the hidden columns, written before the fields are bound), the budgets, then their copies.
        Startup.then(BudgetKind::allParameters);
        Startup.then(() -> StackHandover.writeCopies(document, StormFields.stack()));
        Startup.then(StormFields::budgetKinds);
        Startup.then(() -> writeBudgets(document));
        StormPage page = null;
        // The embed page has no map.
        if (section != null) {
            page = new StormPage(document, section);
            // A step before the form's: an edit the browser restored tells the map's state, which this sets up.
            Startup.then(page::bind);
        }
        ToolPage.bind(tool, page, new StormExportHandoff(document),
                toolPage -> new StackHandover(toolPage, document, tool.id()).bind());
    }

    /**
     * Writes the budgets after the first, which the pre-render leaves out, each a copy of the first renumbered
     * ({@link StormFields#budgetRenames}, with the browser's string search: {@link NativeText}), one per
     * {@link Startup} step, before the page binds its fields; the style sheet shows each while it or the one before
     * it has a kind.
     */
    private static void writeBudgets(HTMLDocument document) {
        List<ChoiceField> kinds = StormFields.budgetKinds();
        for (int number = 2; number <= kinds.size(); number++) {
            int written = number;
            Startup.next(() -> {
                if (document.getElementById(kinds.get(written - 1).id()) == null) {
                    // After the budget before it, which the step before wrote.
                    fieldset(document, kinds.get(written - 2)).insertAdjacentHTML("afterend", NativeText.renamed(
                            fieldset(document, kinds.get(0)).getOuterHtml(), StormFields.budgetRenames(written)));
                }
            });
        }
    }

    /** Returns the fieldset of the budget whose kind is {@code kind}: the select's field's parent. */
    private static MarkupElement fieldset(HTMLDocument document, ChoiceField kind) {
        return (MarkupElement) document.getElementById(kind.id()).getParentNode().getParentNode();
    }

    private void bind() {
        slot.setEdits(0);
        slot.setRequested(false);
        forget();
        HTMLElement button = document.getElementById("map-button");
        button.addEventListener("click", event -> {
            // Loaded already, map.js answers the button itself; still loading, it starts the map as it runs.
            slot.setRequested(true);
            load();
        });
        EventListener<Event> mapEdited = event -> {
            edited();
            load();
        };
        for (String id : MAP_FIELDS) {
            // Written here, map.js, loaded later, finds it.
            FieldControl control = new FieldControl(document, id);
            control.writeErrorSlot();
            HTMLElement field = control.control();
            field.addEventListener("input", mapEdited);
            field.addEventListener("change", mapEdited);
        }
        new FormHints(List.of(), document).bind(section);
        button.setHidden(false);
    }

    /**
     * Adds map.js to the page, once (a script element works from file:// as from a server). If it cannot load, the
     * map's status says so and no press waits for it.
     */
    private void load() {
        HTMLScriptElement script = OnDemandScript.load(document, "map", false, document.getElementById("map-progress"));
        if (script != null) {
            script.addEventListener("error", event -> slot.setRequested(false));
        }
    }

    @Override
    public void edited() {
        slot.setEdits(slot.getEdits() + 1);
        HTMLElement output = document.getElementById("survival-map-output");
        if (output.getFirstChild() != null || !slot.getCsv().isEmpty()) {
            ((MarkupElement) output).setInnerHtml("");
            document.getElementById("map-progress").setTextContent("The map was for the inputs before your edit;"
                    + " press the button to map these.");
            forget();
        }
    }

    private void forget() {
        slot.setNumbers(null);
        slot.setInputsJson("");
        slot.setResultsJson("");
        slot.setCsv("");
        slot.setMarkdown("");
    }
}
