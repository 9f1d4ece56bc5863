package dev.retryworkbench.core.latency;

/**
 * An attempt's latency as the dependency's dashboard shows it, turned into a quantile function: Q(u)
 * is piecewise linear through (0, min), (0.5, p50), (0.9, p90), (0.99, p99), (0.999, p99.9) and
 * (1, max) over the points given, in + - * / only, so the JVM and every browser draw the same
 * latencies. An empty minimum is 0; an empty p90 or p99.9 is left out; an empty maximum extends the
 * last segment's slope to u = 1.
 */
public final class LatencyCurve {
    /** The cumulative shares of the dashboard's points, minimum to maximum. */
    static final double[] SHARES = {0, 0.5, 0.9, 0.99, 0.999, 1};

    private final double[] u;
    private final double[] ms;

    /**
     * Creates the curve; a NaN stands for an empty p90, p99.9 or maximum (the minimum is 0 when empty).
     * The values given must not decrease; throws {@link IllegalArgumentException} otherwise.
     */
    public LatencyCurve(double minMs, double p50Ms, double p90Ms, double p99Ms, double p999Ms, double maxMs) {
        double[] given = {minMs, p50Ms, p90Ms, p99Ms, p999Ms, maxMs};
        int count = 0;
        for (double value : given) {
            count += Double.isNaN(value) ? 0 : 1;
        }
        boolean extend = Double.isNaN(maxMs);
        u = new double[extend ? count + 1 : count];
        ms = new double[u.length];
        int n = 0;
        for (int i = 0; i < given.length; i++) {
            if (!Double.isNaN(given[i])) {
                if (!(given[i] >= 0) || (n > 0 && given[i] < ms[n - 1])) {
                    throw new IllegalArgumentException("latency points must not decrease");
                }
                u[n] = SHARES[i];
                ms[n] = given[i];
                n++;
            }
        }
        if (extend) {
            // The slope of the last segment, carried on to u = 1.
            double slope = (ms[n - 1] - ms[n - 2]) / (u[n - 1] - u[n - 2]);
            u[n] = 1;
            ms[n] = ms[n - 1] + slope * (1 - u[n - 1]);
        }
    }

    /** Returns Q(share): the latency at that cumulative share, 0 to 1. */
    public double at(double share) {
        int i = 1;
        while (i < u.length - 1 && share > u[i]) {
            i++;
        }
        double u0 = u[i - 1];
        double m0 = ms[i - 1];
        return m0 + (ms[i] - m0) * (share - u0) / (u[i] - u0);
    }

    /** Returns the longest latency the curve gives: Q(1). */
    public double maximum() {
        return ms[ms.length - 1];
    }
}
