package dev.retryworkbench.core.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Checks every preset against the table of docs/presets.md, where each value has its source. */
class PresetTest {
    private static final Path DOC = Path.of("../docs/presets.md");
    private static final List<String> COLUMNS = List.of("id", "library", "version", "date", "role", "counts", "attempts", "shape",
            "initial ms", "max ms", "multiplier", "jitter", "jitter low", "jitter high", "deadline ms",
            "per-try ms", "deadline rule", "retries on", "source");
    private static final double THIRTY_DAYS_MS = 2_592_000_000d;

    private static List<String> header;
    private static List<List<String>> rows;

    @BeforeAll
    static void readTheTable() throws IOException {
        List<String> lines = Files.readAllLines(DOC, StandardCharsets.UTF_8);
        int at = 0;
        while (!lines.get(at).startsWith("| id |")) {
            at++;
        }
        header = cells(lines.get(at));
        assertThat(lines.get(at + 1)).matches("\\|(---\\|)+");
        rows = new ArrayList<>();
        for (int i = at + 2; i < lines.size() && lines.get(i).startsWith("|"); i++) {
            rows.add(cells(lines.get(i)));
        }
        // One table only: no other line of the document is a table row.
        long tableLines = lines.stream().filter(line -> line.startsWith("|")).count();
        assertThat(tableLines).isEqualTo(rows.size() + 2);
    }

    private static List<String> cells(String line) {
        assertThat(line).startsWith("| ").endsWith(" |");
        return Arrays.stream(line.substring(2, line.length() - 2).split(" \\| ", -1)).map(String::trim).toList();
    }

    @Test
    void theTableHasTheDocumentedColumns() {
        assertThat(header).containsExactlyElementsOf(COLUMNS);
        assertThat(rows).allSatisfy(row -> assertThat(row).hasSize(COLUMNS.size()));
    }

    @Test
    void everyPresetHasExactlyOneRowAndEveryRowAPreset() {
        List<String> ids = rows.stream().map(row -> row.get(0)).toList();
        assertThat(ids).doesNotHaveDuplicates();
        assertThat(ids).containsExactlyInAnyOrderElementsOf(Arrays.stream(Preset.values()).map(Preset::id).toList());
        assertThat(rows).hasSizeGreaterThanOrEqualTo(16);
    }

    @Test
    void everyColumnMatchesItsPreset() {
        for (List<String> row : rows) {
            Preset preset = Preset.fromId(row.get(0));
            assertThat(preset).as("preset %s", row.get(0)).isNotNull();
            RetryPolicy policy = preset.policy();
            String id = preset.id();
            assertThat(row.get(1)).as("%s library", id).isEqualTo(preset.library());
            assertThat(row.get(2)).as("%s version", id).isEqualTo(preset.version());
            assertThat(row.get(3)).as("%s date", id).isEqualTo(preset.date()).matches("\\d{4}-\\d{2}-\\d{2}|date not known");
            assertThat(row.get(4)).as("%s role", id).isEqualTo(preset.role().id());
            assertThat(row.get(5)).as("%s counts", id).isEqualTo(preset.counting().id() + ": " + preset.setting());
            assertThat(Integer.parseInt(row.get(6))).as("%s attempts", id).isEqualTo(policy.attempts());
            assertThat(row.get(7)).as("%s shape", id).isEqualTo(policy.shape().id());
            assertThat(number(row.get(8))).as("%s initial ms", id).isEqualTo(policy.initial());
            assertThat(number(row.get(9))).as("%s max ms", id).isEqualTo(policy.maximum());
            assertThat(number(row.get(10))).as("%s multiplier", id).isEqualTo(policy.multiplier());
            assertThat(row.get(11)).as("%s jitter", id).isEqualTo(policy.jitter().id());
            assertThat(number(row.get(12))).as("%s jitter low", id).isEqualTo(policy.jitterLow());
            assertThat(number(row.get(13))).as("%s jitter high", id).isEqualTo(policy.jitterHigh());
            if (row.get(14).equals("none")) {
                assertThat(preset.hasDeadline()).as("%s has no deadline", id).isFalse();
                assertThat(preset.deadlineMs()).isNaN();
            } else {
                assertThat(preset.hasDeadline()).as("%s has a deadline", id).isTrue();
                assertThat(number(row.get(14))).as("%s deadline ms", id).isEqualTo(preset.deadlineMs());
            }
            if (row.get(15).equals("none")) {
                assertThat(preset.hasPerTryTimeout()).as("%s has no per-try timeout", id).isFalse();
                assertThat(preset.perTryTimeoutMs()).isNaN();
            } else {
                assertThat(preset.hasPerTryTimeout()).as("%s has a per-try timeout", id).isTrue();
                assertThat(number(row.get(15))).as("%s per-try ms", id).isEqualTo(preset.perTryTimeoutMs());
            }
            assertThat(row.get(16)).as("%s deadline rule", id).isEqualTo(preset.deadlineRule().id());
            assertThat(row.get(17)).as("%s retries on", id).isEqualTo(preset.retriesOn());
            assertThat(row.get(18)).as("%s source", id).isEqualTo(preset.source());
        }
    }

