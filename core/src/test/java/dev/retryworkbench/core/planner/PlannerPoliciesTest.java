package dev.retryworkbench.core.planner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.retryworkbench.core.policy.Backoff;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.random.SplitMix64;
import org.junit.jupiter.api.Test;

/**
 * The planner's jitter kinds beyond version 1 and the provider's 429s, on values derived by hand from
 * the worked example: raw waits 1, 2, 4, 8 s, success rate a = 0.5, latency 4 s, 4,000 tokens per
 * attempt, RPM 1,000, TPM 400,000, 8 planned in flight, 20 arrivals/min, 5,000 queued.
 */
class PlannerPoliciesTest {
    /** The worked example with a jitter kind and factors, and the three 429 fields (null: not entered). */
    private static PlannerInputs example(Jitter jitter, double low, double high, Double rateLimitedLatency,
            Double tokensShare, Double retryAfter) {
        PlannerInputs w = PlannerInputs.workedExample();
        return new PlannerInputs(w.baseDelaySeconds(), w.multiplier(), w.maxDelaySeconds(), w.attempts(), jitter,
                w.rpmLimit(), w.tpmLimit(), w.tokensPerAttempt(), w.attemptLatencySeconds(), w.plannedConcurrency(),
                w.successRate(), w.arrivalPerMinute(), w.backlog(), low, high, rateLimitedLatency, tokensShare, retryAfter);
    }

    private static PlannerResult.Schedule schedule(Jitter jitter, double low, double high, Double retryAfter) {
        return Planner.compute(example(jitter, low, high, null, null, retryAfter)).schedule();
    }

    @Test
    void proportionalWaitsScaleTheRawWaitByTheirFactors() {
        // OpenAI's and Anthropic's 0.75 to 1: min 0.75 raw, mean 0.875 raw, max raw.
        PlannerResult.Schedule sdk = schedule(Jitter.PROPORTIONAL, 0.75, 1, null);
        assertThat(sdk.waits()).containsExactly(
                new PlannerResult.Wait(1, 1, 0.75, 0.875, 1, 0.875),
                new PlannerResult.Wait(2, 2, 1.5, 1.75, 2, 2.625),
                new PlannerResult.Wait(3, 4, 3, 3.5, 4, 6.125),
                new PlannerResult.Wait(4, 8, 6, 7, 8, 13.125));
        assertThat(sdk.worstWaitSeconds()).isEqualTo(15.0);
        // 0.875 / 2 + 1.75 / 4 + 3.5 / 8 + 7 / 16 = 4 x 0.4375.
        assertThat(sdk.expectedWaitToResolveSeconds()).isEqualTo(1.75);
        assertThat(sdk.meanIsEstimate()).isFalse();

        // resilience4j's 0.5 to 1.5: the mean is the raw wait, the worst case 1.5 times the raw waits.
        PlannerResult.Schedule wide = schedule(Jitter.PROPORTIONAL, 0.5, 1.5, null);
        assertThat(wide.waits()).extracting(PlannerResult.Wait::minSeconds).containsExactly(0.5, 1.0, 2.0, 4.0);
        assertThat(wide.waits()).extracting(PlannerResult.Wait::meanSeconds).containsExactly(1.0, 2.0, 4.0, 8.0);
        assertThat(wide.waits()).extracting(PlannerResult.Wait::maxSeconds).containsExactly(1.5, 3.0, 6.0, 12.0);
        assertThat(wide.totalMeanWaitSeconds()).isEqualTo(15.0);
        assertThat(wide.worstWaitSeconds()).isEqualTo(22.5);
    }

