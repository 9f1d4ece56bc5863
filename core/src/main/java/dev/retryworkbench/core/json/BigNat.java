package dev.retryworkbench.core.json;

/**
 * An immutable natural number of any size, little-endian in base 2^16 limbs held in ints, with only
 * what {@link ShortestDouble} needs. 16-bit limbs keep every product inside an int, so the code is
 * fast and exact in TeaVM's JavaScript too, where a long would be a BigInt.
 */
final class BigNat {
    private static final int BASE_BITS = 16;
    private static final int MASK = 0xffff;
    private final int[] limbs;

    private BigNat(int[] limbs) {
        int n = limbs.length;
        while (n > 0 && limbs[n - 1] == 0) {
            n--;
        }
        this.limbs = n == limbs.length ? limbs : java.util.Arrays.copyOf(limbs, n);
    }

    static BigNat of(long value) {
        int[] limbs = new int[4];
        long rest = value;
        for (int i = 0; i < 4; i++) {
            limbs[i] = (int) (rest & MASK);
            rest >>>= BASE_BITS;
        }
        return new BigNat(limbs);
    }

    BigNat shiftLeft(int bits) {
        int limbShift = bits / BASE_BITS;
        int bitShift = bits % BASE_BITS;
        int[] out = new int[limbs.length + limbShift + 1];
        for (int i = 0; i < limbs.length; i++) {
            int shifted = limbs[i] << bitShift;
            out[i + limbShift] |= shifted & MASK;
            out[i + limbShift + 1] |= shifted >>> BASE_BITS;
        }
        return new BigNat(out);
    }

    BigNat multiplySmall(int factor) {
        int[] out = new int[limbs.length + 1];
        int carry = 0;
        for (int i = 0; i < limbs.length; i++) {
            int product = limbs[i] * factor + carry;
            out[i] = product & MASK;
            carry = product >>> BASE_BITS;
        }
        out[limbs.length] = carry;
        return new BigNat(out);
    }

    BigNat add(BigNat other) {
        int n = Math.max(limbs.length, other.limbs.length);
        int[] out = new int[n + 1];
        int carry = 0;
        for (int i = 0; i < n; i++) {
            int sum = limb(i) + other.limb(i) + carry;
            out[i] = sum & MASK;
            carry = sum >>> BASE_BITS;
        }
        out[n] = carry;
        return new BigNat(out);
    }

    /** Subtracts a number no larger than this one. */
    BigNat subtract(BigNat other) {
        int[] out = new int[limbs.length];
        int borrow = 0;
        for (int i = 0; i < limbs.length; i++) {
            int difference = limbs[i] - other.limb(i) - borrow;
            borrow = difference < 0 ? 1 : 0;
            out[i] = difference & MASK;
        }
        return new BigNat(out);
    }

    int compareTo(BigNat other) {
        if (limbs.length != other.limbs.length) {
            return limbs.length < other.limbs.length ? -1 : 1;
        }
        for (int i = limbs.length - 1; i >= 0; i--) {
            if (limbs[i] != other.limbs[i]) {
                return limbs[i] < other.limbs[i] ? -1 : 1;
            }
        }
        return 0;
    }

    private int limb(int i) {
        return i < limbs.length ? limbs[i] : 0;
    }
}
