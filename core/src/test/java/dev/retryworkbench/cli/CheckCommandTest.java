package dev.retryworkbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.config.ConfigError;
import dev.retryworkbench.core.config.JsonValues;
import dev.retryworkbench.core.json.JsonObject;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code check}: the example stacks, every output format, the exit statuses and the one-line refusals. */
class CheckCommandTest {
    /** The documentation's example stacks, from core/ where the tests run. */
    static final String EXAMPLES = "../docs/examples/";

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void theExampleStackMultipliesPastTheLimitAndExitsOne() {
        assertThat(run("check", EXAMPLES + "stack.yaml")).isEqualTo(1);
        List<String> lines = out().lines().toList();
        // Each owner's attempt key: backoffLimit, stop_after_attempt's argument, maxAttempts, attempts, and the
        // stack file's entry of the Envoy route, whose num_retries is a hidden default.
        assertThat(lines).filteredOn(l -> l.contains("attempts-at-dependency")).extracting(l -> l.split(": ")[0])
                .containsExactly(EXAMPLES + "deploy/job.yaml:8:3", EXAMPLES + "app/billing.py:8:29",
                        EXAMPLES + "sdk/payments-service-config.json:7:9",
                        EXAMPLES + "mesh/payments-virtualservice.yaml:21:7", EXAMPLES + "stack.yaml:16:5");
        assertThat(lines.get(0)).endsWith(": error attempts-at-dependency: 162 attempts can reach the dependency"
                + " per call (3 x 3 x 3 x 3 x 2 from billing job, charge_card, payments gRPC client, Istio route and"
                + " ingress Envoy); the limit is 10");
        assertThat(lines).anyMatch(l -> l.startsWith(EXAMPLES + "mesh/payments-virtualservice.yaml:22:7: warning"
                + " cut-by-per-try-timeout: Istio route's 500 ms per-try timeout"));
        assertThat(lines).anyMatch(l -> l.startsWith(EXAMPLES + "stack.yaml:16:5: note hidden-default: ingress"
                + " Envoy makes 2 attempts"));
        assertThat(lines.get(lines.size() - 1)).isEqualTo(EXAMPLES + "stack.yaml: 5 layers, 162 attempts per call"
                + " at most; 5 errors, 9 warnings, 1 note");
        assertThat(err()).contains("note: app/billing.py: also holds retry(...) at line 16");
    }

    @Test
    void theCleanStackExitsZeroAndFailOnChoosesTheThreshold() {
        assertThat(run("check", EXAMPLES + "clean-stack.yaml")).isEqualTo(0);
        assertThat(out()).isEqualTo(EXAMPLES + "clean-stack.yaml: 2 layers, 3 attempts per call at most; 0 errors,"
                + " 0 warnings, 0 notes\n");
        assertThat(run("check", EXAMPLES + "clean-stack.yaml", "--fail-on", "warning")).isEqualTo(0);
        assertThat(run("check", EXAMPLES + "stack.yaml", "--fail-on=never")).isEqualTo(0);
        assertThat(run("check", EXAMPLES + "stack.yaml", "--fail-on", "warning")).isEqualTo(1);
    }

    @Test
    void warningsFailOnlyUnderFailOnWarning(@TempDir Path dir) throws IOException {
        // Two owners past retryOwners 1, 4 attempts within maxAttempts 10, jitter set: warnings only.
        Files.writeString(dir.resolve("s.yaml"), "layers:\n  - {role: application, attempts: 2, jitter: full}\n"
                + "  - {role: sdk, attempts: 2, jitter: full}\n");
        assertThat(run("check", dir.resolve("s.yaml").toString())).isEqualTo(0);
        assertThat(out()).contains("warning retry-owners: 2 layers retry");
        assertThat(run("check", dir.resolve("s.yaml").toString(), "--fail-on", "warning")).isEqualTo(1);
    }

    @Test
    void jsonHasTheFindingsTheStackAndTheResults() throws ConfigError {
        assertThat(run("check", EXAMPLES + "stack.yaml", "--format", "json")).isEqualTo(1);
        JsonObject json = (JsonObject) JsonValues.parse(out());
        List<?> findings = (List<?>) json.get("findings");
        assertThat(findings).hasSize(15);
        JsonObject first = (JsonObject) findings.get(0);
        assertThat(first.names()).containsExactly("rule", "level", "message", "file", "line", "column", "layer");
        assertThat(first.get("file")).isEqualTo("deploy/job.yaml");
        assertThat(first.get("layer")).isEqualTo("billing job");
        JsonObject stack = (JsonObject) json.get("stack");
        assertThat((List<?>) stack.get("layers")).hasSize(5);
        JsonObject results = (JsonObject) json.get("results");
        assertThat(results.get("maxDownstreamAttempts").toString()).contains("162");
    }

