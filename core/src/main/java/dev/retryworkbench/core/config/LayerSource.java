package dev.retryworkbench.core.config;

import dev.retryworkbench.core.form.NumberParser;
import dev.retryworkbench.core.policy.Jitter;
import java.util.List;

/**
 * Where a layer read from a config file has the keys the checks point at (its attempt limit, jitter and per-try
 * timeout), the values those keys set, and the library default that sets its attempt limit when no key does.
 * {@code check} reads it from the files a stack names; the page keeps it, as text ({@link #encode}), on the
 * report of the file that filled a layer, so both name the same keys; the page uses it only while the layer
 * still holds the values the file set ({@link #matches}).
 */
// A class, not a record: a record's generated equals, hashCode and toString would ride in every page's script.
public final class LayerSource {
    /** What the page calls a text pasted into a layer's Paste/copy, which has no file name. */
    public static final String PASTED = "pasted text";
    /** Between the parts of the text form: neither a number, a jitter id nor a hidden default's words hold it. */
    private static final char NEXT = '\n';
    private static final Member[] KEYS = {Member.ATTEMPTS, Member.JITTER, Member.PER_TRY_TIMEOUT};

    private final String file;
    private final int attempts;
    private final String jitter;
    /**
     * In ms, or -1 for none: a double, as a long would bring TeaVM's long arithmetic into the reader scripts, read
     * by the form's parser, as Double.parseDouble would bring its own into the page's.
     */
    private final double perTryTimeoutMs;
    private final Position[] keys;
    private final String hiddenDefault;

    private LayerSource(String file, int attempts, String jitter, double perTryTimeoutMs, Position[] keys,
            String hiddenDefault) {
        this.file = file;
        this.attempts = attempts;
        this.jitter = jitter;
        this.perTryTimeoutMs = perTryTimeoutMs;
        this.keys = keys;
        this.hiddenDefault = hiddenDefault;
    }

    /** Returns the source of a layer read from {@code file} (null: a pasted text) as {@code reading} says. */
    public static LayerSource of(String file, ConfigReading reading) {
        return decode(encode(file, reading));
    }

    /**
     * Returns the text form of what {@code reading} says about where its keys are: the attempt limit, jitter and
     * per-try timeout the file sets (empty: none), each key's line and column (0 0: no key), the hidden default
     * that sets the attempt limit (empty: none), and the file's name last.
     */
    public static String encode(String file, ConfigReading reading) {
        ConfigBlock block = reading.block();
        StringBuilder text = new StringBuilder().append(block.policy().attempts()).append(NEXT)
                .append(block.policy().jitter().id()).append(NEXT)
                .append(block.hasPerTryTimeout() ? Decimal.text(block.perTryTimeoutMs()) : "");
        for (Member key : KEYS) {
            Position at = reading.position(key);
            text.append(NEXT).append(at == null ? 0 : at.line()).append(NEXT).append(at == null ? 0 : at.column());
        }
        String hidden = "";
        List<ReportEntry> defaults = reading.entries(ReportEntry.Status.HIDDEN_DEFAULT);
        for (ReportEntry entry : defaults) {
            hidden = entry.key() + " " + entry.text();
        }
        return text.append(NEXT).append(hidden).append(NEXT).append(file == null ? PASTED : file).toString();
    }

    /** Returns the source {@link #encode} wrote, or null for a text it did not write (none, or another's). */
    public static LayerSource decode(String text) {
        if (text == null) {
            return null;
        }
        String[] parts = new String[11];
        int start = 0;
        for (int i = 0; i < parts.length - 1; i++) {
            int end = text.indexOf(NEXT, start);
            if (end < 0) {
                return null;
            }
            parts[i] = text.substring(start, end);
            start = end + 1;
        }
        parts[parts.length - 1] = text.substring(start);
        try {
            Position[] keys = new Position[KEYS.length];
            for (int k = 0; k < KEYS.length; k++) {
                int line = Integer.parseInt(parts[3 + 2 * k]);
                keys[k] = line == 0 ? null : new Position(line, Integer.parseInt(parts[4 + 2 * k]));
            }
            double perTry = parts[2].isEmpty() ? -1 : NumberParser.parse(parts[2]).value();
            return new LayerSource(parts[10], Integer.parseInt(parts[0]), parts[1], perTry, keys,
                    parts[9].isEmpty() ? null : parts[9]);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** Returns the file's name (relative to a stack file's folder for {@code check}), or {@link #PASTED}. */
    public String file() {
        return file;
    }

    /** Returns where the key that sets the attempt limit is, or null when a library default sets it. */
    public Position attemptsAt() {
        return keys[0];
    }

    /** Returns where the key that sets the jitter is, or null. */
    public Position jitterAt() {
        return keys[1];
    }

    /** Returns where the key that sets the per-try timeout is, or null. */
    public Position perTryTimeoutAt() {
        return keys[2];
    }

    /** Returns the library default that sets the attempt limit, in words, or null when a key sets it. */
    public String hiddenDefault() {
        return hiddenDefault;
    }

    /**
     * Returns true while a layer holds the attempt limit, jitter and per-try timeout the file set: an edit by hand
     * makes the layer the form's, no longer the file's. The innermost layer's per-try timeout is not compared:
     * the page takes it as the attempt timeout ({@code ConfigTarget.Innermost}), as {@code check} does.
     */
    public boolean matches(int attempts, Jitter jitter, Long perTryTimeoutMs, boolean innermost) {
        return attempts == this.attempts && jitter != null && jitter.id().equals(this.jitter)
                && (innermost || (perTryTimeoutMs == null ? -1 : (double) perTryTimeoutMs) == this.perTryTimeoutMs);
    }
}
