package dev.retryworkbench.core.storm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.tool.Evaluation;
import dev.retryworkbench.core.tool.Export;
import dev.retryworkbench.core.worksheet.WorksheetReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The page hands an export to storm-export.js as the form's texts and the result as numbers: the export
 * written from them is the same bytes as the page's own, for the pinned worksheets (budgets, deadlines, an
 * outage) and for a worker pool behind a shedding dependency (queue waits, rejections, a mean service time
 * that is not a whole number), with texts typed with spaces and suffixes.
 */
class StormExportHandoverTest {
    private final StormTool tool = new StormTool();

    @ParameterizedTest
    @ValueSource(strings = {"worked-example", "aws-quota", "grpc-throttling", "token-bucket", "breaker",
        "deadline-skip-jitter", "deadline-clip", "outage-runner"})
    void aPinnedWorksheetsExportIsWrittenAgainToTheByte(String name) throws IOException {
        WorksheetReader.Opened opened = WorksheetReader.read(resource(name), tool);
        assertThat(opened.ok()).isTrue();
        assertSameBytes(opened.evaluation().export());
    }

    @Test
    void aPoolBehindASheddingDependencyIsWrittenAgainToTheByte() {
        Map<String, String> typed = Map.of("concurrency-per-client", " 4 ", "client-queue-limit", "20",
                "dependency-concurrency-limit", "1.2k", "rejection-latency", "5", "retry-after", "200",
                "latency-per-in-flight", "0.37", "budget", "ratio", "cancel-on-timeout", "true");
        RawValues defaults = FormReading.defaults(tool.form());
        Evaluation evaluation = tool.evaluate(id -> typed.getOrDefault(id, defaults.get(id)));
        assertThat(evaluation.errors()).isEmpty();
        Export page = evaluation.export();
        String json = assertSameBytes(page);
        assertThat(json).contains("\"dependencyConcurrencyLimit\": 1200").contains("\"meanQueueWaitMs\": ")
                .doesNotContain("\"meanQueueWaitMs\": null");
    }

    /** Hands {@code page} over as the page does and checks all three exports; returns the worksheet. */
    private static String assertSameBytes(Export page) {
        List<Field> fields = FieldGroup.fieldsOf(StormFields.form());
        String[] texts = StormExportHandover.texts(page);
        assertThat(texts).hasSize(fields.size());
        Export written = StormExportHandover.export(id -> {
            for (int i = 0; i < fields.size(); i++) {
                if (fields.get(i).id().equals(id)) {
                    return texts[i];
                }
            }
            return null;
        }, StormExportHandover.numbers(page), StormExportHandover.storyTexts(page), StormExportHandover.storyKinds(page));
        assertThat(written.worksheetJson()).isEqualTo(page.worksheetJson());
        assertThat(written.csv()).isEqualTo(page.csv());
        assertThat(written.markdown()).isEqualTo(page.markdown());
        return page.worksheetJson();
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = StormExportHandoverTest.class.getResourceAsStream("pinned/" + name + ".json")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
