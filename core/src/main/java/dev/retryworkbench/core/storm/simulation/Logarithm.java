package dev.retryworkbench.core.storm.simulation;

/**
 * The natural logarithm from + - * / alone, so that the JVM and every browser give the same bits.
 * {@code Math.log} is not specified to the last bit (the JVM's intrinsic and a browser's {@code
 * Math.log} may differ by an ulp), and the exponential gaps between arrivals, -ln(1 - u), decide
 * every later event: one differing bit would change a whole run.
 *
 * <p>Method (fdlibm's {@code e_log.c}, without its bit tricks and with Taylor coefficients in place of
 * its minimax ones): x = m x 2^e with m in (sqrt(2)/2, sqrt(2)], found by exact halvings and
 * doublings; with f = m - 1 and s = f / (2 + f), |s| <= 0.1716, ln(m) = 2 atanh(s), summed to the term
 * 2 s^23 / 23 (the first term left out is below 1e-20 of the result) and arranged as fdlibm does so
 * the rounding of s hardly matters; ln(2) in two parts so e x ln(2) carries no rounding of its own.
 * Each operation is one IEEE-754 rounding, identical everywhere; the result is within 1 ulp of the
 * true logarithm (checked against {@code Math.log} in the tests).
 */
final class Logarithm {
    private static final double LN2_HI = 6.93147180369123816490e-01;
    private static final double LN2_LO = 1.90821492927058770002e-10;
    private static final double SQRT2 = 1.4142135623730951;

    private Logarithm() {
    }

    /** Returns ln(x) for a finite x > 0 (not subnormal). */
    static double ln(double x) {
        if (!(x > 0) || x == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("ln needs a finite positive argument");
        }
        double m = x;
        int e = 0;
        while (m > SQRT2) {
            m *= 0.5;
            e++;
        }
        while (m * SQRT2 <= 1) {
            m *= 2;
            e--;
        }
        double f = m - 1;
        double halfSquare = 0.5 * f * f;
        double s = f / (2 + f);
        double z = s * s;
        // 2 atanh(s) = 2s + s R, R = 2z/3 + 2z^2/5 + ... + 2z^11/23.
        double r = z * (2.0 / 3 + z * (2.0 / 5 + z * (2.0 / 7 + z * (2.0 / 9 + z * (2.0 / 11 + z * (2.0 / 13
                + z * (2.0 / 15 + z * (2.0 / 17 + z * (2.0 / 19 + z * (2.0 / 21 + z * (2.0 / 23)))))))))));
        // fdlibm's arrangement: 2s = f - halfSquare + s halfSquare, so ln(m) = f - (halfSquare - s (halfSquare + R)).
        return e * LN2_HI - ((halfSquare - (s * (halfSquare + r) + e * LN2_LO)) - f);
    }
}
