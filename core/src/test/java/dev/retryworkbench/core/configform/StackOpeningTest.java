package dev.retryworkbench.core.configform;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.config.ConfigBlock;
import dev.retryworkbench.core.config.ConfigError;
import dev.retryworkbench.core.config.ConfigFormats;
import dev.retryworkbench.core.config.ConfigReading;
import dev.retryworkbench.core.config.LayerSource;
import dev.retryworkbench.core.config.RetryOn;
import dev.retryworkbench.core.policy.Role;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** "Open configs": what is refused before reading, where each file goes, and the report's lines. */
class StackOpeningTest {
    private static final Path CONFIGS = Path.of("src/test/resources/config");

    @Test
    void filesArePlacedByRoleOutermostFirstAndInTheOrderChosenWithinARole() {
        int[] slots = StackOpening.slots(new Role[] {Role.MESH, Role.APPLICATION, Role.RUNNER, Role.MESH, Role.SDK});
        assertThat(slots).containsExactly(3, 1, 0, 4, 2);
        assertThat(StackOpening.slots(new Role[] {Role.SDK})).containsExactly(0);
    }

    @Test
    void moreFilesThanAStackHoldsOrOneFarTooLargeAreRefusedByNameBeforeReading() {
        List<String> nine = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            nine.add("layer" + i + ".yaml");
        }
        assertThat(StackOpening.refusalBefore(nine, new double[9]))
                .isEqualTo("A stack has at most 8 layers, and 9 files were chosen. Nothing was changed.");
        assertThat(StackOpening.refusalBefore(List.of("job.yaml", "dump.bin"), new double[] {900, 5_242_880}))
                .startsWith("Could not open dump.bin: it is 5,242,880 bytes").endsWith("Nothing was changed.");
        assertThat(StackOpening.refusalBefore(List.of("job.yaml"), new double[] {800_000})).isNull();
        assertThat(StackOpening.refusalOfText("logo.png", "\u0089PNG\u0000\u0000")).startsWith("Could not open logo.png:"
                + " it is not text");
        assertThat(StackOpening.refusalOfText("job.yaml", "kind: Job")).isNull();
    }

    @Test
    void theReportSaysWhereEachFileWentThenWhatItsReadingSetAndItsHiddenDefaults() throws IOException, ConfigError {
        assertThat(StackOpening.placed("job.yaml", 0, Role.RUNNER)).isEqualTo("job.yaml \u2192 layer 1 (Job runner)");
        ConfigReading istio = read("istio-ratings-timeout.yaml");
        ConfigTarget.Filling filling = ConfigTargets.of("amplification").get(3).fill(istio.block()).filling();
        String report = ConfigReport.html(ConfigTargets.of("amplification").get(3), istio, filling, "vs.yaml");
        String html = StackOpening.reportHtml(List.of("a < b", "vs.yaml \u2192 layer 4 (Mesh)"), List.of("", report));
        assertThat(html).startsWith("<ul><li><p>a &lt; b</p></li><li><p>vs.yaml \u2192 layer 4 (Mesh)</p><p "
                + ConfigReport.SOURCE + "=\"").contains("\">Read as Istio").contains("(hidden default)")
                .endsWith("</li></ul>");
        // The report keeps where the file's keys are, for the page's checks: here a hidden default, no key.
        String source = report.substring(report.indexOf('"') + 1, report.indexOf("\">Read as"));
        LayerSource kept = LayerSource.decode(source.replace("&#39;", "'"));
        assertThat(kept.file()).isEqualTo("vs.yaml");
        assertThat(kept.attemptsAt()).isNull();
        assertThat(kept.hiddenDefault()).startsWith("spec.http[0].retries absent: Istio's default of 2 retries");
        assertThat(StackOpening.opened(5)).startsWith("Opened 5 files as a stack of 5 layers");
        assertThat(StackOpening.opened(1)).startsWith("Opened 1 file as a stack of one layer");
    }

    @Test
    void aFileKeepsItsRetryConditionsOnTheWayToTheFormAsAPastedTextDoes() throws ConfigError {
        // An Envoy route on 5xx alone: opened into a layer and copied back as Envoy, it must not widen to
        // Envoy's default 5xx,reset,connect-failure (issue 34).
        ConfigReading route = ConfigFormats.read("retry_policy:\n  retry_on: 5xx\n  num_retries: 2\n", ConfigFormats.AUTO);
        ConfigTarget target = ConfigTargets.of("amplification").get(1);
        ConfigTarget.Filling filling = target.fill(route.block()).filling();
        assertThat(filling.retryOn()).isEqualTo("5xx");
        ConfigTarget.Filling taken = StackOpening.taken(StackOpening.handed(filling));
        assertThat(taken.retryOn()).isEqualTo("5xx");
        assertThat(taken.presetId()).isEqualTo(filling.presetId());
        assertThat(taken.fieldIds()).isEqualTo(filling.fieldIds()).isNotEmpty();
        assertThat(taken.texts()).isEqualTo(filling.texts());
        ConfigBlock copied = route.block().withRetryOn(RetryOn.decode(taken.retryOn()));
        assertThat(ConfigFormats.byId("envoy").write(copied).text()).contains("retry_on: \"5xx\"\n")
                .doesNotContain("reset");
        // A file without conditions hands none over, so the layer's Copy as writes the library's own.
        ConfigReading job = ConfigFormats.read("apiVersion: batch/v1\nkind: Job\nspec:\n  backoffLimit: 2\n",
                ConfigFormats.AUTO);
        ConfigTarget.Filling none = StackOpening.taken(StackOpening.handed(target.fill(job.block()).filling()));
        assertThat(none.retryOn()).isEmpty();
        assertThat(RetryOn.decode(none.retryOn())).isNull();
    }

    private static ConfigReading read(String name) throws IOException, ConfigError {
        // Each example starts with the line naming its source, then a line of dashes.
        String text = Files.readString(CONFIGS.resolve(name), StandardCharsets.UTF_8);
        return ConfigFormats.read(text.substring(text.indexOf("----\n") + 5), ConfigFormats.AUTO);
    }
}
