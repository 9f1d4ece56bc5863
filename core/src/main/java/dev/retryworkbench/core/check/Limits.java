package dev.retryworkbench.core.check;

import dev.retryworkbench.core.amplification.AmplificationFields;
import dev.retryworkbench.core.form.Bounds;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.NumberField;

/**
 * The limits a stack is checked against (the stack file's {@code limits}, the workbench's "Limits for the
 * checks"): their ranges and defaults are the workbench's fields' ({@link AmplificationFields#LIMIT_ATTEMPTS}).
 *
 * @param maxAttempts the physical attempts one call may make
 * @param retryOwners how many layers may retry
 * @param worstCaseMs the longest the worst case without the deadline may be, or null to take the deadline
 */
public record Limits(int maxAttempts, int retryOwners, Long worstCaseMs) {
    public static final Bounds MAX_ATTEMPTS = bounds(AmplificationFields.LIMIT_ATTEMPTS);
    public static final Bounds RETRY_OWNERS = bounds(AmplificationFields.LIMIT_OWNERS);
    public static final Bounds WORST_CASE_MS = bounds(AmplificationFields.LIMIT_WORST_CASE);

    /** The limits a stack file that writes none is checked against: 10 attempts, 1 owner, the deadline. */
    public static final Limits DEFAULTS = new Limits(Integer.parseInt(AmplificationFields.LIMIT_ATTEMPTS.defaultText()),
            Integer.parseInt(AmplificationFields.LIMIT_OWNERS.defaultText()), null);

    /** Creates limits; throws {@link IllegalArgumentException} naming the limit and its range. */
    public Limits {
        MAX_ATTEMPTS.require(maxAttempts);
        RETRY_OWNERS.require(retryOwners);
        if (worstCaseMs != null) {
            WORST_CASE_MS.require(worstCaseMs);
        }
    }

    /** Returns the limits entered in a valid reading of the workbench's form. */
    public static Limits of(FormReading reading) {
        return new Limits((int) reading.number(AmplificationFields.LIMIT_ATTEMPTS),
                (int) reading.number(AmplificationFields.LIMIT_OWNERS),
                reading.present(AmplificationFields.LIMIT_WORST_CASE)
                        ? Long.valueOf((long) reading.number(AmplificationFields.LIMIT_WORST_CASE)) : null);
    }

    private static Bounds bounds(NumberField field) {
        return new Bounds(field.worksheetPath(), field.min(), field.max(), field.wholeNumber());
    }

    /** Returns the limit on the worst case for a stack with this deadline (null: none), or null for none. */
    public Long worstCaseMs(Long deadlineMs) {
        return worstCaseMs != null ? worstCaseMs : deadlineMs;
    }
}
