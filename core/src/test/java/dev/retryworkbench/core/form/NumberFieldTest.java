package dev.retryworkbench.core.form;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class NumberFieldTest {
    private static final NumberField ATTEMPTS =
            new NumberField("attempts", "Attempt limit", "", 1, false, 100, true, false, "3", "attempts", "");
    private static final NumberField RATE =
            new NumberField("rate", "Base delay", "s", 0, true, 86_400, false, false, "1", "rate",
                    "Wait before the first retry.");
    private static final NumberField PLAN =
            new NumberField("plan", "Planned concurrency", "", 1, false, Double.POSITIVE_INFINITY, true, true, "8",
                    "plan", "");

    @Test
    void describesRanges() {
        assertThat(ATTEMPTS.rangeText()).isEqualTo("a whole number from 1 to 100");
        assertThat(RATE.rangeText()).isEqualTo("a number greater than 0 and at most 86,400");
        assertThat(PLAN.rangeText()).isEqualTo("a whole number of at least 1, or empty");
    }

    @Test
    void namesFieldValueAndRangeInEveryMessage() {
        assertThat(ATTEMPTS.read("0").error())
                .isEqualTo("Attempt limit must be a whole number from 1 to 100 (you entered \u201c0\u201d).");
        assertThat(ATTEMPTS.read("2.5").error())
                .isEqualTo("Attempt limit must be a whole number from 1 to 100 (you entered \u201c2.5\u201d).");
        assertThat(ATTEMPTS.read("<b>x</b>").error())
                .isEqualTo("Attempt limit must be a whole number from 1 to 100 (you entered \u201c<b>x</b>\u201d).");
        assertThat(ATTEMPTS.read("").error()).isEqualTo("Attempt limit is required: enter a whole number from 1 to 100.");
        assertThat(RATE.read("0").error())
                .isEqualTo("Base delay must be a number greater than 0 and at most 86,400 (you entered \u201c0\u201d).");
        assertThat(ATTEMPTS.read("9".repeat(400)).error()).contains("from 1 to 100").contains("\u2026");
        assertThat(ATTEMPTS.read("1.0000000000000001").error()).contains("at most 15 significant digits");
    }

    @Test
    void acceptsValuesInRangeAndOptionalEmpty() {
        assertThat(ATTEMPTS.read(" 100 ").value()).isEqualTo(100);
        assertThat(ATTEMPTS.read("1").valid()).isTrue();
        assertThat(RATE.read("0.001").value()).isEqualTo(0.001);
        NumberField.Reading empty = PLAN.read("");
        assertThat(empty.valid()).isTrue();
        assertThat(empty.present()).isFalse();
    }

    @Test
    void readsSuffixesIntoTheFieldsUnitAndChecksTheConvertedValue() {
        NumberField timeout = new NumberField("timeout", "Timeout", "ms", 1, false, 86_400_000, true, false, "1000", "timeout", "");
        assertThat(timeout.read("6s").value()).isEqualTo(6000);
        assertThat(timeout.read("1.5s").value()).isEqualTo(1500);
        assertThat(timeout.read("1d").value()).isEqualTo(86_400_000);
        assertThat(timeout.read("6d").error()).isEqualTo("Timeout must be a whole number from 1 to 86,400,000"
                + " (you entered \u201c6d\u201d, read as 518,400,000 ms).");
        // Whole milliseconds: half a millisecond is refused however it is written.
        assertThat(timeout.read("0.5ms").error())
                .isEqualTo("Timeout must be a whole number from 1 to 86,400,000 (you entered \u201c0.5ms\u201d).");
        assertThat(timeout.read("0.0005s").error()).isEqualTo("Timeout must be a whole number from 1 to 86,400,000"
                + " (you entered \u201c0.0005s\u201d, read as 0.5 ms).");
        assertThat(timeout.read("5M").error()).isEqualTo("Timeout must be a whole number from 1 to 86,400,000"
                + " (you entered \u201c5M\u201d; suffixes it takes: ms, s, m or min, h, d).");
        assertThat(RATE.read("250ms").value()).isEqualTo(0.25);
        assertThat(RATE.read("2m").value()).isEqualTo(120);
        assertThat(RATE.read("2d").error()).isEqualTo("Base delay must be a number greater than 0 and at most 86,400"
                + " (you entered \u201c2d\u201d, read as 172,800 s).");
        // A unitless whole number counts: k and M, never m.
        assertThat(PLAN.read("2k").value()).isEqualTo(2000);
        assertThat(ATTEMPTS.read("1k").error())
                .isEqualTo("Attempt limit must be a whole number from 1 to 100 (you entered \u201c1k\u201d, read as 1,000).");
        assertThat(ATTEMPTS.read("2m").error()).isEqualTo("Attempt limit must be a whole number from 1 to 100"
                + " (you entered \u201c2m\u201d; suffixes it takes: k or K for thousands, M for millions).");
        // A unitless fraction, such as a multiplier, takes no suffix at all.
        NumberField multiplier = new NumberField("multiplier", "Multiplier", "", 1, false, 10, false, false, "2", "multiplier", "");
        assertThat(multiplier.read("2x").error())
                .isEqualTo("Multiplier must be a number from 1 to 10 (you entered \u201c2x\u201d).");
        NumberField rate = new NumberField("rate", "Success rate", "%", 0, false, 100, false, false, "50", "rate", "");
        assertThat(rate.read("60%").value()).isEqualTo(60);
        assertThat(rate.read("150%").error())
                .isEqualTo("Success rate must be a number from 0 to 100 (you entered \u201c150%\u201d).");
        assertThat(rate.read("60s").error()).isEqualTo("Success rate must be a number from 0 to 100"
                + " (you entered \u201c60s\u201d; suffixes it takes: %).");
        List<FieldGroup> form = List.of(new FieldGroup("G", "", List.of(rate)));
        FormReading reading = FormReading.read(form, Map.of("rate", "33.3%")::get);
        assertThat(reading.share(rate)).isEqualTo(0.333);
    }

    @Test
    void requireUsesTheSameMessageAsTheForm() {
        assertThat(ATTEMPTS.require(3)).isEqualTo(3);
        assertThatThrownBy(() -> ATTEMPTS.require(101))
                .hasMessage("Attempt limit must be a whole number from 1 to 100 (you entered \u201c101\u201d).");
        assertThat(ATTEMPTS.check(Double.NaN)).isNotNull();
    }

    @Test
    void formReadingCollectsErrorsInFormOrder() {
        ChoiceField mode = new ChoiceField("mode", "Mode",
                List.of(new ChoiceField.Option("a", "A"), new ChoiceField.Option("b", "B")), "a", "mode", "", false);
        List<FieldGroup> form = List.of(new FieldGroup("G", "", List.of(ATTEMPTS, RATE, mode)));
        Map<String, String> raw = Map.of("attempts", "x", "rate", "2", "mode", "c");
        FormReading reading = FormReading.read(form, raw::get);
        assertThat(reading.valid()).isFalse();
        assertThat(reading.errors()).extracting(FieldError::fieldId).containsExactly("attempts", "mode");
        assertThat(reading.number(RATE)).isEqualTo(2);
        assertThat(reading.hasError("rate")).isFalse();
        FormReading defaults = FormReading.read(form, FormReading.defaults(form));
        assertThat(defaults.valid()).isTrue();
        assertThat(defaults.choice(mode)).isEqualTo("a");
    }

    @Test
    void rendersLabelledInputsWithHelpLeavingTheErrorSlotAndHelpButtonToThePagesScript() {
        List<FieldGroup> form = List.of(new FieldGroup("Layer", "Intro.", List.of(RATE)));
        String html = FormRenderer.render(form);
        assertThat(html).contains("<legend>Layer</legend><p class=\"group-intro\">Intro.</p>")
                .contains("<label for=\"rate\">Base delay<span class=\"unit\"> (s)</span></label>")
                .contains("aria-describedby=\"rate-help\"")
                .contains("value=\"1\"")
                .contains("<p class=\"help\" id=\"rate-help\">Wait before the first retry. Allowed: a number greater than 0 and at most 86,400.</p>")
                .doesNotContain("rate-error").doesNotContain("help-toggle").doesNotContain("name=");
    }
}
