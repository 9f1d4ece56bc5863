package dev.retryworkbench.core.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.retryworkbench.core.random.SplitMix64;
import org.junit.jupiter.api.Test;

class BackoffTest {
    @Test
    void exponentialWaitsGrowByTheMultiplierUpToTheCap() {
        // 1.5, 2.25, 3.375, then capped at 4: w_(k+1) = min(max, w_k x 1.5).
        Backoff waits = Backoff.inSeconds(RetryPolicy.exponential(6, 1.5, 4, 1.5, Jitter.NONE));
        assertThat(waits.count()).isEqualTo(5);
        assertThat(new double[] {waits.raw(1), waits.raw(2), waits.raw(3), waits.raw(4), waits.raw(5)})
                .containsExactly(1.5, 2.25, 3.375, 4, 4);
        assertThat(waits.rawWhole(3)).isEqualTo(3);
        assertThat(waits.totalWhole()).isEqualTo(1 + 2 + 3 + 4 + 4);
    }

    @Test
    void multiplierOneIsAConstantBackoff() {
        Backoff waits = Backoff.inMilliseconds(RetryPolicy.exponential(4, 500, 500, 1, Jitter.NONE));
        assertThat(new double[] {waits.rawWhole(1), waits.rawWhole(2), waits.rawWhole(3)}).containsExactly(500, 500, 500);
    }

    @Test
    void aFailureWithoutAWaitIsRefused() {
        Backoff waits = Backoff.inMilliseconds(RetryPolicy.exponential(3, 100, 1_000, 2, Jitter.NONE));
        assertThatThrownBy(() -> waits.raw(0)).hasMessage("backoff 0 is outside 1..2");
        assertThatThrownBy(() -> waits.raw(3)).hasMessage("backoff 3 is outside 1..2");
        assertThat(Backoff.inMilliseconds(RetryPolicy.exponential(1, 100, 1_000, 2, Jitter.NONE)).count()).isZero();
    }

    @Test
    void nextDrawsOnceUnderJitterAndNeverWithout() {
        SplitMix64 random = new SplitMix64(0);
        Backoff none = Backoff.inMilliseconds(RetryPolicy.exponential(3, 100, 1_000, 2, Jitter.NONE));
        assertThat(none.next(2, 0, random)).isEqualTo(200);
        // Seed 0's first unit() is 0xE220A8397B1DCDAF >>> 11 x 2^-53 = 0.883...: floor(0.883... x 201) = 177.
        Backoff full = Backoff.inMilliseconds(RetryPolicy.exponential(3, 100, 1_000, 2, Jitter.FULL));
        assertThat(full.next(2, 0, random)).isEqualTo(177);
        // Equal: 100 + floor(unit x 101) with the second unit 0.4315... = 143.
        Backoff equal = Backoff.inMilliseconds(RetryPolicy.exponential(3, 100, 1_000, 2, Jitter.EQUAL));
        assertThat(equal.next(2, 0, random)).isEqualTo(143);
        assertThat(new double[] {none.least(2), full.least(2), equal.least(2)}).containsExactly(200, 0, 100);
    }

    @Test
    void continuousBoundsOfEachJitterKind() {
        assertThat(bounds(Jitter.NONE, 1, 1)).containsExactly(8, 8, 8);
        assertThat(bounds(Jitter.FULL, 1, 1)).containsExactly(0, 4, 8);
        assertThat(bounds(Jitter.EQUAL, 1, 1)).containsExactly(4, 6, 8);
        assertThat(bounds(Jitter.PROPORTIONAL, 0.5, 1.5)).containsExactly(4, 8, 12);
        // Decorrelated from 1 s, capped at 20: its largest fourth wait is min(20, 1 x 3^4) = 20, its least 1.
        Backoff decorrelated = Backoff.inSeconds(new RetryPolicy(5, BackoffShape.EXPONENTIAL, 1, 20, 2,
                Jitter.DECORRELATED, 1, 1));
        assertThat(new double[] {decorrelated.raw(1), decorrelated.raw(2), decorrelated.raw(3), decorrelated.raw(4)})
                .containsExactly(3, 9, 20, 20);
        assertThat(decorrelated.min(4)).isEqualTo(1);
        assertThat(decorrelated.max(4)).isEqualTo(20);
        assertThat(decorrelated.mean(4)).isNaN();
    }

    /** The fourth wait's min, mean and max of a policy 1 s doubling to 8 s. */
    private static double[] bounds(Jitter jitter, double low, double high) {
        Backoff waits = Backoff.inSeconds(new RetryPolicy(5, BackoffShape.EXPONENTIAL, 1, 8, 2, jitter, low, high));
        return new double[] {waits.min(4), waits.mean(4), waits.max(4)};
    }