    @Test
    void decorrelatedBoundsAreExactAndItsMeanIsEstimatedFromSeededRuns() {
        // Base 1 s, cap 32 s: min is the base; max (and the raw column) min(32, 3^i) = 3, 9, 27, 32.
        PlannerResult.Schedule s = schedule(Jitter.DECORRELATED, 0.75, 1, null);
        assertThat(s.meanIsEstimate()).isTrue();
        assertThat(s.waits()).extracting(PlannerResult.Wait::minSeconds).containsOnly(1.0);
        assertThat(s.waits()).extracting(PlannerResult.Wait::maxSeconds).containsExactly(3.0, 9.0, 27.0, 32.0);
        assertThat(s.waits()).extracting(PlannerResult.Wait::rawSeconds).containsExactly(3.0, 9.0, 27.0, 32.0);
        assertThat(s.worstWaitSeconds()).isEqualTo(71.0);
        // Uncapped, E[s_k] = 1 + (3 E[s_(k-1)] - 1) / 2 from E[s_0] = 1: 2, 3.5, 5.75 (s_3 <= 27 stays
        // under the cap). 10,000 runs put the estimate within a few standard errors (0.006, 0.016, 0.04 s).
        assertThat(s.waits().get(0).meanSeconds()).isCloseTo(2.0, within(0.03));
        assertThat(s.waits().get(1).meanSeconds()).isCloseTo(3.5, within(0.08));
        assertThat(s.waits().get(2).meanSeconds()).isCloseTo(5.75, within(0.2));
        // The cap of 32 s pulls the fourth below its uncapped 9.125 s.
        assertThat(s.waits().get(3).meanSeconds()).isBetween(8.0, 9.125);
        // A fixed seed: the same inputs give the same estimate, bit for bit.
        assertThat(schedule(Jitter.DECORRELATED, 0.75, 1, null)).isEqualTo(s);
    }

    @Test
    void decorrelatedEstimateFollowsThePrngContractDrawByDraw() {
        // Seed 0's first output is 0xE220A8397B1DCDAF: the first wait of the first run is 1 + 2 u.
        double u = (0xE220A8397B1DCDAFL >>> 11) * 0x1.0p-53;
        Backoff backoff = Backoff.inSeconds(example(Jitter.DECORRELATED, 0.75, 1, null, null, null).retryPolicy());
        SplitMix64 random = new SplitMix64(Planner.DECORRELATED_SEED);
        double first = backoff.nextDecorrelatedContinuous(1, random);
        assertThat(first).isEqualTo(1 + u * 2);
        // The second draws up to three times the first.
        double u2 = (0x6E789E6AA1B965F4L >>> 11) * 0x1.0p-53;
        assertThat(backoff.nextDecorrelatedContinuous(first, random)).isEqualTo(1 + u2 * (3 * first - 1));
        // One run of one wait: the estimate is that draw.
        Backoff oneWait = Backoff.inSeconds(new PlannerInputs(1, 2, 32, 2, Jitter.DECORRELATED, 1000.0, null, null, 4,
                null, 0.5, 0, 0).retryPolicy());
        double sum = 0;
        SplitMix64 again = new SplitMix64(Planner.DECORRELATED_SEED);
        for (int run = 0; run < Planner.DECORRELATED_RUNS; run++) {
            sum += oneWait.nextDecorrelatedContinuous(1, again);
        }
        assertThat(Planner.decorrelatedMeans(oneWait, 0)).containsExactly(sum / Planner.DECORRELATED_RUNS);
    }

    @Test
    void retryAfterMeanFollowsTheSpecsThreeCases() {
        // Uniform on [0, 8] (full jitter): a floor of 2 inside the range gives ((2 - 0) x 2 + (8 - 2) x 10 / 2) / 8.
        assertThat(Planner.flooredMean(0, 4, 8, 2)).isEqualTo(4.25);
        // At or below the shortest wait it changes nothing.
        assertThat(Planner.flooredMean(4, 6, 8, 3)).isEqualTo(6.0);
        assertThat(Planner.flooredMean(4, 6, 8, 4)).isEqualTo(6.0);
        // At or above the longest wait every wait is the floor.
        assertThat(Planner.flooredMean(0, 0.5, 1, 2)).isEqualTo(2.0);
        assertThat(Planner.flooredMean(0, 0.5, 1, 1)).isEqualTo(1.0);
        // Proportional [6, 8] with a floor of 7: half the draws wait 7, the other half 7.5 on average.
        assertThat(Planner.flooredMean(6, 7, 8, 7)).isEqualTo(7.25);
    }

