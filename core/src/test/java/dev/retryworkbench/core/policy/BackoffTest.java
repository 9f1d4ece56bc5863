package dev.retryworkbench.core.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.retryworkbench.core.random.SplitMix64;
import org.junit.jupiter.api.Test;

class BackoffTest {
    @Test
    void exponentialWaitsGrowByTheMultiplierUpToTheCap() {
        // 1.5, 2.25, 3.375, then capped at 4: w_(k+1) = min(max, w_k x 1.5).
        Backoff waits = Backoff.of(RetryPolicy.exponential(6, 1.5, 4, 1.5, Jitter.NONE));
        assertThat(waits.count()).isEqualTo(5);
        assertThat(new double[] {waits.raw(1), waits.raw(2), waits.raw(3), waits.raw(4), waits.raw(5)})
                .containsExactly(1.5, 2.25, 3.375, 4, 4);
        assertThat(waits.rawWhole(3)).isEqualTo(3);
        assertThat(waits.totalWhole()).isEqualTo(1 + 2 + 3 + 4 + 4);
    }

    @Test
    void multiplierOneIsAConstantBackoff() {
        Backoff waits = Backoff.of(RetryPolicy.exponential(4, 500, 500, 1, Jitter.NONE));
        assertThat(new int[] {waits.rawWhole(1), waits.rawWhole(2), waits.rawWhole(3)}).containsExactly(500, 500, 500);
    }

    @Test
    void aFailureWithoutAWaitIsRefused() {
        Backoff waits = Backoff.of(RetryPolicy.exponential(3, 100, 1_000, 2, Jitter.NONE));
        assertThatThrownBy(() -> waits.raw(0)).hasMessage("backoff 0 is outside 1..2");
        assertThatThrownBy(() -> waits.raw(3)).hasMessage("backoff 3 is outside 1..2");
        assertThat(Backoff.of(RetryPolicy.exponential(1, 100, 1_000, 2, Jitter.NONE)).count()).isZero();
    }

    @Test
    void nextDrawsOnceUnderJitterAndNeverWithout() {
        SplitMix64 random = new SplitMix64(0);
        Backoff none = Backoff.of(RetryPolicy.exponential(3, 100, 1_000, 2, Jitter.NONE));
        assertThat(none.next(2, 0, random)).isEqualTo(200);
        // Seed 0's first unit() is 0xE220A8397B1DCDAF >>> 11 x 2^-53 = 0.883...: floor(0.883... x 201) = 177.
        Backoff full = Backoff.of(RetryPolicy.exponential(3, 100, 1_000, 2, Jitter.FULL));
        assertThat(full.next(2, 0, random)).isEqualTo(177);
        // Equal: 100 + floor(unit x 101) with the second unit 0.4315... = 143.
        Backoff equal = Backoff.of(RetryPolicy.exponential(3, 100, 1_000, 2, Jitter.EQUAL));
        assertThat(equal.next(2, 0, random)).isEqualTo(143);
        assertThat(new int[] {none.least(2), full.least(2), equal.least(2)}).containsExactly(200, 0, 100);
    }

    @Test
    void continuousBoundsOfEachJitterKind() {
        assertThat(new double[] {Jitter.NONE.min(8), Jitter.NONE.mean(8), Jitter.NONE.max(8)}).containsExactly(8, 8, 8);
        assertThat(new double[] {Jitter.FULL.min(8), Jitter.FULL.mean(8), Jitter.FULL.max(8)}).containsExactly(0, 4, 8);
        assertThat(new double[] {Jitter.EQUAL.min(8), Jitter.EQUAL.mean(8), Jitter.EQUAL.max(8)}).containsExactly(4, 6, 8);
    }

    @Test
    void aPolicyOutsideTheModelIsRefused() {
        assertThatThrownBy(() -> RetryPolicy.exponential(0, 1, 2, 2, Jitter.NONE))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> RetryPolicy.exponential(2, 3, 2, 2, Jitter.NONE))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> RetryPolicy.exponential(2, 1, 2, 0.5, Jitter.NONE))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
