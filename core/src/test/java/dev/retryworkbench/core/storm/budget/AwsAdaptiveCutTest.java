package dev.retryworkbench.core.storm.budget;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** The adaptive limiter counts responses only: a deadline cut is not one (Part 3, "aws-adaptive"). */
class AwsAdaptiveCutTest {
    private static AwsAdaptive throttledAtTenSeconds() {
        AwsAdaptive adaptive = new AwsAdaptive(AwsQuota.STANDARD, 1);
        adaptive.ensureSlots(1);
        // One response in the bucket [0, 10): measured 0.8 x 1 / 10 = 0.08; the limiter turns on at 0.5.
        adaptive.failed(0, 0, ClientBudgets.THROTTLED, false, 10_000);
        return adaptive;
    }

    @Test
    void cutsBetweenResponsesChangeNeitherTheMeasuredRateNorTheFillRate() {
        // No cut: the success at 20 s is the only response in (10, 20]: bucket rate 1 / 10, measured 0.8 x 0.1
        // + 0.2 x 0.08 = 0.096; the cubic is far above, so min(cubic, 2 x 0.096) = 0.192 and the fill rate is
        // its minimum 0.5.
        AwsAdaptive plain = throttledAtTenSeconds();
        plain.succeeded(0, 0, false, 20_000);
        assertThat(plain.fillRate(0)).isEqualTo(0.5);

        AwsAdaptive cut = throttledAtTenSeconds();
        for (int i = 1; i <= 4; i++) {
            cut.cut(0, 0, false);
        }
        cut.succeeded(0, 0, false, 20_000);
        assertThat(cut.fillRate(0)).isEqualTo(plain.fillRate(0));
        assertThat(cut.sendAt(0, 20_000)).isEqualTo(plain.sendAt(0, 20_000));

        // The same four as failed responses at 10.2, 10.4, 10.6 and 10.8 s do count: the bucket [10, 10.5)
        // closes at 10.6 with 3 responses (measured 0.8 x 6 + 0.2 x 0.08 = 4.816), then 10.8 and 20 s give
        // 2 / 9.5: measured 0.8 x 2 / 9.5 + 0.2 x 4.816, fill rate twice that, 2.26.
        AwsAdaptive responses = throttledAtTenSeconds();
        for (int i = 1; i <= 4; i++) {
            responses.failed(0, 0, ClientBudgets.FAILED, false, 10_000 + 200 * i);
        }
        responses.succeeded(0, 0, false, 20_000);
        assertThat(responses.fillRate(0)).isCloseTo(2 * (0.8 * 2 / 9.5 + 0.2 * (0.8 * 6 + 0.2 * 0.08)), within(1e-12));
    }
}
