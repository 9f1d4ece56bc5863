package dev.retryworkbench.core.storm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.amplification.AmplificationFields;
import dev.retryworkbench.core.config.ConfigError;
import dev.retryworkbench.core.config.JsonValues;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldError;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.json.JsonNull;
import dev.retryworkbench.core.json.JsonNumber;
import dev.retryworkbench.core.json.JsonObject;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.render.SecondsShown;
import dev.retryworkbench.core.storm.render.StormRenderer;
import dev.retryworkbench.core.storm.render.StormStory;
import dev.retryworkbench.core.storm.render.StrategyComparison;
import dev.retryworkbench.core.storm.simulation.ComparisonRow;
import dev.retryworkbench.core.storm.simulation.StormInputs;
import dev.retryworkbench.core.storm.simulation.StormResult;
import dev.retryworkbench.core.storm.simulation.StormRun;
import dev.retryworkbench.core.storm.simulation.StormSeries;
import dev.retryworkbench.core.storm.simulation.StormSimulation;
import dev.retryworkbench.core.storm.simulation.StormSimulator;
import dev.retryworkbench.core.storm.simulation.Strategy;
import dev.retryworkbench.core.text.Numbers;
import dev.retryworkbench.core.tool.Continuation;
import dev.retryworkbench.core.tool.Evaluation;
import dev.retryworkbench.core.worksheet.WorksheetReader;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The storm simulator as a tool: its fields, the worked example's story, the table, chart and exports. */
class StormToolTest {
    private final StormTool tool = new StormTool();

    private RawValues defaultsWith(String... idValuePairs) {
        RawValues defaults = FormReading.defaults(tool.form());
        Map<String, String> overrides = new HashMap<>();
        for (int i = 0; i < idValuePairs.length; i += 2) {
            overrides.put(idValuePairs[i], idValuePairs[i + 1]);
        }
        return id -> overrides.containsKey(id) ? overrides.get(id) : defaults.get(id);
    }

    private static StormResult workedExample() {
        return StormSimulator.run(StormInputs.workedExample());
    }

    /** A slot after the stack's last layer is no input: its fields' errors, its preset select's too, are dropped. */
    @Test
    void theSlotsAfterTheLastLayerHaveNoErrorsNotEvenTheirPresetSelects() {
        assertThat(tool.start(defaultsWith("layer-count", "2", "layer5-preset", "no-such-library",
                "layer5-attempts", "0")).isValid()).isTrue();
        assertThat(tool.start(defaultsWith("layer-count", "5", "layer5-preset", "no-such-library")).errors())
                .extracting(error -> error.fieldId()).containsExactly("layer5-preset");
    }

    @Test
    void everyFieldHasItsOwnHelpFromItsKey() {
        // The help is keyed (Help.keyed): a key missing from its class's function would throw here, not in a page.
        Set<String> seen = new HashSet<>();
        for (FieldGroup group : StormFields.form()) {
            for (Field field : group.fields()) {
                assertThat(field.help()).as("help for %s", field.id()).isNotEmpty();
                // The budgets after the first (budget2 ...) are copies of it, with its help.
                if (!field.id().startsWith("layer") && !field.id().matches("budget[2-8].*")) {
                    assertThat(seen.add(field.help())).as("help of %s is its own", field.id()).isTrue();
                }
            }
        }
        assertThat(StormFields.CLIENTS.help())
                .isEqualTo("How many clients share the requests; each has its own retry budget.");
        assertThat(StormFields.stack().slot(3).jitterHigh().help())
                .isEqualTo("Proportional jitter only: the largest share of the wait (OpenAI and Anthropic SDKs: 1).");
        assertThat(StormFields.form().get(0).intro()).startsWith("Each client's policy, as in the workbench");
        assertThat(StormFields.form().get(1).intro()).isEmpty();
    }

