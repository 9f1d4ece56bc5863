package dev.retryworkbench.core.check;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.amplification.AmplificationInputs;
import dev.retryworkbench.core.amplification.AmplificationResult;
import dev.retryworkbench.core.amplification.AmplificationTool;
import dev.retryworkbench.core.amplification.LayerPolicy;
import dev.retryworkbench.core.amplification.Simulator;
import dev.retryworkbench.core.config.ConfigFormats;
import dev.retryworkbench.core.config.LayerSource;
import dev.retryworkbench.core.tool.Evaluation;
import dev.retryworkbench.core.tool.Tool;
import dev.retryworkbench.core.worksheet.WorksheetReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The workbench's findings: the checks' rules on the page's stack under the limits entered in its form. */
class PageChecksTest {
    private static final Tool TOOL = new AmplificationTool(Checks.FINDINGS);

    private static Evaluation with(String... idsAndTexts) {
        Map<String, String> values = new HashMap<>();
        TOOL.form().forEach(group -> group.fields().forEach(f -> values.put(f.id(), f.defaultText())));
        for (int i = 0; i < idsAndTexts.length; i += 2) {
            values.put(idsAndTexts[i], idsAndTexts[i + 1]);
        }
        return TOOL.evaluate(values::get);
    }

    private static String checks(Evaluation evaluation) {
        String html = evaluation.resultsHtml();
        return html.substring(html.indexOf("<section id=\"checks\""), html.indexOf("</section>",
                html.indexOf("<section id=\"checks\"")));
    }

    @Test
    void theWorkedExampleIs27AttemptsPastTen3OwnersPastOneAndItsWorstCasePastTheDeadline() {
        // 3 x 3 x 3 = 27 > 10; 3 layers retry > 1; 37,200 ms without the deadline > the 10,000 ms deadline; the
        // page-wide jitter is none and every layer waits: 1,000 to 10,000, 500 to 5,000 and 100 to 1,000 ms.
        String checks = checks(with());
        // Counted as check counts them: the error at each of the 3 owners, retry-owners at each, no-jitter at each.
        assertThat(checks).contains("<p>3 errors, 7 warnings against the limits for the checks");
        assertThat(checks).contains("<li class=\"callout error\"><strong>Error attempts-at-dependency:</strong> 27"
                + " attempts can reach the dependency per call (3 x 3 x 3 from Job runner, Application and SDK); the"
                + " limit is 10. <span class=\"finding\" data-rule=\"attempts-at-dependency\" data-level=\"error\""
                + " data-layer=\"Job runner\"><a href=\"#layer1-attempts\">Layer 1 attempt limit</a></span> <span"
                + " class=\"finding\" data-rule=\"attempts-at-dependency\" data-level=\"error\" data-layer=\"Application\">"
                + "<a href=\"#layer2-attempts\">Layer 2 attempt limit</a></span> <span class=\"finding\""
                + " data-rule=\"attempts-at-dependency\" data-level=\"error\" data-layer=\"SDK\"><a"
                + " href=\"#layer3-attempts\">Layer 3 attempt limit</a></span></li>");
        assertThat(checks.split("<span class=\"finding\"", -1)).hasSize(1 + 10);
        assertThat(checks).contains("<strong>Warning retry-owners:</strong> 3 layers retry (Job runner, Application and"
                + " SDK); the limit is 1");
        assertThat(checks).contains("<strong>Warning worst-case-beyond-deadline:</strong> the worst case without the"
                + " deadline is 37,200 ms, beyond 10,000 ms (the deadline)");
        assertThat(checks).contains("<strong>Warning no-jitter:</strong> SDK retries 2 times after waits of 100 to"
                + " 1,000 ms with no jitter: calls that failed together retry together. <span class=\"finding\""
                + " data-rule=\"no-jitter\" data-level=\"warning\" data-layer=\"SDK\"><a href=\"#layer3-jitter\">");
        assertThat(with().announcement()).endsWith("Checks: 3 errors, 7 warnings.");
    }

