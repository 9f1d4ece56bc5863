package dev.retryworkbench.core.latency;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** Invariants of every row over random inputs, 1,000 calls each. */
class LatencyPropertyTest {
    private static String number(double value) {
        return Double.toString(value);
    }

    @Test
    void everyRowKeepsItsInvariantsOverRandomInputs() {
        Random random = new Random(20261206);
        String[] hedgings = {"off", "members", "on-per-try-timeout"};
        for (int trial = 0; trial < 60; trial++) {
            double p50 = 1 + random.nextInt(200);
            double p90 = p50 + random.nextInt(300);
            double p99 = p90 + random.nextInt(2000);
            double max = p99 + random.nextInt(5000);
            int attempts = 1 + random.nextInt(10);
            String hedging = hedgings[random.nextInt(3)];
            double deadline = 50 + random.nextInt(5000);
            double perTry = 1 + random.nextInt(1000);
            int hedgeAttempts = 2 + random.nextInt(9);
            String context = "trial " + trial;
            LatencyResult r = LatencyToolTest.result("calls", "1000", "seed", Integer.toString(trial),
                    "latency-min", "0", "latency-p50", number(p50), "latency-p90", number(p90), "latency-p99", number(p99),
                    "latency-p999", "", "latency-max", number(max), "attempts", Integer.toString(attempts),
                    "per-try-timeout", random.nextBoolean() || !hedging.equals("off") ? number(perTry) : "",
                    "deadline", number(deadline), "hedging", hedging, "hedge-delay", number(random.nextInt(500)),
                    "hedge-max-attempts", Integer.toString(hedgeAttempts),
                    "failure-probability", number(random.nextInt(50) / 100.0));
            LatencyResult.Row base = r.row(LatencyRow.NO_RETRIES);
            assertThat(base.attemptsPerCall()).as(context).isEqualTo(1);
            assertThat(base.extraLoad()).as(context).isZero();
            for (LatencyResult.Row row : r.rows()) {
                String name = context + " " + row.row().id();
                int limit = row.row() == LatencyRow.NO_RETRIES ? 1
                        : row.row() == LatencyRow.HEDGE_AT_P95 ? 2
                        : row.row() == LatencyRow.ENTERED && hedging.equals("members") ? hedgeAttempts : attempts;
                assertThat(row.successShare()).as(name).isBetween(0.0, 1.0);
                assertThat(row.attemptsPerCall()).as(name).isBetween(1.0, (double) limit);
                assertThat(row.extraLoad()).as(name).isCloseTo(row.attemptsPerCall() - 1, org.assertj.core.api.Assertions.within(1e-12));
                // Attempts run at most until the deadline each, and at least one runs until the call ends.
                assertThat(row.attemptTimePerCallMs()).as(name).isLessThanOrEqualTo(limit * deadline);
                if (row.p50Ms() != null) {
                    assertThat(row.p50Ms()).as(name).isLessThanOrEqualTo(row.p90Ms());
                    assertThat(row.p90Ms()).as(name).isLessThanOrEqualTo(row.p99Ms());
                    assertThat(row.p99Ms()).as(name).isLessThanOrEqualTo(row.p999Ms());
                    assertThat(row.p999Ms()).as(name).isLessThanOrEqualTo(deadline);
                    assertThat(row.p50Ms()).as(name).isGreaterThanOrEqualTo(0);
                } else {
                    assertThat(row.successShare()).as(name).isZero();
                }
            }
            // Common random numbers: a second attempt after a longer delay starts for fewer calls.
            if (r.tradeOffAttempts() == 2) {
                for (int i = 1; i < r.tradeOff().size(); i++) {
                    assertThat(r.tradeOff().get(i).extraLoad()).as(context + " trade-off " + i)
                            .isLessThanOrEqualTo(r.tradeOff().get(i - 1).extraLoad());
                }
            }
            // Where nothing cuts the first attempt (no per-try timeout, or Envoy's hedging, which lets it run), more
            // attempts only rescue calls it lost: never fewer successes than no retries.
            if (hedging.equals("on-per-try-timeout") || r.inputs().perTryTimeoutMs() == null) {
                assertThat(r.row(LatencyRow.ENTERED).successShare()).as(context)
                        .isGreaterThanOrEqualTo(base.successShare());
            }
        }
    }
}
