package dev.retryworkbench.core.form;

/**
 * Parses what a person types or pastes into a number field, strictly and identically on the
 * JVM and in the browser.
 *
 * <p>Accepted: an optional minus sign, digits, one decimal point, an exponent ({@code 1e6}),
 * commas as thousands separators in groups of three ({@code 1,000}) and underscores between
 * digits ({@code 1_000}), surrounding white space, and one suffix the field's {@link Quantity}
 * takes ({@code 200k}, {@code 60%}, {@code 1.5 h}), after optional white space. Everything else
 * (hex, fractions, two numbers, {@code NaN}, {@code Infinity}) is not a number. Digits are
 * converted with one correctly rounded multiplication or division of exact doubles, so the result
 * never depends on the platform's {@code Double.parseDouble}.
 */
public final class NumberParser {
    /** At most this many significant digits: their integer value is exact in a double. */
    public static final int MAX_SIGNIFICANT_DIGITS = 15;
    /** 2^53: integers below it are exact in a double. */
    private static final double EXACT_INTEGER_LIMIT = 9007199254740992.0;
    private static final double[] POWERS_OF_TEN = {
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22
    };

    private NumberParser() {
    }

    /** What parsing found: a value, or the reason there is none. */
    public enum Outcome {
        /** A finite number was read; see {@link Parsed#value()}. */
        NUMBER,
        /** Nothing but white space. */
        EMPTY,
        /** Not a number in any accepted notation. */
        NOT_A_NUMBER,
        /** A number followed by letters or a percent sign that are not a suffix of the field's quantity. */
        UNKNOWN_SUFFIX,
        /** A number, but with more significant digits than are kept exactly. */
        TOO_PRECISE,
        /** A number whose magnitude is beyond 1e22; its sign is kept in the value (plus or minus infinity). */
        HUGE
    }

    /**
     * The result of {@link #parse}.
     *
     * @param value  the number converted to the field's unit
     * @param suffix the suffix that was read, such as "k" or "ms"; empty for none
     */
    public record Parsed(Outcome outcome, double value, String suffix) {
    }

    /** Parses {@code text}, which may carry no suffix, as described in the class comment. */
    public static Parsed parse(String text) {
        return parse(text, Quantity.PLAIN, 0);
    }