    @Test
    void retryAfterSetsAFloorUnderEveryWaitOfTheSchedule() {
        // Full jitter, Retry-After 2 s: waits 1 and 2 never draw above it, so they are exactly 2; wait 3 is
        // ((2) x 2 + (2) x 6 / 2) / 4 = 2.5 and wait 4 is 4.25.
        PlannerResult.Schedule full = schedule(Jitter.FULL, 0.75, 1, 2.0);
        assertThat(full.waits()).containsExactly(
                new PlannerResult.Wait(1, 1, 2, 2, 2, 2),
                new PlannerResult.Wait(2, 2, 2, 2, 2, 4),
                new PlannerResult.Wait(3, 4, 2, 2.5, 4, 6.5),
                new PlannerResult.Wait(4, 8, 2, 4.25, 8, 10.75));
        assertThat(full.worstWaitSeconds()).isEqualTo(16.0);
        // 2 / 2 + 2 / 4 + 2.5 / 8 + 4.25 / 16.
        assertThat(full.expectedWaitToResolveSeconds()).isEqualTo(2.078125);

        // No jitter waits max(raw, R).
        PlannerResult.Schedule none = schedule(Jitter.NONE, 0.75, 1, 3.0);
        assertThat(none.waits()).extracting(PlannerResult.Wait::meanSeconds).containsExactly(3.0, 3.0, 4.0, 8.0);
        assertThat(none.worstWaitSeconds()).isEqualTo(18.0);

        // A Retry-After of 0 changes nothing.
        assertThat(schedule(Jitter.FULL, 0.75, 1, 0.0).waits())
                .isEqualTo(Planner.compute(PlannerInputs.workedExample()).schedule().waits());

        // Decorrelated: min and max are exact, max(1, 5) = 5 and max(3^i capped, 5); the mean is at least 5.
        PlannerResult.Schedule decorrelated = schedule(Jitter.DECORRELATED, 0.75, 1, 5.0);
        assertThat(decorrelated.waits()).extracting(PlannerResult.Wait::minSeconds).containsOnly(5.0);
        assertThat(decorrelated.waits()).extracting(PlannerResult.Wait::maxSeconds).containsExactly(5.0, 9.0, 27.0, 32.0);
        assertThat(decorrelated.waits().get(0).meanSeconds()).isEqualTo(5.0);
        assertThat(decorrelated.waits().get(1).meanSeconds()).isBetween(5.0, 9.0);
        // A floor above the cap makes every decorrelated wait exactly the floor.
        assertThat(schedule(Jitter.DECORRELATED, 0.75, 1, 40.0).waits()).extracting(PlannerResult.Wait::meanSeconds)
                .containsOnly(40.0);
    }

