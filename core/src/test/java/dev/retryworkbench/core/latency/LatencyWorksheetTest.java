package dev.retryworkbench.core.latency;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.policy.Hedging;
import dev.retryworkbench.core.tool.Evaluation;
import dev.retryworkbench.core.worksheet.WorksheetReader;
import org.junit.jupiter.api.Test;

class LatencyWorksheetTest {
    private static final String HEAD = "{\"format\": \"retry-workbench/worksheet\", \"version\": 1, \"tool\": \"latency\","
            + " \"inputs\": ";

    private static WorksheetReader.Opened open(String inputs) {
        return WorksheetReader.read(HEAD + inputs + "}", new LatencyTool());
    }

    @Test
    void hedgingAfterADelayIsAnObjectAndReadsBackToTheSameBytes() {
        WorksheetReader.Opened opened = open("{\"calls\": 1000, \"hedging\": {\"delayMs\": 30, \"maxAttempts\": 3},"
                + " \"failureLatency\": {\"failureAfterMs\": 5}}");
        assertThat(opened.ok()).as(opened.error()).isTrue();
        assertThat(opened.fields().get("hedging")).isEqualTo("members");
        assertThat(opened.fields().get("hedge-delay")).isEqualTo("30");
        assertThat(opened.fields().get("failure-after")).isEqualTo("5");
        String json = opened.evaluation().export().worksheetJson();
        assertThat(json).contains("\"hedging\": {\"delayMs\": 30, \"maxAttempts\": 3},")
                .contains("\"failureLatency\": {\"failureAfterMs\": 5},")
                .contains("{\"name\": \"entered\", ").contains("\"suggestedDelayMs\": ");
        WorksheetReader.Opened again = WorksheetReader.read(json, new LatencyTool());
        assertThat(again.evaluation().export().worksheetJson()).isEqualTo(json);
    }

    @Test
    void aTextHedgingLeavesTheObjectsMembersOut() {
        WorksheetReader.Opened opened = open("{\"calls\": 1000, \"hedging\": \"on-per-try-timeout\","
                + " \"perTryTimeoutMs\": 300}");
        assertThat(opened.ok()).as(opened.error()).isTrue();
        String json = opened.evaluation().export().worksheetJson();
        assertThat(json).contains("\"hedging\": \"on-per-try-timeout\",").doesNotContain("delayMs\": 250")
                .contains("\"failureLatency\": \"same\",");
    }

    @Test
    void badMembersAreRefusedOrNamedAtTheirPath() {
        assertThat(open("{\"hedging\": {\"delayMs\": -3}}").error())
                .isEqualTo("inputs.hedging.delayMs: Hedging delay must be a number from 0 to 3,600,000 (you entered"
                        + " \u201c-3\u201d).");
        assertThat(open("{\"hedging\": \"members\"}").error()).isEqualTo("inputs.hedging: Hedging must be one of"
                + " \"off\", an object, \"on-per-try-timeout\" (the worksheet has the text \u201cmembers\u201d).");
        assertThat(open("{\"hedging\": \"on-per-try-timeout\"}").error())
                .isEqualTo("inputs.perTryTimeoutMs: " + LatencyFields.perTryRequiredMessage());
        WorksheetReader.Opened typo = open("{\"calls\": 1000, \"hedging\": {\"delayMs\": 30, \"maxAtempts\": 3}}");
        assertThat(typo.ok()).isTrue();
        assertThat(typo.unknownMembers()).containsExactly("inputs.hedging.maxAtempts (did you mean maxAttempts?)");
    }

    @Test
    void theCsvAndMarkdownCarryEveryRowAndTheTradeOff() {
        Evaluation evaluation = open("{\"calls\": 1000}").evaluation();
        String csv = evaluation.export().csv();
        assertThat(csv.split("\r\n")).hasSize(1 + 5 + 6);
        assertThat(csv).startsWith("name,delayMs,successShare,p50Ms,p90Ms,p99Ms,p999Ms,attemptsPerCall,extraLoad,"
                + "attemptTimePerCallMs\r\nno-retries,,").contains("\r\nhedge-at-p99.9,");
        String markdown = evaluation.export().markdown();
        assertThat(markdown).startsWith("# Latency planner\n").contains("| Hedging | Off |")
                .contains("| Envoy hedge on per-try timeout at the p95 |").contains("## The hedging delay's trade-off");
    }
}
