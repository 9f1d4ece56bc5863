package dev.retryworkbench.core.storm.simulation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * The trigger's capacity share, on the three-request scenario (arrivals at 485, 1,279 and 2,858 ms, see
 * {@link SheddingTest}) with a trigger window of [1, 2) s, so that request 2 alone starts inside it.
 */
class CapacityShareTest {
    private static StormInputs.Builder overlapping(Double capacityShare) {
        StormInputs.Builder inputs = Scenarios.threeRequests();
        inputs.withBaseLatencyMs(1_000);
        inputs.withAttemptTimeoutMs(5_000);
        inputs.withTrigger(new StormTrigger(1, 2, null, null, capacityShare));
        return inputs;
    }

    @Test
    void latenciesInsideTheTriggerAreDividedByTheShare() {
        StormInputs.Builder inputs = overlapping(0.5);
        inputs.withLatencyPerInFlightMs(100);
        StormRun run = StormSimulation.simulate(inputs.build());
        // Request 1 at 485 ms, outside, alone: 1,000 ms.
        assertThat(run.series().meanServiceMs(0)).isEqualTo(1_000);
        // Request 2 at 1,279 ms, inside, with request 1 in flight: (1,000 + 100 x 1) / 0.5 = 2,200 ms.
        assertThat(run.series().meanServiceMs(1)).isEqualTo(2_200);
        // Request 3 at 2,858 ms, outside, request 2 still in flight until 3,479 ms: 1,000 + 100 = 1,100 ms.
        assertThat(run.series().meanServiceMs(2)).isEqualTo(1_100);
        assertThat(run.succeeded()).isEqualTo(3);
    }

    @Test
    void baseLatencyAloneIsDividedToo() {
        // A quarter of the capacity, no latency per attempt in flight: request 2's 1,000 ms / 0.25 = 4,000 ms.
        StormRun run = StormSimulation.simulate(overlapping(0.25).build());
        assertThat(run.series().meanServiceMs(1)).isEqualTo(4_000);
        assertThat(run.series().meanServiceMs(0)).isEqualTo(1_000);
    }

    @Test
    void theConcurrencyLimitInsideTheTriggerIsTheLimitTimesTheShare() {
        // A limit of 2 takes request 2 beside request 1; at half the capacity it is 1, so request 2's three
        // attempts (1,279, 1,284 and 1,289 ms, before request 1 ends at 1,485 ms) are all rejected.
        StormInputs whole = overlapping(null).withShedding(new Shedding(2, 5, null)).build();
        assertThat(StormSimulation.simulate(whole).rejected()).isZero();
        StormRun half = StormSimulation.simulate(overlapping(0.5).withShedding(new Shedding(2, 5, null)).build());
        assertThat(half.rejected()).isEqualTo(3);
        assertThat(half.succeeded()).isEqualTo(2);
        // Outside the window the limit of 2 holds: request 3 at 2,858 ms is taken.
        assertThat(half.series().rejected(2)).isZero();
    }

    @Test
    void theLimitInsideIsFlooredAndAtLeastOne() {
        assertThat(new StormTrigger(1, 2, null, null, 0.29).concurrencyLimitInside(100)).isEqualTo(29);
        assertThat(new StormTrigger(1, 2, null, null, 0.7).concurrencyLimitInside(10)).isEqualTo(7);
        assertThat(new StormTrigger(1, 2, null, null, 0.5).concurrencyLimitInside(5)).isEqualTo(2);
        assertThat(new StormTrigger(1, 2, null, null, 0.1).concurrencyLimitInside(3)).isEqualTo(1);
        assertThat(new StormTrigger(1, 2, null, null, 0.01).concurrencyLimitInside(10_000_000)).isEqualTo(100_000);
        assertThat(new StormTrigger(1, 2, null, null, null).concurrencyLimitInside(7)).isEqualTo(7);
    }

    @Test
    void theShareIsBetweenAHundredthAndOne() {
        assertThatThrownBy(() -> new StormTrigger(1, 2, null, null, 0.0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("capacityShare");
        assertThatThrownBy(() -> new StormTrigger(1, 2, null, null, 1.5)).isInstanceOf(IllegalArgumentException.class);
        assertThat(new StormTrigger(1, 2, null, null, 0.01).capacityShareOrWhole()).isEqualTo(0.01);
        assertThat(new StormTrigger(1, 2, null, null, null).capacityShareOrWhole()).isEqualTo(1);
    }

    @Test
    void aShareOfOneChangesNothing() {
        for (Shedding shedding : new Shedding[] {null, new Shedding(3, 5, null), new Shedding(1, 205, 300.0)}) {
            StormInputs.Builder worked = StormInputs.builder().withShedding(shedding);
            StormInputs none = worked.build();
            StormInputs one = none.toBuilder().withTrigger(new StormTrigger(none.trigger().startSeconds(),
                    none.trigger().endSeconds(), none.trigger().failureProbability(),
                    none.trigger().requestsPerSecond(), 1.0)).build();
            assertThat(StormSimulation.simulate(one)).usingRecursiveComparison()
                    .isEqualTo(StormSimulation.simulate(none));
        }
    }
}
