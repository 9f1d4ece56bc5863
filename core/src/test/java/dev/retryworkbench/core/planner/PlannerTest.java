package dev.retryworkbench.core.planner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.retryworkbench.core.policy.Jitter;
import java.util.List;
import org.junit.jupiter.api.Test;

class PlannerTest {
    private static final double TOLERANCE = 1e-9;

    /** Returns the worked example with some values replaced; null arguments keep the example's value. */
    static PlannerInputs example(Double base, Double multiplier, Double cap, Integer attempts, Jitter jitter) {
        PlannerInputs w = PlannerInputs.workedExample();
        return new PlannerInputs(base == null ? w.baseDelaySeconds() : base,
                multiplier == null ? w.multiplier() : multiplier, cap == null ? w.maxDelaySeconds() : cap,
                attempts == null ? w.attempts() : attempts, jitter == null ? w.jitter() : jitter, w.rpmLimit(),
                w.tpmLimit(), w.tokensPerAttempt(), w.attemptLatencySeconds(), w.plannedConcurrency(), w.successRate(),
                w.arrivalPerMinute(), w.backlog());
    }

    static PlannerInputs load(Double rpm, Double tpm, Integer concurrency, double successRate, double arrivals,
            double backlog) {
        PlannerInputs w = PlannerInputs.workedExample();
        return new PlannerInputs(w.baseDelaySeconds(), w.multiplier(), w.maxDelaySeconds(), w.attempts(), w.jitter(),
                rpm, tpm, w.tokensPerAttempt(), w.attemptLatencySeconds(), concurrency, successRate, arrivals, backlog);
    }

    @Test
    void workedExampleGivesTheSpecsWorksheetValuesBitForBit() {
        PlannerResult r = Planner.compute(PlannerInputs.workedExample());

        assertThat(r.schedule().totalMeanWaitSeconds()).isEqualTo(7.5);
        assertThat(r.schedule().worstWaitSeconds()).isEqualTo(15.0);
        assertThat(r.schedule().expectedWaitToResolveSeconds()).isEqualTo(1.0);
        assertThat(r.throughput().attemptsPerRequest()).isEqualTo(1.9375);
        assertThat(r.throughput().exhaustedShare()).isEqualTo(0.03125);
        assertThat(r.quota().ceilingPerMinute()).isEqualTo(100.0);
        assertThat(r.quota().bindingLimit()).isEqualTo(BindingLimit.TPM);
        assertThat(r.quota().headroomRatio()).isEqualTo(10.0);
        assertThat(r.quota().rpmCeilingPerMinute()).isEqualTo(1000.0);
        assertThat(r.quota().tpmCeilingPerMinute()).isEqualTo(100.0);
        assertThat(r.quota().safeConcurrency()).isEqualTo(6.666666666666667);
        assertThat(r.quota().wholeSlots()).isEqualTo(6.0);
        assertThat(r.quota().plannedAttemptsPerMinute()).isEqualTo(120.0);
        assertThat(r.quota().plannedShareOfCeiling()).isEqualTo(1.2);
        assertThat(r.throughput().completedPerMinute()).isEqualTo(51.61290322580645);
        assertThat(r.throughput().resolvedPerMinute()).isEqualTo(50.0);
        assertThat(r.throughput().retryTax()).isEqualTo(0.4838709677419355);
        assertThat(r.throughput().attemptsPerResolved()).isEqualTo(2.0);
        assertThat(r.drain().drainAttemptsPerMinute()).isEqualTo(100.0);
        assertThat(r.drain().resolvedDrainPerMinute()).isEqualTo(50.0);
        assertThat(r.drain().netDrainPerMinute()).isEqualTo(30.0);
        assertThat(r.drain().drainMinutes()).isEqualTo(166.66666666666666);
        assertThat(r.drain().drainShortfallPerMinute()).isNull();
        assertThat(r.tokens().backlogTokensFirstAttempts()).isEqualTo(20_000_000.0);
        assertThat(r.tokens().backlogTokensWithRetries()).isEqualTo(40_000_000.0);
    }

    @Test
    void workedExampleScheduleMatchesTheSpec() {
        List<PlannerResult.Wait> rows = Planner.compute(PlannerInputs.workedExample()).schedule().waits();

        assertThat(rows).containsExactly(
                new PlannerResult.Wait(1, 1, 0, 0.5, 1, 0.5),
                new PlannerResult.Wait(2, 2, 0, 1, 2, 1.5),
                new PlannerResult.Wait(3, 4, 0, 2, 4, 3.5),
                new PlannerResult.Wait(4, 8, 0, 4, 8, 7.5));
    }

