package dev.retryworkbench.core.latency;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class LatencyCurveTest {
    private static final double NONE = Double.NaN;

    @Test
    void theWorkedExamplesCurvePassesThroughEveryPointAndIsLinearBetween() {
        LatencyCurve q = new LatencyCurve(5, 40, 80, 400, 1200, 3000);
        assertThat(q.at(0)).isEqualTo(5);
        assertThat(q.at(0.5)).isEqualTo(40);
        assertThat(q.at(0.9)).isEqualTo(80);
        assertThat(q.at(0.99)).isEqualTo(400);
        assertThat(q.at(0.999)).isEqualTo(1200);
        assertThat(q.at(1)).isEqualTo(3000);
        // 5 + 35 x 0.25 / 0.5; 80 + 320 x 0.05 / 0.09; 1200 + 1800 x 0.0005 / 0.001.
        assertThat(q.at(0.25)).isEqualTo(22.5);
        assertThat(q.at(0.95)).isCloseTo(257.7777777777778, within(1e-9));
        assertThat(q.at(0.9995)).isCloseTo(2100, within(1e-9));
    }

    @Test
    void emptyPointsAreLeftOutAndAnEmptyMaximumCarriesTheLastSlopeOn() {
        // Without p90 and p99.9: (0, 0), (0.5, 40), (0.99, 400), then the slope 360 / 0.49 to u = 1.
        LatencyCurve q = new LatencyCurve(0, 40, NONE, 400, NONE, NONE);
        assertThat(q.at(0.9)).isCloseTo(40 + 360 * 0.4 / 0.49, within(1e-9));
        assertThat(q.maximum()).isCloseTo(400 + 360 / 0.49 * 0.01, within(1e-9));
        assertThat(q.at(0.25)).isEqualTo(20);
    }

    @Test
    void decreasingPointsAreRefused() {
        assertThatThrownBy(() -> new LatencyCurve(5, 40, 30, 400, NONE, NONE))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
