package dev.retryworkbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.config.JsonValues;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.json.JsonNumber;
import dev.retryworkbench.core.json.JsonObject;
import dev.retryworkbench.core.json.ShortestDouble;
import dev.retryworkbench.core.storm.StormFields;
import dev.retryworkbench.core.storm.StormTool;
import dev.retryworkbench.core.storm.budget.AwsQuota;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.budget.BudgetParameter;
import dev.retryworkbench.core.storm.budget.EnvoyBudget;
import dev.retryworkbench.core.storm.budget.MaxRetriesBudget;
import dev.retryworkbench.core.storm.budget.RatioBudget;
import dev.retryworkbench.core.worksheet.WorksheetReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line recomputes storm worksheets with issue 19's members, and refuses bad ones in one line. */
class StormComputeTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int compute(Path file) {
        return Main.run(new String[] {"compute", file.toString()}, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    /** The worked example's Part 2 worksheet with {@code member} (a JSON member text) added to its inputs. */
    private static NumberField budgetField(BudgetKind kind, String name) {
        return kind.parameter(name).field();
    }

    private static Path worksheetWith(Path dir, String member) throws IOException {
        String text;
        try (InputStream in = StormComputeTest.class.getResourceAsStream(
                "/dev/retryworkbench/core/storm/pinned/worked-example.json")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Path file = dir.resolve("storm.json");
        Files.writeString(file, text.replace("\"inputs\": {", "\"inputs\": {" + member + ","));
        return file;
    }

    @Test
    void computeHandlesThePoolSheddingAndBudgetMembers(@TempDir Path dir) throws IOException {
        Path file = worksheetWith(dir, "\"concurrencyPerClient\": 22, \"dependencyConcurrencyLimit\": 150,"
                + " \"retryAfterMs\": 500, \"cancelOnTimeout\": true");
        assertThat(compute(file)).isEqualTo(0);
        String json = out.toString(StandardCharsets.UTF_8);
        assertThat(json).contains("\"concurrencyPerClient\": 22").contains("\"cancelOnTimeout\": true")
                .contains("\"retryAfterMs\": 500").contains("\"budgetBounds\": [");
        assertThat(json).containsPattern("\"rejected\": [1-9]");
    }

    /** Every number member issue 19 added, out of range: exit 2, one line naming the member, the value and the range. */
    @Test
    void everyAddedNumberMemberOutOfRangeExitsTwoInOneLine(@TempDir Path dir) throws IOException {
        List<NumberField> added = List.of(StormFields.CONCURRENCY_PER_CLIENT, StormFields.CLIENT_QUEUE_LIMIT,
                StormFields.DEPENDENCY_CONCURRENCY_LIMIT, StormFields.REJECTION_LATENCY, StormFields.RETRY_AFTER,
                budgetField(BudgetKind.AWS_QUOTA, AwsQuota.THROTTLING_RETRY_COST),
                budgetField(BudgetKind.RATIO, RatioBudget.PERCENT_CAN_RETRY),
                budgetField(BudgetKind.RATIO, RatioBudget.MIN_RETRIES_PER_SECOND),
                budgetField(BudgetKind.RATIO, RatioBudget.TTL_SECONDS), budgetField(BudgetKind.ENVOY, EnvoyBudget.BUDGET_PERCENT),
                budgetField(BudgetKind.ENVOY, EnvoyBudget.MIN_RETRY_CONCURRENCY),
                budgetField(BudgetKind.MAX_RETRIES, MaxRetriesBudget.MAX_RETRIES));
        for (NumberField number : added) {
            String value = Double.isInfinite(number.max()) ? "-1" : ShortestDouble.format(number.max() * 10 + 1);
            String path = number.worksheetPath();
            Path file = path.startsWith(BudgetParameter.PATH)
                    ? worksheetWithBudget(dir, "\"" + path.substring(BudgetParameter.PATH.length()) + "\": " + value)
                    : worksheetWith(dir, "\"" + path + "\": " + value);
            err.reset();
            assertThat(compute(file)).as(path).isEqualTo(2);
            String message = err.toString(StandardCharsets.UTF_8);
            assertThat(message.trim().lines().count()).as(path).isEqualTo(1);
            assertThat(message).as(path).contains("inputs." + path).contains(value)
                    .contains(number.boundsText().substring(number.boundsText().lastIndexOf(' ') + 1));
        }
    }

    /** The worked example's worksheet with {@code member} added to its budget object. */
    private static Path worksheetWithBudget(Path dir, String member) throws IOException {
        Path file = worksheetWith(dir, "\"cancelOnTimeout\": false");
        Files.writeString(file, Files.readString(file).replace("\"budget\": {\"kind\": \"none\",",
                "\"budget\": {\"kind\": \"none\", " + member + ","));
        return file;
    }

    @Test
    void invalidNewMembersExitTwoNamingMemberValueAndRange(@TempDir Path dir) throws IOException {
        assertThat(compute(worksheetWith(dir, "\"clientQueueLimit\": -1, \"concurrencyPerClient\": 2"))).isEqualTo(2);
        String message = err.toString(StandardCharsets.UTF_8);
        assertThat(message).contains("inputs.clientQueueLimit").contains("from 0 to 10,000,000").contains("-1");
        assertThat(message.trim().lines().count()).isEqualTo(1);
        err.reset();
        assertThat(compute(worksheetWith(dir, "\"rejectionLatencyMs\": 60001"))).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("inputs.rejectionLatencyMs")
                .contains("from 0 to 60,000").contains("60001");
        err.reset();
        assertThat(compute(worksheetWith(dir, "\"cancelOnTimeout\": \"yes\""))).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("inputs.cancelOnTimeout: Abandoned work must be true or false (the worksheet has the text “yes”)");
    }

    /**
     * Issue 30: a storm worksheet of five layers computes from the command line with the figures the page's
     * form gives for it (the same reading and simulation), and says each request makes the product of the
     * limits when every attempt fails.
     */
    @Test
    void computeTakesAStormStackDeeperThanThreeLayers(@TempDir Path dir) throws Exception {
        String text = "{\"format\": \"retry-workbench/worksheet\", \"version\": 4, \"tool\": \"storm\","
                + " \"inputs\": {\"failureProbability\": 1, \"arrivalsStopSeconds\": 10, \"layers\": [{\"role\":"
                + " \"runner\", \"attempts\": 2}, {\"role\": \"application\"}, {\"role\": \"sdk\", \"attempts\": 2},"
                + " {\"role\": \"mesh\", \"name\": \"sidecar\"}, {\"role\": \"mesh\", \"attempts\": 3}], \"seed\": 5}}";
        Path file = dir.resolve("five.json");
        Files.writeString(file, text);
        assertThat(compute(file)).as(err.toString(StandardCharsets.UTF_8)).isEqualTo(0);
        String json = out.toString(StandardCharsets.UTF_8);
        // The page reads the worksheet into the same form and exports the same text.
        WorksheetReader.Opened opened = WorksheetReader.read(text, new StormTool());
        assertThat(json).isEqualTo(opened.evaluation().export().worksheetJson());
        JsonObject results = (JsonObject) ((JsonObject) JsonValues.parse(json)).get("results");
        // 2 x 1 x 2 x 1 x 3 attempts for every request, all failing.
        assertThat(results.get("amplification")).isEqualTo(new JsonNumber("12"));
        assertThat(results.get("succeeded")).isEqualTo(new JsonNumber("0"));
        assertThat(json).contains("\"name\": \"sidecar\"");
    }
}
