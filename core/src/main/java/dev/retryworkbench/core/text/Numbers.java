package dev.retryworkbench.core.text;

/**
 * Formats numbers for display with the same digits on the JVM and in every browser.
 *
 * <p>Only IEEE-754 arithmetic whose result is fully specified is used (multiply, add,
 * {@link Math#floor}), never {@code String.format}, {@code java.text} or logarithms, whose
 * output or size differs between the JVM and TeaVM's JavaScript. Halves round away from zero.
 */
public final class Numbers {
    /** Largest double below which every integer is exact (2^53). */
    private static final double EXACT_INTEGER_LIMIT = 9007199254740992.0;
    private static final double[] POWERS_OF_TEN = {
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22
    };
    private static final double SECONDS_PER_DAY = 86_400;
    /** Shown where a figure is not a finite number. */
    public static final String NOT_A_NUMBER = "\u2014";

    private Numbers() {
    }

    /** Formats an integer with comma thousands separators: 20000000 becomes "20,000,000". */
    public static String grouped(long value) {
        return fixed(value, 0);
    }

    /**
     * Formats with exactly {@code decimals} digits after the point and comma thousands separators:
     * {@code fixed(166.666, 1)} is "166.7". Values too large to print exactly fall back to
     * {@link #scientific}.
     */
    public static String fixed(double value, int decimals) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            return NOT_A_NUMBER;
        }
        if (decimals < 0 || decimals > 15) {
            throw new IllegalArgumentException("decimals must be 0 to 15: " + decimals);
        }
        double magnitude = Math.abs(value);
        // Decimals beyond a double's precision carry no information: drop them before giving up on fixed notation.
        int kept = decimals;
        while (kept > 0 && magnitude * POWERS_OF_TEN[kept] >= EXACT_INTEGER_LIMIT) {
            kept--;
        }
        double scale = POWERS_OF_TEN[kept];
        double scaled = Math.floor(magnitude * scale + 0.5);
        if (scaled >= EXACT_INTEGER_LIMIT) {
            return scientific(value, 3);
        }
        StringBuilder sb = new StringBuilder(24);
        if (value < 0 && scaled != 0) {
            sb.append('-');
        }
        double integerPart = Math.floor(scaled / scale);
        double fraction = scaled - integerPart * scale;
        appendGrouped(sb, integerPart);
        if (kept > 0) {
            sb.append('.');
            appendPadded(sb, fraction, kept);
        }
        return sb.toString();
    }

    /**
     * Formats with {@code digits} significant digits, keeping trailing zeros:
     * {@code significant(7.5, 3)} is "7.50", {@code significant(15, 3)} is "15.0".
     * Integers of more digits than that print whole, grouped: {@code significant(1234.4, 3)} is "1,234".
     */
    public static String significant(double value, int digits) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            return NOT_A_NUMBER;
        }
        if (digits < 1 || digits > 15) {
            throw new IllegalArgumentException("digits must be 1 to 15: " + digits);
        }
        double magnitude = Math.abs(value);
        if (magnitude == 0) {
            return fixed(0, digits - 1);
        }
        if (magnitude < 1e-6) {
            return scientific(value, digits);
        }
        int decimals = Math.max(0, digits - 1 - exponentOf(magnitude));
        if (decimals > 15) {
            return scientific(value, digits);
        }
        String text = fixed(value, decimals);
        // Rounding may carry into a new digit (9.996 -> 10.00): one decimal fewer keeps the count.
        if (decimals > 0 && countDigits(text) > digits) {
            text = fixed(value, decimals - 1);
        }
        return text;
    }

    /** Formats a share (0.484 is 48.4%) as a percentage with {@code decimals} decimals. */
    public static String percent(double share, int decimals) {
        return fixed(share * 100, decimals) + "%";
    }

    /**
     * Formats a whole or fractional count of milliseconds as seconds, dropping trailing zeros:
     * 10000 is "10 s", 2200 is "2.2 s", 1 is "0.001 s".
     */
    public static String secondsFromMillis(double millis) {
        return trimmed(millis / 1000.0, 3) + " s";
    }

    /**
     * Formats a duration in the largest units that read well, the one format of durations in prose:
     * under a minute in seconds to the millisecond ("37.2 s", "0.001 s"), under an hour in minutes and
     * seconds to the second ("12 min 58 s" for 777.566 s, "15 min"), under a day in hours and minutes to
     * the minute ("2 h 5 min"), then in days, hours and minutes ("23 d 7 h 30 min").
     */
    public static String duration(double seconds) {
        if (Double.isNaN(seconds)) {
            return NOT_A_NUMBER;
        }
        double sign = seconds < 0 ? -1 : 1;
        double magnitude = seconds * sign;
        String text;
        if (Double.isInfinite(magnitude)) {
            return NOT_A_NUMBER;
        } else if (Math.floor(magnitude * 1000 + 0.5) < 60_000) {
            text = trimmed(magnitude, 3) + " s";
        } else if (Math.floor(magnitude + 0.5) < 3_600) {
            double whole = Math.floor(magnitude + 0.5);
            double minutes = Math.floor(whole / 60);
            double rest = whole - minutes * 60;
            text = fixed(minutes, 0) + " min" + (rest > 0 ? " " + fixed(rest, 0) + " s" : "");
        } else if (Math.floor(magnitude / 60 + 0.5) < 1_440) {
            double minutes = Math.floor(magnitude / 60 + 0.5);
            double hours = Math.floor(minutes / 60);
            double rest = minutes - hours * 60;
            text = fixed(hours, 0) + " h" + (rest > 0 ? " " + fixed(rest, 0) + " min" : "");
        } else {
            text = duration(Math.max(magnitude, SECONDS_PER_DAY), "");
        }
        return sign < 0 ? "-" + text : text;
    }

    /** Formats a count of milliseconds as {@link #duration(double)} does: 900,000 ms is "15 min". */
    public static String durationFromMillis(double millis) {
        return duration(millis / 1000);
    }

    /**
     * Formats a duration of one day or more as days, hours and minutes, rounded to the minute, leaving
     * out parts that are zero: 2,014,215 s is "23 d 7 h 30 min", 86,400 s is "1 d". Under a day (and for
     * a figure that is not finite) it returns {@code underADay}, the caller's own format ("7.50 s",
     * "166.7 min"), so short durations read as before.
     */
    public static String duration(double seconds, String underADay) {
        if (!(seconds >= SECONDS_PER_DAY) || Double.isInfinite(seconds)) {
            return underADay;
        }
        double minutes = Math.floor(seconds / 60 + 0.5);
        if (minutes >= EXACT_INTEGER_LIMIT) {
            // Beyond minute precision: the days alone, grouped or in scientific notation.
            return fixed(seconds / SECONDS_PER_DAY, 0) + " d";
        }
        double days = Math.floor(minutes / 1440);
        double hours = Math.floor((minutes - days * 1440) / 60);
        double rest = minutes - days * 1440 - hours * 60;
        return fixed(days, 0) + " d" + (hours > 0 ? " " + fixed(hours, 0) + " h" : "")
                + (rest > 0 ? " " + fixed(rest, 0) + " min" : "");
    }

    /**
     * Formats with at most {@code maxDecimals} decimals and no trailing zeros, grouped:
     * {@code trimmed(86400, 3)} is "86,400", {@code trimmed(0.5, 3)} is "0.5".
     */
    public static String trimmed(double value, int maxDecimals) {
        return withoutTrailingZeros(fixed(value, maxDecimals));
    }

    /** Formats in scientific notation with {@code digits} significant digits: "1.23e18". */
    public static String scientific(double value, int digits) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            return NOT_A_NUMBER;
        }
        double magnitude = Math.abs(value);
        if (magnitude == 0) {
            return fixed(0, digits - 1);
        }
        int exponent = 0;
        while (magnitude >= 10) {
            magnitude /= 10;
            exponent++;
        }
        while (magnitude < 1) {
            magnitude *= 10;
            exponent--;
        }
        String mantissa = fixed(magnitude, digits - 1);
        if (mantissa.startsWith("10")) {
            exponent++;
            mantissa = fixed(magnitude / 10, digits - 1);
        }
        return (value < 0 ? "-" : "") + mantissa + "e" + exponent;
    }

    /**
     * Formats with at most {@code digits} significant digits and no trailing zeros after the point:
     * {@code significantTrimmed(2, 3)} is "2", {@code significantTrimmed(48.387, 3)} is "48.4",
     * {@code significantTrimmed(1000, 3)} is "1,000".
     */
    public static String significantTrimmed(double value, int digits) {
        return withoutTrailingZeros(significant(value, digits));
    }

    /** Drops the zeros after the last nonzero decimal, and a bare point; scientific notation stays whole. */
    private static String withoutTrailingZeros(String text) {
        if (text.indexOf('.') < 0 || text.indexOf('e') >= 0) {
            return text;
        }
        int end = text.length();
        while (text.charAt(end - 1) == '0') {
            end--;
        }
        if (text.charAt(end - 1) == '.') {
            end--;
        }
        return text.substring(0, end);
    }

    /** Returns floor(log10(magnitude)) for a positive finite magnitude, without logarithms. */
    private static int exponentOf(double magnitude) {
        int exponent = 0;
        if (magnitude >= 1) {
            while (exponent + 1 < POWERS_OF_TEN.length && magnitude >= POWERS_OF_TEN[exponent + 1]) {
                exponent++;
            }
            return exponent;
        }
        double probe = magnitude;
        while (probe < 1) {
            probe *= 10;
            exponent--;
        }
        return exponent;
    }

    private static int countDigits(String text) {
        int count = 0;
        boolean leading = true;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= '0' && c <= '9') {
                // Zeros before the first nonzero digit do not count, whatever side of the point.
                if (c != '0' || !leading) {
                    leading = false;
                    count++;
                }
            }
        }
        return count;
    }

    private static void appendGrouped(StringBuilder sb, double integer) {
        char[] digits = new char[24];
        int n = 0;
        double rest = integer;
        do {
            double digit = rest % 10;
            digits[n++] = (char) ('0' + (int) digit);
            rest = (rest - digit) / 10;
        } while (rest >= 1);
        for (int i = n - 1; i >= 0; i--) {
            sb.append(digits[i]);
            if (i > 0 && i % 3 == 0) {
                sb.append(',');
            }
        }
    }

    private static void appendPadded(StringBuilder sb, double fraction, int width) {
        char[] digits = new char[width];
        double rest = fraction;
        for (int i = width - 1; i >= 0; i--) {
            double digit = rest % 10;
            digits[i] = (char) ('0' + (int) digit);
            rest = (rest - digit) / 10;
        }
        sb.append(digits);
    }
}