    @Test
    void githubWorkflowCommandsSitOnTheLines() {
        assertThat(run("check", EXAMPLES + "stack.yaml", "--format", "github")).isEqualTo(1);
        List<String> lines = out().lines().toList();
        assertThat(lines.get(0)).startsWith("::error file=" + EXAMPLES + "deploy/job.yaml,line=8,col=3,"
                + "title=attempts-at-dependency::162 attempts");
        assertThat(lines).anyMatch(l -> l.startsWith("::warning file=" + EXAMPLES + "app/billing.py,line=9,col=5,"
                + "title=no-jitter::"));
        assertThat(lines).anyMatch(l -> l.startsWith("::notice file=" + EXAMPLES + "stack.yaml,line=16,col=5,"
                + "title=hidden-default::"));
    }

    @Test
    void theStormFindingNamesTheStrategiesThatRecover() {
        assertThat(run("check", EXAMPLES + "storm-stack.yaml")).isEqualTo(1);
        assertThat(out()).contains(EXAMPLES + "storm-stack.yaml:18:1: error storm-collapse: the stack does not"
                + " recover from the trigger of storm.json; of the comparison, \u201cNo retries\u201d recovers");
        assertThat(out()).endsWith("; 6 errors, 9 warnings, 1 note; the storm does not recover\n");
    }

    @Test
    void aStackThatRecoversHasNoStormFinding(@TempDir Path dir) throws IOException {
        Files.copy(Path.of(EXAMPLES + "storm.json"), dir.resolve("storm.json"));
        Files.writeString(dir.resolve("s.yaml"), "layers:\n  - {role: sdk, attempts: 1}\nstorm:\n  inputs: storm.json\n");
        assertThat(run("check", dir + "/s.yaml")).isEqualTo(0);
        assertThat(out()).doesNotContain("storm-collapse").contains("; the storm recovers ");
    }

    @Test
    void aMissingConfigIsOneLineWithItsPlace(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("s.yaml"), "layers:\n  - config: nowhere.json\n");
        assertRefused(dir, dir + "/s.yaml:2:13: expected config: a file at nowhere.json (relative to the stack"
                + " file); there is none");
    }

    @Test
    void aMissingStackFileIsOneLine(@TempDir Path dir) {
        assertThat(run("check", dir + "/none.yaml")).isEqualTo(2);
        assertThat(err()).isEqualTo(dir + "/none.yaml:1:1: expected a stack file at " + dir + "/none.yaml; there is"
                + " none\n");
    }

    @Test
    void aSelectThatMatchesNothingIsOneLine(@TempDir Path dir) throws IOException {
        Files.copy(Path.of(EXAMPLES + "sdk/payments-service-config.json"), dir.resolve("grpc.json"));
        Files.writeString(dir.resolve("s.yaml"), "layers:\n  - config: grpc.json\n    select: payments.v1.Nope\n");
        assertRefused(dir, dir + "/grpc.json:3:19: expected a methodConfig entry with a service or service/method"
                + " named 'payments.v1.Nope' for select; the text has payments.v1.Payments/Charge,"
                + " payments.v1.Payments/Refund");
    }

    @Test
    void aTenMegabyteConfigIsOneLine(@TempDir Path dir) throws IOException {
        Files.write(dir.resolve("big.yaml"), new byte[10 * 1024 * 1024]);
        Files.writeString(dir.resolve("s.yaml"), "layers:\n  - config: big.yaml\n");
        assertRefused(dir, dir + "/big.yaml:1:1: expected a config of at most 200000 characters; this file has"
                + " 10485760 bytes");
    }

    @Test
    void nineLayersAreOneLine(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("s.yaml"), "layers:\n" + "  - attempts: 1\n".repeat(9));
        assertRefused(dir, dir + "/s.yaml:10:5: expected at most 8 layers (the deepest stack the workbench"
                + " models); this stack has 9");
    }

    @Test
    void aLimitOutOfRangeIsOneLine(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("s.yaml"), "layers:\n  - attempts: 1\nlimits:\n  maxAttempts: 2000000\n");
        assertRefused(dir, dir + "/s.yaml:4:16: expected limits.maxAttempts to be a whole number from 1 to"
                + " 1,000,000, not 2,000,000");
    }

    @Test
    void aStackThatIsNotYamlIsOneLine(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("s.yaml"), "layers:\n  - attempts: [1\n");
        assertThat(run("check", dir + "/s.yaml")).isEqualTo(2);
        assertThat(err().lines().toList()).hasSize(1);
        assertThat(err()).startsWith(dir + "/s.yaml:").contains(": expected ");
    }

    @Test
    void usageErrorsExitTwo() {
        assertThat(run("check")).isEqualTo(2);
        assertThat(run("check", EXAMPLES + "stack.yaml", "--format", "xml")).isEqualTo(2);
        assertThat(run("check", EXAMPLES + "stack.yaml", "--fail-on", "notes")).isEqualTo(2);
        assertThat(err()).contains("--format must be text, json, sarif or github, not 'xml'")
                .contains("--fail-on must be error, warning or never, not 'notes'");
        assertThat(out()).isEmpty();
    }

    private void assertRefused(Path dir, String line) {
        assertThat(run("check", dir + "/s.yaml")).isEqualTo(2);
        assertThat(err()).isEqualTo(line + "\n");
        assertThat(out()).isEmpty();
    }
}
