package dev.retryworkbench.core.config;

import dev.retryworkbench.core.form.NumberParser;
import dev.retryworkbench.core.json.ShortestDouble;

/** Numbers as config texts write them, read and written identically on the JVM and in the browser. */
final class Decimal {
    private Decimal() {
    }

    /**
     * Parses a plain number: sign, digits (Python's 1_000 too), decimals, exponent, and a Java suffix
     * (5L, 1.5f, 2d). Returns NaN for anything else and an infinity for a number beyond 1e22.
     */
    static double parse(String text) {
        String s = text.trim();
        if (s.startsWith("+")) {
            s = s.substring(1);
        }
        if (s.length() > 1 && "lLfFdD".indexOf(s.charAt(s.length() - 1)) >= 0
                && Syntax.isDigit(s.charAt(s.length() - 2))) {
            s = s.substring(0, s.length() - 1);
        }
        StringBuilder digits = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '_' && i > 0 && i + 1 < s.length() && Syntax.isDigit(s.charAt(i - 1))
                    && Syntax.isDigit(s.charAt(i + 1))) {
                continue;
            }
            if (!Syntax.isDigit(c) && c != '.' && c != '-' && c != 'e' && c != 'E' && c != '+') {
                return Double.NaN;
            }
            digits.append(c);
        }
        NumberParser.Parsed parsed = NumberParser.parse(digits.toString());
        switch (parsed.outcome()) {
            case NUMBER:
                return parsed.value();
            case HUGE:
                return parsed.value() < 0 ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
            default:
                return Double.NaN;
        }
    }

    /** Writes a finite number as the shortest text that reads back to it: 2, 1.5, 0.1. */
    static String text(double value) {
        return ShortestDouble.format(value);
    }
}
