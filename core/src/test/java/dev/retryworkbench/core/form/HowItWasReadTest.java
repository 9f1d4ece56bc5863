package dev.retryworkbench.core.form;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.planner.PlannerFields;
import dev.retryworkbench.core.storm.StormFields;
import org.junit.jupiter.api.Test;

/**
 * A text that may not mean what was meant says how it was read: a bare 0.7 in a percentage field is
 * 0.7%; and a probability field takes a percentage, 50% being 0.5.
 */
class HowItWasReadTest {
    @Test
    void aBareNumberBelowOneInAPercentageSaysItIsReadAsAPercentage() {
        NumberField rate = PlannerFields.SUCCESS_RATE;
        assertThat(rate.read("0.7").value()).isEqualTo(0.7);
        assertThat(rate.note("0.7")).isEqualTo("Read as 0.7%; for 70%, enter 70.");
        assertThat(rate.note(" 0.05 ")).isEqualTo("Read as 0.05%; for 5%, enter 5.");
        // Typed as a percentage, a whole percent, out of range or not a number: nothing to say.
        assertThat(rate.note("0.7%")).isNull();
        assertThat(rate.note("70")).isNull();
        assertThat(rate.note("1")).isNull();
        assertThat(rate.note("0")).isNull();
        assertThat(rate.note("abc")).isNull();
        assertThat(StormFields.FAILURE_PROBABILITY.note("0.7")).isNull();
    }

    @Test
    void aProbabilityTakesAPercentage() {
        NumberField probability = StormFields.FAILURE_PROBABILITY;
        assertThat(Quantity.of(probability)).isEqualTo(Quantity.PROBABILITY);
        NumberField.Reading half = probability.read("50%");
        assertThat(half.valid()).isTrue();
        assertThat(half.value()).isEqualTo(0.5);
        assertThat(probability.read("12.5 %").value()).isEqualTo(0.125);
        assertThat(probability.read("0.3").value()).isEqualTo(0.3);
        assertThat(probability.read("150%").error()).isEqualTo(probability.label()
                + " must be a number from 0 to 1 (you entered \u201c150%\u201d, read as 1.5).");
        assertThat(StormFields.TRIGGER_FAILURE_PROBABILITY.read("50%").value()).isEqualTo(0.5);
        // A multiplier is no share: it keeps refusing a percent sign.
        assertThat(PlannerFields.MULTIPLIER.read("200%").valid()).isFalse();
    }
}
