package dev.retryworkbench.core.config;

import dev.retryworkbench.core.text.Ascii;
import dev.retryworkbench.core.text.Numbers;

/**
 * Durations as the formats write them, read to milliseconds and written from whole milliseconds:
 * protobuf JSON ("0.1s"), Go ("1m30s", "100ms"), Spring Boot ("500ms", "PT0.5S", a bare number of
 * ms), ISO-8601 ("PT1S"). Reading returns NaN for a text that is not a duration of the syntax.
 */
final class Durations {
    /** protobuf's JSON Duration: a decimal number of seconds and "s" ("1.5s", ".01s"). */
    static final int PROTO = 1;
    /** Go's time.ParseDuration: number-unit pairs of ns, us, µs, ms, s, m, h ("1m30s"). */
    static final int GO = 2;
    /** Spring Boot's DurationStyle: "500ms", "10s", "1m", "2h", "1d", ISO-8601, or a bare number of ms. */
    static final int SPRING = 3;
    /** ISO-8601 as java.time.Duration.parse reads it ("PT0.5S", "PT1M", "P1D"). */
    static final int ISO = 4;

    private Durations() {
    }

    /** Returns the duration in ms, or NaN when {@code text} is not one in {@code syntax}. */
    static double parse(String text, int syntax) {
        String s = text.trim();
        if (s.isEmpty()) {
            return Double.NaN;
        }
        if (syntax == ISO || (syntax == SPRING && (s.charAt(0) == 'P' || s.charAt(0) == 'p'
                || ((s.charAt(0) == '-' || s.charAt(0) == '+') && s.length() > 1 && (s.charAt(1) == 'P' || s.charAt(1) == 'p'))))) {
            return iso(s);
        }
        if (syntax == PROTO) {
            if (!s.endsWith("s") || s.endsWith("ms") || s.endsWith("ns") || s.endsWith("us")) {
                return Double.NaN;
            }
            double seconds = Decimal.parse(s.substring(0, s.length() - 1));
            return seconds * 1000;
        }
        if (syntax == SPRING) {
            double bare = Decimal.parse(s);
            if (!Double.isNaN(bare)) {
                return bare;
            }
        }
        return units(s, syntax == GO);
    }

    /** "1h30m", "100ms", "1.5s": at least one number-unit pair; Go only allows several. */
    private static double units(String s, boolean several) {
        double total = 0;
        int i = 0;
        int pairs = 0;
        boolean negative = false;
        if (s.charAt(0) == '-' || s.charAt(0) == '+') {
            negative = s.charAt(0) == '-';
            i = 1;
        }
        if (several && s.substring(i).equals("0")) {
            return 0;
        }
        while (i < s.length()) {
            int start = i;
            while (i < s.length() && (Syntax.isDigit(s.charAt(i)) || s.charAt(i) == '.')) {
                i++;
            }
            int unitStart = i;
            while (i < s.length() && !Syntax.isDigit(s.charAt(i)) && s.charAt(i) != '.') {
                i++;
            }
            if (start == unitStart || unitStart == i) {
                return Double.NaN;
            }
            double value = Decimal.parse(s.substring(start, unitStart));
            double unit = unitMs(s.substring(unitStart, i), several);
            if (Double.isNaN(value) || Double.isNaN(unit)) {
                return Double.NaN;
            }
            total += value * unit;
            pairs++;
        }
        if (pairs > 1 && !several) {
            return Double.NaN;
        }
        return negative ? -total : total;
    }

    // Compared one by one: a string switch pulls hashing into the page's script.
    private static double unitMs(String unit, boolean go) {
        String[] names = {"ns", "us", "\u00B5s", "\u03BCs", "ms", "s", "m", "h", "d"};
        double[] factors = {1e-6, 1e-3, 1e-3, 1e-3, 1, 1000, 60_000, 3_600_000, 86_400_000};
        for (int i = 0; i < names.length; i++) {
            if (names[i].equals(unit)) {
                return go && i == names.length - 1 ? Double.NaN : factors[i];
            }
        }
        return Double.NaN;
    }

