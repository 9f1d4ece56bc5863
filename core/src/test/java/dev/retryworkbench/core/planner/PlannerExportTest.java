package dev.retryworkbench.core.planner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.tool.Export;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The planner's Markdown summary carries every warning and headline figure the page shows. */
class PlannerExportTest {
    private static final PlannerTool TOOL = new PlannerTool();

    private static Export export(String... fieldsAndTexts) {
        Map<String, String> values = new HashMap<>();
        TOOL.form().forEach(group -> group.fields().forEach(f -> values.put(f.id(), f.defaultText())));
        for (int i = 0; i < fieldsAndTexts.length; i += 2) {
            values.put(fieldsAndTexts[i], fieldsAndTexts[i + 1]);
        }
        return TOOL.evaluate(values::get).export();
    }

    @Test
    void workedExampleSummaryHasTheOverQuotaWarningTheRetryTaxAndTheResolvedRate() {
        String markdown = TOOL.evaluate(FormReading.defaults(TOOL.form())).export().markdown();

        assertThat(markdown).startsWith("# 429 backoff planner\n")
                .contains("| Wait if every attempt fails | 7.50 s mean / 15.0 s worst |")
                .contains("| Mean backoff per request | 1.00 s |")
                .contains("| Safe in-flight attempts | 6.67 attempts (6 whole slots) |")
                .contains("\n> Warning: the plan asks for more attempts than the quota allows, so expect 429s.")
                .contains("\n50 requests per minute resolve. The retry tax is 48.4% (the share of attempts that"
                        + " are retries), and each resolved request takes 2 attempts.")
                .contains("the 5,000 queued requests clear in 166.7 min.")
                .contains("| After attempt | Raw wait (s) |")
                .contains("Backoff schedule, full jitter, 5 attempts: the waits after attempts 1 to 4.");
        // The warning sits between the plan sentence and the retry tax, as on the page.
        assertThat(markdown.indexOf("> Warning:")).isBetween(markdown.indexOf("Your planned 8 in flight"),
                markdown.indexOf("The retry tax is"));
    }

    @Test
    void summaryWarnsWhenTheQuotaSustainsLessThanOneAttemptInFlight() {
        String markdown = export("rpm", "10").markdown();

        assertThat(markdown).contains("\n> The quota sustains less than one attempt in flight:")
                .contains("| Binding limit | 10 attempts/min (RPM) |");
    }

    @Test
    void summaryWithoutAPlanOrWarningsHasNoQuotedBlock() {
        String markdown = export("concurrency", "4").markdown();

        assertThat(markdown).doesNotContain("\n> ").contains("The backlog drain below runs at the plan's 60 attempts/min.");
    }
}
