package dev.retryworkbench.core.form;

import dev.retryworkbench.core.text.Numbers;

/**
 * The allowed range of one storm input, declared once: the input records check their values with
 * it, and a form can take its limits from it.
 *
 * @param name  the input's name in messages, as the worksheet spells it
 * @param min   the smallest allowed value
 * @param max   the largest allowed value
 * @param whole true when only whole numbers are allowed
 */
public record Bounds(String name, double min, double max, boolean whole) {

    /** Returns {@code value}, or throws {@link IllegalArgumentException} saying what is allowed. */
    public double require(double value) {
        if (!(value >= min && value <= max) || (whole && value != Math.floor(value))) {
            throw new IllegalArgumentException(name + " must be " + (whole ? "a whole number" : "a number")
                    + " from " + Numbers.trimmed(min, 6) + " to " + Numbers.trimmed(max, 6) + ", not "
                    + Numbers.trimmed(value, 6));
        }
        return value;
    }
}
