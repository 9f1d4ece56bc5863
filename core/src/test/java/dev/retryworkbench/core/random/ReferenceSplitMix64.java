package dev.retryworkbench.core.random;

/**
 * The spec's PRNG contract written the obvious way with {@code long}, independent of the
 * int-halves {@link SplitMix64}, for tests to compare against.
 */
public final class ReferenceSplitMix64 {
    private long state;

    /** Starts from {@code seed} as an unsigned 64-bit state. */
    public ReferenceSplitMix64(long seed) {
        state = seed;
    }

    /** Returns the next 64-bit output. */
    public long next() {
        state += 0x9E3779B97F4A7C15L;
        long z = state;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** Returns the top 53 bits of the next output as a double in [0, 1). */
    public double unit() {
        return (next() >>> 11) * 0x1.0p-53;
    }

    /** Returns lo + floor(unit() * (hi - lo + 1)). */
    public long uniformInt(long lo, long hi) {
        return lo + (long) Math.floor(unit() * (double) (hi - lo + 1));
    }
}
