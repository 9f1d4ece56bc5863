package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.amplification.AmplificationInputs;
import dev.retryworkbench.core.amplification.AmplificationResult;
import dev.retryworkbench.core.amplification.AmplificationTool;
import dev.retryworkbench.core.check.Checks;
import dev.retryworkbench.core.amplification.Simulator;
import dev.retryworkbench.core.amplification.TimelineRow;
import dev.retryworkbench.core.text.Numbers;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The retry amplification workbench in real Chromium: the pre-rendered worked example before and
 * after the script takes over, edits that recompute at once (checked against the same computation
 * on the JVM), an invalid value and its recovery, and the largest configuration.
 */
class AmplificationPageTest {
    private static final String PAGE = "amplification.html";
    private static final AmplificationTool TOOL = new AmplificationTool(Checks.FINDINGS);

    /** The worked example's headline figures, from the spec and the seed page. */
    private static final Map<String, String> DEFAULT_FIGURES = Browser.namedValues(
            "maxDownstreamAttempts", "27",
            "attemptsStarted", "8",
            "maxAttemptsWithinDeadline", "8",
            "clippedByDeadline", "Yes: attempt 1.3.2",
            "elapsed", "10 s",
            "deadlineReached", "Yes",
            "backoff", "2.2 s");
    private static final String OWNERS_WARNING = "Multiple retry owners: SDK, application and job runner. "
            + "Account for every layer before choosing a single owner per dependency.";
    private static final String WORST_CASE_SENTENCE = "Without the deadline, maximum configured waits and failed-attempt "
            + "time total 37.2 s. No jitter: every backoff is its configured exponential value. "
            + "One trace is not a statistical forecast.";
    private static final String STALE_NOTICE = "Showing your last valid result. Update the inputs above to recompute.";
    private static final String FULL = "Full modeled interval";

    /** The seed page's 15 timeline rows, to the millisecond. */
    private static final List<List<String>> SEED_ROWS = List.of(
            List.of("attempt (sdk)", "1.1.1", "0 / 1,000", FULL),
            List.of("backoff (sdk)", "1.1.1", "1,000 / 1,100", FULL),
            List.of("attempt (sdk)", "1.1.2", "1,100 / 2,100", FULL),
            List.of("backoff (sdk)", "1.1.2", "2,100 / 2,300", FULL),
            List.of("attempt (sdk)", "1.1.3", "2,300 / 3,300", FULL),
            List.of("backoff (application)", "1.1", "3,300 / 3,800", FULL),
            List.of("attempt (sdk)", "1.2.1", "3,800 / 4,800", FULL),
            List.of("backoff (sdk)", "1.2.1", "4,800 / 4,900", FULL),
            List.of("attempt (sdk)", "1.2.2", "4,900 / 5,900", FULL),
            List.of("backoff (sdk)", "1.2.2", "5,900 / 6,100", FULL),
            List.of("attempt (sdk)", "1.2.3", "6,100 / 7,100", FULL),
            List.of("backoff (application)", "1.2", "7,100 / 8,100", FULL),
            List.of("attempt (sdk)", "1.3.1", "8,100 / 9,100", FULL),
            List.of("backoff (sdk)", "1.3.1", "9,100 / 9,200", FULL),
            List.of("attempt (sdk)", "1.3.2", "9,200 / 10,000", "Clipped; remote outcome is not established"));

    @RegisterExtension
    static final Browser browser = Browser.perClass(true);

    @BeforeEach
    void open() {
        browser.open(PAGE);
        browser.awaitScript();
    }