    @Test
    void successRateZeroResolvesNothing() {
        PlannerResult r = Planner.compute(load(1000.0, 400_000.0, 8, 0, 20, 5000));

        assertThat(r.throughput().attemptsPerRequest()).isEqualTo(5.0);
        assertThat(r.throughput().exhaustedShare()).isEqualTo(1.0);
        assertThat(r.schedule().expectedWaitToResolveSeconds()).isEqualTo(r.schedule().totalMeanWaitSeconds()).isEqualTo(7.5);
        assertThat(r.throughput().completedPerMinute()).isEqualTo(20.0);
        assertThat(r.throughput().resolvedPerMinute()).isEqualTo(0.0);
        assertThat(r.throughput().retryTax()).isEqualTo(0.8);
        assertThat(r.throughput().attemptsPerResolved()).isNull();
        assertThat(r.throughput().anyResolve()).isFalse();
        assertThat(r.drain().resolvedDrainPerMinute()).isEqualTo(0.0);
        assertThat(r.drain().netDrainPerMinute()).isEqualTo(-20.0);
        assertThat(r.drain().drainMinutes()).isNull();
        assertThat(r.drain().drainShortfallPerMinute()).isEqualTo(20.0);
        assertThat(r.tokens().backlogTokensFirstAttempts()).isEqualTo(20_000_000.0);
        assertThat(r.tokens().backlogTokensWithRetries()).isNull();
    }

    @Test
    void successRateOneNeedsOneAttemptAndNoWait() {
        PlannerResult r = Planner.compute(load(1000.0, 400_000.0, 8, 1, 20, 5000));

        assertThat(r.throughput().attemptsPerRequest()).isEqualTo(1.0);
        assertThat(r.throughput().exhaustedShare()).isEqualTo(0.0);
        assertThat(r.schedule().expectedWaitToResolveSeconds()).isEqualTo(0.0);
        assertThat(r.schedule().totalMeanWaitSeconds()).isEqualTo(7.5);
        assertThat(r.throughput().completedPerMinute()).isEqualTo(100.0);
        assertThat(r.throughput().resolvedPerMinute()).isEqualTo(100.0);
        assertThat(r.throughput().retryTax()).isEqualTo(0.0);
        assertThat(r.throughput().attemptsPerResolved()).isEqualTo(1.0);
        assertThat(r.drain().netDrainPerMinute()).isEqualTo(80.0);
        assertThat(r.drain().drainMinutes()).isEqualTo(62.5);
        assertThat(r.tokens().backlogTokensWithRetries()).isEqualTo(20_000_000.0);
    }

    @Test
    void rpmOnlySetsTheCeilingWithoutComparison() {
        PlannerResult r = Planner.compute(load(1000.0, null, 8, 0.5, 20, 5000));

        assertThat(r.quota().ceilingPerMinute()).isEqualTo(1000.0);
        assertThat(r.quota().bindingLimit()).isEqualTo(BindingLimit.RPM);
        assertThat(r.quota().headroomRatio()).isNull();
        assertThat(r.quota().tpmCeilingPerMinute()).isNull();
        assertThat(r.quota().bothLimits()).isFalse();
        assertThat(r.quota().safeConcurrency()).isCloseTo(1000.0 * 4 / 60, within(TOLERANCE));
        assertThat(r.quota().wholeSlots()).isEqualTo(66.0);
        // The plan's 120 attempts/min is below the 1,000 ceiling, so the drain runs at 120: 60 resolve per minute.
        assertThat(r.quota().plannedShareOfCeiling()).isEqualTo(0.12);
        assertThat(r.drain().drainAttemptsPerMinute()).isEqualTo(120.0);
        assertThat(r.drain().resolvedDrainPerMinute()).isCloseTo(60.0, within(TOLERANCE));
        assertThat(r.drain().drainMinutes()).isCloseTo(125.0, within(TOLERANCE));
    }

    @Test
    void tpmOnlySetsTheCeilingWithoutComparison() {
        PlannerResult r = Planner.compute(load(null, 400_000.0, 8, 0.5, 20, 5000));

        assertThat(r.quota().ceilingPerMinute()).isEqualTo(100.0);
        assertThat(r.quota().bindingLimit()).isEqualTo(BindingLimit.TPM);
        assertThat(r.quota().headroomRatio()).isNull();
        assertThat(r.quota().rpmCeilingPerMinute()).isNull();
        assertThat(r.drain().drainMinutes()).isEqualTo(166.66666666666666);
    }

    @Test
    void rpmBindsWhenItIsTheSmallerCeiling() {
        PlannerResult r = Planner.compute(load(50.0, 400_000.0, 8, 0.5, 20, 5000));

        assertThat(r.quota().ceilingPerMinute()).isEqualTo(50.0);
        assertThat(r.quota().bindingLimit()).isEqualTo(BindingLimit.RPM);
        assertThat(r.quota().headroomRatio()).isEqualTo(2.0);
    }