    @Test
    void theLatencyOfA429SetsTheMeanAttemptLatencyThatSizesConcurrencyAndTheDrain() {
        // 0.5 x 4 + 0.5 x 0.5 = 2.25 s; safe in-flight 100 x 2.25 / 60 = 3.75 (3 whole slots).
        PlannerResult r = Planner.compute(example(Jitter.FULL, 0.75, 1, 0.5, null, null));
        assertThat(r.quota().meanAttemptLatencySeconds()).isEqualTo(2.25);
        assertThat(r.quota().safeConcurrency()).isEqualTo(3.75);
        assertThat(r.quota().wholeSlots()).isEqualTo(3.0);
        // 8 in flight at 2.25 s: 60 x 8 / 2.25 = 213.3 attempts/min, above the 100 ceiling: the drain runs at 100.
        assertThat(r.quota().plannedAttemptsPerMinute()).isCloseTo(213.333333333, within(1e-6));
        assertThat(r.drain().drainAttemptsPerMinute()).isEqualTo(100.0);
        assertThat(r.drain().drainMinutes()).isEqualTo(166.66666666666666);

        // 2 in flight: 53.3 attempts/min, half of them resolve: 26.7 - 20 arrivals = 6.67/min net, 750 min.
        PlannerInputs w = example(Jitter.FULL, 0.75, 1, 0.5, null, null);
        PlannerResult two = Planner.compute(new PlannerInputs(w.baseDelaySeconds(), w.multiplier(),
                w.maxDelaySeconds(), w.attempts(), w.jitter(), w.rpmLimit(), w.tpmLimit(), w.tokensPerAttempt(),
                w.attemptLatencySeconds(), 2, w.successRate(), w.arrivalPerMinute(), w.backlog(), w.jitterLow(),
                w.jitterHigh(), w.rateLimitedLatencySeconds(), w.tokensChargedOn429(), w.retryAfterSeconds()));
        assertThat(two.drain().drainAttemptsPerMinute()).isCloseTo(160 / 3.0, within(1e-9));
        assertThat(two.drain().drainMinutes()).isCloseTo(750.0, within(1e-6));

        // Without the field the latency is the attempt latency itself, bit for bit.
        assertThat(Planner.compute(PlannerInputs.workedExample()).quota().meanAttemptLatencySeconds()).isEqualTo(4.0);
    }

    @Test
    void theTokensChargedOnA429SetTheMeanTokensThatSizeTheTpmCeilingAndTheBacklog() {
        // Nothing charged on a 429: 4,000 x (0.5 + 0.5 x 0) = 2,000 tokens; TPM allows 400,000 / 2,000 = 200.
        PlannerResult free = Planner.compute(example(Jitter.FULL, 0.75, 1, null, 0.0, null));
        assertThat(free.quota().meanTokensPerAttempt()).isEqualTo(2000.0);
        assertThat(free.quota().tpmCeilingPerMinute()).isEqualTo(200.0);
        assertThat(free.quota().ceilingPerMinute()).isEqualTo(200.0);
        assertThat(free.quota().bindingLimit()).isEqualTo(BindingLimit.TPM);
        assertThat(free.quota().headroomRatio()).isEqualTo(5.0);
        assertThat(free.quota().safeConcurrency()).isCloseTo(200 * 4 / 60.0, within(1e-12));
        assertThat(free.tokens().backlogTokensFirstAttempts()).isEqualTo(10_000_000.0);
        assertThat(free.tokens().backlogTokensWithRetries()).isEqualTo(20_000_000.0);

        // A quarter charged: 4,000 x (0.5 + 0.5 x 0.25) = 2,500 tokens; TPM allows 160.
        PlannerResult quarter = Planner.compute(example(Jitter.FULL, 0.75, 1, null, 0.25, null));
        assertThat(quarter.quota().meanTokensPerAttempt()).isEqualTo(2500.0);
        assertThat(quarter.quota().ceilingPerMinute()).isEqualTo(160.0);
        assertThat(quarter.tokens().backlogTokensFirstAttempts()).isEqualTo(12_500_000.0);

        // Without the field a 429 costs the full tokens per attempt, bit for bit.
        assertThat(Planner.compute(PlannerInputs.workedExample()).quota().meanTokensPerAttempt()).isEqualTo(4000.0);
    }

    @Test
    void inputsRefuseFactorsOutOfOrderAndAttemptsFreeOfTokens() {
        assertThatThrownBy(() -> example(Jitter.PROPORTIONAL, 1.2, 1.1, null, null, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("Jitter high factor must be at least");
        PlannerInputs w = PlannerInputs.workedExample();
        assertThatThrownBy(() -> new PlannerInputs(1, 2, 32, 5, Jitter.FULL, null, 400_000.0, 4000.0, 4, null, 0, 0,
                0, 0.75, 1, null, 0.0, null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage(PlannerFields.freeAttemptsMessage());
        assertThatThrownBy(() -> example(w.jitter(), 0.75, 1, null, 1.5, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("(you entered \u201c150\u201d)");
        assertThatThrownBy(() -> example(w.jitter(), 0.75, 1, null, null, -1.0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("Retry-After must be");
    }
}
