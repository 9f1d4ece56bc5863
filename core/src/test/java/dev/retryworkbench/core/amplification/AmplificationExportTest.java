package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.check.Limits;
import dev.retryworkbench.core.check.Checks;
import static dev.retryworkbench.core.amplification.TraceFixtures.inputs;
import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.tool.Export;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The workbench's Markdown summary, its CSV in parts, and the CSV size the page states before writing it. */
class AmplificationExportTest {
    private static final AmplificationTool TOOL = new AmplificationTool(Checks.FINDINGS);

    private static Export export(AmplificationInputs inputs) {
        AmplificationResult result = Simulator.run(inputs, 100);
        return new AmplificationExport(result, FormReading.read(TOOL.form(), FormReading.defaults(TOOL.form())), null,
                Checks.page(result, Limits.DEFAULTS));
    }

    /** Returns the CSV's parts as the page receives them. */
    private static List<String> parts(Export export, int partChars) {
        List<String> parts = new ArrayList<>();
        export.csv(partChars, parts::add);
        return parts;
    }

    @Test
    void summaryQuotesTheOwnersWarningAndStatesTheWorstCase() {
        String markdown = TOOL.evaluate(FormReading.defaults(TOOL.form())).export().markdown();

        assertThat(markdown).startsWith("# Retry amplification workbench\n")
                .contains("\n> Multiple retry owners: SDK, application and job runner. Account for every layer before choosing"
                        + " a single owner per dependency.\n")
                .contains("\nWithout the deadline, maximum configured waits and failed-attempt time total 37.2 s.")
                .contains("| Action | Attempt path | Start / end (ms) | Deadline boundary |");
        // Every headline statement of the page: both counts per layer and the limits read as retry counts.
        assertThat(markdown).contains("Here SDK 3 attempts = 2 retries; Application 3 attempts = 2 retries; Job runner"
                + " 3 attempts = 2 retries.").contains("`3 (job runner) \u00d7 3 (application) \u00d7 3 (SDK) = 27`")
                .contains("`4 \u00d7 4 \u00d7 4 = 64`").contains("| Most attempts within the deadline | 8 |");
    }

    @Test
    void aSingleOwnerIsANoteNotAWarning() {
        AmplificationInputs one = inputs(new int[] {3, 100, 1_000}, new int[] {1, 500, 5_000},
                new int[] {1, 1_000, 10_000}, 1_000, 10_000L, Jitter.NONE, 42);

        assertThat(export(one).markdown()).doesNotContain("\n> ").contains("\nOne retry owner: SDK.");
    }

    @Test
    void withoutADeadlineTheSummaryHasNoBoundaryColumn() {
        AmplificationInputs none = inputs(new int[] {3, 100, 1_000}, new int[] {3, 500, 5_000},
                new int[] {3, 1_000, 10_000}, 1_000, null, Jitter.NONE, 42);
        String markdown = export(none).markdown();

        assertThat(markdown).contains("| Action | Attempt path | Start / end (ms) |\n|---|---|---:|\n")
                .contains("| attempt (sdk) | `3.3.3` | 36,200 / 37,200 |\n")
                .doesNotContain("Deadline boundary").doesNotContain("Full modeled interval");
    }

    @Test
    void csvPartsAreBoundedAndJoinToTheWholeCsv() {
        AmplificationInputs large = inputs(new int[] {100, 100, 1_000}, new int[] {20, 500, 5_000},
                new int[] {2, 1_000, 10_000}, 1_000, null, Jitter.FULL, 7);
        Export export = export(large);
        List<String> parts = parts(export, 10_000);

        assertThat(parts.size()).isGreaterThan(10);
        for (String part : parts) {
            // A part ends after the line that reaches the limit: never more than one line over.
            assertThat(part.length()).isLessThan(10_000 + 64);
            assertThat(part).endsWith("\r\n");
        }
        assertThat(String.join("", parts)).isEqualTo(export.csv());
        assertThat(export.csv().split("\r\n")).hasSize(1 + 4_000 + 3_960 + 38 + 1);
    }

    @Test
    void csvSizeIsExactForAWholeTimelineAndCloseForAnExcerpt() {
        AmplificationResult worked = Simulator.run(AmplificationInputs.workedExample(), 100);
        double exact = new AmplificationExport(worked, null, null, List.of()).csv().length();
        assertThat(AmplificationExport.csvBytes(worked.chain(), worked.timeline())).isEqualTo(exact);
        assertThat(AmplificationRenderer.render(worked, Checks.page(worked, Limits.DEFAULTS)))
                .contains("<p id=\"csv-size\">Download table (CSV) writes all 15 rows, " + (int) exact + " bytes.</p>");

        // A fifth of the largest trace (100 x 100 x 100, 97 MB, estimated within 0.3%), to keep the test quick.
        AmplificationInputs large = inputs(new int[] {100, 100, 1_000}, new int[] {100, 500, 5_000},
                new int[] {20, 1_000, 10_000}, 1_000, null, Jitter.FULL, 42);
        AmplificationResult result = Simulator.run(large, 100);
        double[] actual = new double[1];
        new AmplificationExport(result, null, null, List.of()).csv(1 << 20, part -> actual[0] += part.length());
        double estimate = AmplificationExport.csvBytes(result.chain(), result.timeline());
        assertThat(estimate / actual[0]).isBetween(0.98, 1.02);
        assertThat(AmplificationRenderer.render(result, Checks.page(result, Limits.DEFAULTS)))
                .containsPattern("<p id=\"csv-size\">Download table \\(CSV\\) writes all 399,999 rows, about 1[89] MB.</p>");
    }
}
