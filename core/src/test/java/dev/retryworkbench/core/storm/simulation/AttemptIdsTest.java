package dev.retryworkbench.core.storm.simulation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.budget.RetryBudget;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The bookkeeping of attempt ids: each open attempt holds one, ids are reused, none outlives its request. */
class AttemptIdsTest {
    @Test
    void theWorkedExampleReusesOneIdPerRequestInFlight() {
        StormSimulation simulation = new StormSimulation(StormInputs.workedExample());
        simulation.advance(Integer.MAX_VALUE);
        assertThat(simulation.result().attempts()).isEqualTo(8_413);
        assertThat(simulation.attemptsOpen()).isZero();
        // Open clients: a request holds exactly one id from its arrival to its end, so the ids made are
        // the most requests active at once, far fewer than the attempts.
        assertThat(simulation.attemptIdsUsed()).isEqualTo(simulation.requestSlotsUsed()).isLessThan(8_413 / 4);
    }

    @Test
    void everySliceHasAtMostOneOpenAttemptPerRequestAndNoneAtTheEnd() {
        Random random = new Random(30);
        for (int i = 0; i < 60; i++) {
            StormInputs inputs = StormInputs.builder().withSeed(random.nextInt(1_000_000))
                    .withPool(random.nextBoolean() ? null : new WorkerPool(1 + random.nextInt(20), null))
                    .withShedding(random.nextBoolean() ? null : new Shedding(50 + random.nextInt(100), 5, 200.0))
                    .withCancelOnTimeout(random.nextBoolean())
                    .withBudget(RetryBudget.defaults(BudgetKind.values()[random.nextInt(BudgetKind.values().length)]))
                    .build();
            StormSimulation simulation = new StormSimulation(inputs);
            while (!simulation.advance(500)) {
                assertThat(simulation.attemptsOpen()).as("scenario " + i).isPositive()
                        .isLessThanOrEqualTo(simulation.requestSlotsUsed());
            }
            assertThat(simulation.attemptsOpen()).as("scenario " + i).isZero();
            assertThat(simulation.attemptIdsUsed()).as("scenario " + i)
                    .isLessThanOrEqualTo(simulation.requestSlotsUsed());
        }
    }
}
