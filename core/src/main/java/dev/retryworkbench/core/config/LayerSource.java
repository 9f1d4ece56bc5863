package dev.retryworkbench.core.config;

/**
 * Where a layer read from a config file has the keys the checks point at (its attempt limit, jitter and per-try
 * timeout), and the library default that sets its attempt limit when no key does: what {@code check} names for
 * each finding on the layer.
 */
// A class, not a record: a record's generated equals, hashCode and toString would ride in any page's script.
public final class LayerSource {
    private final String file;
    private final Position attemptsAt;
    private final Position jitterAt;
    private final Position perTryTimeoutAt;
    private final String hiddenDefault;

    private LayerSource(String file, Position attemptsAt, Position jitterAt, Position perTryTimeoutAt,
            String hiddenDefault) {
        this.file = file;
        this.attemptsAt = attemptsAt;
        this.jitterAt = jitterAt;
        this.perTryTimeoutAt = perTryTimeoutAt;
        this.hiddenDefault = hiddenDefault;
    }

    /** Returns the source of a layer read from {@code file} as {@code reading} says. */
    public static LayerSource of(String file, ConfigReading reading) {
        String hidden = null;
        for (ReportEntry entry : reading.entries(ReportEntry.Status.HIDDEN_DEFAULT)) {
            hidden = entry.key() + " " + entry.text();
        }
        return new LayerSource(file, reading.position(Member.ATTEMPTS), reading.position(Member.JITTER),
                reading.position(Member.PER_TRY_TIMEOUT), hidden);
    }

    /** Returns the file's name, relative to the stack file's folder. */
    public String file() {
        return file;
    }

    /** Returns where the key that sets the attempt limit is, or null when a library default sets it. */
    public Position attemptsAt() {
        return attemptsAt;
    }

    /** Returns where the key that sets the jitter is, or null. */
    public Position jitterAt() {
        return jitterAt;
    }

    /** Returns where the key that sets the per-try timeout is, or null. */
    public Position perTryTimeoutAt() {
        return perTryTimeoutAt;
    }

    /** Returns the library default that sets the attempt limit, in words, or null when a key sets it. */
    public String hiddenDefault() {
        return hiddenDefault;
    }
}
