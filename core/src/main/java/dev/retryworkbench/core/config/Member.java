package dev.retryworkbench.core.config;

/**
 * A member of a layer that a config text can set, named as the worksheet's layer names it: a reading
 * says, for each, where the key that set it is ({@link ConfigReading#position}).
 */
public enum Member {
    ATTEMPTS("attempts"),
    INITIAL_BACKOFF("initialBackoffMs"),
    MAX_BACKOFF("maxBackoffMs"),
    MULTIPLIER("multiplier"),
    JITTER("jitter"),
    PER_TRY_TIMEOUT("perTryTimeoutMs"),
    TIMEOUT("timeoutMs"),
    BUDGET("budget"),
    HEDGING("hedging");

    private final String id;

    Member(String id) {
        this.id = id;
    }

    /** Returns the worksheet layer's member name. */
    public String id() {
        return id;
    }
}
