package dev.retryworkbench.core.storm;

/**
 * The natural logarithm from + - * / alone, so that the JVM and every browser give the same bits.
 * {@code Math.log} is not specified to the last bit (the JVM's intrinsic and a browser's {@code
 * Math.log} may differ by an ulp), and the exponential gaps between arrivals, -ln(1 - u), decide
 * every later event: one differing bit would change a whole run.
 *
 * <p>Method (as fdlibm's, without its bit tricks): x = m x 2^e with m in (sqrt(2)/2, sqrt(2)], found
 * by exact halvings and doublings; ln(m) = 2 atanh(s), s = (m - 1) / (m + 1), |s| <= 0.1716, summed
 * to the term s^21 / 21 (the first term left out, s^23 / 23, is below 1e-18 of the result); ln(2) in
 * two parts so e x ln(2) carries no rounding of its own. Each operation is one IEEE-754 rounding,
 * identical everywhere; the result is within 2 ulps of the true logarithm (checked against {@code
 * Math.log} in the tests).
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
        double s = (m - 1) / (m + 1);
        double z = s * s;
        double series = 1 + z * (1.0 / 3 + z * (1.0 / 5 + z * (1.0 / 7 + z * (1.0 / 9 + z * (1.0 / 11
                + z * (1.0 / 13 + z * (1.0 / 15 + z * (1.0 / 17 + z * (1.0 / 19 + z * (1.0 / 21))))))))));
        double r = 2 * s * series;
        return e * LN2_HI + (e * LN2_LO + r);
    }
}
