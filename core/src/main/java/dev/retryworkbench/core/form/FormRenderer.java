package dev.retryworkbench.core.form;

import dev.retryworkbench.core.text.Html;
import java.util.ArrayList;
import java.util.List;

/** Renders a tool's form: labelled inputs with units, help text, range and an empty error slot each. */
public final class FormRenderer {
    private FormRenderer() {
    }

    /** Renders every group as a fieldset, fields in order, each showing its default and its help. */
    public static String render(List<FieldGroup> groups) {
        return render(groups, new ArrayList<>(0));
    }

    /**
     * Renders the form like {@link #render(List)}, a field that a disclosure hides at the defaults with
     * the {@code hidden} attribute (the page shows it when its choice changes).
     */
    public static String render(List<FieldGroup> groups, List<Disclosure> disclosures) {
        Html html = new Html();
        for (FieldGroup group : groups) {
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
                renderField(html, field, field.help(), shown);
            }
            html.close("fieldset");
        }
        return html.toString();
    }

    private static void renderField(Html html, Field field, String helpText, boolean shown) {
        String id = field.id();
        html.open("div", "class", "field", "hidden", shown ? null : "");
        html.open("label", "for", id).text(field.label());
        if (field instanceof NumberField && !((NumberField) field).unit().isEmpty()) {
            html.element("span", " (" + ((NumberField) field).unit() + ")", "class", "unit");
        }
        html.close("label");
        String describedBy = id + "-help " + id + "-error";
        if (field instanceof NumberField) {
            NumberField number = (NumberField) field;
            html.open("input", "id", id, "name", id, "type", "text",
                    "inputmode", number.wholeNumber() && number.min() >= 0 ? "numeric" : "decimal",
                    "value", field.defaultText(), "autocomplete", "off", "spellcheck", "false",
                    "aria-describedby", describedBy, "aria-invalid", "false",
                    "required", number.optional() ? null : "");
            String help = helpText.isEmpty() ? "" : helpText + " ";
            html.element("p", help + "Allowed: " + number.rangeText() + ".", "class", "help", "id", id + "-help");
        } else {
            ChoiceField choice = (ChoiceField) field;
            if (choice.hasAbout()) {
                describedBy = id + "-help " + id + "-about " + id + "-error";
            }
            // autocomplete=off as on the text fields: the browser restores no choice on back navigation, which it
            // would do only after the page's script has read the form, leaving results for other inputs.
            html.open("select", "id", id, "name", id, "autocomplete", "off", "aria-describedby", describedBy,
                    "aria-invalid", "false");
            for (ChoiceField.Option option : choice.options()) {
                html.element("option", option.label(), "value", option.id(),
                        "selected", option.id().equals(choice.defaultText()) ? "" : null);
            }
            html.close("select");
            html.element("p", helpText, "class", "help", "id", id + "-help");
            if (choice.hasAbout()) {
                // The page rewrites it when the choice changes; polite, so the new library is announced.
                html.element("p", choice.option(choice.defaultText()).about(), "class", "preset-about",
                        "id", id + "-about", "aria-live", "polite");
            }
        }
        html.element("p", "", "class", "error", "id", id + "-error", "aria-live", "polite");
        html.close("div");
    }
}
