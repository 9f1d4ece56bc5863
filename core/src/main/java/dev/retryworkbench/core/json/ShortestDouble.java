package dev.retryworkbench.core.json;

/**
 * Writes a double as the shortest decimal that reads back to the same double, in the notation of
 * JavaScript's {@code Number.prototype.toString}: {@code 166.66666666666666}, {@code 0.03125},
 * {@code 20000000}, {@code 1e+21}, {@code 1.5e-7}.
 *
 * <p>Identical output on the JVM and in TeaVM's JavaScript matters more than speed here (worksheet
 * files must compare byte for byte), so this is the exact free-format algorithm of Steele and White
 * as refined by Burger and Dybvig, on a small exact big-number type: no platform formatting, no
 * floating-point approximations. Integers below 2^53 take a fast path, and so do the short decimals
 * most figures are (1.25, 0.05), whose digits a few double operations prove exactly ({@link #shortDecimal});
 * the big numbers cost about 10 us a call in TeaVM's JavaScript, where their {@code long}s are BigInts, so
 * a survival map's CSV of 3,600 such figures took a task of 30 to 50 ms.
 */
public final class ShortestDouble {
    private static final double TWO_POW_53 = 9007199254740992.0;
    /**
     * Below this, value x 10^k (two roundings of 2^-53 each) is within 2^-52 x 2^50 = 1/4 of the whole
     * number it approximates, so rounding it finds that number.
     */
    private static final double TWO_POW_50 = 1125899906842624.0;
    /** The powers of ten a double holds exactly. */
    private static final double[] POWERS_OF_TEN = {
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17,
        1e18, 1e19, 1e20, 1e21, 1e22};

    private ShortestDouble() {
    }

