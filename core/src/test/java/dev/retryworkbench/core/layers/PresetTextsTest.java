package dev.retryworkbench.core.layers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.json.ShortestDouble;
import dev.retryworkbench.core.policy.Preset;
import dev.retryworkbench.core.policy.RetryPolicy;
import org.junit.jupiter.api.Test;

/**
 * A preset fills its layer's fields with {@link ShortestDouble#formatShort}, which the pages carry without the
 * big-number algorithm: every declared value must be one it formats, to the text {@link ShortestDouble#format}
 * writes (a preset declared with, say, 0.1 + 0.2 would fail here rather than fill a field with nothing).
 */
class PresetTextsTest {
    @Test
    void everyPresetsValuesAreShortAndFormatAsTheWorksheetDoes() {
        for (Preset preset : Preset.values()) {
            RetryPolicy policy = preset.policy();
            for (double value : new double[] {policy.initial(), policy.maximum(), policy.multiplier(),
                policy.jitterLow(), policy.jitterHigh()}) {
                assertThat(ShortestDouble.formatShort(value)).as("%s: %s", preset.id(), value)
                        .isNotNull().isEqualTo(ShortestDouble.format(value));
            }
        }
    }

    @Test
    void formatShortLeavesOtherNumbersToTheFullAlgorithm() {
        assertThat(ShortestDouble.formatShort(0.1 + 0.2)).isNull();
        assertThat(ShortestDouble.format(0.1 + 0.2)).isEqualTo("0.30000000000000004");
        assertThat(ShortestDouble.formatShort(-1.25)).isEqualTo("-1.25");
        assertThat(ShortestDouble.formatShort(2592000000.0)).isEqualTo("2592000000");
        assertThat(ShortestDouble.formatShort(0)).isEqualTo("0");
    }
}
