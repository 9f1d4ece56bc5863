package dev.retryworkbench.core.check;

import java.util.List;
import java.util.Objects;

/**
 * The storm simulator's verdict on a stack: whether the entered policy recovers from the worksheet's
 * trigger, and which strategies of its comparison do.
 *
 * @param recoverySeconds the seconds the entered policy took to recover after the trigger, or null
 * @param recovering      the names of the comparison's strategies that recover, in its order
 */
public record StormOutcome(Double recoverySeconds, List<String> recovering) {
    public StormOutcome {
        recovering = List.copyOf(recovering);
        Objects.requireNonNull(recovering, "recovering");
    }

    /** Returns true when the entered policy recovers. */
    public boolean recovered() {
        return recoverySeconds != null;
    }
}