    /** Formats a finite double; throws for NaN and infinities, which JSON cannot hold. */
    public static String format(double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            throw new IllegalArgumentException("not a finite number");
        }
        String text = formatShort(value);
        if (text != null) {
            return text;
        }
        return value < 0 ? "-" + fromDigits(-value) : fromDigits(value);
    }

    /**
     * Formats a finite double as {@link #format} does when it is an integer below 2^53 or a short decimal (1.25,
     * 0.05); returns null for any other. It leaves out the big-number algorithm, so a page's script that formats
     * only such numbers (a preset's declared values, {@code PresetTextsTest}) does not carry it.
     */
    public static String formatShort(double value) {
        if (value == 0) {
            return "0";
        }
        double magnitude = Math.abs(value);
        String text = magnitude < TWO_POW_53 && magnitude == Math.floor(magnitude) ? integerText(magnitude)
                : shortDecimal(magnitude);
        return text == null || value > 0 ? text : "-" + text;
    }

    private static String integerText(double magnitude) {
        char[] digits = new char[17];
        int n = 0;
        double rest = magnitude;
        while (rest >= 1) {
            double digit = rest % 10;
            digits[n++] = (char) ('0' + (int) digit);
            rest = (rest - digit) / 10;
        }
        StringBuilder sb = new StringBuilder(n);
        for (int i = n - 1; i >= 0; i--) {
            sb.append(digits[i]);
        }
        return sb.toString();
    }

    /**
     * Returns the shortest digits of a positive non-integer as {@link #fromDigits} does, when they are found
     * with double operations alone, else null. With m / 10^k == magnitude for m and 10^k exact doubles,
     * the decimal m x 10^-k reads back as the magnitude (IEEE division and a correct reader round the same
     * exact quotient, ties to even); the smallest such k gives the fewest significant digits (their count
     * grows with k for a fixed magnitude); and while 10^-k is more than twice the magnitude's ulp, no other
     * decimal of k places is within the rounding interval (at most an ulp wide), so m is the only candidate,
     * which is also the one the free-format algorithm picks.
     */
    private static String shortDecimal(double magnitude) {
        double ulp = Math.ulp(magnitude);
        for (int k = 1; k < POWERS_OF_TEN.length; k++) {
            double power = POWERS_OF_TEN[k];
            double scaled = magnitude * power;
            if (scaled >= TWO_POW_50 || ulp * power >= 0.5) {
                return null;
            }
            double m = Math.rint(scaled);
            if (m != 0 && m / power == magnitude) {
                String digits = integerText(m);
                return layout(digits, digits.length() - k);
            }
        }
        return null;
    }

    /** Generates the shortest digits and lays them out as JavaScript does. */
    static String fromDigits(double magnitude) {
        long bits = Double.doubleToLongBits(magnitude);
        int biasedExponent = (int) ((bits >>> 52) & 0x7ff);
        long fraction = bits & 0xfffffffffffffL;
        long mantissa = biasedExponent == 0 ? fraction : fraction | (1L << 52);
        int exponent = (biasedExponent == 0 ? 1 : biasedExponent) - 1075;
        boolean even = (mantissa & 1) == 0;
        // value = mantissa * 2^exponent; r/s is the value, mPlus/s and mMinus/s the half-gaps to neighbours.
        BigNat r;
        BigNat s;
        BigNat mPlus;
        BigNat mMinus;
        boolean unequalGaps = fraction == 0 && biasedExponent > 1;
        if (exponent >= 0) {
            BigNat be = BigNat.of(1).shiftLeft(exponent);
            if (unequalGaps) {
                r = BigNat.of(mantissa).shiftLeft(exponent + 2);
                s = BigNat.of(4);
                mPlus = be.shiftLeft(1);
                mMinus = be;
            } else {
                r = BigNat.of(mantissa).shiftLeft(exponent + 1);
                s = BigNat.of(2);
                mPlus = be;
                mMinus = be;
            }
        } else if (unequalGaps) {
            r = BigNat.of(mantissa).shiftLeft(2);
            s = BigNat.of(1).shiftLeft(-exponent + 2);
            mPlus = BigNat.of(2);
            mMinus = BigNat.of(1);
        } else {
            r = BigNat.of(mantissa).shiftLeft(1);
            s = BigNat.of(1).shiftLeft(-exponent + 1);
            mPlus = BigNat.of(1);
            mMinus = BigNat.of(1);
        }
        // Find k, the smallest integer with (r + mPlus) / s < 10^k (or <= when even), by scaling.
        int k = 0;
        while (compareHigh(r, mPlus, s, even)) {
            s = s.multiplySmall(10);
            k++;
        }
        while (true) {
            BigNat r10 = r.multiplySmall(10);
            BigNat mPlus10 = mPlus.multiplySmall(10);
            if (compareHigh(r10, mPlus10, s, even)) {
                break;
            }
            r = r10;
            mPlus = mPlus10;
            mMinus = mMinus.multiplySmall(10);
            k--;
        }
        StringBuilder digits = new StringBuilder(17);
        while (true) {
            r = r.multiplySmall(10);
            mPlus = mPlus.multiplySmall(10);
            mMinus = mMinus.multiplySmall(10);
            int digit = 0;
            while (r.compareTo(s) >= 0) {
                r = r.subtract(s);
                digit++;
            }
            int lowCompare = r.compareTo(mMinus);
            boolean low = even ? lowCompare <= 0 : lowCompare < 0;
            int highCompare = r.add(mPlus).compareTo(s);
            boolean high = even ? highCompare >= 0 : highCompare > 0;
            if (low || high) {
                if (low && high) {
                    int twice = r.shiftLeft(1).compareTo(s);
                    if (twice >= 0) {
                        digit++;
                    }
                } else if (high) {
                    digit++;
                }
                digits.append((char) ('0' + digit));
                break;
            }
            digits.append((char) ('0' + digit));
        }
        return layout(digits.toString(), k);
    }

    /** Returns true when (r + m) / s reaches 1: the next scaled digit would be 10 or more. */
    private static boolean compareHigh(BigNat r, BigNat m, BigNat s, boolean even) {
        int c = r.add(m).compareTo(s);
        return even ? c >= 0 : c > 0;
    }

    /** Lays out digits d1..dn with value 0.d1..dn * 10^k as ECMAScript's Number::toString does. */
    private static String layout(String digits, int k) {
        int n = digits.length();
        StringBuilder sb = new StringBuilder(n + 8);
        if (n <= k && k <= 21) {
            sb.append(digits);
            for (int i = n; i < k; i++) {
                sb.append('0');
            }
        } else if (0 < k && k <= 21) {
            sb.append(digits, 0, k).append('.').append(digits, k, n);
        } else if (-6 < k && k <= 0) {
            sb.append("0.");
            for (int i = 0; i < -k; i++) {
                sb.append('0');
            }
            sb.append(digits);
        } else {
            int e = k - 1;
            sb.append(digits.charAt(0));
            if (n > 1) {
                sb.append('.').append(digits, 1, n);
            }
            sb.append('e').append(e < 0 ? '-' : '+').append(Math.abs(e));
        }
        return sb.toString();
    }
}
