package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.amplification.AmplificationFields;
import dev.retryworkbench.core.config.ConfigBlock;
import dev.retryworkbench.core.config.ConfigError;
import dev.retryworkbench.core.config.ConfigFormat;
import dev.retryworkbench.core.config.ConfigFormats;
import dev.retryworkbench.core.config.ConfigReading;
import dev.retryworkbench.core.config.ConfigWriting;
import dev.retryworkbench.core.configform.ConfigTarget;
import dev.retryworkbench.core.configform.ConfigTargets;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.tool.ToolNames;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Issue 21's "Done when" in Chromium, format by format: a real snippet of each readable format (core's
 * test resources, each citing its source) pasted into the workbench's SDK layer is recognised, fills
 * the fields the JVM's reading fills with the same texts (and the hand-read values of the snippet), and
 * says what it did; "Copy as" writes the block in each of the formats exactly as the JVM
 * writes it, with a comment for what the target cannot express, and reading it back gives what it says.
 */
class ConfigFormatsPageTest {
    private static final String CONTROL = "layer3-config";

    @RegisterExtension
    static final Browser browser = Browser.perClass(true);

    private static String example(String resource) throws Exception {
        String text = Files.readString(Path.of("../core/src/test/resources/config/" + resource));
        assertThat(text).startsWith("source: ");
        return text.substring(text.indexOf("\n----\n") + 6);
    }

    private static void openControl() {
        browser.open("amplification.html");
        browser.awaitScript();
        browser.find("#" + CONTROL + " > summary").click();
        new WebDriverWait(browser.driver(), Duration.ofSeconds(20)).until(driver -> Boolean.TRUE.equals(
                browser.script("const c = document.getElementById(arguments[0]);"
                        + " return c.hasAttribute('data-paste-bound') && c.hasAttribute('data-copy-bound')", CONTROL)));
    }

