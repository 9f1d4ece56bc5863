package dev.retryworkbench.core.config;

import dev.retryworkbench.core.Named;
import dev.retryworkbench.core.policy.Role;

/**
 * One library's config format: its id (the command line's {@code --from} and {@code --to}), its label,
 * the role of the layer its library is in a stack (where an opened file's policy lands), how it
 * recognises a text, how it reads one into a block and how it writes a block. Each format is one
 * subclass, listed once in {@link ConfigFormats}; callers never switch on formats.
 */
public abstract class ConfigFormat implements Named {
    private final String id;
    private final String label;
    private final Role role;

    protected ConfigFormat(String id, String label, Role role) {
        this.id = id;
        this.label = label;
        this.role = role;
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final String label() {
        return label;
    }

    /** Returns the role of the layer this format's library is in (specification, Part 4, "The stack from its files"). */
    public final Role role() {
        return role;
    }

    /** Returns true when this format reads texts; writer-only formats (the clients' code) return false. */
    public boolean readable() {
        return true;
    }

    /**
     * Returns true when what this format writes is in the syntax it reads, so it reads back ("Copy as" round
     * trips); false for a writer-only format and for one that reads a config file but writes code (polly).
     */
    public boolean readsWhatItWrites() {
        return readable();
    }

    /**
     * Returns how surely the text is of this format: 0 for not at all, higher for surer (a key only
     * this format uses, such as {@code methodConfig}, scores far above a generic one). Never throws.
     */
    abstract int recognise(ConfigInput input);

    /** Reads the text, which passed {@link ConfigInput#check}; throws for text it cannot read. */
    abstract ConfigReading read(ConfigInput input) throws ConfigError;

    /** Writes the block, or the closest block this format can express, saying what differs. */
    public abstract ConfigWriting write(ConfigBlock block);
}