    @Test
    void theFieldsReadBackAsTheSpecifiedWorkedExample() {
        FormReading reading = FormReading.read(tool.form(), FormReading.defaults(tool.form()));
        StormFields.addCrossFieldErrors(reading);
        assertThat(reading.errors()).isEmpty();
        StormInputs read = StormFields.inputs(reading);
        StormInputs expected = StormInputs.workedExample();
        // Same scenario; the layers carry the form's (unused) proportional factors, so compare what matters.
        assertThat(read.toBuilder().withLayers(expected.innermost().policy(), expected.layers().get(1).policy(), expected.layers().get(0).policy())
                .build()).isEqualTo(expected);
        assertThat(read.innermost().policy().attempts()).isEqualTo(3);
        assertThat(read.innermost().policy().maximum()).isZero();
        assertThat(read.layers().get(1).policy().attempts()).isEqualTo(1);
        assertThat(read.layers().get(0).policy().attempts()).isEqualTo(1);
        assertThat(StormSimulation.simulate(read)).usingRecursiveComparison()
                .isEqualTo(StormSimulation.simulate(expected));
    }

    @Test
    void theFormShowsThePolicyFirstWhileWorksheetsKeepTheWorldFirst() {
        List<FieldGroup> form = StormFields.form();
        FormReading reading = FormReading.read(form, FormReading.defaults(form));
        List<FieldGroup> worksheet = StormFields.worksheetOrder(reading);
        assertThat(form.get(0).fields()).contains(StormFields.stack().slot(0).attempts());
        assertThat(worksheet.get(0).fields()).contains(StormFields.CLIENTS);
        // The hedging and the budget are written in the innermost layer's entry: after slot 2, under its path.
        assertThat(worksheet.get(6).fields()).extracting(Field::worksheetPath).startsWith("layers.2.hedging");
        assertThat(worksheet.get(7).fields()).extracting(Field::worksheetPath).startsWith("layers.2.budget.kind");
        // All but the seven budgets without a kind after the first and the compared layer, written on its own.
        assertThat(worksheet).hasSize(form.size() - 8).containsAll(form.subList(0, 9));
        String json = tool.evaluate(FormReading.defaults(tool.form())).export().worksheetJson();
        assertThat(json.indexOf("\"clients\"")).isPositive().isLessThan(json.indexOf("\"layers\": ["));
    }

    @Test
    void theLayerFieldsAreTheWorkbenchsDeclarationsWithTheStormDefaults() {
        for (int slot = 0; slot < 8; slot++) {
            List<Field> storm = StormFields.stack().slot(slot).group("x", "").fields();
            List<Field> workbench = AmplificationFields.slot(slot).group("x", "").fields();
            // The workbench's columns end with the layer's own per-try timeout and timeout, which the storm
            // simulator does not model yet.
            assertThat(workbench.subList(storm.size(), workbench.size())).extracting(Field::id)
                    .containsExactly("layer" + (slot + 1) + "-per-try-timeout", "layer" + (slot + 1) + "-timeout");
            workbench = workbench.subList(0, storm.size());
            // The same declarations in the workbench's slot: the same ids, labels, paths and help.
            for (int i = 0; i < storm.size(); i++) {
                assertThat(storm.get(i).id()).isEqualTo(workbench.get(i).id());
                assertThat(storm.get(i).worksheetPath()).startsWith("layers." + slot + ".")
                        .isEqualTo(workbench.get(i).worksheetPath());
                assertThat(storm.get(i).label()).isEqualTo(workbench.get(i).label());
                assertThat(storm.get(i).help()).isEqualTo(workbench.get(i).help());
            }
            assertThat(StormFields.stack().role(slot).id()).isEqualTo(AmplificationFields.role(slot).id());
        }
        // Only the defaults differ: three immediate SDK attempts, one attempt elsewhere.
        assertThat(StormFields.stack().slot(2).attempts().defaultText()).isEqualTo("3");
        assertThat(StormFields.stack().slot(2).maxBackoff().defaultText()).isEqualTo("0");
        assertThat(StormFields.stack().slot(0).attempts().defaultText()).isEqualTo("1");
        assertThat(StormFields.stack().slot(5).attempts().defaultText()).isEqualTo("1");
        assertThat(tool.presetPickers()).hasSize(16); // the eight layers and each of the eight budgets' costs
    }

    @Test
    void everyFieldHasAUniqueIdAndPath() {
        List<Field> fields = FieldGroup.fieldsOf(tool.form());
        assertThat(fields.stream().map(Field::id)).doesNotHaveDuplicates();
        assertThat(fields.stream().map(Field::worksheetPath)).doesNotHaveDuplicates()
                .contains("clients", "requestsPerSecond", "arrivalsStopSeconds", "baseLatencyMs",
                        "latencyPerInFlightMs", "failureProbability", "trigger.startSeconds", "trigger.endSeconds",
                        "trigger.failureProbability", "trigger.requestsPerSecond", "attemptTimeoutMs",
                        "deadlineMs", "deadlineRule", "budget.kind", "budget.capacity", "budget.threshold", "layers.length",
                        "layers.4.role", "layers.7.attempts", "seed");
    }