    @Test
    void showsTheWorkedExampleBeforeAndAfterTheScriptTakesOver() {
        String preRendered = browser.preRenderedResultsHtml(PAGE);
        assertThat(browser.figuresIn(preRendered)).containsExactlyEntriesOf(DEFAULT_FIGURES);
        assertThat(browser.tableRowsIn(preRendered)).isEqualTo(SEED_ROWS);
        // Taking over left the pre-rendered DOM exactly as built.
        assertThat(browser.resultsHtml()).isEqualTo(preRendered);

        // An input event with unchanged values makes the compiled script render the same inputs itself.
        browser.script("document.querySelector('#results h2').setAttribute('data-probe', 'pre-rendered')");
        browser.setValue("layer3-attempts", "3");
        assertThat(browser.script("return document.querySelector('#results [data-probe]') === null")).isEqualTo(true);
        assertThat(browser.announcement())
                .isEqualTo("27 maximum downstream attempts; 8 started; elapsed 10 s; deadline reached. Checks: 3 errors,"
                        + " 7 warnings.");

        assertThat(browser.figures()).containsExactlyEntriesOf(DEFAULT_FIGURES);
        assertThat(browser.figureNote("clippedByDeadline")).isEqualTo("9,200 to 10,000 ms");
        assertThat(browser.figureNote("deadlineReached")).isEqualTo("Deadline 10 s");
        assertThat(browser.find("#results p.callout.warning").getText()).isEqualTo(OWNERS_WARNING);
        assertThat(browser.paragraphs()).contains(WORST_CASE_SENTENCE);
        assertThat(browser.tableCaption()).isEqualTo("Synthetic timeline; path is job runner.application.SDK attempt");
        assertThat(browser.tableRows()).isEqualTo(SEED_ROWS);
        assertThat(browser.findAll("#results tbody tr.clipped")).hasSize(1);
        assertThat(browser.resultsHtml()).isEqualTo(preRendered);
        assertThat(browser.staleNoticeShown()).isFalse();
        assertThat(browser.find("body").getText()).doesNotContain("needs JavaScript");
    }

    @Test
    void anAttemptLimitEditRecomputesAtOnce() {
        browser.type("layer3-attempts", "1");

        // By hand: 1 x 3 x 3 attempts; the SDK no longer retries, so attempts alternate with application
        // and runner backoffs: 0-1000, 1000-1500, 1500-2500, 2500-3500, 3500-4500, runner 4500-5500,
        // 5500-6500, 6500-7000, 7000-8000, 8000-9000, 9000-10000; runner backoff 2 would start at the deadline.
        assertThat(browser.figures()).containsExactlyEntriesOf(Browser.namedValues(
                "maxDownstreamAttempts", "9",
                "attemptsStarted", "6",
                "maxAttemptsWithinDeadline", "6",
                "clippedByDeadline", "No",
                "elapsed", "10 s",
                "deadlineReached", "Yes",
                "backoff", "4 s"));
        assertThat(browser.find("#results p.callout.warning").getText()).isEqualTo("Multiple retry owners: "
                + "application and job runner. Account for every layer before choosing a single owner per dependency.");
        assertThat(browser.tableRows()).containsExactly(
                List.of("attempt (sdk)", "1.1.1", "0 / 1,000", FULL),
                List.of("backoff (application)", "1.1", "1,000 / 1,500", FULL),
                List.of("attempt (sdk)", "1.2.1", "1,500 / 2,500", FULL),
                List.of("backoff (application)", "1.2", "2,500 / 3,500", FULL),
                List.of("attempt (sdk)", "1.3.1", "3,500 / 4,500", FULL),
                List.of("backoff (runner)", "1", "4,500 / 5,500", FULL),
                List.of("attempt (sdk)", "2.1.1", "5,500 / 6,500", FULL),
                List.of("backoff (application)", "2.1", "6,500 / 7,000", FULL),
                List.of("attempt (sdk)", "2.2.1", "7,000 / 8,000", FULL),
                List.of("backoff (application)", "2.2", "8,000 / 9,000", FULL),
                List.of("attempt (sdk)", "2.3.1", "9,000 / 10,000", FULL));
        assertThat(browser.announcement())
                .isEqualTo("9 maximum downstream attempts; 6 started; elapsed 10 s; deadline reached. Checks: 5"
                        + " warnings.");
        browser.assertResultsMatchJvm(TOOL, Map.of("layer3-attempts", "1"));
    }