    @Test
    void equalLimitsNameRpmAndARatioOfOne() {
        PlannerResult r = Planner.compute(load(100.0, 400_000.0, 8, 0.5, 20, 5000));

        assertThat(r.quota().ceilingPerMinute()).isEqualTo(100.0);
        assertThat(r.quota().bindingLimit()).isEqualTo(BindingLimit.RPM);
        assertThat(r.quota().headroomRatio()).isEqualTo(1.0);
    }

    @Test
    void withoutAPlanTheDrainRunsAtTheCeiling() {
        PlannerResult r = Planner.compute(load(1000.0, 400_000.0, null, 0.5, 20, 5000));

        assertThat(r.quota().plannedAttemptsPerMinute()).isNull();
        assertThat(r.quota().plannedShareOfCeiling()).isNull();
        assertThat(r.drain().drainAttemptsPerMinute()).isEqualTo(100.0);
        assertThat(r.drain().drainMinutes()).isEqualTo(166.66666666666666);
    }

    @Test
    void aPlanBelowTheCeilingDrainsAtThePlansRate() {
        PlannerResult r = Planner.compute(load(1000.0, 400_000.0, 4, 0.5, 20, 5000));

        assertThat(r.quota().plannedAttemptsPerMinute()).isEqualTo(60.0);
        assertThat(r.quota().plannedShareOfCeiling()).isEqualTo(0.6);
        assertThat(r.drain().drainAttemptsPerMinute()).isEqualTo(60.0);
        assertThat(r.drain().resolvedDrainPerMinute()).isCloseTo(30.0, within(TOLERANCE));
        assertThat(r.drain().netDrainPerMinute()).isCloseTo(10.0, within(TOLERANCE));
        assertThat(r.drain().drainMinutes()).isCloseTo(500.0, within(1e-6));
        // The ceiling figures do not depend on the plan.
        assertThat(r.throughput().resolvedPerMinute()).isEqualTo(50.0);
    }

    @Test
    void zeroNetDrainNeverClears() {
        PlannerResult r = Planner.compute(load(1000.0, 400_000.0, 8, 0.5, 50, 5000));

        assertThat(r.drain().netDrainPerMinute()).isEqualTo(0.0);
        assertThat(r.drain().drainMinutes()).isNull();
        assertThat(r.drain().drainShortfallPerMinute()).isEqualTo(0.0);
    }

    @Test
    void negativeNetDrainGrowsTheQueueByTheShortfall() {
        PlannerResult r = Planner.compute(load(1000.0, 400_000.0, 8, 0.5, 80, 5000));

        assertThat(r.drain().netDrainPerMinute()).isEqualTo(-30.0);
        assertThat(r.drain().drainMinutes()).isNull();
        assertThat(r.drain().drainShortfallPerMinute()).isEqualTo(30.0);
    }

    @Test
    void emptyBacklogDrainsInZeroMinutes() {
        assertThat(Planner.compute(load(1000.0, 400_000.0, 8, 0.5, 20, 0)).drain().drainMinutes()).isEqualTo(0.0);
        // Arrivals that exactly match the resolved rate keep an empty queue empty.
        assertThat(Planner.compute(load(1000.0, 400_000.0, 8, 0.5, 50, 0)).drain().drainMinutes()).isEqualTo(0.0);
        // Arrivals above the resolved rate fill even an empty queue.
        PlannerResult growing = Planner.compute(load(1000.0, 400_000.0, 8, 0.5, 60, 0));
        assertThat(growing.drain().drainMinutes()).isNull();
        assertThat(growing.drain().drainShortfallPerMinute()).isEqualTo(10.0);
        assertThat(growing.tokens().backlogTokensFirstAttempts()).isEqualTo(0.0);
    }

    @Test
    void attemptCapOneHasNoWaitsAndOneAttempt() {
        PlannerResult r = Planner.compute(example(null, null, null, 1, null));

        assertThat(r.schedule().waits()).isEmpty();
        assertThat(r.schedule().totalMeanWaitSeconds()).isEqualTo(0.0);
        assertThat(r.schedule().worstWaitSeconds()).isEqualTo(0.0);
        assertThat(r.schedule().expectedWaitToResolveSeconds()).isEqualTo(0.0);
        assertThat(r.throughput().attemptsPerRequest()).isEqualTo(1.0);
        assertThat(r.throughput().exhaustedShare()).isEqualTo(0.5);
        assertThat(r.throughput().completedPerMinute()).isEqualTo(100.0);
        assertThat(r.throughput().resolvedPerMinute()).isEqualTo(50.0);
        assertThat(r.throughput().retryTax()).isEqualTo(0.0);
        assertThat(r.throughput().attemptsPerResolved()).isEqualTo(2.0);
        assertThat(r.tokens().backlogTokensWithRetries()).isEqualTo(40_000_000.0);
    }

