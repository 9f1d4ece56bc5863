package dev.retryworkbench.core.storm.render;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.storm.StormVerdictTest;
import dev.retryworkbench.core.storm.simulation.ComparisonRow;
import dev.retryworkbench.core.storm.simulation.StormInputs;
import dev.retryworkbench.core.storm.simulation.StormResult;
import dev.retryworkbench.core.storm.simulation.StormRun;
import dev.retryworkbench.core.storm.simulation.StormSimulation;
import dev.retryworkbench.core.storm.simulation.StormVerdict;
import dev.retryworkbench.core.storm.simulation.Strategy;
import dev.retryworkbench.core.text.Numbers;
import dev.retryworkbench.core.tool.Paragraph;
import org.junit.jupiter.api.Test;

/**
 * Issue 19's "Done when": a pooled variant of the worked example shows, with numbers, that a backoff
 * lowers the load there. The worked example as the form enters it, with 22 workers per client (220 in
 * all, past the 3 s timeout at 1,000 + 10 ms x 200 in flight), a client queue of 5 and an SDK backoff
 * of 2 s doubling to 8 s; its comparison row beside "Your policy without its waits".
 */
class PooledWorkedExampleTest {
    private static final String[] POOLED = {"concurrency-per-client", "22", "client-queue-limit", "5",
        "layer3-initial", "2000", "layer3-max", "8000"};

    @Test
    void theBackoffLowersTheLoadAndTheStorySaysSoNamingTheRowWithoutWaits() {
        StormResult result = StormVerdictTest.result(POOLED);
        StormInputs inputs = result.inputs();
        assertThat(inputs.pooled()).isTrue();
        assertThat(inputs.pool().concurrencyPerClient()).isEqualTo(22);
        assertThat(inputs.pool().clientQueueLimit()).isEqualTo(5);
        ComparisonRow with = result.row(Strategy.ENTERED);
        ComparisonRow without = result.row(Strategy.NO_WAITS);
        StormRun withRun = result.run();
        StormRun withoutRun = StormSimulation.simulate(Strategy.NO_WAITS.inputs(inputs));
        // Same arrivals (same seed): 3,619 requests in both runs.
        assertThat(withRun.requests()).isEqualTo(withoutRun.requests()).isEqualTo(3_619);
        assertThat(with.amplification()).isEqualTo(withRun.amplification());
        assertThat(without.amplification()).isEqualTo(withoutRun.amplification());

        // The load: with the waits about a third fewer attempts (3,758 against 5,447, 1.04 against 1.51 per
        // request), fewer attempts in flight at the dependency at the worst second's end (218 against 285:
        // the waiting workers send nothing), and far fewer requests dropped at full queues (137 against 906).
        assertThat(withRun.attempts()).isLessThan((int) (0.75 * withoutRun.attempts()));
        assertThat(with.amplification()).isLessThan(0.75 * without.amplification());
        assertThat(peakInFlight(withRun)).isLessThan(peakInFlight(withoutRun));
        assertThat(with.dropped()).isLessThan(without.dropped() / 2);
        // And the outcome: with the waits it recovers, without them it does not.
        assertThat(with.recoverySeconds()).isNotNull();
        assertThat(without.recoverySeconds()).isNull();
        assertThat(with.successShare()).isGreaterThan(without.successShare());

        // The table shows the row without waits right after the entered policy's.
        assertThat(StrategyComparison.rows(result)).extracting(ComparisonRow::strategy)
                .startsWith(Strategy.NO_RETRIES, Strategy.ENTERED, Strategy.NO_WAITS);
        assertThat(without.name()).isEqualTo("Your policy without its waits");

        // The story's sentence names the row without waits with that row's own figures, and says the waits
        // made the difference because of the pool.
        String sentence = StormStory.backoffSentence(result, StormVerdict.of(result));
        assertThat(story(result)).contains(sentence);
        assertThat(sentence).startsWith("Without its waits your policy does not recover (amplification "
                + Numbers.fixed(without.amplification(), 2) + ", peak "
                + Numbers.grouped(without.peakAttemptsPerSecond()) + " attempts/s)")
                .contains("with them it recovers after ")
                .contains("(" + Numbers.fixed(with.amplification(), 2) + ", peak ")
                .endsWith("here the waits make the difference, since a worker that waits sends nothing.")
                .doesNotContain("whatever the waits");
    }

    /** Without the queue limit the same pool still shows the backoff's lower load in its numbers. */
    @Test
    void withoutTheQueueLimitTheWaitsStillMakeFewerAttemptsAndFewerInFlight() {
        StormResult result = StormVerdictTest.result("concurrency-per-client", "22", "layer3-initial", "2000",
                "layer3-max", "8000");
        StormRun withRun = result.run();
        StormRun withoutRun = StormSimulation.simulate(Strategy.NO_WAITS.inputs(result.inputs()));
        // 5,517 against 8,096 attempts; at most 220 in flight (every worker busy) against 280.
        assertThat(withRun.attempts()).isLessThan((int) (0.75 * withoutRun.attempts()));
        assertThat(peakInFlight(withRun)).isLessThanOrEqualTo(220).isLessThan(peakInFlight(withoutRun));
        assertThat(withRun.dropped()).isZero();
        // The story judges the load by the attempts made, not by the peak per second, which the waits raise
        // here (164 against 84: the dependency answers faster).
        assertThat(result.row(Strategy.ENTERED).peakAttemptsPerSecond())
                .isGreaterThan(result.row(Strategy.NO_WAITS).peakAttemptsPerSecond());
        assertThat(story(result)).contains("with a pool the waits lower the load").doesNotContain("change little");
    }

    private static int peakInFlight(StormRun run) {
        int peak = 0;
        for (int s = 0; s < run.series().length(); s++) {
            peak = Math.max(peak, run.series().inFlight(s));
        }
        return peak;
    }

    private static String story(StormResult result) {
        StringBuilder text = new StringBuilder();
        for (Paragraph paragraph : StormStory.paragraphs(result)) {
            text.append(paragraph.text()).append('\n');
        }
        return text.toString();
    }
}