    @Test
    void clearingTheDeadlineLetsEveryLayerExhaust() {
        browser.type("deadline", "");

        // 27 attempts of 1 s plus 9 x 300 ms SDK, 3 x 1,500 ms application and 3,000 ms runner backoffs.
        assertThat(browser.figures()).containsExactlyEntriesOf(Browser.namedValues(
                "maxDownstreamAttempts", "27",
                "attemptsStarted", "27",
                "maxAttemptsWithinDeadline", "27",
                "clippedByDeadline", "No",
                "elapsed", "37.2 s",
                "deadlineReached", "No deadline set",
                "backoff", "10.2 s"));
        assertThat(browser.figureNote("clippedByDeadline")).isEqualTo("No deadline set");
        assertThat(browser.announcement())
                .isEqualTo("27 maximum downstream attempts; 27 started; elapsed 37.2 s; no deadline set. Checks: 3"
                        + " errors, 6 warnings.");
        List<List<String>> rows = browser.tableRows();
        assertThat(rows).hasSize(27 + 18 + 6 + 2);
        // Without a deadline the table has no boundary column: nothing to clip, nothing to claim.
        assertThat(rows.get(rows.size() - 1)).containsExactly("attempt (sdk)", "3.3.3", "36,200 / 37,200");
        assertThat(rows).allMatch(row -> row.size() == 3);
        assertThat(browser.find("#results").getText()).doesNotContain("Deadline boundary", FULL);
        assertThat(browser.staleNoticeShown()).isFalse();
        browser.assertResultsMatchJvm(TOOL, Map.of("deadline", ""));
    }

    @Test
    void aDeadlineInsideABackoffClipsItAndOneOnABoundaryClipsNothing() {
        browser.type("deadline", "9150");

        // The seed's rows up to 9,100 ms, then the SDK backoff after 1.3.1 is cut at 9,150 ms:
        // 2,200 - 100 + 50 = 2,150 ms of backoff.
        assertThat(browser.figures()).containsExactlyEntriesOf(Browser.namedValues(
                "maxDownstreamAttempts", "27",
                "attemptsStarted", "7",
                "maxAttemptsWithinDeadline", "7",
                "clippedByDeadline", "Yes: sdk backoff 1.3.1",
                "elapsed", "9.15 s",
                "deadlineReached", "Yes",
                "backoff", "2.15 s"));
        assertThat(browser.figureNote("clippedByDeadline")).isEqualTo("9,100 to 9,150 ms");
        List<List<String>> rows = browser.tableRows();
        assertThat(rows.subList(0, 13)).isEqualTo(SEED_ROWS.subList(0, 13));
        assertThat(rows.subList(13, rows.size())).containsExactly(
                List.of("backoff (sdk)", "1.3.1", "9,100 / 9,150", "Clipped; backoff cut short by the deadline"));
        browser.assertResultsMatchJvm(TOOL, Map.of("deadline", "9150"));

        // Attempt 1.3.1 ends exactly at 9,100 ms: nothing is cut, but the backoff after it never starts.
        browser.type("deadline", "9100");
        assertThat(browser.figures()).containsExactlyEntriesOf(Browser.namedValues(
                "maxDownstreamAttempts", "27",
                "attemptsStarted", "7",
                "maxAttemptsWithinDeadline", "7",
                "clippedByDeadline", "No",
                "elapsed", "9.1 s",
                "deadlineReached", "Yes",
                "backoff", "2.1 s"));
        assertThat(browser.tableRows()).isEqualTo(SEED_ROWS.subList(0, 13));
        browser.assertResultsMatchJvm(TOOL, Map.of("deadline", "9100"));
    }

    @Test
    void fullJitterDrawsTheSameSeededTraceAsTheJvm() {
        browser.select("jitter", "full");

        AmplificationResult seed42 = Simulator.run(AmplificationInputs.workedExample().withJitter(Jitter.FULL, 42),
                AmplificationTool.TABLE_ROWS_EACH_END);
        assertShowsTrace(seed42);
        List<List<String>> jittered = browser.tableRows();
        assertThat(jittered).isNotEqualTo(SEED_ROWS);
        assertThat(browser.paragraphs()).anySatisfy(p -> assertThat(p)
                .contains("Full jitter selects a seeded delay from zero through each exponential backoff cap."));
        browser.assertResultsMatchJvm(TOOL, Map.of("jitter", "full"));

        browser.type("seed", "7");
        AmplificationResult seed7 = Simulator.run(AmplificationInputs.workedExample().withJitter(Jitter.FULL, 7),
                AmplificationTool.TABLE_ROWS_EACH_END);
        assertShowsTrace(seed7);
        assertThat(browser.tableRows()).isNotEqualTo(jittered);
        browser.assertResultsMatchJvm(TOOL, Map.of("jitter", "full", "seed", "7"));
    }

