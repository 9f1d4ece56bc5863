package dev.retryworkbench.core.storm.render;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import dev.retryworkbench.core.storm.StormVerdictTest;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.simulation.ComparisonRow;
import dev.retryworkbench.core.storm.simulation.Scenarios;
import dev.retryworkbench.core.storm.simulation.Shedding;
import dev.retryworkbench.core.storm.simulation.StormInputs;
import dev.retryworkbench.core.storm.simulation.StormResult;
import dev.retryworkbench.core.storm.simulation.StormSimulator;
import dev.retryworkbench.core.storm.simulation.Strategy;
import dev.retryworkbench.core.text.Numbers;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The story's claims about the dependency and the budget bounds, on small scenarios whose numbers can be
 * checked by hand: Retry-After is told only when something was rejected, with what it did to the SDK
 * layer's waits; cancellation with the attempts it could act on; each budget row beside its own bound.
 */
class StormRendererStoryTest {
    /**
     * Scenarios.threeRequests with 1,000 ms attempts: request 1 runs from 485 to 1,485 ms, request 2 arrives
     * at 1,279 ms while it runs (a limit of 1 rejects it), request 3 at 2,858 ms.
     */
    private static StormInputs.Builder overlapping() {
        StormInputs.Builder inputs = Scenarios.threeRequests();
        inputs.withBaseLatencyMs(1_000);
        inputs.withAttemptTimeoutMs(5_000);
        return inputs;
    }

    private static String dependency(StormInputs.Builder inputs) {
        return StormStory.dependencySentence(StormSimulator.run(inputs.build()));
    }

    /** The figures a sentence carries, in order: each number with its percent sign or its seconds. */
    private static List<String> figures(String sentence) {
        List<String> figures = new ArrayList<>();
        Matcher figure = Pattern.compile("\\d[\\d,]*(?:\\.\\d+)?(?:%| s\\b)?").matcher(sentence);
        while (figure.find()) {
            figures.add(figure.group());
        }
        return figures;
    }

    @Test
    void aRetryAfterWithNothingRejectedIsNotMentioned() {
        // A limit of 100 is never reached by three requests: nothing rejected, so no Retry-After was seen.
        StormResult result = StormSimulator.run(Scenarios.threeRequests().withShedding(new Shedding(100, 5, 300.0)).build());
        assertThat(result.run().rejected()).isZero();
        String sentence = StormStory.dependencySentence(result);
        // The limit, the rejection latency, rejected of attempts and their share, rejected with no retries.
        assertThat(figures(sentence)).containsExactly("100", "0.005 s", "0", "3", "0.0%", "0");
        assertThat(sentence).startsWith("The dependency sheds load").doesNotContain("Retry-After");
    }

    @Test
    void aRetryAfterLongerThanEveryWaitSetsTheWaitsAfterRejections() {
        // SheddingTest: the retry at 1,284 + 300 ms is taken, so 1 of 4 attempts is rejected; the SDK's three
        // attempts are immediate, so each wait after a rejection is the Retry-After. Without retries request
        // 2's only attempt is rejected.
        StormResult result = StormSimulator.run(overlapping().withShedding(new Shedding(1, 5, 300.0)).build());
        assertThat(result.run().rejected()).isEqualTo(1);
        assertThat(result.run().attempts()).isEqualTo(4);
        String sentence = StormStory.dependencySentence(result);
        // The limit, the latency, 1 of 4 rejected (25%), the Retry-After, 1 rejected with no retries.
        assertThat(figures(sentence)).containsExactly("1", "0.005 s", "1", "4", "25.0%", "0.3 s", "1");
        assertThat(sentence).contains("set each wait after a rejection").doesNotContain("lengthened none");
    }

