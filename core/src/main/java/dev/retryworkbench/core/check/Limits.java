package dev.retryworkbench.core.check;

import dev.retryworkbench.core.amplification.AmplificationFields;
import dev.retryworkbench.core.amplification.LayerChain;
import dev.retryworkbench.core.config.ConfigBlock;
import dev.retryworkbench.core.form.Bounds;

/**
 * The limits a stack is checked against (the stack file's {@code limits}).
 *
 * @param maxAttempts the physical attempts one call may make
 * @param retryOwners how many layers may retry
 * @param worstCaseMs the longest the worst case without the deadline may be, or null to take the deadline
 */
public record Limits(int maxAttempts, int retryOwners, Long worstCaseMs) {
    public static final Bounds MAX_ATTEMPTS = new Bounds("limits.maxAttempts", 1, AmplificationFields.MAX_PRODUCT,
            true);
    public static final Bounds RETRY_OWNERS = new Bounds("limits.retryOwners", 1, LayerChain.MAX_DEPTH, true);
    public static final Bounds WORST_CASE_MS = new Bounds("limits.worstCaseMs", 1, ConfigBlock.MAX_MS, true);

    /** The limits a stack file that writes none is checked against: 10 attempts, 1 owner, the deadline. */
    public static final Limits DEFAULTS = new Limits(10, 1, null);

    /** Creates limits; throws {@link IllegalArgumentException} naming the limit and its range. */
    public Limits {
        MAX_ATTEMPTS.require(maxAttempts);
        RETRY_OWNERS.require(retryOwners);
        if (worstCaseMs != null) {
            WORST_CASE_MS.require(worstCaseMs);
        }
    }

    /** Returns the limit on the worst case for a stack with this deadline (null: none), or null for none. */
    public Long worstCaseMs(Long deadlineMs) {
        return worstCaseMs != null ? worstCaseMs : deadlineMs;
    }
}