    @Test
    void theLimitsAndTheStackChangeTheFindings() {
        // 27 attempts within 27, 3 owners within 3, 37,200 ms within 40,000, full jitter: nothing is found.
        Evaluation clean = with("limit-attempts", "27", "limit-owners", "3", "limit-worst-case", "40000",
                "jitter", "full");
        assertThat(checks(clean)).contains("<p>No findings against the limits").doesNotContain("<li");
        // 26 is one short of 27: the error comes back alone.
        assertThat(checks(with("limit-attempts", "26", "limit-owners", "3", "limit-worst-case", "40000",
                "jitter", "full"))).contains("<p>3 errors against").contains("the limit is 26");
        // One owner: 1 x 1 x 3 = 3 attempts, 3 x 1,000 ms + 100 + 200 ms = 3,300 ms within the 10 s deadline.
        Evaluation one = with("layer1-attempts", "1", "layer2-attempts", "1", "jitter", "full");
        assertThat(checks(one)).contains("<p>No findings");
    }

    @Test
    void aLimitOutOfRangeIsTheFieldsMessage() {
        Evaluation bad = with("limit-owners", "9");
        assertThat(bad.isValid()).isFalse();
        assertThat(bad.errors()).extracting(e -> e.fieldId()).containsExactly("limit-owners");
        assertThat(bad.errors().get(0).message()).contains("Layers that may retry").contains("1 to 8");
    }

    @Test
    void pageFindingsAreTheCommandLinesForTheSameStack() throws CheckError {
        Checked file = Checks.run(StackReader.read("stack.yaml", "deadlineMs: 10000\nlayers:\n"
                + "  - {role: runner, attempts: 3, initialBackoffMs: 1000, maxBackoffMs: 10000}\n"
                + "  - {role: application, attempts: 3, initialBackoffMs: 500, maxBackoffMs: 5000}\n"
                + "  - {role: sdk, attempts: 3, initialBackoffMs: 100, maxBackoffMs: 1000}\n", name -> null));
        List<Finding> page = Checks.page(file.result(), Limits.DEFAULTS);
        assertThat(page).extracting(Finding::message).containsExactlyElementsOf(
                file.findings().stream().map(Finding::message).toList());
        assertThat(page).extracting(Finding::rule).containsExactly(Rule.ATTEMPTS_AT_DEPENDENCY,
                Rule.ATTEMPTS_AT_DEPENDENCY, Rule.ATTEMPTS_AT_DEPENDENCY, Rule.RETRY_OWNERS, Rule.RETRY_OWNERS,
                Rule.RETRY_OWNERS, Rule.WORST_CASE_BEYOND_DEADLINE, Rule.NO_JITTER, Rule.NO_JITTER, Rule.NO_JITTER);
    }