    /** ISO-8601 durations as java.time.Duration reads them: PnDTnHnMn.nS, any part optional. */
    private static double iso(String text) {
        String s = Ascii.upper(text);
        int i = 0;
        boolean negative = false;
        if (s.charAt(0) == '-' || s.charAt(0) == '+') {
            negative = s.charAt(0) == '-';
            i++;
        }
        if (i >= s.length() || s.charAt(i) != 'P') {
            return Double.NaN;
        }
        i++;
        boolean time = false;
        double total = 0;
        int parts = 0;
        while (i < s.length()) {
            if (s.charAt(i) == 'T') {
                if (time) {
                    return Double.NaN;
                }
                time = true;
                i++;
                continue;
            }
            int start = i;
            while (i < s.length() && (Syntax.isDigit(s.charAt(i)) || s.charAt(i) == '.' || s.charAt(i) == '-')) {
                i++;
            }
            if (start == i || i >= s.length()) {
                return Double.NaN;
            }
            double value = Decimal.parse(s.substring(start, i));
            char unit = s.charAt(i++);
            double ms = !time && unit == 'D' ? 86_400_000 : time && unit == 'H' ? 3_600_000
                    : time && unit == 'M' ? 60_000 : time && unit == 'S' ? 1000 : Double.NaN;
            if (Double.isNaN(value) || Double.isNaN(ms)) {
                return Double.NaN;
            }
            total += value * ms;
            parts++;
        }
        if (parts == 0) {
            return Double.NaN;
        }
        return negative ? -total : total;
    }

    /** Seconds as a decimal, from whole ms: 100 gives "0.1", 1500 "1.5", 20000 "20". */
    static String seconds(double ms) {
        return Decimal.text(ms / 1000);
    }

    /** protobuf JSON: "0.1s". */
    static String proto(double ms) {
        return seconds(ms) + "s";
    }

    /** Go and Spring Boot: "100ms" below a second and for ms that are not whole seconds, else "2s", "1m", "2h". */
    static String go(double ms) {
        if (ms == 0) {
            return "0s";
        }
        if (ms % 1000 != 0) {
            return Decimal.text(ms) + "ms";
        }
        if (ms % 3_600_000 == 0) {
            return Decimal.text(ms / 3_600_000) + "h";
        }
        if (ms % 60_000 == 0) {
            return Decimal.text(ms / 60_000) + "m";
        }
        return Decimal.text(ms / 1000) + "s";
    }

    /** A Gateway API Duration (GEP-2257): up to four parts of at most five digits, "1h30m", "2s500ms". */
    static String gateway(double ms) {
        double left = ms;
        StringBuilder sb = new StringBuilder();
        double[] sizes = {3_600_000, 60_000, 1000, 1};
        String[] units = {"h", "m", "s", "ms"};
        for (int i = 0; i < sizes.length; i++) {
            double n = Math.floor(left / sizes[i]);
            left -= n * sizes[i];
            if (n > 0) {
                sb.append(Decimal.text(n)).append(units[i]);
            }
        }
        return sb.length() == 0 ? "0s" : sb.toString();
    }

    /** ISO-8601: "PT0.5S", "PT20S". */
    static String iso(double ms) {
        return "PT" + seconds(ms) + "S";
    }

    /** In words for the report: "100 ms", "1.5 s", "10 min". */
    static String words(double ms) {
        if (ms < 1000) {
            return Numbers.trimmed(ms, 3) + " ms";
        }
        if (ms < 60_000 || ms % 60_000 != 0) {
            return Numbers.trimmed(ms / 1000, 3) + " s";
        }
        if (ms < 3_600_000 || ms % 3_600_000 != 0) {
            return Numbers.trimmed(ms / 60_000, 3) + " min";
        }
        return Numbers.trimmed(ms / 3_600_000, 3) + " h";
    }
}