    /** Plain digits with an optional decimal part: no separators, no exponents, as the doc promises. */
    private static double number(String cell) {
        assertThat(cell).matches("\\d+(\\.\\d+)?");
        return Double.parseDouble(cell);
    }

    @Test
    void everyPolicyFitsOurRanges() {
        for (Preset preset : Preset.values()) {
            RetryPolicy policy = preset.policy();
            assertThat(policy.attempts()).as(preset.id()).isBetween(1, 100);
            assertThat(policy.initial()).as(preset.id()).isBetween(0d, THIRTY_DAYS_MS).isEqualTo(Math.floor(policy.initial()));
            assertThat(policy.maximum()).as(preset.id()).isBetween(policy.initial(), THIRTY_DAYS_MS)
                    .isEqualTo(Math.floor(policy.maximum()));
            assertThat(policy.multiplier()).as(preset.id()).isBetween(1d, 10d);
            assertThat(policy.jitterLow()).as(preset.id()).isBetween(0d, policy.jitterHigh());
            assertThat(policy.jitterHigh()).as(preset.id()).isLessThanOrEqualTo(RetryPolicy.MAX_JITTER_FACTOR);
            if (preset.hasDeadline()) {
                assertThat(preset.deadlineMs()).as(preset.id()).isBetween(1d, THIRTY_DAYS_MS);
            }
            if (preset.hasPerTryTimeout()) {
                // A per-try timeout longer than the deadline would never cut anything.
                assertThat(preset.perTryTimeoutMs()).as(preset.id()).isBetween(1d,
                        preset.hasDeadline() ? preset.deadlineMs() : THIRTY_DAYS_MS);
            }
        }
    }

    @Test
    void theLibrarysOwnSettingNamesTheLimitInItsOwnCount() {
        // Retry counts are one below our attempt limit; unlimited libraries (100 attempts) name no number.
        for (Preset preset : Preset.values()) {
            int attempts = preset.policy().attempts();
            if (attempts < 100) {
                int own = preset.counting() == Counting.RETRIES ? attempts - 1 : attempts;
                assertThat(preset.setting()).as(preset.id()).containsPattern("\\b" + own + "\\b");
            }
        }
    }

    @Test
    void countingPhrasesALimitBothWaysInItsOwnOrder() {
        assertThat(Counting.ATTEMPTS.both(3)).isEqualTo("3 attempts = 2 retries");
        assertThat(Counting.RETRIES.both(4)).isEqualTo("3 retries = 4 attempts");
        assertThat(Counting.ATTEMPTS.both(1)).isEqualTo("1 attempt = 0 retries");
        assertThat(Counting.RETRIES.both(2)).isEqualTo("1 retry = 2 attempts");
        assertThatThrownBy(() -> Counting.ATTEMPTS.both(0)).isInstanceOf(IllegalArgumentException.class);
        assertThat(Counting.fromId("retries")).isEqualTo(Counting.RETRIES);
    }

