package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.retryworkbench.core.config.ConfigFormats;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** One script per part of the readers, each named once and each in the built site. */
class ReaderScriptsTest {
    @Test
    void everyPartHasItsOwnScriptInTheSite() {
        Path site = Path.of(System.getProperty("site.directory", "target/site"));
        Set<String> names = new HashSet<>();
        for (int part = 1; part <= ConfigFormats.PARTS; part++) {
            String name = ReaderScripts.name(part);
            assertThat(names.add(name)).as(name).isTrue();
            assertThat(site.resolve(name + ".js")).as(name).exists();
        }
        assertThat(ReaderScripts.name(1)).isEqualTo(ReaderScripts.FIRST);
        // No script for a part the readers do not have.
        assertThatThrownBy(() -> ReaderScripts.name(ConfigFormats.PARTS + 1)).isInstanceOf(RuntimeException.class);
    }
}