    @Test
    void pastedDurationsConvertToMillisecondsAndAnOutOfRangeOneSaysHowItWasRead() {
        String preRendered = browser.resultsHtml();
        browser.setValue("timeout", "2000");
        assertThat(browser.figures()).isNotEqualTo(DEFAULT_FIGURES);
        // "1s" is the worked example's 1,000 ms timeout, "10s" its deadline, "0.1 s" the SDK's initial backoff.
        browser.setValue("timeout", "1s");
        browser.setValue("deadline", "10s");
        browser.setValue("layer3-initial", "0.1 s");
        browser.assertErrorsOnlyAt(TOOL);
        assertThat(browser.figures()).containsExactlyEntriesOf(DEFAULT_FIGURES);
        assertThat(browser.resultsHtml()).isEqualTo(preRendered);

        browser.setValue("deadline", "0.25m");
        browser.assertResultsMatchJvm(TOOL, Map.of("deadline", "15000"));
        browser.setValue("deadline", "10000");

        browser.setValue("timeout", "2d");
        assertThat(browser.errorText("timeout")).isEqualTo("Physical attempt timeout must be a whole number from 1 to "
                + "86,400,000 (you entered \u201c2d\u201d, read as 172,800,000 ms).");
        browser.setValue("timeout", "1000");
        browser.setValue("layer3-initial", "5M");
        assertThat(browser.errorText("layer3-initial")).isEqualTo("Layer 3 initial backoff must be a whole number from 0 to "
                + "2,592,000,000 (you entered \u201c5M\u201d; suffixes it takes: ms, s, m or min, h, d).");
        browser.assertErrorsOnlyAt(TOOL, "layer3-initial");
        assertThat(browser.resultsHtml()).isEqualTo(preRendered);
    }

    @Test
    void anInvalidAttemptLimitKeepsTheLastValidResultUntilItIsFixed() {
        String preRendered = browser.resultsHtml();
        browser.type("layer3-attempts", "0");

        assertThat(browser.errorText("layer3-attempts"))
                .isEqualTo("Layer 3 attempt limit must be a whole number from 1 to 100 (you entered \u201c0\u201d).");
        assertThat(browser.ariaInvalid("layer3-attempts")).isEqualTo("true");
        assertThat(browser.staleNoticeShown()).isTrue();
        assertThat(browser.staleNoticeText()).isEqualTo(STALE_NOTICE + " Field to fix: Layer 3 attempt limit.");
        assertThat(browser.find("#results").getAttribute("class")).contains("stale");
        assertThat(browser.resultsHtml()).isEqualTo(preRendered);
        assertThat(browser.figures()).containsExactlyEntriesOf(DEFAULT_FIGURES);
        browser.assertErrorsOnlyAt(TOOL, "layer3-attempts");

        browser.type("layer3-attempts", "3");
        assertThat(browser.errorText("layer3-attempts")).isEmpty();
        assertThat(browser.ariaInvalid("layer3-attempts")).isEqualTo("false");
        assertThat(browser.staleNoticeShown()).isFalse();
        assertThat(browser.find("#results").getAttribute("class")).doesNotContain("stale");
        assertThat(browser.announcement())
                .isEqualTo("27 maximum downstream attempts; 8 started; elapsed 10 s; deadline reached. Checks: 3 errors,"
                        + " 7 warnings.");
        assertThat(browser.resultsHtml()).isEqualTo(preRendered);
    }

