package dev.retryworkbench.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.storm.StormFields;
import dev.retryworkbench.core.storm.StormTool;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.render.StormStory;
import dev.retryworkbench.core.storm.simulation.StormInputs;
import dev.retryworkbench.core.storm.simulation.StormResult;
import dev.retryworkbench.core.storm.simulation.StormRun;
import dev.retryworkbench.core.storm.simulation.StormSimulation;
import dev.retryworkbench.core.storm.simulation.StormSimulator;
import dev.retryworkbench.core.storm.simulation.Strategy;
import dev.retryworkbench.core.worksheet.WorksheetReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Issue 32's "done when" for the storm: docs/examples/storm-hedging.json hedges at a fixed delay, and shows with
 * numbers the load multiplying once the latency rises past the delay, and a budget holding it; the command line
 * computes it.
 */
class StormHedgingExampleTest {
    private static final Path EXAMPLE = Path.of(CheckCommandTest.EXAMPLES + "storm-hedging.json");

    private static StormInputs inputs() throws IOException {
        StormTool tool = new StormTool();
        WorksheetReader.Opened opened = WorksheetReader.read(Files.readString(EXAMPLE), tool);
        assertThat(opened.ok()).as(opened.ok() ? "" : opened.error()).isTrue();
        return StormFields.inputs(FormReading.read(tool.form(), opened.fields()));
    }

    /** Attempts started per arriving request in seconds [from, to) of {@code run}. */
    private static double attemptsPerArrival(StormRun run, int from, int to) {
        double attempts = 0;
        double arriving = 0;
        for (int s = from; s < to; s++) {
            attempts += run.series().attemptsStarted(s);
            arriving += run.series().arriving(s);
        }
        return attempts / arriving;
    }

    @Test
    void theLoadMultipliesPastTheDelayAndABudgetHoldsIt() throws IOException {
        StormResult result = StormSimulator.run(inputs());
        // Little's law: 100 ms / (1 - 0.005 x rate) passes the 150 ms delay above 66.7 requests per second; the
        // trigger's 80 (20 s to 29 s) are above it, the normal 40 below.
        assertThat(StormSimulator.rateAbove(result.inputs(), 150)).isCloseTo(66.67, offset(0.01));
        assertThat(StormStory.hedgingSentence(result)).contains("above 66.7 requests per second the latency passes it and every request hedges")
                .containsPattern("Hedging multiplied the load: in second 2[0-8], [0-9]+ attempts for [0-9]+"
                        + " arriving requests \\(x[12]\\.[0-9]\\)");
        assertThat(attemptsPerArrival(result.run(), 0, 20)).isLessThan(1.1);
        assertThat(attemptsPerArrival(result.run(), 20, 29)).isGreaterThan(1.9);
        assertThat(attemptsPerArrival(result.run(), 35, 60)).isLessThan(1.1);
        // Envoy's max retries at its default, 3 active retries per client, counts each hedge as one: it holds the
        // trigger's load to well under twice the arrivals, refusing hundreds of hedges.
        StormRun capped = StormSimulation.simulate(Strategy.of(BudgetKind.MAX_RETRIES).inputs(result.inputs()));
        assertThat(attemptsPerArrival(capped, 20, 29)).isLessThan(1.5);
        assertThat(capped.refusedRetries()).isGreaterThan(100);
        assertThat(result.row(Strategy.of(BudgetKind.MAX_RETRIES)).amplification())
                .isLessThan(result.row(Strategy.ENTERED).amplification());
    }

    @Test
    void theCommandLineComputesIt() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(new String[] {"compute", EXAMPLE.toString()}, new PrintStream(out, true,
                StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(status).as(err.toString(StandardCharsets.UTF_8)).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("\"hedging\": {\"delayMs\": 150, \"maxAttempts\": 2}")
                .contains("\"comparison\": [");
    }
}
