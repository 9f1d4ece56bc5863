package dev.retryworkbench.core.form;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.form.NumberParser.Outcome;
import java.math.BigDecimal;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class NumberParserTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "3|3", " 42 |42", "0.5|0.5", ".5|0.5", "1.|1", "-1|-1", "1,000|1000", "10,000.25|10000.25",
        "1_000|1000", "1_0_0|100", "1e6|1000000", "2.5E-3|0.0025", "400000|400000", "0.000|0",
        "007|7", "4294967295|4294967295", "86,400,000|86400000", "1e-30|1e-30"})
    void readsAcceptedNotations(String text, double expected) {
        NumberParser.Parsed parsed = NumberParser.parse(text);
        assertThat(parsed.outcome()).isEqualTo(Outcome.NUMBER);
        assertThat(parsed.value()).isEqualTo(expected);
    }

    @ParameterizedTest
    @ValueSource(strings = {"abc", "NaN", "Infinity", "-Infinity", "0x10", "--5", "5 5", "1/2", "<b>x</b>",
        "1,00", "1000,000", "1,000,00", "1,", "_1", "1_", "1__0", "1.2.3", "1,000.5,0", "1e", "1e+", "e5", "-",
        ".", "+5", "1.5_0", "1,5", "١٢"})
    void rejectsEverythingElse(String text) {
        assertThat(NumberParser.parse(text).outcome()).isEqualTo(Outcome.NOT_A_NUMBER);
    }

    @Test
    void emptyAndBlankAreEmpty() {
        assertThat(NumberParser.parse("").outcome()).isEqualTo(Outcome.EMPTY);
        assertThat(NumberParser.parse("  \t").outcome()).isEqualTo(Outcome.EMPTY);
        assertThat(NumberParser.parse(null).outcome()).isEqualTo(Outcome.EMPTY);
    }

    @Test
    void hugeMagnitudesAreHugeNotImprecise() {
        assertThat(NumberParser.parse("1e400").outcome()).isEqualTo(Outcome.HUGE);
        assertThat(NumberParser.parse("-1e400").value()).isEqualTo(Double.NEGATIVE_INFINITY);
        assertThat(NumberParser.parse("9".repeat(400)).outcome()).isEqualTo(Outcome.HUGE);
        assertThat(NumberParser.parse("1" + "0".repeat(30)).outcome()).isEqualTo(Outcome.HUGE);
    }

    @Test
    void moreThanFifteenSignificantDigitsAreTooPrecise() {
        assertThat(NumberParser.parse("0.1234567890123456").outcome()).isEqualTo(Outcome.TOO_PRECISE);
        assertThat(NumberParser.parse("1234567890123456").outcome()).isEqualTo(Outcome.TOO_PRECISE);
        assertThat(NumberParser.parse("1234567890123450").value()).isEqualTo(1234567890123450.0);
        assertThat(NumberParser.parse("0.1000000000000000000").value()).isEqualTo(0.1);
    }

    @Test
    void agreesWithTheJdkOnRandomDecimals() {
        Random random = new Random(11);
        for (int i = 0; i < 50_000; i++) {
            long mantissa = (long) (random.nextDouble() * 1e15);
            int exponent = random.nextInt(40) - 20;
            String text = mantissa + "e" + exponent;
            NumberParser.Parsed parsed = NumberParser.parse(text);
            if (parsed.outcome() == Outcome.NUMBER) {
                assertThat(parsed.value()).as(text).isEqualTo(Double.parseDouble(text));
            }
        }
    }

    @Test
    void shiftsTheDecimalPointBeforeRounding() {
        assertThat(NumberParser.parse("33.3", Quantity.PLAIN, -2).value()).isEqualTo(0.333);
        assertThat(NumberParser.parse("50", Quantity.PLAIN, -2).value()).isEqualTo(0.5);
        assertThat(NumberParser.parse("7", Quantity.PLAIN, -2).value()).isEqualTo(0.07);
        assertThat(NumberParser.parse("1e2", Quantity.PLAIN, -2).value()).isEqualTo(1.0);
        for (int tenths = 0; tenths <= 1000; tenths++) {
            String text = (tenths / 10) + "." + (tenths % 10);
            assertThat(NumberParser.parse(text, Quantity.PLAIN, -2).value()).as(text).isEqualTo(Double.parseDouble(text + "e-2"));
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        // Counts and rates: k and K are thousands, M millions.
        "COUNT|200k|200000", "COUNT|200K|200000", "COUNT|1.5M|1500000", "COUNT|2.5 k|2500", "COUNT|1,000k|1000000",
        "COUNT|0.001k|1", "COUNT|1e3k|1000000", "COUNT|400|400", "COUNT|-2k|-2000",
        "PERCENT|60%|60", "PERCENT|60 %|60", "PERCENT|33.3%|33.3", "PERCENT|0.6|0.6",
        // Into milliseconds: ms 1, s 1,000, m and min 60,000, h 3,600,000, d 86,400,000.
        "MILLISECONDS|250ms|250", "MILLISECONDS|0.5ms|0.5", "MILLISECONDS|6s|6000", "MILLISECONDS|1.5s|1500",
        "MILLISECONDS|2m|120000", "MILLISECONDS|2min|120000", "MILLISECONDS|1.5h|5400000", "MILLISECONDS|6d|518400000",
        "MILLISECONDS|6 s|6000", "MILLISECONDS|1,000|1000", "MILLISECONDS|0.001s|1",
        // Into seconds: ms 0.001, s 1, m and min 60, h 3,600, d 86,400.
        "SECONDS|250ms|0.25", "SECONDS|6s|6", "SECONDS|2m|120", "SECONDS|2min|120", "SECONDS|1.5h|5400",
        "SECONDS|1d|86400", "SECONDS|0.5d|43200", "SECONDS|1 h|3600", "SECONDS|4|4", "SECONDS|1e3ms|1"})
    void convertsEverySuffixToTheFieldsUnit(Quantity quantity, String text, double expected) {
        NumberParser.Parsed parsed = NumberParser.parse(text, quantity, 0);
        assertThat(parsed.outcome()).as(text).isEqualTo(Outcome.NUMBER);
        assertThat(parsed.value()).as(text).isEqualTo(expected);
    }

    @Test
    void convertsTheExactDecimalNotTheRoundedDouble() {
        // 4.35 * 3600 is 15,659.999999999998 in doubles; the typed decimal 4.35 hours is exactly 15,660 s.
        assertThat(4.35 * 3600).isNotEqualTo(15_660.0);
        assertThat(NumberParser.parse("4.35h", Quantity.SECONDS, 0).value()).isEqualTo(15_660.0);
        assertThat(NumberParser.parse("0.1m", Quantity.SECONDS, 0).value()).isEqualTo(6.0);
        assertThat(1.1 * 3600).isNotEqualTo(3960.0);
        assertThat(NumberParser.parse("1.1h", Quantity.SECONDS, 0).value()).isEqualTo(3960.0);
        assertThat(NumberParser.parse("0.7m", Quantity.MILLISECONDS, 0).value()).isEqualTo(42_000.0);
        assertThat(NumberParser.parse("0.3s", Quantity.MILLISECONDS, 0).value()).isEqualTo(300.0);
        // Trailing zeros do not count against the exact product: 15 digits times 864 stay exact.
        assertThat(NumberParser.parse("1.50000000000000d", Quantity.SECONDS, 0).value()).isEqualTo(129_600.0);
        // The share of a percentage with its sign is the same double as without it.
        assertThat(NumberParser.parse("33.3%", Quantity.PERCENT, -2).value()).isEqualTo(0.333);
        assertThat(NumberParser.parse("60%", Quantity.PERCENT, -2).value()).isEqualTo(0.6);
    }

    @Test
    void agreesWithExactDecimalArithmeticOnRandomDurations() {
        Random random = new Random(15);
        String[] suffixes = {"ms", "s", "m", "min", "h", "d"};
        String[] millis = {"1", "1000", "60000", "60000", "3600000", "86400000"};
        for (int i = 0; i < 50_000; i++) {
            long digits = (long) (random.nextDouble() * 1e11);
            int places = random.nextInt(12);
            String number = BigDecimal.valueOf(digits, places).toPlainString();
            int pick = random.nextInt(suffixes.length);
            BigDecimal exactMs = new BigDecimal(number).multiply(new BigDecimal(millis[pick]));
            String text = number + suffixes[pick];
            assertThat(NumberParser.parse(text, Quantity.MILLISECONDS, 0).value()).as(text)
                    .isEqualTo(exactMs.doubleValue());
            assertThat(NumberParser.parse(text, Quantity.SECONDS, 0).value()).as(text)
                    .isEqualTo(exactMs.movePointLeft(3).doubleValue());
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        // m is minutes elsewhere, never a million; durations and shares are not counts.
        "COUNT|2m", "COUNT|6s", "COUNT|60%", "COUNT|5kk", "COUNT|5 km", "COUNT|2 apples", "COUNT|1.5 Mil",
        "MILLISECONDS|5M", "MILLISECONDS|5k", "MILLISECONDS|6S", "MILLISECONDS|6 sec", "MILLISECONDS|60%",
        "SECONDS|5M", "SECONDS|2H",
        "PERCENT|60s", "PERCENT|0.6k", "PLAIN|2x", "PLAIN|2k", "PLAIN|2%"})
    void refusesSuffixesTheQuantityDoesNotTake(Quantity quantity, String text) {
        assertThat(NumberParser.parse(text, quantity, 0).outcome()).as(text).isEqualTo(Outcome.UNKNOWN_SUFFIX);
    }

    @ParameterizedTest
    @ValueSource(strings = {"k", "s", "%", "1,00k", "1,5k", "0x10", "5 5", "5 5s", "1h30m", "1/2s", "NaN", "-s",
        "1e", "1es", "s5", "1.5.s", "5k 5", "6 s s"})
    void refusesTextThatIsNoNumberWhateverTheSuffixes(String text) {
        for (Quantity quantity : Quantity.values()) {
            assertThat(NumberParser.parse(text, quantity, 0).outcome()).as("%s as %s", text, quantity)
                    .isIn(Outcome.NOT_A_NUMBER, Outcome.UNKNOWN_SUFFIX);
            assertThat(NumberParser.parse(text, quantity, 0).value()).isZero();
        }
        assertThat(NumberParser.parse(text, Quantity.COUNT, 0).outcome()).isNotEqualTo(Outcome.NUMBER);
    }

    @Test
    void aSuffixedValueBeyondExactDigitsIsTooPreciseAndAHugeOneHuge() {
        assertThat(NumberParser.parse("1.23456789012345d", Quantity.SECONDS, 0).outcome()).isEqualTo(Outcome.TOO_PRECISE);
        assertThat(NumberParser.parse("1e20d", Quantity.MILLISECONDS, 0).outcome()).isEqualTo(Outcome.HUGE);
        assertThat(NumberParser.parse("1e20M", Quantity.COUNT, 0).outcome()).isEqualTo(Outcome.HUGE);
    }

    @Test
    void reportsTheSuffixRead() {
        assertThat(NumberParser.parse("6 d", Quantity.MILLISECONDS, 0).suffix()).isEqualTo("d");
        assertThat(NumberParser.parse("6", Quantity.MILLISECONDS, 0).suffix()).isEmpty();
    }
}
