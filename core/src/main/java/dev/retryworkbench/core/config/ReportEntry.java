package dev.retryworkbench.core.config;

import java.util.Objects;

/**
 * One line of a reading's report: a key of the text (as the text spells it, dotted for nesting) and
 * what the reader made of it.
 *
 * @param key    the key, such as {@code retryPolicy.maxAttempts}
 * @param status what the reader did with it
 * @param text   in words: the value set, why it is not modelled, the default assumed, or the
 *               approximation with the library's true waits
 */
public record ReportEntry(String key, Status status, String text) {
    /** What the reader did with a key. */
    public enum Status {
        /** The key's value fills a member of the block. */
        SET("set"),
        /** The key was read, but the model has no such member (status codes, retry-on conditions, ...). */
        NOT_MODELLED("not modelled"),
        /** The text leaves the key out; the block takes the library's default. */
        ASSUMED("library default"),
        /**
         * The text does not write its attempt limit, and its library applies one of its own: retries the
         * file does not show (an Istio route without {@code retries} retries twice), or none (gRPC without a
         * retry policy).
         */
        HIDDEN_DEFAULT("hidden default"),
        /** The library's behaviour does not fit the model exactly; the block takes the closest. */
        APPROXIMATED("approximated");

        private final String label;

        Status(String label) {
            this.label = label;
        }

        /** Returns the status in words, for the page's report. */
        public String label() {
            return label;
        }
    }

    public ReportEntry {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(text, "text");
    }
}
