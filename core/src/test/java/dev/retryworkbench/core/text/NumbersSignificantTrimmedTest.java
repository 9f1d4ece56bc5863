package dev.retryworkbench.core.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class NumbersSignificantTrimmedTest {

    @Test
    void dropsTrailingZerosOfWholeResults() {
        assertThat(Numbers.significantTrimmed(2, 3)).isEqualTo("2");
        assertThat(Numbers.significantTrimmed(10, 3)).isEqualTo("10");
        assertThat(Numbers.significantTrimmed(100, 3)).isEqualTo("100");
        assertThat(Numbers.significantTrimmed(0, 3)).isEqualTo("0");
    }

    @Test
    void keepsSignificantDecimals() {
        assertThat(Numbers.significantTrimmed(48.387, 3)).isEqualTo("48.4");
        assertThat(Numbers.significantTrimmed(51.61290322580645, 3)).isEqualTo("51.6");
        assertThat(Numbers.significantTrimmed(0.5, 3)).isEqualTo("0.5");
        assertThat(Numbers.significantTrimmed(2.5, 3)).isEqualTo("2.5");
        assertThat(Numbers.significantTrimmed(0.0123456, 3)).isEqualTo("0.0123");
    }

    @Test
    void groupsLargeNumbersAndPrintsIntegersWhole() {
        assertThat(Numbers.significantTrimmed(1000, 3)).isEqualTo("1,000");
        assertThat(Numbers.significantTrimmed(1234567, 3)).isEqualTo("1,234,567");
        assertThat(Numbers.significantTrimmed(1234.5, 6)).isEqualTo("1,234.5");
    }

    @Test
    void leavesScientificNotationAlone() {
        assertThat(Numbers.significantTrimmed(1e-7, 3)).isEqualTo("1.00e-7");
    }
}
