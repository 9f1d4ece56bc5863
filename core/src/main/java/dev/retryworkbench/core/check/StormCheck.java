package dev.retryworkbench.core.check;

import dev.retryworkbench.core.config.Position;
import java.util.Objects;

/**
 * The stack file's {@code storm}: a storm worksheet whose layers the stack's replace, and whether its trigger
 * must recover.
 *
 * @param inputs      the worksheet's path, relative to the stack file's folder
 * @param worksheet   the worksheet's text
 * @param mustRecover true when a trigger that does not recover is an error
 * @param position    where the {@code storm} key is in the stack file
 */
public record StormCheck(String inputs, String worksheet, boolean mustRecover, Position position) {
    public StormCheck {
        Objects.requireNonNull(inputs, "inputs");
        Objects.requireNonNull(worksheet, "worksheet");
        Objects.requireNonNull(position, "position");
    }
}