    @Test
    void eachSlotTakesItsOwnRoleAndTheInnermostAlsoTheRolesFurtherIn() {
        assertThat(Layer.SDK.takes(Role.SDK)).isTrue();
        assertThat(Layer.SDK.takes(Role.MESH)).isTrue();
        assertThat(Layer.SDK.takes(Role.GATEWAY)).isTrue();
        assertThat(Layer.SDK.takes(Role.SERVICE)).isTrue();
        assertThat(Layer.SDK.takes(Role.APPLICATION)).isFalse();
        assertThat(Layer.SDK.takes(Role.RUNNER)).isFalse();
        assertThat(Layer.APPLICATION.takes(Role.APPLICATION)).isTrue();
        assertThat(Layer.APPLICATION.takes(Role.SDK)).isFalse();
        assertThat(Layer.APPLICATION.takes(Role.MESH)).isFalse();
        assertThat(Layer.RUNNER.takes(Role.RUNNER)).isTrue();
        assertThat(Layer.RUNNER.takes(Role.APPLICATION)).isFalse();
        assertThat(Preset.KUBERNETES_JOB.role()).isEqualTo(Role.RUNNER);
        assertThat(Preset.GRPC_A6.role()).isEqualTo(Role.SDK);
        assertThat(Preset.ENVOY_ROUTE.role()).isEqualTo(Role.MESH);
        assertThat(Preset.ENVOY_GATEWAY.role()).isEqualTo(Role.GATEWAY);
        assertThat(Preset.KNATIVE_ACTIVATOR.role()).isEqualTo(Role.SERVICE);
    }

    @Test
    void aRolesPickerOrderIsItselfThenInwardThenOutwardNearestFirst() {
        assertThat(Role.SDK.pickerOrder()).containsExactly(Role.SDK, Role.MESH, Role.GATEWAY, Role.SERVICE,
                Role.APPLICATION, Role.RUNNER);
        assertThat(Role.APPLICATION.pickerOrder()).containsExactly(Role.APPLICATION, Role.SDK, Role.MESH,
                Role.GATEWAY, Role.SERVICE, Role.RUNNER);
        assertThat(Role.RUNNER.pickerOrder()).containsExactly(Role.RUNNER, Role.APPLICATION, Role.SDK, Role.MESH,
                Role.GATEWAY, Role.SERVICE);
        assertThat(Role.SERVICE.pickerOrder()).containsExactly(Role.SERVICE, Role.GATEWAY, Role.MESH, Role.SDK,
                Role.APPLICATION, Role.RUNNER);
        assertThat(Role.MESH.pickerOrder()).containsExactly(Role.MESH, Role.GATEWAY, Role.SERVICE, Role.SDK,
                Role.APPLICATION, Role.RUNNER);
    }

    @Test
    void theSpecsNewPresetsHaveTheirLibrarysValues() {
        // The values read in each source (docs/presets.md); the test fails if a constant drifts from them.
        assertThat(Preset.GRPC_A6.policy()).isEqualTo(new RetryPolicy(4, BackoffShape.EXPONENTIAL, 100, 1000, 2,
                Jitter.PROPORTIONAL, 0.8, 1.2));
        assertThat(Preset.GRPC_A6_BEFORE_2024.policy()).isEqualTo(RetryPolicy.exponential(4, 100, 1000, 2, Jitter.FULL));
        assertThat(Preset.AWS_2026_BOTOCORE.policy()).isEqualTo(RetryPolicy.exponential(3, 50, 20_000, 2, Jitter.FULL));
        assertThat(Preset.ISTIO_DEFAULT.policy()).isEqualTo(RetryPolicy.exponential(3, 25, 250, 2, Jitter.FULL));
        assertThat(Preset.LINKERD_LIMIT.policy().attempts()).isEqualTo(2);
        assertThat(Preset.SPRING_RETRY.policy()).isEqualTo(RetryPolicy.exponential(3, 1000, 1000, 1, Jitter.NONE));
        assertThat(Preset.SPRING_FRAMEWORK_RETRYABLE.policy()).isEqualTo(
                RetryPolicy.exponential(4, 1000, 1000, 1, Jitter.NONE));
        assertThat(Preset.TENACITY_DEFAULT.policy()).isEqualTo(RetryPolicy.exponential(100, 0, 0, 1, Jitter.NONE));
    }

