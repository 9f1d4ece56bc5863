package dev.retryworkbench.core.planner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.policy.Jitter;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class PlannerPropertyTest {
    private static final int CASES = 2000;
    private static final Pattern COORDINATE =
            Pattern.compile(" (?:x|y|x1|x2|y1|y2|width|height|cx|cy)=\"([^\"]*)\"");

    /** Draws valid inputs over the whole allowed range, including the edges the formulas special-case. */
    private static PlannerInputs randomInputs(Random random) {
        double base = random.nextInt(4) == 0 ? 86_400 * random.nextDouble() + 1e-3 : 0.01 + 10 * random.nextDouble();
        double multiplier = random.nextInt(5) == 0 ? 1 : 1 + 9 * random.nextDouble();
        double cap = Math.min(86_400, base + (random.nextBoolean() ? 0 : 1000 * random.nextDouble()));
        int attempts = 1 + random.nextInt(100);
        Jitter jitter = Jitter.values()[random.nextInt(Jitter.values().length)];
        int limits = random.nextInt(3);
        Double rpm = limits != 1 ? 1e-3 + 1e6 * random.nextDouble() : null;
        Double tpm = limits != 0 ? 1 + 1e9 * random.nextDouble() : null;
        Double tokens = tpm != null || random.nextBoolean() ? 1 + 1e5 * random.nextDouble() : null;
        double latency = 0.001 + 3_599 * random.nextDouble();
        Integer concurrency = random.nextBoolean() ? 1 + random.nextInt(1_000_000) : null;
        int successKind = random.nextInt(6);
        double success = successKind == 0 ? 0 : successKind == 1 ? 1 : random.nextDouble();
        double arrivals = random.nextInt(5) == 0 ? 0 : 1e4 * random.nextDouble();
        double backlog = random.nextInt(5) == 0 ? 0 : Math.floor(1e7 * random.nextDouble());
        double low = random.nextInt(5) == 0 ? 0 : 2 * random.nextDouble();
        double high = random.nextInt(5) == 0 ? low : low + (2 - low) * random.nextDouble();
        Double rateLimitedLatency = random.nextBoolean() ? 0.001 + 3_599 * random.nextDouble() : null;
        // A 429 charged nothing when nothing succeeds makes attempts free of tokens: the form refuses that with TPM.
        Double share = random.nextBoolean() ? null : random.nextInt(4) == 0 && success > 0 ? 0 : 1e-3 + random.nextDouble() * 0.999;
        Double retryAfter = random.nextBoolean() ? null : random.nextInt(4) == 0 ? 0 : 120 * random.nextDouble();
        return new PlannerInputs(base, multiplier, cap, attempts, jitter, rpm, tpm, tokens, latency, concurrency,
                success, arrivals, backlog, low, high, rateLimitedLatency, share, retryAfter);
    }

    /** Returns true when the worst case is the raw waits: version 1's kinds without a Retry-After. */
    private static boolean rawIsWorst(PlannerInputs in) {
        return in.retryAfterSeconds() == null
                && (in.jitter() == Jitter.NONE || in.jitter() == Jitter.FULL || in.jitter() == Jitter.EQUAL);
    }

    @Test
    void scheduleRowsAreOrderedAndBounded() {
        Random random = new Random(20240611L);
        for (int c = 0; c < CASES; c++) {
            PlannerInputs in = randomInputs(random);
            PlannerResult r = Planner.compute(in);
            List<PlannerResult.Wait> rows = r.schedule().waits();
            assertThat(rows).as("%s", in).hasSize(in.attempts() - 1);
            double previousRaw = 0;
            double previousCumulative = 0;
            double worst = 0;
            for (PlannerResult.Wait row : rows) {
                assertThat(row.minSeconds()).as("%s", in).isGreaterThanOrEqualTo(0).isLessThanOrEqualTo(row.meanSeconds());
                assertThat(row.meanSeconds()).as("%s", in).isLessThanOrEqualTo(row.maxSeconds());
                if (rawIsWorst(in)) {
                    assertThat(row.maxSeconds()).as("%s", in).isEqualTo(row.rawSeconds());
                }
                if (in.retryAfterSeconds() != null) {
                    assertThat(row.minSeconds()).as("%s", in).isGreaterThanOrEqualTo(in.retryAfterSeconds());
                    assertThat(row.meanSeconds()).as("%s", in).isGreaterThanOrEqualTo(in.retryAfterSeconds());
                }
                assertThat(row.rawSeconds()).as("%s", in).isGreaterThanOrEqualTo(previousRaw)
                        .isLessThanOrEqualTo(in.maxDelaySeconds());
                assertThat(row.cumulativeMeanSeconds()).as("%s", in).isGreaterThanOrEqualTo(previousCumulative);
                previousRaw = row.rawSeconds();
                previousCumulative = row.cumulativeMeanSeconds();
                worst += row.maxSeconds();
            }
            assertThat(r.schedule().meanIsEstimate()).isEqualTo(in.jitter() == Jitter.DECORRELATED && in.attempts() > 1);
            assertThat(r.schedule().totalMeanWaitSeconds()).isEqualTo(previousCumulative).isLessThanOrEqualTo(r.schedule().worstWaitSeconds());
            assertThat(r.schedule().worstWaitSeconds()).isEqualTo(worst);
            assertThat(r.schedule().expectedWaitToResolveSeconds()).isGreaterThanOrEqualTo(0)
                    .isLessThanOrEqualTo(r.schedule().totalMeanWaitSeconds());
        }
    }

    @Test
    void quotaFiguresStayWithinTheirBounds() {
        Random random = new Random(7L);
        for (int c = 0; c < CASES; c++) {
            PlannerInputs in = randomInputs(random);
            PlannerResult r = Planner.compute(in);
            assertThat(r.throughput().attemptsPerRequest()).as("%s", in).isBetween(1.0, (double) in.attempts());
            assertThat(r.throughput().exhaustedShare()).as("%s", in).isBetween(0.0, 1.0);
            assertThat(r.throughput().completedPerMinute()).as("%s", in).isLessThanOrEqualTo(r.quota().ceilingPerMinute());
            assertThat(r.throughput().resolvedPerMinute()).as("%s", in).isLessThanOrEqualTo(r.throughput().completedPerMinute())
                    .isGreaterThanOrEqualTo(0);
            assertThat(r.throughput().retryTax()).as("%s", in).isGreaterThanOrEqualTo(0).isLessThan(1);
            assertThat(r.quota().ceilingPerMinute()).as("%s", in).isPositive().isFinite();
            double rateLimited = in.rateLimitedLatencySeconds() == null ? in.attemptLatencySeconds()
                    : in.rateLimitedLatencySeconds();
            assertThat(r.quota().meanAttemptLatencySeconds()).as("%s", in)
                    .isBetween(Math.min(in.attemptLatencySeconds(), rateLimited) * (1 - 1e-12),
                            Math.max(in.attemptLatencySeconds(), rateLimited) * (1 + 1e-12));
            if (in.tokensPerAttempt() != null) {
                assertThat(r.quota().meanTokensPerAttempt()).as("%s", in).isPositive()
                        .isLessThanOrEqualTo(in.tokensPerAttempt() * (1 + 1e-12));
            }
            if (in.rpmLimit() != null) {
                assertThat(r.quota().ceilingPerMinute()).isLessThanOrEqualTo(in.rpmLimit());
            }
            if (r.quota().bothLimits()) {
                assertThat(r.quota().headroomRatio()).isGreaterThanOrEqualTo(1);
            }
            assertThat(r.quota().wholeSlots()).as("%s", in).isLessThanOrEqualTo(r.quota().safeConcurrency() + 1e-9)
                    .isGreaterThan(r.quota().safeConcurrency() - 1);
            assertThat(r.drain().drainAttemptsPerMinute()).isLessThanOrEqualTo(r.quota().ceilingPerMinute());
            assertThat(r.drain().resolvedDrainPerMinute()).isLessThanOrEqualTo(r.throughput().resolvedPerMinute());
            if (r.drain().drainMinutes() != null) {
                assertThat(r.drain().drainMinutes()).as("%s", in).isGreaterThanOrEqualTo(0);
                assertThat(r.drain().drainShortfallPerMinute()).isNull();
            } else {
                assertThat(r.drain().drainShortfallPerMinute()).as("%s", in).isGreaterThanOrEqualTo(0);
            }
            assertThat(r.throughput().anyResolve()).isEqualTo(r.throughput().exhaustedShare() < 1);
            if (r.tokens().backlogTokensWithRetries() != null) {
                assertThat(r.tokens().backlogTokensWithRetries()).isGreaterThanOrEqualTo(r.tokens().backlogTokensFirstAttempts());
            }
        }
    }

    @Test
    void everyRenderingIsWellFormedAndFinite() {
        Random random = new Random(99L);
        for (int c = 0; c < CASES / 4; c++) {
            PlannerInputs in = randomInputs(random);
            PlannerResult r = Planner.compute(in);
            String html = PlannerRenderer.render(r);
            assertThat(html).as("%s", in).doesNotContain("NaN").doesNotContain("Infinity").doesNotContain("\u2014")
                    .doesNotContain("null");
            assertThat(html).contains("data-figure=\"backlogDrain\"", "<h2 id=\"per-attempt-schedule\">");
            assertThat(count(html, "<div")).isEqualTo(count(html, "</div>"));
            assertThat(count(html, "<p>") + count(html, "<p ")).isEqualTo(count(html, "</p>"));
            Matcher m = COORDINATE.matcher(html);
            while (m.find()) {
                // SVG coordinates must be plain numbers, pixels or percentages of the width: no digit
                // grouping, no scientific notation.
                assertThat(m.group(1)).as("%s", in).matches("-?[0-9]+(\\.[0-9])?|-?[0-9]+(\\.[0-9]{1,2})?%");
            }
            assertThat(PlannerRenderer.announcement(r)).startsWith("Mean wait ").endsWith(".");
        }
    }

    @Test
    void extremeAllowedInputsRenderFiniteFigures() {
        PlannerInputs[] extremes = {
            new PlannerInputs(1e-20, 10, 1e-20, 100, Jitter.FULL, null, 1e12, 1e-20, 1e-20, 1_000_000, 1e-12, 1e9,
                    1e12),
            new PlannerInputs(86_400, 10, 86_400, 100, Jitter.EQUAL, 1e-20, 1e12, 1e7, 3_600, 1, 0, 0, 1e12),
            new PlannerInputs(1, 10, 86_400, 100, Jitter.NONE, 1e9, null, 1e7, 3_600, null, 1, 1e9, 0),
        };
        for (PlannerInputs in : extremes) {
            PlannerResult r = Planner.compute(in);
            String html = PlannerRenderer.render(r);
            assertThat(html).as("%s", in).doesNotContain("NaN").doesNotContain("Infinity").doesNotContain("\u2014");
            assertThat(r.quota().ceilingPerMinute()).isFinite().isPositive();
            assertThat(r.quota().safeConcurrency()).isFinite();
            assertThat(r.schedule().worstWaitSeconds()).isFinite();
            if (r.tokens().backlogTokensWithRetries() != null) {
                assertThat(r.tokens().backlogTokensWithRetries()).isFinite();
            }
        }
    }

    private static int count(String text, String part) {
        return text.split(Pattern.quote(part), -1).length - 1;
    }
}
