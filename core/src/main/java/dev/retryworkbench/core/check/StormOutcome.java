package dev.retryworkbench.core.check;

import java.util.List;
import java.util.Objects;

/**
 * The storm simulator's verdict on a stack: whether the entered policy recovers from the worksheet's
 * trigger, and which strategies of its comparison do.
 *
 * @param recoverySeconds the seconds the entered policy took to recover after the trigger, or null
 * @param recovering      the names of the comparison's strategies that recover, in its order
 * @param folded          how many outer layers were folded into the storm's runner layer (0 for a stack of
 *                        at most three)
 */
public record StormOutcome(Double recoverySeconds, List<String> recovering, int folded) {
    public StormOutcome {
        recovering = List.copyOf(recovering);
        Objects.requireNonNull(recovering, "recovering");
    }

    /** Returns true when the entered policy recovers. */
    public boolean recovered() {
        return recoverySeconds != null;
    }
}
