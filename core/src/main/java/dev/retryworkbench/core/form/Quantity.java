package dev.retryworkbench.core.form;

/**
 * What a number field measures, as far as a pasted suffix is concerned ("200k", "60%", "6s"). It is
 * derived from the field's declaration alone ({@link #of}), so no field lists its own suffixes. Each
 * suffix multiplies the typed number by a small integer and a power of ten, which {@link NumberParser}
 * applies to the exact decimal digits before rounding once: "4.35h" is exactly 15,660 s.
 */
public enum Quantity {
    /** A unitless factor whose range starts above 0 and passes 1, such as the multiplier (1 to 10): no suffix. */
    PLAIN(""),
    /**
     * A count or a rate (any other unit, and the unitless whole numbers such as attempt limits and the
     * seed): k or K is a thousand, M a million. A lower-case m is refused: elsewhere it means minutes.
     */
    COUNT("k or K for thousands, M for millions", new Suffix("k", 1, 3), new Suffix("K", 1, 3), new Suffix("M", 1, 6)),
    /**
     * A percentage (unit "%" or "percent"): "60%" is 60. With unit "%" the worksheet keeps the share
     * ({@link NumberField#percent}); with unit "percent" it keeps the percentage, as Envoy's YAML keeps
     * budget_percent.
     */
    PERCENT("%", new Suffix("%", 1, 0)),
    /**
     * A share or a ratio, unitless and non-whole, from 0: a probability (0 to 1), or a ratio that may pass
     * 1 such as retries per first try or a jitter factor. "50%" is 0.5.
     */
    PROBABILITY("% for a percentage", new Suffix("%", 1, -2)),
    /** A duration in milliseconds (unit "ms"). */
    MILLISECONDS("ms, s, m or min, h, d", durations(0)),
    /** A duration in seconds (unit "s"). */
    SECONDS("ms, s, m or min, h, d", durations(-3));

    /**
     * One suffix: the number it follows is multiplied by {@code factor} times 10^{@code shift}.
     * Factors stay small (at most 864) so the product with 15 significant digits is usually exact.
     */
    public record Suffix(String text, int factor, int shift) {
    }

    private final String described;
    private final Suffix[] suffixes;

    Quantity(String described, Suffix... suffixes) {
        this.described = described;
        this.suffixes = suffixes;
    }

    /** Returns the quantity of {@code field}, from its unit and whether it holds whole numbers. */
    public static Quantity of(NumberField field) {
        String unit = field.unit();
        if ("ms".equals(unit)) {
            return MILLISECONDS;
        }
        if ("s".equals(unit)) {
            return SECONDS;
        }
        if ("%".equals(unit) || "percent".equals(unit)) {
            return PERCENT;
        }
        if (unit.isEmpty() && !field.wholeNumber()) {
            // A range from 0 (or within 0 to 1) makes a share or a ratio, which a percentage can state;
            // one from above 0, such as the multiplier's from 1, is a factor, and "200%" there says nothing clear.
            return field.min() >= 0 && (field.max() <= 1 || field.min() == 0) ? PROBABILITY : PLAIN;
        }
        return COUNT;
    }

    /** Returns the suffix spelled exactly {@code text}, or null when this quantity takes no such suffix. */
    public Suffix suffix(String text) {
        for (Suffix suffix : suffixes) {
            if (suffix.text().equals(text)) {
                return suffix;
            }
        }
        return null;
    }

    /** Lists the suffixes for a message, "ms, s, m or min, h, d"; empty when there are none. */
    public String described() {
        return described;
    }

    /**
     * Returns the duration suffixes for a field whose unit is 10^-{@code unitShift} milliseconds (0 for
     * ms, -3 for s): each suffix's length in milliseconds is factor times 10^shift (a minute is 6 times 10^4 ms).
     */
    private static Suffix[] durations(int unitShift) {
        return new Suffix[] {
            new Suffix("ms", 1, unitShift),
            new Suffix("s", 1, 3 + unitShift),
            new Suffix("m", 6, 4 + unitShift),
            new Suffix("min", 6, 4 + unitShift),
            new Suffix("h", 36, 5 + unitShift),
            new Suffix("d", 864, 5 + unitShift)
        };
    }
}