    @Test
    void aMaximumBackoffBelowTheInitialIsRejectedOnTheMaximumField() {
        String preRendered = browser.resultsHtml();
        browser.type("layer3-max", "50");

        assertThat(browser.errorText("layer3-max")).isEqualTo(
                "Layer 3 maximum backoff must be at least the Layer 3 initial backoff of 100 ms (you entered \u201c50\u201d).");
        assertThat(browser.ariaInvalid("layer3-max")).isEqualTo("true");
        browser.assertErrorsOnlyAt(TOOL, "layer3-max");
        assertThat(browser.staleNoticeShown()).isTrue();
        assertThat(browser.resultsHtml()).isEqualTo(preRendered);

        // Lowering the initial backoff to the maximum resolves the conflict from the other field.
        browser.type("layer3-initial", "50");
        browser.assertErrorsOnlyAt(TOOL);
        assertThat(browser.staleNoticeShown()).isFalse();
        browser.assertResultsMatchJvm(TOOL, Map.of("layer3-initial", "50", "layer3-max", "50"));

        browser.type("layer3-initial", "100");
        assertThat(browser.errorText("layer3-max")).isNotEmpty();
        browser.type("layer3-max", "1000");
        browser.assertErrorsOnlyAt(TOOL);
        assertThat(browser.staleNoticeShown()).isFalse();
        assertThat(browser.resultsHtml()).isEqualTo(preRendered);
    }

    @Test
    void aPerTryTimeoutCutsEachApplicationAttemptAndTheInnermostRefusesOne() {
        // Each application attempt is cut at 2,000 ms, during 1.a.2; the deadline is cleared so every cut shows.
        browser.setValue("deadline", "");
        browser.type("layer2-per-try-timeout", "2s");
        browser.assertErrorsOnlyAt(TOOL);
        browser.assertResultsMatchJvm(TOOL, Map.of("deadline", "", "layer2-per-try-timeout", "2000"));
        Map<String, String> figures = browser.figures();
        // 3 runner attempts x 3 application attempts x the 2 SDK attempts that start within each 2 s.
        assertThat(figures).containsEntry("maxAttemptsWithinTimeouts", "18");
        List<String> cut = new ArrayList<>();
        for (List<String> row : browser.tableRows()) {
            if (row.get(3).startsWith("Cut by")) {
                cut.add(row.get(1) + " " + row.get(2));
            }
        }
        // Each application attempt: 1,000 ms, a 100 ms wait, then 1,100 to its cut at 2,000; the application
        // waits 500 and 1,000 ms, the runner 1,000 ms after its first attempt ends at 7,500.
        assertThat(cut).hasSize(9).startsWith("1.1.2 1,100 / 2,000", "1.2.2 3,600 / 4,500", "1.3.2 6,600 / 7,500",
                "2.1.2 9,600 / 10,500");

        String before = browser.resultsHtml();
        browser.type("layer3-per-try-timeout", "500");
        assertThat(browser.errorText("layer3-per-try-timeout")).startsWith("Layer 3 per-try timeout must be empty: the SDK"
                + " layer is the innermost");
        assertThat(browser.ariaInvalid("layer3-per-try-timeout")).isEqualTo("true");
        assertThat(browser.staleNoticeShown()).isTrue();
        assertThat(browser.resultsHtml()).isEqualTo(before);
    }

