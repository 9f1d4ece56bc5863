package dev.retryworkbench.core.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Durations in prose read in the largest units that read well, each case derived by hand. */
class NumbersDurationTest {
    @Test
    void underAMinuteInSecondsToTheMillisecond() {
        assertThat(Numbers.duration(37.2)).isEqualTo("37.2 s");
        assertThat(Numbers.duration(0.001)).isEqualTo("0.001 s");
        assertThat(Numbers.duration(0)).isEqualTo("0 s");
        assertThat(Numbers.durationFromMillis(10_000)).isEqualTo("10 s");
        assertThat(Numbers.durationFromMillis(59_999)).isEqualTo("59.999 s");
    }

    @Test
    void underAnHourInMinutesAndSeconds() {
        // 777.566 s: 12 x 60 = 720, 57.566 s rounds to 58.
        assertThat(Numbers.duration(777.566)).isEqualTo("12 min 58 s");
        assertThat(Numbers.durationFromMillis(900_000)).isEqualTo("15 min");
        // 59.9996 s rounds to 60.000 s, a whole minute.
        assertThat(Numbers.duration(59.9996)).isEqualTo("1 min");
        assertThat(Numbers.duration(3_599.4)).isEqualTo("59 min 59 s");
    }

    @Test
    void underADayInHoursAndMinutesThenDays() {
        assertThat(Numbers.duration(3_599.6)).isEqualTo("1 h");
        assertThat(Numbers.duration(7_500)).isEqualTo("2 h 5 min");
        assertThat(Numbers.duration(86_399.9)).isEqualTo("1 d");
        assertThat(Numbers.duration(2_014_215)).isEqualTo("23 d 7 h 30 min");
        assertThat(Numbers.duration(Double.NaN)).isEqualTo(Numbers.NOT_A_NUMBER);
        assertThat(Numbers.duration(-90)).isEqualTo("-1 min 30 s");
    }
}
