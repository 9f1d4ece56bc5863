package dev.retryworkbench.core.check;

import dev.retryworkbench.core.amplification.LayerPolicy;
import dev.retryworkbench.core.config.ConfigReading;
import dev.retryworkbench.core.config.LayerSource;
import dev.retryworkbench.core.config.Position;
import java.util.Objects;

/**
 * One layer of a stack file as read: its policy, where it came from, and where the keys the rules point at
 * are.
 *
 * @param policy        the layer's policy, as the workbench models it
 * @param config        the config file its policy was read from, relative to the stack file's folder, or null
 *                      for an inline layer
 * @param file          the file the keys below are in: the config file, or the stack file for an inline layer
 *                      and for one whose attempt limit no key sets (a hidden default)
 * @param entry         where the layer's entry is in the stack file
 * @param reading       what the config reader made of the file, or null for an inline layer
 * @param attempts      where the key that sets the attempt limit is in {@code file}
 * @param jitter        where the key that sets the jitter is in {@code file}
 * @param perTryTimeout where the key that sets the per-try timeout is in {@code file}
 * @param hiddenDefault the library default that sets the attempt limit, in words, or null when a key does
 */
public record StackLayer(LayerPolicy policy, String config, String file, Position entry, ConfigReading reading, Position attempts,
        Position jitter, Position perTryTimeout, String hiddenDefault) {
    public StackLayer {
        Objects.requireNonNull(policy, "policy");
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(entry, "entry");
        Objects.requireNonNull(attempts, "attempts");
        Objects.requireNonNull(jitter, "jitter");
        Objects.requireNonNull(perTryTimeout, "perTryTimeout");
    }

    /**
     * Returns a layer read from a config file, with its keys where {@code source} says: the attempt limit's file,
     * or the stack file's entry when no key sets it (a hidden default), as a finding's key is in one file.
     *
     * @param stackFile the stack file ("" on the page, which has none)
     * @param entry     where the layer's entry is in the stack file
     * @param reading   what the config reader made of the file, or null on the page
     */
    static StackLayer of(LayerPolicy policy, LayerSource source, String stackFile, Position entry,
            ConfigReading reading) {
        Position attempts = source.attemptsAt();
        Position jitter = source.jitterAt();
        Position perTry = source.perTryTimeoutAt();
        return new StackLayer(policy, source.file(), attempts == null ? stackFile : source.file(), entry, reading,
                attempts == null ? entry : attempts, attempts == null ? entry : jitter == null ? attempts : jitter,
                attempts == null ? entry : perTry == null ? attempts : perTry, source.hiddenDefault());
    }

    /** Returns true when the layer is written in the stack file, not read from a config file. */
    public boolean inline() {
        return reading == null;
    }
}