    @Test
    void theLargestConfigurationStaysResponsive() {
        browser.type("layer3-attempts", "100");
        browser.type("layer2-attempts", "100");
        browser.type("layer1-attempts", "100");
        browser.type("deadline", "");

        // Every layer exhausts: 1,000,000 attempts, 990,000 SDK, 9,900 application and 99 runner backoffs.
        // By hand, per SDK policy 100 x 1,000 + (100 + 200 + 400 + 800 + 95 x 1,000) = 196,500 ms; per
        // application policy 100 x 196,500 + (500 + 1,000 + 2,000 + 4,000 + 95 x 5,000) = 20,132,500 ms;
        // in all 100 x 20,132,500 + (1,000 + 2,000 + 4,000 + 8,000 + 95 x 10,000) = 2,014,215,000 ms,
        // which is 33,570 min (rounded) = 23 d 7 h 30 min.
        Map<String, String> shown = browser.figures();
        assertThat(shown).containsEntry("maxDownstreamAttempts", "1,000,000")
                .containsEntry("attemptsStarted", "1,000,000")
                .containsEntry("clippedByDeadline", "No")
                .containsEntry("deadlineReached", "No deadline set")
                .containsEntry("elapsed", "23 d 7 h 30 min");
        assertThat(browser.staleNoticeShown()).isFalse();

        Matcher caption = Pattern.compile("Synthetic timeline; path is job runner\\.application\\.SDK attempt\\. "
                + "No deadline is set, so no row is clipped\\. Showing the first (\\d+) and last (\\d+) rows of 1,999,999\\.").matcher(browser.tableCaption());
        assertThat(caption.matches()).as("caption %s", browser.tableCaption()).isTrue();
        int first = Integer.parseInt(caption.group(1));
        int last = Integer.parseInt(caption.group(2));
        assertThat(first).isEqualTo(last).isPositive();
        List<List<String>> rows = browser.tableRows();
        assertThat(rows).hasSizeLessThanOrEqualTo(2 * first + 1).hasSize(first + 1 + last);
        assertThat(rows.get(0)).containsExactly("attempt (sdk)", "1.1.1", "0 / 1,000");
        assertThat(rows.get(first)).containsExactly(
                "\u2026 " + Numbers.grouped(1_999_999 - first - last) + " rows not shown \u2026");
        assertThat(rows.get(rows.size() - 1))
                .containsExactly("attempt (sdk)", "100.100.100", "2,014,214,000 / 2,014,215,000");
        // The 97 MB download is announced before anything is written.
        assertThat(browser.find("#csv-size").getText())
                .isEqualTo("Download table (CSV) writes all 1,999,999 rows, about 100 MB.");
        browser.assertResultsMatchJvm(TOOL, Map.of("layer3-attempts", "100", "layer2-attempts", "100", "layer1-attempts", "100", "deadline", ""));

        // The page still answers: with a 10 s deadline the SDK's seventh attempt is clipped.
        // 0-1000, 1000-1100, 1100-2100, 2100-2300, 2300-3300, 3300-3700, 3700-4700, 4700-5500,
        // 5500-6500, 6500-7500, 7500-8500, 8500-9500, 9500-10000 clipped.
        browser.type("deadline", "10000");
        assertThat(browser.figures()).containsExactlyEntriesOf(Browser.namedValues(
                "maxDownstreamAttempts", "1,000,000",
                "attemptsStarted", "7",
                "maxAttemptsWithinDeadline", "7",
                "clippedByDeadline", "Yes: attempt 1.1.7",
                "elapsed", "10 s",
                "deadlineReached", "Yes",
                "backoff", "3.5 s"));
        assertThat(browser.tableCaption()).isEqualTo("Synthetic timeline; path is job runner.application.SDK attempt");
        assertThat(browser.tableRows()).hasSize(13);
    }

    /** Asserts that the page's figures and table show {@code result}, formatted here from the JVM's values. */
    private static void assertShowsTrace(AmplificationResult result) {
        Map<String, String> shown = browser.figures();
        assertThat(shown).containsEntry("attemptsStarted", Numbers.grouped(result.attemptsStarted()))
                .containsEntry("elapsed", Numbers.secondsFromMillis(result.elapsedMs()))
                .containsEntry("backoff", Numbers.secondsFromMillis(result.backoffMs()));
        List<List<String>> expected = new ArrayList<>();
        List<TimelineRow> rows = new ArrayList<>(result.timeline().head());
        rows.addAll(result.timeline().tail());
        for (TimelineRow row : rows) {
            String boundary = row.cutBy() != null ? (row.action() == TimelineRow.Action.ATTEMPT
                    ? "Cut by " + row.cutBy().describe(result.chain()) + "; remote outcome is not established"
                    : "Backoff cut short by " + row.cutBy().describe(result.chain()))
                    : !row.clipped() ? FULL
                    : row.action() == TimelineRow.Action.ATTEMPT ? "Clipped; remote outcome is not established"
                    : "Clipped; backoff cut short by the deadline";
            expected.add(List.of(row.action().id() + " (" + result.chain().id(row.layer()) + ")", row.path(),
                    Numbers.grouped(row.startMs()) + " / " + Numbers.grouped(row.endMs()), boundary));
        }
        assertThat(browser.tableRows()).isEqualTo(expected);
    }
}
