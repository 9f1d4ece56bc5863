package dev.retryworkbench.core.form;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.amplification.AmplificationFields;
import dev.retryworkbench.core.planner.PlannerFields;
import org.junit.jupiter.api.Test;

/** Every number field of both tools gets its suffixes from its unit alone. */
class QuantityTest {
    @Test
    void derivesEachFieldsQuantityFromItsUnit() {
        assertThat(Quantity.of(AmplificationFields.TIMEOUT)).isEqualTo(Quantity.MILLISECONDS);
        assertThat(Quantity.of(AmplificationFields.DEADLINE)).isEqualTo(Quantity.MILLISECONDS);
        assertThat(Quantity.of(AmplificationFields.slot(2).initialBackoff())).isEqualTo(Quantity.MILLISECONDS);
        assertThat(Quantity.of(AmplificationFields.slot(0).maxBackoff())).isEqualTo(Quantity.MILLISECONDS);
        assertThat(Quantity.of(AmplificationFields.slot(1).attempts())).isEqualTo(Quantity.COUNT);
        assertThat(Quantity.of(AmplificationFields.SEED)).isEqualTo(Quantity.COUNT);
        assertThat(Quantity.of(PlannerFields.BASE_DELAY)).isEqualTo(Quantity.SECONDS);
        assertThat(Quantity.of(PlannerFields.MAX_DELAY)).isEqualTo(Quantity.SECONDS);
        assertThat(Quantity.of(PlannerFields.LATENCY)).isEqualTo(Quantity.SECONDS);
        assertThat(Quantity.of(PlannerFields.MULTIPLIER)).isEqualTo(Quantity.PLAIN);
        assertThat(Quantity.of(PlannerFields.SUCCESS_RATE)).isEqualTo(Quantity.PERCENT);
        for (NumberField count : new NumberField[] {PlannerFields.ATTEMPTS, PlannerFields.RPM, PlannerFields.TPM,
            PlannerFields.TOKENS, PlannerFields.CONCURRENCY, PlannerFields.ARRIVALS, PlannerFields.BACKLOG}) {
            assertThat(Quantity.of(count)).as(count.id()).isEqualTo(Quantity.COUNT);
        }
    }

    @Test
    void eachQuantityTakesOnlyItsOwnSuffixes() {
        assertThat(Quantity.COUNT.suffix("k").factor()).isEqualTo(1);
        assertThat(Quantity.COUNT.suffix("M").shift()).isEqualTo(6);
        assertThat(Quantity.COUNT.suffix("m")).isNull();
        assertThat(Quantity.SECONDS.suffix("d")).isEqualTo(new Quantity.Suffix("d", 864, 2));
        assertThat(Quantity.MILLISECONDS.suffix("d")).isEqualTo(new Quantity.Suffix("d", 864, 5));
        assertThat(Quantity.SECONDS.suffix("ms")).isEqualTo(new Quantity.Suffix("ms", 1, -3));
        assertThat(Quantity.PERCENT.suffix("%")).isEqualTo(new Quantity.Suffix("%", 1, 0));
        assertThat(Quantity.PLAIN.suffix("%")).isNull();
        assertThat(Quantity.PLAIN.described()).isEmpty();
    }
}
