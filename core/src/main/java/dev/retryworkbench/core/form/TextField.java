package dev.retryworkbench.core.form;

import java.util.Objects;

/**
 * A short free text, such as a layer's name: at most {@code maxLength} characters once trimmed, or empty,
 * which means {@code emptyMeaning}. Added after version 1, so a worksheet may lack it.
 *
 * @param worksheetPath where a worksheet keeps the text (null or absent for empty)
 * @param help          the help written under the field
 * @param emptyMeaning  what an empty field means, as the help and the Markdown inputs table say it
 */
public record TextField(String id, String label, int maxLength, String worksheetPath, String help,
        String emptyMeaning) implements Field {
    /** Creates a field; every part is required. */
    public TextField {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(worksheetPath, "worksheetPath");
        Objects.requireNonNull(help, "help");
        Objects.requireNonNull(emptyMeaning, "emptyMeaning");
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