    /**
     * Each row: the resource, the format it must be recognised as, and values read by hand from the
     * snippet and the library's defaults (field=text, space-separated).
     */
    @ParameterizedTest(name = "{1}: {0}")
    @CsvSource(delimiter = '|', value = {
        "grpc-a6-retry-policy.json | grpc | layer3-attempts=4 layer3-initial=100 layer3-max=1000 layer3-multiplier=2",
        "envoy-mobile-bootstrap.yaml | envoy | layer3-attempts=2 layer3-initial=250 layer3-max=60000 layer3-jitter=full",
        "istio-ratings-retries.yaml | istio | layer3-attempts=4 timeout=2000",
        "linkerd-retries.yaml | linkerd | layer3-attempts=100 layer3-initial=0",
        "linkerd-retry-annotations.yaml | linkerd-annotations | layer3-attempts=3 layer3-initial=25 layer3-max=250 layer3-jitter=proportional",
        "resilience4j-demo.yml | resilience4j | layer3-attempts=3 layer3-initial=100 layer3-max=100 layer3-jitter=none",
        "resilience4j-commons.properties | resilience4j | layer3-attempts=3 layer3-initial=10000",
        "spring-retry-readme-backoff.java | spring-retry | layer3-attempts=12 layer3-max=500 layer3-jitter=proportional",
        "tenacity-wait-exponential-min.py | tenacity | layer3-attempts=100 layer3-max=10000",
        "temporal-api-retry-policy.json | temporal | layer3-attempts=100 layer3-initial=1000 layer3-max=100000",
        "aws-config-file.ini | aws-config | layer3-attempts=10 layer3-max=20000 layer3-jitter=full",
        "aws-botocore-config.py | aws-config | layer3-attempts=10 layer3-max=20000",
        "kubernetes-job-pi.yaml | kubernetes-job | layer3-attempts=5 layer3-initial=10000 layer3-max=600000",
        "celery-retry-backoff.py | celery | layer3-attempts=4 layer3-initial=1000 layer3-max=600000 layer3-jitter=full",
        "sidekiq-job-retry.rb | sidekiq | layer3-attempts=11 layer3-shape=polynomial",
        "urllib3-user-guide-pool.py | urllib3 | layer3-attempts=6",
        "gateway-api-http-retries.yaml | gateway-api | layer3-attempts=3 layer3-initial=100 layer3-max=1000 layer3-jitter=full",
    })
    void aRealSnippetOfEachFormatFillsTheBlockAndSaysWhatItDid(String resource, String format, String expected)
            throws Exception {
        String text = example(resource);
        ConfigReading reading = ConfigFormats.read(text, ConfigFormats.AUTO);
        assertThat(reading.format().id()).isEqualTo(format);
        ConfigTarget target = ConfigTargets.byId(ToolNames.AMPLIFICATION, CONTROL);
        // The page's form is the worked example's: its layer 3 is the innermost, whose per-try timeout is the
        // attempt timeout.
        ConfigTarget.Outcome outcome = target.fill(reading.block(),
                FormReading.defaults(new dev.retryworkbench.core.amplification.AmplificationTool(dev.retryworkbench.core.check.Checks.FINDINGS).form()));
        assertThat(outcome.refusal()).isNull();

        openControl();
        browser.script("document.getElementById(arguments[0]).value = arguments[1]", CONTROL + "-text", text);
        browser.find("#" + CONTROL + "-apply").click();
        browser.awaitPasted();

        assertThat(browser.find("#" + CONTROL + "-error").getText()).isEmpty();
        for (String pair : expected.split(" ")) {
            String[] parts = pair.split("=");
            assertThat(browser.value(parts[0])).as(parts[0]).isEqualTo(parts[1]);
        }
        ConfigTarget.Filling filling = outcome.filling();
        for (int i = 0; i < filling.fieldIds().size(); i++) {
            assertThat(browser.value(filling.fieldIds().get(i))).as(filling.fieldIds().get(i))
                    .isEqualTo(filling.texts().get(i));
        }
        assertThat(browser.value(target.presetId())).isEqualTo(filling.presetId());
        String report = browser.find("#" + CONTROL + "-report").getText();
        assertThat(report).startsWith("Read as " + reading.format().label() + " and applied to layer 3");
        // One line per key of the report, and one per note of what the page left as it was.
        assertThat(browser.findAll("#" + CONTROL + "-report li")).hasSize(reading.report().size()
                + filling.notes().size());
    }

    static Stream<String> formats() {
        return ConfigFormats.all().stream().map(ConfigFormat::id);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("formats")
    void copyAsWritesEachFormatAsTheJvmDoes(String format) throws ConfigError {
        ConfigTarget target = ConfigTargets.byId(ToolNames.AMPLIFICATION, CONTROL);
        RawValues defaults = FormReading.defaults(AmplificationFields.form());
        List<String> problems = new ArrayList<>();
        ConfigBlock block = target.read(defaults, problems);
        assertThat(problems).isEmpty();
        ConfigWriting writing = ConfigFormats.byId(format).write(block);

        openControl();
        browser.select(CONTROL + "-format", format);
        String shown = browser.find("#" + CONTROL + "-output").getText();
        assertThat(shown).isEqualTo(writing.text().strip());
        // Each thing the target cannot express is said in the text itself.
        for (String note : writing.notes()) {
            assertThat(shown).contains(note.substring(0, Math.min(30, note.length())));
        }
        // A format that reads what it writes reads back, recognised, as the block it says it wrote (polly reads
        // appsettings.json and writes C#: its writing is not read back).
        if (ConfigFormats.byId(format).readsWhatItWrites()) {
            ConfigReading back = ConfigFormats.read(shown, ConfigFormats.AUTO);
            assertThat(back.format().id()).isEqualTo(format);
            assertThat(back.block().policy()).isEqualTo(writing.written().policy());
        }
    }
}
