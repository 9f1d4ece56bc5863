package dev.retryworkbench.core.storm.budget;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** A kind's label inside a sentence: a common noun loses its capital, a name keeps it. */
class BudgetKindNounTest {
    @Test
    void commonNounsAreLowerCaseAndNamesKeepTheirCapitals() {
        assertThat(Arrays.stream(BudgetKind.values()).map(BudgetKind::noun)).containsExactly("no budget",
                "AWS SDK retry quota", "gRPC retry throttling", "token bucket", "circuit breaker",
                "retry ratio (Finagle, Linkerd)", "Envoy retry budget", "Envoy max retries", "AWS SDK adaptive mode");
    }
}
