package dev.retryworkbench.core.form;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.form.NumberParser.Outcome;
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
        assertThat(NumberParser.parse("33.3", -2).value()).isEqualTo(0.333);
        assertThat(NumberParser.parse("50", -2).value()).isEqualTo(0.5);
        assertThat(NumberParser.parse("7", -2).value()).isEqualTo(0.07);
        assertThat(NumberParser.parse("1e2", -2).value()).isEqualTo(1.0);
        for (int tenths = 0; tenths <= 1000; tenths++) {
            String text = (tenths / 10) + "." + (tenths % 10);
            assertThat(NumberParser.parse(text, -2).value()).as(text).isEqualTo(Double.parseDouble(text + "e-2"));
        }
    }
}
