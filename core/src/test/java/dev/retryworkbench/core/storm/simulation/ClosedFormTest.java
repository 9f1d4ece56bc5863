package dev.retryworkbench.core.storm.simulation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.budget.RetryBudget;
import org.junit.jupiter.api.Test;

/**
 * The simulation against the closed form for a load-independent failure probability p and one
 * retrying layer of n attempts: amplification (1 - p^n) / (1 - p), success 1 - p^n.
 *
 * <p>Tolerance: a request's attempts A are a geometric variable truncated at n, P(A = k) = p^(k-1)
 * (1 - p) for k < n and P(A = n) = p^(n-1); its success is Bernoulli(1 - p^n). Requests are
 * independent (the failure draw does not depend on load here), so over N requests the simulated
 * mean of A has standard error sqrt(Var A / N) and the success share sqrt(q (1 - q) / N), q = 1 - p^n.
 * Each check allows 4 standard errors: a correct simulation misses with probability about 6e-5.
 */
class ClosedFormTest {
    @Test
    void theFormulaSumsTheGeometricSeries() {
        ClosedForm form = ClosedForm.of(3, 0.5);
        assertThat(form.amplification()).isEqualTo(1.75);
        assertThat(form.successShare()).isEqualTo(0.875);
        // At p = 1 the quotient is 0 / 0; the sum is n.
        assertThat(ClosedForm.of(4, 1).amplification()).isEqualTo(4);
        assertThat(ClosedForm.of(4, 1).successShare()).isZero();
        assertThat(ClosedForm.of(1, 0.3).amplification()).isEqualTo(1);
    }

    @Test
    void simulationMatchesTheClosedFormWithinFourStandardErrors() {
        double[][] cases = {{0.3, 3}, {0.5, 5}, {0.9, 2}, {0.1, 4}, {0.7, 10}};
        for (double[] c : cases) {
            double p = c[0];
            int n = (int) c[1];
            StormInputs inputs = loadIndependent(p, RetryPolicy.exponential(n, 20, 200, 2, Jitter.FULL),
                    StormInputs.layer(1));
            StormResult result = StormSimulator.run(inputs);
            ClosedForm form = result.closedForm();
            assertThat(form).isNotNull();
            assertThat(form.attempts()).isEqualTo(n);
            int requests = result.run().requests();
            assertThat(requests).isGreaterThan(15_000);

            double mean = 0;
            double meanSquare = 0;
            for (int k = 1; k <= n; k++) {
                double probability = power(p, k - 1) * (k < n ? 1 - p : 1);
                mean += k * probability;
                meanSquare += k * k * probability;
            }
            assertThat(mean).isCloseTo(form.amplification(), within(1e-12));
            double attemptsError = Math.sqrt((meanSquare - mean * mean) / requests);
            double q = form.successShare();
            double successError = Math.sqrt(q * (1 - q) / requests);
            assertThat(result.run().amplification()).as("amplification, p " + p + ", n " + n)
                    .isCloseTo(form.amplification(), within(4 * attemptsError));
            assertThat(result.run().successShare()).as("success, p " + p + ", n " + n)
                    .isCloseTo(q, within(4 * successError));
        }
    }

    @Test
    void theRetryingLayerMayBeAnyOne() {
        StormInputs inputs = loadIndependent(0.4, StormInputs.layer(1), StormInputs.layer(4));
        assertThat(StormSimulator.closedForm(inputs)).isEqualTo(ClosedForm.of(4, 0.4));
    }

    @Test
    void itDoesNotApplyWhenLoadOrAnythingElseShapesTheAttempts() {
        StormInputs inputs = loadIndependent(0.3, StormInputs.layer(3), StormInputs.layer(1));
        assertThat(StormSimulator.closedForm(inputs)).isNotNull();
        assertThat(StormSimulator.closedForm(StormInputs.workedExample())).as("latency grows with load").isNull();
        assertThat(StormSimulator.closedForm(inputs.toBuilder().withBudget(RetryBudget.defaults(BudgetKind.BREAKER))
                .build())).isNull();
        assertThat(StormSimulator.closedForm(inputs.toBuilder().withLayers(StormInputs.layer(3), StormInputs.layer(2),
                StormInputs.layer(1)).build())).as("two retrying layers").isNull();
        StormInputs.Builder timingOut = Scenarios.threeRequests();
        timingOut.withBaseLatencyMs(2_000);
        assertThat(StormSimulator.closedForm(timingOut.build())).as("every attempt times out").isNull();
        StormInputs.Builder outage = Scenarios.threeRequests().withTrigger(Scenarios.outage(0, 1));
        assertThat(StormSimulator.closedForm(outage.build())).as("p changes in the trigger").isNull();
        StormInputs.Builder deadline = Scenarios.threeRequests();
        deadline.withDeadlineMs(100.0);
        assertThat(StormSimulator.closedForm(deadline.build())).isNull();
    }

    /** 200 requests per second for 100 s on 20 clients, 10 ms attempts, failure probability p everywhere. */
    private static StormInputs loadIndependent(double p, RetryPolicy sdk, RetryPolicy application) {
        return StormInputs.builder().withClients(20).withRequestsPerSecond(200).withArrivalsStopSeconds(100)
                .withBaseLatencyMs(10).withLatencyPerInFlightMs(0).withFailureProbability(p)
                .withTrigger(new StormTrigger(20, 29, null, null)).withAttemptTimeoutMs(1_000)
                .withLayers(sdk, application, StormInputs.layer(1)).withSeed(7).build();
    }

    private static double power(double base, int exponent) {
        double result = 1;
        for (int i = 0; i < exponent; i++) {
            result *= base;
        }
        return result;
    }
}