    @Test
    void theWorkedExampleTellsTheCollapseWithTheSimulatedNumbers() {
        Evaluation evaluation = tool.evaluate(FormReading.defaults(tool.form()));
        assertThat(evaluation.isValid()).isTrue();
        StormResult result = workedExample();
        assertThat(evaluation.resultsHtml()).isEqualTo(StormRenderer.render(result));
        StormRun run = result.run();
        assertThat(run.recovered()).isFalse();
        assertThat(evaluation.announcement()).isEqualTo("Amplification " + Numbers.fixed(run.amplification(), 2)
                + "; " + Numbers.percent(run.successShare(), 1)
                + " of requests succeeded; did not recover before the arrivals stopped.");
        List<String> story = StormStory.paragraphs(result).stream().map(p -> p.text()).toList();
        assertThat(story.get(0)).contains("66.7 requests per second").contains("3 s timeout");
        assertThat(story.get(1)).contains("40 requests per second is below it")
                .contains("80 requests per second from 20 s to 29 s pushes it over");
        assertThat(story.get(2)).contains(Numbers.fixed(run.amplification(), 2) + " attempts on average")
                .contains("did not recover").contains("metastable");
        // Part 2's rows: no retries and its four budgets (the rows of issue 19's kinds come after them).
        for (ComparisonRow row : result.comparison().subList(0, Strategy.of(BudgetKind.BREAKER).ordinal() + 1)) {
            if (row.strategy() != Strategy.ENTERED) {
                assertThat(row.recoverySeconds()).as(row.strategy().id()).isNotNull();
                assertThat(story.get(4)).contains(row.name() + " recovers after "
                        + Numbers.trimmed(row.recoverySeconds(), 3) + " s");
            }
        }
        // Issue 19's ratio budget at its defaults allows more retries than the clients' requests: its row does not recover.
        assertThat(result.row(Strategy.of(BudgetKind.RATIO)).recoverySeconds()).isNull();
        assertThat(story.get(3)).startsWith("Open clients");
        assertThat(story.get(5)).startsWith("A backoff only delays the retry load");
        assertThat(story.get(6)).endsWith("; Retry ratio (Finagle, Linkerd) does not.");
    }

    @Test
    void theResultsShowFiguresChartComparisonAndSeries() {
        StormResult result = workedExample();
        String html = StormRenderer.render(result);
        assertThat(html).contains("data-figure=\"amplification\"", "data-figure=\"recovery\"",
                "data-figure=\"peakAttemptsPerSecond\"");
        // No closed form: latency grows with load.
        assertThat(html).doesNotContain("data-figure=\"closedForm\"");
        assertThat(html).contains("<polyline class=\"attempts\"", "<polyline class=\"successes\"",
                "<polyline class=\"arriving\"", "<rect class=\"trigger\"", "<line class=\"capacity\"");
        assertThat(html).containsOnlyOnce("<tr class=\"highlight\" data-strategy=\"entered\">");
        int length = result.run().series().length();
        assertThat(length).isGreaterThanOrEqualTo(80);
        // The seconds that tell the story, the quiet stretches between them left out and named.
        SecondsShown shown = SecondsShown.of(result);
        assertThat(shown.excerpt()).isTrue();
        assertThat(count(html, "<th scope=\"row\" class=\"num\">")).isEqualTo(shown.count());
        assertThat(count(html, "<tr class=\"gap\">")).isEqualTo(shown.gaps().size());
        for (int s = 15; s < 39; s++) {
            // The 5 seconds before the trigger at 20 s, the window to 29 s and the 10 seconds after it.
            assertThat(html).as("second " + s).contains("<th scope=\"row\" class=\"num\">" + s + "</th>");
        }
        assertThat(html).contains("<th scope=\"row\" class=\"num\">" + (length - 1) + "</th>");
        for (int[] gap : shown.gaps()) {
            assertThat(html).contains("seconds " + gap[0] + " to " + (gap[1] - 1) + " not shown");
        }
        // Every row but the policy without its waits: the worked example's policy has none, so it is the same run.
        assertThat(count(html, "data-strategy=")).isEqualTo(Strategy.values().length - 1);
        assertThat(html).doesNotContain("data-strategy=\"no-waits\"");
    }

