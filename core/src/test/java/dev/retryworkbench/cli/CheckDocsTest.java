package dev.retryworkbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.check.CheckError;
import dev.retryworkbench.core.check.Checked;
import dev.retryworkbench.core.check.Checks;
import dev.retryworkbench.core.check.Rule;
import dev.retryworkbench.core.check.StackReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * docs/check.md as written: every {@code check} command of its code blocks (the quick start, the GitHub
 * Actions workflow, the GitLab job) run with the command line's entry point on docs/examples, the quick
 * start's output block compared with the real output, and each rule's example stack finding its rule.
 */
class CheckDocsTest {
    private static final String COMMAND = "java -jar core/target/retry-workbench.jar ";
    private static final Path DOC = Path.of("../docs/check.md");

    /** A fenced code block: its info string, the heading above it, its lines. */
    private record Block(String info, String heading, List<String> lines) {
    }

    private static List<Block> blocks() throws IOException {
        List<Block> blocks = new ArrayList<>();
        String heading = "";
        List<String> lines = null;
        String info = null;
        for (String line : Files.readAllLines(DOC, StandardCharsets.UTF_8)) {
            if (line.startsWith("```")) {
                if (lines == null) {
                    info = line.substring(3).trim();
                    lines = new ArrayList<>();
                } else {
                    blocks.add(new Block(info, heading, lines));
                    lines = null;
                }
            } else if (lines != null) {
                lines.add(line);
            } else if (line.startsWith("#")) {
                heading = line.replaceAll("^#+ ", "");
            }
        }
        return blocks;
    }

    /** Returns the command of a block's line ("run: ...", "- ...", or the line), or null when it is not check. */
    private static String command(String line) {
        String text = line.trim().replaceFirst("^(run: |- )", "");
        return text.startsWith(COMMAND + "check ") ? text.substring(COMMAND.length()) : null;
    }

    private static final class Run {
        final int status;
        final String out;

        Run(String command) {
            List<String> words = new ArrayList<>(Arrays.asList(command.split(" ")));
            int redirect = words.indexOf(">");
            if (redirect >= 0) {
                words = words.subList(0, redirect);
            }
            String[] args = words.stream().map(w -> w.startsWith("docs/") ? "../" + w : w).toArray(String[]::new);
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            status = Main.run(args, new PrintStream(bytes, true, StandardCharsets.UTF_8),
                    new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
            out = bytes.toString(StandardCharsets.UTF_8).replace("../docs/", "docs/");
        }
    }

    @Test
    void everyDocumentedCommandRunsAsWritten() throws IOException {
        List<String> commands = new ArrayList<>();
        for (Block block : blocks()) {
            for (String line : block.lines()) {
                if (command(line) != null) {
                    commands.add(command(line));
                }
            }
        }
        // The quick start, three workflow steps and two GitLab script lines.
        assertThat(commands).hasSize(6);
        for (String command : commands) {
            Run run = new Run(command);
            boolean passes = command.contains("--fail-on never") || command.contains("clean-stack.yaml");
            assertThat(run.status).as(command).isEqualTo(passes ? 0 : 1);
            if (command.contains("--format sarif")) {
                assertThat(run.out).as(command).startsWith("{").contains("\"version\": \"2.1.0\"");
            } else if (command.contains("--format github")) {
                assertThat(run.out.lines()).as(command).anyMatch(l -> l.startsWith("::error file=docs/examples/"));
            }
        }
    }

    @Test
    void theQuickStartsOutputIsTheRealOne() throws IOException {
        List<Block> blocks = blocks();
        int quickStart = -1;
        for (int i = 0; i < blocks.size() && quickStart < 0; i++) {
            if (blocks.get(i).info().equals("sh")) {
                quickStart = i;
            }
        }
        Run run = new Run(command(blocks.get(quickStart).lines().get(0)));
        Block output = blocks.get(quickStart + 1);
        assertThat(output.info()).isEqualTo("text");
        assertThat(run.out).isEqualTo(String.join("\n", output.lines()) + "\n");
        assertThat(run.status).isEqualTo(1);
    }

    @Test
    void eachRulesExampleFindsItsRule() throws IOException, CheckError {
        List<String> documented = new ArrayList<>();
        for (Block block : blocks()) {
            Rule rule = null;
            for (Rule candidate : Rule.values()) {
                rule = candidate.id().equals(block.heading()) ? candidate : rule;
            }
            if (rule == null || !block.info().equals("yaml") || documented.contains(rule.id())) {
                continue;
            }
            documented.add(rule.id());
            Checked checked = Checks.withStorm(StackReader.read("example.yaml", String.join("\n", block.lines()),
                    CheckDocsTest::example));
            Rule expected = rule;
            assertThat(checked.findings()).as(rule.id()).anyMatch(f -> f.rule() == expected);
        }
        assertThat(documented).containsExactlyInAnyOrder(Arrays.stream(Rule.values()).map(Rule::id)
                .toArray(String[]::new));
    }

    private static String example(String path) {
        Path file = Path.of("../docs/examples").resolve(path);
        try {
            return Files.isRegularFile(file) ? Files.readString(file, StandardCharsets.UTF_8) : null;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
