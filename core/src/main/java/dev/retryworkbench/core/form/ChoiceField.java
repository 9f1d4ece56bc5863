package dev.retryworkbench.core.form;

import dev.retryworkbench.core.Named;
import dev.retryworkbench.core.text.LazyText;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A select among fixed options, each an id and its label.
 *
 * @param worksheetPath where a worksheet keeps the selected option's id
 * @param helpText      the help written under the field (empty for none), as a function that only the
 *                      pre-render calls ({@link Help})
 * @param defaultWhenAbsent true when a worksheet without the value means the default: inputs added after
 *                      version 1's, which older worksheets lack
 */
public record ChoiceField(String id, String label, List<Option> options, String defaultText, String worksheetPath,
        Help helpText, boolean defaultWhenAbsent) implements Field {
    /** The id of an option that stands for "not chosen": a worksheet writes it as null. */
    public static final String NONE = "";
    /**
     * The id of an option that a worksheet writes as the object of the fields whose paths lie under the select's
     * own ("hedging": {"delayMs", "maxAttempts"}), where the select's other options are written as their ids.
     */
    public static final String MEMBERS = "members";

    /**
     * One option of a select.
     *
     * @param aboutText what the page says beside the select while this option is chosen; empty for nothing. A
     *                  function, so that a script that reads the form but never shows it leaves the words out
     * @param group     the heading of the options it is listed under (an optgroup); empty for none
     * @param onDemand  the words beside the select when an on-demand script renders them (then aboutText is
     *                  empty); null when the page's own script shows aboutText
     */
    public record Option(String id, String label, LazyText aboutText, String group, OnDemandWords onDemand) {
        /** Creates an option; every part but onDemand is required. */
        public Option {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(label, "label");
            Objects.requireNonNull(aboutText, "aboutText");
            Objects.requireNonNull(group, "group");
        }

        /** Creates an option whose words beside the select the page's own script shows. */
        public Option(String id, String label, LazyText aboutText, String group) {
            this(id, label, aboutText, group, null);
        }

        /** Creates an option whose words beside the select an on-demand script renders ({@link OnDemandWords}). */
        public static Option withWordsOnDemand(String id, String label, OnDemandWords words, String group) {
            return new Option(id, label, constant(""), group, Objects.requireNonNull(words, "words"));
        }

        /** Creates an option whose words beside the select are known now. */
        public Option(String id, String label, String about, String group) {
            this(id, label, constant(about), group);
        }

        /** Creates an option listed under no heading. */
        public Option(String id, String label, String about) {
            this(id, label, about, "");
        }

        /** Creates an option with nothing to say beside the select. */
        public Option(String id, String label) {
            this(id, label, "");
        }

        /**
         * Returns what the page says beside the select while this option is chosen; empty for nothing. Words on
         * demand included: for the pre-render and the on-demand script, never the page's own ({@link #aboutNow}).
         */
        public String about() {
            return onDemand == null ? aboutText.text() : onDemand.text();
        }

        /** Returns what the page's own script says beside the select, or null when {@link #onDemand()} renders it. */
        public String aboutNow() {
            return onDemand == null ? aboutText.text() : null;
        }

        private static LazyText constant(String about) {
            Objects.requireNonNull(about, "about");
            return () -> about;
        }
    }

    /** Creates a choice field whose default is one of its options. */
    public ChoiceField {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(worksheetPath, "worksheetPath");
        Objects.requireNonNull(helpText, "helpText");
        options = List.copyOf(options);
        if (find(options, defaultText) == null) {
            throw new IllegalArgumentException("default " + defaultText + " is not an option of " + id);
        }
    }

    /** Creates a choice field with its help as text. */
    public ChoiceField(String id, String label, List<Option> options, String defaultText, String worksheetPath,
            String help, boolean defaultWhenAbsent) {
        this(id, label, options, defaultText, worksheetPath, () -> help, defaultWhenAbsent);
    }

    @Override
    public String help() {
        return helpText.text();
    }

    /** Creates a select whose options are {@code values}, in order, by their ids and labels. */
    public static ChoiceField of(String id, String label, Named[] values, Named defaultValue, String worksheetPath,
            String help) {
        return of(id, label, values, defaultValue, worksheetPath, () -> help);
    }

    /** Creates a select whose options are {@code values}, its help a function the page's script never calls. */
    public static ChoiceField of(String id, String label, Named[] values, Named defaultValue, String worksheetPath,
            Help help) {
        List<Option> options = new ArrayList<>(values.length);
        for (Named value : values) {
            options.add(new Option(value.id(), value.label()));
        }
        return new ChoiceField(id, label, options, defaultValue.id(), worksheetPath, help, false);
    }

    /**
     * Creates a select whose first option, {@link #NONE}, means "not chosen" and is the default,
     * followed by {@code values}; the select was added after version 1, so a worksheet may lack it.
     */
    public static ChoiceField optional(String id, String label, String noneLabel, Named[] values, String worksheetPath,
            String help) {
        return optional(id, label, noneLabel, values, worksheetPath, () -> help);
    }

    /** Creates an optional select as above, its help a function the page's script never calls. */
    public static ChoiceField optional(String id, String label, String noneLabel, Named[] values, String worksheetPath,
            Help help) {
        List<Option> options = new ArrayList<>(values.length + 1);
        options.add(new Option(NONE, noneLabel));
        for (Named value : values) {
            options.add(new Option(value.id(), value.label()));
        }
        return new ChoiceField(id, label, options, NONE, worksheetPath, help, true);
    }

    /**
     * Creates a yes-or-no select, added after version 1 (a worksheet without it means {@code
     * defaultValue}), whose options are "false" and "true": a worksheet keeps it as a JSON boolean.
     */
    public static ChoiceField yesNo(String id, String label, String noLabel, String yesLabel, boolean defaultValue,
            String worksheetPath, String help) {
        return yesNo(id, label, noLabel, yesLabel, defaultValue, worksheetPath, () -> help);
    }

    /** Creates a yes-or-no select as above, its help a function the page's script never calls. */
    public static ChoiceField yesNo(String id, String label, String noLabel, String yesLabel, boolean defaultValue,
            String worksheetPath, Help help) {
        return new ChoiceField(id, label, List.of(new Option("false", noLabel), new Option("true", yesLabel)),
                defaultValue ? "true" : "false", worksheetPath, help, true);
    }

    /** Returns true for a {@link #yesNo} select, which a worksheet keeps as a boolean. */
    public boolean yesNo() {
        return options.size() == 2 && options.get(0).id().equals("false") && options.get(1).id().equals("true");
    }

    /** Returns this select as one added after version 1: a worksheet without it means its default. */
    public ChoiceField addedLater() {
        return new ChoiceField(id, label, options, defaultText, worksheetPath, helpText, true);
    }

    /** Returns true when some option has words to show beside the select while it is chosen. */
    public boolean hasAbout() {
        for (Option option : options) {
            // Not about(): words on demand are never empty, and asking for them would bring them into the page.
            if (option.onDemand() != null || !option.aboutText().text().isEmpty()) {
                return true;
            }
        }
        return false;
    }

    /** Returns true when one option means "not chosen", so a worksheet may hold null. */
    public boolean hasNone() {
        return find(options, NONE) != null;
    }

    /** Returns the option with this id, or null. */
    public Option option(String optionId) {
        return find(options, optionId);
    }

    private static Option find(List<Option> options, String optionId) {
        for (Option option : options) {
            if (option.id().equals(optionId)) {
                return option;
            }
        }
        return null;
    }
}
