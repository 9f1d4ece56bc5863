package dev.retryworkbench.core.check;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The rules over stacks whose figures are worked out by hand. */
class ChecksTest {
    private static Checked check(String stack, Map<String, String> files) throws CheckError {
        return Checks.run(StackReader.read("stack.yaml", stack, files::get));
    }

    private static Checked check(String stack) throws CheckError {
        return check(stack, Map.of());
    }

    private static List<Finding> of(Checked checked, Rule rule) {
        return checked.findings().stream().filter(f -> f.rule() == rule).toList();
    }

    @Test
    void threeLayersOfThreeAttemptsAre27AtTheDependencyOnePerOwnerAtItsAttemptsKey() throws CheckError {
        Checked checked = check("layers:\n"
                + "  - role: runner\n    attempts: 3\n    jitter: full\n"
                + "  - role: application\n    attempts: 3\n    jitter: full\n"
                + "  - role: sdk\n    attempts: 3\n    jitter: full\n");
        List<Finding> found = of(checked, Rule.ATTEMPTS_AT_DEPENDENCY);
        assertThat(found).hasSize(3);
        assertThat(found.get(0).message()).isEqualTo("27 attempts can reach the dependency per call (3 x 3 x 3 from"
                + " Job runner, Application and SDK); the limit is 10");
        assertThat(found.get(0).level()).isEqualTo(Level.ERROR);
        // Each owner's attempts key: lines 3, 6 and 9, column 5.
        assertThat(found).extracting(f -> f.position().line()).containsExactly(3, 6, 9);
        assertThat(found).extracting(f -> f.position().column()).containsOnly(5);
        assertThat(found).extracting(Finding::file).containsOnly("stack.yaml");
        assertThat(found).extracting(Finding::layer).containsExactly(0, 1, 2);
        assertThat(checked.result().maxDownstreamAttempts()).isEqualTo(27);
        assertThat(of(checked, Rule.RETRY_OWNERS)).hasSize(3);
        assertThat(of(checked, Rule.RETRY_OWNERS).get(0).message()).startsWith("3 layers retry (Job runner,"
                + " Application and SDK); the limit is 1");
        assertThat(checked.fails(Level.ERROR)).isTrue();
    }

    @Test
    void oneOwnerWithJitterWithinTheLimitsFindsNothing() throws CheckError {
        Checked checked = check("deadlineMs: 5000\nlayers:\n  - role: application\n    attempts: 1\n"
                + "  - role: sdk\n    attempts: 3\n    jitter: full\n");
        assertThat(checked.findings()).isEmpty();
        assertThat(checked.fails(Level.WARNING)).isFalse();
    }

    @Test
    void raisedLimitsAllowWhatTheDefaultsRefuse() throws CheckError {
        Checked checked = check("layers:\n  - role: application\n    attempts: 3\n    jitter: full\n"
                + "  - role: sdk\n    attempts: 4\n    jitter: full\nlimits:\n  maxAttempts: 12\n  retryOwners: 2\n");
        assertThat(checked.findings()).isEmpty();
        Checked over = check("layers:\n  - role: application\n    attempts: 3\n    jitter: full\n"
                + "  - role: sdk\n    attempts: 4\n    jitter: full\nlimits:\n  maxAttempts: 11\n  retryOwners: 2\n");
        assertThat(of(over, Rule.ATTEMPTS_AT_DEPENDENCY).get(0).message()).startsWith("12 attempts");
    }

    @Test
    void theWorstCaseBeyondTheDeadlineIsTheWorkbenchsFigure() throws CheckError {
        // 3 attempts of 1,000 ms and waits of 100 and 200 ms (full jitter's largest is the raw wait): 3,300 ms.
        Checked checked = check("deadlineMs: 2000\nlayers:\n  - role: sdk\n    attempts: 3\n"
                + "    initialBackoffMs: 100\n    maxBackoffMs: 1000\n    jitter: full\n");
        List<Finding> found = of(checked, Rule.WORST_CASE_BEYOND_DEADLINE);
        assertThat(found).hasSize(1);
        assertThat(found.get(0).message()).startsWith("the worst case without the deadline is 3,300 ms, beyond"
                + " 2,000 ms (the deadline)");
        assertThat(checked.result().totalWithoutDeadlineMs()).isEqualTo(3300);
        // worstCaseMs takes the deadline's place.
        assertThat(of(check("deadlineMs: 2000\nlayers:\n  - role: sdk\n    attempts: 3\n    initialBackoffMs: 100\n"
                + "    maxBackoffMs: 1000\n    jitter: full\nlimits:\n  worstCaseMs: 3300\n"),
                Rule.WORST_CASE_BEYOND_DEADLINE)).isEmpty();
    }

    @Test
    void anOuterPerTryTimeoutCutsTheInnerRetries() throws CheckError {
        // Inside the mesh: 3 SDK attempts of 1,000 ms, waits 100 and 200: 3,300 ms; within 500 ms only the
        // first attempt starts.
        Checked checked = check("layers:\n  - role: mesh\n    name: mesh\n    attempts: 1\n    perTryTimeoutMs: 500\n"
                + "  - role: sdk\n    attempts: 3\n    initialBackoffMs: 100\n    maxBackoffMs: 1000\n"
                + "    jitter: full\n");
        List<Finding> found = of(checked, Rule.CUT_BY_PER_TRY_TIMEOUT);
        assertThat(found).hasSize(1);
        assertThat(found.get(0).message()).isEqualTo("mesh's 500 ms per-try timeout cuts SDK inside it (worst case"
                + " 3,300 ms): only 1 of their 3 attempts can start before the cut, the retries after it are wasted");
        assertThat(found.get(0).position().line()).isEqualTo(5);
        assertThat(found.get(0).layer()).isEqualTo(0);
    }

