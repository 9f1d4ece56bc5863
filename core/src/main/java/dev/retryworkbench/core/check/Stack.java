package dev.retryworkbench.core.check;

import java.util.List;
import java.util.Objects;

/**
 * A stack file as read: its layers outermost first, the caller's deadline, the attempt timeout, the limits,
 * the optional storm, and notes on what was not read (the other policies of a file holding several).
 *
 * @param file             the stack file's name, as findings on its own keys name it
 * @param layers           the layers, outermost first, 1 to 8
 * @param deadlineMs       the caller's deadline, or null for none
 * @param attemptTimeoutMs the physical attempt timeout
 * @param limits           what the stack is checked against
 * @param storm            the storm check, or null
 * @param notes            what the reader says besides: the policies of a file it did not read
 */
public record Stack(String file, List<StackLayer> layers, Long deadlineMs, long attemptTimeoutMs, Limits limits,
        StormCheck storm, List<String> notes) {
    public Stack {
        Objects.requireNonNull(file, "file");
        layers = List.copyOf(layers);
        Objects.requireNonNull(limits, "limits");
        notes = List.copyOf(notes);
        if (layers.isEmpty()) {
            throw new IllegalArgumentException("a stack has a layer");
        }
    }
}