    @Test
    void thePart4PresetsHaveTheValuesReadInTheirSources() {
        // Envoy's 25 ms base and 10 x base maximum wherever a gateway sets no backoff (docs/presets.md).
        RetryPolicy envoyDefaultsTwice = RetryPolicy.exponential(3, 25, 250, 2, Jitter.FULL);
        assertThat(Preset.ENVOY_ROUTE.policy()).isEqualTo(RetryPolicy.exponential(2, 25, 250, 2, Jitter.FULL));
        assertThat(Preset.ENVOY_ROUTE.deadlineMs()).isEqualTo(15_000);
        assertThat(Preset.GATEWAY_API_HTTPROUTE.policy()).isEqualTo(envoyDefaultsTwice);
        assertThat(Preset.GATEWAY_API_HTTPROUTE.hasDeadline()).isFalse();
        assertThat(Preset.ENVOY_GATEWAY.policy()).isEqualTo(envoyDefaultsTwice);
        assertThat(Preset.ENVOY_GATEWAY.deadlineMs()).isEqualTo(15_000);
        assertThat(Preset.ENVOY_GATEWAY.hasPerTryTimeout()).isFalse();
        // 1 + Steps 15 dials, 30 ms x (1 + random()) apart.
        assertThat(Preset.KNATIVE_ACTIVATOR.policy()).isEqualTo(new RetryPolicy(16, BackoffShape.EXPONENTIAL, 30, 30,
                1, Jitter.PROPORTIONAL, 1, 2));
        assertThat(Preset.GAX_JAVA_TYPICAL.perTryTimeoutMs()).isEqualTo(90_000);
        assertThat(Arrays.stream(Preset.values()).filter(Preset::hasPerTryTimeout)).containsExactly(
                Preset.GAX_JAVA_TYPICAL);
    }

    @Test
    void labelsAreShortEnoughForAPickerOnA320PixelPhone() {
        // The optgroup names the kind of library, so a label names only the library and its mode.
        for (Preset preset : Preset.values()) {
            assertThat(preset.label().length()).as(preset.label()).isLessThanOrEqualTo(30);
        }
        assertThat(Arrays.stream(Preset.values()).map(Preset::label)).doesNotHaveDuplicates();
    }

    @Test
    void idsFindTheirPresets() {
        for (Preset preset : Preset.values()) {
            assertThat(Preset.fromId(preset.id())).isSameAs(preset);
            assertThat(preset.id()).matches("[a-z0-9]+(-[a-z0-9]+)*");
        }
        assertThat(Preset.fromId("custom")).isNull();
    }

    @Test
    void describeNamesLibraryCountingRetriesAndSource() {
        Preset openai = Preset.OPENAI_PYTHON;
        String sentence = openai.describe();
        assertThat(sentence).startsWith("Models openai 3.3.1 (e43b422) of 2026-08-21. ")
                .contains("(DEFAULT_MAX_RETRIES = 2): 2 retries = 3 attempts.")
                .contains("Retries on " + openai.retriesOn() + ".")
                .contains("Defined in " + openai.source() + ".")
                .endsWith(" at most 120 s (MAX_RETRY_AFTER_DELAY) replaces the computed wait.");
        assertThat(Preset.ANTHROPIC_PYTHON.describe()).contains("at most 60 s replaces the computed wait.");
        assertThat(Preset.TENACITY_DEFAULT.describe()).contains("Warning: tenacity's defaults never stop");
    }

    @Test
    void thePlannerGetsTheClientsOfTheSpecAndNoProxyControllerOrJobRunner() {
        assertThat(Arrays.stream(Preset.values()).filter(Preset::clientSide))
                .contains(Preset.OPENAI_PYTHON, Preset.ANTHROPIC_PYTHON, Preset.AWS_STANDARD_BOTOCORE,
                        Preset.AWS_STANDARD_JAVA, Preset.AWS_2026_BOTOCORE, Preset.GRPC_A6, Preset.GRPC_A6_BEFORE_2024, Preset.CELERY_AUTORETRY, Preset.TEMPORAL_ACTIVITY)
                .doesNotContain(Preset.ENVOY_ROUTE, Preset.ISTIO_DEFAULT, Preset.LINKERD_LIMIT, Preset.GATEWAY_API_HTTPROUTE,
                        Preset.ENVOY_GATEWAY, Preset.KNATIVE_ACTIVATOR, Preset.KUBERNETES_JOB, Preset.SIDEKIQ,
                        Preset.CLIENT_GO_DEFAULT_RETRY);
    }
}
