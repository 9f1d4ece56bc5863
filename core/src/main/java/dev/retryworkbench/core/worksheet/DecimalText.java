package dev.retryworkbench.core.worksheet;

/** Moves the decimal point of a number's text without rounding: the worksheet's share 0.333 is the form's 33.3. */
final class DecimalText {
    /** Beyond this many places the number is far outside every field's range; it stays in exponent form. */
    private static final int MAX_PLAIN_PLACES = 40;

    private DecimalText() {
    }

    /**
     * Returns {@code number} times 10^{@code places} written without an exponent: ("0.333", 2) gives
     * "33.3", ("5e-1", 2) gives "50". Text that is not a plain JSON number is returned with an
     * exponent appended, which the form's parser reads the same way.
     */
    static String shift(String number, int places) {
        int i = 0;
        boolean negative = number.startsWith("-");
        if (negative) {
            i++;
        }
        StringBuilder digits = new StringBuilder();
        int pointAt = -1;
        int exponent = 0;
        for (; i < number.length(); i++) {
            char c = number.charAt(i);
            if (c >= '0' && c <= '9') {
                digits.append(c);
            } else if (c == '.' && pointAt < 0) {
                pointAt = digits.length();
            } else if (c == 'e' || c == 'E') {
                exponent = exponentOf(number, i + 1);
                if (exponent == Integer.MIN_VALUE) {
                    return number + "e" + places;
                }
                break;
            } else {
                return number + "e" + places;
            }
        }
        if (digits.length() == 0) {
            return number + "e" + places;
        }
        int point = (pointAt < 0 ? digits.length() : pointAt) + exponent + places;
        if (Math.abs(point) > MAX_PLAIN_PLACES + digits.length()) {
            return number + "e" + places;
        }
        while (point > digits.length()) {
            digits.append('0');
        }
        while (point < 1) {
            digits.insert(0, '0');
            point++;
        }
        int wholeStart = 0;
        while (wholeStart < point - 1 && digits.charAt(wholeStart) == '0') {
            wholeStart++;
        }
        int fractionEnd = digits.length();
        while (fractionEnd > point && digits.charAt(fractionEnd - 1) == '0') {
            fractionEnd--;
        }
        String whole = digits.substring(wholeStart, point);
        String fraction = digits.substring(point, fractionEnd);
        return (negative ? "-" : "") + whole + (fraction.isEmpty() ? "" : "." + fraction);
    }

    /** Reads an exponent such as "+2", "-7" or "12"; Integer.MIN_VALUE when it is malformed or huge. */
    private static int exponentOf(String number, int from) {
        int i = from;
        boolean negative = false;
        if (i < number.length() && (number.charAt(i) == '+' || number.charAt(i) == '-')) {
            negative = number.charAt(i) == '-';
            i++;
        }
        if (i >= number.length() || number.length() - i > 6) {
            return Integer.MIN_VALUE;
        }
        int value = 0;
        for (; i < number.length(); i++) {
            char c = number.charAt(i);
            if (c < '0' || c > '9') {
                return Integer.MIN_VALUE;
            }
            value = value * 10 + (c - '0');
        }
        return negative ? -value : value;
    }
}
