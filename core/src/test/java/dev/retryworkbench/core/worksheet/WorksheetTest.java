package dev.retryworkbench.core.worksheet;

import dev.retryworkbench.core.json.JsonNull;
import dev.retryworkbench.core.json.JsonNumber;
import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.amplification.AmplificationTool;
import dev.retryworkbench.core.check.Checks;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.config.JsonValues;
import dev.retryworkbench.core.planner.PlannerTool;
import dev.retryworkbench.core.tool.Evaluation;
import dev.retryworkbench.core.tool.Tool;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class WorksheetTest {
    private static final Tool AMPLIFICATION = new AmplificationTool(Checks.FINDINGS);
    private static final Tool PLANNER = new PlannerTool();

    private static Evaluation defaults(Tool tool) {
        return tool.evaluate(FormReading.defaults(tool.form()));
    }

    private static Evaluation with(Tool tool, String fieldId, String text) {
        Map<String, String> values = new HashMap<>();
        tool.form().forEach(group -> group.fields().forEach(f -> values.put(f.id(), f.defaultText())));
        values.put(fieldId, text);
        return tool.evaluate(values::get);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> json(String text) throws Exception {
        return (Map<String, Object>) dev.retryworkbench.core.json.JsonTrees.parse(text);
    }

    private static JsonNumber n(String text) {
        return new JsonNumber(text);
    }

    @Test
    @SuppressWarnings("unchecked")
    void amplificationWorksheetHasTheSpecsMembersAndValues() throws Exception {
        String text = defaults(AMPLIFICATION).export().worksheetJson();
        assertThat(text).startsWith("{\n  \"format\": \"retry-workbench/worksheet\",\n  \"version\": 4,\n  \"tool\": \"amplification\",");
        // Version 4 writes the layers as a list, outermost first, and only the stack's layers.
        assertThat(text).contains("\"layers\": [\n      {\"role\": \"runner\", \"name\": null, \"preset\": null, \"attempts\": 3,"
                + " \"initialBackoffMs\": 1000, \"maxBackoffMs\": 10000, \"multiplier\": 2,")
                .contains("{\"role\": \"sdk\", \"name\": null, \"preset\": null, \"attempts\": 3, \"initialBackoffMs\": 100, \"maxBackoffMs\": 1000, \"multiplier\": 2,")
                .doesNotContain("\"mesh\"").doesNotContain("length")
                .contains("{\"action\": \"attempt\", \"layer\": \"sdk\", \"path\": \"1.1.1\", \"startMs\": 0, \"endMs\": 1000, \"clipped\": false}")
                .contains("{\"action\": \"attempt\", \"layer\": \"sdk\", \"path\": \"1.3.2\", \"startMs\": 9200, \"endMs\": 10000, \"clipped\": true}");
        Map<String, Object> file = json(text);
        Map<String, Object> inputs = (Map<String, Object>) file.get("inputs");
        assertThat(inputs).containsEntry("attemptTimeoutMs", n("1000")).containsEntry("deadlineMs", n("10000"))
                .containsEntry("jitter", "none").containsEntry("seed", n("42"));
        Map<String, Object> results = (Map<String, Object>) file.get("results");
        assertThat(results).containsEntry("maxDownstreamAttempts", n("27")).containsEntry("totalWithoutDeadlineMs", n("37200"))
                .containsEntry("attemptsStarted", n("8")).containsEntry("clippedByDeadline", true)
                .containsEntry("deadlineReached", true).containsEntry("elapsedMs", n("10000"))
                .containsEntry("backoffMs", n("2200")).containsEntry("timelineRows", n("15"))
                .containsEntry("timelineOmittedRows", n("0"));
        assertThat((List<Object>) results.get("retryOwners")).containsExactly("sdk", "application", "runner");
        assertThat((List<Object>) results.get("timeline")).hasSize(15);
    }

    @Test
    @SuppressWarnings("unchecked")
    void plannerWorksheetCarriesEverySpecResultAtFullPrecision() throws Exception {
        Map<String, Object> file = json(defaults(PLANNER).export().worksheetJson());
        Map<String, Object> inputs = (Map<String, Object>) file.get("inputs");
        assertThat(inputs).containsEntry("successRate", n("0.5")).containsEntry("plannedConcurrency", n("8"))
                .containsEntry("jitter", "full").containsEntry("tokensPerAttempt", n("4000"));
        Map<String, Object> results = (Map<String, Object>) file.get("results");
        Map<String, String> expected = Map.ofEntries(
                Map.entry("totalMeanWaitSeconds", "7.5"), Map.entry("worstWaitSeconds", "15"),
                Map.entry("expectedWaitToResolveSeconds", "1"), Map.entry("attemptsPerRequest", "1.9375"),
                Map.entry("exhaustedShare", "0.03125"), Map.entry("ceilingPerMinute", "100"),
                Map.entry("safeConcurrency", "6.666666666666667"), Map.entry("wholeSlots", "6"),
                Map.entry("plannedAttemptsPerMinute", "120"), Map.entry("plannedShareOfCeiling", "1.2"),
                Map.entry("completedPerMinute", "51.61290322580645"), Map.entry("resolvedPerMinute", "50"),
                Map.entry("retryTax", "0.4838709677419355"), Map.entry("attemptsPerResolved", "2"),
                Map.entry("netDrainPerMinute", "30"), Map.entry("drainMinutes", "166.66666666666666"),
                Map.entry("backlogTokensFirstAttempts", "20000000"), Map.entry("backlogTokensWithRetries", "40000000"));
        expected.forEach((name, value) -> assertThat(results).containsEntry(name, n(value)));
        assertThat(results).containsEntry("bindingLimit", "tpm");
        assertThat((List<Object>) results.get("schedule")).first().isEqualTo(Map.of("attempt", n("1"),
                "rawSeconds", n("1"), "minSeconds", n("0"), "meanSeconds", n("0.5"), "maxSeconds", n("1"),
                "cumulativeMeanSeconds", n("0.5")));
    }

    @Test
    void absentResultsAreNull() throws Exception {
        Map<String, Object> growing = json(with(PLANNER, "arrivals", "100").export().worksheetJson());
        assertThat(((Map<?, ?>) growing.get("results")).get("drainMinutes")).isSameAs(JsonNull.NULL);
        Map<String, Object> noPlan = json(with(PLANNER, "concurrency", "").export().worksheetJson());
        assertThat(((Map<?, ?>) noPlan.get("inputs")).get("plannedConcurrency")).isSameAs(JsonNull.NULL);
        assertThat(((Map<?, ?>) noPlan.get("results")).get("plannedShareOfCeiling")).isSameAs(JsonNull.NULL);
        Map<String, Object> noDeadline = json(with(AMPLIFICATION, "deadline", "").export().worksheetJson());
        assertThat(((Map<?, ?>) noDeadline.get("inputs")).get("deadlineMs")).isSameAs(JsonNull.NULL);
    }

    @Test
    void everyExportReopensToTheSameFieldsAndBytes() {
        List<Evaluation> cases = List.of(defaults(AMPLIFICATION), with(AMPLIFICATION, "jitter", "full"),
                with(AMPLIFICATION, "jitter", "equal"), with(AMPLIFICATION, "deadline", ""),
                defaults(PLANNER), with(PLANNER, "success-rate", "33.3"), with(PLANNER, "tpm", ""),
                with(PLANNER, "rpm", ""), with(PLANNER, "concurrency", ""), with(PLANNER, "multiplier", "1.5"));
        for (Evaluation evaluation : cases) {
            String json = evaluation.export().worksheetJson();
            WorksheetReader.Opened opened = WorksheetReader.read(json, AMPLIFICATION, PLANNER);
            assertThat(opened.error()).isNull();
            assertThat(opened.evaluation().export().worksheetJson()).isEqualTo(json);
            assertThat(opened.evaluation().export().markdown()).isEqualTo(evaluation.export().markdown());
            assertThat(opened.evaluation().resultsHtml()).isEqualTo(evaluation.resultsHtml());
        }
    }

    @Test
    void reopeningFillsTheFormsText() {
        WorksheetReader.Opened opened = WorksheetReader.read(with(PLANNER, "success-rate", "33.3").export().worksheetJson(),
                PLANNER);
        assertThat(opened.fields().get("success-rate")).isEqualTo("33.3");
        assertThat(opened.fields().get("rpm")).isEqualTo("1000");
        assertThat(opened.fields().get("jitter")).isEqualTo("full");
        assertThat(opened.fields().get("concurrency")).isEqualTo("8");
        WorksheetReader.Opened amplification = WorksheetReader.read(with(AMPLIFICATION, "deadline", "").export().worksheetJson(),
                AMPLIFICATION);
        assertThat(amplification.fields().get("deadline")).isEmpty();
        assertThat(amplification.fields().get("layer3-max")).isEqualTo("1000");
    }

    @Test
    void resultsInTheFileAreOptionalAndIgnored() {
        String inputsOnly = "{\"format\": \"retry-workbench/worksheet\", \"version\": 1, \"tool\": \"amplification\","
                + " \"inputs\": {\"layers\": {\"sdk\": {\"attempts\": 3, \"initialBackoffMs\": 100, \"maxBackoffMs\": 1000},"
                + " \"application\": {\"attempts\": 3, \"initialBackoffMs\": 500, \"maxBackoffMs\": 5000},"
                + " \"runner\": {\"attempts\": 3, \"initialBackoffMs\": 1000, \"maxBackoffMs\": 10000}},"
                + " \"attemptTimeoutMs\": 1000, \"deadlineMs\": 10000, \"jitter\": \"none\", \"seed\": 42},"
                + " \"results\": {\"maxDownstreamAttempts\": 9999}}";
        WorksheetReader.Opened opened = WorksheetReader.read(inputsOnly, AMPLIFICATION);
        assertThat(opened.ok()).isTrue();
        assertThat(opened.evaluation().export().worksheetJson()).isEqualTo(defaults(AMPLIFICATION).export().worksheetJson());
    }

    @Test
    void refusesWhatIsNotAWorksheetWithAClearMessage() {
        String planner = defaults(PLANNER).export().worksheetJson();
        assertThat(WorksheetReader.read("action,layer\nattempt,sdk", PLANNER).error())
                .startsWith("This file is not a Retry Workbench worksheet: it is not valid JSON");
        assertThat(WorksheetReader.read("{\"format\": \"retry-workbench/worksheet\"\n  \"version\": 1}", PLANNER).error())
                .isEqualTo("This file is not a Retry Workbench worksheet: it is not valid JSON at line 2, column 3:"
                        + " expected ',' or '}' after the member's value.");
        assertThat(WorksheetReader.read("\uFEFF" + planner, PLANNER).ok()).isTrue();
        assertThat(WorksheetReader.read(planner.replace("\"version\":", "\"version\":\uFEFF"), PLANNER).error())
                .contains("at line 3, column 13: expected a JSON value");
        assertThat(WorksheetReader.read("{\"hello\": 1}", PLANNER).error())
                .isEqualTo("This file is not a Retry Workbench worksheet: it has no \"format\": \"retry-workbench/worksheet\".");
        assertThat(WorksheetReader.read(planner.replace("\"version\": 4", "\"version\": 5"), PLANNER).error())
                .isEqualTo("This worksheet is version 5, newer than this copy of Retry Workbench reads (version 4)."
                        + " Open it with a newer Retry Workbench.");
        assertThat(WorksheetReader.read(planner.replace("\"version\": 4", "\"version\": \"1\""), PLANNER).error())
                .contains("no \"version\" number");
        assertThat(WorksheetReader.read(planner, AMPLIFICATION).error())
                .isEqualTo("This is a 429 backoff planner worksheet; open it in the 429 backoff planner."
                        + " This page is the Retry amplification workbench.");
        assertThat(WorksheetReader.read(planner.replace("\"tool\": \"planner\"", "\"tool\": \"x\""), AMPLIFICATION, PLANNER).error())
                .contains("its \"tool\" is not one of \"amplification\", \"planner\", \"storm\" or \"latency\"");
    }

    @Test
    void namesTheWorksheetFieldTheValueAndTheRange() {
        String planner = defaults(PLANNER).export().worksheetJson();
        assertThat(WorksheetReader.read(planner.replace("\"attempts\": 5", "\"attempts\": 0"), PLANNER).error())
                .isEqualTo("inputs.attempts: Attempt cap must be a whole number from 1 to 100 (you entered \u201c0\u201d).");
        assertThat(WorksheetReader.read(planner.replace("\"successRate\": 0.5", "\"successRate\": 1.5"), PLANNER).error())
                .startsWith("inputs.successRate: Per-attempt success rate must be a number from 0 to 100");
        assertThat(WorksheetReader.read(planner.replace("\"multiplier\": 2", "\"multiplier\": \"2\""), PLANNER).error())
                .isEqualTo("inputs.multiplier: Multiplier must be a number from 1 to 10 (the worksheet has the text \u201c2\u201d).");
        assertThat(WorksheetReader.read(planner.replace("\"rpmLimit\": 1000", "\"rpmLimit\": true"), PLANNER).error())
                .isEqualTo("inputs.rpmLimit: RPM limit must be a number greater than 0 and at most 1,000,000,000, or null"
                        + " for none (the worksheet has true).");
        assertThat(WorksheetReader.read(planner.replace("\"successRate\": 0.5", "\"successRate\": [0.5]"), PLANNER).error())
                .isEqualTo("inputs.successRate: Per-attempt success rate must be a share from 0 to 1 (the worksheet has a list).");
        assertThat(WorksheetReader.read(planner.replace("\"jitter\": \"full\"", "\"jitter\": \"wild\""), PLANNER).error())
                .isEqualTo("inputs.jitter: Jitter must be one of \"none\", \"full\", \"equal\", \"decorrelated\","
                        + " \"proportional\" (the worksheet has the text \u201cwild\u201d).");
    }

    @Test
    void shiftsDecimalTextWithoutRounding() {
        assertThat(DecimalText.shift("0.333", 2)).isEqualTo("33.3");
        assertThat(DecimalText.shift("0.5", 2)).isEqualTo("50");
        assertThat(DecimalText.shift("1", 2)).isEqualTo("100");
        assertThat(DecimalText.shift("5e-1", 2)).isEqualTo("50");
        assertThat(DecimalText.shift("1.5E-3", 2)).isEqualTo("0.15");
        assertThat(DecimalText.shift("0", 2)).isEqualTo("0");
        assertThat(DecimalText.shift("-0.07", 2)).isEqualTo("-7");
        assertThat(DecimalText.shift("1e400", 2)).isEqualTo("1e400e2");
    }

    @Test
    void markdownSummaryHasInputsFiguresAndTable() {
        String markdown = defaults(AMPLIFICATION).export().markdown();
        assertThat(markdown).startsWith("# Retry amplification workbench\n\n## Inputs\n\n| Input | Value |\n|---|---:|\n")
                .contains("| Layer 1 role | Job runner |\n").contains("| Layers in the stack | 3 |\n")
                .contains("| Layer 3 attempt limit | 3 |\n").doesNotContain("Layer 4")
                .contains("| End-to-end deadline | 10,000 ms |\n")
                .contains("| Maximum downstream attempts | 27 | Without a deadline; every layer exhausts |\n")
                .contains("| Clipped by the absolute deadline | Yes: attempt `1.3.2` | 9,200 to 10,000 ms |\n")
                .contains("Multiple retry owners: SDK, application and job runner.")
                .contains("| attempt (sdk) | `1.3.2` | 9,200 / 10,000 | Clipped; remote outcome is not established |\n");
        assertThat(defaults(PLANNER).export().markdown()).contains("| Per-attempt success rate | 50% |\n")
                .contains("| 4 | 8.00 | 0.00 | 4.00 | 8.00 | 7.50 |\n");
    }

    @Test
    void csvHoldsTheWholeTable() {
        String csv = defaults(AMPLIFICATION).export().csv();
        assertThat(csv.split("\r\n")).hasSize(16);
        assertThat(csv).startsWith("action,layer,path,startMs,endMs,clipped,cutBy\r\nattempt,sdk,1.1.1,0,1000,false,\r\n")
                .endsWith("attempt,sdk,1.3.2,9200,10000,true,\r\n");
        assertThat(defaults(PLANNER).export().csv())
                .isEqualTo("attempt,rawSeconds,minSeconds,meanSeconds,maxSeconds,cumulativeMeanSeconds\r\n"
                        + "1,1,0,0.5,1,0.5\r\n2,2,0,1,2,1.5\r\n3,4,0,2,4,3.5\r\n4,8,0,4,8,7.5\r\n");
    }

    @Test
    @SuppressWarnings("unchecked")
    void largeTracesKeepBothEndsInTheWorksheetAndEveryRowInTheCsv() throws Exception {
        Map<String, String> values = new HashMap<>();
        AMPLIFICATION.form().forEach(group -> group.fields().forEach(f -> values.put(f.id(), f.defaultText())));
        values.put("layer3-attempts", "100");
        values.put("layer2-attempts", "100");
        values.put("layer1-attempts", "11");
        values.put("deadline", "");
        Evaluation evaluation = AMPLIFICATION.evaluate(values::get);
        Map<String, Object> results = (Map<String, Object>) json(evaluation.export().worksheetJson()).get("results");
        assertThat(results).containsEntry("timelineRows", n("219999")).containsEntry("timelineOmittedRows", n("119999"));
        List<Object> timeline = (List<Object>) results.get("timeline");
        assertThat(timeline).hasSize(100_000);
        assertThat(((Map<?, ?>) timeline.get(99_999)).get("path")).isEqualTo("11.100.100");
        String[] csv = evaluation.export().csv().split("\r\n");
        assertThat(csv).hasSize(220_000);
        assertThat(csv[219_999]).startsWith("attempt,sdk,11.100.100,");
    }
}
