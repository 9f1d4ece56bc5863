package dev.retryworkbench.core.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import org.junit.jupiter.api.Test;

class NumbersFormattingTest {
    @Test
    void groupsThousands() {
        assertThat(Numbers.grouped(0)).isEqualTo("0");
        assertThat(Numbers.grouped(999)).isEqualTo("999");
        assertThat(Numbers.grouped(1000)).isEqualTo("1,000");
        assertThat(Numbers.grouped(20_000_000)).isEqualTo("20,000,000");
        assertThat(Numbers.grouped(-1234567)).isEqualTo("-1,234,567");
    }

    @Test
    void fixedRoundsHalfAwayFromZeroAndPads() {
        assertThat(Numbers.fixed(166.66666666666666, 1)).isEqualTo("166.7");
        assertThat(Numbers.fixed(7.5, 2)).isEqualTo("7.50");
        assertThat(Numbers.fixed(0.125, 2)).isEqualTo("0.13");
        assertThat(Numbers.fixed(2.5, 0)).isEqualTo("3");
        assertThat(Numbers.fixed(-2.5, 0)).isEqualTo("-3");
        assertThat(Numbers.fixed(-0.001, 2)).isEqualTo("0.00");
        assertThat(Numbers.fixed(1234.5, 2)).isEqualTo("1,234.50");
        assertThat(Numbers.fixed(0.05, 3)).isEqualTo("0.050");
    }

    @Test
    void significantKeepsTheSeedsDigits() {
        assertThat(Numbers.significant(7.5, 3)).isEqualTo("7.50");
        assertThat(Numbers.significant(15, 3)).isEqualTo("15.0");
        assertThat(Numbers.significant(1, 3)).isEqualTo("1.00");
        assertThat(Numbers.significant(1.9375, 3)).isEqualTo("1.94");
        assertThat(Numbers.significant(6.666666666666667, 3)).isEqualTo("6.67");
        assertThat(Numbers.significant(51.61290322580645, 3)).isEqualTo("51.6");
        assertThat(Numbers.significant(4, 3)).isEqualTo("4.00");
        assertThat(Numbers.significant(1234.4, 3)).isEqualTo("1,234");
        assertThat(Numbers.significant(9.996, 3)).isEqualTo("10.0");
        assertThat(Numbers.significant(0.005, 3)).isEqualTo("0.00500");
        assertThat(Numbers.significant(0, 3)).isEqualTo("0.00");
    }

    @Test
    void percentAndSeconds() {
        assertThat(Numbers.percent(0.03125, 1)).isEqualTo("3.1%");
        assertThat(Numbers.percent(0.4838709677419355, 1)).isEqualTo("48.4%");
        assertThat(Numbers.percent(1.2, 1)).isEqualTo("120.0%");
        assertThat(Numbers.secondsFromMillis(10000)).isEqualTo("10 s");
        assertThat(Numbers.secondsFromMillis(2200)).isEqualTo("2.2 s");
        assertThat(Numbers.secondsFromMillis(37200)).isEqualTo("37.2 s");
        assertThat(Numbers.secondsFromMillis(1)).isEqualTo("0.001 s");
        assertThat(Numbers.secondsFromMillis(86_400_000)).isEqualTo("86,400 s");
    }

    @Test
    void durationsOfADayOrMoreReadAsDaysHoursAndMinutes() {
        // Under a day, the caller's own text stands.
        assertThat(Numbers.duration(86_399, "short")).isEqualTo("short");
        assertThat(Numbers.duration(0, "short")).isEqualTo("short");
        assertThat(Numbers.duration(-100_000, "short")).isEqualTo("short");
        assertThat(Numbers.duration(Double.NaN, "short")).isEqualTo("short");
        assertThat(Numbers.duration(Double.POSITIVE_INFINITY, "short")).isEqualTo("short");
        assertThat(Numbers.duration(86_400, "short")).isEqualTo("1 d");
        // 2,014,215 s = 33,570.25 min = 23 d (33,120 min) + 450 min = 23 d 7 h 30 min.
        assertThat(Numbers.duration(2_014_215, "short")).isEqualTo("23 d 7 h 30 min");
        assertThat(Numbers.duration(90_000, "short")).isEqualTo("1 d 1 h");
        assertThat(Numbers.duration(86_460, "short")).isEqualTo("1 d 1 min");
        // Rounded to the nearest minute, halves up, carrying into the next day.
        assertThat(Numbers.duration(86_429.9, "short")).isEqualTo("1 d");
        assertThat(Numbers.duration(86_430, "short")).isEqualTo("1 d 1 min");
        assertThat(Numbers.duration(172_799.9, "short")).isEqualTo("2 d");
        // 100,000 min = 69 d (99,360 min) + 640 min = 69 d 10 h 40 min.
        assertThat(Numbers.duration(6_000_000, "short")).isEqualTo("69 d 10 h 40 min");
        assertThat(Numbers.duration(86_400e9, "short")).isEqualTo("1,000,000,000 d");
        // Beyond minute precision only the days are shown.
        assertThat(Numbers.duration(1e30, "short")).isEqualTo("1.16e25 d");
    }

    @Test
    void trimmedDropsTrailingZeros() {
        assertThat(Numbers.trimmed(86400, 3)).isEqualTo("86,400");
        assertThat(Numbers.trimmed(0.5, 3)).isEqualTo("0.5");
        assertThat(Numbers.trimmed(10, 2)).isEqualTo("10");
        assertThat(Numbers.trimmed(2.25, 1)).isEqualTo("2.3");
        assertThat(Numbers.trimmed(1e12, 6)).isEqualTo("1,000,000,000,000");
        // Past 2^53 fixed notation gives way to scientific, whose exponent's zeros are not decimals.
        assertThat(Numbers.trimmed(1e20, 6)).isEqualTo("1.00e20");
        assertThat(Numbers.trimmed(1.5e17, 3)).isEqualTo("1.50e17");
        assertThat(Numbers.trimmed(1e20, 0)).isEqualTo("1.00e20");
    }

    @Test
    void hugeAndNonFiniteValues() {
        assertThat(Numbers.fixed(1e18, 0)).isEqualTo("1.00e18");
        assertThat(Numbers.scientific(-123456, 3)).isEqualTo("-1.23e5");
        assertThat(Numbers.scientific(9.999e-7, 2)).isEqualTo("1.0e-6");
        assertThat(Numbers.fixed(Double.NaN, 1)).isEqualTo(Numbers.NOT_A_NUMBER);
        assertThat(Numbers.significant(Double.POSITIVE_INFINITY, 3)).isEqualTo(Numbers.NOT_A_NUMBER);
        assertThatThrownBy(() -> Numbers.fixed(1, 16)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void fixedAgreesWithBigDecimalRoundingOnExactValues() {
        Random random = new Random(7);
        for (int i = 0; i < 20_000; i++) {
            // Integers over 1000 are exact in binary, so half-up on the decimal value is well defined.
            long scaled = random.nextInt(1_000_000_000);
            double value = scaled / 1000.0;
            String expected = new java.math.BigDecimal(scaled).movePointLeft(3)
                    .setScale(2, java.math.RoundingMode.HALF_UP).toPlainString();
            String actual = Numbers.fixed(value, 2).replace(",", "");
            if (!expected.equals(actual)) {
                // The decimal value is a tie only on paper; compare with the binary value's exact rounding.
                String exact = new java.math.BigDecimal(value).setScale(2, java.math.RoundingMode.HALF_UP).toPlainString();
                assertThat(actual).as("value %s", value).isIn(expected, exact);
            }
        }
    }
}
