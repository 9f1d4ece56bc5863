package dev.retryworkbench.core.check;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.policy.Role;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Reading stack files and the config files they name: what is read, and every refusal's place and words. */
class StackReaderTest {
    private static final String GRPC = "{\"methodConfig\": [\n"
            + "  {\"name\": [{\"service\": \"a.Pay\", \"method\": \"Charge\"}], \"retryPolicy\": {\"maxAttempts\": 4,"
            + " \"initialBackoff\": \"0.1s\", \"maxBackoff\": \"1s\", \"backoffMultiplier\": 2,"
            + " \"retryableStatusCodes\": [\"UNAVAILABLE\"]}},\n"
            + "  {\"name\": [{\"service\": \"a.Pay\", \"method\": \"Refund\"}], \"retryPolicy\": {\"maxAttempts\": 2,"
            + " \"initialBackoff\": \"0.1s\", \"maxBackoff\": \"1s\", \"backoffMultiplier\": 2,"
            + " \"retryableStatusCodes\": [\"UNAVAILABLE\"]}}]}\n";
    private static final String TENACITY = "from tenacity import retry, stop_after_attempt\n\n\n"
            + "@retry(stop=stop_after_attempt(5))\ndef charge():\n    pass\n\n\n"
            + "@retry(\n    stop=stop_after_attempt(2),\n)\nasync def refund():\n    pass\n";
    private static final Map<String, String> FILES = Map.of("grpc.json", GRPC, "app/billing.py", TENACITY);

    private static Stack read(String text) throws CheckError {
        return StackReader.read("stack.yaml", text, FILES::get);
    }

    private static CheckError refusal(String text) {
        try {
            read(text);
        } catch (CheckError e) {
            return e;
        }
        throw new AssertionError("read: " + text);
    }

    @Test
    void selectPicksAMethodConfigAndAFunctionAndTheRestAreNoted() throws CheckError {
        Stack stack = read("layers:\n  - config: app/billing.py\n    select: refund\n"
                + "  - config: grpc.json\n    select: a.Pay/Refund\n");
        assertThat(stack.layers().get(0).policy().attempts()).isEqualTo(2);
        assertThat(stack.layers().get(0).policy().role()).isEqualTo(Role.APPLICATION);
        assertThat(stack.layers().get(1).policy().attempts()).isEqualTo(2);
        assertThat(stack.layers().get(1).config()).isEqualTo("grpc.json");
        assertThat(stack.notes()).hasSize(2);
        assertThat(stack.notes().get(1)).contains("methodConfig[0] (a.Pay/Charge)");
        Stack first = read("layers:\n  - config: app/billing.py\n  - config: grpc.json\n");
        assertThat(first.layers().get(0).policy().attempts()).isEqualTo(5);
        assertThat(first.layers().get(1).policy().attempts()).isEqualTo(4);
        assertThat(first.layers().get(1).policy().name()).isEqualTo("grpc.json");
    }

    @Test
    void theStackFileSetsDeadlineAttemptTimeoutAndLimits() throws CheckError {
        Stack stack = read("{\"deadlineMs\": 2000, \"attemptTimeoutMs\": 300, \"layers\": [{\"attempts\": 2}],"
                + " \"limits\": {\"maxAttempts\": 4, \"retryOwners\": 2, \"worstCaseMs\": 900}}");
        assertThat(stack.deadlineMs()).isEqualTo(2000L);
        assertThat(stack.attemptTimeoutMs()).isEqualTo(300);
        assertThat(stack.limits()).isEqualTo(new Limits(4, 2, 900L));
        // The first slot's role, as a worksheet's layer without one.
        assertThat(stack.layers().get(0).policy().role()).isEqualTo(Role.RUNNER);
        Stack defaults = read("layers:\n  - attempts: 2\n");
        assertThat(defaults.attemptTimeoutMs()).isEqualTo(StackReader.DEFAULT_ATTEMPT_TIMEOUT_MS);
        assertThat(defaults.limits()).isEqualTo(Limits.DEFAULTS);
        assertThat(defaults.deadlineMs()).isNull();
    }

