package dev.retryworkbench.core.check;

import dev.retryworkbench.core.amplification.Findings;
import dev.retryworkbench.core.config.Position;
import java.util.Objects;

/**
 * One finding of the checks: its rule and level, a message that carries its numbers and names the layers,
 * and where the key that causes it is.
 *
 * @param rule     the rule found
 * @param level    how serious it is
 * @param message  the finding in one sentence
 * @param file     the file of the key, relative to the stack file's folder (the stack file itself for an
 *                 inline layer, a hidden default or a stack-wide finding)
 * @param position the key's line and column in that file
 * @param layer    the layer the finding is on, 0 for the outermost, or -1 for the stack as a whole
 */
public record Finding(Rule rule, Level level, String message, String file, Position position, int layer)
        implements Findings.Item {
    public Finding {
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(level, "level");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(position, "position");
        if (layer < -1) {
            throw new IllegalArgumentException("a layer index, or -1");
        }
    }

    @Override
    public String levelId() {
        return level.id();
    }

    @Override
    public String ruleId() {
        return rule.id();
    }

    @Override
    public String member() {
        return rule.member();
    }

    @Override
    public String place() {
        return file.isEmpty() ? "" : file + ":" + position.line() + ":" + position.column();
    }
}
