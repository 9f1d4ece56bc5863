package dev.retryworkbench.core.storm.simulation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.retryworkbench.core.random.SplitMix64;
import org.junit.jupiter.api.Test;

class LogarithmTest {
    @Test
    void exactWherePowersOfTwoAndOneMakeItExact() {
        assertThat(Logarithm.ln(1)).isZero();
        // e x ln2 in two parts: ln(1/2) rounds to the double nearest -ln 2.
        assertThat(Logarithm.ln(0.5)).isEqualTo(-0.6931471805599453);
        assertThat(Logarithm.ln(1024)).isEqualTo(10 * 0.6931471805599453);
    }

    @Test
    void withinAnUlpOfTheLibraryLogarithmOverTheArrivalDraws() {
        // The gaps use ln(1 - u) for u a multiple of 2^-53 in [0, 1): from 2^-53 to 1.
        SplitMix64 random = new SplitMix64(7);
        for (int i = 0; i < 200_000; i++) {
            double x = 1 - random.unit();
            assertThat(Math.abs(Logarithm.ln(x) - Math.log(x))).as("ln " + x).isLessThanOrEqualTo(Math.ulp(Math.log(x)));
        }
        for (double x = 1.0 / 9007199254740992.0; x < 1; x *= 1.37) {
            assertThat(Math.abs(Logarithm.ln(x) - Math.log(x))).as("ln " + x).isLessThanOrEqualTo(Math.ulp(Math.log(x)));
        }
    }

    @Test
    void pinnedBitsSoAChangeOfMethodIsSeen() {
        // These bits are what every platform computes; a changed series or reduction changes them.
        assertThat(Double.doubleToLongBits(Logarithm.ln(0.1))).isEqualTo(Double.doubleToLongBits(-2.3025850929940455));
        assertThat(Double.doubleToLongBits(Logarithm.ln(0.7))).isEqualTo(Double.doubleToLongBits(-0.35667494393873245));
    }

    @Test
    void refusesWhatHasNoLogarithm() {
        assertThatThrownBy(() -> Logarithm.ln(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Logarithm.ln(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Logarithm.ln(Double.NaN)).isInstanceOf(IllegalArgumentException.class);
    }
}