    @Test
    void aMissingFileIsRefusedAtItsConfigKey() {
        CheckError e = refusal("layers:\n  - config: grpc.json\n  - config: sdk/missing.json\n");
        assertThat(e.getMessage()).isEqualTo("stack.yaml:3:13: expected config: a file at sdk/missing.json"
                + " (relative to the stack file); there is none");
    }

    @Test
    void aSelectThatMatchesNothingNamesThePoliciesThereAre() {
        CheckError e = refusal("layers:\n  - config: grpc.json\n    select: a.Pay/Void\n");
        assertThat(e.file()).isEqualTo("grpc.json");
        assertThat(e.line()).isEqualTo(1);
        assertThat(e.expected()).contains("'a.Pay/Void'").contains("a.Pay/Charge, a.Pay/Refund");
        CheckError function = refusal("layers:\n  - config: app/billing.py\n    select: void\n");
        assertThat(function.expected()).contains("charge, refund");
        CheckError single = refusal("layers:\n  - config: grpc.json\n  - config: job.yaml\n    select: x\n");
        assertThat(single.file()).isEqualTo("stack.yaml");
    }

    @Test
    void nineLayersAreRefusedAtTheNinth() {
        StringBuilder stack = new StringBuilder("layers:\n");
        for (int i = 0; i < 9; i++) {
            stack.append("  - attempts: 1\n");
        }
        CheckError e = refusal(stack.toString());
        assertThat(e.getMessage()).isEqualTo("stack.yaml:10:5: expected at most 8 layers (the deepest stack the"
                + " workbench models); this stack has 9");
    }

    @Test
    void aLimitOutOfRangeIsRefusedAtItsValue() {
        CheckError e = refusal("layers:\n  - attempts: 1\nlimits:\n  retryOwners: 9\n");
        assertThat(e.line()).isEqualTo(4);
        assertThat(e.column()).isEqualTo(16);
        assertThat(e.expected()).isEqualTo("limits.retryOwners to be a whole number from 1 to 8, not 9");
        assertThat(refusal("layers:\n  - attempts: 1\nlimits:\n  maxAttempts: 0\n").expected())
                .startsWith("limits.maxAttempts to be a whole number from 1 to 1,000,000");
    }

    @Test
    void otherRefusalsNameTheKeyAndWhatWasExpected() {
        assertThat(refusal("layers:\n  - attempts: 1\n    retries: 2\n").getMessage())
                .startsWith("stack.yaml:3:5: expected a key of an inline layer").endsWith("not retries");
        assertThat(refusal("layers: []\n").getMessage()).startsWith("stack.yaml:1:9: expected layers: a list");
        assertThat(refusal("layers:\n  - attempts: 101\n").expected()).contains("attempt limit must be a whole number from 1 to 100");
        assertThat(refusal("layers:\n  - {name: a}\n  - {name: a}\n").expected()).contains("a name of its own");
        assertThat(refusal("layers:\n  - config: grpc.json\n    format: nope\n").expected())
                .startsWith("format: auto or one of");
        assertThat(refusal("deadlineMs: -1\nlayers:\n  - attempts: 1\n").line()).isEqualTo(1);
        assertThat(refusal("layers:\n  - [1]\n").line()).isEqualTo(2);
        assertThat(refusal("layers:\n  - attempts: 2.5\n").getMessage())
                .isEqualTo("stack.yaml:2:15: expected a whole number for attempts, not 2.5");
    }

    @Test
    void aConfigTheReaderRefusesGivesItsOwnFileLineAndColumn() {
        CheckError e = StackReaderTest.refusalWith("layers:\n  - config: bad.json\n", Map.of("bad.json",
                "{\"methodConfig\": [\n  {\"retryPolicy\": {\"maxAttempts\": \"x\"}}]}"));
        assertThat(e.file()).isEqualTo("bad.json");
        assertThat(e.line()).isEqualTo(2);
    }

    private static CheckError refusalWith(String text, Map<String, String> files) {
        try {
            StackReader.read("stack.yaml", text, files::get);
        } catch (CheckError e) {
            return e;
        }
        throw new AssertionError("read: " + text);
    }
}