    @Test
    void noJitterIsFoundAtTheJitterKeyAndNotWithoutBackoff() throws CheckError {
        Checked checked = check("layers:\n  - role: sdk\n    attempts: 2\n    initialBackoffMs: 100\n"
                + "    maxBackoffMs: 100\n    jitter: none\n");
        List<Finding> found = of(checked, Rule.NO_JITTER);
        assertThat(found).hasSize(1);
        assertThat(found.get(0).message()).startsWith("SDK retries 1 times after waits of 100 to 100 ms with no"
                + " jitter");
        assertThat(found.get(0).position().line()).isEqualTo(6);
        assertThat(of(check("layers:\n  - role: sdk\n    attempts: 2\n    initialBackoffMs: 0\n"
                + "    maxBackoffMs: 0\n    jitter: none\n"), Rule.NO_JITTER)).isEmpty();
    }

    @Test
    void aLayerWithoutALimitIsUnboundedUnlessADeadlineEndsIt() throws CheckError {
        String layer = "  - role: application\n    attempts: 100\n    initialBackoffMs: 0\n    maxBackoffMs: 0\n";
        List<Finding> found = of(check("layers:\n" + layer), Rule.UNBOUNDED_RETRIES);
        assertThat(found).hasSize(1);
        assertThat(found.get(0).message()).contains("has no attempt limit (the workbench's largest, 100 attempts,"
                + " stands for it)");
        assertThat(of(check("deadlineMs: 60000\nlayers:\n" + layer), Rule.UNBOUNDED_RETRIES)).isEmpty();
        // Waits of more than a day are unbounded too: 25 retries of 1 hour each.
        List<Finding> sidekiqLike = of(check("layers:\n  - role: runner\n    attempts: 26\n"
                + "    initialBackoffMs: 3600000\n    maxBackoffMs: 3600000\n    jitter: full\n"),
                Rule.UNBOUNDED_RETRIES);
        assertThat(sidekiqLike).hasSize(1);
        assertThat(sidekiqLike.get(0).message()).contains("between its 26 attempts");
    }

    @Test
    void aHiddenDefaultIsANoteAtTheStackEntryAndAConfigsKeysAreItsOwn() throws CheckError {
        String istio = "apiVersion: networking.istio.io/v1\nkind: VirtualService\nmetadata:\n  name: ratings\n"
                + "spec:\n  hosts:\n  - ratings\n  http:\n  - route:\n    - destination:\n        host: ratings\n";
        String grpc = "{\"methodConfig\": [{\"name\": [{\"service\": \"a.B\"}],\n \"retryPolicy\": {\n"
                + "  \"maxAttempts\": 4, \"initialBackoff\": \"0.1s\", \"maxBackoff\": \"1s\",\n"
                + "  \"backoffMultiplier\": 2, \"retryableStatusCodes\": [\"UNAVAILABLE\"]}}]}\n";
        Checked checked = check("layers:\n  - config: mesh/vs.yaml\n  - config: grpc.json\n",
                Map.of("mesh/vs.yaml", istio, "grpc.json", grpc));
        List<Finding> hidden = of(checked, Rule.HIDDEN_DEFAULT);
        assertThat(hidden).hasSize(1);
        assertThat(hidden.get(0).level()).isEqualTo(Level.NOTE);
        assertThat(hidden.get(0).file()).isEqualTo("stack.yaml");
        assertThat(hidden.get(0).position().line()).isEqualTo(2);
        assertThat(hidden.get(0).message()).startsWith("vs.yaml makes 3 attempts by a default its file does not"
                + " write");
        List<Finding> product = of(checked, Rule.ATTEMPTS_AT_DEPENDENCY);
        assertThat(product.get(0).message()).startsWith("12 attempts can reach the dependency per call (3 x 4");
        // The gRPC owner's finding is at its maxAttempts key: line 3, column 3 of grpc.json.
        assertThat(product.get(1).file()).isEqualTo("grpc.json");
        assertThat(product.get(1).position().line()).isEqualTo(3);
        assertThat(product.get(1).position().column()).isEqualTo(3);
        assertThat(checked.fails(Level.ERROR)).isTrue();
        assertThat(checked.count(Level.NOTE)).isEqualTo(1);
    }

    @Test
    void aProductPastWhatTheWorkbenchTracesIsStillFound() throws CheckError {
        Checked checked = check("deadlineMs: 1000\nlayers:\n"
                + "  - {role: runner, attempts: 100, jitter: full}\n  - {role: application, attempts: 100, jitter: full}\n"
                + "  - {role: sdk, attempts: 100, jitter: full}\n  - {role: mesh, attempts: 2, jitter: full}\n");
        assertThat(checked.result()).isNull();
        assertThat(of(checked, Rule.ATTEMPTS_AT_DEPENDENCY).get(0).message()).startsWith("2,000,000 attempts");
    }
}
