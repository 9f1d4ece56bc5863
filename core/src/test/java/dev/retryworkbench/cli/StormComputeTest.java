package dev.retryworkbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
}