    @Test
    void aRetryAfterShorterThanEveryWaitIsSaidToLengthenNone() {
        // A constant 400 ms backoff: the drawn wait stands (1,284 + 400 = 1,684, taken).
        StormInputs.Builder waiting = overlapping().withShedding(new Shedding(1, 5, 300.0));
        waiting.withSdk(RetryPolicy.exponential(3, 400, 400, 1, Jitter.NONE));
        assertThat(dependency(waiting)).contains("it rejected 1 of your policy's 4 attempts (25.0%), each with a"
                + " Retry-After of 0.3 s, no longer than any wait the SDK layer draws (at least 0.4 s), so it"
                + " lengthened none;");
        // Full jitter draws from 0 to 400 ms: 300 ms lengthens some draws, not all.
        StormInputs.Builder drawing = overlapping().withShedding(new Shedding(1, 5, 300.0));
        drawing.withSdk(RetryPolicy.exponential(3, 400, 400, 1, Jitter.FULL));
        assertThat(dependency(drawing)).contains(", each with a Retry-After of 0.3 s, so the SDK layer waited at least"
                + " that long before retrying a rejected attempt");
        // A Retry-After of 0 lengthens nothing.
        assertThat(dependency(overlapping().withShedding(new Shedding(1, 5, 0.0)))).contains("each with a Retry-After of 0 s, which"
                + " lengthens no wait;");
    }

    @Test
    void aRetryAfterWithoutSdkRetriesDelaysNone() {
        // SheddingTest: the application's retry after a rejection is immediate, and rejected again.
        StormInputs.Builder inputs = overlapping().withShedding(new Shedding(1, 5, 300.0));
        inputs.withSdk(StormInputs.layer(1));
        inputs.withApplication(StormInputs.layer(2));
        assertThat(dependency(inputs)).contains("it rejected 2 of your policy's 4 attempts (50.0%), each with a"
                + " Retry-After of 0.3 s, but the SDK layer makes no retries, so it delayed none;");
    }

    @Test
    void rejectionsSlowerThanTheTimeoutAreSaidToBeTimeouts() {
        StormInputs.Builder slow = overlapping().withShedding(new Shedding(1, 300, 1_000.0));
        slow.withAttemptTimeoutMs(200);
        slow.withSdk(StormInputs.layer(1));
        String sentence = dependency(slow);
        // The limit, the 300 ms rejection, the 200 ms timeout; no rejection counted, no Retry-After seen.
        assertThat(figures(sentence)).containsExactly("1", "0.3 s", "0.2 s");
        assertThat(sentence).contains("see timeouts, not rejections").doesNotContain("it rejected", "Retry-After");
    }

    @Test
    void cancellationSaysWhetherAnyClientStoppedWaiting() {
        // 10 ms attempts and a 1 s timeout: nothing times out, so cancelling changes nothing.
        StormInputs.Builder quick = Scenarios.threeRequests();
        quick.withCancelOnTimeout(true);
        String none = dependency(quick);
        // Only the most in flight at a second's end: no attempt timed out to count.
        assertThat(figures(none)).containsExactly("0");
        assertThat(none).contains("nothing was cancelled").doesNotContain("timed out");
        // 1,000 ms attempts and a 100 ms timeout: each request's one attempt times out.
        StormInputs.Builder slow = Scenarios.threeRequests();
        slow.withBaseLatencyMs(1_000);
        slow.withAttemptTimeoutMs(100);
        slow.withSdk(StormInputs.layer(1));
        slow.withCancelOnTimeout(true);
        String three = dependency(slow);
        // 3 attempts timed out, then the most in flight at a second's end.
        assertThat(figures(three)).containsExactly("3", "0");
        assertThat(three).contains("timed out").doesNotContain("nothing was cancelled");
    }

    @Test
    void budgetRowsThatRefusedNothingNeverMetTheirBounds() {
        StormResult result = StormSimulator.run(Scenarios.threeRequests().build());
        String sentence = BudgetBoundsTable.sentence(result);
        for (ComparisonRow row : result.comparison()) {
            if (row.strategy().budget() != null) {
                assertThat(row.refusedRetries()).as(row.name()).isZero();
                assertThat(sentence).contains(row.name() + " refused none, so its bound never applied");
            }
        }
        assertThat(sentence).contains("The rows against their bounds at the defaults they run: AWS SDK retry quota"
                + " refused none");
    }

