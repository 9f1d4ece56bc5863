package dev.retryworkbench.core.policy;

import dev.retryworkbench.core.Named;

/**
 * What a library's limit counts: attempts including the first, or retries after it. Our model always
 * holds attempts; a library that counts retries makes one more attempt than its setting says.
 */
public enum Counting implements Named {
    /** The limit includes the first attempt: max_attempts 3 makes 3 attempts. */
    ATTEMPTS("attempts", "Counts attempts, including the first"),
    /** The limit counts only the retries: max_retries 3 makes 4 attempts. */
    RETRIES("retries", "Counts retries after the first attempt");

    private final String id;
    private final String label;

    Counting(String id, String label) {
        this.id = id;
        this.label = label;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String label() {
        return label;
    }

    /** Returns the counting with this id, or null. */
    public static Counting fromId(String id) {
        return Named.byId(values(), id);
    }

    /**
     * Phrases a limit of {@code attempts} (including the first) both ways, this counting's way first:
     * "3 attempts = 2 retries" or "3 retries = 4 attempts".
     */
    public String both(int attempts) {
        if (attempts < 1) {
            throw new IllegalArgumentException("an attempt limit is at least 1, not " + attempts);
        }
        String asAttempts = count(attempts, "attempt", "attempts");
        String asRetries = count(attempts - 1, "retry", "retries");
        return this == ATTEMPTS ? asAttempts + " = " + asRetries : asRetries + " = " + asAttempts;
    }

    private static String count(int n, String one, String many) {
        return n + " " + (n == 1 ? one : many);
    }
}