    @Test
    void multiplierOneKeepsEveryWaitAtTheBase() {
        PlannerResult r = Planner.compute(example(3.0, 1.0, 32.0, 4, Jitter.FULL));

        assertThat(r.schedule().waits()).extracting(PlannerResult.Wait::rawSeconds).containsExactly(3.0, 3.0, 3.0);
        assertThat(r.schedule().waits()).extracting(PlannerResult.Wait::cumulativeMeanSeconds)
                .containsExactly(1.5, 3.0, 4.5);
        assertThat(r.schedule().worstWaitSeconds()).isEqualTo(9.0);
    }

    @Test
    void rawWaitsStopAtTheCap() {
        PlannerResult r = Planner.compute(example(1.0, 2.0, 5.0, 6, Jitter.FULL));

        assertThat(r.schedule().waits()).extracting(PlannerResult.Wait::rawSeconds)
                .containsExactly(1.0, 2.0, 4.0, 5.0, 5.0);
        assertThat(r.schedule().waits()).extracting(PlannerResult.Wait::cumulativeMeanSeconds)
                .containsExactly(0.5, 1.5, 3.5, 6.0, 8.5);
        assertThat(r.schedule().worstWaitSeconds()).isEqualTo(17.0);
        assertThat(r.schedule().totalMeanWaitSeconds()).isEqualTo(8.5);
    }

    @Test
    void largestScheduleStaysFinite() {
        PlannerResult r = Planner.compute(example(1.0, 10.0, 86_400.0, 100, Jitter.NONE));

        List<PlannerResult.Wait> rows = r.schedule().waits();
        assertThat(rows).hasSize(99);
        assertThat(rows.get(4).rawSeconds()).isEqualTo(10_000.0);
        assertThat(rows.get(5).rawSeconds()).isEqualTo(86_400.0);
        assertThat(rows.get(98).rawSeconds()).isEqualTo(86_400.0);
        assertThat(r.schedule().worstWaitSeconds()).isEqualTo(11_111.0 + 94 * 86_400.0);
    }

    @Test
    void equalJitterDrawsFromTheUpperHalf() {
        PlannerResult r = Planner.compute(example(null, null, null, null, Jitter.EQUAL));

        assertThat(r.schedule().waits()).containsExactly(
                new PlannerResult.Wait(1, 1, 0.5, 0.75, 1, 0.75),
                new PlannerResult.Wait(2, 2, 1, 1.5, 2, 2.25),
                new PlannerResult.Wait(3, 4, 2, 3, 4, 5.25),
                new PlannerResult.Wait(4, 8, 4, 6, 8, 11.25));
        assertThat(r.schedule().totalMeanWaitSeconds()).isEqualTo(11.25);
        assertThat(r.schedule().worstWaitSeconds()).isEqualTo(15.0);
        assertThat(r.schedule().expectedWaitToResolveSeconds()).isEqualTo(1.5);
    }

    @Test
    void noJitterWaitsExactly() {
        PlannerResult r = Planner.compute(example(null, null, null, null, Jitter.NONE));

        assertThat(r.schedule().waits()).containsExactly(
                new PlannerResult.Wait(1, 1, 1, 1, 1, 1),
                new PlannerResult.Wait(2, 2, 2, 2, 2, 3),
                new PlannerResult.Wait(3, 4, 4, 4, 4, 7),
                new PlannerResult.Wait(4, 8, 8, 8, 8, 15));
        assertThat(r.schedule().totalMeanWaitSeconds()).isEqualTo(15.0);
        assertThat(r.schedule().expectedWaitToResolveSeconds()).isEqualTo(2.0);
    }

    @Test
    void wholeSlotsForgiveFloatingPointShortfall() {
        // 100 * 10.2 / 60 is 16.999999999999996 in doubles; it counts as 17 whole slots.
        PlannerInputs w = PlannerInputs.workedExample();
        PlannerResult r = Planner.compute(new PlannerInputs(w.baseDelaySeconds(), w.multiplier(), w.maxDelaySeconds(),
                w.attempts(), w.jitter(), 100.0, null, null, 10.2, null, 0.5, 0, 0));

        assertThat(r.quota().safeConcurrency()).isLessThan(17.0);
        assertThat(r.quota().wholeSlots()).isEqualTo(17.0);
        assertThat(r.tokens().backlogTokensFirstAttempts()).isNull();
        assertThat(r.tokens().backlogTokensWithRetries()).isNull();
    }
}
