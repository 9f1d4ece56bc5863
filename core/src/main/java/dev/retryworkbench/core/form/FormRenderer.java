package dev.retryworkbench.core.form;

import dev.retryworkbench.core.text.Html;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Renders a tool's form: labelled inputs with units, help text and range each. One
 * markup serves every width: groups that share rows ({@link FieldRows}, the layers of a policy) are the
 * columns of one table, whose row heads carry each row's label and help; on a wide window the stylesheet
 * lays them out as a grid, with help one button away, and on a phone the columns stack with their help
 * written under each field. No field is rendered twice. What works only with the page's script, the help
 * buttons and the error slots, the script writes (web.FormHints, web.FieldControl); so does the help of a field
 * a disclosure hides at the defaults, which only the script can show ({@link #HELP_ON_DEMAND}).
 */
public final class FormRenderer {
    /** The end of a table column's id, after its {@link FieldRows#columnId()}: "layer4-column". */
    public static final String COLUMN = "-column";
    /**
     * The mark of a help paragraph the pre-render leaves empty, that of a field a disclosure hides at the defaults:
     * nobody sees it until the page's script shows the field (web.Disclosures), which then loads help-words.js
     * (web.HelpWordsPage) to write every such help from {@link #helpText} and clear the mark. The same id, place and
     * {@code aria-describedby} as any help; busy, so assistive technology knows its words are still to come.
     */
    public static final String HELP_ON_DEMAND = "aria-busy";

    private FormRenderer() {
    }

    /** Renders every group as a fieldset, fields in order, each showing its default and its help. */
    public static String render(List<FieldGroup> groups) {
        return render(groups, new ArrayList<>(0), group -> "");
    }

    /**
     * Renders the groups as {@link #render(List)} does, a field that a disclosure hides at the defaults
     * with the {@code hidden} attribute (the page shows it when its choice changes), and each group
     * followed by the markup {@code after} gives it (a control serving the whole block, such as "Paste a
     * config"; empty for none): after the fieldset, or, for the columns of a table, in the column's foot.
     */
    public static String render(List<FieldGroup> groups, List<Disclosure> disclosures,
            Function<FieldGroup, String> after) {
        RawValues defaults = FormReading.defaults(groups);
        Html html = new Html();
        for (int i = 0; i < groups.size(); i++) {
            FieldGroup group = groups.get(i);
            if (group.rows() == null) {
                renderGroup(html, group, disclosures);
                html.raw(after.apply(group));
                continue;
            }
            List<FieldGroup> columns = new ArrayList<>();
            while (i < groups.size() && groups.get(i).rows() != null) {
                columns.add(groups.get(i));
                i++;
            }
            i--;
            renderTable(html, columns, defaults, after);
        }
        return html.toString();
    }

    private static void renderGroup(Html html, FieldGroup group, List<Disclosure> disclosures) {
        html.open("fieldset", "class", "group");
        html.element("legend", group.legend());
        if (!group.intro().isEmpty()) {
            html.element("p", group.intro(), "class", "group-intro");
        }
        for (Field field : group.fields()) {
            boolean shown = true;
            for (Disclosure disclosure : disclosures) {
                shown &= disclosure.shown(field, disclosure.choice().defaultText());
            }
            html.open("div", "class", "field", "hidden", shown ? null : "");
            // The head's help button, which only the page's script can work, is the script's (web.FormHints).
            html.open("div", "class", "field-head");
            label(html, field);
            html.close("div");
            renderControl(html, field, null, null, false, !shown);
            html.close("div");
        }
        html.close("fieldset");
    }

    /**
     * Renders groups that share rows as one table: a column of row heads (label, unit and the row's help,
     * shown in place by a button the page adds), then each group's fieldset, its legend the column head, its
     * fields the cells, and an empty slot at its foot for controls that act on the whole column. The first column's
     * introduction, about them all, comes before the table.
     */
    private static void renderTable(Html html, List<FieldGroup> columns, RawValues defaults,
            Function<FieldGroup, String> after) {
        FieldGroup first = columns.get(0);
        if (!first.intro().isEmpty()) {
            html.element("p", first.intro(), "class", "group-intro table-intro");
        }
        List<String> labels = first.rows().labels();
        // The style sheet's grid has a row per field plus the legend's and the column tools'; a table with the
        // layers' own timeouts has two rows more than one without (no inline style: the pages' CSP forbids it).
        int shown = 0;
        for (FieldGroup column : columns) {
            shown += column.rows().shown(defaults) ? 1 : 0;
        }
        // data-columns: how many columns are shown, which the page keeps as layers are added and removed.
        html.open("div", "class", labels.size() > 9 ? "field-table rows-" + (labels.size() + 2) : "field-table",
                "data-columns", Integer.toString(shown));
        // The heads repeat, for the eye, what each field's own label and description say.
        html.open("div", "class", "row-heads");
        html.element("div", "", "class", "row-head corner");
        for (int r = 0; r < labels.size(); r++) {
            Field field = first.fields().get(r);
            String helpId = field.id() + "-row-help";
            html.open("div", "class", "row-head");
            html.open("span", "class", "row-label").text(labels.get(r));
            unit(html, field);
            html.close("span");
            html.element("p", helpText(field), "class", "help row-help", "id", helpId);
            html.close("div");
        }
        html.element("div", "", "class", "row-head corner");
        html.close("div");
        boolean previousHidden = false;
        for (FieldGroup column : columns) {
            FieldRows rows = column.rows();
            boolean hidden = !rows.shown(defaults);
            if (hidden && previousHidden && rows.copiesPrevious()) {
                // The page's script writes it from the column before (FieldRows#copiesPrevious).
                continue;
            }
            previousHidden = hidden;
            html.open("fieldset", "class", "group column", "id", rows.columnId() + COLUMN,
                    "hidden", hidden ? "" : null);
            html.element("legend", column.legend());
            for (Field field : column.fields()) {
                // Marked by a class, which the page sets with the note: a :has() rule would restyle the form on every edit.
                html.open("div", "class", rows.unusedNote(field, defaults).isEmpty() ? "field" : "field is-unused");
                label(html, field);
                renderControl(html, field, rows, defaults, hidden, false);
                html.close("div");
            }
            // Controls for the whole column (a layer's config, pasted or copied) go here.
            html.open("div", "class", "column-tools", "id", rows.columnId() + "-tools").raw(after.apply(column))
                    .close("div");
            html.close("fieldset");
        }
        html.close("div");
    }

    private static void label(Html html, Field field) {
        html.open("label", "for", field.id()).text(field.label());
        unit(html, field);
        html.close("label");
    }

    private static void unit(Html html, Field field) {
        if (field instanceof NumberField && !((NumberField) field).unit().isEmpty()) {
            html.element("span", " (" + ((NumberField) field).unit() + ")", "class", "unit");
        }
    }

    /**
     * Returns the help written under {@code field}: its help, then the values it allows. The pre-render writes it,
     * and help-words.js for a field hidden at the defaults ({@link #HELP_ON_DEMAND}).
     */
    public static String helpText(Field field) {
        if (field instanceof NumberField) {
            String help = field.help().isEmpty() ? "" : field.help() + " ";
            return help + ((NumberField) field).allowedText();
        }
        if (field instanceof TextField) {
            return field.help() + " " + ((TextField) field).allowedText();
        }
        return field.help();
    }

    /** Returns the insides of {@code choice}'s select: its options in their groups, the default selected. */
    public static String options(ChoiceField choice) {
        Html html = new Html();
        options(html, choice, false);
        return html.toString();
    }

    private static void options(Html html, ChoiceField choice, boolean defaultOnly) {
        String group = "";
        for (ChoiceField.Option option : choice.options()) {
            boolean chosen = option.id().equals(choice.defaultText());
            if (defaultOnly && !chosen) {
                continue;
            }
            if (!option.group().equals(group)) {
                if (!group.isEmpty()) {
                    html.close("optgroup");
                }
                group = option.group();
                if (!group.isEmpty()) {
                    html.open("optgroup", "label", group);
                }
            }
            html.element("option", option.label(), "value", option.id(), "selected", chosen ? "" : null);
        }
        if (!group.isEmpty()) {
            html.close("optgroup");
        }
    }

    /**
     * Renders the control of {@code field} with its help, the preset's about text, the column's reading and
     * not-used note ({@code rows}, null outside a table); in a column {@code hidden} until
     * a layer is added, a preset picker holds only its default, and the page's script adds the other options
     * ({@link #options}): the same list in each of the stack's slots would cost a page 2.5 KB gzipped. With
     * {@code helpOnDemand} the help is left empty and busy, for help-words.js ({@link #HELP_ON_DEMAND}).
     */
    private static void renderControl(Html html, Field field, FieldRows rows, RawValues defaults, boolean hidden,
            boolean helpOnDemand) {
        String id = field.id();
        boolean mayBeUnused = rows != null && rows.mayBeUnused(field);
        // The error slot, last, is named by the page's script, which writes it (web.FieldControl).
        String describedBy = id + "-help" + (mayBeUnused ? " " + id + "-unused" : "");
        if (field instanceof NumberField) {
            NumberField number = (NumberField) field;
            html.open("input", "id", id, "type", "text",
                    "inputmode", number.wholeNumber() && number.min() >= 0 ? "numeric" : "decimal",
                    "value", field.defaultText(), "autocomplete", "off", "spellcheck", "false",
                    "aria-describedby", describedBy, "aria-invalid", "false",
                    "required", number.optional() ? null : "");
        } else if (field instanceof TextField) {
            html.open("input", "id", id, "type", "text", "value", "", "autocomplete", "off",
                    "spellcheck", "false", "aria-describedby", describedBy, "aria-invalid", "false");
        } else {
            ChoiceField choice = (ChoiceField) field;
            if (choice.hasAbout()) {
                describedBy = id + "-help " + id + "-about";
            }
            // autocomplete=off as on the text fields: the browser restores no choice on back navigation, which it
            // would do only after the page's script has read the form, leaving results for other inputs.
            html.open("select", "id", id, "autocomplete", "off", "aria-describedby", describedBy,
                    "aria-invalid", "false", "class", choice.hasAbout() ? "preset-picker" : null);
            options(html, choice, hidden && choice.hasAbout());
            html.close("select");
        }
        if (rows != null && rows.hasReading(field)) {
            html.element("p", rows.reading(field, defaults), "class", "reading", "id", id + "-reading");
        }
        if (mayBeUnused) {
            html.element("p", rows.unusedNote(field, defaults), "class", "unused", "id", id + "-unused");
        }
        // Hidden at the defaults, the help is the script's: nobody sees it before the script shows the field (the
        // storm page's 18 such helps cost it 479 B gzipped).
        html.element("p", helpOnDemand ? "" : helpText(field), "class", "help", "id", id + "-help",
                HELP_ON_DEMAND, helpOnDemand ? "true" : null);
        if (field instanceof ChoiceField && ((ChoiceField) field).hasAbout()) {
            ChoiceField choice = (ChoiceField) field;
            // The page rewrites it when the choice changes; polite, so the new library is announced.
            html.element("p", choice.option(choice.defaultText()).about(), "class", "preset-about",
                    "id", id + "-about", "aria-live", "polite");
        }
        // The error slot (id + "-error") is the page's script's, which alone checks the fields: 92 empty slots
        // and their names in aria-describedby cost the storm page 750 B gzipped (web.FieldControl).
    }
}
