package dev.retryworkbench.core.check;

import dev.retryworkbench.core.amplification.AmplificationResult;
import java.util.List;
import java.util.Objects;

/**
 * A stack and what the checks found on it.
 *
 * @param stack    the stack as read
 * @param result   the workbench's results for the stack, or null when its attempt limits multiply past what
 *                 the workbench traces
 * @param storm    the storm's verdict, or null without {@code storm}
 * @param findings the findings, in the order of the rules, then of the layers
 */
public record Checked(Stack stack, AmplificationResult result, StormOutcome storm, List<Finding> findings) {
    public Checked {
        Objects.requireNonNull(stack, "stack");
        findings = List.copyOf(findings);
    }

    /** Returns true when a finding's level reaches {@code threshold}; never for a null threshold. */
    public boolean fails(Level threshold) {
        for (Finding finding : findings) {
            if (threshold != null && finding.level().reaches(threshold)) {
                return true;
            }
        }
        return false;
    }

    /** Returns how many findings have the level. */
    public int count(Level level) {
        int n = 0;
        for (Finding finding : findings) {
            n += finding.level() == level ? 1 : 0;
        }
        return n;
    }
}
