package dev.retryworkbench.core.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ShortestDoubleTest {
    @ParameterizedTest
    @CsvSource({
        "6.666666666666667, 6.666666666666667", "51.61290322580645, 51.61290322580645",
        "0.4838709677419355, 0.4838709677419355", "166.66666666666666, 166.66666666666666",
        "0.03125, 0.03125", "1.9375, 1.9375", "20000000, 20000000", "0.1, 0.1", "0.3, 0.3",
        "1e21, 1e+21", "1.5e-7, 1.5e-7", "0.000001, 0.000001", "123456789012345680000, 123456789012345680000",
        "5e-324, 5e-324", "1.7976931348623157e308, 1.7976931348623157e+308", "-2.5, -2.5", "0, 0",
        "9007199254740993, 9007199254740992", "2.2250738585072014e-308, 2.2250738585072014e-308"})
    void matchesJavaScriptNumberToString(double value, String expected) {
        assertThat(ShortestDouble.format(value)).isEqualTo(expected);
    }

    @Test
    void sumOfTenthsKeepsItsTrailingDigits() {
        assertThat(ShortestDouble.format(0.1 + 0.2)).isEqualTo("0.30000000000000004");
    }

    @Test
    void isTheShortestRoundTripOnRandomDoubles() {
        Random random = new Random(3);
        for (int i = 0; i < 20_000; i++) {
            double value = i % 2 == 0
                    ? Double.longBitsToDouble(random.nextLong() & 0x7fefffffffffffffL)
                    : random.nextDouble() * Math.pow(10, random.nextInt(30) - 10);
            String text = ShortestDouble.format(value);
            assertThat(Double.parseDouble(text)).as(text).isEqualTo(value);
            assertThat(significantDigits(text)).as(text).isEqualTo(shortestDigitCount(value));
        }
    }

    /** The fast path for short decimals gives the exact algorithm's text, on the decimals it takes and near them. */
    @Test
    void shortDecimalsAreWrittenAsTheExactAlgorithmWritesThem() {
        Random random = new Random(11);
        int fast = 0;
        for (int i = 0; i < 200_000; i++) {
            int places = random.nextInt(18);
            double decimal = Math.rint(random.nextDouble() * Math.pow(10, random.nextInt(16))) / Math.pow(10, places);
            double value = switch (i % 4) {
                case 0 -> decimal;
                case 1 -> Math.nextUp(decimal);
                case 2 -> Math.nextDown(decimal);
                default -> decimal * Math.pow(10, random.nextInt(40) - 20);
            };
            if (value <= 0 || value == Math.floor(value) || Double.isInfinite(value)) {
                continue;
            }
            String text = ShortestDouble.format(value);
            assertThat(text).as("%s", value).isEqualTo(ShortestDouble.fromDigits(value));
            fast += text.length() < 12 ? 1 : 0;
        }
        assertThat(fast).as("values with short texts").isGreaterThan(30_000);
    }

    @ParameterizedTest
    @CsvSource({"1.25, 1.25", "0.05, 0.05", "1e-7, 1e-7", "0.000001, 0.000001", "1234.5, 1234.5",
        "4.35, 4.35", "0.1, 0.1", "123456789.125, 123456789.125"})
    void shortDecimals(double value, String expected) {
        assertThat(ShortestDouble.format(value)).isEqualTo(expected).isEqualTo(ShortestDouble.fromDigits(value));
    }

    private static int shortestDigitCount(double value) {
        BigDecimal exact = new BigDecimal(value);
        for (int p = 1; p <= 17; p++) {
            if (exact.round(new MathContext(p, RoundingMode.HALF_EVEN)).doubleValue() == value) {
                return p;
            }
        }
        throw new AssertionError("no round trip for " + value);
    }

    private static int significantDigits(String text) {
        String mantissa = text.split("e")[0].replace("-", "").replace(".", "");
        mantissa = mantissa.replaceFirst("^0+", "");
        mantissa = mantissa.replaceFirst("0+$", "");
        return Math.max(1, mantissa.length());
    }
}
