package dev.retryworkbench.core.config;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Loads a real example: a test resource whose lines up to "----" cite its source. */
final class Examples {
    private Examples() {
    }

    static String load(String name) {
        try (InputStream in = Examples.class.getResourceAsStream("/config/" + name)) {
            if (in == null) {
                throw new IllegalArgumentException("no example " + name);
            }
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            int cut = text.indexOf("\n----\n");
            if (!text.startsWith("source: ") || cut < 0) {
                throw new IllegalArgumentException(name + " does not start with its source and a ---- line");
            }
            return text.substring(cut + 6);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static ConfigReading read(String name, String format) {
        try {
            return ConfigFormats.read(load(name), format);
        } catch (ConfigError e) {
            throw new AssertionError(name + ": " + e.getMessage(), e);
        }
    }
}
