package dev.retryworkbench.core.latency;

import dev.retryworkbench.core.random.SplitMix64;

/**
 * The draws of one call, which every policy reads alike (common random numbers): stream A, seeded with seed + 2i,
 * gives the k-th attempt its latency draw then its failure draw, made here once per call however many policies
 * read them; stream B, seeded with seed + 2i + 1, gives each policy its own backoff draws in order, from the state
 * kept here. Nothing is allocated per call.
 */
final class CallDraws {
    private static final double TWO_POW_31 = 2147483648.0;
    private static final double TWO_POW_32 = 4294967296.0;

    private final LatencyCurve curve;
    private final double seed;
    private final SplitMix64 a = new SplitMix64(0);
    /** Each attempt's latency, Q of its first draw, and its second draw, which decides whether it fails. */
    private final double[] latencies;
    private final double[] failureDraws;
    private int drawn;
    private int bHigh;
    private int bLow;

    /** Prepares the draws of calls under {@code inputs} whose policies start at most {@code maxAttempts} attempts. */
    CallDraws(LatencyInputs inputs, int maxAttempts) {
        curve = inputs.curve();
        seed = inputs.seed();
        latencies = new double[maxAttempts];
        failureDraws = new double[maxAttempts];
    }

    /** Turns to call {@code i} (0-based): no attempt drawn yet. */
    void call(int i) {
        double seedA = seed + 2.0 * i;
        a.restore(high(seedA), low(seedA));
        double seedB = seedA + 1;
        bHigh = high(seedB);
        bLow = low(seedB);
        drawn = 0;
    }

    /** Returns the latency of the call's attempt {@code k} (0-based, in the order attempts start). */
    double latency(int k) {
        drawUpTo(k);
        return latencies[k];
    }

    /** Returns the failure draw of the call's attempt {@code k}: it fails when the draw is below the failure probability. */
    double failureDraw(int k) {
        drawUpTo(k);
        return failureDraws[k];
    }

    /** Sets {@code b} to the start of the call's stream B. */
    void startB(SplitMix64 b) {
        b.restore(bHigh, bLow);
    }

    private void drawUpTo(int k) {
        while (drawn <= k) {
            latencies[drawn] = curve.at(a.unit());
            failureDraws[drawn] = a.unit();
            drawn++;
        }
    }

    /** Returns the high 32 bits of {@code value}, a whole number below 2^53, as an unsigned 64-bit integer. */
    private static int high(double value) {
        // Two int halves, not a long: TeaVM's long is a slow BigInt.
        return (int) Math.floor(value / TWO_POW_32);
    }

    /** Returns its low 32 bits. */
    private static int low(double value) {
        double low = value - Math.floor(value / TWO_POW_32) * TWO_POW_32;
        return (int) (low >= TWO_POW_31 ? low - TWO_POW_32 : low);
    }
}
