package dev.retryworkbench.core.planner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldError;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.FormValues;
import dev.retryworkbench.core.form.FormRenderer;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.tool.Evaluation;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PlannerToolTest {
    private final PlannerTool tool = new PlannerTool();

    private RawValues values(String... replacements) {
        return FormValues.defaultsWith(tool.form(), replacements);
    }

    private List<FieldError> errors(String... replacements) {
        Evaluation evaluation = tool.evaluate(values(replacements));
        assertThat(evaluation.isValid()).isFalse();
        return evaluation.errors();
    }

    @Test
    void idIsPlanner() {
        assertThat(tool.id()).isEqualTo("planner");
    }

    @Test
    void formHasTheSpecsFieldsInFourGroups() {
        List<String> legends = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        List<String> defaults = new ArrayList<>();
        for (FieldGroup group : tool.form()) {
            legends.add(group.legend());
            for (Field field : group.fields()) {
                ids.add(field.id());
                defaults.add(field.defaultText());
            }
        }
        assertThat(legends).containsExactly("Backoff schedule", "Each request", "Provider limits", "Load",
                "The provider's 429s");
        assertThat(ids).containsExactly("preset", "base-delay", "multiplier", "max-delay", "attempts", "jitter", "jitter-low",
                "jitter-high", "tokens", "input-tokens", "cached-share", "cache-write-share", "output-tokens", "max-tokens",
                "input-price", "cached-price", "cache-write-price", "output-price", "limits-preset",
                "provider", "rpm", "tpm", "itpm", "otpm", "rpd", "otpm-holds", "latency", "concurrency", "success-rate", "arrivals", "backlog",
                "rate-limited-latency", "tokens-on-429", "retry-after");
        // The fields added after version 1 default to what version 1 assumed: empty 429 fields change nothing.
        assertThat(defaults).containsExactly("", "1", "2", "32", "5", "full", "0.75", "1", "4000", "", "", "", "", "", "", "", "",
                "", "",
                "generic", "1000", "400000", "", "", "", "false", "4",
                "8", "50", "20", "5000", "", "", "");
    }

    @Test
    void formShowsUnitsHelpAndRanges() {
        String form = FormRenderer.render(tool.form());

        assertThat(form).contains("Attempt cap<span class=\"unit\"> (attempts)</span>");
        assertThat(form).contains("Per-attempt success rate<span class=\"unit\"> (%)</span>");
        assertThat(form).contains("Attempts including the first: 5 attempts allow 4 retries. Some libraries count"
                + " retries instead. Allowed: a whole number from 1 to 100.");
        assertThat(form).contains("Attempts per minute. Allowed: a number greater than 0 and at most"
                + " 1,000,000,000, or empty. Empty means no request limit.");
        assertThat(form).contains("Share of attempts that succeed; retries included. Allowed: a number from 0 to"
                + " 100.");
        assertThat(form).contains("<option value=\"full\" selected>Full jitter</option>");
    }

    @Test
    void defaultsEvaluateToTheWorkedExample() {
        Evaluation evaluation = tool.evaluate(FormReading.defaults(tool.form()));
        PlannerResult expected = Planner.compute(PlannerInputs.workedExample());

        assertThat(evaluation.isValid()).isTrue();
        assertThat(evaluation.resultsHtml()).isEqualTo(PlannerRenderer.render(expected));
        assertThat(evaluation.announcement())
                .isEqualTo("Mean wait 7.50 s, worst 15.0 s; ceiling 100 attempts/min; backlog drains in 166.7 min.");
    }

    @Test
    void successRateIsEnteredAsAPercentage() {
        Evaluation evaluation = tool.evaluate(values("success-rate", "100", "rpm", "", "concurrency", ""));

        assertThat(evaluation.isValid()).isTrue();
        assertThat(evaluation.resultsHtml()).contains("The retry tax is 0.0%");
    }

    @Test
    void emptyOptionalFieldsMeanNotEntered() {
        Evaluation evaluation = tool.evaluate(values("tpm", "", "tokens", "", "concurrency", " "));

        assertThat(evaluation.isValid()).isTrue();
        assertThat(evaluation.resultsHtml()).contains("Only an RPM limit is entered")
                .doesNotContain("Your planned");
    }

    @Test
    void bothLimitsEmptyIsAnErrorAtRpmNamingBoth() {
        assertThat(errors("rpm", "", "tpm", "")).containsExactly(
                new FieldError("rpm", "RPM limit and TPM limit are both empty: enter at least one of them."));
    }

    @Test
    void tpmWithoutTokensIsAnErrorAtTokens() {
        assertThat(errors("tokens", "")).containsExactly(new FieldError("tokens", "Tokens per attempt is required when"
                + " a TPM limit is entered (you entered a TPM limit of 400,000 and no tokens per attempt): enter a"
                + " number greater than 0 and at most 10,000,000."));
    }

    @Test
    void capBelowBaseIsAnErrorAtMaxDelayNamingBoth() {
        assertThat(errors("base-delay", "2", "max-delay", "1.5")).containsExactly(new FieldError("max-delay",
                "Maximum delay cap must be at least the base delay (you entered a cap of 1.5 s and a base delay of"
                        + " 2 s)."));
    }

    @Test
    void crossFieldChecksStayQuietWhenAFieldIsAlreadyWrong() {
        assertThat(errors("base-delay", "abc", "max-delay", "1")).extracting(FieldError::fieldId)
                .containsExactly("base-delay");
        assertThat(errors("rpm", "-1", "tpm", "")).extracting(FieldError::fieldId).containsExactly("rpm");
    }

    @Test
    void rangeMessagesNameTheFieldTheValueAndTheRange() {
        assertThat(errors("success-rate", "150")).containsExactly(new FieldError("success-rate",
                "Per-attempt success rate must be a number from 0 to 100 (you entered \u201c150\u201d)."));
        assertThat(errors("rpm", "1e400")).containsExactly(new FieldError("rpm", "RPM limit must be a number greater"
                + " than 0 and at most 1,000,000,000, or empty (you entered \u201c1e400\u201d)."));
        assertThat(errors("attempts", "2.5")).containsExactly(new FieldError("attempts",
                "Attempt cap must be a whole number from 1 to 100 (you entered \u201c2.5\u201d)."));
        assertThat(errors("latency", "")).containsExactly(new FieldError("latency",
                "Attempt latency is required: enter a number greater than 0 and at most 3,600."));
        assertThat(errors("backlog", "")).extracting(FieldError::message).singleElement().asString()
                .startsWith("Queued backlog is required: enter a whole number from 0 to ");
        assertThat(errors("jitter", "wild")).containsExactly(new FieldError("jitter",
                "Jitter must be one of the listed options."));
        assertThat(errors("jitter-high", "2.5")).containsExactly(new FieldError("jitter-high",
                "Jitter high factor must be a number from 0 to 2 (you entered \u201c2.5\u201d)."));
        assertThat(errors("rate-limited-latency", "0")).containsExactly(new FieldError("rate-limited-latency",
                "Latency of a 429 must be a number greater than 0 and at most 3,600, or empty"
                        + " (you entered \u201c0\u201d)."));
        assertThat(errors("tokens-on-429", "101")).containsExactly(new FieldError("tokens-on-429",
                "Tokens charged on a 429 must be a number from 0 to 100, or empty (you entered \u201c101\u201d)."));
        assertThat(errors("retry-after", "-1")).containsExactly(new FieldError("retry-after",
                "Retry-After must be a number from 0 to 86,400, or empty (you entered \u201c-1\u201d)."));
        assertThat(errors("concurrency", "0")).containsExactly(new FieldError("concurrency", "Planned concurrency"
                + " must be a whole number from 1 to 1,000,000, or empty (you entered \u201c0\u201d)."));
    }

    @Test
    void crossFieldChecksOfTheNewFieldsNameTheFieldToFix() {
        assertThat(errors("jitter-low", "1.2", "jitter-high", "1.1")).containsExactly(new FieldError("jitter-high",
                "Jitter high factor must be at least the Jitter low factor of 1.2 (you entered \u201c1.1\u201d)."));
        // Nothing succeeds and a 429 costs nothing: attempts are free of tokens, so TPM would allow infinitely many.
        assertThat(errors("success-rate", "0", "tokens-on-429", "0")).containsExactly(new FieldError("tokens-on-429",
                PlannerFields.freeAttemptsMessage()));
        assertThat(tool.evaluate(values("success-rate", "0", "tokens-on-429", "0", "tpm", "")).isValid()).isTrue();
        assertThat(tool.evaluate(values("success-rate", "0", "tokens-on-429", "1")).isValid()).isTrue();
    }

    @Test
    void everyErrorIsReportedAtOnce() {
        assertThat(errors("latency", "0", "multiplier", "11", "arrivals", "-1")).extracting(FieldError::fieldId)
                .containsExactly("multiplier", "latency", "arrivals");
    }
}
