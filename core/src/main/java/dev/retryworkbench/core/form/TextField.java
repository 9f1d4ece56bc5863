package dev.retryworkbench.core.form;

import java.util.Objects;

/**
 * A short free text, such as a layer's name: at most {@code maxLength} characters once trimmed, or empty,
 * which means {@code emptyMeaning}. Added after version 1, so a worksheet may lack it.
 */
// A class, not a record: a record's generated equals, hashCode and toString would ride in every page's script.
public final class TextField implements Field {
    private final String id;
    private final String label;
    private final int maxLength;
    private final String worksheetPath;
    private final Help help;
    private final String emptyMeaning;

    /**
     * Creates a field.
     *
     * @param worksheetPath where a worksheet keeps the text (null or absent for empty)
     * @param help          the help written under the field, which only the pre-render asks for ({@link Help})
     * @param emptyMeaning  what an empty field means, as the help and the Markdown inputs table say it
     */
    public TextField(String id, String label, int maxLength, String worksheetPath, Help help, String emptyMeaning) {
        this.id = Objects.requireNonNull(id, "id");
        this.label = Objects.requireNonNull(label, "label");
        this.maxLength = maxLength;
        this.worksheetPath = Objects.requireNonNull(worksheetPath, "worksheetPath");
        this.help = Objects.requireNonNull(help, "help");
        this.emptyMeaning = Objects.requireNonNull(emptyMeaning, "emptyMeaning");
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String label() {
        return label;
    }

    @Override
    public String worksheetPath() {
        return worksheetPath;
    }

    @Override
    public String help() {
        return help.text();
    }

    /** Returns what an empty field means: "its role's name". */
    public String emptyMeaning() {
        return emptyMeaning;
    }

    /** The form starts empty: the text's meaning is then {@link #emptyMeaning}. */
    @Override
    public String defaultText() {
        return "";
    }

    @Override
    public boolean defaultWhenAbsent() {
        return true;
    }

    /** Returns the message for {@code raw}, or null when it is allowed; the text is read trimmed. */
    public String check(String raw) {
        String text = raw == null ? "" : raw.trim();
        if (text.length() <= maxLength) {
            return null;
        }
        return label + " must have at most " + maxLength + " characters (it has " + text.length() + ").";
    }

    /** Returns the help's last sentence: "Allowed: up to 40 characters. Empty means ...". */
    public String allowedText() {
        return "Allowed: up to " + maxLength + " characters. Empty means " + emptyMeaning + ".";
    }
}