    @Test
    void theClosedFormShowsBesideTheSimulationWhenItApplies() throws ConfigError {
        Evaluation evaluation = tool.evaluate(defaultsWith("latency-per-in-flight", "0", "failure-probability", "0.5",
                "trigger-rps", "", "clients", "1"));
        assertThat(evaluation.isValid()).isTrue();
        assertThat(evaluation.resultsHtml()).contains("data-figure=\"closedForm\"")
                .contains("<dd class=\"value\">1.75</dd>").contains("success 87.5%");
        JsonObject results = (JsonObject) ((JsonObject) JsonValues.parse(evaluation.export().worksheetJson())).get("results");
        JsonObject closed = (JsonObject) results.get("closedForm");
        assertThat(((JsonNumber) closed.get("amplification")).text()).isEqualTo("1.75");
        double simulated = Double.parseDouble(((JsonNumber) results.get("amplification")).text());
        // 3,200 requests: the standard error of the mean attempts is below 0.02.
        assertThat(simulated).isCloseTo(1.75, org.assertj.core.data.Offset.offset(0.08));
    }

    @Test
    void inputsThatCouldMakeTooManyAttemptsAreRefusedAtTheRate() {
        Evaluation evaluation = tool.evaluate(defaultsWith("rps", "100000", "arrivals-stop", "3600"));
        assertThat(evaluation.isValid()).isFalse();
        assertThat(evaluation.errors()).hasSize(1);
        FieldError error = evaluation.errors().get(0);
        assertThat(error.fieldId()).isEqualTo("rps");
        // 100,000/s for 3,600 s less the 9 s trigger at 80/s, times 3 attempts.
        assertThat(error.message()).contains("about 1,077,302,160 attempts").contains("at most 20,000,000");
        assertThat(crossFieldErrors(defaultsWith("rps", "1000", "arrivals-stop", "3600", "layer3-attempts", "6")))
                .extracting(FieldError::fieldId).containsExactly("rps");
        assertThat(crossFieldErrors(defaultsWith("rps", "1000", "arrivals-stop", "3600", "layer3-attempts", "5"))).isEmpty();
    }

    @Test
    void aTriggerThatEndsBeforeItStartsIsReportedAtItsEnd() {
        Evaluation evaluation = tool.evaluate(defaultsWith("trigger-end", "10"));
        assertThat(evaluation.errors()).containsExactly(new FieldError("trigger-end",
                "Trigger window end must be after the Trigger window start of 20 s (you entered \u201c10\u201d)."));
    }

    @Test
    void stepsGiveTheSameEvaluationAsOneGo() {
        RawValues raw = defaultsWith("budget", "token-bucket", "layer3-jitter", "full", "layer3-initial", "50",
                "layer3-max", "400");
        Evaluation started = tool.start(raw);
        assertThat(started.isValid()).isTrue();
        assertThat(started.resultsHtml()).isNull();
        Continuation work = started.continuation();
        assertThat(work.progressLabel()).startsWith("Simulating");
        int steps = 0;
        int percent = -1;
        while (!work.step()) {
            steps++;
            assertThat(work.percent()).isBetween(percent, 99);
            percent = work.percent();
            assertThat(work.evaluation().resultsHtml()).isNull();
            assertThat(work.evaluation().continuation()).isSameAs(work);
        }
        assertThat(steps).isGreaterThan(Strategy.values().length);
        assertThat(work.percent()).isEqualTo(100);
        assertThat(work.evaluation().continuation()).isNull();
        assertThat(work.evaluation().resultsHtml()).isEqualTo(tool.evaluate(raw).resultsHtml());
        Evaluation invalid = tool.start(defaultsWith("clients", "0"));
        assertThat(invalid.isValid()).isFalse();
        assertThat(invalid.continuation()).isNull();
    }