    @Test
    void pageFindingsNameTheKeysOfTheFilesThatFilledItsLayersAsCheckDoes() throws Exception {
        Path folder = Path.of("../docs/examples");
        String stackText = Files.readString(folder.resolve("stack.yaml"));
        Checked file = Checks.run(StackReader.read("stack.yaml", stackText, path -> {
                    try {
                        return Files.readString(folder.resolve(path));
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                }));
        // The page reads each file alone, its first policy (the one the stack file selects), under the file's name.
        List<LayerSource> sources = new ArrayList<>();
        for (StackLayer layer : file.stack().layers()) {
            sources.add(LayerSource.of(layer.config(), ConfigFormats.read(Files.readString(folder.resolve(layer.config())),
                    ConfigFormats.AUTO)));
        }
        List<Finding> page = Checks.page(file.result(), file.stack().limits(), sources);
        assertThat(page).extracting(Finding::rule, Finding::level, Finding::layer, Finding::message)
                .containsExactlyElementsOf(file.findings().stream().map(f -> org.assertj.core.groups.Tuple.tuple(
                        f.rule(), f.level(), f.layer(), f.message())).toList());
        // Where a key sets it, the same file, line and column; the Envoy route's hidden default has no key, and the
        // page no stack file whose entry check names.
        for (int i = 0; i < page.size(); i++) {
            Finding shown = page.get(i);
            Finding checked = file.findings().get(i);
            if (checked.file().equals("stack.yaml")) {
                assertThat(shown.place()).as(checked.toString()).isEmpty();
            } else {
                assertThat(shown.place()).as(checked.toString()).isEqualTo(checked.place());
            }
        }
        assertThat(page.get(0).place()).isEqualTo("deploy/job.yaml:8:3");
        assertThat(page).filteredOn(f -> f.rule() == Rule.HIDDEN_DEFAULT).extracting(Finding::message)
                .containsExactly("ingress Envoy makes 2 attempts by a default its file does not write"
                        + " (virtual_hosts[0].routes[0].route.retry_policy.num_retries absent: Envoy's default of 1 retry,"
                        + " so 2 attempts)");
        // A layer edited by hand is the form's: the Job's limit changed from the file's 3 attempts to 2.
        List<LayerPolicy> edited = new ArrayList<>(file.result().inputs().layers());
        LayerPolicy job = edited.get(0);
        edited.set(0, new LayerPolicy(job.role(), job.name(), 2, job.shape(), job.initialBackoffMs(), job.maxBackoffMs(),
                job.multiplier(), job.jitter(), job.jitterLow(), job.jitterHigh(), job.preset(), job.perTryTimeoutMs(),
                job.timeoutMs()));
        AmplificationInputs inputs = file.result().inputs();
        AmplificationResult result = Simulator.run(new AmplificationInputs(edited, inputs.attemptTimeoutMs(), null,
                inputs.deadlineMs(), inputs.deadlineRule(), inputs.jitter(), inputs.seed(), inputs.runs()), 1);
        List<Finding> afterEdit = Checks.page(result, file.stack().limits(), sources);
        assertThat(afterEdit).filteredOn(f -> f.layer() == 0).isNotEmpty().allMatch(f -> f.place().isEmpty());
        assertThat(afterEdit).filteredOn(f -> f.layer() == 1).isNotEmpty().allMatch(f -> f.place().startsWith("app/billing.py:"));
    }

    @Test
    void theWorksheetKeepsTheLimitsAndTheFindings() {
        Evaluation evaluation = with("limit-attempts", "27", "limit-worst-case", "40000");
        String json = evaluation.export().worksheetJson();
        assertThat(json).contains("\"limits\": {\"maxAttempts\": 27, \"retryOwners\": 1, \"worstCaseMs\": 40000}");
        assertThat(json).contains("\"rule\": \"retry-owners\", \"level\": \"warning\"");
        assertThat(json).doesNotContain("attempts-at-dependency");
        WorksheetReader.Opened opened = WorksheetReader.read(json, TOOL);
        assertThat(opened.error()).isNull();
        assertThat(opened.fields().get("limit-attempts")).isEqualTo("27");
        assertThat(opened.fields().get("limit-worst-case")).isEqualTo("40000");
        assertThat(opened.evaluation().export().worksheetJson()).isEqualTo(json);
        assertThat(evaluation.export().markdown()).contains("## Checks\n\n6 warnings.")
                .contains("**Warning retry-owners**: 3 layers retry").contains("At 3 layers: Job runner, Application and"
                        + " SDK.");
    }

    @Test
    void aWorksheetWithoutLimitsIsCheckedAgainstTheDefaults() {
        String json = with().export().worksheetJson();
        String without = json.replaceFirst(",\\s*\"limits\": \\{[^}]*\\}", "");
        assertThat(without).doesNotContain("\"limits\"");
        WorksheetReader.Opened opened = WorksheetReader.read(without, TOOL);
        assertThat(opened.error()).isNull();
        assertThat(opened.evaluation().export().worksheetJson()).isEqualTo(json);
    }
}