    /** BudgetRowsAgainstBoundsTest's full outage: 10 clients, 400 requests per second, 200 workers each. */
    private static final String[] OUTAGE = {"clients", "10", "rps", "400", "arrivals-stop", "60", "base-latency",
        "1000", "latency-per-in-flight", "0", "timeout", "3000", "trigger-start", "0", "trigger-end", "60",
        "trigger-failure-probability", "1", "trigger-rps", "", "concurrency-per-client", "200"};

    private static String[] with(String[] pairs, String... more) {
        String[] all = new String[pairs.length + more.length];
        System.arraycopy(pairs, 0, all, 0, pairs.length);
        System.arraycopy(more, 0, all, pairs.length, more.length);
        return all;
    }

    @Test
    void eachBudgetRowIsSetBesideItsOwnBound() {
        // The token bucket entered with a refill of 0.5: the table's bound is 1.50 attempts per request, but
        // the row runs the defaults, whose bound is min(3, 1 + 0.1) = 1.10.
        StormResult result = StormVerdictTest.result(with(OUTAGE, "budget", "token-bucket", "budget-refill", "0.5"));
        assertThat(BudgetBoundsTable.rows(result).get(BudgetKind.TOKEN_BUCKET.ordinal())[2]).isEqualTo("1.50");
        String sentence = BudgetBoundsTable.sentence(result);
        // The quota's 100 retries per client come on top of one attempt per request: above its long-run 1.00.
        ComparisonRow quota = result.row(Strategy.of(BudgetKind.AWS_QUOTA));
        assertThat(quota.amplification()).isGreaterThan(1.005);
        assertThat(sentence).contains("AWS SDK retry quota refused " + Numbers.grouped(quota.refusedRetries())
                + ", amplification " + Numbers.fixed(quota.amplification(), 2) + ", above the 1.00 of a long outage;");
        // The bucket's 4 retries per client are nothing beside its 0.1 per first try over a minute: 1.10.
        ComparisonRow bucket = result.row(Strategy.of(BudgetKind.TOKEN_BUCKET));
        assertThat(Numbers.fixed(bucket.amplification(), 2)).isEqualTo("1.10");
        assertThat(sentence).contains("Token bucket refused " + Numbers.grouped(bucket.refusedRetries())
                + ", amplification 1.10, at the 1.10 of a long outage;").doesNotContain("the 1.50 of a long outage");
        // The ratio: min(3, 1 + 0.2 + 10 / 40) = 1.45 per request at 40 requests per second per client.
        ComparisonRow ratio = result.row(Strategy.of(BudgetKind.RATIO));
        assertThat(sentence).contains("Retry ratio (Finagle, Linkerd) refused " + Numbers.grouped(ratio.refusedRetries())
                + ", amplification " + Numbers.fixed(ratio.amplification(), 2) + ", ").contains(" the 1.45 of a long outage;");
        // Concurrency bounds: Envoy's max(floor(20% x 200 workers), 3) = 40, max retries 3.
        ComparisonRow envoy = result.row(Strategy.of(BudgetKind.ENVOY));
        ComparisonRow maxRetries = result.row(Strategy.of(BudgetKind.MAX_RETRIES));
        assertThat(envoy.refusedRetries()).isPositive();
        assertThat(maxRetries.refusedRetries()).isPositive();
        assertThat(sentence).contains("Envoy retry budget refused " + Numbers.grouped(envoy.refusedRetries())
                + ", at most 40 retrying at once;").contains("Envoy max retries refused "
                        + Numbers.grouped(maxRetries.refusedRetries()) + ", at most 3 retrying at once;");
    }

    @Test
    void withOuterRetriesARowIsNotComparedWithAnSdkBound() {
        // The bound counts SDK attempts; with the application retrying, attempts per request are not comparable.
        StormResult result = StormVerdictTest.result(with(OUTAGE, "layer2-attempts", "2", "arrivals-stop", "30",
                "trigger-end", "30"));
        ComparisonRow quota = result.row(Strategy.of(BudgetKind.AWS_QUOTA));
        assertThat(BudgetBoundsTable.sentence(result)).contains("AWS SDK retry quota refused "
                + Numbers.grouped(quota.refusedRetries()) + ";").doesNotContain("of a long outage");
    }
}