    @Test
    void theWorksheetCarriesTheSpecifiedMembersAndReadsBack() throws ConfigError {
        Evaluation evaluation = tool.evaluate(defaultsWith("budget", "aws-quota", "deadline", "9000"));
        String json = evaluation.export().worksheetJson();
        JsonObject root = (JsonObject) JsonValues.parse(json);
        assertThat(root.get("tool")).isEqualTo("storm");
        JsonObject inputs = (JsonObject) root.get("inputs");
        assertThat(((JsonNumber) inputs.get("requestsPerSecond")).text()).isEqualTo("40");
        JsonObject trigger = (JsonObject) inputs.get("trigger");
        assertThat(((JsonNumber) trigger.get("endSeconds")).text()).isEqualTo("29");
        assertThat(trigger.get("failureProbability")).isEqualTo(JsonNull.NULL);
        // Version 4: the list of layers, outermost first, the innermost's budget in its entry.
        assertThat(inputs.has("budget")).isFalse();
        List<?> layers = (List<?>) inputs.get("layers");
        assertThat(layers).hasSize(3);
        JsonObject sdk = (JsonObject) layers.get(2);
        JsonObject budget = (JsonObject) sdk.get("budget");
        assertThat(budget.get("kind")).isEqualTo("aws-quota");
        assertThat(budget.get("capacity")).isEqualTo(JsonNull.NULL);
        assertThat(((JsonNumber) sdk.get("attempts")).text()).isEqualTo("3");
        assertThat(((JsonNumber) ((JsonObject) layers.get(0)).get("attempts")).text()).isEqualTo("1");
        assertThat(((JsonObject) layers.get(0)).has("budget")).isFalse();
        JsonObject results = (JsonObject) root.get("results");
        for (String member : new String[] {"requests", "attempts", "amplification", "succeeded", "successShare",
            "refusedRetries", "peakAttemptsPerSecond", "peakRatio", "recoverySeconds", "series", "comparison"}) {
            assertThat(results.get(member)).as(member).isNotNull();
        }
        @SuppressWarnings("unchecked")
        List<Object> series = (List<Object>) results.get("series");
        JsonObject second = (JsonObject) series.get(0);
        assertThat(second.get("second")).isInstanceOf(JsonNumber.class);
        assertThat(second.get("meanServiceMs")).isNotNull();
        @SuppressWarnings("unchecked")
        List<Object> comparison = (List<Object>) results.get("comparison");
        assertThat(comparison).hasSize(Strategy.values().length);
        assertThat(((JsonObject) comparison.get(1)).get("name")).isEqualTo("Your policy");

        WorksheetReader.Opened opened = WorksheetReader.read(json, tool);
        assertThat(opened.ok()).as(opened.error()).isTrue();
        assertThat(opened.evaluation().export().worksheetJson()).isEqualTo(json);
    }

    @Test
    void theCsvHoldsEverySecondAndTheMarkdownTheComparison() {
        StormResult result = workedExample();
        Evaluation evaluation = tool.evaluate(FormReading.defaults(tool.form()));
        String csv = evaluation.export().csv();
        String[] lines = csv.split("\r\n");
        assertThat(lines[0]).isEqualTo("second,arriving,attemptsStarted,successes,failures,timeouts,inFlight,meanServiceMs,"
                + "queued,rejected");
        assertThat(lines).hasSize(result.run().series().length() + 1);
        StormSeries series = result.run().series();
        assertThat(lines[21]).startsWith("20," + series.arriving(20) + "," + series.attemptsStarted(20) + ",");
        StringBuilder parts = new StringBuilder();
        int[] count = {0};
        evaluation.export().csv(200, part -> {
            parts.append(part);
            count[0]++;
        });
        assertThat(parts.toString()).isEqualTo(csv);
        assertThat(count[0]).isGreaterThan(5);

        String markdown = evaluation.export().markdown();
        assertThat(markdown).startsWith("# Retry storm simulator\n").contains("## Comparison")
                .contains("| Your policy | " + StrategyComparison.cells(result, result.row(Strategy.ENTERED))[0] + " |").contains("| Clients | 10 |");
    }

    @Test
    void aStormWorksheetOpenedOnAnotherPageNamesTheRightPage() {
        String json = tool.evaluate(FormReading.defaults(tool.form())).export().worksheetJson();
        WorksheetReader.Opened opened = WorksheetReader.read(json, new dev.retryworkbench.core.planner.PlannerTool());
        assertThat(opened.error()).isEqualTo("This is a Retry storm simulator worksheet; open it in the Retry storm"
                + " simulator. This page is the 429 backoff planner.");
    }

    private List<FieldError> crossFieldErrors(RawValues raw) {
        FormReading reading = FormReading.read(tool.form(), raw);
        StormFields.addCrossFieldErrors(reading);
        return reading.errors();
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }
}
