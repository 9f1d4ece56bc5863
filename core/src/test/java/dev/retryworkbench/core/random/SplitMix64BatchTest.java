package dev.retryworkbench.core.random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The batch draw and the saved state give exactly the draws of the one-at-a-time generator. */
class SplitMix64BatchTest {

    @Test
    void aBatchSumsTheDrawsOfUniformIntInOrderAndLeavesTheSameState() {
        Random random = new Random(77);
        for (int i = 0; i < 500; i++) {
            long seed = random.nextLong();
            int count = random.nextInt(120);
            double[] lows = new double[count];
            double[] highs = new double[count];
            for (int k = 0; k < count; k++) {
                lows[k] = random.nextInt(50_000_000);
                highs[k] = lows[k] + random.nextInt(86_400_001);
            }
            SplitMix64 single = new SplitMix64(seed);
            double expected = 0;
            for (int k = 0; k < count; k++) {
                expected += single.uniformInt((int) lows[k], (int) highs[k]);
            }
            SplitMix64 batch = new SplitMix64(seed);
            assertThat(batch.sumOfUniformWholes(lows, highs, count)).isEqualTo(expected);
            assertThat(batch.nextLong()).isEqualTo(single.nextLong());
        }
    }

    @Test
    void aBatchOfOneFullJitterDrawFromSeedZeroIsTheTopOfTheTestVector() {
        // unit() of seed 0 is 0.8833108082136426, so uniformInt(0, 999) is floor(883.31...) = 883.
        assertThat(new SplitMix64(0).sumOfUniformWholes(new double[] {0}, new double[] {999}, 1)).isEqualTo(883);
    }

    @Test
    void aBatchRejectsAnEmptyRangeWithoutDrawing() {
        SplitMix64 rng = new SplitMix64(0);
        assertThatThrownBy(() -> rng.sumOfUniformWholes(new double[] {5}, new double[] {4}, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("empty range 5 to 4");
        assertThat(rng.nextLong()).isEqualTo(0xE220A8397B1DCDAFL);
    }

    @Test
    void aSavedStateReplaysTheSameDraws() {
        SplitMix64 rng = new SplitMix64(4_294_967_295L);
        rng.nextLong();
        int high = rng.stateHigh();
        int low = rng.stateLow();
        long first = rng.nextLong();
        long second = rng.nextLong();
        assertThat(new SplitMix64(high, low).nextLong()).isEqualTo(first);
        rng.restore(high, low);
        assertThat(rng.nextLong()).isEqualTo(first);
        assertThat(rng.nextLong()).isEqualTo(second);
    }

    @Test
    void theStateOfASeedIsTheSeedAsAnUnsignedSixtyFourBitNumber() {
        SplitMix64 rng = new SplitMix64(0x1_0000_0002L);
        assertThat(rng.stateHigh()).isEqualTo(1);
        assertThat(rng.stateLow()).isEqualTo(2);
    }
}