    /**
     * Parses {@code text} with the suffixes of {@code quantity}, converting to the field's unit, and
     * moves its decimal point {@code decimalShift} more places (-2 turns a percentage into a share),
     * all before rounding, so "33.3" with -2 gives exactly the double nearest 0.333. A suffix whose
     * factor with the digits exceeds 2^53 ("1.23456789012345d") is {@link Outcome#TOO_PRECISE}.
     */
    public static Parsed parse(String text, Quantity quantity, int decimalShift) {
        if (text == null) {
            return new Parsed(Outcome.EMPTY, 0, "");
        }
        String s = text.trim();
        if (s.isEmpty()) {
            return new Parsed(Outcome.EMPTY, 0, "");
        }
        int i = 0;
        int n = s.length();
        boolean negative = false;
        if (s.charAt(0) == '-') {
            negative = true;
            i++;
        }
        double mantissa = 0;
        int significant = 0;
        int decimalExponent = 0;
        int integerDigits = 0;
        int fractionDigits = 0;
        int groupLength = -1; // digits since the last comma; -1 before any comma
        boolean sawPoint = false;
        boolean previousWasDigit = false;
        boolean previousWasSeparator = false;
        boolean tooPrecise = false;
        for (; i < n; i++) {
            char c = s.charAt(i);
            if (c >= '0' && c <= '9') {
                if (sawPoint) {
                    fractionDigits++;
                } else {
                    integerDigits++;
                    if (groupLength >= 0) {
                        groupLength++;
                    }
                }
                if (c != '0' || significant > 0) {
                    if (significant < MAX_SIGNIFICANT_DIGITS) {
                        mantissa = mantissa * 10 + (c - '0');
                        if (sawPoint) {
                            decimalExponent--;
                        }
                    } else {
                        tooPrecise |= c != '0';
                        if (!sawPoint) {
                            decimalExponent++;
                        }
                    }
                    significant++;
                } else if (sawPoint) {
                    decimalExponent--;
                }
                previousWasDigit = true;
                previousWasSeparator = false;
            } else if (c == ',' || c == '_') {
                if (!previousWasDigit || sawPoint) {
                    return notANumber();
                }
                if (c == ',') {
                    if (groupLength >= 0 ? groupLength != 3 : integerDigits > 3) {
                        return notANumber();
                    }
                    groupLength = 0;
                }
                previousWasDigit = false;
                previousWasSeparator = true;
            } else if (c == '.') {
                if (sawPoint || previousWasSeparator) {
                    return notANumber();
                }
                sawPoint = true;
                previousWasDigit = false;
            } else {
                break;
            }
        }
        if (previousWasSeparator || integerDigits + fractionDigits == 0 || (groupLength >= 0 && groupLength != 3)) {
            return notANumber();
        }
        if (i < n && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
            i++;
            boolean negativeExponent = false;
            if (i < n && (s.charAt(i) == '-' || s.charAt(i) == '+')) {
                negativeExponent = s.charAt(i) == '-';
                i++;
            }
            int exponentStart = i;
            int exponent = 0;
            for (; i < n && s.charAt(i) >= '0' && s.charAt(i) <= '9'; i++) {
                if (exponent < 100000) {
                    exponent = exponent * 10 + (s.charAt(i) - '0');
                }
            }
            if (i == exponentStart) {
                return notANumber();
            }
            decimalExponent += negativeExponent ? -exponent : exponent;
        }
        while (i < n && isSpace(s.charAt(i))) {
            i++;
        }
        String suffixText = s.substring(i);
        int factor = 1;
        if (!suffixText.isEmpty()) {
            Quantity.Suffix suffix = quantity.suffix(suffixText);
            if (suffix == null) {
                return new Parsed(looksLikeSuffix(suffixText) ? Outcome.UNKNOWN_SUFFIX : Outcome.NOT_A_NUMBER, 0, "");
            }
            factor = suffix.factor();
            decimalExponent += suffix.shift();
        }
        decimalExponent += decimalShift;
        if (mantissa != 0 && Math.min(significant, MAX_SIGNIFICANT_DIGITS) + decimalExponent > 23) {
            return huge(negative, suffixText);
        }
        if (tooPrecise) {
            return new Parsed(Outcome.TOO_PRECISE, 0, suffixText);
        }
        if (factor != 1 && mantissa != 0) {
            // Scale the exact digits, not a rounded double, so "4.35h" is exactly 15,660 s; trailing zeros
            // move to the exponent first to keep the product small enough to stay exact.
            while (mantissa % 10 == 0) {
                mantissa /= 10;
                decimalExponent++;
            }
            mantissa *= factor;
            if (mantissa >= EXACT_INTEGER_LIMIT) {
                return new Parsed(Outcome.TOO_PRECISE, 0, suffixText);
            }
        }
        double value;
        if (mantissa == 0) {
            value = 0;
        } else if (decimalExponent >= 0) {
            value = decimalExponent <= 22 ? mantissa * POWERS_OF_TEN[decimalExponent] : Double.POSITIVE_INFINITY;
            if (value >= 1e22 || Double.isInfinite(value)) {
                return huge(negative, suffixText);
            }
        } else if (decimalExponent >= -22) {
            value = mantissa / POWERS_OF_TEN[-decimalExponent];
        } else {
            // Far below every field's resolution; two exact-operand divisions keep it deterministic.
            int rest = -decimalExponent - 22;
            value = rest <= 22 ? mantissa / POWERS_OF_TEN[22] / POWERS_OF_TEN[rest] : 0;
        }
        return new Parsed(Outcome.NUMBER, negative ? -value : value, suffixText);
    }

    /** White space between a number and its suffix, including the no-break spaces dashboards copy ("60\u202f%"). */
    private static boolean isSpace(char c) {
        return c <= ' ' || c == '\u00a0' || c == '\u202f';
    }

    /** Returns true for text made of ASCII letters and percent signs only: a suffix, if not one this field takes. */
    private static boolean looksLikeSuffix(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '%')) {
                return false;
            }
        }
        return true;
    }

    private static Parsed huge(boolean negative, String suffix) {
        return new Parsed(Outcome.HUGE, negative ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY, suffix);
    }

    private static Parsed notANumber() {
        return new Parsed(Outcome.NOT_A_NUMBER, 0, "");
    }
}
