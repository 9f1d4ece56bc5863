package dev.retryworkbench.core.form;

import dev.retryworkbench.core.text.Numbers;
import java.util.Objects;

/**
 * A numeric input with its allowed range. The same object checks what a person types into the
 * page and what a program passes to a model's constructor, so both give the same message.
 *
 * @param unit         shown after the label, such as "ms"; empty for none
 * @param min          the lower bound
 * @param minExclusive true when the value must be strictly greater than {@code min}
 * @param max          the upper bound, inclusive; {@code Double.POSITIVE_INFINITY} for none
 * @param wholeNumber  true when only integers are allowed
 * @param optional     true when an empty field means "not entered"
 * @param defaultText  the worked example's value, as the form starts with it
 * @param worksheetPath where a worksheet keeps the value (a "%" field keeps it as a share from 0 to 1)
 * @param helpText     the help written under the field (empty for none), as a function that only the
 *                     pre-render calls ({@link Help})
 * @param defaultWhenAbsent true when a worksheet without the value means the default: inputs added after
 *                      version 1's, which older worksheets lack
 * @param emptyMeaning what an optional field left empty means, as the help and the Markdown
 *                      inputs table say it: "no deadline", "the same as the attempt latency"; "" until declared
 */
public record NumberField(String id, String label, String unit, double min, boolean minExclusive,
        double max, boolean wholeNumber, boolean optional, String defaultText, String worksheetPath, Help helpText,
        boolean defaultWhenAbsent, String emptyMeaning) implements Field {

    /** Creates a field that every worksheet must carry (one of version 1's inputs). */
    public NumberField(String id, String label, String unit, double min, boolean minExclusive, double max,
            boolean wholeNumber, boolean optional, String defaultText, String worksheetPath, String help) {
        this(id, label, unit, min, minExclusive, max, wholeNumber, optional, defaultText, worksheetPath, () -> help);
    }

    /** Creates a field that every worksheet must carry, its help a function the page's script never calls. */
    public NumberField(String id, String label, String unit, double min, boolean minExclusive, double max,
            boolean wholeNumber, boolean optional, String defaultText, String worksheetPath, Help helpText) {
        this(id, label, unit, min, minExclusive, max, wholeNumber, optional, defaultText, worksheetPath, helpText,
                false, "");
    }

    @Override
    public String help() {
        return helpText.text();
    }

    /** Returns this field as one added after version 1: a worksheet without it means its default. */
    public NumberField addedLater() {
        return new NumberField(id, label, unit, min, minExclusive, max, wholeNumber, optional, defaultText,
                worksheetPath, helpText, true, emptyMeaning);
    }

    /** Returns this optional field with what leaving it empty means: "no deadline", "the normal rate". */
    public NumberField emptyMeans(String meaning) {
        return new NumberField(id, label, unit, min, minExclusive, max, wholeNumber, optional, defaultText,
                worksheetPath, helpText, defaultWhenAbsent, meaning);
    }

    /** Returns what an empty field means, for the summary's inputs table: the declared meaning, else "none". */
    public String emptyText() {
        return emptyMeaning.isEmpty() ? "none" : emptyMeaning;
    }

    /** Creates a field; the range must not be empty. */
    public NumberField {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(unit, "unit");
        Objects.requireNonNull(defaultText, "defaultText");
        Objects.requireNonNull(worksheetPath, "worksheetPath");
        Objects.requireNonNull(helpText, "helpText");
        Objects.requireNonNull(emptyMeaning, "emptyMeaning");
        if (!(min <= max)) {
            throw new IllegalArgumentException("empty range for " + id);
        }
    }

    /** What reading a field's text found: a value, nothing (an optional field left empty), or an error. */
    public record Reading(boolean present, double value, String error) {
        /** Returns true when the text is acceptable, including an optional field left empty. */
        public boolean valid() {
            return error == null;
        }
    }

    /** Returns the default, or empty (not entered) for an optional field. */
    @Override
    public String absentText() {
        return optional ? "" : defaultText;
    }

    /** Returns true when the form shows a percentage and a worksheet keeps the share: 50 on the page is 0.5 in the file. */
    public boolean percent() {
        return "%".equals(unit);
    }

    /** Describes the allowed values: "a whole number from 1 to 100". */
    public String rangeText() {
        return optional ? boundsText() + ", or empty" : boundsText();
    }

    /** Describes the allowed numbers, without the empty text an optional field also takes. */
    public String boundsText() {
        String kind = wholeNumber ? "a whole number" : "a number";
        String low = bound(min);
        boolean unbounded = Double.isInfinite(max);
        if (minExclusive) {
            return kind + " greater than " + low + (unbounded ? "" : " and at most " + bound(max));
        }
        return kind + (unbounded ? " of at least " + low : " from " + low + " to " + bound(max));
    }

    /** Returns the help's last sentences: "Allowed: a number from 0 to 100, or empty. Empty means 100% (default)." */
    public String allowedText() {
        return "Allowed: " + rangeText() + "." + (optional ? " Empty means " + emptyText() + "." : "");
    }

    /** Returns the message for a value outside the range, or null when the value is allowed. */
    public String check(double value) {
        if (Double.isNaN(value) || value < min || (minExclusive && value == min) || value > max
                || (wholeNumber && value != Math.floor(value))) {
            return message(quoted(Numbers.trimmed(value, 6)));
        }
        return null;
    }

    /** Throws {@link IllegalArgumentException} with the field's message when the value is not allowed. */
    public double require(double value) {
        String error = check(value);
        if (error != null) {
            throw new IllegalArgumentException(error);
        }
        return value;
    }

    /**
     * Reads a person's text: trims it, parses it with {@link NumberParser}, with the suffixes of the
     * field's {@link Quantity} converted to its unit, and checks the range.
     */
    public Reading read(String raw) {
        Quantity quantity = Quantity.of(this);
        NumberParser.Parsed parsed = NumberParser.parse(raw, quantity, 0);
        // Comparisons, not a switch on the enum: TeaVM compiles such a switch to an extra lookup class.
        NumberParser.Outcome outcome = parsed.outcome();
        if (outcome == NumberParser.Outcome.EMPTY) {
            return optional ? new Reading(false, 0, null)
                    : new Reading(false, 0, label + " is required: enter " + rangeText() + ".");
        }
        if (outcome == NumberParser.Outcome.NUMBER) {
            String error = check(parsed.value());
            return error == null ? new Reading(true, parsed.value(), null)
                    : new Reading(false, 0, message(quoted(raw) + readAs(parsed)));
        }
        if (outcome == NumberParser.Outcome.TOO_PRECISE) {
            return new Reading(false, 0, label + " must be " + rangeText() + ", with at most "
                    + NumberParser.MAX_SIGNIFICANT_DIGITS + " significant digits (you entered " + quoted(raw) + ").");
        }
        if (outcome == NumberParser.Outcome.UNKNOWN_SUFFIX && quantity != Quantity.PLAIN) {
            return new Reading(false, 0, message(quoted(raw) + "; suffixes it takes: " + quantity.described()));
        }
        return new Reading(false, 0, message(quoted(raw)));
    }

    /**
     * Returns how an allowed text was read when that may not be what was meant, else null: a bare number
     * between 0 and 1 in a percentage field, "0.7", is 0.7%, where a share of 70% may have been meant.
     */
    public String note(String raw) {
        if (!percent()) {
            return null;
        }
        NumberParser.Parsed parsed = NumberParser.parse(raw, Quantity.PERCENT, 0);
        double value = parsed.value();
        if (parsed.outcome() != NumberParser.Outcome.NUMBER || !parsed.suffix().isEmpty() || !(value > 0 && value < 1)
                || check(value) != null) {
            return null;
        }
        String hundredfold = Numbers.trimmed(value * 100, 6);
        return "Read as " + Numbers.trimmed(value, 6) + "%; for " + hundredfold + "%, enter " + hundredfold + ".";
    }

    /** Says what a converting suffix made of the text, ", read as 518,400,000 ms"; nothing when none converted. */
    private String readAs(NumberParser.Parsed parsed) {
        String suffix = parsed.suffix();
        if (suffix.isEmpty() || suffix.equals(unit)) {
            return "";
        }
        return ", read as " + Numbers.trimmed(parsed.value(), 6) + (unit.isEmpty() ? "" : " " + unit);
    }

    private String message(String entered) {
        return label + " must be " + rangeText() + " (you entered " + entered + ").";
    }

    private static String bound(double value) {
        return Numbers.trimmed(value, 6);
    }

    /** Quotes what was typed, shortened so a pasted essay does not become the message. */
    private static String quoted(String raw) {
        String text = raw == null ? "" : raw.trim();
        if (text.length() > 24) {
            text = text.substring(0, 21) + "\u2026";
        }
        return "\u201c" + text + "\u201d";
    }
}