    @Test
    void decorrelatedJitterGrowsFromThePreviousWaitAndStartsAfreshEachRun() {
        // Seed 0's units 0.8833, 0.4315, 0.0264: s1 = 100 + floor(0.8833 x 201) = 277;
        // s2 = 100 + floor(0.4315 x (831 - 100 + 1)) = 415; s3 = 100 + floor(0.0264 x (1245 - 100 + 1)) = 130.
        Backoff waits = Backoff.inMilliseconds(new RetryPolicy(4, BackoffShape.EXPONENTIAL, 100, 1_000, 2,
                Jitter.DECORRELATED, 1, 1));
        SplitMix64 random = new SplitMix64(0);
        double first = waits.next(1, 12_345, random);
        double second = waits.next(2, first, random);
        double third = waits.next(3, second, random);
        assertThat(new double[] {first, second, third}).containsExactly(277, 415, 130);
        assertThat(waits.least(3)).isEqualTo(100);
        // A new run: the first wait ignores whatever came before and draws from [initial, 3 x initial].
        assertThat(waits.next(1, third, new SplitMix64(0))).isEqualTo(277);
    }

    @Test
    void proportionalJitterScalesTheRawWaitAndFloors() {
        // OpenAI's and Anthropic's SDKs: [0.75, 1]. 1000 x (0.75 + 0.25 x 0.8833) = 970.8 -> 970;
        // 2000 x (0.75 + 0.25 x 0.4315) = 1715.8 -> 1715.
        Backoff waits = Backoff.inMilliseconds(new RetryPolicy(3, BackoffShape.EXPONENTIAL, 1_000, 8_000, 2,
                Jitter.PROPORTIONAL, 0.75, 1));
        SplitMix64 random = new SplitMix64(0);
        assertThat(waits.next(1, 0, random)).isEqualTo(970);
        assertThat(waits.next(2, 970, random)).isEqualTo(1_715);
        assertThat(waits.least(2)).isEqualTo(1_500);
    }

    @Test
    void polynomialIsSidekiqsFormulaWithItsOwnDrawInSeconds() {
        // raw_k = ((k - 1)^4 + 15) s: 15 s, 16 s, 31 s, 96 s; then + uniformInt(0, 10k - 1) s.
        Backoff waits = Backoff.inMilliseconds(new RetryPolicy(26, BackoffShape.POLYNOMIAL, 0, 2_592_000_000.0, 1,
                Jitter.NONE, 1, 1));
        assertThat(new double[] {waits.raw(1), waits.raw(2), waits.raw(3), waits.raw(4)})
                .containsExactly(15_000, 16_000, 31_000, 96_000);
        // The 25th retry waits 24^4 + 15 = 331,791 s before its draw.
        assertThat(waits.raw(25)).isEqualTo(331_791_000);
        SplitMix64 random = new SplitMix64(0);
        assertThat(waits.next(1, 0, random)).isEqualTo(15_000 + 8_000);
        assertThat(waits.next(2, 0, random)).isEqualTo(16_000 + 8_000);
        assertThat(waits.least(2)).isEqualTo(16_000);
        Backoff capped = Backoff.inMilliseconds(new RetryPolicy(3, BackoffShape.POLYNOMIAL, 0, 20_000, 1,
                Jitter.NONE, 1, 1));
        assertThat(capped.next(2, 0, new SplitMix64(0))).isEqualTo(20_000);
    }

    @Test
    void everyWaitStaysWithinItsKindsBounds() {
        java.util.Random random = new java.util.Random(2026);
        for (int policyCase = 0; policyCase < 2_000; policyCase++) {
            BackoffShape shape = random.nextInt(5) == 0 ? BackoffShape.POLYNOMIAL : BackoffShape.EXPONENTIAL;
            Jitter jitter = Jitter.values()[random.nextInt(Jitter.values().length)];
            double initial = random.nextInt(5_000);
            double maximum = initial + random.nextInt(100_000);
            double low = random.nextInt(200) / 100.0;
            double high = low + random.nextInt(201 - (int) Math.round(low * 100)) / 100.0;
            RetryPolicy policy = new RetryPolicy(2 + random.nextInt(30), shape, initial, maximum,
                    1 + random.nextInt(90) / 10.0, jitter, low, high);
            Backoff waits = Backoff.inMilliseconds(policy);
            SplitMix64 draws = new SplitMix64(random.nextInt(1_000));
            double previous = 0;
            for (int k = 1; k <= waits.count(); k++) {
                double wait = waits.next(k, previous, draws);
                double raw = waits.rawWhole(k);
                String where = policy + " wait " + k;
                assertThat(wait).as(where).isEqualTo(Math.floor(wait)).isGreaterThanOrEqualTo(waits.least(k));
                if (shape == BackoffShape.POLYNOMIAL) {
                    assertThat(wait).as(where).isLessThanOrEqualTo(Math.min(maximum, raw + (10.0 * k - 1) * 1000));
                } else if (jitter == Jitter.DECORRELATED) {
                    double from = k == 1 ? Math.floor(initial) : previous;
                    assertThat(wait).as(where).isLessThanOrEqualTo(Math.min(maximum, 3 * from))
                            .isLessThanOrEqualTo(raw);
                } else if (jitter == Jitter.PROPORTIONAL) {
                    assertThat(wait).as(where).isLessThanOrEqualTo(Math.floor(raw * high));
                } else {
                    assertThat(wait).as(where).isLessThanOrEqualTo(raw);
                }
                previous = wait;
            }
        }
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
