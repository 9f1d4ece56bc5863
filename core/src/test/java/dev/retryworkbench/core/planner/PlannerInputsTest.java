package dev.retryworkbench.core.planner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.retryworkbench.core.policy.Jitter;
import org.junit.jupiter.api.Test;

class PlannerInputsTest {

    @Test
    void workedExampleHoldsTheSpecsDefaults() {
        PlannerInputs w = PlannerInputs.workedExample();

        assertThat(w.baseDelaySeconds()).isEqualTo(1.0);
        assertThat(w.multiplier()).isEqualTo(2.0);
        assertThat(w.maxDelaySeconds()).isEqualTo(32.0);
        assertThat(w.attempts()).isEqualTo(5);
        assertThat(w.jitter()).isEqualTo(Jitter.FULL);
        assertThat(w.rpmLimit()).isEqualTo(1000.0);
        assertThat(w.tpmLimit()).isEqualTo(400_000.0);
        assertThat(w.tokensPerAttempt()).isEqualTo(4000.0);
        assertThat(w.attemptLatencySeconds()).isEqualTo(4.0);
        assertThat(w.plannedConcurrency()).isEqualTo(8);
        assertThat(w.successRate()).isEqualTo(0.5);
        assertThat(w.arrivalPerMinute()).isEqualTo(20.0);
        assertThat(w.backlog()).isEqualTo(5000.0);
        assertThat(w.isWorkedExample()).isTrue();
        assertThat(PlannerTest.load(1000.0, 400_000.0, 8, 0.5, 20, 4999).isWorkedExample()).isFalse();
    }

    @Test
    void successShareIsCheckedAsAPercentage() {
        assertThatThrownBy(() -> PlannerTest.load(1000.0, null, null, 1.5, 20, 5000))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Per-attempt success rate must be a number from 0 to 100 (you entered \u201c150\u201d).");
        assertThatThrownBy(() -> PlannerTest.load(1000.0, null, null, Double.NaN, 20, 5000))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aValueTooLargeForFixedNotationIsQuotedInScientificNotationWhole() {
        assertThatThrownBy(() -> PlannerTest.load(1000.0, null, null, 0.5, 20, 1e20))
                .hasMessage("Queued backlog must be a whole number from 0 to 1,000,000,000,000 (you entered \u201c1.00e20\u201d).");
    }

    @Test
    void crossFieldRulesHoldForProgramsToo() {
        assertThatThrownBy(() -> PlannerTest.load(null, null, null, 0.5, 20, 5000))
                .hasMessage("RPM limit and TPM limit are both empty: enter at least one of them.");
        assertThatThrownBy(() -> new PlannerInputs(1, 2, 32, 5, Jitter.FULL, null, 400_000.0, null, 4, null, 0.5, 20, 0))
                .hasMessageStartingWith("Tokens per attempt is required when a TPM limit is entered");
        assertThatThrownBy(() -> PlannerTest.example(2.0, null, 1.0, null, null))
                .hasMessage("Maximum delay cap must be at least the base delay (you entered a cap of 1 s and a base"
                        + " delay of 2 s).");
    }

    @Test
    void singleFieldRangesUseTheFormsMessages() {
        assertThatThrownBy(() -> PlannerTest.example(0.0, null, null, null, null))
                .hasMessage("Base delay must be a number greater than 0 and at most 86,400 (you entered \u201c0\u201d).");
        assertThatThrownBy(() -> PlannerTest.example(null, null, null, 101, null))
                .hasMessage("Attempt cap must be a whole number from 1 to 100 (you entered \u201c101\u201d).");
        assertThatThrownBy(() -> PlannerTest.load(1000.0, null, null, 0.5, 20, 1.5))
                .hasMessageStartingWith("Queued backlog must be a whole number from 0 to ")
                .hasMessageEndingWith(" (you entered \u201c1.5\u201d).");
        assertThatThrownBy(() -> PlannerTest.load(2e9, null, null, 0.5, 20, 0))
                .hasMessage("RPM limit must be a number greater than 0 and at most 1,000,000,000, or empty"
                        + " (you entered \u201c2,000,000,000\u201d).");
    }

    @Test
    void equalValuesMakeEqualInputs() {
        assertThat(PlannerTest.load(1000.0, 400_000.0, 8, 0.5, 20, 5000)).isEqualTo(PlannerInputs.workedExample());
    }
}
