package dev.retryworkbench.web;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The files a test's browser saved into its download folder. Chromium writes a download as
 * {@code name.crdownload} beside an empty placeholder {@code name}, then renames the one over the
 * other, so a file is complete only once no {@code .crdownload} is left.
 */
final class Downloads {
    private static final String PARTIAL = ".crdownload";

    private Downloads() {
    }

    /** Every file in {@code folder}, complete or not. */
    static List<Path> in(Path folder) {
        try (Stream<Path> files = Files.list(folder)) {
            return files.toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Deletes every file in {@code folder}. */
    static void clear(Path folder) {
        try {
            for (Path file : in(folder)) {
                Files.delete(file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Waits until the one file ending in {@code .extension} is complete, and returns it. */
    static Path awaitOne(WebDriver driver, Path folder, String extension) {
        Path[] found = new Path[1];
        new WebDriverWait(driver, Duration.ofSeconds(20)).until(d -> {
            List<Path> files = in(folder);
            boolean partial = files.stream().anyMatch(f -> f.toString().endsWith(PARTIAL));
            List<Path> done = files.stream().filter(f -> f.toString().endsWith("." + extension)).toList();
            found[0] = !partial && done.size() == 1 ? done.get(0) : null;
            return found[0] != null;
        });
        return found[0];
    }
}
