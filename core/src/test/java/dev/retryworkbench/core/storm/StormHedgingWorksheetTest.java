package dev.retryworkbench.core.storm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.policy.Hedging;
import dev.retryworkbench.core.storm.simulation.StormHedging;
import dev.retryworkbench.core.storm.simulation.StormInputs;
import dev.retryworkbench.core.worksheet.WorksheetReader;
import org.junit.jupiter.api.Test;

/**
 * The innermost layer's {@code hedging} in a storm worksheet, named as the latency worksheet names it: read,
 * written and reopened as itself; absent, it is off; where the model refuses it, the member is named.
 */
class StormHedgingWorksheetTest {
    private static final StormTool TOOL = new StormTool();

    private static WorksheetReader.Opened open(String layers) {
        return WorksheetReader.read("{\"format\": \"retry-workbench/worksheet\", \"version\": 4, \"tool\": \"storm\","
                + " \"inputs\": {\"layers\": " + layers + ", \"seed\": 5}}", TOOL);
    }

    private static StormInputs inputs(WorksheetReader.Opened opened) {
        assertThat(opened.ok()).as(opened.ok() ? "" : opened.error()).isTrue();
        return StormFields.inputs(FormReading.read(TOOL.form(), opened.fields()));
    }

    @Test
    void hedgingAfterADelayRoundTrips() {
        WorksheetReader.Opened opened = open("[{}, {}, {\"attempts\": 1, \"hedging\": {\"delayMs\": 200,"
                + " \"maxAttempts\": 3}, \"budget\": {\"kind\": \"max-retries\"}}]");
        assertThat(inputs(opened).innermost().hedging()).isEqualTo(StormHedging.of(Hedging.DELAY, 200, 3));
        String exported = opened.evaluation().export().worksheetJson();
        assertThat(exported).contains("\"hedging\": {\"delayMs\": 200, \"maxAttempts\": 3}");
        WorksheetReader.Opened again = WorksheetReader.read(exported, TOOL);
        assertThat(inputs(again)).isEqualTo(inputs(opened));
        assertThat(again.evaluation().export().worksheetJson()).isEqualTo(exported);
    }

    @Test
    void onPerTryTimeoutAndOffAreTexts() {
        WorksheetReader.Opened envoy = open("[{}, {}, {\"attempts\": 2, \"hedging\": \"on-per-try-timeout\"}]");
        assertThat(inputs(envoy).innermost().hedging()).isEqualTo(StormHedging.of(Hedging.ON_PER_TRY_TIMEOUT, 0, 0));
        assertThat(inputs(envoy).innermost().policy().attempts()).isEqualTo(2);
        assertThat(envoy.evaluation().export().worksheetJson()).contains("\"hedging\": \"on-per-try-timeout\"");
        // A worksheet written before hedging reads as off, and its export says so.
        WorksheetReader.Opened old = open("[{}, {}, {}]");
        assertThat(inputs(old).innermost().hedging()).isEqualTo(StormHedging.OFF);
        assertThat(old.evaluation().export().worksheetJson()).contains("\"hedging\": \"off\"");
    }

    @Test
    void whatTheModelRefusesIsNamedByMember() {
        // Retries and hedging after a delay on one layer: gRPC's rule, on the hedging member.
        WorksheetReader.Opened both = open("[{}, {}, {\"attempts\": 3, \"hedging\": {\"delayMs\": 200,"
                + " \"maxAttempts\": 2}}]");
        assertThat(both.ok()).isFalse();
        assertThat(both.error()).contains("hedging: SDK attempts must be 1 while it hedges after a delay (it is 3)");
        // Only the innermost layer may hedge.
        assertThat(open("[{\"hedging\": \"on-per-try-timeout\"}, {}, {}]").error())
                .contains("inputs.layers[0].hedging: only the innermost layer");
        // Out of range: the member, the value and the range.
        WorksheetReader.Opened tooMany = open("[{}, {}, {\"attempts\": 1, \"hedging\": {\"delayMs\": 200,"
                + " \"maxAttempts\": 11}}]");
        assertThat(tooMany.ok()).isFalse();
        assertThat(tooMany.error()).contains("maxAttempts").contains("11").contains("10");
    }
}
